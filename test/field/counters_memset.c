// Shared statistics counters in a malloc'ed struct, cleared with memset
// (the usual C idiom), then updated by two threads under a mutex and read
// by main after the joins.
//
// Correct version: no error under SC; exact count 2 complete executions (the
// order of the two critical sections; every other read is determined).
// Buggy twin (-DMISSING_LOCK): the update is not locked; under SC one
// increment of `hits` can be lost: assertion failure in main.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check --model=sc %s -- -DMISSING_LOCK | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SC complete=2 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct stats {
  int hits;
  int misses;
  int errors;
  int pad;
};

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;

static void *client(void *arg) {
  struct stats *st = arg;
#ifndef MISSING_LOCK
  pthread_mutex_lock(&stats_lock);
#endif
  st->hits++;
#ifndef MISSING_LOCK
  pthread_mutex_unlock(&stats_lock);
#endif
  return 0;
}

int main(void) {
  struct stats *st = malloc(sizeof *st);
  memset(st, 0, sizeof *st);
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, client, st);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(st->hits == 2 && st->misses == 0); // BUG: error: assertion-failure: {{.*}} at {{.*}}counters_memset.c:[[@LINE]]
  free(st);
  return 0;
}

// BUG: Summary: model=SC {{.*}}errors=1
