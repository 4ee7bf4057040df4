// TODO(issue 7): not implemented yet; reports nothing.
#include "Checks.h"

namespace wmc::analysis {

void checkScope(clang::ASTContext &, std::vector<Finding> &) {}

} // namespace wmc::analysis
