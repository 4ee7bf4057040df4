// A witness of non-SC-ness: a cycle in po ∪ rf ∪ co ∪ fr ∪ sync through one
// event, and on it the program-order step that a weaker model (TSO, PSO)
// relaxes — the store that waits in its buffer and the later access of the
// same thread that takes effect before it.
#pragma once

#include "graph/Graph.h"

#include <vector>

namespace wmc {

class OrderModel;

/// A shortest cycle through e (e first, e not repeated at the end), or empty
/// if e is on no cycle. Edges: po (immediate), rf, co (immediate), fr (to the
/// co-successor of the source), create → start, end → join, barrier arrivals
/// → departures.
std::vector<EventId> scCycleThrough(const Graph &g, EventId e);

/// A program-order step a → b (same thread) that `weak` does not preserve.
struct RelaxedStep {
  EventId delayed = EventId::none();    ///< a: the store left in the buffer
  EventId overtaking = EventId::none(); ///< b: the later access that goes first
};

/// The first step of `cycle` (as returned above) between two events of one
/// thread that `weak` does not order, directly or through events in between.
/// Both fields are none if every such step is preserved.
RelaxedStep relaxedStepOn(const Graph &g, const std::vector<EventId> &cycle,
                          const OrderModel &weak);

} // namespace wmc
