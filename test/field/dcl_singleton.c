// Double-checked locking for a lazily created singleton: a fast-path atomic
// load of the instance pointer, then a mutex and a second check. Two threads
// call get_config() and read a field of the object.
//
// Correct version (acquire load, release store): no error under SC, TSO,
// PSO and RC11. The count is not pinned: whether the second thread's fast
// path sees the pointer, and when it takes the mutex, give several graphs
// not reasoned out here.
//
// Buggy twin (-DRELAXED_PUBLISH): the pointer is published and read with
// relaxed accesses. Under RC11 a thread that sees the pointer on the fast
// path reads the field without any happens-before to its initialisation: a
// data race. (Under TSO this is still correct.)
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DRELAXED_PUBLISH | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %wmc check --model=tso %s -- -DRELAXED_PUBLISH | FileCheck %s --check-prefix=OK -DM=TSO
//
// OK-NOT: error:
// OK: Summary: model=[[M]] {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#ifdef RELAXED_PUBLISH
#define LOAD_ORDER memory_order_relaxed
#define STORE_ORDER memory_order_relaxed
#else
#define LOAD_ORDER memory_order_acquire
#define STORE_ORDER memory_order_release
#endif

struct config {
  int verbosity;
};

static struct config *_Atomic instance;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;

static struct config *get_config(void) {
  struct config *c = atomic_load_explicit(&instance, LOAD_ORDER);
  if (c == NULL) {
    pthread_mutex_lock(&init_lock);
    c = atomic_load_explicit(&instance, memory_order_relaxed);
    if (c == NULL) {
      c = malloc(sizeof *c);
      c->verbosity = 3;
      atomic_store_explicit(&instance, c, STORE_ORDER);
    }
    pthread_mutex_unlock(&init_lock);
  }
  return c;
}

static void *user(void *arg) {
  (void)arg;
  struct config *c = get_config();
  assert(c->verbosity == 3); // BUG: error: data-race: {{.*}} at {{.*}}dcl_singleton.c:[[@LINE]]
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, user, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}

// BUG: Summary: model=RC11 {{.*}}errors=1
