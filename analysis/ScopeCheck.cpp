// wmc-scope: a block (work-group) scoped atomic on memory that other blocks
// can reach, at an address not confined to one block, is not atomic with
// respect to those blocks' accesses (a heterogeneous race); a block-scoped
// fence right before an atomic that other blocks observe does not order
// anything for them. Both are widened to device scope. Silent on
// __shared__/__local and thread-private memory, on addresses that depend on
// the block id, on kernels whose every launch in the file has one block, and
// wherever the memory cannot be told (docs/diagnostics.md#wmc-scope).
#include "BlockReach.h"
#include "Checks.h"
#include "GpuLaunches.h"
#include "ScopedOps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <set>

namespace wmc::analysis {

namespace {

std::string quotedName(const clang::ValueDecl *decl) {
  return decl && decl->getIdentifier() ? "'" + decl->getName().str() + "'" : "this memory";
}

class ScopeChecker : public clang::RecursiveASTVisitor<ScopeChecker> {
public:
  ScopeChecker(clang::ASTContext &ctx, std::vector<Finding> &out)
      : ctx_(ctx), sm_(ctx.getSourceManager()), out_(out), launches_(GpuLaunches::collect(ctx)),
        reach_(launches_.launchedFunctions()) {
    bool openCl = ctx.getLangOpts().OpenCL;
    block_ = openCl ? "work-group" : "block";
    blocks_ = openCl ? "work-groups" : "blocks";
  }

  // Every kind of function (methods, constructors, ...) sets the function
  // whose parameters and locals the reach analysis sees.
  bool TraverseDecl(clang::Decl *decl) {
    auto *function = llvm::dyn_cast_or_null<clang::FunctionDecl>(decl);
    if (!function)
      return clang::RecursiveASTVisitor<ScopeChecker>::TraverseDecl(decl);
    const clang::FunctionDecl *outer = function_;
    function_ = function;
    bool result = clang::RecursiveASTVisitor<ScopeChecker>::TraverseDecl(decl);
    function_ = outer;
    return result;
  }

  bool VisitCallExpr(clang::CallExpr *call) {
    if (!function_ || !inMainFile(call->getBeginLoc()))
      return true;
    std::optional<ScopedOp> op = scopedOpOf(call, ctx_);
    if (op && op->kind == ScopedOp::Kind::Atomic && op->blockScoped)
      checkAtomic(*op);
    return true;
  }

  // A block-scoped fence is judged by the statement after it.
  bool VisitCompoundStmt(clang::CompoundStmt *body) {
    if (!function_)
      return true;
    const clang::Stmt *previous = nullptr;
    for (const clang::Stmt *stmt : body->body()) {
      if (previous)
        checkFenceBefore(previous, stmt);
      previous = stmt;
    }
    return true;
  }

private:
  bool inMainFile(clang::SourceLocation loc) const {
    return sm_.isWrittenInMainFile(sm_.getExpansionLoc(loc));
  }

  Reach reachOf(const ScopedOp &op) const {
    return op.address ? reach_.ofPointer(op.address, function_)
                      : reach_.ofLvalue(op.object, function_);
  }

  // Global memory, an address other blocks can share, in code that may run
  // in more than one block.
  bool sharedAcrossBlocks(const Reach &reach) const {
    return reach.kind == MemoryKind::Global && !reach.confinedToBlock &&
           !launches_.onlySingleBlock(function_);
  }

  std::optional<Edit> widenEdit(const ScopedOp &op, const Reach &reach) const {
    if (op.widen)
      return op.widen;
    if (op.scopeDecl)
      return widenScopeInType(op.scopeDecl, ctx_);
    if (op.scopeInObjectType)
      if (const auto *decl = llvm::dyn_cast_or_null<clang::DeclaratorDecl>(reach.root))
        return widenScopeInType(decl, ctx_);
    return std::nullopt;
  }

  void addRootNote(Finding &finding, const Reach &reach) const {
    if (!reach.root || !inMainFile(reach.root->getLocation()))
      return;
    bool argument = llvm::isa<clang::ParmVarDecl>(reach.root);
    finding.notes.push_back(
        {reach.root->getLocation(),
         quotedName(reach.root) +
             (argument ? " points to global memory that every " + block_ + " can access"
                       : " is in global memory that every " + block_ + " can access")});
  }

