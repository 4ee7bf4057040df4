// convert_T[N][_sat][_rte|_rtz|_rtp|_rtn], scalar and vector, checked value
// by value with one work-item (issue 10 item 6): 1 complete execution and no
// error means every assertion held. Floats are compared by bit pattern
// (as_uint / as_ulong) where the last ulp or the sign of a zero matters.
// The edge values: NaN, infinities, out-of-range sources, negative halves,
// ties for _rte, integers a float cannot hold, doubles beyond FLT_MAX and
// below the smallest subnormal.
// RUN: %wmc check --global-size=1 --local-size=1 %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
#include <wmc/opencl.h>

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void scalars(global int *sink) {
  // float -> int: the rounding mode, then saturation (NaN -> 0).
  float nan = as_float(0x7fc00000u), inf = as_float(0x7f800000u);
  wmc_assert(convert_int_rte(2.5f) == 2 && convert_int_rte(3.5f) == 4);
  wmc_assert(convert_int_rte(-2.5f) == -2 && convert_int_rte(-3.5f) == -4);
  wmc_assert(convert_int(-2.7f) == -2 && convert_int_rtz(-2.7f) == -2);
  wmc_assert(convert_int_rtp(-2.7f) == -2 && convert_int_rtp(2.1f) == 3);
  wmc_assert(convert_int_rtn(-2.1f) == -3 && convert_int_rtn(2.9f) == 2);
  wmc_assert(convert_int_sat(nan) == 0 && convert_uint_sat_rte(nan) == 0u);
  wmc_assert(convert_int_sat(inf) == INT_MAX && convert_int_sat(-inf) == INT_MIN);
  wmc_assert(convert_int_sat(3e9f) == INT_MAX && convert_uint_sat(-5.0f) == 0u);
  wmc_assert(convert_uchar_sat(300.7f) == 255 && convert_uchar_sat(-0.5f) == 0);
  wmc_assert(convert_char_sat_rte(127.5f) == 127 && convert_char_sat_rtn(-128.5f) == -128);
  wmc_assert(convert_char_sat_rtp(-128.5f) == -128 && convert_short_sat_rtz(-32768.9f) == -32768);
  wmc_assert(convert_ulong_sat(1e30f) == ULONG_MAX && convert_long_sat_rtn(-0.5) == -1);
  wmc_assert(convert_uint_rtp(0.25) == 1u && convert_long_sat(-1e300) == LONG_MIN);

  // int -> int: wrap, or clamp with _sat; rounding modes change nothing.
  wmc_assert(convert_uint(-1) == 0xffffffffu && convert_char(300) == 44);
  wmc_assert(convert_uchar_sat(-1) == 0 && convert_uchar_sat(256) == 255);
  wmc_assert(convert_char_sat(200u) == 127 && convert_uint_sat(-1) == 0u);
  wmc_assert(convert_int_sat(0xffffffffu) == INT_MAX && convert_long_sat(ULONG_MAX) == LONG_MAX);
  wmc_assert(convert_ulong_sat(LONG_MIN) == 0 && convert_ushort_sat(70000) == 65535);
  wmc_assert(convert_short_sat_rte(-70000) == -32768 && convert_int_sat((short)-5) == -5);
  wmc_assert(convert_uint_sat((long)0x100000000) == 0xffffffffu && convert_char_rtz(-1l) == -1);

  // int -> float: exact when representable; otherwise the named neighbour.
  wmc_assert(convert_float_rtz(16777216) == 16777216.0f);
  wmc_assert(convert_float(16777217) == 16777216.0f && convert_float_rte(16777219) == 16777220.0f);
  wmc_assert(convert_float_rtz(16777217) == 16777216.0f && convert_float_rtp(16777217) == 16777218.0f);
  wmc_assert(convert_float_rtn(16777217) == 16777216.0f && convert_float_rtn(-16777217) == -16777218.0f);
  wmc_assert(convert_float_rtz(-16777217) == -16777216.0f && convert_float_rtp(-16777217) == -16777216.0f);
  wmc_assert(convert_float_rte(0xffffffffu) == 4294967296.0f && convert_float_rtz(0xffffffffu) == 4294967040.0f);
  wmc_assert(convert_float_rtn(0xffffffffu) == 4294967040.0f && convert_float_rtp(0xffffffffu) == 4294967296.0f);
  wmc_assert(convert_float(LONG_MAX) == 0x1p63f && convert_float_rtz(LONG_MAX) == 0x1.fffffep62f);
  wmc_assert(convert_float_rtp(LONG_MIN) == -0x1p63f && convert_float_rtz(LONG_MIN + 1) == -0x1.fffffep62f);
  wmc_assert(convert_double(ULONG_MAX) == 0x1p64 && convert_double_rtz(ULONG_MAX) == 0x1.fffffffffffffp63);
  wmc_assert(convert_double_rtp(9007199254740993l) == 9007199254740994.0);
  wmc_assert(convert_double_rtz(9007199254740993l) == 9007199254740992.0);
  wmc_assert(convert_double_rtn(-9007199254740993l) == -9007199254740994.0);

  // double -> float.
  wmc_assert(as_uint(convert_float(0.1)) == 0x3dcccccdu && as_uint(convert_float_rtz(0.1)) == 0x3dccccccu);
  wmc_assert(as_uint(convert_float_rtp(0.1)) == 0x3dcccccdu && as_uint(convert_float_rtn(0.1)) == 0x3dccccccu);
  wmc_assert(as_uint(convert_float_rtz(-0.1)) == 0xbdccccccu && as_uint(convert_float_rtn(-0.1)) == 0xbdcccccdu);
  wmc_assert(as_uint(convert_float_rtp(-0.1)) == 0xbdccccccu);
  wmc_assert(convert_float(1e300) == inf && convert_float_rtz(1e300) == FLT_MAX);
  wmc_assert(convert_float_rtp(1e300) == inf && convert_float_rtn(1e300) == FLT_MAX);
  wmc_assert(convert_float_rtp(-1e300) == -FLT_MAX && convert_float_rtn(-1e300) == -inf);
  wmc_assert(as_uint(convert_float(1e-50)) == 0u && as_uint(convert_float_rtp(1e-50)) == 1u);
  wmc_assert(as_uint(convert_float_rtz(-1e-50)) == 0x80000000u && as_uint(convert_float_rtn(-1e-50)) == 0x80000001u);
  wmc_assert(convert_float_rtz((double)inf) == inf && convert_float_rtn((double)-inf) == -inf);
  double dnan = convert_double(nan);
  float back = convert_float_rtz(dnan);
  wmc_assert(dnan != dnan && back != back);
  wmc_assert(convert_double_rtz(0.1f) == (double)0.1f && convert_float_rtp(2.0f) == 2.0f);
  sink[0] = 1;
}

