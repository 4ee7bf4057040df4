// wmc-weak-publication: message passing whose orders are too weak to
// publish. One thread writes data (plain or relaxed) and then stores a flag
// with a relaxed, volatile or plain store; another thread loads the flag with
// a relaxed, volatile or plain load in the condition of an if/while/for/do and
// reads the same data after it. The store needs release (or a release fence
// between the data write and the flag store), the load acquire (or an acquire
// fence between the flag load and the data read). A finding at each weak side,
// with a one-token fix-it of an explicit relaxed order argument. Data reached
// through a published pointer: PointerPublication.h.
#include "AtomicOps.h"
#include "Checks.h"
#include "PointerPublication.h"
#include "SharedAccesses.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

namespace wmc::analysis {

using namespace clang;

namespace {

enum class Strength { Ordered, Relaxed, Volatile, Plain };

// One memory event of a function in one context, in source order.
struct Event {
  SourceLocation loc;
  const Expr *expr = nullptr;
  MemoryLocation location;
  bool write = false;
  Strength strength = Strength::Plain;
  std::optional<AtomicOp> atomic; // null for plain/volatile accesses
};

struct FunctionEvents {
  const FunctionDecl *fn = nullptr;
  ThreadContext context = kMainContext;
  std::vector<Event> events;
  Fences fences;
};

class WeakPublication {
public:
  WeakPublication(ASTContext &ctx, std::vector<Finding> &out)
      : ctx_(ctx), sm_(ctx.getSourceManager()), out_(out) {}

  void run() {
    ThreadModel threads(ctx_);
    if (!threads.hasSpawns())
      return;
    SharedLocations locations(threads);
    SharedAccesses accesses(ctx_, threads, locations);
    std::map<std::pair<const FunctionDecl *, ThreadContext>, FunctionEvents> byFunction;
    for (const SharedAccess &access : accesses.all()) {
      FunctionEvents &events = byFunction[{access.fn, access.context}];
      events.fn = access.fn;
      events.context = access.context;
      Event event;
      event.loc = access.lvalue->getExprLoc();
      event.expr = access.use;
      event.location = access.location;
      event.write = access.write;
      event.strength = access.isVolatile ? Strength::Volatile : Strength::Plain;
      // Only `flag = v` publishes; `x++` is an update, not a flag store.
      if (event.write && !isa<BinaryOperator>(access.use))
        event.strength = Strength::Ordered;
      events.events.push_back(event);
    }
    for (const FunctionDecl *fn : threads.functions())
      for (ThreadContext c : threads.contextsOf(fn))
        addAtomics(byFunction, fn, c, locations);
    for (auto &[key, events] : byFunction)
      std::sort(events.events.begin(), events.events.end(),
                [&](const Event &a, const Event &b) { return before(a.loc, b.loc); });

    for (const auto &[storeKey, storer] : byFunction)
      for (const auto &[loadKey, loader] : byFunction)
        match(threads, storer, loader);
    checkPointerPublication(ctx_, threads, locations, reported_, out_);
  }

private:
  bool before(SourceLocation a, SourceLocation b) const {
    return sm_.isBeforeInTranslationUnit(sm_.getExpansionLoc(a), sm_.getExpansionLoc(b));
  }

  void addAtomics(std::map<std::pair<const FunctionDecl *, ThreadContext>, FunctionEvents> &into,
                  const FunctionDecl *fn, ThreadContext c, const SharedLocations &locations) {
    if (sm_.isInSystemHeader(sm_.getExpansionLoc(fn->getLocation())))
      return;
    for (const AtomicOp &op : atomicOpsIn(fn->getBody(), ctx_)) {
      FunctionEvents &events = into[{fn, c}];
      events.fn = fn;
      events.context = c;
      if (op.kind == AtomicKind::Fence) {
        events.fences.add(op);
        continue;
      }
      std::optional<MemoryLocation> object = locations.atomicObject(op, fn, c);
      if (!object)
        continue;
      Event event;
      event.loc = op.expr->getExprLoc();
      event.expr = op.expr;
      event.location = *object;
      event.write = op.kind != AtomicKind::Load;
      // A read-modify-write neither publishes as a flag nor reads as a guard
      // here (reference counts, tickets); it can be relaxed data.
      bool ordered = op.kind == AtomicKind::ReadModifyWrite || op.order != MemoryOrder::Relaxed;
      event.strength = ordered ? Strength::Ordered : Strength::Relaxed;
      event.atomic = op;
      events.events.push_back(event);
    }
  }

