#include "SharedLocation.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace wmc::analysis {

using namespace clang;

bool isSharedGlobal(const VarDecl *var) {
  return var->hasGlobalStorage() && var->getTLSKind() == VarDecl::TLS_None &&
         !var->getType().isConstQualified() && !var->getType()->isReferenceType();
}

namespace {

// Locals of the entry initialised from a parameter: `int *p = (int *)arg;`.
class ParamCopies : public RecursiveASTVisitor<ParamCopies> {
public:
  explicit ParamCopies(const ParmVarDecl *param) : param_(param) {}
  bool VisitVarDecl(VarDecl *var) {
    if (!var->getType()->isPointerType() || !var->getInit())
      return true;
    if (const auto *ref = dyn_cast<DeclRefExpr>(stripCasts(var->getInit()));
        ref && ref->getDecl() == param_)
      copies.push_back(var);
    return true;
  }
  std::vector<const VarDecl *> copies;

private:
  const ParmVarDecl *param_;
};

const Expr *stdRefArgument(const Expr *e) {
  const auto *call = dyn_cast<CallExpr>(stripCasts(e));
  if (!call || call->getNumArgs() != 1 || !call->getDirectCallee())
    return nullptr;
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee->getIdentifier() || !callee->getDeclContext()->isStdNamespace())
    return nullptr;
  if (callee->getName() != "ref" && callee->getName() != "cref")
    return nullptr;
  return call->getArg(0);
}

// The variable whose element a thread argument points to: `&x`, `&xs[i]`,
// `xs` (an array of structures), when it holds structures.
const VarDecl *structureHolder(const Expr *arg) {
  const Expr *e = stripCasts(arg);
  if (const auto *addr = dyn_cast<UnaryOperator>(e); addr && addr->getOpcode() == UO_AddrOf) {
    e = stripCasts(addr->getSubExpr());
    if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e))
      e = stripCasts(subscript->getBase());
  }
  const auto *ref = dyn_cast<DeclRefExpr>(e);
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var || !var->getType()->getBaseElementTypeUnsafe()->isRecordType())
    return nullptr;
  // An initialiser could set the fields too: only a default construction.
  if (const Expr *init = var->getInit()) {
    const auto *construct = dyn_cast<CXXConstructExpr>(init);
    if (!construct || construct->getNumArgs() != 0)
      return nullptr;
  }
  return var;
}

// The targets of the assignments `x.f = &v` / `xs[i].f = &v` to the pointer
// fields of one holder in the creator; a field assigned anything else, or
// two different variables, has none (nullopt).
class FieldAssignments : public RecursiveASTVisitor<FieldAssignments> {
public:
  explicit FieldAssignments(const VarDecl *holder) : holder_(holder) {}
  bool VisitBinaryOperator(BinaryOperator *assign) {
    if (assign->getOpcode() != BO_Assign)
      return true;
    const auto *member = dyn_cast<MemberExpr>(assign->getLHS()->IgnoreParenImpCasts());
    const auto *field = member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
    if (!field || member->isArrow() || !field->getType()->isPointerType() ||
        !namesHolder(member->getBase()))
      return true;
    std::optional<MemoryLocation> target = addressOfVariable(assign->getRHS());
    auto [it, fresh] = targets.try_emplace(field, target);
    if (!fresh && it->second && (!target || !(*it->second == *target)))
      it->second = std::nullopt;
    return true;
  }
  std::map<const FieldDecl *, std::optional<MemoryLocation>> targets;

private:
  bool namesHolder(const Expr *base) const {
    base = base->IgnoreParenImpCasts();
    if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(base))
      base = subscript->getBase()->IgnoreParenImpCasts();
    const auto *ref = dyn_cast<DeclRefExpr>(base);
    return ref && ref->getDecl() == holder_;
  }
  static std::optional<MemoryLocation> addressOfVariable(const Expr *value) {
    const auto *addr = dyn_cast<UnaryOperator>(stripCasts(value));
    if (!addr || addr->getOpcode() != UO_AddrOf)
      return std::nullopt;
    const auto *ref = dyn_cast<DeclRefExpr>(stripCasts(addr->getSubExpr()));
    const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    if (!var || var->getTLSKind() != VarDecl::TLS_None || var->getType()->isArrayType() ||
        var->getType()->isReferenceType())
      return std::nullopt;
    return MemoryLocation{var, false, "", var->getNameAsString()};
  }
  const VarDecl *holder_;
};

