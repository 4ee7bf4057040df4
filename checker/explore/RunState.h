// Per-run state of the threads: what each has replayed or added in the
// current run, and whether it can run. Reset by the explorer at every run.
#pragma once

#include "graph/EventId.h"
#include "graph/Types.h"

#include <cstdint>
#include <vector>

namespace wmc {

enum class ThreadStatus : uint8_t {
  NotCreated, ///< not (yet) created in this run
  Runnable,
  Joining,   ///< waits for `waitFor` to finish
  AtBarrier, ///< arrived at barrier `barrier`; waits for the rest of its block
  Blocked,   ///< cannot continue in this run (see BlockReason)
  Finished,
};

/// What a barrier is (Explorer::barrier): a GPU block's (or tile's), a
/// pthread barrier, or a CUDA warp collective.
enum class BarrierKind : uint8_t { Block, Pthread, Warp };

/// How a thread reaches a barrier (Explorer::barrier): a warp collective's
/// arrival carries the thread's `payload`, and one that does not order
/// memory has a relaxed departure.
struct BarrierCall {
  BarrierKind kind = BarrierKind::Block;
  Value payload = 0;
  bool ordersMemory = true;
};

enum class BlockReason : uint8_t {
  None,
  Assume,     ///< wmc_assume(false)
  Spin,       ///< an await loop iteration read only stale/unchanged values
  Lock,       ///< mutex held by another thread
  Sync,       ///< an operation on a synchronisation object that must wait
              ///< (condition variable, semaphore, rwlock, once)
  LoopBound,  ///< --unroll bound
  EventBound, ///< --max-events bound
  Error,      ///< the thread hit an error (keep-going: the others go on)
  Exited,     ///< the thread called exit()
  Torn,       ///< a single-copy-atomic access over several locations read or
              ///< wrote them at different instants (Explorer::jointAccessEnd)
};

struct RunThread {
  ThreadStatus status = ThreadStatus::NotCreated;
  BlockReason reason = BlockReason::None;
  ThreadId waitFor = 0;
  uint32_t replayEnd = 0; ///< events of this thread in the graph at run start
  uint32_t next = 0;      ///< index of the thread's next event
  uint32_t spinFrom = 0;  ///< first event of the last await iteration
  /// With `deferred` or `forced`: the first event of the iteration taken
  /// back. Not where the thread stands when it is scheduled again: it
  /// replays the iteration's events that the graph had without waiting
  /// for its turn.
  uint32_t deferredFrom = 0;
  /// Its failed await was taken back (Explorer::awaitFailed): not scheduled
  /// until a write wakes it, or until no other thread can run.
  bool deferred = false;
  /// It was scheduled while deferred: its iteration from event `deferredFrom`
  /// fails for good when it fails again.
  bool forced = false;
  uint32_t creates = 0; ///< threads created so far (child ordinal)
  uint32_t joins = 0;   ///< join events so far (not counted by --max-events)
  SiteId blockSite = nullptr;
  /// An error hit a piece of a joint access: block once the access ends.
  bool blockAfterAccess = false;
  EventId creator = EventId::init();            ///< the create event (INIT for main)
  Addr barrier = 0;                             ///< AtBarrier: the barrier id
  uint32_t barrierCount = 0;                    ///< AtBarrier: threads that must arrive
  BarrierKind barrierKind = BarrierKind::Block; ///< AtBarrier: what the barrier is
};

struct RunState {
  std::vector<RunThread> threads;
  bool replaying(ThreadId t) const {
    return t < threads.size() && threads[t].next < threads[t].replayEnd;
  }
};

} // namespace wmc
