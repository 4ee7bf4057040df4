// Deferred awaits (ExplorerOptions::deferAwaits): an await iteration that
// fails is scheduled last. TruSt explores every consistent graph exactly
// once whatever thread it adds an event of next, as long as the choice is
// a function of the graph built so far (the scheduler must redo the same
// choices when a revisit re-adds the deleted events). This one is:
//
//   the lowest thread whose next operation is not an await iteration that
//   fails when it reads the latest values; if every runnable thread is at
//   such an iteration, the lowest of them (it blocks there).
//
// Whether an iteration fails is only known by running it, so the explorer
// runs it and, if it fails, takes back the events it added (withdrawAwait:
// the graph and the work list are as if they had never been added) and
// marks the thread deferred. The decision stays right until a write to a
// location the iteration read is added (the latest values it read are the
// same, so it reads and fails the same way): wakeAwaits then makes the
// thread runnable again, and it retries. nextThread runs a deferred thread
// only when no other thread can run; that run adds the iteration for good.
//
// The graphs explored are the same as with the thread blocking at once;
// only the order in which events are added differs. What changes is where
// the failed awaits sit in that order: last, after the writes that were
// added in the meantime. An await that would fail, then be overtaken by a
// write that satisfies it, is simply run after that write and passes; the
// failed iterations that are still explored read values that were already
// overwritten when they were added (stale: StaleAwait.cpp stops those runs)
// or wait for good (a deadlock, or a blocked run when no other thread could
// go on either).
#include "explore/Explorer.h"

namespace wmc {

bool Explorer::awaitFailed(ThreadId t, SiteId site, uint32_t from) {
  RunThread &rt = run_.threads[t];
  bool forced = rt.forced && rt.deferredFrom == from;
  rt.forced = false;
  if (opts_.deferAwaits && !forced && withdrawAwait(t, from)) {
    rt.deferred = true;
    rt.deferredFrom = from;
    deferred_.push(t);
    return true;
  }
  block(t, BlockReason::Spin, site, from);
  return false;
}

bool Explorer::withdrawAwait(ThreadId t, uint32_t from) {
  RunThread &rt = run_.threads[t];
  // Events up to replayEnd are the graph's: they stay, and are replayed
  // again. The rest were added by this run.
  uint32_t fresh = std::max(from, rt.replayEnd);
  if (stopped_ || fresh >= rt.next)
    return false;
  Graph &gr = g();
  for (uint32_t i = from; i < rt.next; ++i) {
    const Event &e = gr[EventId{t, i}];
    if (!(e.isRead() || e.isFence()) || e.isJointPiece())
      return false;
  }
  Stamp first = gr[EventId{t, fresh}].stamp;
  // Only t added events since the iteration's first new one, and nothing
  // was reported about them: cutting the graph there undoes them exactly.
  if (lastAdder_ != t || soleAdderSince_ > first || lastErrorStamp_ > first)
    return false;
  auto isFresh = [&](EventId e) { return e.thread == t && e.index >= fresh; };
  if ((pendingUninit_ && isFresh(*pendingUninit_)) ||
      std::any_of(runUninitWarnings_.begin(), runUninitWarnings_.end(), isFresh))
    return false;
  for (uint32_t i = fresh; i < rt.next; ++i)
    if (const Event &e = gr[EventId{t, i}]; e.isRead())
      awaitWatch_.emplace_back(e.addr, t);
  gr.cutToStamp(first - 1);
  auto &items = frames_.back().items; // the alternatives the iteration's reads opened
  while (!items.empty() && items.back().stamp >= first)
    items.pop_back();
  stats_.events -= rt.next - fresh;
  rt.next = from;
  return true;
}

void Explorer::wakeAwaits(Addr addr) {
  std::erase_if(awaitWatch_, [&](const std::pair<Addr, ThreadId> &w) {
    RunThread &rt = run_.threads[w.second];
    if (w.first != addr && rt.deferred)
      return false;
    if (rt.deferred) {
      rt.deferred = false;
      markRunnable(w.second);
    }
    return true; // woken now, or earlier through another location
  });
}

} // namespace wmc
