// <string.h>, sprintf and strtol on shared memory are events: a thread
// builds strings in a global and a heap buffer and publishes them with a
// release store; the reader's libc calls see exactly those bytes. Before,
// libc wrote and read the native memory behind the checker's back, and the
// reader's loads saw the initial zeros: a false assertion failure (also
// under -D_FORTIFY_SOURCE=2, where clang calls the __*_chk forms).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O0 %s -o %t0 %wmc_rt
// RUN: %t0 --wmc-model=rc11 | FileCheck %s -DMODEL=RC11
// RUN: %t0 --wmc-model=sc | FileCheck %s -DMODEL=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O2 -D_FORTIFY_SOURCE=2 %s -o %t2 %wmc_rt
// RUN: %t2 --wmc-model=rc11 | FileCheck %s -DMODEL=RC11
// RUN: %t2 --wmc-model=tso | FileCheck %s -DMODEL=TSO
// CHECK-NOT: error:
// CHECK: Summary: model=[[MODEL]] complete=2 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char name[16];
static char small[4];
static char *msg;
static atomic_int ready;

static void *producer(void *arg) {
  (void)arg;
  strcpy(name, "abc");
  strcat(name, "de");
  msg = malloc(32);
  sprintf(msg, "x%d-%s|%5.2f", 7, name, 2.5);
  snprintf(small, sizeof small, "%d", 12345);
  atomic_store_explicit(&ready, 1, memory_order_release);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  if (atomic_load_explicit(&ready, memory_order_acquire)) {
    assert(name[3] == 'd' && msg[1] == '7'); // the program's own loads
    assert(strlen(name) == 5);
    assert(strcmp(msg, "x7-abcde| 2.50") == 0);
    assert(strcmp(small, "123") == 0);
    char *end;
    assert(strtol(msg + 1, &end, 10) == 7 && *end == '-');
    assert(strchr(msg, '|') == msg + 8);
    assert(strncmp(name, "abX", 2) == 0 && memcmp(name, "abc", 3) == 0);
    char copy[16];
    strncpy(copy, name, sizeof copy);
    assert(copy[4] == 'e' && copy[15] == 0);
  }
  pthread_join(t, NULL);
  return 0;
}
