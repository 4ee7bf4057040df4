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
bool pscAcyclic(const Graph &g, const Rc11Model &model, bool mergeJoint = false);

} // namespace wmc
