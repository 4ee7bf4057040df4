// Commutative counters (issue 11 item 11): relaxed atomic RMWs whose old
// value is unused, on one location, commute. When every other access to
// the location is ordered by happens-before with every such update, and no
// fence of an updating thread can synchronise through them, their order
// cannot be observed, and wmc explores one order; --wmc-exact-rmw-orders
// explores every order (exact counts).
//
// Default: N threads each add 1 (relaxed, result unused); main reads the
// counter after joining them (hb-after every update).
// * rc11 and src11: 1 complete execution (one order of the N updates);
//   --wmc-exact-rmw-orders: N! = 120 for N = 5.
// * sc: hardware models order the accesses around an RMW through its
//   reads-from, so no reduction: 5! = 120.
//
// -DPEEK: T0.3 (the third worker) adds 2 instead of 1, and T0.4 reads the
// counter while the others may still add: it can see 0, 1 (T0.1 only),
// 2 (T0.3 only!), 3, ... The value 2 exists only in orders where T0.3's
// update comes first, so one order would hide it. The read is not ordered
// with the updates: the run that shows this restarts the exploration with
// every order for that location, and the assertion `v != 2` fails.
//
// -DFENCE: T0.1 writes data (relaxed) then a release fence then its update;
// T0.2 updates, then an acquire fence, then reads data. When T0.2's update
// reads T0.1's, the fences synchronise and T0.2 must see data = 1; in the
// other order it may see 0. The explored-first order is T0.1's update
// first, which alone would make `d == 1` always hold; the fences make wmc
// explore every order, and the assertion fails. (No other access to the
// counter: only the fence rule keeps the reduction off here.)
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=5 %s -o %t %wmc_rt
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=ONE -DM=RC11
// RUN: %t --wmc-model=src11 | FileCheck %s --check-prefix=ONE -DM=SRC11
// RUN: %t --wmc-model=rc11 --wmc-exact-rmw-orders | FileCheck %s --check-prefix=ALL -DM=RC11
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=ALL -DM=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=4 -DPEEK %s -o %t.peek %wmc_rt
// RUN: not %t.peek --wmc-model=rc11 | FileCheck %s --check-prefix=PEEK
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=2 -DFENCE %s -o %t.fence %wmc_rt
// RUN: not %t.fence --wmc-model=rc11 | FileCheck %s --check-prefix=FENCE
// ONE-NOT: error:
// ONE: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
// ONE-NEXT: note: relaxed atomic updates with unused results (counters) were explored in one order
// ALL-NOT: error:
// ALL: Summary: model=[[M]] complete=120 erroneous=0 blocked=0 errors=0
// ALL-NOT: note: relaxed atomic updates
// PEEK: error: assertion-failure: assertion `v != 2' failed
// FENCE: error: assertion-failure: assertion `d == 1' failed
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int count;
atomic_int data;

static void *worker(void *arg) {
  long i = (long)arg;
#ifdef PEEK
  if (i == 3) {
    int v = atomic_load_explicit(&count, memory_order_relaxed);
    assert(v != 2);
    return 0;
  }
  atomic_fetch_add_explicit(&count, i == 2 ? 2 : 1, memory_order_relaxed);
#elif defined(FENCE)
  if (i == 0) {
    atomic_store_explicit(&data, 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
  } else {
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    int d = atomic_load_explicit(&data, memory_order_relaxed);
    assert(d == 1);
  }
#else
  atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
#endif
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
#if !defined(PEEK) && !defined(FENCE)
  assert(atomic_load_explicit(&count, memory_order_relaxed) == N);
#endif
  return 0;
}
