// The OpenCL math builtins, conversions and vloadN/vstoreN that real
// kernels use (issue 10 item 6), checked value by value with one work-item:
// 1 complete execution and no error means every assertion held. vstore4
// writes through ordinary (instrumented) stores, so the read back by vload4
// sees them.
// RUN: %wmc check --global-size=1 --local-size=1 --kernel=values %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// Two work-items storing the same vector elements race (the stores are
// real memory accesses; float2 arrives as a double by the calling
// convention and is stored as such).
// RUN: not %wmc check --global-size=2 --local-size=2 --kernel=overlap %s | FileCheck %s --check-prefix=RACE
#include <wmc/opencl.h>

kernel void values(global float *buf) {
  float x = -2.25f;
  wmc_assert(fabs(x) == 2.25f && sqrt(fabs(x)) == 1.5f && native_sqrt(4.0f) == 2.0f);
  wmc_assert(floor(x) == -3.0f && ceil(x) == -2.0f && trunc(x) == -2.0f);
  wmc_assert(round(-2.5f) == -3.0f && rint(2.5f) == 2.0f);
  wmc_assert(pown(3.0f, 3) == 27.0f && pow(2.0f, 10.0f) == 1024.0f);
  float4 p4 = pown((float4)(2.0f, -3.0f, 2.0f, 10.0f), (int4)(3, 3, -2, 0));
  wmc_assert(p4.x == 8.0f && p4.y == -27.0f && p4.z == 0.25f && p4.w == 1.0f);
  float2 p2 = pown((float2)(-2.0f, 3.0f), (int2)(2, -1)); // both travel as doubles
  wmc_assert(p2.x == 4.0f && p2.y == 1.0f / 3.0f);
  wmc_assert(exp2(3.0f) == 8.0f && log2(8.0f) == 3.0f && log10(100.0f) == 2.0f);
  wmc_assert(exp(0.0f) == 1.0f && log(1.0f) == 0.0f && sin(0.0f) == 0.0f && cos(0.0f) == 1.0f);
  wmc_assert(half_exp2(3.0f) == 8.0f && half_log2(8.0f) == 3.0f && native_log10(1000.0f) == 3.0f);
  wmc_assert(half_sin(0.0f) == 0.0f && half_cos(0.0f) == 1.0f && half_powr(2.0f, 3.0f) == 8.0f);
  wmc_assert(native_divide(1.0f, 4.0f) == 0.25f && half_recip(8.0f) == 0.125f && half_log10(100.0f) == 2.0f);
  wmc_assert(copysign(1.0f, -0.0f) == -1.0f && fmod(7.0f, 3.0f) == 1.0f && rsqrt(4.0f) == 0.5f);
  wmc_assert(convert_int(-2.7f) == -2 && convert_uint(3.9f) == 3u && convert_float(7) == 7.0f);
  wmc_assert(convert_int((uchar)200) == 200 && convert_char(300) == 44);
  float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  vstore4(v, 1, buf); // buf[4..7]
  float4 w = vload4(1, buf);
  wmc_assert(w.x == 1.0f && w.y == 2.0f && w.z == 3.0f && w.w == 4.0f);
  wmc_assert(buf[4] == 1.0f && buf[7] == 4.0f && buf[0] == 0.0f);
}

kernel void overlap(global float *buf) {
  vstore2((float2)(1.0f, 2.0f), 0, buf); // RACE: error: data-race: {{.*}} at {{.*}}math-builtins.cl:[[@LINE]]
}