// The fields a thread assigns through any member expression (it may repoint
// them).
class AssignedFields : public RecursiveASTVisitor<AssignedFields> {
public:
  bool VisitBinaryOperator(BinaryOperator *assign) {
    if (assign->isAssignmentOp())
      if (const auto *member = dyn_cast<MemberExpr>(assign->getLHS()->IgnoreParenImpCasts()))
        fields.insert(member->getMemberDecl());
    return true;
  }
  std::set<const ValueDecl *> fields;
};

} // namespace

SharedLocations::SharedLocations(const ThreadModel &threads) : threads_(threads) {
  for (size_t i = 0; i < threads.spawns().size(); ++i) {
    const ThreadSpawn &spawn = threads.spawns()[i];
    for (const VarDecl *var : spawn.sharedCaptures)
      if (!isSharedGlobal(var))
        sharedLocals_.insert(var);
    for (const Expr *arg : spawn.args)
      if (auto target = targetOfArgument(arg)) {
        if (target->location.pointee)
          sharedPointers_.insert(target->location.base);
        else if (!isSharedGlobal(target->location.base))
          sharedLocals_.insert(target->location.base);
      }
    addAliases(i);
    if (!spawn.creator && spawn.entry) // a GPU kernel: its pointer arguments are shared
      for (const ParmVarDecl *param : spawn.entry->parameters())
        if (param->getType()->isPointerType())
          sharedPointers_.insert(param);
  }
}

std::optional<SharedLocations::Target> SharedLocations::targetOfArgument(const Expr *arg) const {
  if (const Expr *referenced = stdRefArgument(arg))
    arg = referenced;
  const Expr *e = stripCasts(arg);
  Target target;
  if (const auto *addr = dyn_cast<UnaryOperator>(e); addr && addr->getOpcode() == UO_AddrOf) {
    const auto *ref = dyn_cast<DeclRefExpr>(stripCasts(addr->getSubExpr()));
    const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    if (!var || var->getTLSKind() != VarDecl::TLS_None)
      return std::nullopt;
    target.location = {var, false, "", var->getNameAsString()};
    return target;
  }
  const auto *ref = dyn_cast<DeclRefExpr>(e);
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var || var->getTLSKind() != VarDecl::TLS_None)
    return std::nullopt;
  if (var->getType()->isArrayType()) {
    target.location = {var, false, "", var->getNameAsString()};
    target.arrayDecay = true;
    return target;
  }
  if (var->getType()->isPointerType() && !isSharedGlobal(var)) {
    target.location = {var, true, "", "*" + var->getNameAsString()};
    return target;
  }
  return std::nullopt;
}

void SharedLocations::addAliases(size_t index) {
  const ThreadSpawn &spawn = threads_.spawns()[index];
  if (!spawn.entry)
    return;
  auto context = static_cast<ThreadContext>(index);
  for (size_t i = 0; i < spawn.args.size() && i < spawn.entry->getNumParams(); ++i) {
    const ParmVarDecl *param = spawn.entry->getParamDecl(i);
    const Expr *arg = spawn.args[i];
    std::optional<Target> target;
    if (param->getType()->isReferenceType()) {
      // std::thread(f, std::ref(x)): the parameter is x.
      if (const Expr *referenced = stdRefArgument(arg))
        if (const auto *ref = dyn_cast<DeclRefExpr>(stripCasts(referenced)))
          if (const auto *var = dyn_cast<VarDecl>(ref->getDecl())) {
            target = Target{{var, false, "", var->getNameAsString()}, false};
            if (!isSharedGlobal(var))
              sharedLocals_.insert(var);
          }
    } else if (param->getType()->isPointerType()) {
      target = targetOfArgument(arg);
      addFieldPointees(index, param, arg);
    }
    if (!target)
      continue;
    aliases_[{context, param}] = *target;
    ParamCopies copies(param);
    copies.TraverseStmt(spawn.entry->getBody());
    for (const VarDecl *copy : copies.copies)
      aliases_[{context, copy}] = *target;
  }
}

