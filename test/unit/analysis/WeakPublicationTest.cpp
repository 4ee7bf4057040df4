// wmc-weak-publication on C, C++, CUDA and OpenCL snippets: the flag store
// and the flag load of relaxed message passing are warned with one-token
// fix-its; correct publication idioms stay silent.
#include "CheckRun.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

CheckRun run(std::string_view code, Lang lang = Lang::C) {
  return runCheck(code, lang, CheckKind::WeakPublication);
}

TEST(WeakPublication, RelaxedMessagePassingInC) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int ready;
void *producer(void *arg) {
  data = 42;
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  while (!atomic_load_explicit(&ready, memory_order_relaxed))
    ;
  return (void *)(long)data;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.line(0), 7u);
  EXPECT_EQ(r.findings[0].message,
            "relaxed store to 'ready' does not publish the write to 'data' at line 6: a thread "
            "that sees the new 'ready' may still read the old 'data'; the store needs "
            "memory_order_release");
  ASSERT_EQ(r.findings[0].notes.size(), 1u);
  EXPECT_EQ(r.noteLine(0), 11u);
  EXPECT_EQ(r.findings[0].notes[0].message,
            "'ready' is read here and guards the read of 'data' at line 13");
  ASSERT_EQ(r.findings[0].fixits.size(), 1u);
  EXPECT_EQ(r.fixit(0), "7:36 'memory_order_relaxed' -> 'memory_order_release'");

  EXPECT_EQ(r.line(1), 11u);
  EXPECT_EQ(r.findings[1].message,
            "relaxed load of 'ready' does not order the read of 'data' at line 13 after it: it "
            "may read the old 'data' even when 'ready' is new; the load needs "
            "memory_order_acquire");
  EXPECT_EQ(r.noteLine(1), 7u);
  EXPECT_EQ(r.findings[1].notes[0].message,
            "'ready' is stored here after the write to 'data' at line 6");
  ASSERT_EQ(r.findings[1].fixits.size(), 1u);
  EXPECT_EQ(r.fixit(1), "11:40 'memory_order_relaxed' -> 'memory_order_acquire'");
}

// The correct twin: release/acquire.
TEST(WeakPublication, ReleaseAcquireIsSilent) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int ready;
void *producer(void *arg) {
  data = 42;
  atomic_store_explicit(&ready, 1, memory_order_release);
  return 0;
}
void *consumer(void *arg) {
  while (!atomic_load_explicit(&ready, memory_order_acquire))
    ;
  return (void *)(long)data;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// Only the store side relaxed: one finding, at the store.
TEST(WeakPublication, OnlyTheWeakSideIsWarned) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int ready;
void *producer(void *arg) {
  data = 42;
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  if (atomic_load_explicit(&ready, memory_order_acquire))
    return (void *)(long)data;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 7u);
  EXPECT_EQ(r.fixit(0), "7:36 'memory_order_relaxed' -> 'memory_order_release'");
}

