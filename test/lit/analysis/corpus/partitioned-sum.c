// Partitioned work without locks: each worker gets its own slice of the
// input and its own result slot through its thread argument; main combines
// the slots after joining. No location is written by one thread and
// accessed by another while both run.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>

#define WORKERS 2
#define PER_WORKER 3

struct slice {
  const int *data;
  int count;
  long sum;
};

static int input[WORKERS * PER_WORKER] = {1, 2, 3, 4, 5, 6};

static void *sum_slice(void *arg) {
  struct slice *s = arg;
  long sum = 0;
  for (int i = 0; i < s->count; i++)
    sum += s->data[i];
  s->sum = sum;
  return NULL;
}

int main(void) {
  pthread_t threads[WORKERS];
  struct slice slices[WORKERS];
  for (int w = 0; w < WORKERS; w++) {
    slices[w].data = input + w * PER_WORKER;
    slices[w].count = PER_WORKER;
    slices[w].sum = 0;
    pthread_create(&threads[w], NULL, sum_slice, &slices[w]);
  }
  long total = 0;
  for (int w = 0; w < WORKERS; w++) {
    pthread_join(threads[w], NULL);
    total += slices[w].sum;
  }
  assert(total == 21);
  return 0;
}

// One execution: the threads share only the read-only input; every slot is
// ordered by the create and the join.
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=1 erroneous=0 blocked=0 errors=0
