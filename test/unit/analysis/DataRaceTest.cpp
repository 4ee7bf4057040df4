// wmc-data-race on C and C++ snippets: exact lines, messages, notes and
// fix-its; correct programs (locks, create/join order, thread-local, atomics,
// release/acquire, lock-free structures) stay silent.
#include "CheckRun.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

CheckRun run(std::string_view code, Lang lang = Lang::C) {
  return runCheck(code, lang, CheckKind::DataRace);
}

constexpr std::string_view kLockedCounter = R"(#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return counter;
}
)";

TEST(DataRace, LockProtectedCounterIsSilent) { EXPECT_TRUE(run(kLockedCounter).findings.empty()); }

TEST(DataRace, LockRemoved) {
  CheckRun r = run(R"(#include <pthread.h>
int counter;
void *worker(void *arg) {
  counter++;
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return counter;
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 4u);
  EXPECT_EQ(r.findings[0].message,
            "data race on 'counter': this write in thread 'worker' can run at the same time as a "
            "write in another instance of the same thread (it is started more than once), and no "
            "common lock is held");
  ASSERT_EQ(r.findings[0].notes.size(), 1u);
  EXPECT_EQ(r.noteLine(0), 4u);
  EXPECT_EQ(r.findings[0].notes[0].message,
            "the conflicting write in another instance of thread 'worker'");
  ASSERT_EQ(r.findings[0].fixits.size(), 1u);
  EXPECT_EQ(r.fixit(0), "2:1 '' -> '_Atomic '");
}

TEST(DataRace, OneAccessOutsideTheLock) {
  CheckRun r = run(R"(#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long total;
void *adder(void *arg) {
  pthread_mutex_lock(&m);
  total += 2;
  pthread_mutex_unlock(&m);
  return 0;
}
void *reporter(void *arg) {
  return (void *)total;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, reporter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 6u);
  EXPECT_EQ(r.findings[0].message,
            "data race on 'total': this write in thread 'adder' can run at the same time as a "
            "read in thread 'reporter', and no common lock is held");
  EXPECT_EQ(r.noteLine(0), 11u);
  EXPECT_EQ(r.findings[0].notes[0].message, "the conflicting read in thread 'reporter'");
  EXPECT_EQ(r.fixit(0), "3:8 '' -> '_Atomic '");
}

// main before pthread_create and after pthread_join is ordered with the thread.
TEST(DataRace, CreateJoinOrderIsSilent) {
  CheckRun r = run(R"(#include <pthread.h>
int x;
void *worker(void *arg) {
  x = x + 1;
  return 0;
}
int main(void) {
  pthread_t t;
  x = 1;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return x;
}
)");
  EXPECT_TRUE(r.findings.empty());
}

TEST(DataRace, MainBetweenCreateAndJoin) {
  CheckRun r = run(R"(#include <pthread.h>
int x;
void *worker(void *arg) {
  x = 2;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int seen = x;
  pthread_join(t, 0);
  return seen + x;
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 4u);
  EXPECT_EQ(r.noteLine(0), 10u);
  EXPECT_EQ(r.findings[0].notes[0].message, "the conflicting read in main");
}

TEST(DataRace, ThreadLocalsAtomicsAndReadOnlyAreSilent) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
_Thread_local int mine;
__thread int alsoMine;
atomic_int hits;
_Atomic long more;
int table[4] = {1, 2, 3, 4};
void *worker(void *arg) {
  int local = table[1];
  local++;
  mine++;
  alsoMine++;
  atomic_fetch_add(&hits, 1);
  more += 1;
  return (void *)(long)local;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// A volatile spin flag is a data race in C11.
TEST(DataRace, VolatileSpinFlag) {
  CheckRun r = run(R"(#include <pthread.h>
volatile int go;
void *waiter(void *arg) {
  while (!go)
    ;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  go = 1;
  pthread_join(t, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 11u);
  EXPECT_EQ(r.findings[0].message,
            "data race on 'go': this write in main can run at the same time as a read in thread "
            "'waiter', and no common lock is held; 'volatile' does not make accesses atomic in "
            "C11/C++11");
  EXPECT_EQ(r.noteLine(0), 4u);
  EXPECT_EQ(r.fixit(0), "2:10 '' -> '_Atomic '");
}

// Release/acquire message passing orders the data accesses.
TEST(DataRace, ReleaseAcquirePublicationIsSilent) {
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

// The buggy twin: relaxed orders do not order `data`.
TEST(DataRace, RelaxedPublicationRaces) {
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
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 6u);
  EXPECT_EQ(r.noteLine(0), 13u);
}

// A hand-written lock behind helper functions (not named *_lock): the
// release and acquire in their bodies count at the calls. The spin lock
// takes a pointer, so the callee's atomic object is unknown (any object).
// With a relaxed unlock nothing orders the counter: it races.
TEST(DataRace, HandWrittenLockInHelpers) {
  auto program = [](const char *unlockOrder) {
    return std::string(R"(#include <pthread.h>
#include <stdatomic.h>
atomic_int busy;
long counter;
static void grab(atomic_int *l) {
  while (atomic_exchange_explicit(l, 1, memory_order_acquire))
    ;
}
static void drop(atomic_int *l) { atomic_store_explicit(l, 0, )") +
           unlockOrder + R"(); }
void *worker(void *arg) {
  grab(&busy);
  counter++;
  drop(&busy);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)";
  };
  EXPECT_TRUE(run(program("memory_order_release")).findings.empty());
  CheckRun relaxed = run(program("memory_order_relaxed"));
  ASSERT_EQ(relaxed.findings.size(), 1u);
  EXPECT_EQ(relaxed.line(0), 12u);
}

// Thread arguments: the same object passed to two threads races, distinct
// objects do not.
TEST(DataRace, ThroughTheThreadArgument) {
  CheckRun same = run(R"(#include <pthread.h>
struct stats { int hits; };
void *client(void *arg) {
  struct stats *st = arg;
  st->hits++;
  return 0;
}
int main(void) {
  struct stats s = {0};
  pthread_t a, b;
  pthread_create(&a, 0, client, &s);
  pthread_create(&b, 0, client, &s);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return s.hits;
}
)");
  ASSERT_EQ(same.findings.size(), 1u);
  EXPECT_EQ(same.line(0), 5u);
  EXPECT_EQ(same.findings[0].message,
            "data race on 's.hits': this write in thread 'client' can run at the same time as a "
            "write in another instance of the same thread (it is started more than once), and no "
            "common lock is held");
  EXPECT_TRUE(same.findings[0].fixits.empty());

  CheckRun distinct = run(R"(#include <pthread.h>
struct stats { int hits; };
void *client(void *arg) {
  struct stats *st = arg;
  st->hits++;
  return 0;
}
int main(void) {
  struct stats s1 = {0}, s2 = {0};
  pthread_t a, b;
  pthread_create(&a, 0, client, &s1);
  pthread_create(&b, 0, client, &s2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return s1.hits + s2.hits;
}
)");
  EXPECT_TRUE(distinct.findings.empty());
}

// A lock inside the shared object, named through the argument in the thread
// and directly in main.
TEST(DataRace, LockInsideTheArgumentIsOneLock) {
  CheckRun r = run(R"(#include <pthread.h>
struct account { pthread_mutex_t lock; int balance; };
void *deposit(void *arg) {
  struct account *a = arg;
  pthread_mutex_lock(&a->lock);
  a->balance += 10;
  pthread_mutex_unlock(&a->lock);
  return 0;
}
int main(void) {
  struct account acc = {PTHREAD_MUTEX_INITIALIZER, 0};
  pthread_t t;
  pthread_create(&t, 0, deposit, &acc);
  pthread_mutex_lock(&acc.lock);
  acc.balance -= 5;
  pthread_mutex_unlock(&acc.lock);
  pthread_join(t, 0);
  return acc.balance;
}
)");
  EXPECT_TRUE(r.findings.empty());
}

TEST(DataRace, CxxMutexAndLockGuardAreSilent) {
  CheckRun r = run(R"(#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
int counter;
void work() {
  for (int i = 0; i < 3; ++i) {
    std::lock_guard<std::mutex> guard(m);
    ++counter;
  }
}
int main() {
  std::vector<std::thread> threads;
  for (int i = 0; i < 2; ++i)
    threads.emplace_back(work);
  for (auto &t : threads)
    t.join();
  return counter;
}
)",
                   Lang::Cxx);
  EXPECT_TRUE(r.findings.empty());
}

// The buggy twin: the increment is outside the guard's scope.
TEST(DataRace, CxxIncrementAfterTheGuardsScope) {
  CheckRun r = run(R"(#include <atomic>
#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
int counter;
void work() {
  {
    std::lock_guard<std::mutex> guard(m);
  }
  ++counter;
}
int main() {
  std::vector<std::thread> threads;
  for (int i = 0; i < 2; ++i)
    threads.emplace_back(work);
  for (auto &t : threads)
    t.join();
  return counter;
}
)",
                   Lang::Cxx);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 11u);
  EXPECT_EQ(r.fixit(0), "6:1 'int' -> 'std::atomic<int>'");
}

// Without <atomic> there is no std::atomic to offer.
TEST(DataRace, CxxNoFixitWithoutAtomicHeader) {
  CheckRun r = run(R"(#include <thread>
int counter;
int main() {
  std::thread a([] { ++counter; });
  std::thread b([] { ++counter; });
  a.join();
  b.join();
}
)",
                   Lang::Cxx);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 4u);
  EXPECT_EQ(r.findings[0].message,
            "data race on 'counter': this write in the thread started at line 4 can run at the "
            "same time as a write in the thread started at line 5, and no common lock is held");
  EXPECT_EQ(r.noteLine(0), 5u);
  EXPECT_TRUE(r.findings[0].fixits.empty());
}

// A local shared by reference with a lambda thread.
TEST(DataRace, CxxLambdaCaptureByReference) {
  CheckRun racy = run(R"(#include <thread>
int main() {
  int hits = 0;
  std::thread t([&] { hits++; });
  hits++;
  t.join();
  return hits;
}
)",
                      Lang::Cxx);
  ASSERT_EQ(racy.findings.size(), 1u);
  EXPECT_EQ(racy.line(0), 4u);
  EXPECT_EQ(racy.noteLine(0), 5u);
  CheckRun ordered = run(R"(#include <thread>
int main() {
  int hits = 0;
  std::thread t([&] { hits++; });
  t.join();
  hits++;
  return hits;
}
)",
                         Lang::Cxx);
  EXPECT_TRUE(ordered.findings.empty());
}

TEST(DataRace, CxxUniqueLockUnlockedEarly) {
  CheckRun r = run(R"(#include <mutex>
#include <thread>
std::mutex m;
int shared;
void work() {
  std::unique_lock<std::mutex> lock(m);
  shared += 1;
  lock.unlock();
  shared += 1;
}
int main() {
  std::thread a(work), b(work);
  a.join();
  b.join();
}
)",
                   Lang::Cxx);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 7u);
  EXPECT_EQ(r.noteLine(0), 9u);
}

