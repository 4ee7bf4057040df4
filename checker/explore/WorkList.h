// Alternatives still to explore (TruSt's recursion turned into a work list).
// A frame is a graph plus the alternatives opened by events added to it; a
// backward revisit starts a new frame with a restricted copy of the graph.
// Items are taken last-in first-out, so when an item of stamp s is taken,
// every item of a larger stamp is done and cutting the graph to s restores
// it as it was when the item was pushed.
#pragma once

#include "graph/Graph.h"

#include <vector>

namespace wmc {

struct WorkItem {
  enum class Kind : uint8_t {
    ReadFrom, ///< read `event` reads from `write` instead
    CoPlace,  ///< write `event` takes co position `pos` instead
    Revisit,  ///< earlier read `event` reads from the later write `write`
    Choice,   ///< choice `event` takes the `pos`-th value of its domain instead
  };
  Kind kind;
  EventId event;
  EventId write;
  size_t pos = 0;
  Stamp stamp = 0; ///< stamp of the event whose addition opened the item
  /// Items applied from the root run to this one (the root run's items have
  /// depth 1). An item's subtree is every run explored from applying it
  /// until the work list is back below it; sharding splits at one depth.
  uint32_t depth = 0;
  /// Its place among the items its run opened, in the order they were
  /// opened. With the ordinals of the items applied on the way to that run
  /// (its path), it names the item in any process that explores the same
  /// test (Explorer::donate, --wmc-jobs).
  uint32_t ordinal = 0;
};

struct Frame {
  Graph graph;
  std::vector<WorkItem> items;
};

} // namespace wmc
