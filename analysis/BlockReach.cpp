#include "BlockReach.h"

#include "LocalDefinitions.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <string_view>

namespace wmc::analysis {

namespace {

constexpr unsigned kMaxDepth = 8;

bool isBlockShared(const clang::VarDecl *var) {
  if (var->hasAttr<clang::CUDASharedAttr>())
    return true;
  // wmc's C++ view of CUDA: __shared__ is `static` with this annotation.
  for (const auto *annotate : var->specific_attrs<clang::AnnotateAttr>())
    if (annotate->getAnnotation() == "wmc_block_shared")
      return true;
  return var->getType().getAddressSpace() == clang::LangAS::opencl_local;
}

// The memory an OpenCL pointer type names, when its address space tells.
std::optional<MemoryKind> kindOfPointee(clang::QualType type) {
  const auto *pointer = type->getAs<clang::PointerType>();
  if (!pointer)
    return std::nullopt;
  switch (pointer->getPointeeType().getAddressSpace()) {
  case clang::LangAS::opencl_local:
    return MemoryKind::BlockShared;
  case clang::LangAS::opencl_global:
    return MemoryKind::Global;
  default:
    return std::nullopt;
  }
}

} // namespace

bool isBlockIdSource(const clang::Expr *e) {
  e = e->IgnoreParenImpCasts();
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e)) {
    const clang::FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !callee->getIdentifier())
      return false;
    std::string_view name = callee->getName();
    return name == "__wmc_gpu_block_idx" || name == "get_group_id" || name == "get_global_id" ||
           name == "get_global_linear_id" || name == "wmc_block_idx" || name == "wmc_block_idx3";
  }
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e))
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      return var->getIdentifier() && var->getName() == "blockIdx";
  return false;
}

bool BlockReach::dependsOnBlockId(const clang::Expr *e, const clang::FunctionDecl *function,
                                  unsigned depth) {
  if (!e || depth > kMaxDepth)
    return false;
  e = e->IgnoreParenImpCasts();
  if (isBlockIdSource(e))
    return true;
  // A loaded value: what it depends on is not known.
  if (llvm::isa<clang::ArraySubscriptExpr>(e))
    return false;
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(e))
    if (unary->getOpcode() == clang::UO_Deref)
      return false;
  if (const auto *member = llvm::dyn_cast<clang::MemberExpr>(e))
    if (member->isArrow())
      return false;
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e)) {
    const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    if (!var || !var->hasLocalStorage() || llvm::isa<clang::ParmVarDecl>(var))
      return false;
    for (const clang::Expr *value : localDefinitions(var, function).values)
      if (dependsOnBlockId(value, function, depth + 1))
        return true;
    return false;
  }
  for (const clang::Stmt *child : e->children())
    if (const auto *sub = llvm::dyn_cast_or_null<clang::Expr>(child))
      if (dependsOnBlockId(sub, function, depth + 1))
        return true;
  return false;
}

Reach BlockReach::ofPointer(const clang::Expr *address, const clang::FunctionDecl *function) const {
  return pointer(address, function, 0);
}

Reach BlockReach::ofLvalue(const clang::Expr *object, const clang::FunctionDecl *function) const {
  return lvalue(object, function, 0);
}

Reach BlockReach::ofParameter(const clang::ParmVarDecl *param,
                              const clang::FunctionDecl *function) const {
  Reach reach;
  reach.root = param;
  // A lambda's or a nested function's parameter is not the entry's.
  bool entry = param->getDeclContext() == function &&
               (isKernel(function) || launched_.contains(function->getCanonicalDecl()));
  if (!entry || !param->getType()->isPointerType())
    return reach;
  if (std::optional<MemoryKind> kind = kindOfPointee(param->getType()))
    reach.kind = *kind;
  else if (!function->hasAttr<clang::OpenCLKernelAttr>())
    reach.kind = MemoryKind::Global; // CUDA and launched functions: global memory
  return reach;
}

Reach BlockReach::pointer(const clang::Expr *e, const clang::FunctionDecl *function,
                          unsigned depth) const {
  Reach reach;
  if (!e || depth > kMaxDepth)
    return reach;
  e = e->IgnoreParens();
  std::optional<MemoryKind> addressSpace = kindOfPointee(e->getType());
  if (const auto *cast = llvm::dyn_cast<clang::CastExpr>(e)) {
    if (cast->getCastKind() == clang::CK_ArrayToPointerDecay)
      reach = lvalue(cast->getSubExpr(), function, depth + 1);
    else if (cast->getSubExpr()->getType()->isPointerType())
      reach = pointer(cast->getSubExpr(), function, depth + 1);
  } else if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(e)) {
    if (unary->getOpcode() == clang::UO_AddrOf)
      reach = lvalue(unary->getSubExpr(), function, depth + 1);
  } else if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(e)) {
    if (binary->getOpcode() == clang::BO_Add || binary->getOpcode() == clang::BO_Sub) {
      bool lhsPointer = binary->getLHS()->getType()->isPointerType();
      const clang::Expr *base = lhsPointer ? binary->getLHS() : binary->getRHS();
      const clang::Expr *offset = lhsPointer ? binary->getRHS() : binary->getLHS();
      reach = pointer(base, function, depth + 1);
      reach.confinedToBlock |= dependsOnBlockId(offset, function);
    }
  } else if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e)) {
    if (const auto *param = llvm::dyn_cast<clang::ParmVarDecl>(ref->getDecl())) {
      reach = ofParameter(param, function);
    } else if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl())) {
      LocalDefinitions defs = localDefinitions(var, function);
      // One definition only: a pointer that is reassigned or incremented
      // may point anywhere.
      if (var->hasLocalStorage() && defs.values.size() == 1 && !defs.escapes)
        reach = pointer(defs.values.front(), function, depth + 1);
    }
  }
  // An OpenCL __local pointer is block-shared wherever it came from. A
  // __global one in an ordinary function may still be confined by its
  // caller, so only the entry's arguments (ofParameter) count as global.
  if (addressSpace == MemoryKind::BlockShared)
    reach.kind = MemoryKind::BlockShared;
  return reach;
}

Reach BlockReach::lvalue(const clang::Expr *e, const clang::FunctionDecl *function,
                         unsigned depth) const {
  Reach reach;
  if (!e || depth > kMaxDepth)
    return reach;
  e = e->IgnoreParenImpCasts();
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e)) {
    const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    if (!var)
      return reach;
    reach.root = var;
    if (isBlockShared(var))
      reach.kind = MemoryKind::BlockShared;
    else if (var->getType()->isReferenceType())
      reach.kind = MemoryKind::Unknown;
    else if (var->hasGlobalStorage())
      reach.kind = MemoryKind::Global;
    else
      reach.kind = MemoryKind::ThreadPrivate;
    return reach;
  }
  if (const auto *subscript = llvm::dyn_cast<clang::ArraySubscriptExpr>(e)) {
    reach = pointer(subscript->getBase(), function, depth + 1);
    reach.confinedToBlock |= dependsOnBlockId(subscript->getIdx(), function);
    return reach;
  }
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(e)) {
    if (unary->getOpcode() == clang::UO_Deref)
      return pointer(unary->getSubExpr(), function, depth + 1);
    return reach;
  }
  if (const auto *member = llvm::dyn_cast<clang::MemberExpr>(e))
    return member->isArrow() ? pointer(member->getBase(), function, depth + 1)
                             : lvalue(member->getBase(), function, depth + 1);
  return reach;
}

} // namespace wmc::analysis
