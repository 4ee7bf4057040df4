// pthread spin locks are modelled as mutexes: a counter incremented by two
// threads under a spin lock.
//
// Exact counts (every model): complete = 2 (the order in which the two
// threads take the lock), blocked = 2 (for each order, the graph where the
// second thread's lock attempt reads the first's acquisition while it is
// held).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=2 errors=0
#include <assert.h>
#include <pthread.h>

pthread_spinlock_t lock;
int counter;

static void *worker(void *arg) {
  pthread_spin_lock(&lock);
  counter++;
  pthread_spin_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[2];
  pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(counter == 2);
  assert(pthread_spin_trylock(&lock) == 0);
  pthread_spin_unlock(&lock);
  pthread_spin_destroy(&lock);
  return 0;
}