TEST(DataRace, C11ThreadsAndMutex) {
  CheckRun locked = run(R"(#include <threads.h>
mtx_t m;
int n;
int worker(void *arg) {
  mtx_lock(&m);
  n++;
  mtx_unlock(&m);
  return 0;
}
int main(void) {
  thrd_t a, b;
  mtx_init(&m, mtx_plain);
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  return n;
}
)");
  EXPECT_TRUE(locked.findings.empty());
  CheckRun unlocked = run(R"(#include <threads.h>
int n;
int worker(void *arg) {
  n++;
  return 0;
}
int main(void) {
  thrd_t a, b;
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  return n;
}
)");
  ASSERT_EQ(unlocked.findings.size(), 1u);
  EXPECT_EQ(unlocked.line(0), 4u);
}

// A hand-written spinlock (acquire CAS, release store) in the program's own
// lock/unlock functions.
TEST(DataRace, OwnSpinlockFunctionsAreLocks) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdbool.h>
typedef struct { int value; } spinlock_t;
static spinlock_t lock;
static int counter;
static void spin_lock(spinlock_t *l) {
  int expected = 0;
  while (!__atomic_compare_exchange_n(&l->value, &expected, 1, false, __ATOMIC_ACQUIRE,
                                      __ATOMIC_RELAXED))
    expected = 0;
}
static void spin_unlock(spinlock_t *l) { __atomic_store_n(&l->value, 0, __ATOMIC_RELEASE); }
static void *worker(void *arg) {
  spin_lock(&lock);
  counter = counter + 1;
  spin_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return counter;
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// Treiber stack with release push / acquire pop: the nodes are reached only
// through pointers; nothing to report.
TEST(DataRace, TreiberStackIsSilent) {
  CheckRun r = run(R"(#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
_Atomic(struct node *) top;
void push(int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  n->next = atomic_load_explicit(&top, memory_order_relaxed);
  while (!atomic_compare_exchange_weak_explicit(&top, &n->next, n, memory_order_release,
                                                memory_order_relaxed))
    ;
}
int pop(void) {
  struct node *n = atomic_load_explicit(&top, memory_order_acquire);
  while (n && !atomic_compare_exchange_weak_explicit(&top, &n, n->next, memory_order_acquire,
                                                     memory_order_acquire))
    ;
  return n ? n->value : -1;
}
void *pusher(void *arg) { push(1); push(2); return 0; }
void *popper(void *arg) { return (void *)(long)pop(); }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, pusher, 0);
  pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  EXPECT_TRUE(r.findings.empty());
}

// Michael-Scott queue with correct orders (no reclamation).
TEST(DataRace, MichaelScottQueueIsSilent) {
  CheckRun r = run(R"(#include <atomic>
#include <thread>
struct Node {
  int value;
  std::atomic<Node *> next{nullptr};
};
std::atomic<Node *> head, tail;
void enqueue(int v) {
  Node *n = new Node;
  n->value = v;
  for (;;) {
    Node *last = tail.load(std::memory_order_acquire);
    Node *next = last->next.load(std::memory_order_acquire);
    if (next == nullptr) {
      if (last->next.compare_exchange_weak(next, n, std::memory_order_release,
                                           std::memory_order_relaxed)) {
        tail.compare_exchange_strong(last, n, std::memory_order_release,
                                     std::memory_order_relaxed);
        return;
      }
    } else {
      tail.compare_exchange_strong(last, next, std::memory_order_release,
                                   std::memory_order_relaxed);
    }
  }
}
int dequeue() {
  for (;;) {
    Node *first = head.load(std::memory_order_acquire);
    Node *next = first->next.load(std::memory_order_acquire);
    if (next == nullptr)
      return -1;
    if (head.compare_exchange_weak(first, next, std::memory_order_acq_rel,
                                   std::memory_order_relaxed))
      return next->value;
  }
}
int main() {
  Node *dummy = new Node;
  head.store(dummy);
  tail.store(dummy);
  std::thread a([] { enqueue(1); });
  std::thread b([] { return dequeue(); });
  a.join();
  b.join();
}
)",
                   Lang::Cxx);
  EXPECT_TRUE(r.findings.empty());
}

