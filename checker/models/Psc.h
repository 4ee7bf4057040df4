// The SC axiom of (scoped) RC11 on a whole graph: incl ∩ psc is acyclic, with
//   scb      = po ∪ (po≠loc; hb; po≠loc) ∪ hb|loc ∪ co ∪ fr
//   psc_base = ([E_sc] ∪ [F_sc]; hb?); scb; ([E_sc] ∪ hb?; [F_sc])
//   psc_F    = [F_sc]; (hb ∪ hb; eco; hb); [F_sc]
// Computed with bit relations over all events (hb rows, and scb rows of the
// events psc reads; hb; eco; hb between fences from per-location co
// extremes), so the model calls it only for graphs that contain SC events,
// and only for choices that give the new event co/fr successors (rc11.cpp).
#pragma once

#include "graph/Graph.h"

namespace wmc {

class Rc11Model;

/// `mergeJoint`: the pieces of each single-copy-atomic access (JointGroup)
/// are one node of psc, as they are one event (Rc11Model::jointTorn).
///
/// `newEvent` (not with mergeJoint): the graph without this event is known
/// to satisfy the axiom, and the event is the last one added: nothing is
/// hb-after it and nothing reads from it. Then only a cycle through an edge
/// the event brings is possible, and every such edge
///   * ends in e (e SC), or
///   * starts in e or an SC fence hb-before e, with e the source of the scb
///     step or the x of hb; eco; hb, so it ends in an SC write co/fr-after e
///     or in an SC fence hb-after an eco-successor of e at e's location
///     (eco through e relates no two older events that it did not already);
/// so the check searches for a cycle only among the SC events reachable from
/// those ends, computing psc successors just for them (issue 11, item 12:
/// a passing check no longer builds every edge of psc).
bool pscAcyclic(const Graph &g, const Rc11Model &model, bool mergeJoint = false,
                EventId newEvent = EventId::none());

} // namespace wmc
