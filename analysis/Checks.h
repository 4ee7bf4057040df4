// One function per check; each walks the whole translation unit and appends
// its findings. Each lives in its own file (ScopeCheck.cpp, ...).
#ifndef WMC_ANALYSIS_CHECKS_H
#define WMC_ANALYSIS_CHECKS_H

#include "Finding.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace wmc::analysis {

void checkScope(clang::ASTContext &ctx, std::vector<Finding> &out);
void checkSharedRace(clang::ASTContext &ctx, std::vector<Finding> &out);
void checkDivergentBarrier(clang::ASTContext &ctx, std::vector<Finding> &out);
void checkDataRace(clang::ASTContext &ctx, std::vector<Finding> &out);
void checkWeakPublication(clang::ASTContext &ctx, std::vector<Finding> &out);

} // namespace wmc::analysis

#endif
