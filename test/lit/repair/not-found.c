// A lost update: two threads increment a counter with a separate atomic load
// and store, so one increment can overwrite the other even under SC. No
// repair kind removes an assertion failure that SC shows: the repair says
// so (not-found) and edits nothing. RUN and CHECK lines at the end.
#include <pthread.h>
#include <stdatomic.h>
#include <wmc/wmc.h>

atomic_int counter;

void *inc(void *arg) {
  (void)arg;
  int v = atomic_load(&counter);
  atomic_store(&counter, v + 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(atomic_load(&counter) == 2);
  return 0;
}

// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}not-found.c:24
// CHECK: Repair: not-found (0 rounds, 0 edits)
// CHECK-NEXT: not found: assertion-failure at {{.*}}not-found.c:24: repair of assertion-failure not supported yet
//
// RUN: not %wmc check --repair --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "repair": {
// JSON-NEXT:   "after": {
// JSON-NEXT:     "errors": 1,
// JSON-NEXT:     "executions": {{[0-9]+}}
// JSON-NEXT:   },
// JSON-NEXT:   "fixes": [],
// JSON-NEXT:   "reason": "assertion-failure at {{.*}}not-found.c:24: repair of assertion-failure not supported yet",
// JSON-NEXT:   "rounds": 0,
// JSON-NEXT:   "status": "not-found"
// JSON-NEXT: },
