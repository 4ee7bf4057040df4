#include "ScopedOps.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <cctype>
#include <string_view>

namespace wmc::analysis {

namespace {

// gpu.h packs the scope into bits 4.. of the order argument.
constexpr std::int64_t kGpuScopeBlock = 2;
constexpr std::int64_t kOpenClGlobalMemFence = 0x02; // CLK_GLOBAL_MEM_FENCE

std::string_view nameOf(const clang::NamedDecl *decl) {
  if (!decl || !decl->getIdentifier())
    return {};
  return decl->getName();
}

bool inNamespace(const clang::Decl *decl, std::string_view name) {
  const auto *ns = llvm::dyn_cast<clang::NamespaceDecl>(decl->getDeclContext()->getRedeclContext());
  return ns && nameOf(ns) == name;
}

const clang::DeclRefExpr *enumeratorRef(const clang::Expr *e, std::string_view name) {
  if (!e)
    return nullptr;
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e->IgnoreParenImpCasts());
  if (ref && llvm::isa<clang::EnumConstantDecl>(ref->getDecl()) && nameOf(ref->getDecl()) == name)
    return ref;
  return nullptr;
}

// The first reference to enumerator `name` inside `s`.
const clang::DeclRefExpr *findEnumerator(const clang::Stmt *s, std::string_view name) {
  if (!s)
    return nullptr;
  if (const auto *e = llvm::dyn_cast<clang::Expr>(s))
    if (const clang::DeclRefExpr *ref = enumeratorRef(e, name))
      return ref;
  for (const clang::Stmt *child : s->children())
    if (const clang::DeclRefExpr *ref = findEnumerator(child, name))
      return ref;
  return nullptr;
}

// Replaces the token `expected` at `loc` when the user wrote it there: in the
// file, or as a macro argument at the macro's use (not in a #define body).
std::optional<Edit> replaceToken(clang::SourceLocation loc, std::string_view expected,
                                 const std::string &replacement, clang::ASTContext &ctx) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  if (loc.isMacroID()) {
    if (!sm.isMacroArgExpansion(loc))
      return std::nullopt;
    clang::CharSourceRange use = sm.getExpansionRange(loc);
    loc = sm.getSpellingLoc(loc);
    if (!loc.isFileID() || sm.isBeforeInTranslationUnit(loc, use.getBegin()) ||
        sm.isBeforeInTranslationUnit(use.getEnd(), loc))
      return std::nullopt;
  }
  clang::CharSourceRange token = clang::CharSourceRange::getTokenRange(loc);
  if (std::string_view(clang::Lexer::getSourceText(token, sm, ctx.getLangOpts())) != expected)
    return std::nullopt;
  return Edit{token, replacement};
}

std::optional<std::int64_t> constantOf(const clang::Expr *e, clang::ASTContext &ctx) {
  if (!e || e->isValueDependent())
    return std::nullopt;
  std::optional<llvm::APSInt> value = e->getIntegerConstantExpr(ctx);
  if (!value || value->getSignificantBits() > 64)
    return std::nullopt;
  return value->getExtValue();
}

// The name the user wrote for a call that may come from a macro
// (wmc_atomic_fetch_add for a wmc_scoped_rmw call).
std::string writtenName(const clang::CallExpr *call, clang::ASTContext &ctx) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  clang::SourceLocation begin = call->getBeginLoc();
  if (begin.isMacroID()) {
    clang::CharSourceRange token = clang::CharSourceRange::getTokenRange(sm.getExpansionLoc(begin));
    return std::string(clang::Lexer::getSourceText(token, sm, ctx.getLangOpts()));
  }
  return std::string(nameOf(call->getDirectCallee()));
}

// cuda::atomic<T, S> / cuda::atomic_ref<T, S>: whether S is thread_scope_block.
std::optional<bool> cudaAtomicBlockScope(clang::QualType type) {
  if (const auto *pointer = type->getAs<clang::PointerType>())
    type = pointer->getPointeeType();
  const auto *spec =
      llvm::dyn_cast_or_null<clang::ClassTemplateSpecializationDecl>(type->getAsCXXRecordDecl());
  if (!spec || !inNamespace(spec, "cuda") ||
      (nameOf(spec) != "atomic" && nameOf(spec) != "atomic_ref"))
    return std::nullopt;
  const clang::TemplateArgumentList &args = spec->getTemplateArgs();
  if (args.size() < 2 || args[1].getKind() != clang::TemplateArgument::Integral)
    return std::nullopt;
  const auto *scopeEnum = args[1].getIntegralType()->getAs<clang::EnumType>();
  if (!scopeEnum)
    return std::nullopt;
  for (const clang::EnumConstantDecl *e : scopeEnum->getDecl()->enumerators())
    if (nameOf(e) == "thread_scope_block")
      return llvm::APSInt::isSameValue(e->getInitVal(), args[1].getAsIntegral());
  return std::nullopt;
}

