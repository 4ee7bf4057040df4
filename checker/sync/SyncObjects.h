// The states of the synchronisation objects wmc models beyond mutexes
// (condition variables, semaphores, reader-writer locks, once controls), as
// pure functions from the state an operation reads to the state it writes.
// Each object is one location of the graph whose every operation is a
// conditional read-modify-write (Explorer::syncOp): the explorer explores
// the orders of those operations like those of lock acquisitions, and an
// operation that cannot proceed blocks the thread for the run (a later
// write revisits its read). docs/sync.md states the semantics.
#pragma once

#include "graph/Event.h"

#include <map>
#include <optional>
#include <vector>

namespace wmc {

/// What a synchronisation operation does with the state it read: whether
/// the thread may proceed and, if so, the state it writes (nullopt: the
/// operation only reads).
struct SyncStep {
  bool proceed = false;
  std::optional<Value> write;
};

/// The kind of object a synchronisation event operates on (for reports).
enum class SyncObject : uint8_t { None, Mutex, CondVar, Semaphore, RwLock, Once };
SyncObject objectOf(SyncOp op);
/// "mutex", "condition variable", "semaphore", "rwlock", "once control".
std::string_view toString(SyncObject o);

/// Condition-variable states. A state is the sequence of the outstanding
/// waiters (registered, not yet returned) in registration order, with a
/// wake-up token placed after the waiters registered before the signal that
/// made it: a token may wake any waiter to its left. A waiter takes the
/// first token to its right (the eligible token with the fewest eligible
/// waiters, so that the remaining tokens can always be matched), hence which
/// waiter a signal wakes is decided by the order in which the waiters take
/// tokens, which the explorer explores. States are interned: the value in
/// the graph is an index into this table (0 is the empty state), the same
/// for the same state in every execution.
class CondVarStates {
public:
  CondVarStates();
  /// pthread_cond_wait's first step: thread t becomes an outstanding waiter.
  SyncStep registerWaiter(Value state, ThreadId t);
  /// Wakes one waiter not yet signalled; no such waiter: the signal is lost.
  SyncStep signal(Value state);
  /// Wakes every waiter not yet signalled.
  SyncStep broadcast(Value state);
  /// Waiter t returns woken by a token; no token for it: it must wait.
  SyncStep consume(Value state, ThreadId t);
  /// Waiter t returns without a token (timed out, or a spurious wake-up).
  /// Only when no token is eligible for it (else it is woken: consume).
  SyncStep leave(Value state, ThreadId t);
  /// Outstanding waiters with no token yet.
  unsigned unsignalled(Value state) const;

private:
  static constexpr int32_t kToken = -1;
  using Seq = std::vector<int32_t>;
  Value intern(const Seq &s);
  const Seq &seq(Value v) const { return states_.at(v); }
  std::vector<Seq> states_;
  std::map<Seq, Value> index_;
};

/// Semaphores: the state is the count.
SyncStep semWait(Value count);
SyncStep semPost(Value count);

/// Reader-writer locks: bit 32 is set while a writer holds the lock, the low
/// bits count the readers holding it.
inline constexpr Value kRwWriter = Value{1} << 32;
SyncStep rwRdLock(Value state);
SyncStep rwWrLock(Value state);
SyncStep rwUnlock(Value state);

/// pthread_once / call_once: 0 never run, 1 running, 2 done.
inline constexpr Value kOnceRunning = 1, kOnceDone = 2;
/// The first caller proceeds to run the routine (reads 0, writes 1); a
/// caller that reads 2 proceeds without running it; one that reads 1 waits.
SyncStep onceEnter(Value state);

} // namespace wmc
