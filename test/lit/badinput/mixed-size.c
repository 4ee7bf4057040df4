// Mixed-size loads and stores are modelled (test/lit/memory/), but an atomic
// read-modify-write over locations accessed with smaller sizes is not yet:
// the joint RMW the runtime has for it explores too few executions when
// another thread writes one of the pieces (runtime/abi.cpp rmwPieces). The
// check stops with status 2 and a message naming the access, instead of
// giving results.
// Here the halves of `u` are 4-byte locations, and main then adds to all 8
// bytes at once.
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
  __atomic_fetch_add(&u.all, 1, __ATOMIC_RELAXED); // CHECK: wmc: {{.*}}mixed-size.c:[[@LINE]]: an atomic read-modify-write of 8 bytes over 2 locations accessed with smaller sizes (mixed-size) is not supported yet
  return 0;
}

// CHECK-NOT: Summary
// CHECK: exit status 2