void SharedLocations::addFieldPointees(size_t index, const ParmVarDecl *param, const Expr *arg) {
  const ThreadSpawn &spawn = threads_.spawns()[index];
  const VarDecl *holder = structureHolder(arg);
  if (!spawn.creator || !holder)
    return;
  FieldAssignments assignments(holder);
  assignments.TraverseStmt(const_cast<Stmt *>(spawn.creator->getBody()));
  AssignedFields repointed;
  repointed.TraverseStmt(const_cast<Stmt *>(spawn.entry->getBody()));
  ParamCopies copies(param);
  copies.TraverseStmt(spawn.entry->getBody());
  std::vector<const VarDecl *> names = copies.copies;
  names.push_back(param);
  auto context = static_cast<ThreadContext>(index);
  for (const auto &[field, target] : assignments.targets) {
    if (!target || repointed.fields.contains(field))
      continue;
    for (const VarDecl *name : names)
      fieldPointees_[{context, name, field}] = *target;
    if (!isSharedGlobal(target->base))
      sharedLocals_.insert(target->base);
  }
}

std::optional<MemoryLocation> SharedLocations::fieldPointee(const MemberExpr *member,
                                                            const FunctionDecl *fn,
                                                            ThreadContext c) const {
  if (!member->isArrow() || c == kMainContext || threads_.spawns()[c].entry != fn)
    return std::nullopt;
  const auto *ref = dyn_cast<DeclRefExpr>(stripCasts(member->getBase()));
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  const auto *field = dyn_cast<FieldDecl>(member->getMemberDecl());
  if (!var || !field)
    return std::nullopt;
  auto it = fieldPointees_.find({c, var, field});
  if (it == fieldPointees_.end())
    return std::nullopt;
  return it->second;
}

const SharedLocations::Target *SharedLocations::aliasTarget(const VarDecl *var,
                                                            const FunctionDecl *fn,
                                                            ThreadContext c) const {
  if (c == kMainContext || threads_.spawns()[c].entry != fn)
    return nullptr;
  auto it = aliases_.find({c, var});
  return it == aliases_.end() ? nullptr : &it->second;
}

std::optional<MemoryLocation> SharedLocations::pointeeOf(const Expr *pointer,
                                                         const FunctionDecl *fn,
                                                         ThreadContext c) const {
  const Expr *e = stripCasts(pointer);
  if (const auto *addr = dyn_cast<UnaryOperator>(e); addr && addr->getOpcode() == UO_AddrOf)
    return resolve(addr->getSubExpr(), fn, c);
  if (const auto *member = dyn_cast<MemberExpr>(e))
    return fieldPointee(member, fn, c);
  const auto *ref = dyn_cast<DeclRefExpr>(e);
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var)
    return std::nullopt;
  if (var->getType()->isArrayType())
    return std::nullopt; // an element whose index is unknown here
  if (const Target *target = aliasTarget(var, fn, c)) {
    if (target->arrayDecay) {
      MemoryLocation element = target->location;
      element.path += "[0]";
      element.display += "[0]";
      return element;
    }
    return target->location;
  }
  if (sharedPointers_.contains(var) && !threads_.contextsOf(fn).empty())
    return MemoryLocation{var, true, "", "*" + var->getNameAsString()};
  return std::nullopt;
}

