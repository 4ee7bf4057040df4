// A 64-bit access over two 32-bit locations (a union of a word and its
// halves) is single-copy atomic, as on the hardware: its two events may
// not tear (docs/architecture.md "Locations"). Before, the 64-bit load read
// each half separately, so SC showed the new high half with the old low
// half: a false assertion failure.
//
// LOAD: the writer stores lo = 1, then hi = 1; main loads both at once.
// Expected: (lo, hi) = (0, 0), (1, 0), (1, 1) — 3 executions, no error —
// under SC, TSO, and PSO with release stores (a store-store fence) and
// RC11 with release/acquire. With relaxed stores under PSO and RC11 the
// stores may be seen in either order: (0, 1) too, 1 erroneous execution.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLOAD=1 -DORDER=__ATOMIC_RELEASE -DLOAD_ORDER=__ATOMIC_ACQUIRE %s -o %t.rel %wmc_rt
// RUN: %t.rel | FileCheck %s --check-prefix=WHOLE -DMODEL=SC
// RUN: %t.rel --wmc-model=tso | FileCheck %s --check-prefix=WHOLE -DMODEL=TSO
// RUN: %t.rel --wmc-model=pso | FileCheck %s --check-prefix=WHOLE -DMODEL=PSO
// RUN: %t.rel --wmc-model=rc11 | FileCheck %s --check-prefix=WHOLE -DMODEL=RC11
// WHOLE-NOT: error:
// WHOLE: Summary: model=[[MODEL]] complete=3 erroneous=0 blocked=0 errors=0
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLOAD=1 -DORDER=__ATOMIC_RELAXED -DLOAD_ORDER=__ATOMIC_RELAXED %s -o %t.rlx %wmc_rt
// RUN: not %t.rlx --wmc-model=pso --wmc-keep-going | FileCheck %s --check-prefix=TORN -DMODEL=PSO
// RUN: not %t.rlx --wmc-model=rc11 --wmc-keep-going | FileCheck %s --check-prefix=TORN -DMODEL=RC11
// TORN: error: assertion-failure: wmc_assert(!(hi == 1 && lo == 0)) failed at {{.*}}single-copy-atomic.c:[[# @LINE + 48]]
// TORN: Summary: model=[[MODEL]] complete=3 erroneous=1 blocked=0 errors=1
//
// STORE: the writer stores (lo, hi) = (1, 1) at once; main loads lo, then
// hi (seq_cst). (1, 0) would see half of the store: 3 executions, no error,
// under every model (PSO too: one store's halves are not reordered).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.st %wmc_rt
// RUN: %t.st | FileCheck %s --check-prefix=WHOLE -DMODEL=SC
// RUN: %t.st --wmc-model=tso | FileCheck %s --check-prefix=WHOLE -DMODEL=TSO
// RUN: %t.st --wmc-model=pso | FileCheck %s --check-prefix=WHOLE -DMODEL=PSO
// RUN: %t.st --wmc-model=rc11 | FileCheck %s --check-prefix=WHOLE -DMODEL=RC11
//
// The robustness monitor explores SC graphs with the same rule: no torn
// SC execution fails the assertion, and none of them is a PSO-only one.
// RUN: %t.st --wmc-check=robustness --wmc-model=pso | FileCheck %s --check-prefix=ROBUST
// RUN: %t.rel --wmc-check=robustness --wmc-model=tso | FileCheck %s --check-prefix=ROBUST
// ROBUST-NOT: error:
// ROBUST: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// ROBUST: robust against {{TSO|PSO}}
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

static union {
  uint64_t both;
  struct {
    uint32_t lo, hi;
  } half;
} u;

static void *writer(void *arg) {
  (void)arg;
#ifdef LOAD
  __atomic_store_n(&u.half.lo, 1, ORDER);
  __atomic_store_n(&u.half.hi, 1, ORDER);
#else
  __atomic_store_n(&u.both, (uint64_t)1 << 32 | 1, __ATOMIC_SEQ_CST);
#endif
  return 0;
}

int main(void) {
  __atomic_store_n(&u.half.lo, 0, __ATOMIC_RELAXED); // two 4-byte locations from the start
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
#ifdef LOAD
  uint64_t v = __atomic_load_n(&u.both, LOAD_ORDER);
  uint32_t lo = (uint32_t)v, hi = (uint32_t)(v >> 32);
  wmc_assert(!(hi == 1 && lo == 0));
#else
  uint32_t lo = __atomic_load_n(&u.half.lo, __ATOMIC_SEQ_CST);
  uint32_t hi = __atomic_load_n(&u.half.hi, __ATOMIC_SEQ_CST);
  wmc_assert(!(lo == 1 && hi == 0));
#endif
  pthread_join(t, 0);
  return 0;
}
