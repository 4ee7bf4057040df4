// Turns analysis findings into clang diagnostics: "warning: MESSAGE
// [-Wwmc-CHECK]" (or an error under -Werror / -Werror=wmc-CHECK) with the
// finding's highlights and fix-its, one note per Note. Findings the flags or
// pragmas disable are dropped.
#ifndef WMC_PLUGIN_FINDINGREPORTER_H
#define WMC_PLUGIN_FINDINGREPORTER_H

#include "DiagnosticExport.h"
#include "DiagnosticPragmas.h"
#include "Finding.h"
#include "WarningPolicy.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace wmc::plugin {

// Reports `findings` through the context's DiagnosticsEngine and returns the
// reported ones as records for JSON and YAML. A fix-it too far from its
// warning's caret for clang's snippet goes on a note at the edit, except
// when `fixItMode` (clang -fixit applies only the fix-its of warnings).
std::vector<ExportedDiagnostic> reportFindings(clang::ASTContext &ctx,
                                               const std::vector<analysis::Finding> &findings,
                                               const WarningPolicy &policy,
                                               const DiagnosticPragmaLog &pragmas,
                                               bool fixItMode);

} // namespace wmc::plugin

#endif
