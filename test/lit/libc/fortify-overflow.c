// Under _FORTIFY_SOURCE, clang passes the destination's size to glibc's
// __strcpy_chk & co.; a copy that does not fit is what glibc aborts on
// ("buffer overflow detected"): wmc reports it as an invalid access at the
// call, and the run's exit status is 1.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O2 -D_FORTIFY_SOURCE=2 %s -o %t %wmc_rt
// RUN: sh -c '%t; echo "exit status $?"' | FileCheck %s
// CHECK: error: invalid-access: buffer overflow detected by _FORTIFY_SOURCE: strcpy writes 7 bytes into an object of 4 at {{.*}}fortify-overflow.c:[[@LINE+13]] (thread T0.1)
// CHECK: Summary: model=SC complete=0 erroneous=1
// CHECK: exit status 1
#include <pthread.h>
#include <string.h>

static char source[8] = "abcdef";
static char dest[4];
static const char *volatile from = source;

static void *copier(void *arg) {
  (void)arg;
  char *d = dest;
  strcpy(d, from);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, copier, NULL);
  pthread_join(t, NULL);
  return 0;
}
