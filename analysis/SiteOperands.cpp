#include "SiteOperands.h"

#include "AtomicOps.h"
#include "ScopedOps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"

namespace wmc::analysis {

using namespace clang;

namespace {

// The token to replace in an order or scope argument: the name of a
// constant without its qualifier (`memory_order_relaxed` of
// `std::memory_order_relaxed`), else the whole argument (`__ATOMIC_RELAXED`,
// a macro of the user's: its name as written).
std::optional<SourceSpan> argumentToken(const Expr *arg, SourcePositions &positions) {
  const Expr *bare = arg->IgnoreParenImpCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(bare))
    if (auto name = positions.span(positions.fileRange(SourceRange(ref->getLocation()))))
      return name;
  // The name is inside a macro's expansion: the whole argument, if written.
  return positions.span(positions.fileRange(bare->getSourceRange()));
}

// The point before the `)` of `call`, where an argument would be added.
std::optional<SourceSpan> beforeClosingParen(const CallExpr *call, SourcePositions &positions) {
  SourceLocation paren = call->getRParenLoc();
  if (paren.isInvalid() || paren.isMacroID())
    return std::nullopt;
  std::optional<SourcePos> at = positions.position(paren);
  if (!at)
    return std::nullopt;
  return SourceSpan{*at, *at};
}

bool isEnumNamed(const Expr *arg, llvm::StringRef name) {
  const Expr *bare = arg->IgnoreParenImpCasts();
  const EnumDecl *decl = nullptr;
  if (const auto *type = bare->getType()->getAs<EnumType>())
    decl = type->getDecl();
  else if (const auto *ref = dyn_cast<DeclRefExpr>(bare)) // C: an enumerator is an int
    if (const auto *constant = dyn_cast<EnumConstantDecl>(ref->getDecl()))
      decl = dyn_cast<EnumDecl>(constant->getDeclContext());
  return decl && decl->getIdentifier() && decl->getName() == name;
}

// The declarator whose type holds the scope of an atomic object: `x` of
// `x.load()`, `p->load()`, `(*p).load()` or `s.member.load()`.
const DeclaratorDecl *declaratorOf(const Expr *object) {
  object = object->IgnoreParenImpCasts();
  if (const auto *deref = dyn_cast<UnaryOperator>(object); deref && deref->getOpcode() == UO_Deref)
    object = deref->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(object))
    return dyn_cast<DeclaratorDecl>(ref->getDecl());
  if (const auto *member = dyn_cast<MemberExpr>(object))
    return dyn_cast<DeclaratorDecl>(member->getMemberDecl());
  return nullptr;
}

// cuda::atomic / atomic_ref member calls and operators: the scope template
// argument of the object's declared type.
void memberScope(const CallExpr *call, SourcePositions &positions, OperandSpans &out) {
  const Expr *object = nullptr;
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call))
    object = member->getImplicitObjectArgument();
  else if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call);
           op && isa_and_nonnull<CXXMethodDecl>(op->getDirectCallee()) && op->getNumArgs() > 0)
    object = op->getArg(0);
  if (!object || !isCudaAtomicType(object->IgnoreParenImpCasts()->getType()))
    return;
  if (const Expr *scope = scopeTemplateArgument(declaratorOf(object))) {
    out.scope = argumentToken(scope, positions);
    out.scopeSpelling = ScopeSpelling::TemplateArgument;
  }
}

// The scope of CUDA's and OpenCL's scoped functions.
void functionScope(const CallExpr *call, ASTContext &ctx, SourcePositions &positions,
                   OperandSpans &out) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee || !callee->getIdentifier())
    return;
  llvm::StringRef name = callee->getName();
  unsigned args = call->getNumArgs();
  const auto *calleeRef = dyn_cast<DeclRefExpr>(call->getCallee()->IgnoreParenImpCasts());
  if (!ctx.getLangOpts().OpenCL && calleeRef &&
      (isCudaAtomicFunction(name) || name.starts_with("__threadfence"))) {
    out.scope = positions.span(positions.fileRange(SourceRange(calleeRef->getLocation())));
    out.scopeSpelling = ScopeSpelling::Name;
    return;
  }
  if (name == "atomic_thread_fence" && args == 2 && isEnumNamed(call->getArg(1), "thread_scope")) {
    out.scope = argumentToken(call->getArg(1), positions);
    out.scopeSpelling = ScopeSpelling::Argument;
    return;
  }
  if (!ctx.getLangOpts().OpenCL)
    return;
  if (name == "atomic_work_item_fence" && args == 3) {
    out.scope = argumentToken(call->getArg(2), positions);
    out.scopeSpelling = ScopeSpelling::Argument;
    return;
  }
  if (!isOpenClAtomicFunction(name) || !name.ends_with("_explicit") || args == 0)
    return;
  if (isEnumNamed(call->getArg(args - 1), "memory_scope")) {
    out.scope = argumentToken(call->getArg(args - 1), positions);
    out.scopeSpelling = ScopeSpelling::Argument;
  } else if ((out.scope = beforeClosingParen(call, positions))) {
    out.scopeSpelling = ScopeSpelling::MissingArgument; // memory_scope_device by default
  }
}

