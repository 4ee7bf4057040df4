// Synchronisation features wmc does not model stop the check with a clear
// "not supported yet" message naming the file:line, and exit status 2.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DRECURSIVE %s -o %t.r %wmc_rt
// RUN: sh -c '%t.r 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=RECURSIVE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSHARED %s -o %t.s %wmc_rt
// RUN: sh -c '%t.s 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=SHARED
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DROBUST %s -o %t.rb %wmc_rt
// RUN: sh -c '%t.rb 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=ROBUST
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSEM %s -o %t.sem %wmc_rt
// RUN: sh -c '%t.sem 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=SEM
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DMTX %s -o %t.mtx %wmc_rt
// RUN: sh -c '%t.mtx 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MTX
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DKEY %s -o %t.key %wmc_rt
// RUN: sh -c '%t.key 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=KEY
// RECURSIVE: wmc: {{.*}}sync-unsupported.c:44: a recursive mutex (PTHREAD_MUTEX_RECURSIVE) is not supported yet
// SHARED: wmc: {{.*}}sync-unsupported.c:44: a process-shared mutex (PTHREAD_PROCESS_SHARED) is not supported yet
// ROBUST: wmc: {{.*}}sync-unsupported.c:44: a robust mutex (PTHREAD_MUTEX_ROBUST) is not supported yet
// SEM: wmc: {{.*}}sync-unsupported.c:47: a process-shared semaphore is not supported yet
// MTX: wmc: {{.*}}sync-unsupported.c:51: a recursive mutex (mtx_recursive) is not supported yet
// KEY: wmc: {{.*}}sync-unsupported.c:55: unsupported call tss_create: not supported yet by wmc
// RECURSIVE-NOT: Summary
// RECURSIVE: exit status 2
// SHARED: exit status 2
// ROBUST: exit status 2
// SEM: exit status 2
// MTX: exit status 2
// KEY: exit status 2
#include <pthread.h>
#include <semaphore.h>
#include <threads.h>

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
#if defined(RECURSIVE)
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
#elif defined(SHARED)
  pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED);
#elif defined(ROBUST)
  pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
#endif
  pthread_mutex_t m;
  pthread_mutex_init(&m, &a);
#ifdef SEM
  sem_t s;
  sem_init(&s, 1, 0);
#endif
#ifdef MTX
  mtx_t x;
  mtx_init(&x, mtx_plain | mtx_recursive);
#endif
#ifdef KEY
  tss_t k;
  tss_create(&k, 0);
#endif
  return 0;
}
