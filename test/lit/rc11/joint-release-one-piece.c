// An acquire that reads one piece of a release access over several
// locations synchronises with the whole access: the 64-bit fetch_add is
// one atomic operation that writes both halves (h[2] = 1, h[3] = 7) before
// the acquire sees h[2] = 1, so the plain store to h[3] after it is no
// race (Rc11Model::checkAccess judges races with the access as one event).
// It was reported as a data race before. 2 executions: the acquire reads
// h[2] = 0 (INIT) or 1.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=rc11 --wmc-keep-going | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

static union {
  uint64_t d;
  uint16_t h[4];
} m;

static void *writer(void *p) {
  (void)p;
  __atomic_fetch_add(&m.d, 0x0007000100000000ull, __ATOMIC_SEQ_CST);
  return 0;
}

static void *reader(void *p) {
  (void)p;
  if (__atomic_load_n(&m.h[2], __ATOMIC_ACQUIRE) == 1)
    m.h[3] = 5;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
