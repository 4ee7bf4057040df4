// Fork/join hand-off without locks: main fills the job before creating the
// worker (creation orders it), the worker writes its result, and main reads
// the result only after joining (the join orders it).
// CORPUS: correct
// ANALYSIS: silent
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
  pthread_join(t, NULL);
  assert(job.sum == 10);
  return 0;
}

// One execution: every access is ordered by the create or the join.
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=1 erroneous=0 blocked=0 errors=0
