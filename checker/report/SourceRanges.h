// The source ranges of one site from the plugin's site table (the runtime
// reads them from wmc_site::ranges, runtime/abi.h; analysis/SiteTable.h
// builds them): what a repair edits, as byte offsets into the site's file.
#pragma once

#include <cstdint>
#include <string>

namespace wmc {

struct ByteRange {
  static constexpr uint32_t kNone = 0xffffffffu;
  uint32_t begin = kNone, end = kNone; ///< [begin, end); begin == end: an insertion point
  bool valid() const { return begin != kNone && end != kNone && begin <= end; }
};

/// Why no statement can go before (after) an operation; the values of
/// wmc_no_place.
enum class NoPlace : uint8_t {
  None,
  NoStatement,
  Macro,
  LoopHeader,
  Condition,
  Jump,
  Conditional,
  NotFirst,
  NotLast,
  Ambiguous,
};

/// "it is in the header of a loop", ...
const char *describe(NoPlace why);

/// How the scope of an operation is written; the values of wmc_scope_spelling.
enum class ScopeSpelling : uint8_t { None, Name, Argument, MissingArgument, TemplateArgument };

struct SourceRanges {
  uint32_t offset = ByteRange::kNone; ///< the site's own line and column
  ByteRange expr, order, scope, stmt;
  bool orderMissing = false; ///< `order` is where an order argument would be added
  ScopeSpelling scopeSpelling = ScopeSpelling::None;
  uint32_t before = ByteRange::kNone, after = ByteRange::kNone; ///< insertion points
  NoPlace noBefore = NoPlace::NoStatement, noAfter = NoPlace::NoStatement;
  bool braces = false;    ///< an insertion wraps the statement in braces
  bool ambiguous = false; ///< several operations share the position: no edit
  std::string variable;   ///< the global variable a plain access names itself
  bool compoundUpdate = false;
  ByteRange decl; ///< the type words of `variable`'s definition
};

} // namespace wmc
