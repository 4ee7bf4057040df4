// The payload of one event of an execution graph. One plain struct for all
// kinds (dispatch with `switch (kind)`, so -Wswitch lists the places to touch
// when a kind is added).
#pragma once

#include "graph/EventId.h"
#include "graph/View.h"

namespace wmc {

enum class EventKind : uint8_t {
  ThreadStart,  ///< first event of a thread; `rf` is the creating event (INIT for main),
                ///< `value` its Place (CPU or GPU block)
  ThreadCreate, ///< in the parent; `value` is the child's ThreadId
  ThreadJoin,   ///< in the parent; `rf` is the child's ThreadEnd
  ThreadEnd,    ///< last event of a finished thread; `value` is its return value
  Read,         ///< load, failed CAS, read part of an RMW, mutex lock read
  Write,        ///< store, write part of an RMW, mutex unlock
  Fence,
  BarrierArrive, ///< a thread reached barrier `addr` (an id, not memory); `value` = generation
  BarrierDepart, ///< it leaves: after every arrival of the generation (a GPU block barrier);
                 ///< `order` Relaxed for a warp collective that orders no memory (a
                 ///< shuffle or vote: after the arrivals in porf, not in hb). An
                 ///< arrival's `expected` is the value the thread contributes to a
                 ///< warp collective
  Choice,        ///< a nondeterministic input (__VERIFIER_nondet_*): `value` is the
                 ///< value taken, `expected` the first value of its domain (a
                 ///< signed integer); no memory effect, no order
};

std::string_view toString(EventKind k);

/// Attribute bits of an event.
enum EventFlag : uint16_t {
  kCas = 1 << 0,            ///< read of a compare-exchange (see Event::expected)
  kRmwWrite = 1 << 1,       ///< write part of an RMW; the previous event is its read
  kRmwAttempt = 1 << 2,     ///< read of an RMW/CAS (successful or failed)
  kLock = 1 << 3,           ///< mutex acquire (a CAS 0 -> 1 on the mutex)
  kUnlock = 1 << 4,         ///< mutex release (a store of 0)
  kNotRevisitable = 1 << 5, ///< read in the porf-prefix of a revisiting write (TruSt)
  kVolatile = 1 << 6,
  kMutexLoc = 1 << 7,      ///< access to a synchronisation object (mutex, condition
                           ///< variable, semaphore...; not program memory): a full
                           ///< fence under TSO and PSO
  kBlockShared = 1 << 8,   ///< access to GPU block-shared memory (__shared__, __local)
  kFree = 1 << 9,          ///< poison write of free(): reading it is a use after free
  kCasFailed = 1 << 10,    ///< compare-exchange read that saw a value other than expected
  kFloat = 1 << 11,        ///< the value is a float (for reports only)
  kDouble = 1 << 12,       ///< the value is a double (for reports only)
  kResultUnused = 1 << 13, ///< RMW read whose old value the program never uses
  kPointer = 1 << 14,      ///< the value is a pointer (for reports only)
  /// A piece of one access with the previous event of the thread: a load or
  /// store of up to 8 aligned bytes that spans several locations (mixed
  /// sizes) is one event per location, but single-copy atomic (jointTorn).
  kJointWithPrev = 1 << 15,
};
/// On a Choice event (whose flags are otherwise unused): a guess of the
/// explorer's own, not an input of the program (Explorer::guessCasFails).
/// Reports do not show it.
constexpr EventFlag kGuess = kCas;

/// What an event on a synchronisation object (kMutexLoc) does; reports and
/// deadlock messages name the object and the operation from it.
enum class SyncOp : uint8_t {
  None,
  Lock,     ///< mutex (or spin lock) acquire
  Unlock,   ///< mutex release
  CondWait, ///< a waiter registers with a condition variable
  CondWake, ///< the waiter returns (woken, timed out, or spuriously)
  CondSignal,
  CondBroadcast,
  SemInit,
  SemWait,
  SemPost,
  RdLock,
  WrLock,
  RwUnlock,
  OnceEnter, ///< pthread_once: claims the routine or sees it done
  OnceDone,  ///< the routine has returned
};
std::string_view toString(SyncOp op);

/// Event::coPos of a write that is not (yet, or no longer) in co.
constexpr int32_t kNotInCo = -2;

struct Event {
  EventKind kind = EventKind::Fence;
  MemOrder order = MemOrder::Plain;
  Scope scope = Scope::System;
  uint8_t size = 0;
  uint16_t flags = 0;
  /// Both events of a blind commutative RMW explored as a counter update
  /// (Explorer, commutative counters): its class of mutually commuting
  /// operations (add/sub, and, or, ...); 0 for every other event.
  uint8_t counterClass = 0;
  SyncOp syncOp = SyncOp::None; ///< kMutexLoc events: the operation
  /// A piece of a single-copy-atomic access (kJointWithPrev): how many
  /// pieces follow it in po (0 for the last, and for every other event).
  uint8_t jointMore = 0;
  /// Write: its position in its location's co (0 = right after INIT), or
  /// kNotInCo. Kept by Graph, so coIndex is O(1) however long co grows.
  int32_t coPos = kNotInCo;
  Stamp stamp = 0;
  Addr addr = 0;
  Value value = 0;
  EventId rf =
      EventId::none(); ///< Read: source write; Start: creator (INIT for main); Join: child end
  SiteId site = nullptr;
  /// Compare-exchange reads: the expected value and both orders; `order` is
  /// successOrder when value == expected, else failureOrder.
  Value expected = 0;
  MemOrder successOrder = MemOrder::Plain;
  MemOrder failureOrder = MemOrder::Plain;
  PorfView porf; ///< porf-prefix (po ∪ rf ∪ create/join edges), including the event
  /// Happens-before prefix, including the event: kept by the models that need
  /// it (RC11) in Model::onAdded; empty otherwise.
  PorfView hb;

  bool is(EventFlag f) const { return (flags & f) != 0; }
  bool isRead() const { return kind == EventKind::Read; }
  bool isWrite() const { return kind == EventKind::Write; }
  bool isMemAccess() const { return isRead() || isWrite(); }
  bool isFence() const { return kind == EventKind::Fence; }
  /// A piece of a single-copy-atomic access over several locations.
  bool isJointPiece() const { return jointMore > 0 || is(kJointWithPrev); }
  bool isBarrier() const {
    return kind == EventKind::BarrierArrive || kind == EventKind::BarrierDepart;
  }
};

} // namespace wmc
