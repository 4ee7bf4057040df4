// mayCollide (ThreadIndex.h): whether two threads of a block can touch one
// element through two affine accesses.
#include "ThreadIndex.h"

#include <algorithm>
#include <array>

namespace wmc::analysis {

namespace {

std::optional<Poly> pinnedTo(const IndexedAccess &access, int component) {
  for (const ThreadGuard &guard : access.guards)
    if (guard.kind == ThreadGuard::Equal && guard.component == component)
      return guard.bound;
  // tid < 1: thread 0 of that component.
  for (const ThreadGuard &guard : access.guards)
    if (guard.kind == ThreadGuard::Less && guard.component == component &&
        guard.bound.asConstant() == 1)
      return Poly::constant(0);
  return std::nullopt;
}

// The possible values [lo, hi) of dimension `d` of an access whose form in it
// is uniform or tid[c] + rest; false if it has no such range.
bool rangeOf(const IndexedAccess &access, size_t d, const int blockDim[3],
             std::vector<std::pair<Poly, Poly>> &ranges) {
  const AffineIndex &dim = access.dims[d];
  if (!dim.dependsOnThread()) {
    ranges.push_back({dim.rest, dim.rest + Poly::constant(1)});
    return true;
  }
  int component = -1;
  for (int c = 0; c < 3; ++c) {
    if (dim.tid[c].isZero())
      continue;
    if (component >= 0 || dim.tid[c].asConstant() != 1)
      return false;
    component = c;
  }
  std::vector<Poly> lows{Poly::constant(0)};
  std::vector<Poly> highs{Poly::atom(blockDim[component])};
  for (const ThreadGuard &guard : access.guards) {
    if (guard.component != component)
      continue;
    if (guard.kind == ThreadGuard::Less)
      highs.push_back(guard.bound);
    else if (guard.kind == ThreadGuard::AtLeast)
      lows.push_back(guard.bound);
    else if (guard.kind == ThreadGuard::Equal) {
      lows.push_back(guard.bound);
      highs.push_back(guard.bound + Poly::constant(1));
    }
  }
  for (const Poly &lo : lows)
    for (const Poly &hi : highs)
      ranges.push_back({dim.rest + lo, dim.rest + hi});
  return true;
}

bool disjointIn(const IndexedAccess &a, const IndexedAccess &b, size_t d, const int blockDim[3]) {
  std::vector<std::pair<Poly, Poly>> ra, rb;
  if (!rangeOf(a, d, blockDim, ra) || !rangeOf(b, d, blockDim, rb))
    return false;
  for (const auto &[aLo, aHi] : ra)
    for (const auto &[bLo, bHi] : rb)
      if ((bLo - aHi).isNonNegative() || (aLo - bHi).isNonNegative())
        return true;
  return false;
}

// Whether `difference` cannot be a multiple of `step`: the constant case,
// or step = k * difference for an integer |k| >= 2 (atoms non-zero).
bool notAMultiple(const Poly &difference, const Poly &step) {
  if (difference.isZero())
    return false;
  auto d = difference.asConstant(), m = step.asConstant();
  if (d && m)
    return *m != 0 && *d % *m != 0;
  for (int64_t k = 2; k <= 16; ++k)
    if (step == difference * Poly::constant(k) || step == difference * Poly::constant(-k))
      return true;
  return false;
}

// The step between the elements threads touch in dimension `d`: the common
// coefficient of the one component c both forms use, times a common
// `tid % m == 0` guard; false if the forms are not of that shape.
bool commonStep(const IndexedAccess &a, const IndexedAccess &b, size_t d, Poly &step) {
  int component = -1;
  for (int c = 0; c < 3; ++c) {
    bool usesA = !a.dims[d].tid[c].isZero(), usesB = !b.dims[d].tid[c].isZero();
    if (!usesA && !usesB)
      continue;
    if (!usesA || !usesB || component >= 0 || !(a.dims[d].tid[c] == b.dims[d].tid[c]))
      return false;
    component = c;
  }
  if (component < 0)
    return false;
  step = a.dims[d].tid[component];
  for (const ThreadGuard &ga : a.guards)
    if (ga.kind == ThreadGuard::Multiple && ga.component == component)
      for (const ThreadGuard &gb : b.guards)
        if (gb.kind == ThreadGuard::Multiple && gb.component == component && ga.bound == gb.bound)
          step = step * ga.bound;
  return true;
}

bool isConstant(const IndexedAccess &access) {
  for (const AffineIndex &dim : access.dims) {
    for (const Poly &p : dim.tid)
      if (!p.asConstant())
        return false;
    if (!dim.rest.asConstant())
      return false;
  }
  return true;
}

using ThreadId = std::array<int64_t, 3>;

bool satisfiesConstantGuards(const IndexedAccess &access, const ThreadId &t) {
  for (const ThreadGuard &guard : access.guards) {
    auto bound = guard.bound.asConstant();
    if (!bound)
      continue; // a symbolic bound may hold: over-approximate
    int64_t v = t[guard.component];
    if ((guard.kind == ThreadGuard::Less && !(v < *bound)) ||
        (guard.kind == ThreadGuard::AtLeast && !(v >= *bound)) ||
        (guard.kind == ThreadGuard::Equal && v != *bound) ||
        (guard.kind == ThreadGuard::Multiple && (*bound == 0 || v % *bound != 0)))
      return false;
  }
  return true;
}

std::vector<int64_t> indexAt(const IndexedAccess &access, const ThreadId &t) {
  std::vector<int64_t> index;
  for (const AffineIndex &dim : access.dims) {
    int64_t v = *dim.rest.asConstant();
    for (int c = 0; c < 3; ++c)
      v += *dim.tid[c].asConstant() * t[c];
    index.push_back(v);
  }
  return index;
}

// Searches a small block (64 threads in 1-D, 16x8(x4) otherwise) for two
// threads that touch the same element.
bool collideInSmallBlock(const IndexedAccess &a, const IndexedAccess &b,
                         const std::set<int> &used) {
  int64_t extent[3] = {1, 1, 1};
  if (used == std::set<int>{0})
    extent[0] = 64;
  else
    for (int c : used)
      extent[c] = c == 0 ? 16 : (c == 1 ? 8 : 4);
  std::map<std::vector<int64_t>, std::vector<ThreadId>> byIndex;
  std::vector<ThreadId> threads;
  for (int64_t z = 0; z < extent[2]; ++z)
    for (int64_t y = 0; y < extent[1]; ++y)
      for (int64_t x = 0; x < extent[0]; ++x)
        threads.push_back({x, y, z});
  for (const ThreadId &t : threads)
    if (satisfiesConstantGuards(a, t))
      byIndex[indexAt(a, t)].push_back(t);
  for (const ThreadId &t : threads) {
    if (!satisfiesConstantGuards(b, t))
      continue;
    auto found = byIndex.find(indexAt(b, t));
    if (found == byIndex.end())
      continue;
    for (const ThreadId &other : found->second)
      if (other != t)
        return true;
  }
  return false;
}

} // namespace

bool mayCollide(const IndexedAccess &a, const IndexedAccess &b, const std::set<int> &used,
                const int blockDim[3]) {
  if (a.dims.size() != b.dims.size())
    return false;
  // Both pinned to the same thread: one thread, no race.
  bool sameThread = !used.empty();
  for (int c : used) {
    auto pa = pinnedTo(a, c), pb = pinnedTo(b, c);
    if (!pa || !pb || !(*pa == *pb))
      sameThread = false;
  }
  if (sameThread)
    return false;
  bool sameForm = true;
  for (size_t d = 0; d < a.dims.size(); ++d)
    sameForm = sameForm && a.dims[d] == b.dims[d];
  if (sameForm) {
    // One slot per thread unless threads that differ only in a component
    // the index ignores share it.
    for (int c : used) {
      bool covered = std::any_of(a.dims.begin(), a.dims.end(),
                                 [&](const AffineIndex &dim) { return !dim.tid[c].isZero(); });
      auto pa = pinnedTo(a, c), pb = pinnedTo(b, c);
      if (!covered && !(pa && pb && *pa == *pb))
        return true;
    }
    return false;
  }
  for (size_t d = 0; d < a.dims.size(); ++d) {
    if (disjointIn(a, b, d, blockDim))
      return false;
    Poly step;
    if (commonStep(a, b, d, step) && notAMultiple(b.dims[d].rest - a.dims[d].rest, step))
      return false;
  }
  if (isConstant(a) && isConstant(b))
    return collideInSmallBlock(a, b, used);
  bool anyThread = std::any_of(a.dims.begin(), a.dims.end(),
                               [](const AffineIndex &d) { return d.dependsOnThread(); }) ||
                   std::any_of(b.dims.begin(), b.dims.end(),
                               [](const AffineIndex &d) { return d.dependsOnThread(); });
  // Two different uniform indices: equal only for particular values; silent.
  return anyThread;
}

} // namespace wmc::analysis
