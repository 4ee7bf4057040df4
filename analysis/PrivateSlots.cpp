#include "PrivateSlots.h"

#include "GpuDialect.h"
#include "LocalDefinitions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>
#include <map>

namespace wmc::analysis {

namespace {

// blockIdx.x * blockDim.x, in either order.
bool isBlockOffset(const clang::Expr *e, const clang::ASTContext &ctx) {
  const auto *mul = llvm::dyn_cast<clang::BinaryOperator>(e->IgnoreParenImpCasts());
  if (!mul || mul->getOpcode() != clang::BO_Mul)
    return false;
  const clang::Expr *l = mul->getLHS(), *r = mul->getRHS();
  return (blockIdxComponent(l, ctx) == 0 && blockDimComponent(r, ctx) == 0) ||
         (blockDimComponent(l, ctx) == 0 && blockIdxComponent(r, ctx) == 0);
}

// The uses of every variable in one function body, with parents.
class RefCollector : public clang::RecursiveASTVisitor<RefCollector> {
public:
  bool VisitDeclRefExpr(clang::DeclRefExpr *ref) {
    refs[ref->getDecl()].push_back(ref);
    return true;
  }
  std::map<const clang::ValueDecl *, std::vector<const clang::DeclRefExpr *>> refs;
};

const clang::Stmt *parentSkippingParens(const clang::ParentMap &parents, const clang::Stmt *s) {
  const clang::Stmt *p = parents.getParent(s);
  while (p && llvm::isa<clang::ParenExpr>(p))
    p = parents.getParent(p);
  return p;
}

// How a parameter is used: Subscripts (only p[e] loads and stores),
// ReadOnly (only p[e] loads), or Other.
enum class Use { ReadOnly, Subscripts, Other };

class KernelUses {
public:
  KernelUses(const clang::FunctionDecl *kernel, clang::ASTContext &ctx)
      : kernel_(kernel), ctx_(ctx), parents_(kernel->getBody()) {
    refs_.TraverseStmt(kernel->getBody());
  }

  // How `param` is used; `ownSlot`: every index is the global thread index.
  Use useOf(const clang::ParmVarDecl *param, bool &ownSlot) {
    ownSlot = true;
    bool writes = false;
    auto it = refs_.refs.find(param);
    if (it == refs_.refs.end())
      return Use::ReadOnly; // unused
    for (const clang::DeclRefExpr *ref : it->second) {
      const auto *subscript = subscriptOf(ref);
      if (!subscript)
        return Use::Other;
      const clang::Stmt *user = parentSkippingParens(parents_, subscript);
      if (const auto *cast = llvm::dyn_cast_or_null<clang::ImplicitCastExpr>(user);
          cast && cast->getCastKind() == clang::CK_LValueToRValue) {
        // a load
      } else if (const auto *op = llvm::dyn_cast_or_null<clang::BinaryOperator>(user);
                 op && op->isAssignmentOp() && op->getLHS()->IgnoreParens() == subscript) {
        writes = true;
      } else if (const auto *op = llvm::dyn_cast_or_null<clang::UnaryOperator>(user);
                 op && op->isIncrementDecrementOp()) {
        writes = true;
      } else {
        return Use::Other; // &p[i], p[i] bound to a reference, passed on, ...
      }
      ownSlot = ownSlot && isOwnIndex(subscript->getIdx());
    }
    return writes ? Use::Subscripts : Use::ReadOnly;
  }

private:
  // The subscript `ref[e]` whose base is exactly `ref`, or null.
  const clang::ArraySubscriptExpr *subscriptOf(const clang::DeclRefExpr *ref) {
    const clang::Stmt *p = parents_.getParent(ref);
    while (p && (llvm::isa<clang::ParenExpr>(p) || llvm::isa<clang::ImplicitCastExpr>(p)))
      p = parents_.getParent(p);
    const auto *subscript = llvm::dyn_cast_or_null<clang::ArraySubscriptExpr>(p);
    if (!subscript || subscript->getBase()->IgnoreParenImpCasts() != ref)
      return nullptr;
    return subscript;
  }

  // The global index itself, or a local initialised to it and never changed.
  bool isOwnIndex(const clang::Expr *index) {
    index = index->IgnoreParenImpCasts();
    if (isGlobalThreadIndex(index, ctx_))
      return true;
    const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(index);
    const auto *var = ref ? llvm::dyn_cast<clang::VarDecl>(ref->getDecl()) : nullptr;
    if (!var || !var->isLocalVarDecl() || var->isStaticLocal() ||
        var->getType().isVolatileQualified() || !var->getType()->isIntegerType() ||
        ctx_.getTypeSize(var->getType()) < 32)
      return false;
    LocalDefinitions defs = localDefinitions(var, kernel_);
    return !defs.escapes && defs.values.size() == 1 && defs.values[0] == var->getInit() &&
           isGlobalThreadIndex(var->getInit(), ctx_);
  }

