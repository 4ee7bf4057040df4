// A log of message slots, built as distributions build packages: -O2
// -D_FORTIFY_SOURCE=2. Two producer threads format a message into their
// slot with snprintf ("job-<i>:<name>", clang calls __snprintf_chk) and
// publish it with a release store; main parses every published slot with
// strtol and strcmp. The libc string functions act on the test's memory as
// events (runtime/intercept/strings.cpp, sprintf.cpp): before, the
// producers' bytes were invisible to the explorer and the correct version
// failed its assertion (a false error).
//
// Correct version: no error under SC, TSO and RC11. main's two acquire
// loads each read 0 or 1: exactly 4 complete executions.
//
// Buggy twin (-DPUBLISH_FIRST): a producer sets `full` before formatting.
// Under SC main can see the flag and an empty slot: strtol parses no digits
// and the assertion fails. Under RC11 the slot's bytes also race.
// Buggy twin (-DRELAXED_PUBLISH): the flag is stored and loaded relaxed.
// SC sees no failure (the bytes are written first), RC11 reports the race
// on the first byte strtol reads (text[4], the digit) between snprintf
// and strtol.
//
// RUN: %expect 0 %wmc check --model=sc %s -- -O2 -D_FORTIFY_SOURCE=2 | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s -- -O2 -D_FORTIFY_SOURCE=2 | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=rc11 %s -- -O2 -D_FORTIFY_SOURCE=2 | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=sc %s -- -O2 -D_FORTIFY_SOURCE=2 -DPUBLISH_FIRST | FileCheck %s --check-prefix=FIRST
// RUN: %expect 0 %wmc check --model=sc %s -- -O2 -D_FORTIFY_SOURCE=2 -DRELAXED_PUBLISH | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 1 %wmc check --model=rc11 %s -- -O2 -D_FORTIFY_SOURCE=2 -DRELAXED_PUBLISH | FileCheck %s --check-prefix=RACE
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=4 erroneous=0 blocked=0 errors=0
// FIRST: error: assertion-failure: assertion `id == i && *end == ':'' failed at {{.*}}log_slots_fortify.c:77
// RACE: error: data-race: {{.*}} at {{.*}}log_slots_fortify.c:76 (thread T0)
// RACE-NEXT: store(na) slots+{{4|32}} = {{48|49}} @ {{.*}}log_slots_fortify.c:61
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef RELAXED_PUBLISH
#define PUBLISH memory_order_relaxed
#define OBSERVE memory_order_relaxed
#else
#define PUBLISH memory_order_release
#define OBSERVE memory_order_acquire
#endif

struct slot {
  char text[24];
  atomic_int full;
};

static struct slot slots[2];
static const char *const names[2] = {"fetch", "store"};

static void *producer(void *arg) {
  int i = (int)(long)arg;
#ifdef PUBLISH_FIRST
  atomic_store_explicit(&slots[i].full, 1, PUBLISH);
#endif
  snprintf(slots[i].text, sizeof slots[i].text, "job-%d:%s", i, names[i]);
#ifndef PUBLISH_FIRST
  atomic_store_explicit(&slots[i].full, 1, PUBLISH);
#endif
  return NULL;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i)
    pthread_create(&t[i], NULL, producer, (void *)i);
  for (int i = 0; i < 2; ++i) {
    if (!atomic_load_explicit(&slots[i].full, OBSERVE))
      continue;
    char *end;
    long id = strtol(slots[i].text + 4, &end, 10);
    assert(id == i && *end == ':');
    assert(strcmp(end + 1, names[i]) == 0 && slots[i].text[0] == 'j');
  }
  for (int i = 0; i < 2; ++i)
    pthread_join(t[i], NULL);
  return 0;
}
