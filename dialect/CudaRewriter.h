// The AST walk of wmc-cuda-lower (CudaLower.h): rewrites the kernel launches
// of the main file (written there or in a macro defined there) and its
// `extern __shared__` declarations, and collects the lines of its
// device-only functions (DeviceArch.h). Rejects, as clang errors with their
// location, what the C++ lowering cannot express.
#ifndef WMC_DIALECT_CUDAREWRITER_H
#define WMC_DIALECT_CUDAREWRITER_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <set>
#include <utility>
#include <vector>

namespace wmc::dialect {

class CudaRewriter : public clang::RecursiveASTVisitor<CudaRewriter> {
public:
  CudaRewriter(clang::ASTContext &context, clang::Rewriter &rewriter)
      : context_(context), sm_(context.getSourceManager()), rewriter_(rewriter) {}

  bool VisitCUDAKernelCallExpr(clang::CUDAKernelCallExpr *call);
  bool VisitVarDecl(clang::VarDecl *var);
  bool VisitFunctionDecl(clang::FunctionDecl *fn);

  unsigned launches() const { return launches_; }
  /// Inclusive line ranges of the main file's device-only functions.
  const std::vector<std::pair<unsigned, unsigned>> &deviceFunctions() const {
    return deviceFunctions_;
  }

private:
  clang::DiagnosticsEngine &diags() { return context_.getDiagnostics(); }
  void error(clang::SourceLocation loc, llvm::StringRef message);
  llvm::StringRef tokenText(clang::SourceLocation loc, unsigned length);
  /// Rewrites a launch whose <<< and >>> are spelled at open and close,
  /// with the callee's text in `callee` (all in the main file).
  void rewriteLaunch(clang::CharSourceRange callee, clang::SourceLocation open,
                     clang::SourceLocation close);
  /// A launch written inside a macro: rewrites the macro's definition.
  void rewriteLaunchInMacro(clang::CUDAKernelCallExpr *call);
  /// Where a token of the expansion of a macro (whose body expansion is
  /// `body`) is written in that macro's definition: its own place, or for a
  /// token of an argument the parameter's place. Invalid if neither.
  clang::SourceLocation placeIn(clang::FileID body, clang::SourceLocation loc) const;

  clang::ASTContext &context_;
  clang::SourceManager &sm_;
  clang::Rewriter &rewriter_;
  unsigned launches_ = 0;
  std::set<unsigned> seen_; // rewritten tokens (a launch or macro reached twice)
  std::vector<std::pair<unsigned, unsigned>> deviceFunctions_;
};

} // namespace wmc::dialect

#endif
