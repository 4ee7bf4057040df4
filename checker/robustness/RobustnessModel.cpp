#include "robustness/RobustnessModel.h"

#include "robustness/ScCycle.h"

#include <algorithm>
#include <cctype>

namespace wmc {
namespace {

std::string upper(std::string_view s) {
  std::string u(s);
  for (char &c : u)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

/// Would read r (an RMW or CAS read as the explorer set it up) reading w
/// give a graph the explorer keeps? A CAS reads only writes of the outcome it
/// was asked for; an RMW may not read a write another RMW already read.
bool keptByExplorer(const Graph &g, EventId r, EventId w) {
  const Event &ev = g[r];
  if (ev.is(kCas)) {
    bool equal = truncate(g.valueOf(w, ev.addr), ev.size) == truncate(ev.expected, ev.size);
    if (equal == ev.is(kCasFailed))
      return false;
  }
  if (!ev.is(kRmwAttempt) || ev.is(kCasFailed))
    return true;
  const LocState *loc = g.findLoc(ev.addr);
  return !loc || !splitsRmw(g, *loc, static_cast<size_t>(g.coIndex(w) + 1));
}

} // namespace

RobustnessModel::RobustnessModel(std::unique_ptr<OrderModel> weak, std::unique_ptr<Model> sc)
    : weak_(std::move(weak)), sc_(std::move(sc)),
      name_(std::string(weak_->name()) + "-robustness") {}

void RobustnessModel::onAdded(Graph &g, EventId e) {
  weak_->onAdded(g, e);
  sc_->onAdded(g, e);
}

void RobustnessModel::rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) {
  weak_->rfCandidates(g, r, weakRf_);
  sc_->rfCandidates(g, r, out);
  for (EventId w : weakRf_) {
    if (std::find(out.begin(), out.end(), w) != out.end() || !keptByExplorer(g, r, w))
      continue;
    Graph weakGraph = g;
    weakGraph.setRf(r, w);
    violation(weakGraph, r, w);
  }
}

void RobustnessModel::coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) {
  weak_->coCandidates(g, w, weakCo_);
  sc_->coCandidates(g, w, out);
  for (size_t pos : weakCo_) {
    if (std::find(out.begin(), out.end(), pos) != out.end())
      continue;
    Graph weakGraph = g;
    weakGraph.insertCo(w, pos);
    violation(weakGraph, w, EventId::none());
  }
}

// The consistency checks ask SC first: an SC-consistent graph is TSO- and
// PSO-consistent, so the weak model is asked only about the graphs SC
// rejects (robust programs: rarely), to tell a violation from a graph
// neither model allows.
bool RobustnessModel::readConsistent(const Graph &g, EventId r) {
  if (sc_->readConsistent(g, r))
    return true;
  if (weak_->readConsistent(g, r))
    violation(g, r, g[r].rf);
  return false;
}

bool RobustnessModel::writeConsistent(const Graph &g, EventId w) {
  if (sc_->writeConsistent(g, w))
    return true;
  if (weak_->writeConsistent(g, w))
    violation(g, w, EventId::none());
  return false;
}

bool RobustnessModel::revisitConsistent(const Graph &g, EventId w, EventId r) {
  if (sc_->revisitConsistent(g, w, r))
    return true;
  if (weak_->revisitConsistent(g, w, r))
    violation(g, r, w);
  return false;
}

void RobustnessModel::takeFindings(std::vector<ModelError> &out) {
  for (ModelError &e : pending_)
    out.push_back(std::move(e));
  pending_.clear();
}

void RobustnessModel::violation(const Graph &weakGraph, EventId changed, EventId source) {
  RobustnessViolation v;
  v.changed = changed;
  v.source = source;
  RelaxedStep step = relaxedStepOn(weakGraph, scCycleThrough(weakGraph, changed), *weak_);
  v.delayed = step.delayed;
  v.overtaking = step.overtaking;
  if (v.delayed != EventId::none()) {
    v.delayedSite = weakGraph[v.delayed].site;
    v.overtakingSite = weakGraph[v.overtaking].site;
  }
  bool known = std::any_of(violations_.begin(), violations_.end(), [&](const auto &o) {
    return v.delayed != EventId::none() && o.delayedSite == v.delayedSite &&
           o.overtakingSite == v.overtakingSite;
  });
  if (!known)
    violations_.push_back(v);

  const Event &ce = weakGraph[changed];
  std::string model = upper(weak_->name());
  std::string tail;
  bool third = changed != v.overtaking && changed != v.delayed;
  std::string which = third ? " (third event)" : "";
  if (ce.isRead() && source != EventId::none())
    tail = "then the load" + which + " reads " +
           std::to_string(weakGraph.valueOf(source, ce.addr)) +
           " instead, which no SC execution allows";
  else
    tail = "then the store" + which +
           " takes an earlier place in coherence order than any SC "
           "execution allows";
  ModelError e;
  e.kind = ErrorKind::NotRobust;
  if (v.delayed == EventId::none()) {
    e.message = "not SC under " + model + ": " + tail;
    e.first = e.second = changed;
  } else {
    std::string later = weakGraph[v.overtaking].isWrite() ? "store" : "load";
    e.message = "not SC under " + model + ": the store (first event) can wait in its store " +
                "buffer while the later " + later + " (second) takes effect first; " + tail;
    e.first = v.delayed;
    e.second = v.overtaking;
    if (third)
      e.third = changed;
  }
  pending_.push_back(std::move(e));
}

std::unique_ptr<RobustnessModel> createRobustnessModel(std::string_view weak) {
  if (weak != "tso" && weak != "pso")
    return nullptr;
  std::unique_ptr<Model> m = createModel(weak);
  auto *order = dynamic_cast<OrderModel *>(m.get());
  if (!order)
    return nullptr;
  m.release();
  return std::make_unique<RobustnessModel>(std::unique_ptr<OrderModel>(order), createModel("sc"));
}

} // namespace wmc
