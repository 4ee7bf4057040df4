// A strcpy into a shared buffer published with a relaxed store races with
// the reader's strlen under RC11: the bytes libc functions touch are plain
// events at the call's line, so the race names both calls.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=rc11 | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}string-race.c:29 (thread T0)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) buf[0] = 104 @ {{.*}}string-race.c:20
// CHECK-NEXT: T0#{{[0-9]+}}: load(na) buf[0] = 104 [reads T0.1#{{[0-9]+}}] @ {{.*}}string-race.c:29
// CHECK: Summary: model=RC11 complete=1 erroneous=1
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

static char buf[8];
static atomic_int ready;
static int len;

static void *writer(void *arg) {
  (void)arg;
  strcpy(buf, "hello");
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  if (atomic_load_explicit(&ready, memory_order_relaxed))
    len = (int)strlen(buf);
  pthread_join(t, NULL);
  return 0;
}
