// Atomic read-modify-writes over locations accessed with smaller sizes are
// modelled (test/lit/memory/atomic-rmw-pieces.c), but a compare-exchange
// over several locations whose failure order reads differently from its
// success order is not: whether it succeeds is known only once every piece
// is read, so the pieces cannot take the right order as they are read. The
// check stops with status 2 and a message naming the access, instead of
// giving results. Here the halves of `u` are 4-byte locations, and main
// then compares and exchanges all 8 bytes at once (acq_rel, relaxed).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t 2>&1; echo "exit status $?"' | FileCheck %s
#include <pthread.h>
#include <stdint.h>

union {
  uint64_t all;
  uint32_t half[2];
} u;

static void *t1(void *arg) {
  (void)arg;
  __atomic_store_n(&u.half[1], 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, t1, 0);
  pthread_join(a, 0);
  uint64_t expected = 0;
  __atomic_compare_exchange_n(&u.all, &expected, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED); // CHECK: wmc: {{.*}}mixed-size.c:[[@LINE]]: a compare-exchange over several locations accessed with smaller sizes (mixed-size) whose failure order reads differently from its success order is not supported yet
  return 0;
}

// CHECK-NOT: Summary
// CHECK: exit status 2
