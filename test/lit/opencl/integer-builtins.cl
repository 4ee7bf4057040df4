// select, mul_hi, mad_hi, mad_sat, hadd, rhadd, upsample, shuffle and
// shuffle2, scalar and vector, checked value by value with one work-item
// (issue 10 item 6): 1 complete execution and no error means every
// assertion held. Edge values: the extremes of each type, negative halves
// (hadd rounds down, rhadd up), mask lanes with the sign bit set or
// clear, mask bits above the lane index.
// RUN: %wmc check --global-size=1 --local-size=1 %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
#include <wmc/opencl.h>

bool eq4(int4 a, int4 b) { return a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w; }

kernel void selects(global int *sink) {
  // Scalars: c != 0 picks b.
  wmc_assert(select(1, 2, 0) == 1 && select(1, 2, 5) == 2 && select(1.5f, 2.5f, -1) == 2.5f);
  wmc_assert(select(1ul, 2ul, 0x8000000000000000ul) == 2ul && select(7.0, 8.0, 0l) == 7.0);
  // Vectors: the most significant bit of each lane of c picks b (1 does not).
  int4 a = (int4)(1, 2, 3, 4), b = (int4)(10, 20, 30, 40);
  wmc_assert(eq4(select(a, b, (int4)(-1, 1, INT_MIN, INT_MAX)), (int4)(10, 2, 30, 4)));
  wmc_assert(eq4(select(a, b, (uint4)(0x80000000u, 1u, 0u, 0xffffffffu)), (int4)(10, 2, 3, 40)));
  float2 f = select((float2)(1.0f, 2.0f), (float2)(3.0f, 4.0f), (int2)(0, -1));
  wmc_assert(f.x == 1.0f && f.y == 4.0f);
  char2 c = select((char2)(1, 2), (char2)(3, 4), (uchar2)(0x80, 0x7f));
  wmc_assert(c.x == 3 && c.y == 2);
  sink[0] = 1;
}

kernel void arithmetic(global int *sink) {
  wmc_assert(mul_hi(INT_MIN, INT_MIN) == 0x40000000 && mul_hi(-1, 1) == -1);
  wmc_assert(mul_hi(0xffffffffu, 0xffffffffu) == 0xfffffffeu && mul_hi((char)-128, (char)-128) == 64);
  wmc_assert(mul_hi(-3l, LONG_MAX) == -2l && mul_hi(ULONG_MAX, ULONG_MAX) == ULONG_MAX - 1);
  wmc_assert(mad_hi(INT_MIN, INT_MIN, 1) == 0x40000001 && mad_hi(2u, 3u, 4u) == 4u);
  wmc_assert(mad_sat(INT_MAX, 2, 0) == INT_MAX && mad_sat(INT_MIN, 2, 5) == INT_MIN);
  wmc_assert(mad_sat(-3, 4, 2) == -10 && mad_sat(0xffffffffu, 2u, 0u) == UINT_MAX);
  wmc_assert(mad_sat((uchar)20, (uchar)20, (uchar)0) == 255 && mad_sat((char)-100, (char)2, (char)10) == -128);
  wmc_assert(mad_sat(LONG_MAX, 1l, 1l) == LONG_MAX && mad_sat(ULONG_MAX, ULONG_MAX, 0ul) == ULONG_MAX);
  wmc_assert(mad_sat(LONG_MIN, -1l, 0l) == LONG_MAX && mad_sat(3ul, 0ul, 5ul) == 5ul);
  wmc_assert(hadd(INT_MAX, INT_MAX) == INT_MAX && hadd(-1, -2) == -2 && rhadd(-1, -2) == -1);
  wmc_assert(hadd(-3, 0) == -2 && rhadd(-3, 0) == -1 && rhadd(INT_MIN, INT_MIN) == INT_MIN);
  wmc_assert(hadd(UINT_MAX, UINT_MAX) == UINT_MAX && rhadd(UINT_MAX, 0u) == 0x80000000u);
  wmc_assert(hadd(ULONG_MAX, 1ul) == 0x8000000000000000ul && rhadd((uchar)255, (uchar)254) == 255);
  wmc_assert(upsample((char)-1, (uchar)0) == -256 && upsample((uchar)0x12, (uchar)0x34) == 0x1234);
  wmc_assert(upsample((short)-2, (ushort)1) == (int)0xfffe0001u);
  wmc_assert(upsample(INT_MAX, 0xffffffffu) == LONG_MAX && upsample(1u, 2u) == 0x100000002ul);
  // Vectors (a char2 travels as an i16, a short2 as an i32).
  short2 up = upsample((char2)(-1, 1), (uchar2)(255, 2));
  wmc_assert(up.x == -1 && up.y == 0x0102);
  wmc_assert(eq4(mul_hi((int4)(INT_MIN, -1, 5, INT_MAX), (int4)(INT_MIN, 1, 7, 2)), (int4)(0x40000000, -1, 0, 0)));
  wmc_assert(eq4(hadd((int4)(-1, 3, -3, 5), (int4)(-2, 4, 0, 5)), (int4)(-2, 3, -2, 5)));
  wmc_assert(eq4(rhadd((int4)(-1, 3, -3, 5), (int4)(-2, 4, 0, 5)), (int4)(-1, 4, -1, 5)));
  wmc_assert(eq4(mad_sat((int4)(INT_MAX, 2, -2, INT_MIN), (int4)(2), (int4)(0, 1, 1, -1)), (int4)(INT_MAX, 5, -3, INT_MIN)));
  uchar2 ms = mad_sat((uchar2)(16, 3), (uchar2)(16, 3), (uchar2)(0, 1));
  wmc_assert(ms.x == 255 && ms.y == 10);
  sink[0] = 1;
}

