// concurrencykit-style ck_sequence (a seqlock with explicit fences): the
// writer brackets its update with ck_sequence_write_begin/end, which put a
// store fence after the first and before the second version increment; the
// reader retries while the version was odd or changed. One writer sets the
// pair (x, y) to (1, 1); one reader reads it once and checks it is not torn.
// Accesses are volatile (ck_pr_load/ck_pr_store): a hardware-model test.
//
// Correct version: no error under SC, TSO, PSO, and exactly 2 complete
// executions. The reader's retry loop (with read_begin's loop and two
// acquire fences inside) only reads and fences, so a failed retry is an
// await: blocked, not a new execution. A reader that completes either read
// version 0 twice, so the writer's first store came after its second
// version read and the pair is (0, 0) (stores stay in order: SC, TSO, and
// PSO through the release fences), or read version 2 first, after the
// writer finished, and sees (1, 1). The same 2 under TSO without the write
// fences (TSO keeps stores in order).
//
// Buggy twin (-DNO_WRITE_FENCE, the fences of write_begin/end dropped):
// under PSO the data stores can become visible before the odd version, so
// the reader sees version 0 twice around a half-written pair: assertion
// failure. TSO keeps stores in order: still correct.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=tso %s -- -DNO_WRITE_FENCE | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 1 %wmc check --model=pso %s -- -DNO_WRITE_FENCE | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>

#define ck_pr_load_uint(p) (*(volatile unsigned int *)(p))
#define ck_pr_store_uint(p, v) (*(volatile unsigned int *)(p) = (v))
#define ck_pr_fence_load() __atomic_thread_fence(__ATOMIC_ACQUIRE)
#ifdef NO_WRITE_FENCE
#define ck_pr_fence_store() __asm__ __volatile__("" ::: "memory")
#else
#define ck_pr_fence_store() __atomic_thread_fence(__ATOMIC_RELEASE)
#endif

struct ck_sequence {
  unsigned int sequence;
};
typedef struct ck_sequence ck_sequence_t;

static inline unsigned int ck_sequence_read_begin(const ck_sequence_t *sq) {
  unsigned int version;
  for (;;) {
    version = ck_pr_load_uint(&sq->sequence);
    if ((version & 1) == 0)
      break;
  }
  ck_pr_fence_load();
  return version;
}

static inline int ck_sequence_read_retry(const ck_sequence_t *sq, unsigned int version) {
  ck_pr_fence_load();
  return ck_pr_load_uint(&sq->sequence) != version;
}

static inline void ck_sequence_write_begin(ck_sequence_t *sq) {
  ck_pr_store_uint(&sq->sequence, sq->sequence + 1);
  ck_pr_fence_store();
}

static inline void ck_sequence_write_end(ck_sequence_t *sq) {
  ck_pr_fence_store();
  ck_pr_store_uint(&sq->sequence, sq->sequence + 1);
}

static ck_sequence_t seqlock;
static volatile int x, y;

static void *writer(void *arg) {
  (void)arg;
  ck_sequence_write_begin(&seqlock);
  x = 1;
  y = 1;
  ck_sequence_write_end(&seqlock);
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  unsigned int version;
  int a, b;
  do {
    version = ck_sequence_read_begin(&seqlock);
    a = x;
    b = y;
  } while (ck_sequence_read_retry(&seqlock, version));
  assert(a == b); // BUG: error: assertion-failure: {{.*}} at {{.*}}ck_sequence.c:[[@LINE]]
  return 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}

// BUG: Summary: model=PSO {{.*}}errors=1
