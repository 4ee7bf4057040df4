// wmc-divergent-barrier: a block barrier that only some threads of the block
// reach, because it is control dependent on a condition that varies between
// them (Uniformity.h). A call of a helper that waits at a barrier counts as
// a barrier.
#include "BarrierCalls.h"
#include "Checks.h"
#include "GpuDialect.h"
#include "Uniformity.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

namespace wmc::analysis {

void checkDivergentBarrier(clang::ASTContext &ctx, std::vector<Finding> &out) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  std::vector<const clang::FunctionDecl *> functions = mainFileFunctions(ctx);
  Uniformity uniformity(ctx);
  uniformity.analyzeCallers(functions);
  BarrierCalls barriers;
  for (const clang::FunctionDecl *fn : functions) {
    const FunctionUniformity &analysis = uniformity.of(fn);
    forEachCall(fn->getBody(), [&](const clang::CallExpr *call) {
      if (!barriers.waitsAtBarrier(call))
        return;
      const clang::Expr *cause = analysis.divergenceCause(analysis.blockOf(call));
      if (!cause)
        return;
      std::string name = calleeName(call);
      Finding finding;
      finding.check = CheckKind::DivergentBarrier;
      finding.loc = fileLoc(sm, call->getBeginLoc());
      finding.message =
          isBarrierCall(call)
              ? "barrier '" + name +
                    "' is not reached by every thread of the block: it depends on a condition "
                    "that differs between threads"
              : "call to '" + name +
                    "', which waits at a barrier, is not reached by every thread of the block: "
                    "it depends on a condition that differs between threads";
      finding.highlights.push_back(sm.getExpansionRange(call->getSourceRange()));
      finding.notes.push_back({fileLoc(sm, cause->getBeginLoc()),
                               "this condition differs between threads of the block"});
      out.push_back(std::move(finding));
    });
  }
}

} // namespace wmc::analysis
