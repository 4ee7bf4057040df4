#include "runtime/Layout.h"

#include <algorithm>
#include <iterator>

namespace wmc::rt {
namespace {
/// Largest power of two <= 8 that `a` is aligned to and that fits before `to`.
unsigned alignedSize(uintptr_t a, uintptr_t to) {
  for (unsigned s = 8; s > 1; s /= 2)
    if (a % s == 0 && a + s <= to)
      return s;
  return 1;
}
} // namespace

void Layout::add(uintptr_t addr, unsigned size) {
  pieces_[addr] = static_cast<uint8_t>(size);
  exact_[addr] = static_cast<uint8_t>(size);
}

void Layout::addAligned(uintptr_t from, uintptr_t to) {
  while (from < to) {
    unsigned s = alignedSize(from, to);
    add(from, s);
    from += s;
  }
}

bool Layout::cutAt(uintptr_t b) {
  auto it = pieces_.lower_bound(b);
  if (it == pieces_.begin())
    return false;
  --it;
  uintptr_t start = it->first, end = start + it->second;
  if (!(start < b && b < end))
    return false;
  pieces_.erase(it);
  exact_.erase(start);
  addAligned(start, b);
  addAligned(b, end);
  return true;
}

bool Layout::anyPiece(uintptr_t addr, uint64_t size) const {
  auto it = pieces_.lower_bound(addr);
  if (it != pieces_.end() && it->first < addr + size)
    return true;
  return it != pieces_.begin() && std::prev(it)->first + std::prev(it)->second > addr;
}

bool Layout::touchedPrivately(uintptr_t from, uintptr_t to) const {
  auto it = private_.upper_bound(from);
  if (it != private_.begin() && std::prev(it)->second > from)
    return true;
  return it != private_.end() && it->first < to;
}

void Layout::notePrivate(uintptr_t addr, uint64_t size) {
  uintptr_t from = addr, to = addr + size;
  // Merge with every range that overlaps or touches [from, to).
  auto it = private_.upper_bound(from);
  if (it != private_.begin() && std::prev(it)->second >= from)
    --it;
  while (it != private_.end() && it->first <= to) {
    from = std::min(from, it->first);
    to = std::max(to, it->second);
    it = private_.erase(it);
  }
  private_.emplace(from, to);
}

Layout::Cover Layout::cover(uintptr_t addr, unsigned size) {
  Cover c;
  if (pieceAt(addr) == size) { // the fast path: one known piece
    c.pieces[c.count++] = Piece{addr, static_cast<uint8_t>(size)};
    return c;
  }
  uintptr_t end = addr + size;
  c.cut = cutAt(addr);
  c.cut = cutAt(end) || c.cut;
  c.refined = c.cut;
  if (!anyPiece(addr, size)) { // all new: one piece, even if unaligned
    c.refined = c.refined || touchedPrivately(addr, end);
    add(addr, size);
    c.pieces[c.count++] = Piece{addr, static_cast<uint8_t>(size)};
    return c;
  }
  // Fill the gaps between known pieces, then list the pieces in order.
  for (uintptr_t x = addr; x < end;) {
    auto it = pieces_.lower_bound(x);
    if (it != pieces_.end() && it->first == x) {
      x += it->second;
      continue;
    }
    uintptr_t gapEnd = it == pieces_.end() ? end : std::min<uintptr_t>(end, it->first);
    c.refined = c.refined || touchedPrivately(x, gapEnd);
    addAligned(x, gapEnd);
    x = gapEnd;
  }
  for (auto it = pieces_.lower_bound(addr); it != pieces_.end() && it->first < end; ++it)
    c.pieces[c.count++] = Piece{it->first, it->second};
  return c;
}

} // namespace wmc::rt