// std::jthread joins at the end of its scope.
TEST(DataRace, JthreadJoinsAtScopeEnd) {
  CheckRun joined = runCheckCxx20(R"(#include <thread>
int value;
int main() {
  {
    std::jthread t([] { value = 1; });
  }
  return value;
}
)",
                                  CheckKind::DataRace);
  EXPECT_TRUE(joined.findings.empty());
  CheckRun running = runCheckCxx20(R"(#include <thread>
int value;
int main() {
  std::jthread t([] { value = 1; });
  return value;
}
)",
                                   CheckKind::DataRace);
  ASSERT_EQ(running.findings.size(), 1u);
  EXPECT_EQ(running.line(0), 4u);
  EXPECT_EQ(running.noteLine(0), 5u);
}

TEST(DataRace, TrylockSuccessBranchHoldsTheLock) {
  CheckRun r = run(R"(#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    counter++;
    pthread_mutex_unlock(&m);
  } else {
    counter--;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
}
)");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 6u);
  EXPECT_EQ(r.noteLine(0), 9u);
}

// A pointer field of the per-thread argument structures that the creator
// points at one shared variable: the threads' updates through it race.
constexpr std::string_view kSharedTotalThroughSlices = R"(#include <pthread.h>
struct slice { int count; long *total; };
void *sum(void *arg) {
  struct slice *s = arg;
  *s->total += s->count;
  return 0;
}
int main(void) {
  pthread_t t[2];
  struct slice slices[2];
  long total = 0;
  for (int w = 0; w < 2; w++) {
    slices[w].count = w;
    slices[w].total = &total;
    pthread_create(&t[w], 0, sum, &slices[w]);
  }
  for (int w = 0; w < 2; w++)
    pthread_join(t[w], 0);
  return (int)total;
}
)";

