// The math builtins computed with the host's libm (issue 10 item 6): tan ...
// tgamma, the *pi forms, ilogb, ldexp, rootn, nan, maxmag/minmag, and those
// with a pointer out-parameter (fract, frexp, modf, remquo, sincos,
// lgamma_r), scalar and vector, float and double, checked value by value
// with one work-item: 1 complete execution and no error means every
// assertion held. Exact values where the function's result is exact (and
// the spec's edge values: NaN, infinities, signed zeros, out-of-domain
// arguments); within a stated relative tolerance otherwise.
// RUN: %wmc check --global-size=1 --local-size=1 --kernel=values %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// The out-parameter is written with an ordinary store: two work-items
// writing fract's integral part to the same global element race.
// RUN: not %wmc check --global-size=2 --local-size=2 --kernel=out_race %s 2>&1 | FileCheck %s --check-prefix=RACE
#include <wmc/opencl.h>

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// |a - b| <= 1e-6 |b| (float) / 1e-14 |b| (double).
bool near(float a, float b) { return fabs(a - b) <= 1e-6f * fabs(b); }
bool neard(double a, double b) { return fabs(a - b) <= 1e-14 * fabs(b); }
bool negzero(float a) { return a == 0.0f && signbit(a); }
bool poszero(float a) { return a == 0.0f && !signbit(a); }

