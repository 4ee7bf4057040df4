// Twin of create-join.c where main reads the result before joining the
// worker: the read races with the worker's write.
// CORPUS: buggy twin of create-join.c
// ANALYSIS: wmc-data-race line=21|30
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>

struct job {
  int input[4];
  int sum;
};

static struct job job;

static void *sum_worker(void *arg) {
  struct job *j = arg;
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += j->input[i];
  j->sum = s;
  return NULL;
}

int main(void) {
  for (int i = 0; i < 4; i++)
    job.input[i] = i + 1;
  pthread_t t;
  pthread_create(&t, NULL, sum_worker, &job);
  int sum = job.sum;
  pthread_join(t, NULL);
  assert(sum == 10);
  return 0;
}

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}create-join-bug.c:21 (thread T0.1)
// CHECK-NEXT: T0#{{[0-9]+}}: load(na) job.sum = {{.*}} @ {{.*}}create-join-bug.c:30
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) job.sum = {{.*}} @ {{.*}}create-join-bug.c:21
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
