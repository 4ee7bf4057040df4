// What a repair can change and the conflicts it must remove. A conflict is a
// formula over changes: it is removed when the formula holds for the chosen
// set of changes (e.g. a heterogeneous race needs BOTH of its accesses'
// scopes wide enough; a non-SC cycle needs a fence on EVERY relaxed edge,
// each of which may be fenced at one of several sites).
#pragma once

#include "report/SourceRanges.h"

#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace wmc::repair {

/// A static source site: where an instrumented operation was written.
/// Every instance of the operation (every thread, every execution) shares it.
/// A change of a variable's declaration (MakeAtomic) names the variable
/// instead: line and column 0, `file` the file of an access to it.
struct SiteKey {
  std::string file;
  uint32_t line = 0;
  uint32_t col = 0;
  std::string variable; ///< MakeAtomic: the global variable's name
  /// The plugin's site table's ranges for the position (for MakeAtomic: of
  /// an access that names the variable, which has its declaration's), or
  /// null. Not part of the key's identity.
  std::shared_ptr<const SourceRanges> ranges;

  SiteKey() = default;
  SiteKey(std::string file, uint32_t line, uint32_t col, std::string variable = "",
          std::shared_ptr<const SourceRanges> ranges = nullptr)
      : file(std::move(file)), line(line), col(col), variable(std::move(variable)),
        ranges(std::move(ranges)) {}

  bool operator==(const SiteKey &o) const {
    return std::tie(file, line, col, variable) == std::tie(o.file, o.line, o.col, o.variable);
  }
  auto operator<=>(const SiteKey &o) const {
    return std::tie(file, line, col, variable) <=> std::tie(o.file, o.line, o.col, o.variable);
  }
};

enum class ChangeKind : uint8_t {
  WidenScope,    ///< level: 1 device, 2 system (a block-scope operation is level 0)
  FenceAfter,    ///< a fence after the operation's statement: 1 store-store, 2 full
  ReleaseStore,  ///< the store's order: 1 release, 2 seq_cst
  AcquireLoad,   ///< the load's order: 1 acquire, 2 seq_cst
  MakeAtomic,    ///< every plain access of a variable: 1 relaxed, 2 release/acquire
  BarrierAfter,  ///< a block barrier after the operation's statement: 1 for
                 ///< block-shared memory, 2 for global memory too
  ReleaseFence,  ///< a fence's order: 1 release (acq_rel if it acquires), 2 seq_cst
  AcquireFence,  ///< a fence's order: 1 acquire (acq_rel if it releases), 2 seq_cst
  FenceBefore,   ///< a fence before the operation's statement: 1 store-store, 2 full
  BarrierBefore, ///< a block barrier before the operation's statement (levels as BarrierAfter)
};

/// A statement inserted next to the operation's (a fence or a barrier)?
inline bool isInsertion(ChangeKind k) {
  return k == ChangeKind::FenceAfter || k == ChangeKind::FenceBefore ||
         k == ChangeKind::BarrierAfter || k == ChangeKind::BarrierBefore;
}
inline bool insertsBefore(ChangeKind k) {
  return k == ChangeKind::FenceBefore || k == ChangeKind::BarrierBefore;
}
inline bool insertsBarrier(ChangeKind k) {
  return k == ChangeKind::BarrierAfter || k == ChangeKind::BarrierBefore;
}

std::string_view toString(ChangeKind k);

/// The number of levels a kind has above "unchanged" (level 0).
uint8_t levelCount(ChangeKind k);

/// One source edit: change `kind` at `site` to `level` (1..levelCount).
struct Change {
  SiteKey site;
  ChangeKind kind = ChangeKind::WidenScope;
  uint8_t level = 1;
  auto operator<=>(const Change &) const = default;
};

/// A formula over changes. An atom holds when the chosen change of its
/// (site, kind) has at least its level.
struct Formula {
  enum class Op : uint8_t { Atom, And, Or, Not } op = Op::Atom;
  Change atom;                ///< Op::Atom: the (site, kind, minimum level)
  std::vector<Formula> parts; ///< Op::And, Op::Or; Op::Not: the one negated

  static Formula needs(Change c) { return Formula{Op::Atom, std::move(c), {}}; }
  static Formula all(std::vector<Formula> parts) { return Formula{Op::And, {}, std::move(parts)}; }
  static Formula any(std::vector<Formula> parts) { return Formula{Op::Or, {}, std::move(parts)}; }
  /// The change c is not made at c.level or above.
  static Formula never(Change c) { return Formula{Op::Not, {}, {needs(std::move(c))}}; }
};

/// An error the exploration found, and what would remove it.
struct Conflict {
  std::string reason; ///< for the report, e.g. "heterogeneous race on counter"
  Formula removedBy;
};

} // namespace wmc::repair
