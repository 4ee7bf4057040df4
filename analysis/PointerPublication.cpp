#include "PointerPublication.h"

#include "AtomicOps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace wmc::analysis {

using namespace clang;

namespace {

// A local pointer variable (or parameter).
const VarDecl *pointerVar(const VarDecl *var) {
  return var->hasLocalStorage() && var->getType()->isPointerType() ? var : nullptr;
}

// A local pointer variable (or parameter) named by `e`.
const VarDecl *localPointer(const Expr *e) {
  const auto *ref = e ? dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()) : nullptr;
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var ? pointerVar(var) : nullptr;
}

// `e` as written in the file.
std::string sourceText(const ASTContext &ctx, const Expr *e) {
  const SourceManager &sm = ctx.getSourceManager();
  CharSourceRange range = sm.getExpansionRange(e->getSourceRange());
  return Lexer::getSourceText(range, sm, ctx.getLangOpts()).str();
}

// An access to the object a local pointer points to: `p->f`, `(*p).f`, `*p`.
struct Deref {
  SourceLocation loc;
  const VarDecl *pointer = nullptr;
  const FieldDecl *field = nullptr; // null: the whole object
  std::string text;                 // as written: "n->value"
};

std::optional<Deref> derefOf(const Expr *lvalue) {
  lvalue = lvalue->IgnoreParens();
  Deref deref;
  deref.loc = lvalue->getExprLoc();
  if (const auto *member = dyn_cast<MemberExpr>(lvalue)) {
    deref.field = dyn_cast<FieldDecl>(member->getMemberDecl());
    if (!deref.field)
      return std::nullopt;
    const Expr *base = member->getBase()->IgnoreParenImpCasts();
    if (member->isArrow()) {
      deref.pointer = localPointer(base);
    } else if (const auto *star = dyn_cast<UnaryOperator>(base);
               star && star->getOpcode() == UO_Deref) {
      deref.pointer = localPointer(star->getSubExpr());
    }
  } else if (const auto *star = dyn_cast<UnaryOperator>(lvalue);
             star && star->getOpcode() == UO_Deref) {
    deref.pointer = localPointer(star->getSubExpr());
  }
  if (!deref.pointer)
    return std::nullopt;
  return deref;
}

// The flag a pointer is published through: the shared location when it
// resolves, else the field the atomic object is (`tail->next`: node::next).
struct FlagKey {
  std::optional<MemoryLocation> location;
  const FieldDecl *field = nullptr;
  std::string text;
};

bool sameFlag(const FlagKey &a, const FlagKey &b) {
  if (a.location && b.location)
    return *a.location == *b.location;
  return a.field && a.field == b.field;
}

bool sameData(const Deref &write, const Deref &read) {
  return !write.field || !read.field || write.field == read.field;
}

// A store of a local pointer to a flag, or a load of a flag into one.
struct PointerOp {
  AtomicOp op;
  FlagKey flag;
  const VarDecl *pointer = nullptr;
  bool weak = false;
  bool viaFailure = false; // the failure of a compare-exchange writes `pointer`
};

// What one function does with pointers and the objects they point to.
struct FunctionPointers {
  const FunctionDecl *fn = nullptr;
  ThreadContext context = kMainContext;
  std::vector<PointerOp> stores, loads;
  std::vector<Deref> writes, reads;
  std::vector<std::pair<SourceLocation, const VarDecl *>> assignments; // `p = ...`
  Fences fences;
};

