// `volatile` is not atomic in C11: under RC11 a volatile access is a plain
// (non-atomic) access, and conflicting volatile accesses race.
//   T0.1: flag = 1 || T0.2: r = flag        (volatile int flag)
// RC11: a data race (exit status 1). With --wmc-keep-going: 2 executions (r
// reads INIT or 1), both racy.
// SC: volatile accesses are machine accesses, no race, 2 executions.
// Scoped RC11 reads volatile as relaxed at system scope (the PTX reading of
// volatile, see Rc11Model::orderOf): no race, 2 executions.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// RUN: not %t --wmc-model=rc11 --wmc-keep-going | FileCheck %s --check-prefix=KEEP
// RUN: %t --wmc-model=sc > %t.sc.out
// RUN: FileCheck %s -DM=SC < %t.sc.out
// RUN: %t --wmc-model=src11 > %t.src11.out
// RUN: FileCheck %s -DM=SRC11 < %t.src11.out
//
// (KEEP does not pin the number of distinct errors: see keep-going-race-pairs.c.)
// KEEP: Summary: model=RC11 complete=0 erroneous=2 blocked=0 errors={{[0-9]+}}
//
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdio.h>

volatile int flag;
int r;

static void *t2(void *arg) {
  // RACE: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}volatile.c:[[#LOAD:@LINE+1]] (thread T0.2)
  r = flag;
  return 0;
}

static void *t1(void *arg) {
  flag = 1; // RACE-NEXT: T0.1#1: store(na) flag = 1 @ {{.*}}volatile.c:[[#@LINE]]
  return 0;
}
// RACE-NEXT: T0.2#1: load(na) flag = 1 [reads T0.1#1] @ {{.*}}volatile.c:[[#LOAD]]
// RACE: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("r=%d\n", r);
  return 0;
}
