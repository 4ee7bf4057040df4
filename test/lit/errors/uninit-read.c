// Reading malloc'd memory that no visible write initialised is an
// uninitialized-read error at the load; calloc'd memory is zeroed.
//
// Exact counts: main allocates the block and writes nothing to it; T0.1
// writes 1 into it, T0.2 loads it once. The load reads T0.1's store
// (1 complete execution) or the block's initial contents: with malloc
// these are undefined (1 erroneous execution), with calloc (-DCALLOC) they
// are 0 (a second complete execution, no error). One write and one read:
// the same under SC, TSO and PSO. -DSINGLE: main reads the fresh block
// itself, before any thread exists. The error is reported when the
// execution ends (a race on the block would be reported instead), so main
// goes on: the reader's load sees T0.1's 1 or the undefined contents, two
// executions, both erroneous (main's read), the second also at the reader.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefix=MALLOC -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s --check-prefix=MALLOC -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefix=MALLOC -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DCALLOC %s -o %t.c %wmc_rt
// RUN: %t.c --wmc-keep-going | FileCheck %s --check-prefix=CALLOC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSINGLE %s -o %t.s %wmc_rt
// RUN: not %t.s --wmc-keep-going | FileCheck %s --check-prefix=SINGLE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

int *p;
int r;

static void *writer(void *arg) {
  *p = 1;
  return 0;
}

static void *reader(void *arg) {
  r = *p; // MALLOC: error: uninitialized-read: read of uninitialized memory {{.*}} at {{.*}}uninit-read.c:[[@LINE]] (thread T0.2)
  return 0;
}

int main(void) {
#ifdef CALLOC
  p = calloc(1, sizeof *p);
#else
  p = malloc(sizeof *p);
#endif
#ifdef SINGLE
  printf("%d\n", *p); // SINGLE: error: uninitialized-read: read of uninitialized memory {{.*}} at {{.*}}uninit-read.c:[[@LINE]] (thread T0)
#endif
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// MALLOC-NOT: error:
// MALLOC: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
// CALLOC-NOT: error:
// CALLOC: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
// SINGLE: error: uninitialized-read: read of uninitialized memory {{.*}} at {{.*}}uninit-read.c:{{[0-9]+}} (thread T0.2)
// SINGLE-NOT: error:
// SINGLE: Summary: model=SC complete=0 erroneous=2 blocked=0 errors=2