  const clang::FunctionDecl *kernel_;
  clang::ASTContext &ctx_;
  clang::ParentMap parents_;
  RefCollector refs_;
};

// The element type of a pointer parameter, if the proof handles it: a
// scalar that is neither volatile nor atomic.
std::optional<clang::QualType> elementOf(const clang::ParmVarDecl *param) {
  const auto *pointer = param->getType()->getAs<clang::PointerType>();
  if (!pointer)
    return std::nullopt;
  clang::QualType element = pointer->getPointeeType();
  if (element.isVolatileQualified() || element->isAtomicType() || !element->isScalarType())
    return std::nullopt;
  return element.getCanonicalType().getUnqualifiedType();
}

} // namespace

bool isGlobalThreadIndex(const clang::Expr *e, const clang::ASTContext &ctx) {
  e = e->IgnoreParenImpCasts();
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e)) {
    if (calleeName(call) != "get_global_id" || call->getNumArgs() != 1)
      return false;
    clang::Expr::EvalResult dim;
    return call->getArg(0)->EvaluateAsInt(dim, ctx) && dim.Val.getInt() == 0;
  }
  const auto *add = llvm::dyn_cast<clang::BinaryOperator>(e);
  if (!add || add->getOpcode() != clang::BO_Add)
    return false;
  const clang::Expr *l = add->getLHS(), *r = add->getRHS();
  return (isBlockOffset(l, ctx) && threadIdComponent(r, ctx) == 0) ||
         (threadIdComponent(l, ctx) == 0 && isBlockOffset(r, ctx));
}

namespace {

struct Param {
  std::optional<clang::QualType> element;
  Use use;
  bool ownSlot;
  bool restrict;
};

std::vector<Param> paramsOf(const clang::FunctionDecl *kernel, clang::ASTContext &ctx) {
  std::vector<Param> params;
  if (!isKernel(kernel) || !kernel->doesThisDeclarationHaveABody())
    return params;
  KernelUses uses(kernel, ctx);
  for (const clang::ParmVarDecl *param : kernel->parameters()) {
    Param p{elementOf(param), Use::Other, false, param->getType().isRestrictQualified()};
    p.use = uses.useOf(param, p.ownSlot);
    params.push_back(p);
  }
  return params;
}

/// No other parameter that may be the same buffer as parameter i (same
/// element type, void or char) breaks the proof: `harmless` says which do
/// not; either of the two being __restrict__ rules aliasing out.
template <typename Harmless>
bool aliasFree(const clang::FunctionDecl *kernel, const std::vector<Param> &params, unsigned i,
               Harmless &&harmless) {
  const Param &p = params[i];
  for (unsigned j = 0; j < params.size(); ++j) {
    const Param &q = params[j];
    if (j == i || p.restrict || q.restrict)
      continue;
    const auto *qPointer = kernel->getParamDecl(j)->getType()->getAs<clang::PointerType>();
    if (!qPointer)
      continue;
    clang::QualType qElement = qPointer->getPointeeType().getCanonicalType().getUnqualifiedType();
    bool mayAlias = qElement == *p.element || qElement->isVoidType() || qElement->isCharType();
    if (mayAlias && !harmless(q))
      return false;
  }
  return true;
}

} // namespace

std::vector<unsigned> ownSlotParams(const clang::FunctionDecl *kernel, clang::ASTContext &ctx) {
  std::vector<unsigned> result;
  std::vector<Param> params = paramsOf(kernel, ctx);
  for (unsigned i = 0; i < params.size(); ++i) {
    const Param &p = params[i];
    if (!p.element || p.use == Use::Other || !p.ownSlot)
      continue;
    // Another parameter that may be the same buffer is harmless if it is
    // read only or indexed the same way.
    if (aliasFree(kernel, params, i, [](const Param &q) {
          return q.use == Use::ReadOnly || (q.element && q.use == Use::Subscripts && q.ownSlot);
        }))
      result.push_back(i);
  }
  return result;
}

std::vector<unsigned> readOnlyParams(const clang::FunctionDecl *kernel, clang::ASTContext &ctx) {
  std::vector<unsigned> result;
  std::vector<Param> params = paramsOf(kernel, ctx);
  std::vector<unsigned> ownSlot = ownSlotParams(kernel, ctx);
  for (unsigned i = 0; i < params.size(); ++i) {
    const Param &p = params[i];
    if (!p.element || p.use != Use::ReadOnly ||
        std::find(ownSlot.begin(), ownSlot.end(), i) != ownSlot.end())
      continue;
    // A parameter that may be the same buffer is harmless if it is read only
    // or written by each thread in its own slot only: the runtime's claims
    // then see the overlap (a restart), which a distinct buffer never costs.
    if (aliasFree(kernel, params, i, [](const Param &q) {
          return q.use == Use::ReadOnly || (q.element && q.use == Use::Subscripts && q.ownSlot);
        }))
      result.push_back(i);
  }
  return result;
}

std::vector<PrivateParams> findPrivateParams(clang::ASTContext &ctx) {
  std::vector<PrivateParams> result;
  // A clang CUDA host compile emits a launch stub, not the kernel's body.
  if (ctx.getLangOpts().CUDA)
    return result;
  clang::ASTNameGenerator names(ctx);
  for (const clang::FunctionDecl *fn : mainFileFunctions(ctx)) {
    std::vector<unsigned> indices = ownSlotParams(fn, ctx);
    std::vector<unsigned> readOnly = readOnlyParams(fn, ctx);
    if (!indices.empty() || !readOnly.empty())
      result.push_back({fn, names.getName(fn), std::move(indices), std::move(readOnly)});
  }
  return result;
}

} // namespace wmc::analysis
