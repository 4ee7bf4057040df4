// A compile-time finding of one check: where it is, what is wrong, the other
// access (notes) and the source edits that fix it. Locations belong to the
// ASTContext the analysis ran on; plugin/ turns findings into clang
// diagnostics, JSON and clang-apply-replacements files.
#ifndef WMC_ANALYSIS_FINDING_H
#define WMC_ANALYSIS_FINDING_H

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wmc::analysis {

// The checks. Their names (checkName) are part of the interface: they are the
// -W flags, the JSON "check" field and the DiagnosticName of exported fixes.
enum class CheckKind {
  Scope,            // wmc-scope
  SharedRace,       // wmc-shared-race
  DivergentBarrier, // wmc-divergent-barrier
  DataRace,         // wmc-data-race
  WeakPublication,  // wmc-weak-publication
};

inline constexpr CheckKind kAllChecks[] = {
    CheckKind::Scope, CheckKind::SharedRace, CheckKind::DivergentBarrier,
    CheckKind::DataRace, CheckKind::WeakPublication};

std::string_view checkName(CheckKind check);
std::optional<CheckKind> checkFromName(std::string_view name);

struct Note {
  clang::SourceLocation loc;
  std::string message;
};

// Replace `range` by `replacement`; an insertion has an empty range
// (begin == end, a character range).
struct Edit {
  clang::CharSourceRange range;
  std::string replacement;
};

struct Finding {
  CheckKind check;
  clang::SourceLocation loc;
  std::string message;
  std::vector<clang::CharSourceRange> highlights;
  std::vector<Note> notes;
  std::vector<Edit> fixits;
};

} // namespace wmc::analysis

#endif
