// How the test's memory is divided into locations, as far as the runtime has
// seen: non-overlapping pieces (address, 1..8 bytes), and the byte ranges of
// thread stacks that were accessed "privately" (a memcpy/memset piece on the
// thread's own stack that no location covers gets no event). This knowledge
// only grows, and it outlives an exploration: when an access needs a piece
// cut (a mixed-size access), or a location over privately accessed bytes,
// the graphs explored so far have the wrong granularity and the session
// restarts the exploration with the refined layout (docs/architecture.md,
// "Locations"). Refinements are bounded by the bytes touched.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <unordered_map>

namespace wmc::rt {

class Layout {
public:
  struct Piece {
    uintptr_t addr;
    uint8_t size;
  };
  /// The pieces one access of at most 8 bytes maps to, in address order.
  /// Only pieces[0..count) are set: every access makes a Cover, and zeroing
  /// the array showed in profiles.
  struct Cover {
    std::array<Piece, 8> pieces;
    uint8_t count = 0;
    /// The layout changed in a way that invalidates the graphs explored so
    /// far: a piece was cut, or a new piece covers privately accessed bytes.
    bool refined = false;
    /// A piece had to be cut (the graph of this run has the old one).
    bool cut = false;
  };

  /// The pieces covering [addr, addr+size), size <= 8. Bytes no piece covers
  /// get new pieces: one piece for the whole access if it is new, else
  /// aligned power-of-two chunks. Pieces crossing the access's ends are cut.
  Cover cover(uintptr_t addr, unsigned size);
  /// Size of the piece starting at addr, 0 if none.
  unsigned pieceAt(uintptr_t addr) const {
    auto it = exact_.find(addr);
    return it == exact_.end() ? 0 : it->second;
  }
  /// Does some piece overlap [addr, addr+size)?
  bool anyPiece(uintptr_t addr, uint64_t size) const;
  /// Records bytes accessed without events.
  void notePrivate(uintptr_t addr, uint64_t size);

private:
  void add(uintptr_t addr, unsigned size);
  /// Adds aligned power-of-two pieces tiling [from, to).
  void addAligned(uintptr_t from, uintptr_t to);
  /// Cuts the piece that strictly contains the boundary b; true if one did.
  bool cutAt(uintptr_t b);
  bool touchedPrivately(uintptr_t from, uintptr_t to) const;

  std::map<uintptr_t, uint8_t> pieces_;          // addr -> size, non-overlapping
  std::unordered_map<uintptr_t, uint8_t> exact_; // the same, for the fast path
  std::map<uintptr_t, uintptr_t> private_;       // start -> end, disjoint, merged
};

} // namespace wmc::rt