  void addScopeNote(Finding &finding, const std::optional<Edit> &edit) const {
    if (!edit)
      return;
    clang::SourceLocation scope = edit->range.getBegin();
    if (sm_.getExpansionLineNumber(scope) != sm_.getExpansionLineNumber(finding.loc))
      finding.notes.push_back({scope, "the " + block_ + " scope is chosen here"});
  }

  void checkAtomic(const ScopedOp &op) {
    Reach reach = reachOf(op);
    if (!sharedAcrossBlocks(reach))
      return;
    std::optional<Edit> edit = widenEdit(op, reach);
    // One warning per scope written in the source (an atomic_ref or a
    // cuda::atomic variable is used many times).
    clang::SourceLocation key = edit ? edit->range.getBegin() : op.loc;
    if (!reported_.insert(key.getRawEncoding()).second)
      return;
    Finding finding;
    finding.check = CheckKind::Scope;
    finding.loc = op.loc;
    finding.message = "'" + op.name + "' is atomic only within one " + block_ +
                      ", but it accesses global memory (" + quotedName(reach.root) +
                      ") that threads of other " + blocks_ +
                      " can reach at the same address; use device scope";
    addScopeNote(finding, edit);
    addRootNote(finding, reach);
    if (edit)
      finding.fixits.push_back(*edit);
    out_.push_back(std::move(finding));
  }

  // The first atomic operation inside `stmt`, if any.
  std::optional<ScopedOp> firstAtomicIn(const clang::Stmt *stmt) const {
    if (!stmt)
      return std::nullopt;
    if (const auto *call = llvm::dyn_cast<clang::CallExpr>(stmt))
      if (std::optional<ScopedOp> op = scopedOpOf(call, ctx_))
        if (op->kind == ScopedOp::Kind::Atomic)
          return op;
    for (const clang::Stmt *child : stmt->children())
      if (std::optional<ScopedOp> op = firstAtomicIn(child))
        return op;
    return std::nullopt;
  }

  void checkFenceBefore(const clang::Stmt *fenceStmt, const clang::Stmt *next) {
    const auto *call = llvm::dyn_cast<clang::CallExpr>(fenceStmt->IgnoreContainers());
    if (!call || !inMainFile(call->getBeginLoc()))
      return;
    std::optional<ScopedOp> fence = scopedOpOf(call, ctx_);
    if (!fence || fence->kind != ScopedOp::Kind::Fence || !fence->blockScoped)
      return;
    std::optional<ScopedOp> atomic = firstAtomicIn(next);
    if (!atomic)
      return;
    Reach reach = reachOf(*atomic);
    if (!sharedAcrossBlocks(reach))
      return;
    Finding finding;
    finding.check = CheckKind::Scope;
    finding.loc = fence->loc;
    finding.message = "'" + fence->name + "' orders memory only for the threads of this " + block_ +
                      ", but the atomic after it accesses global memory (" +
                      quotedName(reach.root) + ") that threads of other " + blocks_ +
                      " observe; use a device-scope fence";
    finding.notes.push_back({atomic->loc, "the atomic that other " + blocks_ + " can observe"});
    addRootNote(finding, reach);
    if (fence->widen)
      finding.fixits.push_back(*fence->widen);
    out_.push_back(std::move(finding));
  }

  clang::ASTContext &ctx_;
  const clang::SourceManager &sm_;
  std::vector<Finding> &out_;
  GpuLaunches launches_;
  BlockReach reach_;
  const clang::FunctionDecl *function_ = nullptr;
  std::set<clang::SourceLocation::UIntTy> reported_;
  std::string block_, blocks_;
};

} // namespace

void checkScope(clang::ASTContext &ctx, std::vector<Finding> &out) {
  ScopeChecker checker(ctx, out);
  checker.TraverseDecl(ctx.getTranslationUnitDecl());
}

} // namespace wmc::analysis
