// A 16-byte vector load (CUDA's uint4 shape) over four ints that another
// thread writes one by one: the pass copies it through a private buffer
// (__wmc_memcpy), and the runtime splits the copy at the four 4-byte
// locations the writer created (mixed-size accesses, docs/architecture.md
// "Locations"), so the load is four events that see the writer's stores.
//
// Expected under SC: the reader's acquire load of `ready` reads INIT (0: it
// skips the vector load) or the writer's release (1: the four element loads
// can only read the writer's stores, which happen before it). 2 executions,
// no error. (Before, a 16-byte access over 4-byte locations stopped the check
// as "mixed-size access ... not supported yet".)
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <wmc/wmc.h>

typedef unsigned uint4 __attribute__((vector_size(16)));

static unsigned data[4] __attribute__((aligned(16)));
static int ready;

static void *writer(void *arg) {
  (void)arg;
  for (int i = 0; i < 4; ++i)
    data[i] = 10 + i;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  if (__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) {
    uint4 v = *(const uint4 *)data;
    wmc_assert(v[0] == 10 && v[1] == 11 && v[2] == 12 && v[3] == 13);
  }
  return 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
