// The entry point of the static pre-analysis: run the enabled checks over a
// parsed translation unit and return their findings in source order.
#ifndef WMC_ANALYSIS_ANALYZE_H
#define WMC_ANALYSIS_ANALYZE_H

#include "Finding.h"

#include <set>
#include <vector>

namespace clang {
class ASTContext;
}

namespace wmc::analysis {

struct AnalysisOptions {
  std::set<CheckKind> enabled{std::begin(kAllChecks), std::end(kAllChecks)};
};

std::vector<Finding> analyzeTranslationUnit(clang::ASTContext &ctx,
                                            const AnalysisOptions &options = {});

} // namespace wmc::analysis

#endif
