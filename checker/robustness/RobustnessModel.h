// The SC-robustness monitor (docs/robustness.md): explores SC executions only
// and reports every choice by which a weaker model (TSO or PSO) would leave
// SC, without exploring the weak executions themselves.
//
// It is the weak model's exploration with every non-SC graph cut off: each
// question of the explorer (which writes may a read read, where may a write
// go in co, is a revisit consistent) is answered by both the weak model and
// SC. The SC answers are explored. A weak-only answer gives a graph that is
// consistent under the weak model and not under SC: a violation, recorded
// and not explored. Both models make the same default choice (the
// coherence-latest write, the end of co) and the explorer's revisit rules do
// not depend on the model, so the graphs explored are exactly the SC graphs
// of the weak exploration, and the first non-SC graph on the way to any
// non-SC execution of the weak exploration is a weak-only answer to one of
// these questions asked on an explored SC graph: the monitor fires iff the
// exhaustive weak exploration has a non-SC execution.
#pragma once

#include "models/Model.h"
#include "models/OrderModel.h"

#include <memory>
#include <string>
#include <vector>

namespace wmc {

/// One way the program leaves SC under the weak model. The fence repair
/// (checker/repair) can take (delayedSite, overtakingSite) as a conflict: a
/// full fence (a store-store fence when `overtaking` is a store) between
/// them removes it.
struct RobustnessViolation {
  EventId delayed = EventId::none(); ///< the store that waits in its buffer
  SiteId delayedSite = nullptr;
  EventId overtaking = EventId::none(); ///< the later access of its thread that goes first
  SiteId overtakingSite = nullptr;
  EventId changed = EventId::none(); ///< the event given a weak-only rf or co position
  EventId source = EventId::none();  ///< a read's weak-only source (none for a write)
};

class RobustnessModel final : public Model {
public:
  /// `weak` is TSO or PSO; `sc` the SC model.
  RobustnessModel(std::unique_ptr<OrderModel> weak, std::unique_ptr<Model> sc);

  /// "tso-robustness" / "pso-robustness".
  std::string_view name() const override { return name_; }
  /// The weak model's name ("tso", "pso").
  std::string_view weakName() const { return weak_->name(); }

  void onAdded(Graph &g, EventId e) override;
  void rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) override;
  void coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) override;
  bool readConsistent(const Graph &g, EventId r) override;
  bool writeConsistent(const Graph &g, EventId w) override;
  bool revisitConsistent(const Graph &g, EventId w, EventId r) override;
  void takeFindings(std::vector<ModelError> &out) override;
  /// The explored graphs are SC graphs.
  bool jointTorn(const Graph &g, const JointGroup &group) override {
    return sc_->jointTorn(g, group);
  }

  /// Every violation seen so far, one per (delayed, overtaking) site pair.
  const std::vector<RobustnessViolation> &violations() const { return violations_; }

private:
  /// `weakGraph` is consistent under the weak model but not under SC because
  /// of `changed` (and `source`, for a read): record why.
  void violation(const Graph &weakGraph, EventId changed, EventId source);

  std::unique_ptr<OrderModel> weak_;
  std::unique_ptr<Model> sc_;
  std::string name_;
  std::vector<EventId> weakRf_;
  std::vector<size_t> weakCo_;
  std::vector<ModelError> pending_;
  std::vector<RobustnessViolation> violations_;
};

/// The monitor for weak model `weak` ("tso" or "pso"); nullptr for any
/// other name.
std::unique_ptr<RobustnessModel> createRobustnessModel(std::string_view weak);

} // namespace wmc
