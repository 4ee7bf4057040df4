// Reference counting in the style of shared_ptr / kref: each owner drops its
// reference with a release fetch_sub, and the owner that drops the last one
// issues an acquire fence and frees the object. main creates the object
// with two references, hands one to a worker, and both use then drop it.
//
// Correct version: no error under RC11 and SC. Exact count, 2 complete
// executions under each: the order of the two fetch_subs (whoever comes
// second frees); each use reads main's initialising store.
//
// Buggy twin (-DRELAXED_PUT): relaxed decrement and no acquire fence. Under
// RC11 the worker's write to the object is not ordered before main's free
// when main drops the last reference, so it can land after the free: wmc
// reports it as a use after free (invalid-access) at the write.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DRELAXED_PUT | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct object {
  atomic_int refcount;
  int hits;
};

static void object_put(struct object *o) {
#ifdef RELAXED_PUT
  if (atomic_fetch_sub_explicit(&o->refcount, 1, memory_order_relaxed) == 1)
    free(o);
#else
  if (atomic_fetch_sub_explicit(&o->refcount, 1, memory_order_release) == 1) {
    atomic_thread_fence(memory_order_acquire);
    free(o);
  }
#endif
}

static void *worker(void *arg) {
  struct object *o = arg;
  o->hits = 7; // BUG: error: invalid-access: use after free{{.*}} at {{.*}}refcount.c:[[@LINE]]
  object_put(o);
  return 0;
}

int main(void) {
  struct object *o = malloc(sizeof *o);
  atomic_init(&o->refcount, 2);
  o->hits = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, o);
  object_put(o);
  pthread_join(t, 0);
  return 0;
}

// BUG: Summary: model=RC11 {{.*}}errors=1