  // A release store to the flag between the data write and this store heads
  // a release sequence this (same-thread) store belongs to.
  bool releaseHeadBetween(const FunctionEvents &events, const Event &flagStore,
                          SourceLocation from) const {
    for (const Event &e : events.events)
      if (e.write && e.atomic && isReleaseOrStronger(e.atomic->order) &&
          e.location == flagStore.location && before(from, e.loc) && before(e.loc, flagStore.loc))
        return true;
    return false;
  }

  // Whether `e` is (inside) the condition of an if/while/do/for statement,
  // directly or through a local it is stored in (`int v = load(f); if (v)`).
  bool guardsControlFlow(const Expr *e, const FunctionDecl *fn) const {
    DynTypedNode node = DynTypedNode::create(*e);
    for (int depth = 0; depth < 32; ++depth) {
      DynTypedNodeList parents = ctx_.getParents(node);
      if (parents.empty())
        return false;
      const Stmt *child = node.get<Stmt>();
      node = parents[0];
      if (const auto *var = node.get<VarDecl>())
        return var->isLocalVarDecl() && !var->isStaticLocal() && testedLater(var, fn);
      if (const auto *assign = node.get<BinaryOperator>();
          assign && assign->getOpcode() == BO_Assign && assign->getRHS() == child) {
        const auto *ref = dyn_cast<DeclRefExpr>(assign->getLHS()->IgnoreParenImpCasts());
        const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
        return var && var->isLocalVarDecl() && !var->isStaticLocal() && testedLater(var, fn);
      }
      const Stmt *parent = node.get<Stmt>();
      if (!parent || !child)
        return false;
      if (const auto *s = dyn_cast<IfStmt>(parent))
        return s->getCond() == child;
      if (const auto *s = dyn_cast<WhileStmt>(parent))
        return s->getCond() == child;
      if (const auto *s = dyn_cast<DoStmt>(parent))
        return s->getCond() == child;
      if (const auto *s = dyn_cast<ForStmt>(parent))
        return s->getCond() == child;
      if (isa<CompoundStmt>(parent))
        return false;
    }
    return false;
  }

  // Whether a local is read in the condition of an if/while/do/for of `fn`.
  static bool testedLater(const VarDecl *var, const FunctionDecl *fn) {
    class ConditionUses : public RecursiveASTVisitor<ConditionUses> {
    public:
      explicit ConditionUses(const VarDecl *var) : var_(var) {}
      bool TraverseLambdaExpr(LambdaExpr *) { return true; }
      bool VisitIfStmt(IfStmt *s) { return check(s->getCond()); }
      bool VisitWhileStmt(WhileStmt *s) { return check(s->getCond()); }
      bool VisitDoStmt(DoStmt *s) { return check(s->getCond()); }
      bool VisitForStmt(ForStmt *s) { return check(s->getCond()); }
      bool found = false;

    private:
      bool check(const Stmt *cond) {
        if (!cond)
          return true;
        if (const auto *ref = dyn_cast<DeclRefExpr>(cond); ref && ref->getDecl() == var_)
          found = true;
        for (const Stmt *child : cond->children())
          if (child)
            check(child);
        return true;
      }
      const VarDecl *var_;
    };
    ConditionUses uses(var);
    uses.TraverseStmt(fn->getBody());
    return uses.found;
  }

  static const char *strengthWord(Strength strength) {
    switch (strength) {
    case Strength::Relaxed:
      return "relaxed";
    case Strength::Volatile:
      return "volatile";
    case Strength::Plain:
      return "plain (non-atomic)";
    case Strength::Ordered:
      break;
    }
    return "ordered";
  }

  unsigned line(SourceLocation loc) const { return sm_.getPresumedLineNumber(loc); }