// Plain reads and writes through local pointers, and assignments to them.
class DerefCollector : public RecursiveASTVisitor<DerefCollector> {
public:
  DerefCollector(ASTContext &ctx, FunctionPointers &out) : ctx_(ctx), out_(out) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitMemberExpr(MemberExpr *e) { return visitLvalue(e); }
  bool VisitUnaryOperator(UnaryOperator *e) {
    if (e->getOpcode() == UO_Deref)
      return visitLvalue(e);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *e) {
    if (e->getOpcode() == BO_Assign)
      if (const VarDecl *var = localPointer(e->getLHS()))
        out_.assignments.push_back({e->getOperatorLoc(), var});
    return true;
  }

private:
  bool visitLvalue(const Expr *e) {
    if (e->getType()->isAtomicType() || e->getType()->isRecordType() || e->getType()->isArrayType())
      return true; // atomic accesses are AtomicOps; aggregates are not one access
    std::optional<Deref> deref = derefOf(e);
    if (!deref)
      return true;
    bool reads = false, writes = false;
    DynTypedNode node = DynTypedNode::create(*e);
    const Stmt *child = e;
    for (int depth = 0; depth < 8; ++depth) {
      DynTypedNodeList parents = ctx_.getParents(node);
      if (parents.empty())
        break;
      node = parents[0];
      const Stmt *parent = node.get<Stmt>();
      if (const auto *paren = dyn_cast_or_null<ParenExpr>(parent)) {
        child = paren;
        continue;
      }
      if (const auto *cast = dyn_cast_or_null<ImplicitCastExpr>(parent)) {
        reads = cast->getCastKind() == CK_LValueToRValue;
      } else if (const auto *binary = dyn_cast_or_null<BinaryOperator>(parent);
                 binary && binary->isAssignmentOp() && binary->getLHS() == child) {
        writes = true;
        reads = binary->isCompoundAssignmentOp();
      } else if (const auto *unary = dyn_cast_or_null<UnaryOperator>(parent);
                 unary && unary->isIncrementDecrementOp()) {
        reads = writes = true;
      }
      break;
    }
    deref->text = sourceText(ctx_, e);
    if (writes)
      out_.writes.push_back(*deref);
    if (reads)
      out_.reads.push_back(*deref);
    return true;
  }

  ASTContext &ctx_;
  FunctionPointers &out_;
};

class PointerPublication {
public:
  PointerPublication(ASTContext &ctx, const ThreadModel &threads, const SharedLocations &locations,
                     ReportedSides &reported, std::vector<Finding> &out)
      : ctx_(ctx), sm_(ctx.getSourceManager()), threads_(threads), locations_(locations),
        reported_(reported), out_(out) {}

  void run() {
    std::vector<FunctionPointers> functions;
    for (const FunctionDecl *fn : threads_.functions()) {
      if (sm_.isInSystemHeader(sm_.getExpansionLoc(fn->getLocation())))
        continue;
      for (ThreadContext c : threads_.contextsOf(fn))
        functions.push_back(collect(fn, c));
    }
    for (const FunctionPointers &storer : functions)
      for (const FunctionPointers &loader : functions)
        match(storer, loader);
  }

private:
  FunctionPointers collect(const FunctionDecl *fn, ThreadContext c) {
    FunctionPointers result;
    result.fn = fn;
    result.context = c;
    DerefCollector(ctx_, result).TraverseStmt(fn->getBody());
    for (const AtomicOp &op : atomicOpsIn(fn->getBody(), ctx_)) {
      if (op.kind == AtomicKind::Fence) {
        result.fences.add(op);
        continue;
      }
      const Expr *object = op.pointerObject ? addresseeOf(op.object) : op.object;
      if (!object)
        continue;
      // An atomic access to a field through a local pointer is data, unless
      // it orders itself (release store, acquire load).
      if (std::optional<Deref> deref = derefOf(object->IgnoreParenImpCasts())) {
        deref->loc = op.expr->getExprLoc();
        deref->text = sourceText(ctx_, object);
        if (op.kind == AtomicKind::Store && !isReleaseOrStronger(op.order))
          result.writes.push_back(*deref);
        if (op.kind == AtomicKind::Load && !isAcquireOrStronger(op.order))
          result.reads.push_back(*deref);
      }
      FlagKey flag = flagOf(op, object, fn, c);
      if (!flag.location && !flag.field)
        continue;
      if (const VarDecl *stored = localPointer(op.value ? stripCasts(op.value) : nullptr);
          stored && op.kind != AtomicKind::Load)
        result.stores.push_back({op, flag, stored, !isReleaseOrStronger(op.order), false});
      if (op.kind == AtomicKind::Load)
        if (const VarDecl *into = loadedInto(op.expr))
          result.loads.push_back({op, flag, into, !isAcquireOrStronger(op.order), false});
      if (op.compareExchange)
        if (const VarDecl *into = localPointer(op.expected))
          result.loads.push_back({op, flag, into, !isAcquireOrStronger(op.failureOrder), true});
    }
    return result;
  }