bool eq4(int4 a, int4 b) { return a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w; }

kernel void vectors(global int *sink) {
  float nan = as_float(0x7fc00000u);
  // 16 bytes: passed as a vector.
  wmc_assert(eq4(convert_int4_sat_rte((float4)(2.5f, -3.5f, nan, 1e10f)), (int4)(2, -4, 0, INT_MAX)));
  wmc_assert(eq4(convert_int4((float4)(-1.5f, 1.5f, 7.9f, -7.9f)), (int4)(-1, 1, 7, -7)));
  wmc_assert(eq4(convert_int4_rtn((float4)(-1.5f, 1.5f, 7.9f, -7.9f)), (int4)(-2, 1, 7, -8)));
  // 2 and 4 bytes: a char2 travels as an i16, a uchar4 as an i32.
  uchar2 u2 = convert_uchar2_sat((int2)(-1, 300));
  wmc_assert(u2.x == 0 && u2.y == 255);
  char4 c4 = convert_char4_sat((short4)(-200, 200, -7, 127));
  wmc_assert(c4.x == -128 && c4.y == 127 && c4.z == -7 && c4.w == 127);
  uchar4 h4 = convert_uchar4((int4)(256, 257, -1, 3));
  wmc_assert(h4.x == 0 && h4.y == 1 && h4.z == 255 && h4.w == 3);
  // 3 lanes: a short3 travels padded to 8 bytes, a char3 to 4.
  short3 s3 = convert_short3_sat((float3)(40000.0f, -40000.0f, -1.5f));
  wmc_assert(s3.x == 32767 && s3.y == -32768 && s3.z == -1);
  char3 c3 = convert_char3_sat_rte((double3)(0.5, 1.5, -300.0));
  wmc_assert(c3.x == 0 && c3.y == 2 && c3.z == -128);
  // 8 and 16 lanes: 32 bytes and more travel through byval pointers.
  float8 f8 = convert_float8_rtz((int8)(16777217, -16777217, 1, 2, 3, 4, 5, 0x7fffffff));
  wmc_assert(f8.s0 == 16777216.0f && f8.s1 == -16777216.0f && f8.s4 == 3.0f && f8.s7 == 0x1.fffffep30f);
  float8 p8 = convert_float8_rtp((int8)(16777217, -16777217, 1, 2, 3, 4, 5, 0x7fffffff));
  wmc_assert(p8.s0 == 16777218.0f && p8.s1 == -16777216.0f && p8.s7 == 0x1p31f);
  int16 i16 = (int16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, -1);
  char16 c16 = convert_char16_sat(i16 * 20);
  wmc_assert(c16.s0 == 0 && c16.s6 == 120 && c16.s7 == 127 && c16.sf == -20);
  double16 d16 = convert_double16(i16);
  wmc_assert(d16.s9 == 9.0 && d16.sf == -1.0);
  ulong2 l2 = convert_ulong2_sat((float2)(-1.0f, 1e20f));
  wmc_assert(l2.x == 0 && l2.y == ULONG_MAX);
  float2 f2 = convert_float2_rtn((double2)(0.1, -0.1));
  wmc_assert(as_uint(f2.x) == 0x3dccccccu && as_uint(f2.y) == 0xbdcccccdu);
  sink[0] = 1;
}
