#include "models/Psc.h"

#include "models/Rc11Model.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <vector>

namespace wmc {
namespace {

/// A set of nodes as a bit vector.
class Bits {
public:
  explicit Bits(size_t n = 0) : w_((n + 63) / 64, 0) {}
  void set(size_t i) { w_[i / 64] |= uint64_t{1} << (i % 64); }
  bool test(size_t i) const { return (w_[i / 64] >> (i % 64)) & 1; }
  void unite(const Bits &o) {
    for (size_t i = 0; i < w_.size(); ++i)
      w_[i] |= o.w_[i];
  }
  bool intersects(const Bits &o) const {
    for (size_t i = 0; i < w_.size(); ++i)
      if (w_[i] & o.w_[i])
        return true;
    return false;
  }
  template <typename F> void forEach(F &&f) const {
    for (size_t i = 0; i < w_.size(); ++i)
      for (uint64_t b = w_[i]; b; b &= b - 1)
        f(i * 64 + static_cast<size_t>(__builtin_ctzll(b)));
  }

private:
  std::vector<uint64_t> w_;
};

struct Nodes {
  std::vector<EventId> ids;
  std::vector<std::vector<size_t>> index; // [thread][event] -> node
  explicit Nodes(const Graph &g) {
    index.resize(g.numThreads());
    g.forEach([&](EventId e) {
      index[e.thread].push_back(ids.size());
      ids.push_back(e);
    });
  }
  size_t of(EventId e) const { return index[e.thread][e.index]; }
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
  std::vector<LocSpan> build(const Bits &events, const std::vector<int> &locOf, IsRead &&isRead,
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
    std::sort(out.begin(), out.end(), [](const LocSpan &x, const LocSpan &y) { return x.loc < y.loc; });
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
bool ecoBetween(const std::vector<LocSpan> &from, const std::vector<LocSpan> &to) {
  auto j = to.begin();
  for (const LocSpan &x : from) {
    while (j != to.end() && j->loc < x.loc)
      ++j;
    if (j == to.end())
      return false;
    if (j->loc != x.loc)
      continue;
    if (x.write < j->write || (x.write != INT_MAX && x.write <= j->read) || x.read < j->write ||
        x.read < j->read)
      return true;
  }
  return false;
}

} // namespace

bool pscAcyclic(const Graph &g, const Rc11Model &model) {
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
  std::vector<Bits> before(n, Bits(n));
  std::vector<uint8_t> state(n, 0); // 0 new, 1 on stack, 2 done
  std::vector<EventId> preds;
  for (size_t root = 0; root < n; ++root) {
    if (state[root])
      continue;
    std::vector<size_t> stack{root};
    while (!stack.empty()) {
      size_t x = stack.back();
      if (state[x] == 0) {
        state[x] = 1;
        preds.clear();
        model.hbPreds(g, nodes.ids[x], preds);
        for (EventId p : preds)
          if (state[nodes.of(p)] == 0)
            stack.push_back(nodes.of(p));
        continue;
      }
      stack.pop_back();
      if (state[x] == 2)
        continue;
      state[x] = 2;
      preds.clear();
      model.hbPreds(g, nodes.ids[x], preds);
      for (EventId p : preds) {
        size_t pi = nodes.of(p);
        before[x].set(pi);
        before[x].unite(before[pi]);
      }
    }
  }
  std::vector<Bits> after(n, Bits(n));
  for (size_t y = 0; y < n; ++y)
    before[y].forEach([&](size_t x) { after[x].set(y); });

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
  auto po = [&](size_t x, size_t y) {
    return nodes.ids[x].thread == nodes.ids[y].thread && nodes.ids[x].index < nodes.ids[y].index;
  };

  // poDiffAfter[d]: po-successors of d at another location (or not accesses).
  std::vector<Bits> poDiffAfter(n, Bits(n));
  for (size_t d = 0; d < n; ++d) {
    EventId id = nodes.ids[d];
    for (uint32_t i = id.index + 1; i < g.threadSize(id.thread); ++i) {
      size_t y = nodes.of(EventId{id.thread, i});
      if (!sameLoc(d, y))
        poDiffAfter[d].set(y);
    }
  }
  // psc reads the scb rows of SC events and of the events hb-after SC fences.
  Bits needed(n);
  for (size_t a : sc) {
    needed.set(a);
    if (ev(a).isFence())
      needed.unite(after[a]);
  }
  std::vector<Bits> scb(n, Bits(n));
  needed.forEach([&](size_t x) {
    // po≠loc; hb; po≠loc: the first po-successor c of x at another location
    // is hb-before the others, so its hb-successors are all the middle steps.
    std::optional<size_t> c;
    poDiffAfter[x].forEach([&](size_t i) { c = c ? c : i; });
    if (c)
      after[*c].forEach([&](size_t d) { scb[x].unite(poDiffAfter[d]); });
    for (size_t y = 0; y < n; ++y)
      if (po(x, y) || (after[x].test(y) && sameLoc(x, y)) || co(x, y) || fr(x, y))
        scb[x].set(y);
  });

  // psc between SC events (restricted to incl for scoped RC11).
  const size_t m = sc.size();
  // hb; eco; hb between fences a and b, per location: eco compares co
  // positions, so the earliest positions hb-after a and the latest ones
  // hb-before b decide it.
  std::vector<std::vector<LocSpan>> fenceAfter(m), fenceBefore(m);
  {
    std::vector<int> locOf(n, -1);
    const auto &locs = g.locations();
    for (size_t i = 0; i < n; ++i)
      if (ev(i).isMemAccess())
        locOf[i] = static_cast<int>(
            std::lower_bound(locs.begin(), locs.end(), ev(i).addr,
                             [](const auto &l, Addr x) { return l.first < x; }) -
            locs.begin());
    SpanBuilder builder(locs.size());
    for (size_t i = 0; i < m; ++i) {
      if (!ev(sc[i]).isFence())
        continue;
      fenceAfter[i] = builder.build(after[sc[i]], locOf, [&](size_t x) { return ev(x).isRead(); },
                                    coIdx, true);
      fenceBefore[i] = builder.build(before[sc[i]], locOf,
                                     [&](size_t x) { return ev(x).isRead(); }, coIdx, false);
    }
  }
  std::vector<std::vector<uint8_t>> edge(m, std::vector<uint8_t>(m, 0));
  for (size_t i = 0; i < m; ++i) {
    size_t a = sc[i];
    bool af = ev(a).isFence();
    Bits reach = scb[a]; // ∪ scb rows over [E_sc] ∪ [F_sc]; hb?
    if (af)
      after[a].forEach([&](size_t x) { reach.unite(scb[x]); });
    for (size_t j = 0; j < m; ++j) {
      size_t b = sc[j];
      bool bf = ev(b).isFence();
      bool base = reach.test(b) || (bf && reach.intersects(before[b]));
      bool fences = af && bf && !base &&
                    (after[a].test(b) || ecoBetween(fenceAfter[i], fenceBefore[j]));
      if ((base || fences) && model.scopesInclusive(g, nodes.ids[a], nodes.ids[b]))
        edge[i][j] = 1;
    }
  }
  // Acyclicity by repeatedly removing nodes without incoming edges.
  std::vector<size_t> indeg(m, 0);
  for (size_t i = 0; i < m; ++i)
    for (size_t j = 0; j < m; ++j)
      indeg[j] += edge[i][j];
  std::vector<size_t> ready;
  for (size_t j = 0; j < m; ++j)
    if (indeg[j] == 0)
      ready.push_back(j);
  size_t removed = 0;
  while (!ready.empty()) {
    size_t i = ready.back();
    ready.pop_back();
    ++removed;
    for (size_t j = 0; j < m; ++j)
      if (edge[i][j] && --indeg[j] == 0)
        ready.push_back(j);
  }
  return removed == m;
}

} // namespace wmc