  static const Expr *addresseeOf(const Expr *pointer) {
    const auto *addr = dyn_cast<UnaryOperator>(pointer->IgnoreParenCasts());
    return addr && addr->getOpcode() == UO_AddrOf ? addr->getSubExpr() : nullptr;
  }

  FlagKey flagOf(const AtomicOp &op, const Expr *object, const FunctionDecl *fn,
                 ThreadContext c) const {
    FlagKey flag;
    flag.location = locations_.atomicObject(op, fn, c);
    if (const auto *member = dyn_cast<MemberExpr>(object->IgnoreParenImpCasts()))
      flag.field = dyn_cast<FieldDecl>(member->getMemberDecl());
    flag.text = flag.location ? flag.location->display : sourceText(ctx_, object);
    return flag;
  }

  // The local pointer a load's value is stored in: `T *p = load(...)` or
  // `p = load(...)` (casts and parentheses aside).
  const VarDecl *loadedInto(const Expr *load) const {
    DynTypedNode node = DynTypedNode::create(*load);
    const Stmt *child = load;
    for (int depth = 0; depth < 8; ++depth) {
      DynTypedNodeList parents = ctx_.getParents(node);
      if (parents.empty())
        return nullptr;
      node = parents[0];
      if (const auto *var = node.get<VarDecl>())
        return var->getInit() == child ? pointerVar(var) : nullptr;
      const Stmt *parent = node.get<Stmt>();
      if (const auto *assign = dyn_cast_or_null<BinaryOperator>(parent))
        return assign->getOpcode() == BO_Assign && assign->getRHS() == child
                   ? localPointer(assign->getLHS())
                   : nullptr;
      if (!isa_and_nonnull<ParenExpr, CastExpr, ExprWithCleanups>(parent))
        return nullptr;
      child = parent;
    }
    return nullptr;
  }

  bool before(SourceLocation a, SourceLocation b) const {
    return sm_.isBeforeInTranslationUnit(sm_.getExpansionLoc(a), sm_.getExpansionLoc(b));
  }

  unsigned line(SourceLocation loc) const {
    return sm_.getPresumedLineNumber(sm_.getExpansionLoc(loc));
  }

  bool reassignedBetween(const FunctionPointers &f, const VarDecl *var, SourceLocation from,
                         SourceLocation to) const {
    for (const auto &[loc, assigned] : f.assignments)
      if (assigned == var && before(from, loc) && before(loc, to))
        return true;
    return false;
  }

  void match(const FunctionPointers &storer, const FunctionPointers &loader) {
    for (const PointerOp &store : storer.stores) {
      SourceLocation storeLoc = store.op.expr->getExprLoc();
      for (const PointerOp &load : loader.loads) {
        if (!sameFlag(store.flag, load.flag) || (!store.weak && !load.weak))
          continue;
        SourceLocation loadLoc = load.op.expr->getExprLoc();
        if (!threads_.mayRunConcurrently(storer.fn, storer.context, store.op.expr, loader.fn,
                                         loader.context, load.op.expr))
          continue;
        for (const Deref &write : storer.writes) {
          if (write.pointer != store.pointer || !before(write.loc, storeLoc))
            continue;
          for (const Deref &read : loader.reads)
            if (read.pointer == load.pointer && before(loadLoc, read.loc) &&
                sameData(write, read) &&
                !reassignedBetween(loader, read.pointer, loadLoc, read.loc))
              report(storer, loader, store, write, load, read);
        }
      }
    }
  }

  static std::string operationWord(const AtomicOp &op) {
    if (op.compareExchange)
      return "compare-exchange";
    return op.kind == AtomicKind::Store ? "store" : "exchange";
  }

