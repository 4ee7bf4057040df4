// Independent, declarative consistency checks for SC, TSO, PSO, RC11 and
// scoped RC11, written like herd .cat files over explicit relations of a
// (complete or partial) execution graph. They do not use the checker's
// models: they are what the checker's incremental checks are tested against.
// RC11 and SRC11 are in ReferenceRc11.h; the hardware models are:
//
//   po, rf, co           from the graph (INIT is one node per location, co-first)
//   sync                 create -> start, end -> join
//   bar                  barrier arrive -> depart of the same barrier and generation
//   fr   = rf^-1 ; co    rfe = rf & ext    po-loc = po & loc    rmw
//   uniproc   : acyclic(po-loc | rf | co | fr)
//   atomicity : empty(rmw & (fr ; co))
//   sc        : acyclic(po | rf | co | fr | sync)                        (SC)
//   ghb       : acyclic(ppo | rfe | co | fr | sync)                      (TSO, PSO)
// with ppo defined per model (see ReferenceModels.cpp).
#pragma once

#include "graph/Graph.h"
#include "report/ErrorKind.h"
#include "support/Relation.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wmc::test {

enum class RefModel { SC, TSO, PSO, RC11, SRC11 };
std::optional<RefModel> refModelByName(std::string_view name);
/// The checker model's name for m ("sc", ...).
const char *refModelName(RefModel m);
/// RC11 and SRC11: plain accesses are non-atomic and data races are errors.
inline bool isRc11Family(RefModel m) { return m == RefModel::RC11 || m == RefModel::SRC11; }

/// The nodes and base relations of a graph. Nodes 0..numEvents-1 are the
/// graph's events (thread by thread); then one INIT node per location.
struct ExecutionRelations {
  explicit ExecutionRelations(const Graph &g);

  size_t numNodes() const { return ids.size(); }
  /// Node of event e; INIT is resolved with the location `addr`.
  size_t node(EventId e, Addr addr) const;

  std::vector<EventId> ids;  ///< node -> event (INIT nodes: EventId::init())
  std::vector<Addr> addrs;   ///< node -> address (memory accesses and INIT nodes)
  std::vector<const Event *> events; ///< node -> event (nullptr for INIT nodes)

  EventSet R, W, F, M, IW, TE; ///< reads, writes (incl. INIT), fences, memory, INIT, thread events
  Relation po, rf, co, fr, sync, bar, rmw, loc, ext;
  Relation rfe, poloc;

  /// The set of nodes whose event satisfies pred (INIT nodes never do).
  template <typename P> EventSet where(P &&pred) const {
    EventSet s(ids.size(), false);
    for (size_t i = 0; i < ids.size(); ++i)
      s[i] = events[i] && pred(*events[i]);
    return s;
  }
};

/// Preserved program order (fences included) of `m`, from the definitions.
Relation referencePpo(const ExecutionRelations &x, RefModel m);

struct Verdict {
  bool consistent = true;
  /// The violated axiom: "uniproc", "atomicity", "ghb", "sc" (SC/TSO/PSO);
  /// "coherence", "atomicity", "sc", "no-thin-air" (RC11, SRC11).
  std::string failed;
};

/// Which kinds of races a graph has (always none under SC/TSO/PSO).
struct RaceKinds {
  bool data = false;
  bool heterogeneous = false;
};

/// The verdict of the axioms of m on g. With `races`, also says which kinds
/// of races g has (whether or not it is consistent).
Verdict referenceCheck(const Graph &g, RefModel m, RaceKinds *races = nullptr);
inline bool referenceConsistent(const Graph &g, RefModel m) {
  return referenceCheck(g, m).consistent;
}

using EventPair = std::pair<EventId, EventId>;
/// The races of `kind` (ErrorKind::DataRace or HeterogeneousRace) in g under
/// m, as pairs of events (first before second in thread order; see
/// ReferenceRc11.h for the definitions). Empty under SC/TSO/PSO.
std::vector<EventPair> referenceRaces(const Graph &g, RefModel m, ErrorKind kind);

} // namespace wmc::test
