// Tracks `#pragma clang diagnostic push|pop|ignored|warning|error` (and the
// GCC spelling, and _Pragma) so that "-Wwmc-CHECK" groups obey them.
//
// clang 19 calls PPCallbacks::PragmaDiagnostic only for warning groups it
// knows; for "-Wwmc-scope" it warns "unknown warning group" and tells no
// callback. So the tracker reads each pragma's text itself when
// PPCallbacks::PragmaDirective announces it, records the push/pop/set events
// in translation-unit order, and silences clang's "unknown warning group"
// warning for the wmc groups (only at that pragma).
#ifndef WMC_PLUGIN_DIAGNOSTICPRAGMAS_H
#define WMC_PLUGIN_DIAGNOSTICPRAGMAS_H

#include "WarningPolicy.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace clang {
class DiagnosticsEngine;
class SourceManager;
} // namespace clang

namespace wmc::plugin {

struct DiagnosticPragma {
  enum class Op { Push, Pop, Set } op;
  std::optional<analysis::CheckKind> check; // for Set
  Severity severity = Severity::Warning;    // for Set
};

// Parses the text after "#pragma" (e.g. `clang diagnostic ignored
// "-Wwmc-scope"`). Returns nothing for other pragmas and for groups that are
// not wmc checks (clang handles those); push/pop are always returned.
std::optional<DiagnosticPragma> parseDiagnosticPragma(std::string_view text);

// The pragma events of one translation unit, in order.
class DiagnosticPragmaLog {
public:
  void add(clang::SourceLocation loc, DiagnosticPragma pragma);

  // The mapping of `check` at `loc`: the command-line mapping in `policy`
  // changed by the pragmas before `loc`.
  CheckMapping mappingAt(const clang::SourceManager &sm, clang::SourceLocation loc,
                         analysis::CheckKind check, const WarningPolicy &policy) const;

private:
  struct Event {
    clang::SourceLocation loc;
    DiagnosticPragma pragma;
  };
  std::vector<Event> events_;
};

// Feeds `log` from the preprocessor.
std::unique_ptr<clang::PPCallbacks> makePragmaTracker(clang::SourceManager &sm,
                                                      clang::DiagnosticsEngine &diags,
                                                      std::shared_ptr<DiagnosticPragmaLog> log);

} // namespace wmc::plugin

#endif
