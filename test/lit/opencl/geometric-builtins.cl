// normalize, cross and the fast_ geometric builtins (issue 10 item 6),
// float and double, checked value by value with one work-item: 1 complete
// execution and no error means every assertion held. Edge values: zero
// vectors, components whose squares overflow or underflow, infinite and
// NaN components.
// RUN: %wmc check --global-size=1 --local-size=1 %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
#include <wmc/opencl.h>

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

bool near(float a, float b) { return fabs(a - b) <= 1e-6f * fabs(b); }

kernel void geometric(global int *sink) {
  float qnan = as_float(0x7fc00000u), inf = as_float(0x7f800000u);
  float4 n4 = normalize((float4)(3.0f, 0.0f, -4.0f, 0.0f));
  wmc_assert(n4.x == 0.6f && n4.y == 0.0f && n4.z == -0.8f && n4.w == 0.0f);
  wmc_assert(normalize(-5.0f) == -1.0f && normalize(inf) == 1.0f && isnan(normalize(qnan)));
  wmc_assert(as_uint(normalize(-0.0f)) == 0x80000000u);
  // Zero vectors stay as they are.
  float2 z2 = normalize((float2)(0.0f, -0.0f));
  wmc_assert(z2.x == 0.0f && as_uint(z2.y) == 0x80000000u);
  // Rescaled: squares of 1e30 overflow and of 1e-30 underflow in float.
  float2 big = normalize((float2)(1e30f, -1e30f)), small = normalize((float2)(3e-30f, 4e-30f));
  wmc_assert(near(big.x, M_SQRT1_2_F) && near(big.y, -M_SQRT1_2_F));
  wmc_assert(near(small.x, 0.6f) && near(small.y, 0.8f));
  // Infinite components count as +-1, the others as 0; a NaN makes all NaN.
  float3 i3 = normalize((float3)(inf, 5.0f, -inf));
  wmc_assert(near(i3.x, M_SQRT1_2_F) && i3.y == 0.0f && near(i3.z, -M_SQRT1_2_F));
  float4 nn = normalize((float4)(1.0f, qnan, 2.0f, 3.0f));
  wmc_assert(isnan(nn.x) && isnan(nn.y) && isnan(nn.z) && isnan(nn.w));
  double3 d3 = normalize((double3)(0.0, 1e200, 0.0));
  wmc_assert(d3.x == 0.0 && d3.y == 1.0 && d3.z == 0.0);
  // cross: the right-handed product; a 4-vector's fourth lane is 0.
  float3 c3 = cross((float3)(1.0f, 0.0f, 0.0f), (float3)(0.0f, 1.0f, 0.0f));
  wmc_assert(c3.x == 0.0f && c3.y == 0.0f && c3.z == 1.0f);
  float4 c4 = cross((float4)(1.0f, 2.0f, 3.0f, 7.0f), (float4)(4.0f, 5.0f, 6.0f, 9.0f));
  wmc_assert(c4.x == -3.0f && c4.y == 6.0f && c4.z == -3.0f && c4.w == 0.0f);
  double3 cd = cross((double3)(2.0, 0.0, 0.0), (double3)(0.0, 0.0, 3.0));
  wmc_assert(cd.x == 0.0 && cd.y == -6.0 && cd.z == 0.0);
  double4 cd4 = cross((double4)(0.0, 1.0, 0.0, 1.0), (double4)(0.0, 0.0, 1.0, 1.0));
  wmc_assert(cd4.x == 1.0 && cd4.y == 0.0 && cd4.z == 0.0 && cd4.w == 0.0);
  // fast_ forms: the plain formulas.
  wmc_assert(fast_length((float2)(3.0f, 4.0f)) == 5.0f && fast_length(-2.0f) == 2.0f);
  wmc_assert(fast_distance((float4)(1.0f), (float4)(3.0f)) == 4.0f);
  float4 f4 = fast_normalize((float4)(0.0f, 0.0f, 2.0f, 0.0f));
  wmc_assert(f4.x == 0.0f && f4.z == 1.0f && fast_normalize(-3.0f) == -1.0f);
  float3 fz = fast_normalize((float3)(0.0f));
  wmc_assert(fz.x == 0.0f && fz.y == 0.0f && fz.z == 0.0f);
  sink[0] = 1;
}
