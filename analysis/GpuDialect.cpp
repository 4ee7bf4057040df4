#include "GpuDialect.h"
#include "SourceOrder.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <string_view>

namespace wmc::analysis {

namespace {

bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool hasAnnotation(const clang::Decl *decl, std::string_view text) {
  for (const auto *attr : decl->specific_attrs<clang::AnnotateAttr>())
    if (attr->getAnnotation() == llvm::StringRef(text.data(), text.size()))
      return true;
  return false;
}

const clang::Expr *strip(const clang::Expr *e) {
  while (true) {
    e = e->IgnoreParenImpCasts();
    if (const auto *m = llvm::dyn_cast<clang::MaterializeTemporaryExpr>(e))
      e = m->getSubExpr();
    else if (const auto *b = llvm::dyn_cast<clang::CXXBindTemporaryExpr>(e))
      e = b->getSubExpr();
    else if (const auto *c = llvm::dyn_cast<clang::CXXConstructExpr>(e); c && c->getNumArgs() == 1)
      e = c->getArg(0);
    else
      return e;
  }
}

int componentOfName(llvm::StringRef name) {
  if (name == "x")
    return 0;
  if (name == "y")
    return 1;
  if (name == "z")
    return 2;
  return -1;
}

// The component of a `.x/.y/.z` on a value produced by one of wmc's built-in
// functions (`__wmc_gpu_thread_idx()` etc., possibly wrapped in toUint3) or
// on clang's builtin variable type `typeName`.
int builtinVectorComponent(const clang::Expr *e, std::string_view wmcFunction,
                           std::string_view cudaBuiltinType) {
  e = strip(e);
  llvm::StringRef member;
  const clang::Expr *base = nullptr;
  if (const auto *m = llvm::dyn_cast<clang::MemberExpr>(e)) {
    member = m->getMemberDecl()->getName();
    base = m->getBase();
  } else if (const auto *p = llvm::dyn_cast<clang::PseudoObjectExpr>(e)) {
    if (const auto *prop =
            llvm::dyn_cast<clang::MSPropertyRefExpr>(p->getSyntacticForm()->IgnoreParens())) {
      member = prop->getPropertyDecl()->getName();
      base = prop->getBaseExpr();
    }
  }
  if (!base)
    return -1;
  int component = componentOfName(member);
  if (component < 0)
    return -1;
  base = strip(base);
  if (const auto *record = base->getType()->getAsCXXRecordDecl();
      record &&
      record->getName() == llvm::StringRef(cudaBuiltinType.data(), cudaBuiltinType.size()))
    return component;
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(base)) {
    std::string name = calleeName(call);
    if (name == wmcFunction)
      return component;
    if ((name == "toUint3" || name == "toDim3") && call->getNumArgs() == 1)
      if (const auto *inner = llvm::dyn_cast<clang::CallExpr>(strip(call->getArg(0))))
        if (calleeName(inner) == wmcFunction)
          return component;
  }
  return -1;
}

// get_local_id(c) and friends: the constant argument, or -1.
int constantDimensionArg(const clang::CallExpr *call, const clang::ASTContext &ctx) {
  if (call->getNumArgs() != 1)
    return -1;
  clang::Expr::EvalResult result;
  if (!call->getArg(0)->EvaluateAsInt(result, ctx))
    return -1;
  int64_t value = result.Val.getInt().getExtValue();
  return value >= 0 && value <= 2 ? static_cast<int>(value) : -1;
}

} // namespace

GpuDialect dialectOf(const clang::ASTContext &ctx) {
  if (ctx.getLangOpts().OpenCL)
    return GpuDialect::OpenCl;
  return ctx.getLangOpts().CUDA ? GpuDialect::Cuda : GpuDialect::WmcGpu;
}

std::string barrierStatement(GpuDialect dialect) {
  switch (dialect) {
  case GpuDialect::Cuda:
    return "__syncthreads();";
  case GpuDialect::OpenCl:
    return "barrier(CLK_LOCAL_MEM_FENCE);";
  case GpuDialect::WmcGpu:
    return "wmc_barrier();";
  }
  return "";
}

std::string calleeName(const clang::CallExpr *call) {
  if (const auto *fn = llvm::dyn_cast_or_null<clang::FunctionDecl>(call->getCalleeDecl()))
    if (const clang::IdentifierInfo *id = fn->getIdentifier())
      return id->getName().str();
  return "";
}

bool isKernel(const clang::FunctionDecl *fn) {
  return fn && (fn->hasAttr<clang::CUDAGlobalAttr>() || fn->hasAttr<clang::OpenCLKernelAttr>() ||
                hasAnnotation(fn, "wmc_kernel"));
}

bool isBarrierCall(const clang::CallExpr *call) {
  std::string name = calleeName(call);
  if (name == "__syncthreads" || name == "__syncthreads_count" || name == "__syncthreads_and" ||
      name == "__syncthreads_or" || name == "barrier" || name == "work_group_barrier" ||
      name == "wmc_barrier" || name == "wmc_gpu_barrier")
    return true;
  // Cooperative groups: block.sync() / cg::sync(block) on a thread_block.
  if (name == "sync") {
    const clang::Expr *group = nullptr;
    if (const auto *member = llvm::dyn_cast<clang::CXXMemberCallExpr>(call))
      group = member->getImplicitObjectArgument();
    else if (call->getNumArgs() == 1)
      group = call->getArg(0);
    if (group)
      if (const auto *record = group->getType()->getAsCXXRecordDecl())
        return record->getName() == "thread_block";
  }
  return false;
}