TEST(WeakPublication, SeqCstDefaultsAndFencesAreSilent) {
  CheckRun seqCst = run(R"(#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int ready;
void *producer(void *arg) { data = 42; atomic_store(&ready, 1); return 0; }
void *consumer(void *arg) { if (atomic_load(&ready)) return (void *)(long)data; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(seqCst.findings.empty());
  CheckRun fences = run(R"(#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int ready;
void *producer(void *arg) {
  data = 42;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  if (atomic_load_explicit(&ready, memory_order_relaxed)) {
    atomic_thread_fence(memory_order_acquire);
    return (void *)(long)data;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(fences.findings.empty());
}

// A relaxed store after a release store to the same flag belongs to its
// release sequence.
TEST(WeakPublication, ReleaseSequenceIsSilent) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int f;
void *reader(void *arg) {
  int got = atomic_load_explicit(&f, memory_order_acquire);
  if (got == 2)
    return (void *)(long)data;
  return 0;
}
void *writer(void *arg) {
  data = 1;
  atomic_store_explicit(&f, 1, memory_order_release);
  atomic_store_explicit(&f, 2, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// The flag load through a local: `int v = load(...); if (v) ...`.
TEST(WeakPublication, GuardThroughALocal) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
int x;
atomic_int y;
int s;
void *t2(void *arg) {
  int v = atomic_load_explicit(&y, memory_order_relaxed);
  if (v)
    s = x;
  return 0;
}
void *t1(void *arg) {
  x = 1;
  atomic_store_explicit(&y, 1, memory_order_release);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 7u);
  EXPECT_EQ(r.fixit(0), "7:36 'memory_order_relaxed' -> 'memory_order_acquire'");
}

TEST(WeakPublication, GnuBuiltinsWithAtomicRelaxedMacro) {
  CheckRun r = run(R"(#include <pthread.h>
int data;
int ready;
void *producer(void *arg) {
  data = 42;
  __atomic_store_n(&ready, 1, __ATOMIC_RELAXED);
  return 0;
}
void *consumer(void *arg) {
  while (!__atomic_load_n(&ready, __ATOMIC_RELAXED))
    ;
  return (void *)(long)data;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.fixit(0), "6:31 '__ATOMIC_RELAXED' -> '__ATOMIC_RELEASE'");
  EXPECT_EQ(r.fixit(1), "10:35 '__ATOMIC_RELAXED' -> '__ATOMIC_ACQUIRE'");
}

// A volatile flag orders nothing in C11; there is no one-token fix.
TEST(WeakPublication, VolatileFlag) {
  CheckRun r = run(R"(#include <pthread.h>
int data;
volatile int ready;
void *producer(void *arg) {
  data = 42;
  ready = 1;
  return 0;
}
void *consumer(void *arg) {
  while (!ready)
    ;
  return (void *)(long)data;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.line(0), 6u);
  EXPECT_EQ(r.findings[0].message,
            "volatile store to 'ready' does not publish the write to 'data' at line 5: a thread "
            "that sees the new 'ready' may still read the old 'data'; the store needs "
            "memory_order_release ('volatile' does not order memory in C11/C++11)");
  EXPECT_TRUE(r.findings[0].fixits.empty());
  EXPECT_EQ(r.line(1), 10u);
  EXPECT_TRUE(r.findings[1].fixits.empty());
}

TEST(WeakPublication, CxxStdAtomicMembers) {
  CheckRun r = run(R"(#include <atomic>
#include <thread>
int data;
std::atomic<bool> ready{false};
int main() {
  std::thread producer([] {
    data = 42;
    ready.store(true, std::memory_order_relaxed);
  });
  std::thread consumer([] {
    while (!ready.load(std::memory_order_relaxed)) {
    }
    return data;
  });
  producer.join();
  consumer.join();
}
)",
                   Lang::Cxx);
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.line(0), 8u);
  EXPECT_EQ(r.fixit(0), "8:28 'memory_order_relaxed' -> 'memory_order_release'");
  EXPECT_EQ(r.line(1), 11u);
  EXPECT_EQ(r.fixit(1), "11:29 'memory_order_relaxed' -> 'memory_order_acquire'");
}

TEST(WeakPublication, Cxx20ScopedMemoryOrder) {
  CheckRun r = runCheckCxx20(R"(#include <atomic>
#include <thread>
int data;
std::atomic<int> ready;
int main() {
  std::thread producer([] {
    data = 42;
    ready.store(1, std::memory_order::relaxed);
  });
  std::thread consumer([] {
    if (ready.load(std::memory_order::relaxed) == 1)
      return data;
    return 0;
  });
  producer.join();
  consumer.join();
}
)",
                             CheckKind::WeakPublication);
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.fixit(0), "8:39 'relaxed' -> 'release'");
  EXPECT_EQ(r.fixit(1), "11:39 'relaxed' -> 'acquire'");
}

TEST(WeakPublication, CxxReleaseAcquireIsSilent) {
  CheckRun r = run(R"(#include <atomic>
#include <thread>
int data;
std::atomic<bool> ready{false};
int main() {
  std::thread producer([] {
    data = 42;
    ready.store(true, std::memory_order_release);
  });
  std::thread consumer([] {
    while (!ready.load(std::memory_order_acquire)) {
    }
    return data;
  });
  producer.join();
  consumer.join();
}
)",
                   Lang::Cxx);
  EXPECT_TRUE(r.findings.empty());
}

// Reference counting: relaxed increments publish nothing.
TEST(WeakPublication, RelaxedReferenceCountIsSilent) {
  CheckRun r = run(R"(#include <atomic>
#include <thread>
std::atomic<int> refs{1};
int payload = 7;
void get() { refs.fetch_add(1, std::memory_order_relaxed); }
void put() {
  if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
    payload = 0;
}
int main() {
  std::thread a([] { get(); put(); });
  std::thread b([] { get(); put(); });
  a.join();
  b.join();
}
)",
                   Lang::Cxx);
  EXPECT_TRUE(r.findings.empty());
}

// Seqlock with correct orders: the writer's relaxed sequence bump is
// followed by a release fence, the data are relaxed atomics, the reader
// re-checks the sequence after an acquire fence.
TEST(WeakPublication, SeqlockWithCorrectOrdersIsSilent) {
  CheckRun r = run(R"(#include <atomic>
#include <thread>
std::atomic<unsigned> seq{0};
std::atomic<int> x{0}, y{0};
void write(int a, int b) {
  unsigned s = seq.load(std::memory_order_relaxed);
  seq.store(s + 1, std::memory_order_relaxed);
  std::atomic_thread_fence(std::memory_order_release);
  x.store(a, std::memory_order_relaxed);
  y.store(b, std::memory_order_relaxed);
  seq.store(s + 2, std::memory_order_release);
}
int read() {
  for (;;) {
    unsigned s1 = seq.load(std::memory_order_acquire);
    int a = x.load(std::memory_order_relaxed);
    int b = y.load(std::memory_order_relaxed);
    std::atomic_thread_fence(std::memory_order_acquire);
    unsigned s2 = seq.load(std::memory_order_relaxed);
    if (s1 == s2 && !(s1 & 1))
      return a + b;
  }
}
int main() {
  std::thread w([] { write(1, 2); });
  std::thread r([] { return read(); });
  w.join();
  r.join();
}
)",
                   Lang::Cxx);
  EXPECT_TRUE(r.findings.empty());
}

TEST(WeakPublication, CudaAtomicRefRelaxed) {
  CheckRun r = run(R"(#include <cuda/atomic>
__global__ void handoff(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    data[0] = 42;
    f.store(1, cuda::memory_order_relaxed);
  } else if (threadIdx.x == 0) {
    while (f.load(cuda::memory_order_relaxed) == 0) {
    }
    data[1] = data[0];
  }
}
)",
                   Lang::Cuda);
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.line(0), 6u);
  EXPECT_EQ(r.fixit(0), "6:22 'memory_order_relaxed' -> 'memory_order_release'");
  EXPECT_EQ(r.line(1), 8u);
  EXPECT_EQ(r.fixit(1), "8:25 'memory_order_relaxed' -> 'memory_order_acquire'");
}

