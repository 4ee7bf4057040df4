// A sprintf conversion wmc does not model yet stops with status 2 and says
// which one and where, instead of formatting behind the checker's back.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O0 %s -o %t %wmc_rt
// RUN: sh -c '%t 2>&1; echo "exit status $?"' | FileCheck %s
// CHECK: sprintf-unsupported.c:[[@LINE+9]]: sprintf with positional arguments (%N$) is not supported yet
// CHECK-NEXT: exit status 2
#include <pthread.h>
#include <stdio.h>

static char out[32];

static void *writer(void *arg) {
  (void)arg;
  sprintf(out, "%2$d %1$d", 1, 2);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  pthread_join(t, NULL);
  return 0;
}