  void match(const ThreadModel &threads, const FunctionEvents &storer,
             const FunctionEvents &loader) {
    for (const Event &flagStore : storer.events) {
      if (!flagStore.write)
        continue;
      for (const Event &data : storer.events) {
        if (!data.write || data.location == flagStore.location || !before(data.loc, flagStore.loc))
          continue;
        if (data.strength == Strength::Ordered && data.atomic)
          continue; // data written with release or stronger
        for (const Event &flagLoad : loader.events) {
          if (flagLoad.write || !(flagLoad.location == flagStore.location) ||
              !guardsControlFlow(flagLoad.expr, loader.fn))
            continue;
          if (!threads.mayRunConcurrently(storer.fn, storer.context, flagStore.expr, loader.fn,
                                          loader.context, flagLoad.expr))
            continue;
          for (const Event &dataRead : loader.events) {
            if (dataRead.write || !(dataRead.location == data.location) ||
                !before(flagLoad.loc, dataRead.loc))
              continue;
            if (dataRead.strength == Strength::Ordered && dataRead.atomic)
              continue;
            report(storer, loader, flagStore, data, flagLoad, dataRead);
          }
        }
      }
    }
  }

  void report(const FunctionEvents &storer, const FunctionEvents &loader, const Event &flagStore,
              const Event &data, const Event &flagLoad, const Event &dataRead) {
    bool storeWeak = flagStore.strength != Strength::Ordered &&
                     !storer.fences.between(data.loc, flagStore.loc, /*release=*/true, sm_) &&
                     !releaseHeadBetween(storer, flagStore, data.loc);
    bool loadWeak = flagLoad.strength != Strength::Ordered &&
                    !loader.fences.between(flagLoad.loc, dataRead.loc, /*release=*/false, sm_);
    if (!storeWeak && !loadWeak)
      return;
    // A plain (neither atomic nor volatile) flag on both sides is a plain
    // data race (wmc-data-race), not a question of orders.
    if (flagStore.strength == Strength::Plain && flagLoad.strength == Strength::Plain)
      return;
    const std::string &flag = flagStore.location.display;
    const std::string &what = data.location.display;
    if (storeWeak && reported_.stores.insert(flagStore.expr).second) {
      Finding finding;
      finding.check = CheckKind::WeakPublication;
      finding.loc = flagStore.loc;
      finding.message = std::string(strengthWord(flagStore.strength)) + " store to '" + flag +
                        "' does not publish the write to '" + what + "' at line " +
                        std::to_string(line(data.loc)) + ": a thread that sees the new '" + flag +
                        "' may still read the old '" + what + "'; the store needs " +
                        "memory_order_release";
      if (flagStore.strength == Strength::Volatile)
        finding.message += " ('volatile' does not order memory in C11/C++11)";
      finding.notes.push_back({flagLoad.loc, "'" + flag + "' is read here and guards the read of '" +
                                                 what + "' at line " +
                                                 std::to_string(line(dataRead.loc))});
      if (flagStore.atomic)
        if (auto fix = relaxedOrderFix(*flagStore.atomic, MemoryOrder::Release, sm_,
                                       ctx_.getLangOpts()))
          finding.fixits.push_back({fix->range, fix->replacement});
      out_.push_back(std::move(finding));
    }
    if (loadWeak && reported_.loads.insert(flagLoad.expr).second) {
      Finding finding;
      finding.check = CheckKind::WeakPublication;
      finding.loc = flagLoad.loc;
      finding.message = std::string(strengthWord(flagLoad.strength)) + " load of '" + flag +
                        "' does not order the read of '" + what + "' at line " +
                        std::to_string(line(dataRead.loc)) + " after it: it may read the old '" +
                        what + "' even when '" + flag + "' is new; the load needs " +
                        "memory_order_acquire";
      if (flagLoad.strength == Strength::Volatile)
        finding.message += " ('volatile' does not order memory in C11/C++11)";
      finding.notes.push_back({flagStore.loc, "'" + flag + "' is stored here after the write to '" +
                                                  what + "' at line " +
                                                  std::to_string(line(data.loc))});
      if (flagLoad.atomic)
        if (auto fix = relaxedOrderFix(*flagLoad.atomic, MemoryOrder::Acquire, sm_,
                                       ctx_.getLangOpts()))
          finding.fixits.push_back({fix->range, fix->replacement});
      out_.push_back(std::move(finding));
    }
  }

  ASTContext &ctx_;
  const SourceManager &sm_;
  std::vector<Finding> &out_;
  ReportedSides reported_;
};

} // namespace

void checkWeakPublication(ASTContext &ctx, std::vector<Finding> &out) {
  WeakPublication(ctx, out).run();
}

} // namespace wmc::analysis