TEST(WeakPublication, OpenClRelaxedWithScope) {
  CheckRun r = run(R"(__kernel void handoff(__global int *data, __global atomic_int *flag) {
  if (get_global_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else {
    while (atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device) == 0) {
    }
    data[1] = data[0];
  }
}
)",
                   Lang::OpenCl);
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.line(0), 4u);
  EXPECT_EQ(r.fixit(0), "4:36 'memory_order_relaxed' -> 'memory_order_release'");
  EXPECT_EQ(r.line(1), 6u);
  EXPECT_EQ(r.fixit(1), "6:39 'memory_order_relaxed' -> 'memory_order_acquire'");
}

// A Treiber stack with relaxed orders: push fills a node and publishes the
// pointer with a relaxed compare-exchange; pop loads it relaxed (and a failed
// relaxed compare-exchange reloads it) and reads the node through it.
constexpr std::string_view kRelaxedTreiber = R"(#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
_Atomic(struct node *) top;
void push(int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
  do
    n->next = old;
  while (!atomic_compare_exchange_weak_explicit(&top, &old, n, memory_order_relaxed,
                                                memory_order_relaxed));
}
int pop(void) {
  struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
  while (old && !atomic_compare_exchange_weak_explicit(&top, &old, old->next,
                                                       memory_order_relaxed, memory_order_relaxed))
    ;
  return old ? old->value : -1;
}
void *worker(void *arg) {
  push(1);
  return (void *)(long)pop();
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)";