kernel void shuffles(global int *sink) {
  int4 x = (int4)(10, 20, 30, 40);
  wmc_assert(eq4(shuffle(x, (uint4)(3, 2, 1, 0)), (int4)(40, 30, 20, 10)));
  // Only the low log2(4) = 2 bits of each mask lane count.
  wmc_assert(eq4(shuffle(x, (uint4)(7, 4, 5, 0xfffffff1u)), (int4)(40, 10, 20, 20)));
  float2 f = shuffle((float4)(1.0f, 2.0f, 3.0f, 4.0f), (uint2)(3, 1));
  wmc_assert(f.x == 4.0f && f.y == 2.0f);
  int8 wide = shuffle(x, (uint8)(0, 1, 2, 3, 3, 2, 1, 0));
  wmc_assert(wide.s0 == 10 && wide.s3 == 40 && wide.s4 == 40 && wide.s7 == 10);
  wmc_assert(eq4(shuffle2(x, (int4)(50, 60, 70, 80), (uint4)(0, 5, 2, 7)), (int4)(10, 60, 30, 80)));
  // shuffle2 of 4 lanes reads log2(8) = 3 bits: 9 is lane 1, 14 is lane 6.
  wmc_assert(eq4(shuffle2(x, (int4)(50, 60, 70, 80), (uint4)(9, 14, 4, 3)), (int4)(20, 70, 50, 40)));
  uchar16 m = (uchar16)(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 16);
  char16 c = shuffle((char16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), m);
  wmc_assert(c.s0 == 15 && c.s7 == 8 && c.se == 1 && c.sf == 0);
  sink[0] = 1;
}

// Builtins on vectors the calling convention coerces: before the arguments
// were read with their OpenCL types, min on an int2 compared two doubles.
kernel void coerced(global short *s, global float *f, global long *l) {
  int2 m = min((int2)(1, -5), (int2)(3, -7));
  wmc_assert(m.x == 1 && m.y == -7);
  char2 a = add_sat((char2)(100, -100), (char2)(100, -100));
  wmc_assert(a.x == 127 && a.y == -128);
  float2 g = fmax((float2)(1.0f, 5.0f), (float2)(2.0f, 3.0f));
  wmc_assert(g.x == 2.0f && g.y == 5.0f);
  // vstore3 writes exactly 3 elements at offset 3 * 1; vload3 reads them back.
  vstore3((short3)(1, -2, 3), 1, s);
  short3 r = vload3(1, s);
  wmc_assert(r.x == 1 && r.y == -2 && r.z == 3 && s[2] == 0 && s[5] == 3 && s[6] == 0);
  // 32-byte vectors travel through byval pointers.
  vstore8((float8)(1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f, 8.0f), 1, f);
  wmc_assert(f[7] == 0.0f && f[8] == 1.0f && f[15] == 8.0f && f[16] == 0.0f);
  float8 back = vload8(1, f);
  wmc_assert(back.s0 == 1.0f && back.s7 == 8.0f);
  vstore3((long3)(LONG_MIN, 2, -3), 0, l);
  wmc_assert(l[0] == LONG_MIN && l[1] == 2 && l[2] == -3 && l[3] == 0);
}
