// Reference RC11 (Lahav et al., PLDI'17) and scoped RC11 (GPUMC paper,
// Fig. 3), written like a .cat file over the relations of ExecutionRelations.
// RC11 is SRC11 with incl = every pair of atomic events.
//
//   atomic   = memory accesses and fences whose order is not Plain, and INIT.
//              Under SRC11 a plain volatile access is relaxed (PTX volatile)
//   sincl    = pairs of atomic events whose scopes include each other's thread
//              (scopeIncludes, both ways); INIT is included with everything
//   incl     = sincl, restricted to the same location for two memory accesses
//   rseq     = [W]; po-loc?; [W ⊒ rlx]; ((incl ∩ rf); rmw)*
//   prel     = [E ⊒ rel]; ([F]; po)?
//   pacq     = (po; [F])?; [E ⊒ acq]
//   sw       = prel; rseq; (incl ∩ rf); pacq
//   hb       = (po ∪ sync ∪ bar ∪ (incl ∩ sw))+        sync, bar: thread and barrier edges
//   eco      = (rf ∪ co ∪ fr)+
//   scb      = po ∪ (po≠loc; hb; po≠loc) ∪ hb|loc ∪ co ∪ fr
//   psc_base = ([E_sc] ∪ [F_sc]; hb?); scb; ([E_sc] ∪ hb?; [F_sc])
//   psc_F    = [F_sc]; (hb ∪ hb; eco; hb); [F_sc]
//   psc      = psc_base ∪ psc_F
//
// Axioms, checked in this order (the verdict names the first that fails):
//   coherence   : irreflexive(hb; eco?)
//   atomicity   : empty(rmw ∩ (fr; co))
//   sc          : acyclic(sincl ∩ psc)
//
// GPUMC Fig. 3 writes the SC axiom with incl. Its location condition would
// drop every psc edge between seq_cst accesses to different locations (SB
// with seq_cst accesses would be allowed even at system scope), so the SC
// axiom uses sincl, as the checker does (docs/models.md), and SRC11 on CPU
// threads is RC11. RC11: sincl = incl = every pair of atomic events.
//   no-thin-air : acyclic(po ∪ rf ∪ sync ∪ bar)
//
// Races, between memory accesses of different threads to the same location,
// at least one a write, neither ordered by hb (INIT, mutex objects and the
// poison writes of free() are ignored):
//   data race          : at least one is non-atomic
//   heterogeneous race : both are atomic and not incl (SRC11 only)
#pragma once

#include "support/ReferenceModels.h"

namespace wmc::test {

/// The derived relations of RC11 (m == RC11) or SRC11 (m == SRC11).
struct Rc11Relations {
  Rc11Relations(const Graph &g, const ExecutionRelations &x, RefModel m);

  RefModel model;
  EventSet atomic;
  Relation sincl, incl, rseq, sw, hb, eco, psc;
};

/// The order of e under m (SRC11: a plain volatile access is relaxed).
MemOrder orderUnder(const Event &e, RefModel m);

Verdict rc11Check(const ExecutionRelations &x, const Rc11Relations &c);
/// Races of `kind`, as (first, second) pairs in node order.
std::vector<EventPair> rc11Races(const ExecutionRelations &x, const Rc11Relations &c,
                                 ErrorKind kind);

} // namespace wmc::test