TEST(DataRace, ThroughAPointerFieldOfTheThreadArguments) {
  CheckRun r = run(kSharedTotalThroughSlices);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 5u);
  EXPECT_EQ(r.findings[0].message,
            "data race on 'total': this write in thread 'sum' can run at the same time as a "
            "write in another instance of the same thread (it is started more than once), and no "
            "common lock is held");
  EXPECT_EQ(r.noteLine(0), 5u);
  EXPECT_TRUE(r.findings[0].fixits.empty()); // a local of main: no declaration to change
}

// Each thread's own slot, or pointer fields that do not all point to one
// variable, or that the thread repoints: silent.
TEST(DataRace, PointerFieldsOfTheThreadArgumentsThatDoNotShareAreSilent) {
  EXPECT_TRUE(run(R"(#include <pthread.h>
struct slice { int count; long sum; };
void *sum(void *arg) {
  struct slice *s = arg;
  s->sum = s->count;
  return 0;
}
int main(void) {
  pthread_t t[2];
  struct slice slices[2];
  for (int w = 0; w < 2; w++) {
    slices[w].count = w;
    pthread_create(&t[w], 0, sum, &slices[w]);
  }
  for (int w = 0; w < 2; w++)
    pthread_join(t[w], 0);
  return (int)(slices[0].sum + slices[1].sum);
}
)")
                  .findings.empty());
  EXPECT_TRUE(run(R"(#include <pthread.h>
struct slice { long *total; };
void *sum(void *arg) {
  struct slice *s = arg;
  *s->total += 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  struct slice slices[2];
  long a = 0, b = 0;
  slices[0].total = &a;
  slices[1].total = &b;
  for (int w = 0; w < 2; w++)
    pthread_create(&t[w], 0, sum, &slices[w]);
  for (int w = 0; w < 2; w++)
    pthread_join(t[w], 0);
  return (int)(a + b);
}
)")
                  .findings.empty());
  EXPECT_TRUE(run(R"(#include <pthread.h>
struct slice { long *total; long mine; };
void *sum(void *arg) {
  struct slice *s = arg;
  s->total = &s->mine;
  *s->total += 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  struct slice slices[2];
  long total = 0;
  for (int w = 0; w < 2; w++) {
    slices[w].total = &total;
    pthread_create(&t[w], 0, sum, &slices[w]);
  }
  for (int w = 0; w < 2; w++)
    pthread_join(t[w], 0);
  return (int)total;
}
)")
                  .findings.empty());
}

