#include "Analyze.h"
#include "Checks.h"
#include "SourceOrder.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace wmc::analysis {

std::vector<Finding> analyzeTranslationUnit(clang::ASTContext &ctx,
                                            const AnalysisOptions &options) {
  using CheckFn = void (*)(clang::ASTContext &, std::vector<Finding> &);
  static constexpr std::pair<CheckKind, CheckFn> kChecks[] = {
      {CheckKind::Scope, checkScope},
      {CheckKind::SharedRace, checkSharedRace},
      {CheckKind::DivergentBarrier, checkDivergentBarrier},
      {CheckKind::DataRace, checkDataRace},
      {CheckKind::WeakPublication, checkWeakPublication},
  };
  std::vector<Finding> findings;
  for (auto [kind, fn] : kChecks)
    if (options.enabled.contains(kind))
      fn(ctx, findings);
  const clang::SourceManager &sm = ctx.getSourceManager();
  sortInSourceOrder(findings, sm, [](const Finding &f) { return f.loc; });
  return findings;
}

} // namespace wmc::analysis
