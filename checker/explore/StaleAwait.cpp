// Stale awaits (ExplorerOptions::pruneStaleAwaits): a run can stop as soon
// as an await iteration fails on a read r that reads a write w whose
// coherence successor x was already in the graph when r was added
// (stamp(x) < stamp(r)). Why nothing but blocked runs is lost:
//
// * r is not "maximal" (maximalForRevisit): its write is not co-maximal
//   among the writes that existed before it. So no write added later
//   revisits r, and no revisit deletes r (a revisit needs every deleted
//   event maximal). Every run below this one keeps r, w and x.
// * r is the last read of the failed iteration, and t's earlier reads
//   have smaller stamps (a thread's stamps grow along program order): a
//   revisit that keeps r keeps them with their writes. Replaying, t sees
//   the same values, fails the same iteration and blocks again.
// * So every run below this one ends blocked or erroneous, and never in a
//   deadlock (r does not read the latest write: t is not stuck). The items
//   pushed before the block (say, another write for a later read of the
//   same iteration) are kept: only what the rest of this run would push is
//   skipped.
// * An error of another thread in such a run is also in a run where t's
//   failed iteration is dropped (an await iteration that failed can be
//   removed from a consistent execution) and t continues, reading the
//   latest writes: the verdict and the first errors stay; only the number
//   of erroneous executions could drop, so --keep-going does not prune.
//
// The stopped run is counted apart from the blocked executions
// (ExplorationStats::staleAwaits): it stands for one or more of them.
#include "explore/Explorer.h"

namespace wmc {

bool Explorer::awaitForeverStale(ThreadId t, uint32_t from) const {
  const Graph &gr = frames_.back().graph;
  EventId last = EventId::none();
  for (uint32_t i = from; i < gr.threadSize(t); ++i)
    if (gr[EventId{t, i}].isRead())
      last = EventId{t, i};
  if (last == EventId::none())
    return false;
  const Event &r = gr[last];
  const LocState *loc = gr.findLoc(r.addr);
  if (!loc)
    return false;
  for (size_t i = static_cast<size_t>(gr.coIndex(r.rf) + 1); i < loc->co.size(); ++i)
    if (gr[loc->co[i]].stamp < r.stamp)
      return true;
  return false;
}

} // namespace wmc