bool isAtomicCall(const clang::CallExpr *call) {
  std::string name = calleeName(call);
  if (startsWith(name, "atomic") || startsWith(name, "atom_") || startsWith(name, "__atomic") ||
      startsWith(name, "__c11_atomic") || startsWith(name, "__opencl_atomic") ||
      startsWith(name, "wmc_scoped_") || startsWith(name, "__hip_atomic"))
    return name != "atomic_init" && !startsWith(name, "atomic_work_item_fence");
  // Member functions of std::atomic, cuda::atomic, cuda::atomic_ref.
  if (const auto *member = llvm::dyn_cast<clang::CXXMemberCallExpr>(call))
    if (const auto *record = member->getRecordDecl())
      return record->getName().contains("atomic");
  return false;
}

bool isThreadVaryingCall(const clang::CallExpr *call) {
  std::string name = calleeName(call);
  if (name == "__wmc_gpu_thread_idx" || name == "wmc_thread_idx" || name == "wmc_thread_idx3" ||
      name == "get_local_id" || name == "get_global_id" || name == "get_local_linear_id" ||
      name == "get_global_linear_id" || name == "get_sub_group_local_id" ||
      startsWith(name, "__shfl") || name == "__lane_id" || name == "clock" || name == "clock64" ||
      name == "thread_rank")
    return true;
  if (isAtomicCall(call))
    return !name.empty() && name != "atomic_store" && name != "atomic_store_explicit";
  return false;
}

bool isCudaBuiltinThreadIdx(const clang::Expr *e) {
  const clang::Expr *base = strip(e);
  if (const auto *record = base->getType()->getAsCXXRecordDecl())
    return record->getName() == "__cuda_builtin_threadIdx_t";
  return false;
}

bool isBlockSharedVar(const clang::ValueDecl *decl) {
  if (!decl)
    return false;
  if (decl->hasAttr<clang::CUDASharedAttr>() || hasAnnotation(decl, "wmc_block_shared"))
    return true;
  clang::QualType type = decl->getType();
  if (type.getAddressSpace() == clang::LangAS::opencl_local)
    return true;
  if (llvm::isa<clang::ParmVarDecl>(decl))
    if (const auto *pointer = type->getAs<clang::PointerType>())
      return pointer->getPointeeType().getAddressSpace() == clang::LangAS::opencl_local;
  return false;
}

int threadIdComponent(const clang::Expr *e, const clang::ASTContext &ctx) {
  e = strip(e);
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e)) {
    std::string name = calleeName(call);
    if (name == "get_local_id")
      return constantDimensionArg(call, ctx);
    if (name == "wmc_thread_idx")
      return 0;
    return -1;
  }
  return builtinVectorComponent(e, "__wmc_gpu_thread_idx", "__cuda_builtin_threadIdx_t");
}

int blockDimComponent(const clang::Expr *e, const clang::ASTContext &ctx) {
  e = strip(e);
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e)) {
    std::string name = calleeName(call);
    if (name == "get_local_size")
      return constantDimensionArg(call, ctx);
    if (name == "wmc_block_dim")
      return 0;
    return -1;
  }
  return builtinVectorComponent(e, "__wmc_gpu_block_dim", "__cuda_builtin_blockDim_t");
}

int blockIdxComponent(const clang::Expr *e, const clang::ASTContext &ctx) {
  e = strip(e);
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e)) {
    std::string name = calleeName(call);
    if (name == "get_group_id")
      return constantDimensionArg(call, ctx);
    if (name == "wmc_block_idx")
      return 0;
    return -1;
  }
  return builtinVectorComponent(e, "__wmc_gpu_block_idx", "__cuda_builtin_blockIdx_t");
}

} // namespace wmc::analysis

#include "clang/AST/DeclTemplate.h"

namespace wmc::analysis {

namespace {

// Collects function definitions from `dc` and the contexts nested in it,
// with the instantiations of function and class templates. (By hand rather
// than with RecursiveASTVisitor, on which GCC's -Wnonnull misfires.)
void collectFunctions(const clang::DeclContext *dc, const clang::SourceManager &sm,
                      std::vector<const clang::FunctionDecl *> &out) {
  auto consider = [&](const clang::FunctionDecl *fn) {
    if (fn->doesThisDeclarationHaveABody() && !fn->isDependentContext() &&
        sm.isInMainFile(sm.getExpansionLoc(fn->getLocation())))
      out.push_back(fn);
  };
  for (const clang::Decl *decl : dc->decls()) {
    if (const auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl))
      consider(fn);
    else if (const auto *tmpl = llvm::dyn_cast<clang::FunctionTemplateDecl>(decl))
      for (const clang::FunctionDecl *spec : tmpl->specializations())
        consider(spec);
    else if (const auto *classTmpl = llvm::dyn_cast<clang::ClassTemplateDecl>(decl))
      for (const clang::ClassTemplateSpecializationDecl *spec : classTmpl->specializations())
        collectFunctions(spec, sm, out);
    if (const auto *nested = llvm::dyn_cast<clang::DeclContext>(decl);
        nested && !llvm::isa<clang::FunctionDecl>(decl))
      collectFunctions(nested, sm, out);
  }
}

} // namespace

std::vector<const clang::FunctionDecl *> mainFileFunctions(clang::ASTContext &ctx) {
  std::vector<const clang::FunctionDecl *> functions;
  const clang::SourceManager &sm = ctx.getSourceManager();
  collectFunctions(ctx.getTranslationUnitDecl(), sm, functions);
  sortInSourceOrder(functions, sm, [](const clang::FunctionDecl *f) { return f->getLocation(); });
  return functions;
}

clang::SourceLocation fileLoc(const clang::SourceManager &sm, clang::SourceLocation loc) {
  return sm.getFileLoc(loc);
}

} // namespace wmc::analysis
