// A start-up handshake with exponential backoff, as in many server code
// bases: the worker announces `ready` and the main thread polls for it with
// a growing pause. The buggy twin (-DWRONG_FLAG) has the worker set the
// wrong flag (a typo, `started` for `ready`), so the main thread never
// proceeds.
//
// Correct version, checked with --unroll=3 (the backoff loop carries
// `delay`, so it is not an await loop; the bound keeps it short): no error,
// and at least one complete execution (main's first poll can read 1). The
// count is not pinned: it depends on where the bound cuts the polling.
//
// Buggy twin: no execution completes (every one is cut by the bound while
// main is still polling). A check where nothing completes must not pass:
// it is INCONCLUSIVE, exit status 3 (issue 11 item 2).
//
// RUN: %expect 0 %wmc check --model=sc --unroll=3 %s | FileCheck %s --check-prefix=OK
// RUN: %expect 3 %wmc check --model=sc --unroll=3 %s -- -DWRONG_FLAG | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SC complete={{[1-9][0-9]*}} erroneous=0 {{.*}}errors=0
// BUG: Summary: model=SC complete=0 erroneous=0
// BUG: warning: INCONCLUSIVE: no execution completed
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready, started;



static void *worker(void *arg) {
  (void)arg;
#ifdef WRONG_FLAG
  atomic_store_explicit(&started, 1, memory_order_release);
#else
  atomic_store_explicit(&ready, 1, memory_order_release);
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  unsigned delay = 1;
  while (!atomic_load_explicit(&ready, memory_order_acquire)) {
    for (unsigned i = 0; i < delay && i < 4; i++)
      ;
    if (delay < 64)
      delay *= 2;
  }
  pthread_join(t, 0);
  return 0;
}
