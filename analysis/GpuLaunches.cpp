#include "GpuLaunches.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <string_view>

namespace wmc::analysis {

namespace {

// A grid of one block: the constant 1, or dim3(1[, 1[, 1]]).
bool isOneBlock(const clang::Expr *grid, clang::ASTContext &ctx) {
  grid = grid->IgnoreImplicit()->IgnoreParenImpCasts();
  if (const auto *construct = llvm::dyn_cast<clang::CXXConstructExpr>(grid)) {
    if (construct->getNumArgs() == 1 && construct->getConstructor()->isCopyOrMoveConstructor())
      return isOneBlock(construct->getArg(0), ctx);
    for (const clang::Expr *arg : construct->arguments())
      if (!llvm::isa<clang::CXXDefaultArgExpr>(arg) && !isOneBlock(arg, ctx))
        return false;
    return construct->getNumArgs() > 0;
  }
  if (const auto *functional = llvm::dyn_cast<clang::CXXFunctionalCastExpr>(grid))
    return isOneBlock(functional->getSubExpr(), ctx);
  if (const auto *literal = llvm::dyn_cast<clang::CompoundLiteralExpr>(grid))
    return isOneBlock(literal->getInitializer(), ctx);
  if (const auto *init = llvm::dyn_cast<clang::InitListExpr>(grid)) {
    for (const clang::Expr *e : init->inits())
      if (!isOneBlock(e, ctx))
        return false;
    return init->getNumInits() > 0;
  }
  // <wmc/gpu.h>'s wmc_dim3_of(x, y, z).
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(grid)) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !callee->getIdentifier() || callee->getName() != "wmc_dim3_of")
      return false;
    for (const clang::Expr *arg : call->arguments())
      if (!isOneBlock(arg, ctx))
        return false;
    return true;
  }
  if (grid->isValueDependent())
    return false;
  std::optional<llvm::APSInt> value = grid->getIntegerConstantExpr(ctx);
  return value && *value == 1;
}

const clang::FunctionDecl *functionArg(const clang::Expr *e) {
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e->IgnoreParenCasts());
  return ref ? llvm::dyn_cast<clang::FunctionDecl>(ref->getDecl()) : nullptr;
}

class LaunchFinder : public clang::RecursiveASTVisitor<LaunchFinder> {
public:
  LaunchFinder(clang::ASTContext &ctx, GpuLaunches &out) : ctx_(ctx), out_(out) {}

  bool TraverseDecl(clang::Decl *decl) {
    auto *function = llvm::dyn_cast_or_null<clang::FunctionDecl>(decl);
    if (!function)
      return clang::RecursiveASTVisitor<LaunchFinder>::TraverseDecl(decl);
    const clang::FunctionDecl *outer = function_;
    function_ = function;
    bool result = clang::RecursiveASTVisitor<LaunchFinder>::TraverseDecl(decl);
    function_ = outer;
    return result;
  }

  bool VisitCUDAKernelCallExpr(clang::CUDAKernelCallExpr *launch) {
    const clang::CallExpr *config = launch->getConfig();
    if (const clang::FunctionDecl *kernel = launch->getDirectCallee())
      out_.add(kernel, config && config->getNumArgs() > 0 && isOneBlock(config->getArg(0), ctx_),
               false);
    return true;
  }

  bool VisitCallExpr(clang::CallExpr *call) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !callee->getIdentifier())
      return true;
    if (!llvm::isa<clang::CUDAKernelCallExpr>(call))
      out_.addCall(function_, callee);
    std::string_view name = callee->getName();
    // wmc_gpu_launch_1d(blocks, threads, fn, arg), wmc_gpu_launch_3d(grid,
    // block, fn, arg), (wmc_gpu_launch)(grid, block, fn, arg, size).
    if ((name == "wmc_gpu_launch_1d" || name == "wmc_gpu_launch_3d" || name == "wmc_gpu_launch") &&
        call->getNumArgs() >= 3)
      if (const clang::FunctionDecl *fn = functionArg(call->getArg(2)))
        out_.add(fn, name == "wmc_gpu_launch_1d" && isOneBlock(call->getArg(0), ctx_), true);
    return true;
  }

private:
  clang::ASTContext &ctx_;
  GpuLaunches &out_;
  const clang::FunctionDecl *function_ = nullptr;
};

} // namespace

GpuLaunches GpuLaunches::collect(clang::ASTContext &ctx) {
  GpuLaunches launches;
  LaunchFinder finder(ctx, launches);
  finder.TraverseDecl(ctx.getTranslationUnitDecl());
  return launches;
}

void GpuLaunches::add(const clang::FunctionDecl *function, bool singleBlock, bool viaGpuH) {
  function = function->getCanonicalDecl();
  auto [it, inserted] = allSingle_.emplace(function, singleBlock);
  if (!inserted)
    it->second = it->second && singleBlock;
  if (viaGpuH)
    launched_.insert(function);
}

void GpuLaunches::addCall(const clang::FunctionDecl *caller, const clang::FunctionDecl *callee) {
  // A call outside any function (a global's initializer) runs on the host.
  callers_[callee->getCanonicalDecl()].insert(caller ? caller->getCanonicalDecl() : nullptr);
}

bool GpuLaunches::onlySingleBlock(const clang::FunctionDecl *function) const {
  return onlySingleBlock(function, 0);
}

bool GpuLaunches::onlySingleBlock(const clang::FunctionDecl *function, unsigned depth) const {
  constexpr unsigned kMaxCallDepth = 4; // also ends recursion through cycles
  if (!function || depth > kMaxCallDepth)
    return false;
  function = function->getCanonicalDecl();
  if (auto it = allSingle_.find(function); it != allSingle_.end())
    return it->second;
  auto it = callers_.find(function);
  if (it == callers_.end())
    return false;
  for (const clang::FunctionDecl *caller : it->second)
    if (!onlySingleBlock(caller, depth + 1))
      return false;
  return true;
}

} // namespace wmc::analysis
