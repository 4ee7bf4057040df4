// Hardware-style models (SC, TSO, PSO) share one shape (herd's x86tso.cat):
//   uniproc:  acyclic(po-loc ∪ rf ∪ co ∪ fr)                  (SC per location)
//   ghb:      acyclic(ppo ∪ fences ∪ rf[e] ∪ co ∪ fr ∪ sync)   (global order)
//   atomicity: no write between an RMW's source and its write in co
// A model only says which program-order pairs are preserved (`base`) and what
// each event adds as a fence (`fences`); this engine turns those into the
// incremental checks the explorer needs. The checks use one fact: an event
// that is last in its thread is on a cycle iff it reaches itself, and the
// writes of a location that reach a new event form a prefix of co — so the
// consistent choices for a new read or write are a suffix of co.
#pragma once

#include "models/Model.h"

namespace wmc {

/// Event classes for program-order preservation.
enum OrderClass : uint8_t { kClsR = 1, kClsW = 2, kClsF = 4, kClsAll = 7 };

/// Extra order an event imposes: earlier events of classes `before` are
/// ordered before it, later events of classes `after` after it.
struct FenceMask {
  uint8_t before = 0;
  uint8_t after = 0;
};

class OrderModel : public Model {
public:
  void rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) override;
  void coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) override;
  bool readConsistent(const Graph &g, EventId r) override;
  bool writeConsistent(const Graph &g, EventId w) override;
  /// Torn iff a path of the global order leads from one piece to another
  /// through some other event: with the pieces merged into one event, that
  /// path is a cycle.
  bool jointTorn(const Graph &g, const JointGroup &group) override;

  /// Preserved program order between a <po b (same thread), fences included.
  bool ppo(const Event &a, const Event &b) const;

protected:
  /// True if program order from class a to class b is always preserved.
  virtual bool base(uint8_t clsA, uint8_t clsB) const = 0;
  /// The fence effect of e (RMWs, fences, seq_cst stores, mutex operations).
  virtual FenceMask fences(const Event &e) const = 0;
  /// Is every earlier event of e's thread ordered before e (transitively)?
  /// Lets the predecessor scan stop early.
  virtual bool ordersAllBefore(const Event &e) const = 0;
  /// Is rf between events of the same thread part of the global order?
  virtual bool internalRfOrdered() const = 0;
  /// Must SC-per-location be checked separately (it is implied under SC)?
  virtual bool checkUniproc() const = 0;

  static uint8_t classOf(const Event &e);

private:
  enum class Rel { Global, Location };
  template <typename F> void forEachPred(const Graph &g, Rel rel, EventId b, F &&f) const;
  /// Marks every event that reaches one of b's predecessors in rel; returns
  /// the largest co index among marked writes to `addr` (INIT = -1) and
  /// whether `target` was marked.
  struct Closure {
    int maxCo = -1;
    bool reachedTarget = false;
  };
  Closure closure(const Graph &g, Rel rel, EventId b, Addr addr, EventId target);
  Closure bothClosures(const Graph &g, EventId b, Addr addr, EventId target);
  /// Starts a search: no event is marked.
  void newSearch(const Graph &g);
  /// Marks e; false if it was marked already.
  bool mark(EventId e) {
    uint32_t &m = mark_[e.thread][e.index];
    return m != gen_ && (m = gen_, true);
  }
  /// The largest co index among the writes of e's location that reach e
  /// (-1: none), for a new read or write e; the location has writes.
  int coBound(const Graph &g, EventId e);

  // DFS scratch: mark[t][i] == gen_ means visited in the current search.
  std::vector<std::vector<uint32_t>> mark_;
  uint32_t gen_ = 0;
  std::vector<EventId> stack_;
};

} // namespace wmc
