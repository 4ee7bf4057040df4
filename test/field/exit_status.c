// A test in the style many projects write: it does not assert, it checks
// the result at the end and reports failure through the exit status
// (`return EXIT_FAILURE` from main, or exit(1) from a helper). Two threads
// add to a shared total; the buggy twin (-DMISSING_LOCK) drops the mutex, so
// one update can be lost and the test "fails" with status 1.
//
// Correct version: no error under SC; exact count 2 complete executions
// (the order of the two critical sections; each lock reads the previous
// unlock and each load of `total` the previous store).
//
// Buggy twin: a lost update makes main return EXIT_FAILURE (and, with
// -DUSE_EXIT, call exit(1)). That is an `exit-status` error (exit 1) at
// the return statement or the exit call.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check --model=sc %s -- -DMISSING_LOCK | FileCheck %s --check-prefixes=BUG,RET
// RUN: %expect 1 %wmc check --model=sc %s -- -DMISSING_LOCK -DUSE_EXIT | FileCheck %s --check-prefixes=BUG,EXIT
//
// OK-NOT: error:
// OK: Summary: model=SC complete=2 erroneous=0 {{.*}}errors=0
// RET: error: exit-status: main returned 1 at {{.*}}exit_status.c:[[@LINE+38]]
// EXIT: error: exit-status: exit(1) was called at {{.*}}exit_status.c:[[@LINE+25]]
// BUG: Summary: model=SC {{.*}}errors=1
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long total;

static void *adder(void *arg) {
  long n = (long)arg;
#ifndef MISSING_LOCK
  pthread_mutex_lock(&lock);
#endif
  total += n;
#ifndef MISSING_LOCK
  pthread_mutex_unlock(&lock);
#endif
  return NULL;
}

static void check(long got, long want) {
  if (got != want) {
    fprintf(stderr, "FAIL: total = %ld, expected %ld\n", got, want);
#ifdef USE_EXIT
    exit(1);
#endif
  }
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, adder, (void *)1L);
  pthread_create(&b, NULL, adder, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  check(total, 3);
  return total == 3 ? EXIT_SUCCESS : EXIT_FAILURE;
}
