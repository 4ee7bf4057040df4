// RC11 (Lahav et al., PLDI'17) and scoped RC11 (GPUMC Fig. 3): one engine,
// parameterised by scope inclusion. RC11 is the special case where every two
// atomic events are scope-inclusive.
//
//   rseq = [W]; po-loc?; [W ⊒ rlx]; ((incl ∩ rf); rmw)*
//   sw   = [E ⊒ rel]; ([F]; po)?; rseq; (incl ∩ rf); [R ⊒ rlx]; (po; [F])?; [E ⊒ acq]
//   hb   = (po ∪ sync ∪ (incl ∩ sw))+       sync: create→start, end→join, barriers
//   coherence: hb; eco? irreflexive          atomicity: rmw ∩ (fr; co) = ∅
//   SC: incl ∩ psc acyclic                   no-thin-air: po ∪ rf acyclic
//
// The checks are incremental, for an event that is last in its thread: hb is
// explored backwards from it (a DFS over immediate hb predecessors), and
// coherence reduces to "the new read reads, the new write is placed, after
// every same-location write and read-source that happens before it" — the
// consistent choices are a suffix of co. No-thin-air holds by construction
// (TruSt never lets a read read from its own porf-successor). psc is checked
// on the whole graph (Psc.h), only when the graph has SC events, and for a
// new event only for the choices that give it co or fr successors.
// Data races and heterogeneous races are found when an access is added.
#pragma once

#include "models/Model.h"

namespace wmc {

class Rc11Model final : public Model {
public:
  explicit Rc11Model(bool scoped) : scoped_(scoped) {}

  std::string_view name() const override { return scoped_ ? "src11" : "rc11"; }
  void onAdded(Graph &g, EventId e) override;
  void rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) override;
  void coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) override;
  bool readConsistent(const Graph &g, EventId r) override;
  bool writeConsistent(const Graph &g, EventId w) override;
  void checkErrors(const Graph &g, EventId e, std::vector<ModelError> &out) override;
  bool tornAsAWhole(const Graph &g) override;
  bool plainAccessesRace() const override { return true; }
  MemOrder modelledOrder(const Event &e) const override { return orderOf(e); }
  bool relaxedRmwsCommute() const override { return true; }
  bool happensBefore(const Graph &g, EventId a, EventId b) const override {
    return a != b && g[b].hb.contains(a);
  }

  /// incl(a, b): both atomic, each one's scope contains the other's thread,
  /// and the same location if both access memory. RC11: both atomic.
  bool incl(const Graph &g, EventId a, EventId b) const;
  /// incl without the same-location condition: what the SC axiom uses. psc
  /// relates accesses to different locations by nature; with the location
  /// condition, seq_cst accesses to two locations would order nothing and
  /// SRC11 at system scope would not be RC11.
  bool scopesInclusive(const Graph &g, EventId a, EventId b) const;
  /// Appends the immediate hb-predecessors of b to out.
  void hbPreds(const Graph &g, EventId b, std::vector<EventId> &out) const;
  /// The memory order the model gives e (CUDA/PTX volatile is relaxed under SRC11).
  MemOrder orderOf(const Event &e) const;

private:
  template <typename F>
  void forEachHbPred(const Graph &g, EventId b, bool withPo, F &&f) const;
  /// Sources of sw edges into `acq` through the read `read` (acq itself, or a
  /// read po-before the acquire fence acq).
  template <typename F> void forEachSwSource(const Graph &g, EventId acq, EventId read, F &&f) const;
  /// The hb view of e (e included) from its predecessors' views. Events
  /// keep their view in Event::hb (set by onAdded); a graph built without
  /// onAdded (unit tests) gets views computed here on the fly.
  PorfView computeView(const Graph &g, EventId e) const;
  const PorfView &viewOf(const Graph &g, EventId e, PorfView &scratch) const;
  /// Largest co index among the writes to `addr` in view v and the sources of
  /// the reads of it in v, e excluded (INIT = -1).
  int hbCoherenceBound(const Graph &g, Addr addr, const PorfView &v, EventId e) const;
  /// Races of the access p (a piece of the joint access first..last, or
  /// p itself three times) with the other accesses of its location.
  void checkAccess(const Graph &g, EventId p, EventId first, EventId last,
                   std::vector<ModelError> &out) const;
  /// Must psc be checked for a query about e? Once an SC event was seen, always
  /// (a conservative flag); a model not fed by onAdded scans the graph.
  bool pscNeeded(const Graph &g, EventId e);

  bool scoped_;
  bool sawSc_ = false;
  bool fedByOnAdded_ = false;
};

} // namespace wmc
