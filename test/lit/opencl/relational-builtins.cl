// The relational (isequal ... signbit, any, all, bitselect), common (step,
// smoothstep, mix, sign, degrees, radians) and geometric (dot, length,
// distance) builtins, checked value by value with one work-item (issue 10
// item 6): 1 complete execution and no error means every assertion held.
// A scalar comparison gives 1 or 0, a vector one -1 or 0 per lane. Edge
// values: NaN (unordered), infinities, subnormals, negative zero.
// RUN: %wmc check --global-size=1 --local-size=1 %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
#include <wmc/opencl.h>

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

bool eq4(int4 a, int4 b) { return a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w; }

kernel void relational(global int *sink) {
  float nan = as_float(0x7fc00000u), inf = as_float(0x7f800000u), sub = as_float(1u);
  wmc_assert(isequal(1.0f, 1.0f) == 1 && isequal(nan, nan) == 0 && isnotequal(nan, nan) == 1);
  wmc_assert(isgreater(2.0f, 1.0f) == 1 && isgreater(nan, 1.0f) == 0 && isgreaterequal(1.0f, 1.0f) == 1);
  wmc_assert(isless(-inf, 0.0f) == 1 && islessequal(nan, nan) == 0 && islessgreater(1.0f, 2.0f) == 1);
  wmc_assert(islessgreater(nan, 2.0f) == 0 && isordered(1.0f, 2.0f) == 1 && isunordered(1.0f, nan) == 1);
  wmc_assert(isfinite(FLT_MAX) == 1 && isfinite(inf) == 0 && isfinite(nan) == 0);
  wmc_assert(isinf(-inf) == 1 && isinf(FLT_MAX) == 0 && isnan(nan) == 1 && isnan(inf) == 0);
  wmc_assert(isnormal(FLT_MIN) == 1 && isnormal(sub) == 0 && isnormal(0.0f) == 0 && isnormal(inf) == 0);
  wmc_assert(signbit(-0.0f) == 1 && signbit(0.0f) == 0 && signbit(-nan) == 1 && signbit(-1.0) == 1);
  // Vectors: -1 / 0 per lane, in the lane width's integer type.
  int4 c = isless((float4)(1.0f, 2.0f, nan, -inf), (float4)(2.0f, 2.0f, 0.0f, 0.0f));
  wmc_assert(eq4(c, (int4)(-1, 0, 0, -1)));
  int2 n2 = isnan((float2)(nan, 1.0f)); // travels as a double
  wmc_assert(n2.x == -1 && n2.y == 0);
  long2 d2 = isinf((double2)(1.0, -INFINITY));
  wmc_assert(d2.x == 0 && d2.y == -1);
  // any/all: the most significant bit of each lane.
  wmc_assert(any((int4)(0, 1, 2, 3)) == 0 && any((int4)(0, 0, -1, 0)) == 1 && any(-5) == 1);
  wmc_assert(all((int4)(-1, -2, INT_MIN, -4)) == 1 && all((int4)(-1, -2, 0, -4)) == 0 && all(5) == 0);
  wmc_assert(all(c) == 0 && any(c) == 1 && all((char2)(-1, -128)) == 1);
  wmc_assert(bitselect(0x0f0fu, 0xf0f0u, 0x00ffu) == 0x0ff0u);
  wmc_assert(bitselect(1.0f, -1.0f, as_float(0x80000000u)) == -1.0f);
  sink[0] = 1;
}

kernel void common(global int *sink) {
  float nan = as_float(0x7fc00000u);
  wmc_assert(step(1.0f, 0.5f) == 0.0f && step(1.0f, 1.0f) == 1.0f && step(1.0f, 2.0f) == 1.0f);
  float4 s = step(1.0f, (float4)(0.0f, 1.0f, 2.0f, -3.0f));
  wmc_assert(s.x == 0.0f && s.y == 1.0f && s.z == 1.0f && s.w == 0.0f);
  wmc_assert(smoothstep(0.0f, 2.0f, 1.0f) == 0.5f && smoothstep(0.0f, 2.0f, -1.0f) == 0.0f);
  wmc_assert(smoothstep(0.0f, 2.0f, 3.0f) == 1.0f && smoothstep(0.0f, 4.0f, 1.0f) == 0.15625f);
  wmc_assert(mix(2.0f, 6.0f, 0.25f) == 3.0f);
  float2 m = mix((float2)(0.0f, 10.0f), (float2)(4.0f, 20.0f), 0.5f);
  wmc_assert(m.x == 2.0f && m.y == 15.0f);
  wmc_assert(sign(-3.5f) == -1.0f && sign(2.0f) == 1.0f && sign(nan) == 0.0f);
  wmc_assert(as_uint(sign(-0.0f)) == 0x80000000u && as_uint(sign(0.0f)) == 0u);
  wmc_assert(degrees(M_PI_F) == 180.0f && radians(180.0f) == M_PI_F);
  wmc_assert(dot((float4)(1.0f, 2.0f, 3.0f, 4.0f), (float4)(2.0f, 0.5f, -1.0f, 1.0f)) == 4.0f);
  wmc_assert(dot(3.0f, -2.0f) == -6.0f && length((float2)(3.0f, 4.0f)) == 5.0f && length(-2.0f) == 2.0f);
  wmc_assert(distance((float4)(1.0f, 1.0f, 1.0f, 1.0f), (float4)(2.0f, 2.0f, 2.0f, 2.0f)) == 2.0f);
  wmc_assert(length((double3)(2.0, 3.0, 6.0)) == 7.0);
  sink[0] = 1;
}
