// Twin of partitioned-sum.c where the workers add straight into one shared
// total (reached through their thread arguments) instead of their own
// slots: the read-modify-writes of the two workers race and can lose an
// update.
// CORPUS: buggy twin of partitioned-sum.c
// ANALYSIS: wmc-data-race line=27
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>

#define WORKERS 2
#define PER_WORKER 3

struct slice {
  const int *data;
  int count;
  long *total;
};

static int input[WORKERS * PER_WORKER] = {1, 2, 3, 4, 5, 6};

static void *sum_slice(void *arg) {
  struct slice *s = arg;
  long sum = 0;
  for (int i = 0; i < s->count; i++)
    sum += s->data[i];
  *s->total += sum;
  return NULL;
}

int main(void) {
  pthread_t threads[WORKERS];
  struct slice slices[WORKERS];
  long total = 0;
  for (int w = 0; w < WORKERS; w++) {
    slices[w].data = input + w * PER_WORKER;
    slices[w].count = PER_WORKER;
    slices[w].total = &total;
    pthread_create(&threads[w], NULL, sum_slice, &slices[w]);
  }
  for (int w = 0; w < WORKERS; w++)
    pthread_join(threads[w], NULL);
  assert(total == 21);
  return 0;
}

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}partitioned-sum-bug.c:27 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) local of T0 ({{0x[0-9a-f]+}}) = {{.*}} @ {{.*}}partitioned-sum-bug.c:27
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) local of T0 ({{0x[0-9a-f]+}}) = {{.*}} @ {{.*}}partitioned-sum-bug.c:27
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