// A lock reached through a pointer field is the lock it points to: the
// threads and main hold the same one.
TEST(DataRace, LockThroughAPointerFieldOfTheThreadArguments) {
  EXPECT_TRUE(run(R"(#include <pthread.h>
struct slice { int count; long *total; pthread_mutex_t *lock; };
void *sum(void *arg) {
  struct slice *s = arg;
  pthread_mutex_lock(s->lock);
  *s->total += s->count;
  pthread_mutex_unlock(s->lock);
  return 0;
}
int main(void) {
  pthread_t t[2];
  struct slice slices[2];
  long total = 0;
  pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
  for (int w = 0; w < 2; w++) {
    slices[w].count = w;
    slices[w].total = &total;
    slices[w].lock = &m;
    pthread_create(&t[w], 0, sum, &slices[w]);
  }
  pthread_mutex_lock(&m);
  total += 1;
  pthread_mutex_unlock(&m);
  for (int w = 0; w < 2; w++)
    pthread_join(t[w], 0);
  return (int)total;
}
)")
                  .findings.empty());
}

// Kernel code is wmc-shared-race's and wmc-scope's, also when __global__ is
// <wmc/cuda_runtime.h>'s annotate("wmc_kernel") in a plain C++ compile: the
// kernel's unsynchronised global update is not a wmc-data-race finding,
// while a host thread's is.
TEST(DataRace, KernelCodeIsNotChecked) {
  CheckRun r = run(R"(#include <wmc/cuda_runtime.h>
#include <thread>
__device__ int hits;
int host_hits;
__global__ void count() { hits++; }
void host_count() { host_hits++; }
int main() {
  std::thread a(host_count), b(host_count);
  a.join();
  b.join();
  return hits + host_hits;
}
)",
                   Lang::Cxx);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 6u);
}

} // namespace
} // namespace wmc::analysis::test