TEST(WeakPublication, PointerPublishedByARelaxedCompareExchange) {
  CheckRun r = run(kRelaxedTreiber);
  ASSERT_EQ(r.findings.size(), 3u);
  // The publishing compare-exchange: its success order needs release.
  EXPECT_EQ(r.line(0), 12u);
  EXPECT_EQ(r.findings[0].message,
            "relaxed compare-exchange of 'n' to 'top' does not publish the write to 'n->value' "
            "at line 8: a thread that loads the pointer may still read the old value through "
            "it; the compare-exchange needs memory_order_release");
  EXPECT_EQ(r.noteLine(0), 16u);
  EXPECT_EQ(r.findings[0].notes[0].message,
            "'top' is loaded into 'old' here, and 'old->value' is read at line 20");
  ASSERT_EQ(r.findings[0].fixits.size(), 1u);
  EXPECT_EQ(r.fixit(0), "12:64 'memory_order_relaxed' -> 'memory_order_release'");
  // The load whose pointer pop follows.
  EXPECT_EQ(r.line(1), 16u);
  EXPECT_EQ(r.findings[1].message,
            "relaxed load of 'top' into 'old' does not order the read of 'old->value' at line "
            "20 after it: it may read the old value even when the pointer is new; the load "
            "needs memory_order_acquire");
  EXPECT_EQ(r.noteLine(1), 12u);
  EXPECT_EQ(r.findings[1].notes[0].message,
            "'n' is stored to 'top' here after the write to 'n->value' at line 8");
  ASSERT_EQ(r.findings[1].fixits.size(), 1u);
  EXPECT_EQ(r.fixit(1), "16:49 'memory_order_relaxed' -> 'memory_order_acquire'");
  // The failed compare-exchange writes the new top into `old`: both of its
  // orders become acquire (C11: the failure order is no stronger than the
  // success order).
  EXPECT_EQ(r.line(2), 17u);
  EXPECT_EQ(r.findings[2].message,
            "the failure of this relaxed compare-exchange, which loads 'top' into 'old', does "
            "not order the read of 'old->value' at line 20 after it: it may read the old value "
            "even when the pointer is new; the failure order needs memory_order_acquire");
  ASSERT_EQ(r.findings[2].fixits.size(), 2u);
  EXPECT_EQ(r.fixit(2, 0), "18:56 'memory_order_relaxed' -> 'memory_order_acquire'");
  EXPECT_EQ(r.fixit(2, 1), "18:78 'memory_order_relaxed' -> 'memory_order_acquire'");
}

