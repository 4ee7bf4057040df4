#include "explore/Explorer.h"
#include <cstdio>
#include <cstdlib>

namespace wmc {

bool Explorer::awaitForeverStale(ThreadId t, uint32_t from) const {
  const Graph &gr = frames_.back().graph;
  uint32_t n = gr.threadSize(t);
  EventId last = EventId::none();
  for (uint32_t i = from; i < n; ++i)
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
