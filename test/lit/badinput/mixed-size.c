// Mixed-size accesses to one location are not supported: the check stops
// with status 2 and a message naming the access, instead of giving results.
// Here `u` is written as one 4-byte int and then read as a 2-byte short.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t 2>&1; echo "exit status $?"' | FileCheck %s
#include <pthread.h>
#include <stdio.h>

union {
  int i;
  short s[2];
} u;

static void *t1(void *arg) {
  u.i = 0x10001;
  printf("%d\n", u.s[0]); // CHECK: wmc: {{.*}}mixed-size.c:[[@LINE]]: mixed-size access: {{.*}}not supported yet
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
