#include "models/Psc.h"

#include "models/Rc11Model.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <vector>

namespace wmc {
namespace {

/// A set of nodes as a bit vector: a view of words owned by a Bits or a
/// BitMatrix (one allocation for all the rows: psc runs per candidate, so
/// per-row allocations dominated its cost).
class BitSpan {
public:
  BitSpan(uint64_t *w, size_t words) : w_(w), words_(words) {}
  void set(size_t i) const { w_[i / 64] |= uint64_t{1} << (i % 64); }
  /// Sets the bits [lo, hi).
  void setRange(size_t lo, size_t hi) const {
    for (size_t i = lo; i < hi;) {
      size_t bit = i % 64, n = std::min<size_t>(64 - bit, hi - i);
      w_[i / 64] |= (n == 64 ? ~uint64_t{0} : ((uint64_t{1} << n) - 1)) << bit;
      i += n;
    }
  }
  void reset(size_t i) const { w_[i / 64] &= ~(uint64_t{1} << (i % 64)); }
  bool test(size_t i) const { return (w_[i / 64] >> (i % 64)) & 1; }
  void unite(BitSpan o) const {
    for (size_t i = 0; i < words_; ++i)
      w_[i] |= o.w_[i];
  }
  /// The first set bit in [lo, hi), or hi.
  size_t firstIn(size_t lo, size_t hi) const {
    for (size_t i = lo; i < hi;) {
      uint64_t b = w_[i / 64] >> (i % 64);
      if (b)
        return std::min(hi, i + static_cast<size_t>(__builtin_ctzll(b)));
      i = (i / 64 + 1) * 64;
    }
    return hi;
  }
  template <typename F> void forEach(F &&f) const {
    for (size_t i = 0; i < words_; ++i)
      for (uint64_t b = w_[i]; b; b &= b - 1)
        f(i * 64 + static_cast<size_t>(__builtin_ctzll(b)));
  }
  void copyFrom(BitSpan o) const { std::copy(o.w_, o.w_ + words_, w_); }
  void clear() const { std::fill(w_, w_ + words_, 0); }

private:
  uint64_t *w_;
  size_t words_;
};

/// Zeroed word arrays reused from one psc check to the next: a check runs
/// for every candidate of a new event, and fresh matrices of that size cost
/// page faults and system time (half the time of a threadfence kernel).
class WordPool {
public:
  std::vector<uint64_t> take(size_t words) {
    if (free_.empty())
      return std::vector<uint64_t>(words, 0);
    std::vector<uint64_t> w = std::move(free_.back());
    free_.pop_back();
    w.assign(words, 0);
    return w;
  }
  void give(std::vector<uint64_t> &&w) {
    if (free_.size() < kKept)
      free_.push_back(std::move(w));
  }

private:
  static constexpr size_t kKept = 16; // more than one check holds at once
  std::vector<std::vector<uint64_t>> free_;
};

WordPool &wordPool() {
  thread_local WordPool pool;
  return pool;
}

/// Words taken from the pool for the owner's lifetime.
class PooledWords {
public:
  explicit PooledWords(size_t words) : w_(wordPool().take(words)) {}
  ~PooledWords() { wordPool().give(std::move(w_)); }
  PooledWords(const PooledWords &) = delete;
  PooledWords &operator=(const PooledWords &) = delete;
  uint64_t *data() { return w_.data(); }
  size_t size() const { return w_.size(); }

private:
  std::vector<uint64_t> w_;
};

class Bits {
public:
  explicit Bits(size_t n) : w_((n + 63) / 64) {}
  BitSpan span() { return BitSpan(w_.data(), w_.size()); }

private:
  PooledWords w_;
};

/// Rows of n bits (n rows unless given).
class BitMatrix {
public:
  explicit BitMatrix(size_t n, size_t rows) : words_((n + 63) / 64), w_(rows * words_) {}
  explicit BitMatrix(size_t n) : BitMatrix(n, n) {}
  BitSpan operator[](size_t row) { return BitSpan(w_.data() + row * words_, words_); }

private:
  size_t words_;
  PooledWords w_;
};

/// The events as nodes 0..n-1, thread by thread in po order: the events of
/// thread t are the nodes [base[t], base[t + 1]).
struct Nodes {
  std::vector<EventId> ids;
  std::vector<size_t> base;
  explicit Nodes(const Graph &g) {
    base.reserve(g.numThreads() + 1);
    for (ThreadId t = 0; t < g.numThreads(); ++t) {
      base.push_back(ids.size());
      for (uint32_t i = 0; i < g.threadSize(t); ++i)
        ids.push_back(EventId{t, i});
    }
    base.push_back(ids.size());
  }
  size_t of(EventId e) const { return base[e.thread] + e.index; }
  size_t threadEnd(size_t x) const { return base[ids[x].thread + 1]; }
};

/// For one fence and one location: the extreme co positions of the writes
/// and of the read sources (INIT = -1) on one side of the fence in hb. After
/// a fence the earliest ones matter, before it the latest ones.
struct LocSpan {
  int loc;
  int write, read;
};

/// Builds LocSpans from a set of events, with a scratch array per location.
class SpanBuilder {
public:
  explicit SpanBuilder(size_t locs) : slot_(locs, -1) {}
  template <typename IsRead, typename CoIdx>
  std::vector<LocSpan> build(BitSpan events, const std::vector<int> &locOf, IsRead &&isRead,
                             CoIdx &&coIdx, bool earliest) {
    const int none = earliest ? INT_MAX : INT_MIN;
    std::vector<LocSpan> out;
    events.forEach([&](size_t x) {
      int l = locOf[x];
      if (l < 0)
        return;
      if (slot_[l] < 0) {
        slot_[l] = static_cast<int>(out.size());
        out.push_back(LocSpan{l, none, none});
      }
      LocSpan &s = out[static_cast<size_t>(slot_[l])];
      int &v = isRead(x) ? s.read : s.write;
      int c = coIdx(x);
      v = earliest ? std::min(v, c) : std::max(v, c);
    });
    for (const LocSpan &s : out)
      slot_[s.loc] = -1;
    std::sort(out.begin(), out.end(),
              [](const LocSpan &x, const LocSpan &y) { return x.loc < y.loc; });
    return out;
  }

private:
  std::vector<int> slot_;
};

/// Is there x (in `from`, the earliest positions hb-after a fence) and y (in
/// `to`, the latest hb-before another) with x eco y? eco = (rf ∪ co ∪ fr)+
/// in closed form: w→w' when w is co-before w'; w→r when r reads w or a
/// co-later write; r→w (fr) and r→r' when the source of r is co-before w or
/// the source of r'. The sentinels (INT_MAX, INT_MIN) compare false.
bool ecoAt(const LocSpan &x, const LocSpan &y) {
  return x.write < y.write || (x.write != INT_MAX && x.write <= y.read) || x.read < y.write ||
         x.read < y.read;
}

/// Both lists are sorted by location; the shorter one is walked and its
/// locations looked up in the longer one (a fence often sees one location
/// on one side and every location of its block on the other: the pairs of
/// fences cost the shorter list, not a merge of both).
bool ecoBetween(const std::vector<LocSpan> &from, const std::vector<LocSpan> &to) {
  const bool walkFrom = from.size() <= to.size();
  const std::vector<LocSpan> &walk = walkFrom ? from : to, &look = walkFrom ? to : from;
  auto j = look.begin();
  for (const LocSpan &s : walk) {
    j = std::lower_bound(j, look.end(), s.loc,
                         [](const LocSpan &l, int loc) { return l.loc < loc; });
    if (j == look.end())
      return false;
    if (j->loc == s.loc && (walkFrom ? ecoAt(s, *j) : ecoAt(*j, s)))
      return true;
  }
  return false;
}

/// The psc edges (successor lists over the SC events) acyclic once the SC
/// pieces of each joint access are one node (its first SC piece): edges
/// between pieces of one access vanish, the others meet.
bool acyclicMerged(const Graph &g, const Nodes &nodes, const std::vector<size_t> &sc,
                   const std::vector<int> &scIndex, const std::vector<size_t> &first,
                   const std::vector<size_t> &succ) {
  const size_t m = sc.size();
  std::vector<size_t> node(m);
  std::vector<std::vector<size_t>> members(m);
  for (size_t j = 0; j < m; ++j) {
    node[j] = j;
    JointGroup group = jointGroupOf(g, nodes.ids[sc[j]]);
    for (uint32_t p = 0; p < group.n; ++p)
      if (int k = scIndex[nodes.of(group.piece(p))]; k >= 0) {
        node[j] = static_cast<size_t>(k);
        break;
      }
    members[node[j]].push_back(j);
  }
  std::vector<size_t> indeg(m, 0), ready;
  for (size_t i = 0; i < m; ++i)
    for (size_t k = first[i]; k < first[i + 1]; ++k)
      if (node[succ[k]] != node[i])
        ++indeg[node[succ[k]]];
  size_t total = 0, removed = 0;
  for (size_t j = 0; j < m; ++j)
    if (node[j] == j) {
      ++total;
      if (indeg[j] == 0)
        ready.push_back(j);
    }
  while (!ready.empty()) {
    size_t n = ready.back();
    ready.pop_back();
    ++removed;
    for (size_t i : members[n])
      for (size_t k = first[i]; k < first[i + 1]; ++k)
        if (size_t to = node[succ[k]]; to != n && --indeg[to] == 0)
          ready.push_back(to);
  }
  return removed == total;
}

} // namespace

bool pscAcyclic(const Graph &g, const Rc11Model &model, bool mergeJoint, EventId newEvent) {
  Nodes nodes(g);
  const size_t n = nodes.ids.size();
  auto ev = [&](size_t i) -> const Event & { return g[nodes.ids[i]]; };
  auto isSc = [&](size_t i) {
    const Event &e = ev(i);
    return (e.isMemAccess() || e.isFence()) && model.orderOf(e) == MemOrder::SeqCst;
  };
  std::vector<size_t> sc;
  for (size_t i = 0; i < n; ++i)
    if (isSc(i))
      sc.push_back(i);
  if (sc.size() < 2)
    return true; // a cycle needs two events: psc is irreflexive (hb and scb are)

  // hb as predecessor sets, in an order where predecessors come first
  // (iterative post-order DFS: hb is acyclic).
  BitMatrix before(n);
  std::vector<uint8_t> state(n, 0); // 0 new, 1 on stack, 2 done
  std::vector<EventId> preds;
  // Each node's preds, recorded at its first visit for its second one.
  std::vector<size_t> predNodes, predFrom(n);
  std::vector<size_t> postOrder; // predecessors before successors
  postOrder.reserve(n);
  std::vector<size_t> stack;
  for (size_t root = 0; root < n; ++root) {
    if (state[root])
      continue;
    stack.assign(1, root);
    while (!stack.empty()) {
      size_t x = stack.back();
      if (state[x] == 0) {
        state[x] = 1;
        preds.clear();
        model.hbPreds(g, nodes.ids[x], preds);
        predFrom[x] = predNodes.size();
        predNodes.push_back(preds.size());
        for (EventId p : preds) {
          predNodes.push_back(nodes.of(p));
          if (state[nodes.of(p)] == 0)
            stack.push_back(nodes.of(p));
        }
        continue;
      }
      stack.pop_back();
      if (state[x] == 2)
        continue;
      state[x] = 2;
      postOrder.push_back(x);
      const size_t from = predFrom[x] + 1, to = from + predNodes[predFrom[x]];
      for (size_t k = from; k < to; ++k) {
        size_t pi = predNodes[k];
        before[x].set(pi);
        before[x].unite(before[pi]);
      }
    }
  }
  // out[x] |= own(y) ∪ out[y] for each hb edge x → y, successors first: out[x]
  // becomes the union of own(y) over the y strictly hb-after x, at the cost of
  // one row union per hb edge (a union per thread for each event asked, as
  // done before, made the fence-heavy shapes cubic).
  auto gatherOverHbSuccessors = [&](BitMatrix &out, auto &&own) {
    for (size_t k = postOrder.size(); k-- > 0;) {
      const size_t y = postOrder[k];
      const size_t from = predFrom[y] + 1, to = from + predNodes[predFrom[y]];
      for (size_t i = from; i < to; ++i) {
        BitSpan x = out[predNodes[i]];
        own(y, x);
        x.unite(out[y]);
      }
    }
  };
  // hbAfter[x]: the events strictly hb-after x.
  BitMatrix hbAfter(n);
  gatherOverHbSuccessors(hbAfter, [](size_t y, BitSpan x) { x.set(y); });
  std::vector<int> fenceRow(n, -1);
  size_t numFences = 0;
  for (size_t a : sc)
    if (ev(a).isFence())
      fenceRow[a] = static_cast<int>(numFences++);
  auto after = [&](size_t fence) { return hbAfter[fence]; };

  auto sameLoc = [&](size_t x, size_t y) {
    return ev(x).isMemAccess() && ev(y).isMemAccess() && ev(x).addr == ev(y).addr;
  };
  auto coIdx = [&](size_t i) {
    const Event &e = ev(i);
    return g.coIndex(e.isRead() ? e.rf : nodes.ids[i]);
  };
  auto co = [&](size_t x, size_t y) {
    return ev(x).isWrite() && ev(y).isWrite() && sameLoc(x, y) && coIdx(x) < coIdx(y);
  };
  auto fr = [&](size_t x, size_t y) {
    return ev(x).isRead() && ev(y).isWrite() && sameLoc(x, y) && coIdx(x) < coIdx(y);
  };

  // The memory accesses grouped by location: sameLoc(x, y) holds exactly for
  // the y of x's group.
  std::vector<size_t> byLoc;
  for (size_t i = 0; i < n; ++i)
    if (ev(i).isMemAccess())
      byLoc.push_back(i);
  std::sort(byLoc.begin(), byLoc.end(), [&](size_t x, size_t y) {
    return ev(x).addr != ev(y).addr ? ev(x).addr < ev(y).addr : x < y;
  });
  std::vector<std::pair<size_t, size_t>> groupOf(n, {0, 0}); // [begin, end) in byLoc
  for (size_t i = 0; i < byLoc.size();) {
    size_t j = i;
    while (j < byLoc.size() && ev(byLoc[j]).addr == ev(byLoc[i]).addr)
      ++j;
    for (size_t k = i; k < j; ++k)
      groupOf[byLoc[k]] = {i, j};
    i = j;
  }
  // poDiffAfter[d]: po-successors of d at another location (or not accesses).
  BitMatrix poDiffAfter(n);
  for (size_t d = n; d-- > 0;) {
    const size_t end = nodes.threadEnd(d);
    poDiffAfter[d].setRange(d + 1, end);
    for (auto [k, to] = groupOf[d]; k < to; ++k) // minus d's location
      if (byLoc[k] > d && byLoc[k] < end)
        poDiffAfter[d].reset(byLoc[k]);
  }
  // hbPoDiff[c]: the union of poDiffAfter[y] over the y hb-after c, the last
  // two steps of po≠loc; hb; po≠loc.
  BitMatrix hbPoDiff(n);
  gatherOverHbSuccessors(hbPoDiff, [&](size_t y, BitSpan x) { x.unite(poDiffAfter[y]); });
  // psc reads the scb rows of SC events and of the events hb-after SC fences.
  Bits neededBits(n);
  BitSpan needed = neededBits.span();
  for (size_t a : sc) {
    needed.set(a);
    if (ev(a).isFence())
      needed.unite(after(a));
  }
  BitMatrix scb(n);
  needed.forEach([&](size_t x) {
    BitSpan row = scb[x];
    // po≠loc; hb; po≠loc: the first po-successor c of x at another location
    // is hb-before the others, so its hb-successors are all the middle steps.
    const size_t end = nodes.threadEnd(x);
    if (size_t c = poDiffAfter[x].firstIn(x + 1, end); c < end)
      row.unite(hbPoDiff[c]);
    row.setRange(x + 1, end); // po
    // hb|loc, co and fr relate x only to accesses at its location.
    auto [from, to] = groupOf[x];
    for (size_t k = from; k < to; ++k) {
      size_t y = byLoc[k];
      if (before[y].test(x) || co(x, y) || fr(x, y))
        row.set(y);
    }
  });

  // psc between SC events (restricted to incl for scoped RC11).
  const size_t m = sc.size();
  // hb; eco; hb between fences a and b, per location: eco compares co
  // positions, so the earliest positions hb-after a and the latest ones
  // hb-before b decide it. Built when first asked (a check that stops early,
  // or reaches few fences, asks few).
  std::vector<std::vector<LocSpan>> fenceAfterSpans(m), fenceBeforeSpans(m);
  std::vector<uint8_t> builtAfter(m, 0), builtBefore(m, 0);
  std::vector<int> locOf(n, -1);
  {
    const auto &locs = g.locations();
    for (size_t i = 0; i < n; ++i)
      if (ev(i).isMemAccess())
        locOf[i] =
            static_cast<int>(std::lower_bound(locs.begin(), locs.end(), ev(i).addr,
                                              [](const auto &l, Addr x) { return l.first < x; }) -
                             locs.begin());
  }
  SpanBuilder builder(g.locations().size());
  auto isReadNode = [&](size_t x) { return ev(x).isRead(); };
  auto fenceAfter = [&](size_t i) -> const std::vector<LocSpan> & {
    if (!builtAfter[i]) {
      fenceAfterSpans[i] = builder.build(after(sc[i]), locOf, isReadNode, coIdx, true);
      builtAfter[i] = 1;
    }
    return fenceAfterSpans[i];
  };
  auto fenceBefore = [&](size_t j) -> const std::vector<LocSpan> & {
    if (!builtBefore[j]) {
      fenceBeforeSpans[j] = builder.build(before[sc[j]], locOf, isReadNode, coIdx, false);
      builtBefore[j] = 1;
    }
    return fenceBeforeSpans[j];
  };
  // psc_base from an SC event a reaches scb(a) and, for a fence, the scb rows
  // of every event hb-after it (scbAfter[a]). Every event hb-after an SC
  // fence has its scb row (`needed`), so the rows gathered for fences are
  // complete.
  BitMatrix scbAfter(n);
  gatherOverHbSuccessors(scbAfter, [&](size_t y, BitSpan x) { x.unite(scb[y]); });
  // fencesHbAfter[x]: the SC fences (by fenceRow) strictly hb-after x. The
  // fences hb-after some event of a set are those hb-after the first event
  // of the set in each thread (hb contains po).
  BitMatrix fencesHbAfter(numFences, n);
  gatherOverHbSuccessors(fencesHbAfter, [&](size_t y, BitSpan x) {
    if (fenceRow[y] >= 0)
      x.set(static_cast<size_t>(fenceRow[y]));
  });

  // A non-fence b is a psc successor exactly when it is in reach, so only
  // the SC events in reach and the SC fences are tried.
  std::vector<int> scIndex(n, -1);
  std::vector<size_t> scFences;
  for (size_t j = 0; j < m; ++j) {
    scIndex[sc[j]] = static_cast<int>(j);
    if (ev(sc[j]).isFence())
      scFences.push_back(j);
  }
  Bits reachBits(n), fenceTargetBits(numFences);
  BitSpan reach = reachBits.span(), fenceTargets = fenceTargetBits.span();
  // The psc successors of SC event sc[i] (indices into sc), appended to out.
  auto successorsOf = [&](size_t i, std::vector<size_t> &out) {
    size_t a = sc[i];
    bool af = ev(a).isFence();
    reach.copyFrom(scb[a]); // ∪ scb rows over [E_sc] ∪ [F_sc]; hb?
    if (af)
      reach.unite(scbAfter[a]);
    auto addIfIncl = [&](size_t j) {
      if (model.scopesInclusive(g, nodes.ids[a], nodes.ids[sc[j]]))
        out.push_back(j);
    };
    reach.forEach([&](size_t y) {
      if (scIndex[y] >= 0 && !ev(y).isFence())
        addIfIncl(static_cast<size_t>(scIndex[y]));
    });
    // The fences in reach or hb-after an event in reach: psc_base's hb?; [F_sc].
    fenceTargets.clear();
    for (size_t t = 0; t + 1 < nodes.base.size(); ++t)
      if (size_t x = reach.firstIn(nodes.base[t], nodes.base[t + 1]); x < nodes.base[t + 1]) {
        if (fenceRow[x] >= 0)
          fenceTargets.set(static_cast<size_t>(fenceRow[x]));
        fenceTargets.unite(fencesHbAfter[x]);
      }
    for (size_t k = 0; k < scFences.size(); ++k) {
      size_t j = scFences[k], b = sc[j];
      bool base = fenceTargets.test(k);
      bool fences = af && !base && (before[b].test(a) || ecoBetween(fenceAfter(i), fenceBefore(j)));
      if (base || fences)
        addIfIncl(j);
    }
  };

  if (!newEvent.isNone() && !mergeJoint) {
    // Only a cycle through a new edge is possible. Every new edge ends in e
    // or in a root below (see Psc.h), so a cycle, if any, is reachable from
    // the roots: a depth-first search from them, computing successors only
    // for the SC events it reaches, stops at the first back edge.
    const size_t ne = nodes.of(newEvent);
    std::vector<uint8_t> color(m, 0); // 0 unseen, 1 on the path, 2 done
    std::vector<size_t> roots;
    auto addRoot = [&](size_t x) {
      if (scIndex[x] >= 0)
        roots.push_back(static_cast<size_t>(scIndex[x]));
    };
    addRoot(ne);
    if (ev(ne).isMemAccess()) {
      // eco-successors of e at its location: the writes co-after e (or after
      // its source), which are also its co/fr (scb) successors, and the
      // reads of those; then the fences hb-after any of them.
      const int pos = coIdx(ne);
      Bits fenceRootBits(numFences);
      BitSpan fenceRoots = fenceRootBits.span();
      for (auto [k, to] = groupOf[ne]; k < to; ++k) {
        size_t y = byLoc[k];
        if (y == ne || coIdx(y) <= pos)
          continue;
        if (ev(y).isWrite())
          addRoot(y);
        fenceRoots.unite(fencesHbAfter[y]);
      }
      fenceRoots.forEach([&](size_t k) { roots.push_back(scFences[k]); });
    }
    struct Frame {
      size_t node;
      std::vector<size_t> succ;
      size_t next = 0;
    };
    std::vector<Frame> path;
    for (size_t root : roots) {
      if (color[root])
        continue;
      color[root] = 1;
      path.push_back(Frame{root, {}});
      successorsOf(root, path.back().succ);
      while (!path.empty()) {
        Frame &f = path.back();
        if (f.next == f.succ.size()) {
          color[f.node] = 2;
          path.pop_back();
          continue;
        }
        size_t j = f.succ[f.next++];
        if (color[j] == 1)
          return false; // a back edge: a cycle
        if (color[j] == 0) {
          color[j] = 1;
          path.push_back(Frame{j, {}});
          successorsOf(j, path.back().succ);
        }
      }
    }
    return true;
  }

  // The edges as successor lists (targets of row i: succ[first[i]..first[i+1])).
  std::vector<size_t> first{0}, succ, indeg(m, 0);
  for (size_t i = 0; i < m; ++i) {
    successorsOf(i, succ);
    first.push_back(succ.size());
  }
  for (size_t j : succ)
    ++indeg[j];
  if (mergeJoint)
    return acyclicMerged(g, nodes, sc, scIndex, first, succ);
  // Acyclicity by repeatedly removing nodes without incoming edges.
  std::vector<size_t> ready;
  for (size_t j = 0; j < m; ++j)
    if (indeg[j] == 0)
      ready.push_back(j);
  size_t removed = 0;
  while (!ready.empty()) {
    size_t i = ready.back();
    ready.pop_back();
    ++removed;
    for (size_t k = first[i]; k < first[i + 1]; ++k)
      if (--indeg[succ[k]] == 0)
        ready.push_back(succ[k]);
  }
  return removed == m;
}

} // namespace wmc