std::optional<ScopedOp> cudaMemberOp(const clang::CallExpr *call, clang::ASTContext &) {
  const clang::Expr *object = nullptr;
  if (const auto *member = llvm::dyn_cast<clang::CXXMemberCallExpr>(call))
    object = member->getImplicitObjectArgument();
  else if (const auto *op = llvm::dyn_cast<clang::CXXOperatorCallExpr>(call))
    if (llvm::isa_and_nonnull<clang::CXXMethodDecl>(op->getDirectCallee()) && op->getNumArgs() > 0)
      object = op->getArg(0);
  if (!object)
    return std::nullopt;
  object = object->IgnoreParenImpCasts();
  std::optional<bool> block = cudaAtomicBlockScope(object->getType());
  if (!block)
    return std::nullopt;
  ScopedOp op;
  op.blockScoped = *block;
  op.loc = call->getExprLoc();
  op.name = std::string(nameOf(call->getDirectCallee()));
  clang::QualType type = object->getType();
  if (const auto *pointer = type->getAs<clang::PointerType>())
    type = pointer->getPointeeType();
  if (nameOf(type->getAsCXXRecordDecl()) == "atomic_ref") {
    // The referenced object is the constructor argument of a local atomic_ref.
    const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(object);
    const auto *var = ref ? llvm::dyn_cast<clang::VarDecl>(ref->getDecl()) : nullptr;
    if (!var || !var->hasLocalStorage() || !var->getInit())
      return op;
    const auto *construct =
        llvm::dyn_cast<clang::CXXConstructExpr>(var->getInit()->IgnoreImplicit());
    if (!construct || construct->getNumArgs() < 1)
      return op;
    op.object = construct->getArg(0);
    op.scopeDecl = var;
    return op;
  }
  if (object->getType()->isPointerType())
    op.address = object;
  else
    op.object = object;
  op.scopeInObjectType = true;
  return op;
}

} // namespace

bool isCudaAtomicFunction(std::string_view name) {
  return name.size() > 6 && name.starts_with("atomic") &&
         std::isupper(static_cast<unsigned char>(name[6]));
}

bool isOpenClAtomicFunction(std::string_view name) {
  if (!name.starts_with("atomic_") || name == "atomic_init" || name == "atomic_work_item_fence")
    return false;
  name.remove_prefix(7);
  for (std::string_view op : {"store", "load", "exchange", "fetch_", "compare_exchange_",
                              "flag_test_and_set", "flag_clear"})
    if (name.starts_with(op))
      return true;
  return false;
}

bool isCudaAtomicType(clang::QualType type) { return cudaAtomicBlockScope(type).has_value(); }