  void report(const FunctionPointers &storer, const FunctionPointers &loader,
              const PointerOp &store, const Deref &write, const PointerOp &load,
              const Deref &read) {
    SourceLocation storeLoc = store.op.expr->getExprLoc();
    SourceLocation loadLoc = load.op.expr->getExprLoc();
    bool storeWeak =
        store.weak && !storer.fences.between(write.loc, storeLoc, /*release=*/true, sm_);
    bool loadWeak = load.weak && !loader.fences.between(loadLoc, read.loc, /*release=*/false, sm_);
    const std::string &flag = store.flag.text;
    std::string pointer = store.pointer->getNameAsString();
    std::string loaded = load.pointer->getNameAsString();
    if (storeWeak && reported_.stores.insert(store.op.expr).second) {
      Finding finding;
      finding.check = CheckKind::WeakPublication;
      finding.loc = storeLoc;
      finding.message = std::string(orderName(store.op.order)) + " " + operationWord(store.op) +
                        " of '" + pointer + "' to '" + flag + "' does not publish the write to '" +
                        write.text + "' at line " + std::to_string(line(write.loc)) +
                        ": a thread that loads the pointer may still read the old value "
                        "through it; the " +
                        operationWord(store.op) + " needs memory_order_release";
      finding.notes.push_back({loadLoc, "'" + load.flag.text + "' is loaded into '" + loaded +
                                            "' here, and '" + read.text + "' is read at line " +
                                            std::to_string(line(read.loc))});
      if (auto fix = relaxedOrderFix(store.op, MemoryOrder::Release, sm_, ctx_.getLangOpts()))
        finding.fixits.push_back({fix->range, fix->replacement});
      out_.push_back(std::move(finding));
    }
    if (loadWeak && reported_.loads.insert(load.op.expr).second) {
      Finding finding;
      finding.check = CheckKind::WeakPublication;
      finding.loc = loadLoc;
      MemoryOrder order = load.viaFailure ? load.op.failureOrder : load.op.order;
      std::string what = load.viaFailure ? "the failure of this " + std::string(orderName(order)) +
                                               " compare-exchange, which loads '" + load.flag.text +
                                               "' into '" + loaded + "',"
                                         : std::string(orderName(order)) + " load of '" +
                                               load.flag.text + "' into '" + loaded + "'";
      finding.message = what + " does not order the read of '" + read.text + "' at line " +
                        std::to_string(line(read.loc)) +
                        " after it: it may read the old value even when the pointer is new; " +
                        (load.viaFailure ? "the failure order" : "the load") +
                        " needs memory_order_acquire";
      finding.notes.push_back({storeLoc, "'" + pointer + "' is stored to '" + flag +
                                             "' here after the write to '" + write.text +
                                             "' at line " + std::to_string(line(write.loc))});
      addAcquireFixes(load, finding);
      out_.push_back(std::move(finding));
    }
  }

  // acquire for the load; for a compare-exchange's failure, the failure
  // order and a relaxed success order (C11: failure no stronger than success).
  void addAcquireFixes(const PointerOp &load, Finding &finding) const {
    std::vector<AtomicOp> orders;
    if (!load.viaFailure) {
      orders.push_back(load.op);
    } else {
      AtomicOp failure = load.op;
      failure.order = load.op.failureOrder;
      failure.orderArg = load.op.failureOrderArg;
      if (!failure.orderArg)
        return; // C++'s single order: the success order sets both
      orders.push_back(load.op);
      orders.push_back(failure);
    }
    for (const AtomicOp &op : orders)
      if (auto fix = relaxedOrderFix(op, MemoryOrder::Acquire, sm_, ctx_.getLangOpts()))
        finding.fixits.push_back({fix->range, fix->replacement});
  }

  ASTContext &ctx_;
  const SourceManager &sm_;
  const ThreadModel &threads_;
  const SharedLocations &locations_;
  ReportedSides &reported_;
  std::vector<Finding> &out_;
};

} // namespace

void checkPointerPublication(ASTContext &ctx, const ThreadModel &threads,
                             const SharedLocations &locations, ReportedSides &reported,
                             std::vector<Finding> &out) {
  PointerPublication(ctx, threads, locations, reported, out).run();
}

} // namespace wmc::analysis