kernel void values(global float *fbuf, global int *ibuf, global double *dbuf) {
  float qnan = as_float(0x7fc00000u), inf = as_float(0x7f800000u);
  // Trigonometric and hyperbolic.
  wmc_assert(near(tan(1.0f), 1.5574077f) && tan(0.0f) == 0.0f && isnan(tan(inf)));
  wmc_assert(near(asin(1.0f), 1.5707964f) && isnan(asin(2.0f)) && negzero(asin(-0.0f)));
  wmc_assert(acos(1.0f) == 0.0f && near(acos(-1.0f), M_PI_F) && isnan(acos(qnan)));
  wmc_assert(near(atan(inf), M_PI_F / 2) && near(atan2(1.0f, -1.0f), 3 * M_PI_F / 4));
  wmc_assert(near(atan2(0.0f, -0.0f), M_PI_F) && negzero(atan2(-0.0f, 1.0f)));
  wmc_assert(sinh(0.0f) == 0.0f && cosh(0.0f) == 1.0f && tanh(inf) == 1.0f && cosh(-inf) == inf);
  wmc_assert(near(sinh(1.0f), 1.1752012f) && asinh(0.0f) == 0.0f && acosh(1.0f) == 0.0f);
  wmc_assert(isnan(acosh(0.5f)) && atanh(1.0f) == inf && atanh(-1.0f) == -inf && isnan(atanh(2.0f)));
  // Exponents, logarithms.
  wmc_assert(cbrt(27.0f) == 3.0f && cbrt(-8.0f) == -2.0f && exp10(2.0f) == 100.0f);
  wmc_assert(expm1(0.0f) == 0.0f && expm1(-inf) == -1.0f && log1p(0.0f) == 0.0f && log1p(-1.0f) == -inf);
  wmc_assert(near(expm1(1e-10f), 1e-10f) && near(log1p(1e-10f), 1e-10f));
  wmc_assert(logb(8.0f) == 3.0f && logb(0.75f) == -1.0f && logb(0.0f) == -inf && logb(-inf) == inf);
  wmc_assert(ilogb(8.0f) == 3 && ilogb(0.0f) == FP_ILOGB0 && ilogb(qnan) == FP_ILOGBNAN && ilogb(inf) == INT_MAX);
  wmc_assert(native_exp10(3.0f) == 1000.0f && half_exp10(1.0f) == 10.0f);
  wmc_assert(near(native_tan(0.5f), 0.5463025f) && half_tan(0.0f) == 0.0f);
  // Error and gamma functions.
  wmc_assert(erf(0.0f) == 0.0f && erf(inf) == 1.0f && erfc(inf) == 0.0f && erfc(-inf) == 2.0f);
  wmc_assert(near(erf(1.0f), 0.8427008f) && near(erfc(1.0f), 0.15729921f));
  wmc_assert(tgamma(5.0f) == 24.0f && near(tgamma(0.5f), 1.7724539f) && tgamma(0.0f) == inf);
  wmc_assert(lgamma(1.0f) == 0.0f && lgamma(2.0f) == 0.0f && near(lgamma(10.0f), 12.801827f));
  // Two-argument functions.
  wmc_assert(hypot(3.0f, 4.0f) == 5.0f && hypot(inf, qnan) == inf && hypot(1e30f, 1e30f) == 1e30f * M_SQRT2_F);
  wmc_assert(fdim(5.0f, 3.0f) == 2.0f && poszero(fdim(3.0f, 5.0f)) && isnan(fdim(qnan, 1.0f)));
  wmc_assert(nextafter(1.0f, 2.0f) == 0x1.000002p0f && nextafter(0.0f, -1.0f) == -0x1p-149f);
  wmc_assert(remainder(7.0f, 2.0f) == -1.0f && remainder(5.0f, 2.0f) == 1.0f && isnan(remainder(1.0f, 0.0f)));
  wmc_assert(maxmag(-3.0f, 2.0f) == -3.0f && maxmag(-2.0f, 2.0f) == 2.0f && minmag(-3.0f, 2.0f) == 2.0f);
  wmc_assert(minmag(-2.0f, 2.0f) == -2.0f && maxmag(qnan, 1.0f) == 1.0f);
  wmc_assert(ldexp(3.0f, 4) == 48.0f && ldexp(1.0f, -150) == 0.0f && ldexp(1.0f, 128) == inf);
  wmc_assert(rootn(8.0f, 3) == 2.0f && rootn(-8.0f, 3) == -2.0f && rootn(16.0f, -4) == 0.5f);
  wmc_assert(isnan(rootn(-16.0f, 4)) && isnan(rootn(2.0f, 0)) && rootn(-0.0f, -3) == -inf);
  wmc_assert(rootn(0.0f, -2) == inf && negzero(rootn(-0.0f, 3)) && poszero(rootn(-0.0f, 2)));
  wmc_assert(as_uint(nan(5u)) == 0x7fc00005u && isnan(nan(0u)) && as_ulong(nan(7ul)) == 0x7ff8000000000007ul);
  // The *pi forms: exact at integers and half-integers.
  wmc_assert(sinpi(0.5f) == 1.0f && sinpi(-1.5f) == 1.0f && poszero(sinpi(2.0f)) && negzero(sinpi(-1.0f)));
  wmc_assert(near(sinpi(0.25f), M_SQRT1_2_F) && isnan(sinpi(inf)) && negzero(sinpi(-0.0f)));
  wmc_assert(cospi(1.0f) == -1.0f && cospi(0.0f) == 1.0f && poszero(cospi(0.5f)) && poszero(cospi(-1.5f)));
  wmc_assert(near(cospi(1.0f / 3.0f), 0.5f) && isnan(cospi(qnan)));
  wmc_assert(tanpi(0.25f) == 1.0f && tanpi(0.5f) == inf && tanpi(1.5f) == -inf);
  wmc_assert(poszero(tanpi(2.0f)) && negzero(tanpi(1.0f)) && negzero(tanpi(-2.0f)));
  wmc_assert(asinpi(1.0f) == 0.5f && acospi(-1.0f) == 1.0f && atanpi(inf) == 0.5f && atanpi(-1.0f) == -0.25f);
  wmc_assert(atan2pi(1.0f, 1.0f) == 0.25f && atan2pi(0.0f, -0.0f) == 1.0f && isnan(asinpi(2.0f)));
  // Out-parameters (private here; see out_race for global memory).
  float ip;
  wmc_assert(fract(-2.25f, &ip) == 0.75f && ip == -3.0f);
  wmc_assert(fract(-1e-30f, &ip) == 0x1.fffffep-1f && ip == -1.0f);
  wmc_assert(negzero(fract(-inf, &ip)) && ip == -inf && isnan(fract(qnan, &ip)) && isnan(ip));
  int e;
  wmc_assert(frexp(12.0f, &e) == 0.75f && e == 4 && frexp(0.0f, &e) == 0.0f && e == 0);
  wmc_assert(frexp(inf, &e) == inf && e == 0 && frexp(-0x1p-149f, &e) == -0.5f && e == -148);
  wmc_assert(modf(-3.5f, &ip) == -0.5f && ip == -3.0f && negzero(modf(-inf, &ip)) && ip == -inf);
  wmc_assert(negzero(modf(-2.0f, &ip)) && ip == -2.0f);
  int q;
  wmc_assert(remquo(7.0f, 2.0f, &q) == -1.0f && q == 4 && remquo(-10.0f, 3.0f, &q) == -1.0f && q == -3);
  // 7 quotient bits: 1000 = 7 * 128 + 104 (glibc's remquo keeps only 3).
  wmc_assert(remquo(2.5f, 1.0f, &q) == 0.5f && q == 2 && remquo(-3.5f, -1.0f, &q) == 0.5f && q == 4); // ties: even
  wmc_assert(remquo(1000.0f, -1.0f, &q) == 0.0f && q == -104 && isnan(remquo(1.0f, 0.0f, &q)) && q == 0);
  float c;
  wmc_assert(sincos(0.0f, &c) == 0.0f && c == 1.0f);
  wmc_assert(near(sincos(1.0f, &c), 0.84147098f) && near(c, 0.54030231f));
  int s;
  wmc_assert(lgamma_r(-0.5f, &s) == lgamma(-0.5f) && s == -1 && near(lgamma_r(-0.5f, &s), 1.2655121f));
  wmc_assert(lgamma_r(-1.5f, &s) > 0.0f && s == 1 && lgamma_r(3.0f, &s) == M_LN2_F && s == 1);
  wmc_assert(lgamma_r(-0.0f, &s) == inf && s == -1);
  // Vectors: lane by lane; a float2 travels as a double.
  float4 t4 = tan((float4)(0.0f, 1.0f, -1.0f, inf));
  wmc_assert(t4.x == 0.0f && near(t4.y, 1.5574077f) && near(t4.z, -1.5574077f) && isnan(t4.w));
  float2 a2 = atan2((float2)(1.0f, -1.0f), (float2)(0.0f, 0.0f));
  wmc_assert(near(a2.x, M_PI_F / 2) && near(a2.y, -M_PI_F / 2));
  int4 l4 = ilogb((float4)(1.0f, 0.0f, qnan, 1024.0f));
  wmc_assert(l4.x == 0 && l4.y == FP_ILOGB0 && l4.z == FP_ILOGBNAN && l4.w == 10);
  float4 x4 = ldexp((float4)(1.0f, 2.0f, 3.0f, 4.0f), 2);
  float4 y4 = ldexp((float4)(1.0f, 2.0f, 3.0f, 4.0f), (int4)(0, 1, 2, 3));
  wmc_assert(x4.x == 4.0f && x4.w == 16.0f && y4.y == 4.0f && y4.w == 32.0f);
  float4 r4 = rootn((float4)(27.0f, 4.0f, -27.0f, -4.0f), (int4)(3, 2, 3, 2));
  wmc_assert(r4.x == 3.0f && r4.y == 2.0f && r4.z == -3.0f && isnan(r4.w));
  float4 s4 = sinpi((float4)(0.5f, 1.0f, 1.5f, -0.5f));
  wmc_assert(s4.x == 1.0f && s4.y == 0.0f && s4.z == -1.0f && s4.w == -1.0f);
  float4 fl4 = fract((float4)(1.5f, -0.25f, 3.0f, -inf), (global float4 *)fbuf);
  float4 got = vload4(0, fbuf);
  wmc_assert(fl4.x == 0.5f && fl4.y == 0.75f && fl4.z == 0.0f && negzero(fl4.w));
  wmc_assert(got.x == 1.0f && got.y == -1.0f && got.z == 3.0f && got.w == -inf);
  float4 c4;
  float4 sn4 = sincos((float4)(0.0f, M_PI_F, 0.0f, 0.0f), &c4);
  wmc_assert(sn4.x == 0.0f && c4.x == 1.0f && near(c4.y, -1.0f));
  int4 e4;
  float4 m4 = frexp((float4)(1.0f, 8.0f, 0.0f, inf), &e4);
  wmc_assert(m4.x == 0.5f && e4.x == 1 && m4.y == 0.5f && e4.y == 4 && e4.z == 0 && e4.w == 0);
  int2 q2;
  float2 rq2 = remquo((float2)(7.0f, 1000.0f), (float2)(2.0f, 1.0f), &q2);
  wmc_assert(rq2.x == -1.0f && q2.x == 4 && rq2.y == 0.0f && q2.y == 104);
  float8 h8 = hypot((float8)(3.0f), (float8)(4.0f));
  wmc_assert(h8.s0 == 5.0f && h8.s7 == 5.0f);
  float16 g16 = tgamma((float16)(4.0f));
  wmc_assert(g16.s0 == 6.0f && g16.sf == 6.0f);
  float3 cb3 = cbrt((float3)(1.0f, 8.0f, -64.0f));
  wmc_assert(cb3.x == 1.0f && cb3.y == 2.0f && cb3.z == -4.0f);
  // Double.
  double dinf = INFINITY, dip;
  wmc_assert(neard(tan(1.0), 1.5574077246549023) && neard(atan2(1.0, 1.0), M_PI / 4) && neard(cbrt(-27.0), -3.0));
  wmc_assert(neard(erf(0.5), 0.5204998778130465) && neard(exp10(3.0), 1000.0) && tgamma(6.0) == 120.0);
  wmc_assert(sinpi(0.5) == 1.0 && cospi(2.0) == 1.0 && neard(tanpi(-0.25), -1.0) && asinpi(-1.0) == -0.5);
  wmc_assert(atan2pi(-1.0, -1.0) == -0.75 && acospi(0.0) == 0.5 && logb(1024.0) == 10.0 && ilogb(0.5) == -1);
  wmc_assert(neard(rootn(2.0, 2), M_SQRT2) && rootn(-32.0, 5) == -2.0 && ldexp(1.0, 1024) == dinf);
  wmc_assert(nextafter(1.0, 0.0) == 0x1.fffffffffffffp-1 && fdim(1.0, -dinf) == dinf && hypot(5.0, 12.0) == 13.0);
  wmc_assert(fract(2.75, &dip) == 0.75 && dip == 2.0 && fract(-0x1p-60, &dip) == 0x1.fffffffffffffp-1);
  wmc_assert(modf(1.25, &dip) == 0.25 && dip == 1.0 && sincos(0.0, &dip) == 0.0 && dip == 1.0);
  wmc_assert(frexp(-10.0, &e) == -0.625 && e == 4 && remquo(-7.0, -2.0, &q) == 1.0 && q == 4);
  wmc_assert(lgamma_r(-2.5, &s) == lgamma(-2.5) && s == -1);
  double4 d4 = asinh((double4)(0.0, 1.0, -1.0, dinf));
  wmc_assert(d4.x == 0.0 && neard(d4.y, 0.881373587019543) && neard(d4.z, -0.881373587019543) && d4.w == dinf);
  double2 dq = remainder((double2)(10.0, -10.0), (double2)(4.0, 4.0));
  wmc_assert(dq.x == 2.0 && dq.y == -2.0);
  fbuf[8] = 1.0f;
}

kernel void out_race(global float *buf) {
  float f = fract(1.5f, buf); // RACE: error: data-race: {{.*}} at {{.*}}libm-builtins.cl:[[@LINE]]
  buf[1 + get_local_id(0)] = f;
}
