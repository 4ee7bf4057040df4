#include "models/Psc.h"

#include "models/Rc11Model.h"

#include <cstdint>
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
  // eco = (rf ∪ co ∪ fr)+ in closed form, comparing co positions of writes
  // and read sources: w→r when r reads w or later; r→w (fr); r→r' when r'
  // reads a later write; w→w (co).
  auto eco = [&](size_t x, size_t y) {
    if (!sameLoc(x, y) || x == y)
      return false;
    bool xr = ev(x).isRead(), yr = ev(y).isRead();
    if (!xr && yr)
      return coIdx(x) <= coIdx(y);
    return coIdx(x) < coIdx(y);
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
  // scb rows.
  std::vector<Bits> scb(n, Bits(n));
  for (size_t x = 0; x < n; ++x) {
    Bits h(n);
    poDiffAfter[x].forEach([&](size_t c) { h.unite(after[c]); });
    h.forEach([&](size_t d) { scb[x].unite(poDiffAfter[d]); });
    for (size_t y = 0; y < n; ++y)
      if (po(x, y) || (after[x].test(y) && sameLoc(x, y)) || co(x, y) || fr(x, y))
        scb[x].set(y);
  }

  // psc between SC events (restricted to incl for scoped RC11).
  const size_t m = sc.size();
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
      bool fences = false;
      if (af && bf && !base) {
        fences = after[a].test(b);
        after[a].forEach([&](size_t x) {
          if (!fences)
            before[b].forEach([&](size_t y) { fences = fences || eco(x, y); });
        });
      }
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
