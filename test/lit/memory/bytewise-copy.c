// A byte-wise copy of an int array that another thread wrote as ints, read
// back as ints: the 1-byte loads cut the writer's 4-byte locations into
// bytes (the exploration restarts), then each int access is four 1-byte
// events and the copy's byte stores make 1-byte locations that main's int
// loads combine (mixed-size accesses, docs/architecture.md "Locations").
//
// Expected under SC: the copier's acquire load of `ready` reads INIT (0: no
// copy) or the writer's release (1: every byte load reads the writer's
// stores, which happen before it). 2 executions, no error.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <wmc/wmc.h>

static int src[2], dst[2];
static int ready, copied;

__attribute__((noinline)) static void copyBytes(unsigned char *to, const unsigned char *from,
                                                int n) {
  for (int i = 0; i < n; ++i)
    ((volatile unsigned char *)to)[i] = ((volatile const unsigned char *)from)[i];
}

static void *writer(void *arg) {
  (void)arg;
  src[0] = 0x11223344;
  src[1] = -2;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *copier(void *arg) {
  (void)arg;
  if (__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) {
    copyBytes((unsigned char *)dst, (const unsigned char *)src, sizeof src);
    copied = 1;
  }
  return 0;
}

int main(void) {
  pthread_t w, c;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&c, 0, copier, 0);
  pthread_join(w, 0);
  pthread_join(c, 0);
  if (copied)
    wmc_assert(dst[0] == 0x11223344 && dst[1] == -2);
  return 0;
}