std::optional<MemoryLocation> SharedLocations::resolve(const Expr *e, const FunctionDecl *fn,
                                                       ThreadContext c) const {
  e = e->IgnoreParenImpCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
    const auto *var = dyn_cast<VarDecl>(ref->getDecl());
    if (!var)
      return std::nullopt;
    if (const Target *target = aliasTarget(var, fn, c);
        target && var->getType()->isReferenceType())
      return target->location;
    if (isSharedGlobal(var) || sharedLocals_.contains(var))
      return MemoryLocation{var, false, "", var->getNameAsString()};
    return std::nullopt;
  }
  if (const auto *member = dyn_cast<MemberExpr>(e)) {
    const auto *field = dyn_cast<FieldDecl>(member->getMemberDecl());
    if (!field)
      return std::nullopt;
    std::optional<MemoryLocation> base =
        member->isArrow() ? pointeeOf(member->getBase(), fn, c) : resolve(member->getBase(), fn, c);
    if (!base)
      return std::nullopt;
    std::string name = field->getNameAsString();
    base->path += "." + name;
    if (member->isArrow() && base->pointee && base->display.starts_with("*"))
      base->display = base->display.substr(1) + "->" + name;
    else
      base->display += "." + name;
    return base;
  }
  if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e)) {
    Expr::EvalResult index;
    const ASTContext &ctx = fn->getASTContext();
    if (!subscript->getIdx()->EvaluateAsInt(index, ctx))
      return std::nullopt; // which element is unknown: stay silent
    std::string suffix = "[" + std::to_string(index.Val.getInt().getExtValue()) + "]";
    const Expr *base = stripCasts(subscript->getBase());
    std::optional<MemoryLocation> location;
    if (base->getType()->isArrayType()) {
      location = resolve(base, fn, c);
    } else if (const auto *ref = dyn_cast<DeclRefExpr>(base)) {
      const auto *var = dyn_cast<VarDecl>(ref->getDecl());
      if (const Target *target = var ? aliasTarget(var, fn, c) : nullptr) {
        location = target->location;
        if (!target->arrayDecay) {
          if (index.Val.getInt() != 0)
            return std::nullopt;
          return location;
        }
      } else if (var && sharedPointers_.contains(var) && !threads_.contextsOf(fn).empty()) {
        // p[0] is *p.
        location = MemoryLocation{var, true, "", "*" + var->getNameAsString()};
        if (index.Val.getInt() == 0)
          return location;
        location->display = var->getNameAsString();
      }
    }
    if (!location)
      return std::nullopt;
    location->path += suffix;
    location->display += suffix;
    return location;
  }
  if (const auto *unary = dyn_cast<UnaryOperator>(e); unary && unary->getOpcode() == UO_Deref)
    return pointeeOf(unary->getSubExpr(), fn, c);
  return std::nullopt;
}

std::optional<MemoryLocation> SharedLocations::atomicObject(const AtomicOp &op,
                                                            const FunctionDecl *fn,
                                                            ThreadContext c) const {
  if (!op.object)
    return std::nullopt;
  if (op.pointerObject)
    return pointeeOf(op.object, fn, c);
  // An atomic_ref names the object it was constructed from.
  const Expr *object = stripCasts(op.object);
  if (const auto *ref = dyn_cast<DeclRefExpr>(object))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl());
        var && var->isLocalVarDecl() && var->getInit() && !isSharedGlobal(var))
      object = stripCasts(var->getInit());
  if (const auto *construct = dyn_cast<CXXConstructExpr>(object);
      construct && construct->getNumArgs() >= 1 &&
      !construct->getArg(0)->getType()->getAsCXXRecordDecl())
    return resolve(construct->getArg(0), fn, c);
  if (const auto *cast = dyn_cast<CXXFunctionalCastExpr>(op.object->IgnoreParenImpCasts()))
    if (const auto *construct = dyn_cast<CXXConstructExpr>(cast->getSubExpr());
        construct && construct->getNumArgs() >= 1)
      return resolve(construct->getArg(0), fn, c);
  return resolve(op.object, fn, c);
}

} // namespace wmc::analysis