TEST(WeakPublication, PointerPublishedWithReleaseAndAcquireIsSilent) {
  std::string code(kRelaxedTreiber);
  // push releases, pop acquires (both orders of its compare-exchange).
  auto replace = [&](std::string_view from, std::string_view to) {
    size_t at = code.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    code.replace(at, from.size(), to);
  };
  replace("n, memory_order_relaxed", "n, memory_order_release");
  replace("old = atomic_load_explicit(&top, memory_order_relaxed);\n  while",
          "old = atomic_load_explicit(&top, memory_order_acquire);\n  while");
  replace("memory_order_relaxed, memory_order_relaxed))\n    ;",
          "memory_order_acquire, memory_order_acquire))\n    ;");
  EXPECT_TRUE(run(code).findings.empty());
}

// Fences around relaxed pointer accesses order them too.
TEST(WeakPublication, PointerPublishedWithFencesIsSilent) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct msg { int body; };
_Atomic(struct msg *) box;
void *sender(void *arg) {
  struct msg *m = malloc(sizeof *m);
  m->body = 1;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&box, m, memory_order_relaxed);
  return 0;
}
void *receiver(void *arg) {
  struct msg *m = atomic_load_explicit(&box, memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
  return m ? (void *)(long)m->body : 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, sender, 0);
  pthread_create(&b, 0, receiver, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// Silent: a pointer that is only compared, a field read that the writer did
// not write, and a pointer reassigned before it is followed.
TEST(WeakPublication, PointerNotFollowedToWrittenDataIsSilent) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct msg { int body; int stamp; };
struct msg fallback;
_Atomic(struct msg *) box;
void *sender(void *arg) {
  struct msg *m = malloc(sizeof *m);
  m->body = 1;
  atomic_store_explicit(&box, m, memory_order_relaxed);
  return 0;
}
void *comparer(void *arg) {
  struct msg *m = atomic_load_explicit(&box, memory_order_relaxed);
  return (void *)(long)(m != 0);
}
void *stamp_reader(void *arg) {
  struct msg *m = atomic_load_explicit(&box, memory_order_relaxed);
  return m ? (void *)(long)m->stamp : 0;
}
void *reassigner(void *arg) {
  struct msg *m = atomic_load_explicit(&box, memory_order_relaxed);
  m = &fallback;
  return (void *)(long)m->body;
}
int main(void) {
  pthread_t a, b, c, d;
  pthread_create(&a, 0, sender, 0);
  pthread_create(&b, 0, comparer, 0);
  pthread_create(&c, 0, stamp_reader, 0);
  pthread_create(&d, 0, reassigner, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  pthread_join(d, 0);
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// The Michael-Scott queue's link: the flag is a field of a node reached
// through pointers (`tail->next` in the producer, `head->next` in the
// consumer), named by the field.
TEST(WeakPublication, PointerPublishedThroughAFieldOfAnotherNode) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { int value; _Atomic(struct node *) next; };
struct node *first;
void *producer(void *arg) {
  struct node *tail = first;
  struct node *n = malloc(sizeof *n);
  n->value = 1;
  atomic_store_explicit(&tail->next, n, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  struct node *head = first;
  struct node *next = atomic_load_explicit(&head->next, memory_order_relaxed);
  return next ? (void *)(long)next->value : 0;
}
int main(void) {
  first = malloc(sizeof *first);
  atomic_init(&first->next, 0);
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.line(0), 10u);
  EXPECT_EQ(r.findings[0].message,
            "relaxed store of 'n' to 'tail->next' does not publish the write to 'n->value' at "
            "line 9: a thread that loads the pointer may still read the old value through it; "
            "the store needs memory_order_release");
  EXPECT_EQ(r.fixit(0), "10:41 'memory_order_relaxed' -> 'memory_order_release'");
  EXPECT_EQ(r.line(1), 15u);
  EXPECT_EQ(r.findings[1].notes[0].message,
            "'n' is stored to 'tail->next' here after the write to 'n->value' at line 9");
  EXPECT_EQ(r.fixit(1), "15:57 'memory_order_relaxed' -> 'memory_order_acquire'");
}

} // namespace
} // namespace wmc::analysis::test
