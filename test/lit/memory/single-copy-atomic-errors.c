// Errors at a single-copy-atomic access over two locations are found like
// any other (a review of the first version found each of them hidden: the
// run that found it was dropped as one with half an access).
//
// The race case: a plain store to the low half races with a 64-bit atomic load
// (its first piece) under RC11.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DRACE %s -o %t.race %wmc_rt
// RUN: not %t.race --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// RUN: not %t.race --wmc-model=rc11 --wmc-keep-going | FileCheck %s --check-prefix=RACE
// RACE: error: data-race: {{.*}} at {{.*}}single-copy-atomic-errors.c:[[# @LINE + 50]]
//
// The use-after-free case: the 64-bit load reads a block another thread's flag made main free.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DUAF %s -o %t.uaf %wmc_rt
// RUN: not %t.uaf | FileCheck %s --check-prefix=UAF
// RUN: not %t.uaf --wmc-keep-going | FileCheck %s --check-prefix=UAF
// UAF: error: invalid-access: use after free: {{.*}} at {{.*}}single-copy-atomic-errors.c:[[# @LINE + 66]]
// UAF: Summary: model=SC complete=1 erroneous=1
//
// The bound case: the event bound falls inside a 64-bit store; the assertion of
// the other thread still fails (the bound never splits an access).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DBOUND %s -o %t.bound %wmc_rt
// RUN: not %t.bound --wmc-max-events=8 | FileCheck %s --check-prefix=BOUND
// BOUND: error: assertion-failure: wmc_assert(h_seen == 0) failed
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <wmc/wmc.h>

union U {
  uint64_t both;
  struct {
    uint32_t lo, hi;
  } half;
};
static union U u;
static int flag, g, h, pad;

static void *writer(void *arg) {
  (void)arg;
#if defined(RACE)
  u.half.lo = 7;
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
#elif defined(UAF)
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
#else
  for (int i = 0; i < 4; i++)
    (void)__atomic_load_n(&pad, __ATOMIC_RELAXED);
  if (__atomic_load_n(&g, __ATOMIC_SEQ_CST)) {
    __atomic_store_n(&h, 1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&u.both, (uint64_t)1 << 32 | 1, __ATOMIC_SEQ_CST);
  }
#endif
  return 0;
}

static void *other(void *arg) {
  (void)arg;
#if defined(RACE)
  if (__atomic_load_n(&flag, __ATOMIC_RELAXED))
    (void)__atomic_load_n(&u.both, __ATOMIC_RELAXED);
#elif defined(BOUND)
  __atomic_store_n(&g, 1, __ATOMIC_SEQ_CST);
  int h_seen = __atomic_load_n(&h, __ATOMIC_SEQ_CST);
  wmc_assert(h_seen == 0);
#endif
  return 0;
}

int main(void) {
  union U *p = malloc(sizeof *p);
  __atomic_store_n(&u.half.lo, 0, __ATOMIC_RELAXED); // two 4-byte locations
  __atomic_store_n(&u.half.hi, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&p->half.lo, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&p->half.hi, 0, __ATOMIC_RELAXED);
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, other, 0);
#ifdef UAF
  int f = __atomic_load_n(&flag, __ATOMIC_RELAXED);
  if (f)
    free(p);
  (void)__atomic_load_n(&p->both, __ATOMIC_SEQ_CST);
  if (!f)
    free(p);
#else
  free(p);
#endif
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
