// C++20 std::latch, std::barrier and std::atomic::wait/notify (issue 10
// item 1; docs/sync.md), all built by libstdc++ 12 on atomics and futex
// waits, which wmc models as "read the word; block until it changes". Each
// program asserts the synchronisation the primitive promises; none may fail.
//
// The counts below are derived from libstdc++'s code (bits/atomic_wait.h,
// <latch>, <barrier>): its own atomic accesses are events too. The pieces
// every wait has: `w.enter` (a seq_cst fetch_add on the waiter pool's
// counter _M_wait), then `V` (a load of the futex word), `P` (one check of
// the predicate: the bounded spin becomes one check), and if that fails
// `F` (the futex wait: a relaxed read of the word that blocks while it
// equals V's value) and `P2` (the predicate again, looping to V while it
// fails), then `w.leave` (a release fetch_sub on _M_wait). A notify reads
// _M_wait (`N`, seq_cst) to decide whether to wake (the wake itself is not
// an event). An execution is one graph (reads-from and coherence); the
// notifier's N may read the initial _M_wait or either of the waiter's
// updates, which multiplies the counts. Reads with a single possible
// source (the threads' std::thread bookkeeping, the barrier's plain
// fields, errno) add nothing. Every access is atomic and the RMWs and
// seq_cst stores are full fences under TSO and PSO, so TSO and PSO give
// SC's counts (the only plain stores, `a = 1` and friends, are followed by
// an RMW or a release store).
//
// -DLATCH: latch(2); workers t, u write a/b and count_down (a release
// fetch_sub: D1 writes 1, D2 writes 0; the one that writes 0 notifies);
// main waits, then reads a and b (always 1: main exits the wait only after
// reading D2, which carries both workers' writes).
//   Main's reads of the counter (values 2 = initial, 1 = D1, 0 = D2) in
//   order V, P, [F, P2, [V, P, F, P2]]: coherent, so non-increasing; F must
//   differ from V's value (else main is blocked there); the wait ends when
//   P or P2 reads 0. The sequences: P reads 0 after V = 2, 1 or 0 (3);
//   V = 2, P = 2 or 1, F = 1 or 0 (F <= P), P2 = 0 (4); V = 1, P = 1,
//   F = 0, P2 = 0 (1); V = 2, P = 2 or 1, F = 1, P2 = 1, then a second
//   round V = 1 with P = 0, or P = 1, F = 0, P2 = 0, or V = 0, P = 0
//   (2 x 3 = 6): 14 sequences.
//   SC: N comes after D2 and may read w.enter or w.leave in every
//   sequence (N right after the later of D2 and w.enter, or last); the
//   initial value only if N is before w.enter, which puts D2 before main's
//   first read: the sequence V = 0, P = 0. 14 x 2 + 1 = 29, for each order
//   of the two decrements: 58 complete.
//   Blocked: main stuck at F reading V's value (V = P = F = 2; V = P = F
//   = 1; or in the second round V = P = F = 1 after P = 2 or 1): 4
//   sequences, N reads w.enter (w.leave does not exist; the initial value
//   would need V = 0): 4 x 2 orders = 8 blocked.
//   RC11: the same 14 sequences (SC already allows every coherent one).
//   N may read the initial value in each: nothing of main after w.enter
//   happens before N (main writes nothing the notifier reads), so N ->
//   w.enter (rb) closes no psc cycle. 14 x 3 x 2 = 84 complete; blocked 4
//   x 2 (N reads the initial value or w.enter) x 2 = 16.
//   These blocked counts are those of --wmc-await=plain. By default
//   (--wmc-await=defer) main's failed F is taken back until the next
//   decrement and retried right after it (main is the lowest thread), when
//   V's value is already overwritten: each such run is stopped at that
//   stale await (not counted as blocked) before the notifier's N is added,
//   so N's choices do not multiply them: 4 x 2 = 8 stale runs, 0 blocked,
//   under every model.
// -DMISSING: only one worker counts down: main waits forever, a deadlock
// naming main and the latch it waits on. By default it is the first
// execution explored: main's F reading 2 is deferred until the decrement,
// reads its 1, and main's next wait has nothing left to wait for. (With
// --wmc-await=prune, F reading 2 blocked at once, and that blocked
// execution came before the deadlock.)
// -DBARRIER: a std::barrier<> of 2, one phase: each worker writes its slot,
// arrive_and_wait, reads the other's slot. __tree_barrier with 2 threads
// has one ticket: the first arriver X's CAS 0 -> 1 succeeds (and returns);
// the last, Y, fails its CAS (reads 1), CASes 1 -> 2, completes the phase:
// stores the phase 2 (release, `PS`), notifies: the phase is a byte, so the
// futex word is the pool's _M_ver, which the notify increments (`Ver`, a
// seq_cst RMW), then N. Both then wait for the phase to change: Y sees
// its own store at once; X's sequences (V on _M_ver: 0 or Ver; P, P2 on
// the phase: 0 or PS) are (a) V = 0, P = 2; (b) V = 1, P = 2; (c) V = 0,
// P = 0, F = 1, P2 = 2; blocked: V = P = F = 0. Two arrival orders.
//   _M_wait has four RMWs, X's enter/leave (Ax, Bx) and Y's (Ay, By, after
//   N): 6 coherence orders; N reads the initial value, Ax or Bx (one
//   before Ay).
//   SC: place Ax, Bx among Y's N, Ay, By (regions 0 before N, 1 to Ay, 2 to
//   By, 3 after; Ax <= Bx): each placement is one graph (N reads Bx, Ax or
//   the initial value by how many are in region 0; the coherence order by
//   the rest). (a) and (c) read _M_ver's initial value before Ver, which is
//   before N: Ax in region 0, Bx anywhere: 4 each. (b): any of the 10
//   placements. 18 per arrival order: 36 complete. Blocked (c without
//   Bx): Ax before N, N reads Ax: 1 x 2 = 2.
//   RC11: X's futex read F is relaxed, so (c) has a twin: P2 = 0 too, then
//   V = 1 (acquire, so it sees Ver and everything before it) and P = 2:
//   4 sequences. In (a), (c) and its twin, X reads _M_ver's initial
//   value: Ax must come before Ay in coherence (if Ax read Ay or By, Y's Ver
//   would happen before Ax), 3 orders, in which N may read the initial
//   value, Ax, or (Ax Bx Ay By) Bx: 3 + 2 + 2 = 7 each. (b): every order,
//   N any write before Ay: 3 + 2 + 2 + 1 + 1 + 1 = 10. 31 per arrival
//   order: 62 complete. Blocked: Ax Ay By with N reading the initial value
//   or Ax: 2 x 2 = 4.
//   These are the blocked counts of --wmc-await=plain. By default X's F
//   reading 0 is taken back until Ver, the next write to _M_ver, and is
//   then a read of an overwritten value: a run stopped at a stale await.
//   When X is t (thread 1, below u) it retries right after Ver, before Y's
//   N: 1 stale run; when X is u, Y goes on first and adds N, whose choices
//   are separate runs: 1 (SC) or 2 (RC11). So 2 (SC) and 3 (RC11) stale
//   runs, 0 blocked.
// -DBARRIER -DPHASES=2: the same with a second phase (the tickets and the
// pool's counters reused): the counts grow past what is worth deriving by
// hand, so that run checks the verdict only.
// -DAWAIT: std::atomic<int>::wait(0) until a worker stores 1 (seq_cst) and
// notifies. Main: w.enter, P (a seq_cst load; V is not a read: the
// expected value is the futex word's), [F, P2], w.leave, then reads data.
//   P reads 1: N (after the store) reads the initial _M_wait, w.enter or
//   w.leave: 3 (SC: store, N, w.enter, P in that order; RC11: no psc path
//   from w.enter to N). P reads 0: F must read 1 (else blocked) and P2
//   reads 1; N cannot read the initial value: under SC the store, so N, is
//   after P, after w.enter; under RC11 w.enter -> P (po) -> store (rb) ->
//   N (po) -> w.enter (rb) would be a psc cycle of seq_cst events. N reads
//   w.enter or w.leave: 2. 5 complete under every model; blocked: F reads
//   0, N reads w.enter: 1. By default that F is taken back until the
//   worker's store and retried right after it (main is the lowest thread),
//   reading 0 is then stale: 1 stale run, 0 blocked.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DLATCH %s -o %t.latch %wmc_rt 2>/dev/null
// RUN: %t.latch | FileCheck %s --check-prefix=LATCH -DM=SC
// RUN: %t.latch --wmc-model=tso | FileCheck %s --check-prefix=LATCH -DM=TSO
// RUN: %t.latch --wmc-model=pso | FileCheck %s --check-prefix=LATCH -DM=PSO
// RUN: %t.latch --wmc-model=rc11 | FileCheck %s --check-prefix=LATCH-RC11
// RUN: %t.latch --wmc-await=plain | FileCheck %s --check-prefix=LATCH-PLAIN
// RUN: %t.latch --wmc-model=rc11 --wmc-await=plain | FileCheck %s --check-prefix=LATCH-RC11-PLAIN
// LATCH: Summary: model=[[M]] complete=58 erroneous=0 blocked=0 errors=0
// LATCH-NEXT: note: 8 runs stopped at an await that failed on an overwritten value
// LATCH-RC11: Summary: model=RC11 complete=84 erroneous=0 blocked=0 errors=0
// LATCH-RC11-NEXT: note: 8 runs stopped at an await that failed on an overwritten value
// LATCH-PLAIN: Summary: model=SC complete=58 erroneous=0 blocked=8 errors=0
// LATCH-RC11-PLAIN: Summary: model=RC11 complete=84 erroneous=0 blocked=16 errors=0
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DLATCH -DMISSING %s -o %t.missing %wmc_rt 2>/dev/null
// RUN: not %t.missing | FileCheck %s --check-prefix=MISSING
// RUN: not %t.missing --wmc-model=rc11 | FileCheck %s --check-prefix=MISSING
// MISSING: error: deadlock: every live thread is blocked: T0 waiting on futex done (std::atomic::wait, semaphore, latch or barrier) at {{.*}}atomic_wait.h:{{[0-9]+}} (thread T0)
// MISSING: Summary: model={{.*}} complete=0 erroneous=1 blocked=0 errors=1
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DBARRIER %s -o %t.barrier %wmc_rt 2>/dev/null
// RUN: %t.barrier | FileCheck %s --check-prefix=BARRIER -DM=SC
// RUN: %t.barrier --wmc-model=tso | FileCheck %s --check-prefix=BARRIER -DM=TSO
// RUN: %t.barrier --wmc-model=pso | FileCheck %s --check-prefix=BARRIER -DM=PSO
// RUN: %t.barrier --wmc-model=rc11 | FileCheck %s --check-prefix=BARRIER-RC11
// RUN: %t.barrier --wmc-await=plain | FileCheck %s --check-prefix=BARRIER-PLAIN
// RUN: %t.barrier --wmc-model=rc11 --wmc-await=plain | FileCheck %s --check-prefix=BARRIER-RC11-PLAIN
// BARRIER: Summary: model=[[M]] complete=36 erroneous=0 blocked=0 errors=0
// BARRIER-NEXT: note: 2 runs stopped at an await that failed on an overwritten value
// BARRIER-RC11: Summary: model=RC11 complete=62 erroneous=0 blocked=0 errors=0
// BARRIER-RC11-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// BARRIER-PLAIN: Summary: model=SC complete=36 erroneous=0 blocked=2 errors=0
// BARRIER-RC11-PLAIN: Summary: model=RC11 complete=62 erroneous=0 blocked=4 errors=0
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DBARRIER -DPHASES=2 %s -o %t.phases %wmc_rt 2>/dev/null
// RUN: %t.phases | FileCheck %s --check-prefix=PHASES -DM=SC
// RUN: %t.phases --wmc-model=tso | FileCheck %s --check-prefix=PHASES -DM=TSO
// PHASES-NOT: error
// PHASES: Summary: model=[[M]] complete={{[0-9]+}} erroneous=0 blocked={{[0-9]+}} errors=0
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DAWAIT %s -o %t.await %wmc_rt 2>/dev/null
// RUN: %t.await | FileCheck %s --check-prefix=AWAIT -DM=SC
// RUN: %t.await --wmc-model=tso | FileCheck %s --check-prefix=AWAIT -DM=TSO
// RUN: %t.await --wmc-model=pso | FileCheck %s --check-prefix=AWAIT -DM=PSO
// RUN: %t.await --wmc-model=rc11 | FileCheck %s --check-prefix=AWAIT -DM=RC11
// RUN: %t.await --wmc-await=plain | FileCheck %s --check-prefix=AWAIT-PLAIN
// AWAIT: Summary: model=[[M]] complete=5 erroneous=0 blocked=0 errors=0
// AWAIT-NEXT: note: 1 run stopped at an await that failed on an overwritten value
// AWAIT-PLAIN: Summary: model=SC complete=5 erroneous=0 blocked=1 errors=0
#include <atomic>
#include <barrier>
#include <cassert>
#include <latch>
#include <thread>

#if defined(LATCH)
std::latch done(2);
int a, b;

int main() {
  std::thread t([] {
    a = 1;
    done.count_down();
  });
#ifndef MISSING
  std::thread u([] {
    b = 1;
    done.count_down();
  });
#endif
  done.wait();
  assert(a == 1);
  t.join();
#ifndef MISSING
  assert(b == 1);
  u.join();
#endif
  return 0;
}
#elif defined(BARRIER)
std::barrier<> phase(2);
int slot[2];

#ifndef PHASES
#define PHASES 1
#endif

void work(int i) {
  slot[i] = i + 1;
  phase.arrive_and_wait();
  assert(slot[1 - i] == 2 - i);
  for (int p = 1; p < PHASES; ++p)
    phase.arrive_and_wait();
}

int main() {
  std::thread t(work, 0), u(work, 1);
  t.join();
  u.join();
  return 0;
}
#elif defined(AWAIT)
std::atomic<int> flag;
int data;

int main() {
  std::thread t([] {
    data = 1;
    flag.store(1);
    flag.notify_one();
  });
  flag.wait(0);
  assert(data == 1);
  t.join();
  return 0;
}
#endif
