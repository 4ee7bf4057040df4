// A call wmc does not support (here pthread_mutex_timedlock) stops the check with
// status 2 when an execution reaches it; the message names the call and its
// file:line. Nothing is reported as an error of the test (no summary).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t 2>&1; echo "exit status $?"' | FileCheck %s
// RUN: sh -c '%t --wmc-model=tso --wmc-keep-going 2>&1; echo "exit status $?"' | FileCheck %s
#include <pthread.h>

#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *t1(void *arg) {
  struct timespec ts = {0, 0};
  if (pthread_mutex_timedlock(&m, &ts) == 0) // CHECK: wmc: {{.*}}unsupported-call.c:[[@LINE]]: unsupported call pthread_mutex_timedlock: not supported yet by wmc
    pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, t1, 0);
  pthread_join(a, 0);
  return 0;
}

// CHECK-NOT: Summary
// CHECK: exit status 2
