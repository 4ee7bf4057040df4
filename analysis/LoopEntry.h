// Loops whose body surely runs at least once: `for (int i = C; i OP D; ...)`
// with constants C and D for which `C OP D` holds. A path that enters such a
// loop and leaves it at once (the condition's false edge taken on entry) is
// infeasible; the path-based checks skip it.
#ifndef WMC_ANALYSIS_LOOPENTRY_H
#define WMC_ANALYSIS_LOOPENTRY_H

#include "clang/AST/ASTContext.h"
#include "clang/Analysis/CFG.h"

#include <cstdint>
#include <optional>

namespace wmc::analysis {

// Whether `loop` (a loop statement) runs its body on its first test.
bool entersBodyFirstTime(const clang::Stmt *loop, clang::ASTContext &ctx);

// Whether the CFG edge `from` -> `to` enters the loop whose condition block
// is `to` from outside (not its back edge), and the loop surely runs its
// body then: only the condition's true successor is feasible.
bool entersLoopBodySurely(const clang::CFGBlock &from, const clang::CFGBlock &to,
                          clang::ASTContext &ctx);

// The counter of a for loop with a constant start, a constant update
// (`v += c`, `v -= c`, `v *= c`, `v /= c`, `v <<= c`, `v >>= c`, `++v`, ...),
// a test `v OP constant`, no other assignment to v in the body, no break
// out of it (nor goto), and at most
// a few thousand rounds: the value v has in the loop's last round.
struct LastRound {
  const clang::VarDecl *counter = nullptr;
  int64_t value = 0;
};
std::optional<LastRound> lastRoundOf(const clang::ForStmt *loop, clang::ASTContext &ctx);

} // namespace wmc::analysis

#endif
