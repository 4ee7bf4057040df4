// Per-thread job descriptors built on main's stack by value (a "make_job"
// helper returning a struct that is copied into an array), then passed to
// pthread_create: the common way to hand arguments to workers. Each worker
// sums its half of an array with a scale factor that only the struct copy
// sets, into its own result slot.
//
// Expected: no error under SC; exact count 1 complete execution (the
// workers touch disjoint locations and read only what main wrote before
// creating them). The sums are checked in main.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s
//
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=1 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <string.h>

struct job {
  char name[16];
  int first, count;
  int scale;
  long *out;
};

static int data[4] = {1, 2, 3, 4};
static long sums[2];

static struct job make_job(const char *name, int first, int count, long *out) {
  struct job j;
  memset(&j, 0, sizeof j);
  strncpy(j.name, name, sizeof j.name - 1);
  j.first = first;
  j.count = count;
  j.scale = 10;
  j.out = out;
  return j;
}

static void *sum_range(void *arg) {
  const struct job *j = arg;
  long s = 0;
  for (int i = j->first; i < j->first + j->count; i++)
    s += data[i] * j->scale;
  *j->out = s;
  return 0;
}

int main(void) {
  struct job jobs[2];
  pthread_t t[2];
  jobs[0] = make_job("low", 0, 2, &sums[0]);
  jobs[1] = make_job("high", 2, 2, &sums[1]);
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, sum_range, &jobs[i]);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(sums[0] == 30 && sums[1] == 70);
  return 0;
}
