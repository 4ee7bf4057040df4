// Every SV-COMP __VERIFIER_nondet_TYPE with its documented domain
// (docs/guide.md, "Other tools' tests"): each call is a choice over the
// values of --wmc-nondet-domain (default -1..2) that fit TYPE, each value
// explored once. argv[1] names the call; main draws one value and asserts
// that it lies in the domain the docs give for TYPE (the range below), so
// the execution count is the size of that domain and no execution fails:
//
// * signed types (char, short, int, long, longlong, int128, loff_t): -1..2,
//   4 executions;
// * unsigned types (uchar, ushort, uint, unsigned, u32, ulong, ulonglong,
//   size_t, sector, uint128, pthread_t): negative values do not fit: 0..2,
//   3 executions;
// * bool and _Bool: 0..1, 2 executions;
// * float and double: the integers of the domain, converted: -1.0, 0.0, 1.0,
//   2.0 (no fractions, infinities or NaNs), 4 executions.
//
// With `top` as argv[2], main also asserts that the value is not the top
// of the range: exactly one execution fails, and its witness shows the
// choice (`nondet = 2`, `nondet = 1` for bool), after the others completed.
// A domain wider than the type is cut to the type (argv[2] `wide` widens
// the asserted range): -200..300 gives char -128..127 (256 executions) and
// uchar 0..255 (256).
//
// RUN: %clang -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t char | FileCheck %s -DN=4
// RUN: %t short | FileCheck %s -DN=4
// RUN: %t int | FileCheck %s -DN=4
// RUN: %t long | FileCheck %s -DN=4
// RUN: %t longlong | FileCheck %s -DN=4
// RUN: %t int128 | FileCheck %s -DN=4
// RUN: %t loff_t | FileCheck %s -DN=4
// RUN: %t uchar | FileCheck %s -DN=3
// RUN: %t ushort | FileCheck %s -DN=3
// RUN: %t uint | FileCheck %s -DN=3
// RUN: %t unsigned | FileCheck %s -DN=3
// RUN: %t u32 | FileCheck %s -DN=3
// RUN: %t ulong | FileCheck %s -DN=3
// RUN: %t ulonglong | FileCheck %s -DN=3
// RUN: %t size_t | FileCheck %s -DN=3
// RUN: %t sector | FileCheck %s -DN=3
// RUN: %t uint128 | FileCheck %s -DN=3
// RUN: %t pthread_t | FileCheck %s -DN=3
// RUN: %t bool | FileCheck %s -DN=2
// RUN: %t _Bool | FileCheck %s -DN=2
// RUN: %t float | FileCheck %s -DN=4
// RUN: %t double | FileCheck %s -DN=4
// RUN: not %t char top | FileCheck %s --check-prefix=TOP -DN=3 -DV=2
// RUN: not %t size_t top | FileCheck %s --check-prefix=TOP -DN=2 -DV=2
// RUN: not %t _Bool top | FileCheck %s --check-prefix=TOP -DN=1 -DV=1
// RUN: not %t float top | FileCheck %s --check-prefix=TOP -DN=3 -DV=2
// RUN: not %t double top | FileCheck %s --check-prefix=TOP -DN=3 -DV=2
// RUN: %t char wide --wmc-nondet-domain=-200..300 | FileCheck %s -DN=256
// RUN: %t uchar wide --wmc-nondet-domain=-200..300 | FileCheck %s -DN=256
//
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=[[N]] erroneous=0 blocked=0 errors=0
#include <string.h>
#include <sys/types.h>

extern void __VERIFIER_assert(int);
extern _Bool __VERIFIER_nondet_bool(void);
extern _Bool __VERIFIER_nondet__Bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned __VERIFIER_nondet_unsigned(void);
extern unsigned int __VERIFIER_nondet_u32(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern __int128 __VERIFIER_nondet_int128(void);
extern unsigned __int128 __VERIFIER_nondet_uint128(void);
extern size_t __VERIFIER_nondet_size_t(void);
extern loff_t __VERIFIER_nondet_loff_t(void);
extern unsigned long __VERIFIER_nondet_sector(void);
extern unsigned long __VERIFIER_nondet_pthread_t(void);
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);

static int top, wide;

// With `top`: fails for the top value of the domain.
static void notTop(int notAtTop) {
  if (top)
    __VERIFIER_assert(notAtTop); // TOP: error: assertion-failure: __VERIFIER_assert failed at {{.*}}nondet-types.c:[[@LINE]] (thread T0)
}

// v is in lo..hi, and (with `top`) not hi.
static void check(__int128 v, int lo, int hi) {
  __VERIFIER_assert(lo <= v && v <= hi);
  notTop(v != hi);
}

static void checkReal(double v) {
  __VERIFIER_assert(v == -1.0 || v == 0.0 || v == 1.0 || v == 2.0);
  notTop(v != 2.0);
}

#define IS(name) (strcmp(type, name) == 0)

int main(int argc, char **argv) {
  const char *type = argc > 1 ? argv[1] : "";
  const char *mode = argc > 2 ? argv[2] : "";
  top = strcmp(mode, "top") == 0;
  wide = strcmp(mode, "wide") == 0;
  if (IS("bool"))
    check(__VERIFIER_nondet_bool(), 0, 1);
  else if (IS("_Bool"))
    check(__VERIFIER_nondet__Bool(), 0, 1);
  else if (IS("char"))
    check(__VERIFIER_nondet_char(), wide ? -128 : -1, wide ? 127 : 2);
  else if (IS("uchar"))
    check(__VERIFIER_nondet_uchar(), 0, wide ? 255 : 2);
  else if (IS("short"))
    check(__VERIFIER_nondet_short(), -1, 2);
  else if (IS("ushort"))
    check(__VERIFIER_nondet_ushort(), 0, 2);
  else if (IS("int"))
    check(__VERIFIER_nondet_int(), -1, 2);
  else if (IS("uint"))
    check(__VERIFIER_nondet_uint(), 0, 2);
  else if (IS("unsigned"))
    check(__VERIFIER_nondet_unsigned(), 0, 2);
  else if (IS("u32"))
    check(__VERIFIER_nondet_u32(), 0, 2);
  else if (IS("long"))
    check(__VERIFIER_nondet_long(), -1, 2);
  else if (IS("ulong"))
    check(__VERIFIER_nondet_ulong(), 0, 2);
  else if (IS("longlong"))
    check(__VERIFIER_nondet_longlong(), -1, 2);
  else if (IS("ulonglong"))
    check(__VERIFIER_nondet_ulonglong(), 0, 2);
  else if (IS("int128"))
    check(__VERIFIER_nondet_int128(), -1, 2);
  else if (IS("uint128"))
    check(__VERIFIER_nondet_uint128(), 0, 2);
  else if (IS("size_t"))
    check(__VERIFIER_nondet_size_t(), 0, 2);
  else if (IS("loff_t"))
    check(__VERIFIER_nondet_loff_t(), -1, 2);
  else if (IS("sector"))
    check(__VERIFIER_nondet_sector(), 0, 2);
  else if (IS("pthread_t"))
    check(__VERIFIER_nondet_pthread_t(), 0, 2);
  else if (IS("float"))
    checkReal(__VERIFIER_nondet_float());
  else if (IS("double"))
    checkReal(__VERIFIER_nondet_double());
  else
    __VERIFIER_assert(0); // an unknown name: fails, so a typo in a RUN line shows
  return 0;
}

// The failing execution's witness shows the choice; the others completed.
// TOP: nondet = [[V]]
// TOP: Summary: model=SC complete=[[N]] erroneous=1 blocked=0 errors=1
