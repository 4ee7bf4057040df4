// The site table of a translation unit: for every position an instrumented
// operation can have (the expression location clang gives its debug
// location: the start of a call, the member name of a member call, the
// operator of an assignment, the variable of a load), the exact source
// ranges a repair edits there (docs/repair.md):
//   * the call or expression;
//   * its memory-order argument, or where one would be added;
//   * its scope: the name's token (atomicAdd_block, __threadfence_block), the
//     scope argument (memory_scope_work_group), or the template argument of
//     the object's declared type (cuda::atomic_ref<T, cuda::thread_scope_block>);
//   * the statement that contains it, and where a new statement can go
//     before and after it so that the edited program runs it exactly where
//     and when the exploration did (braces around an unbraced if/else/loop
//     body; nowhere in a loop header, after a return, or next to an
//     operation that && || ?: evaluate conditionally; nothing inside a
//     macro expansion);
//   * for a plain access that names a global variable itself (x, arr[i],
//     x = ..., x++, x += ...): the variable, whether the access is a
//     compound update, and the type words of the variable's definition
//     (what making it atomic replaces).
// Positions are those of the presumed file (what #line says: the CUDA
// front end compiles a rewritten copy of the .cu file), byte offsets into
// that file's text on disk.
#ifndef WMC_ANALYSIS_SITETABLE_H
#define WMC_ANALYSIS_SITETABLE_H

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace clang {
class ASTContext;
} // namespace clang

namespace wmc::analysis {

struct SourcePos {
  unsigned offset = 0; ///< bytes from the start of the file
  unsigned line = 0;   ///< 1-based
  unsigned col = 0;    ///< 1-based, in bytes
  auto operator<=>(const SourcePos &) const = default;
};

/// [begin, end) of one file; begin == end: an insertion point.
struct SourceSpan {
  SourcePos begin, end;
  bool empty() const { return begin.offset == end.offset; }
  auto operator<=>(const SourceSpan &) const = default;
};

/// Why no statement can be inserted before (or after) an operation (the
/// checker's NoPlace, checker/report/SourceRanges.h, says it in words).
enum class NoPlace : uint8_t {
  None,        ///< one can
  NoStatement, ///< not in a function body's statement (an initializer of a global...)
  Macro,       ///< the statement is (part of) a macro expansion
  LoopHeader,  ///< in a loop's condition, increment or range
  Condition,   ///< in the condition of an if or switch (nothing goes after it)
  Jump,        ///< a return: a statement after it is never reached
  Conditional, ///< evaluated conditionally inside its statement (&&, ||, ?:)
  NotFirst,    ///< another operation of its statement may come before it
  NotLast,     ///< another operation of its statement may come after it
  Ambiguous,   ///< several statements have operations at this position (a macro)
};

enum class ScopeSpelling : uint8_t {
  None,
  Name,             ///< the callee's name: atomicAdd_block, __threadfence_block
  Argument,         ///< a scope argument: memory_scope_work_group, cuda::thread_scope_block
  MissingArgument,  ///< OpenCL: where `, memory_scope_...` would be added
  TemplateArgument, ///< the scope template argument of the object's declared type
};

struct SiteEntry {
  std::optional<SourcePos> at; ///< the site's own position (the key's offset)
  std::optional<SourceSpan> expr;
  /// The order argument's name token (`memory_order_relaxed` without its
  /// `std::`, `__ATOMIC_RELAXED`), or, when orderMissing, the insertion
  /// point of one (before the call's `)`).
  std::optional<SourceSpan> order;
  bool orderMissing = false;
  std::optional<SourceSpan> scope;
  ScopeSpelling scopeSpelling = ScopeSpelling::None;
  /// The statement, with its `;`; `before` and `after` are its ends when a
  /// statement can go there.
  std::optional<SourceSpan> stmt;
  std::optional<SourcePos> before, after;
  NoPlace noBefore = NoPlace::NoStatement, noAfter = NoPlace::NoStatement;
  bool braces = false; ///< stmt is an unbraced body: an insertion wraps it in { }
  /// Two different atomic operations (or variables) at this position: a
  /// macro expanded them. The repair does not edit it.
  bool ambiguous = false;
  std::string variable; ///< the global variable the access names itself
  bool compoundUpdate = false;
  /// The type words of `variable`'s definition (`int` of `static int x;`),
  /// when a one-token change can make it atomic.
  std::optional<SourceSpan> declType;
};

/// (absolute presumed file, line, column): the debug location of the
/// operations written there.
using SiteKey = std::tuple<std::string, unsigned, unsigned>;

struct SiteTable {
  std::map<SiteKey, SiteEntry> entries;
  const SiteEntry *find(const std::string &file, unsigned line, unsigned col) const;
};

/// The table of `ctx`'s translation unit (function bodies outside system
/// headers). Relative file names are made absolute in `compilationDir`
/// (the current directory when empty), as the debug information does.
SiteTable buildSiteTable(clang::ASTContext &ctx, const std::string &compilationDir = "");

} // namespace wmc::analysis

#endif