std::optional<ScopedOp> scopedOpOf(const clang::CallExpr *call, clang::ASTContext &ctx) {
  const clang::FunctionDecl *callee = call->getDirectCallee();
  if (!callee)
    return std::nullopt;
  if (llvm::isa<clang::CXXMethodDecl>(callee))
    return cudaMemberOp(call, ctx);
  std::string_view name = nameOf(callee);
  if (name.empty())
    return std::nullopt;
  ScopedOp op;
  op.loc = call->getBeginLoc();
  op.name = std::string(name);
  const auto *calleeRef =
      llvm::dyn_cast<clang::DeclRefExpr>(call->getCallee()->IgnoreParenImpCasts());
  unsigned args = call->getNumArgs();

  // CUDA: atomicAdd_block, ..., __threadfence_block.
  if (name == "__threadfence_block" && calleeRef) {
    op.kind = ScopedOp::Kind::Fence;
    op.blockScoped = true;
    op.widen = replaceToken(calleeRef->getLocation(), name, "__threadfence", ctx);
    return op;
  }
  if (!ctx.getLangOpts().OpenCL && isCudaAtomicFunction(name) && args > 0) {
    op.address = call->getArg(0);
    op.blockScoped = name.ends_with("_block");
    if (op.blockScoped && calleeRef)
      op.widen = replaceToken(calleeRef->getLocation(), name,
                              std::string(name.substr(0, name.size() - 6)), ctx);
    return op;
  }
  // CUDA: cuda::atomic_thread_fence(order, scope).
  if (name == "atomic_thread_fence" && inNamespace(callee, "cuda") && args == 2) {
    op.kind = ScopedOp::Kind::Fence;
    if (const clang::DeclRefExpr *scope = enumeratorRef(call->getArg(1), "thread_scope_block")) {
      op.blockScoped = true;
      op.widen =
          replaceToken(scope->getLocation(), "thread_scope_block", "thread_scope_device", ctx);
    }
    return op;
  }
  // OpenCL C: atomic_*_explicit(obj, ..., scope) and atomic_work_item_fence.
  if (ctx.getLangOpts().OpenCL) {
    if (name == "atomic_work_item_fence" && args == 3) {
      op.kind = ScopedOp::Kind::Fence;
      std::optional<std::int64_t> flags = constantOf(call->getArg(0), ctx);
      const clang::DeclRefExpr *scope = enumeratorRef(call->getArg(2), "memory_scope_work_group");
      if (scope && flags && (*flags & kOpenClGlobalMemFence)) {
        op.blockScoped = true;
        op.widen = replaceToken(scope->getLocation(), "memory_scope_work_group",
                                "memory_scope_device", ctx);
      }
      return op;
    }
    if (isOpenClAtomicFunction(name) && args > 0) {
      op.address = call->getArg(0);
      if (name.ends_with("_explicit"))
        if (const clang::DeclRefExpr *scope =
                enumeratorRef(call->getArg(args - 1), "memory_scope_work_group")) {
          op.blockScoped = true;
          op.widen = replaceToken(scope->getLocation(), "memory_scope_work_group",
                                  "memory_scope_device", ctx);
        }
      return op;
    }
    return std::nullopt;
  }
  // <wmc/gpu.h>: the wmc_scoped_* functions its macros expand to.
  int orderArg = name == "wmc_scoped_load"      ? 2
                 : name == "wmc_scoped_store"   ? 3
                 : name == "wmc_scoped_rmw"     ? 4
                 : name == "wmc_scoped_cmpxchg" ? 4
                 : name == "wmc_scoped_fence"   ? 0
                                                : -1;
  if (orderArg < 0 || static_cast<int>(args) <= orderArg)
    return std::nullopt;
  op.name = writtenName(call, ctx);
  op.loc = ctx.getSourceManager().getExpansionLoc(call->getBeginLoc());
  if (name == "wmc_scoped_fence")
    op.kind = ScopedOp::Kind::Fence;
  else
    op.address = call->getArg(0);
  const clang::Expr *order = call->getArg(orderArg);
  std::optional<std::int64_t> packed = constantOf(order, ctx);
  if (packed && (*packed >> 4) == kGpuScopeBlock) {
    op.blockScoped = true;
    if (const clang::DeclRefExpr *scope = findEnumerator(order, "WMC_SCOPE_BLOCK"))
      op.widen = replaceToken(scope->getLocation(), "WMC_SCOPE_BLOCK", "WMC_SCOPE_DEVICE", ctx);
  }
  return op;
}

const clang::Expr *scopeTemplateArgument(const clang::DeclaratorDecl *decl) {
  if (!decl || !decl->getTypeSourceInfo())
    return nullptr;
  for (clang::TypeLoc loc = decl->getTypeSourceInfo()->getTypeLoc(); !loc.isNull();
       loc = loc.getNextTypeLoc()) {
    auto spec = loc.getAs<clang::TemplateSpecializationTypeLoc>();
    if (spec.isNull() || spec.getNumArgs() < 2)
      continue;
    const clang::TemplateArgumentLoc &arg = spec.getArgLoc(1);
    if (arg.getArgument().getKind() != clang::TemplateArgument::Expression)
      return nullptr;
    return arg.getSourceExpression();
  }
  return nullptr;
}

std::optional<Edit> widenScopeInType(const clang::DeclaratorDecl *decl, clang::ASTContext &ctx) {
  const clang::DeclRefExpr *scope =
      enumeratorRef(scopeTemplateArgument(decl), "thread_scope_block");
  if (!scope)
    return std::nullopt;
  return replaceToken(scope->getLocation(), "thread_scope_block", "thread_scope_device", ctx);
}

} // namespace wmc::analysis
