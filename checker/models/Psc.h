// The SC axiom of (scoped) RC11 on a whole graph: incl ∩ psc is acyclic, with
//   scb      = po ∪ (po≠loc; hb; po≠loc) ∪ hb|loc ∪ co ∪ fr
//   psc_base = ([E_sc] ∪ [F_sc]; hb?); scb; ([E_sc] ∪ hb?; [F_sc])
//   psc_F    = [F_sc]; (hb ∪ hb; eco; hb); [F_sc]
// Computed with dense bit relations over all events: cubic, so the model
// calls it only for graphs that contain SC events (which are small in
// practice; GenMC does the same).
#pragma once

#include "graph/Graph.h"

namespace wmc {

class Rc11Model;

bool pscAcyclic(const Graph &g, const Rc11Model &model);

} // namespace wmc
