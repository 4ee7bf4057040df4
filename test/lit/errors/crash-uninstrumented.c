// A fault in a test thread (a C library function called through a pointer
// on a wild address, a memcpy to a wild address, a division by zero) is
// caught by wmc's signal handler and reported as an error of the faulting
// thread: SIGSEGV as invalid-access, SIGFPE as crash. The position is that
// of the thread's last instrumented operation, which is on the faulting
// line (the loads of the globals `wild`, `setter`, `src` and `one`).
//
// Exact counts: the faulting thread has no choice before the fault (its
// loads of constant-initialised globals have a single writer, the initial
// value), so there is exactly 1 execution, erroneous.
//
// -fno-sanitize=undefined: in the sanitizer build (docs/dev/sanitizers.md)
// UBSan would report the deliberate faults before wmc sees it.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSEGV %s -o %t.segv %wmc_rt -fno-sanitize=undefined
// RUN: not %t.segv | FileCheck %s --check-prefix=SEGV
// RUN: not %t.segv --wmc-model=tso --wmc-keep-going | FileCheck %s --check-prefix=SEGV
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DMEMCPY %s -o %t.memcpy %wmc_rt -fno-sanitize=undefined
// RUN: not %t.memcpy --wmc-keep-going | FileCheck %s --check-prefix=MEMCPY
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFPE %s -o %t.fpe %wmc_rt -fno-sanitize=undefined
// RUN: not %t.fpe --wmc-keep-going | FileCheck %s --check-prefix=FPE
#include <pthread.h>
#include <string.h>

char *wild = (char *)0x10;                         // never a valid address
char *far = (char *)0x10000000;                    // not mapped
char src[8] = "abcdefg";
void *(*setter)(void *, int, size_t) = memset;    // a call wmc cannot see into
int one = 1;
int result;

static void *t1(void *arg) {
#ifdef SEGV
  setter(wild, 0, 8); // SEGV: error: invalid-access: invalid memory access (signal 11) at {{.*}}crash-uninstrumented.c:[[@LINE]] (thread T0.1)
#endif
#ifdef MEMCPY
  memcpy(far, src, sizeof src); // MEMCPY: error: invalid-access: invalid memory access (signal 11) at {{.*}}crash-uninstrumented.c:[[@LINE]] (thread T0.1)
#endif
#ifdef FPE
  volatile int zero = 0; // the division is not folded away
  result = one / zero; // FPE: error: crash: the thread crashed (signal 8) at {{.*}}crash-uninstrumented.c:[[@LINE]] (thread T0.1)
#endif
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, t1, 0);
  pthread_join(a, 0);
  return 0;
}

// SEGV-NOT: error:
// SEGV: complete=0 erroneous=1 blocked=0 errors=1
// MEMCPY-NOT: error:
// MEMCPY: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// FPE-NOT: error:
// FPE: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
