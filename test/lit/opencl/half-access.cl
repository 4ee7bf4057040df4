// vload_half, vload_halfN, vloada_halfN, vstore_half[N][_rtX] and
// vstorea_halfN[_rtX] (issue 10 item 6): half <-> float conversions checked
// bit by bit with one work-item (1 complete execution and no error means
// every assertion held): exact loads (subnormals, infinities), stores
// rounded as named at ties, overflow and underflow, from float and double
// (one rounding: no double rounding through float).
// RUN: %wmc check --global-size=1 --local-size=1 --kernel=values %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// Each half is a 2-byte access of its own: neighbouring halves written by
// different work-items do not race, the same half does.
// RUN: %wmc check --global-size=4 --local-size=4 --kernel=neighbours %s 2>&1 | FileCheck %s --check-prefix=OK
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// RUN: not %wmc check --global-size=2 --local-size=2 --kernel=same_half %s 2>&1 | FileCheck %s --check-prefix=RACE
#include <wmc/opencl.h>

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// The half written at h[i], as bits.
#define BITS(i) (((global ushort *)h)[i])

kernel void values(global half *h) {
  global ushort *u = (global ushort *)h;
  u[0] = 0x3c00; // 1
  u[1] = 0xc000; // -2
  u[2] = 0x7bff; // 65504, the largest half
  u[3] = 0x0001; // 2^-24, the smallest subnormal
  u[4] = 0xfc00; // -inf
  u[5] = 0x3800; // 0.5
  u[6] = 0x8000; // -0
  wmc_assert(vload_half(0, h) == 1.0f && vload_half(2, h) == 65504.0f && vload_half(3, h) == 0x1p-24f);
  float4 l4 = vload_half4(0, h);
  wmc_assert(l4.x == 1.0f && l4.y == -2.0f && l4.z == 65504.0f && l4.w == 0x1p-24f);
  float3 l3 = vload_half3(1, h); // h[3..5]
  wmc_assert(l3.x == 0x1p-24f && isinf(l3.y) && l3.y < 0.0f && l3.z == 0.5f);
  float3 a3 = vloada_half3(1, h); // a half3 occupies 4 halves: h[4..6]
  wmc_assert(isinf(a3.x) && a3.y == 0.5f && a3.z == 0.0f && signbit(a3.z));
  float2 a2 = vloada_half2(1, h); // h[2..3]; a float2 returns as a double
  wmc_assert(a2.x == 65504.0f && a2.y == 0x1p-24f);

  // Ties between 1 and 1 + 2^-10 (a half has 10 fraction bits).
  float tie = 1.0f + 0x1p-11f;
  vstore_half(tie, 0, h);
  vstore_half_rte(tie, 1, h);
  vstore_half_rtz(tie, 2, h);
  vstore_half_rtp(tie, 3, h);
  vstore_half_rtn(tie, 4, h);
  wmc_assert(BITS(0) == 0x3c00 && BITS(1) == 0x3c00 && BITS(2) == 0x3c00 && BITS(3) == 0x3c01 && BITS(4) == 0x3c00);
  vstore_half(1.0f + 0x3p-11f, 0, h); // to even: 1 + 2^-9
  vstore_half_rtz(-tie, 1, h);
  vstore_half_rtp(-tie, 2, h);
  vstore_half_rtn(-tie, 3, h);
  wmc_assert(BITS(0) == 0x3c02 && BITS(1) == 0xbc00 && BITS(2) == 0xbc00 && BITS(3) == 0xbc01);
  // Overflow: to infinity or to the largest half, as the direction says.
  vstore_half(1e6f, 0, h);
  vstore_half_rtz(1e6f, 1, h);
  vstore_half_rtn(1e6f, 2, h);
  vstore_half_rtp(1e6f, 3, h);
  vstore_half_rtz(-1e6f, 4, h);
  vstore_half_rtn(-1e6f, 5, h);
  wmc_assert(BITS(0) == 0x7c00 && BITS(1) == 0x7bff && BITS(2) == 0x7bff && BITS(3) == 0x7c00);
  wmc_assert(BITS(4) == 0xfbff && BITS(5) == 0xfc00);
  // Underflow: to a signed zero or the smallest subnormal.
  vstore_half(1e-10f, 0, h);
  vstore_half_rtp(1e-10f, 1, h);
  vstore_half_rtn(-1e-10f, 2, h);
  vstore_half(-1e-10f, 3, h);
  vstore_half_rtz(-1e-10f, 4, h);
  wmc_assert(BITS(0) == 0x0000 && BITS(1) == 0x0001 && BITS(2) == 0x8001 && BITS(3) == 0x8000 && BITS(4) == 0x8000);
  // NaN stays NaN; infinity stays infinity whatever the direction.
  vstore_half(as_float(0x7fc00000u), 0, h);
  vstore_half_rtz(as_float(0x7f800000u), 1, h);
  wmc_assert((BITS(0) & 0x7c00) == 0x7c00 && (BITS(0) & 0x03ff) != 0 && BITS(1) == 0x7c00);
  // From double, rounded once: via float this would tie and give 0x3c00.
  vstore_half(1.0 + 0x1p-11 + 0x1p-40, 0, h);
  vstore_half_rte(65519.0, 1, h);
  vstore_half_rte(65520.0, 2, h);
  vstore_half_rtz(65535.0, 3, h);
  vstore_half_rtp(1.0 + 0x1p-40, 4, h);
  wmc_assert(BITS(0) == 0x3c01 && BITS(1) == 0x7bff && BITS(2) == 0x7c00 && BITS(3) == 0x7bff && BITS(4) == 0x3c01);

  // Vectors: lanes at p + offset * N (a float2 travels as a double, a
  // float16 through memory).
  for (int i = 0; i < 16; ++i)
    u[i] = 0xffff;
  vstore_half4_rtz((float4)(1.0f, -2.0f, 65504.0f, 1e6f), 1, h); // h[4..7]
  wmc_assert(BITS(3) == 0xffff && BITS(4) == 0x3c00 && BITS(5) == 0xc000 && BITS(6) == 0x7bff && BITS(7) == 0x7bff);
  vstore_half2((float2)(0.5f, -0.0f), 1, h); // h[2..3]
  wmc_assert(BITS(2) == 0x3800 && BITS(3) == 0x8000 && BITS(1) == 0xffff);
  vstorea_half3_rtp((float3)(tie, tie, tie), 2, h); // h[8..10], h[11] untouched
  wmc_assert(BITS(8) == 0x3c01 && BITS(10) == 0x3c01 && BITS(11) == 0xffff);
  vstore_half3((double3)(2.0, 3.0, 4.0), 4, h); // h[12..14]
  wmc_assert(BITS(12) == 0x4000 && BITS(13) == 0x4200 && BITS(14) == 0x4400 && BITS(15) == 0xffff);
  float16 v16 = (float16)(1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f, 8.0f, 9.0f, 10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f, 16.0f);
  vstore_half16(v16, 1, h); // h[16..31]
  float16 r16 = vload_half16(1, h);
  wmc_assert(BITS(16) == 0x3c00 && BITS(31) == 0x4c00 && r16.s0 == 1.0f && r16.s7 == 8.0f && r16.sf == 16.0f);
  float8 r8 = vloada_half8(3, h); // h[24..31]
  wmc_assert(r8.s0 == 9.0f && r8.s7 == 16.0f);
}

kernel void neighbours(global half *h) {
  size_t i = get_local_id(0);
  vstore_half((float)i, i, h);
  barrier(CLK_GLOBAL_MEM_FENCE);
  float4 all = vload_half4(0, h);
  wmc_assert(all.x == 0.0f && all.y == 1.0f && all.z == 2.0f && all.w == 3.0f);
}

kernel void same_half(global half *h) {
  vstore_half(1.0f, 1, h); // RACE: error: data-race: {{.*}} at {{.*}}half-access.cl:[[@LINE]]
}
