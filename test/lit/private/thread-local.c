// thread_local copies that stay with their thread are not events (issue 7
// item 5; instrument/ThreadLocalProof.h, docs/instrumentation.md). Each
// worker counts in its own `count` and fills its own `last` 20 times
// (loads, stores, a memset and a memcpy from a local), then adds its
// count to the shared `total` with a plain read-modify-write: a real
// race. The proof holds for `count` and `last` (internal linkage, every
// use a load, a store to them or a memory intrinsic with a private peer),
// so only `total`, the thread starts and the joins are events.
//
// With the proof and without it (-fplugin-arg-wmc-no-private) the
// executions, the errors and the verdict are the same; only the events
// drop (796 -> 34 over the whole exploration). SC: the two increments of
// `total` interleave in 4 ways, two of which lose an update (the assertion
// fails); RC11 reports the race on `total` as well.
//
// -DESCAPE: main publishes the address of its own copy of `mine` in a
// global pointer and a worker writes through it while main reads it: the
// proof fails for `mine` (its address is stored), so that copy is shared
// memory and the race on it is still reported under RC11, with exactly the
// events of the run without the proof.
//
// RUN: not %wmc check --keep-going --report=json %s 2>/dev/null | FileCheck %s --check-prefix=CHECK-SC -DEVENTS=34
// RUN: not %wmc check --keep-going --report=json %s -- -fplugin-arg-wmc-no-private 2>/dev/null | FileCheck %s --check-prefix=CHECK-SC -DEVENTS=796
// UBSan's checks look at the addresses of `count` and `last` (alignment,
// bounds, pointer overflow): the proof still holds in a sanitized build.
// RUN: not %wmc check --keep-going --report=json %s -- -fsanitize=undefined -fno-sanitize-recover=undefined 2>/dev/null | FileCheck %s --check-prefix=CHECK-SC -DEVENTS=34
// RUN: not %wmc check --keep-going --model=rc11 --report=json %s 2>/dev/null | FileCheck %s --check-prefix=CHECK-RC -DEVENTS=34
// RUN: not %wmc check --keep-going --model=rc11 --report=json %s -- -fplugin-arg-wmc-no-private 2>/dev/null | FileCheck %s --check-prefix=CHECK-RC -DEVENTS=796
// RUN: not %wmc check --keep-going --model=rc11 --report=json %s -- -DESCAPE 2>/dev/null | FileCheck %s --check-prefix=CHECK-ESC
// RUN: not %wmc check --keep-going --model=rc11 --report=json %s -- -DESCAPE -fplugin-arg-wmc-no-private 2>/dev/null | FileCheck %s --check-prefix=CHECK-ESC
//
// CHECK-SC:        "erroneous": 2,
// CHECK-SC:        "kind": "assertion-failure",
// CHECK-SC-NOT:    "kind":
// CHECK-SC:        "events": [[EVENTS]],
// CHECK-SC-NEXT:   "executions": 2,
// CHECK-SC:        "verdict": "error",
// CHECK-RC:        "erroneous": 4,
// CHECK-RC:        "location": "total",
// CHECK-RC:        "kind": "data-race",
// CHECK-RC:        "location": "total",
// CHECK-RC:        "kind": "data-race",
// CHECK-RC:        "kind": "assertion-failure",
// CHECK-RC-NOT:    "kind":
// CHECK-RC:        "events": [[EVENTS]],
// CHECK-RC-NEXT:   "executions": 0,
// CHECK-RC:        "verdict": "error",
// CHECK-ESC:       "erroneous": 2,
// CHECK-ESC:       "location": "mine(T0)",
// CHECK-ESC:       "kind": "data-race",
// CHECK-ESC-NOT:   "kind":
// CHECK-ESC:       "events": 16,
// CHECK-ESC-NEXT:  "executions": 0,
// CHECK-ESC:       "verdict": "error",
#include <assert.h>
#include <pthread.h>
#include <string.h>

static _Thread_local int count;
static _Thread_local int last[8];
int total;

#ifdef ESCAPE
static _Thread_local int mine;
int *published;

void *worker(void *arg) {
  (void)arg;
  *published = 1;
  return 0;
}

int main(void) {
  published = &mine;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int seen = mine;
  pthread_join(t, 0);
  assert(seen == 0 || seen == 1);
  return 0;
}
#else
void *worker(void *arg) {
  int fresh[8] = {0};
  for (int i = 0; i < 20; ++i) {
    memset(last, 0, sizeof last);
    fresh[i % 8] = i;
    memcpy(last, fresh, sizeof last);
    count += last[i % 8] >= 0;
  }
  total += count + (int)(long)arg;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total == 40);
  return 0;
}
#endif