// `x` or `arr[i][j]` (an array indexed, not a pointer): the global variable.
const VarDecl *globalNamed(const Expr *e) {
  e = e->IgnoreParens();
  while (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e)) {
    const auto *decay = dyn_cast<ImplicitCastExpr>(subscript->getBase()->IgnoreParens());
    if (!decay || decay->getCastKind() != CK_ArrayToPointerDecay)
      return nullptr;
    e = decay->getSubExpr()->IgnoreParens();
  }
  const auto *ref = dyn_cast<DeclRefExpr>(e);
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var && var->hasGlobalStorage() && var->isFileVarDecl() ? var : nullptr;
}

} // namespace

std::optional<OperandSpans> operandSpans(const Expr *e, ASTContext &ctx,
                                         SourcePositions &positions) {
  const auto *call = dyn_cast<CallExpr>(e);
  std::optional<AtomicOp> atomic = recognizeAtomic(e, ctx);
  OperandSpans out;
  if (call) {
    if (isa<CXXMemberCallExpr, CXXOperatorCallExpr>(call))
      memberScope(call, positions, out);
    else
      functionScope(call, ctx, positions, out);
  }
  if (!atomic && out.scopeSpelling == ScopeSpelling::None)
    return std::nullopt;
  if (atomic && atomic->orderArg) {
    out.order = argumentToken(atomic->orderArg, positions);
  } else if (atomic && call) {
    // std::atomic's `x.load()`: the defaulted order goes before the `)`.
    for (const Expr *arg : call->arguments())
      if (isa<CXXDefaultArgExpr>(arg) && isEnumNamed(arg, "memory_order")) {
        out.order = beforeClosingParen(call, positions);
        out.orderMissing = out.order.has_value();
        break;
      }
  }
  return out;
}

std::optional<VariableAccess> namedVariable(const Expr *e) {
  const VarDecl *var = nullptr;
  bool compound = false;
  if (const auto *cast = dyn_cast<ImplicitCastExpr>(e);
      cast && cast->getCastKind() == CK_LValueToRValue)
    var = globalNamed(cast->getSubExpr());
  else if (const auto *binary = dyn_cast<BinaryOperator>(e); binary && binary->isAssignmentOp()) {
    var = globalNamed(binary->getLHS());
    compound = binary->isCompoundAssignmentOp();
  } else if (const auto *unary = dyn_cast<UnaryOperator>(e);
             unary && unary->isIncrementDecrementOp()) {
    var = globalNamed(unary->getSubExpr());
    compound = true;
  }
  if (!var)
    return std::nullopt;
  return VariableAccess{var, compound};
}

const VarDecl *definitionOf(const VarDecl *variable) {
  const VarDecl *def = variable->getDefinition();
  return def ? def : variable->getActingDefinition();
}

std::optional<SourceSpan> declarationType(const VarDecl *variable, SourcePositions &positions) {
  const VarDecl *def = definitionOf(variable);
  if (!def || !def->isFileVarDecl() || !def->getTypeSourceInfo())
    return std::nullopt;
  QualType type = def->getType();
  while (const ArrayType *array = type->getAsArrayTypeUnsafe())
    type = array->getElementType();
  if (type.isConstQualified() || type->isAtomicType() || type->isEnumeralType() ||
      !(type->isIntegerType() || type->isRealFloatingType()))
    return std::nullopt;
  // Another declarator of the same declaration (`int x, y;`) would become
  // atomic too.
  const Decl *next = def->getNextDeclInContext();
  if (const auto *other = dyn_cast_or_null<DeclaratorDecl>(next);
      other && other->getTypeSpecStartLoc() == def->getTypeSpecStartLoc())
    return std::nullopt;
  for (const Decl *d : def->getDeclContext()->decls())
    if (const auto *dd = dyn_cast<DeclaratorDecl>(d);
        dd && dd != def && dd->getNextDeclInContext() == def &&
        dd->getTypeSpecStartLoc() == def->getTypeSpecStartLoc())
      return std::nullopt;
  TypeLoc words = def->getTypeSourceInfo()->getTypeLoc();
  for (;;) {
    if (auto qualified = words.getAs<QualifiedTypeLoc>())
      words = qualified.getUnqualifiedLoc();
    else if (auto array = words.getAs<ArrayTypeLoc>())
      words = array.getElementLoc();
    else
      break;
  }
  CharSourceRange range = positions.fileRange(words.getSourceRange());
  CharSourceRange name = positions.fileRange(SourceRange(def->getLocation()));
  if (range.isInvalid() || name.isInvalid())
    return std::nullopt;
  // Only blanks between the type words and the name (no `*`, no qualifier).
  const SourceManager &sm = positions.sourceManager();
  if (sm.getFileID(range.getEnd()) != sm.getFileID(name.getBegin()))
    return std::nullopt;
  llvm::StringRef text = sm.getBufferData(sm.getFileID(range.getEnd()));
  unsigned from = sm.getFileOffset(range.getEnd()), to = sm.getFileOffset(name.getBegin());
  if (to < from ||
      text.substr(from, to - from).find_first_not_of(" \t\r\n") != llvm::StringRef::npos)
    return std::nullopt;
  return positions.span(range);
}

} // namespace wmc::analysis
