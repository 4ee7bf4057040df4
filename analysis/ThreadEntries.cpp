#include "ThreadEntries.h"

#include "GpuDialect.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

namespace wmc::analysis {

using namespace clang;

const Expr *stripCasts(const Expr *e) {
  while (e) {
    const Expr *next = e->IgnoreParenImpCasts();
    if (const auto *cast = dyn_cast<ExplicitCastExpr>(next))
      next = cast->getSubExpr();
    else if (const auto *tmp = dyn_cast<MaterializeTemporaryExpr>(next))
      next = tmp->getSubExpr();
    else if (const auto *bind = dyn_cast<CXXBindTemporaryExpr>(next))
      next = bind->getSubExpr();
    else if (const auto *cleanups = dyn_cast<ExprWithCleanups>(next))
      next = cleanups->getSubExpr();
    if (next == e)
      return e;
    e = next;
  }
  return e;
}

static const FunctionDecl *withBody(const FunctionDecl *fn) {
  if (!fn)
    return nullptr;
  if (const FunctionDecl *def = fn->getDefinition())
    return def;
  return fn;
}

static const LambdaExpr *lambdaOf(const Expr *callable) {
  const Expr *e = stripCasts(callable);
  if (const auto *construct = dyn_cast_or_null<CXXConstructExpr>(e);
      construct && construct->getNumArgs() == 1)
    e = stripCasts(construct->getArg(0));
  if (const auto *lambda = dyn_cast_or_null<LambdaExpr>(e))
    return lambda;
  if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()); var && var->getInit())
      return lambdaOf(var->getInit());
  return nullptr;
}

const FunctionDecl *calledFunction(const Expr *callable) {
  if (const LambdaExpr *lambda = lambdaOf(callable))
    return lambda->getCallOperator();
  const Expr *e = stripCasts(callable);
  if (const auto *addr = dyn_cast_or_null<UnaryOperator>(e); addr && addr->getOpcode() == UO_AddrOf)
    e = stripCasts(addr->getSubExpr());
  if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e))
    if (const auto *fn = dyn_cast<FunctionDecl>(ref->getDecl()))
      return withBody(fn);
  return nullptr;
}

namespace {

// The declaration a thread handle expression names: `t`, `&t`, `ts[i]`,
// `&ts[i]`, `ts + i`, `obj.t`.
const ValueDecl *handleDecl(const Expr *e) {
  e = stripCasts(e);
  while (e) {
    if (const auto *ref = dyn_cast<DeclRefExpr>(e))
      return ref->getDecl();
    if (const auto *member = dyn_cast<MemberExpr>(e))
      return member->getMemberDecl();
    if (const auto *unary = dyn_cast<UnaryOperator>(e))
      e = stripCasts(unary->getSubExpr());
    else if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e))
      e = stripCasts(subscript->getBase());
    else if (const auto *binary = dyn_cast<BinaryOperator>(e); binary && binary->isAdditiveOp())
      e = stripCasts(binary->getLHS());
    else if (const auto *op = dyn_cast<CXXOperatorCallExpr>(e); op && op->getNumArgs() > 0)
      e = stripCasts(op->getArg(0)); // ts[i] on a std::vector / std::array
    else
      return nullptr;
  }
  return nullptr;
}

bool isStdThreadType(QualType type) {
  const auto *record = type.getNonReferenceType()->getAsCXXRecordDecl();
  if (!record || !record->getDeclContext()->isStdNamespace())
    return false;
  return record->getName() == "thread" || record->getName() == "jthread";
}

bool isJthreadType(QualType type) {
  const auto *record = type.getNonReferenceType()->getAsCXXRecordDecl();
  return record && record->getName() == "jthread" && record->getDeclContext()->isStdNamespace();
}

// A container (vector, array, ...) whose first template argument is a thread.
bool isThreadContainerType(QualType type) {
  const auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      type.getNonReferenceType()->getAsCXXRecordDecl());
  if (!spec || spec->getTemplateArgs().size() == 0)
    return false;
  const TemplateArgument &arg = spec->getTemplateArgs()[0];
  return arg.getKind() == TemplateArgument::Type && isStdThreadType(arg.getAsType());
}

std::string calleeName(const CallExpr *call) {
  if (const FunctionDecl *fn = call->getDirectCallee())
    if (fn->getIdentifier())
      return fn->getName().str();
  return {};
}

class BodyWalker : public RecursiveASTVisitor<BodyWalker> {
public:
  BodyWalker(ASTContext &ctx, const FunctionDecl *fn, std::vector<ThreadModel::Call> &calls,
             std::vector<ThreadSpawn> &spawns)
      : ctx_(ctx), fn_(fn), calls_(calls), spawns_(spawns) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  // A lambda's body belongs to its call operator, a function of its own.
  bool TraverseLambdaExpr(LambdaExpr *lambda) {
    for (Expr *init : lambda->capture_inits())
      if (init)
        TraverseStmt(init);
    return true;
  }

  bool VisitCallExpr(CallExpr *call) {
    std::string name = calleeName(call);
    if (name == "pthread_create" && call->getNumArgs() >= 4)
      addSpawn(call, call->getArg(0), call->getArg(2), {call->getArg(3)}, nullptr);
    else if (name == "thrd_create" && call->getNumArgs() >= 3)
      addSpawn(call, call->getArg(0), call->getArg(1), {call->getArg(2)}, nullptr);
    else if (const auto *member = dyn_cast<CXXMemberCallExpr>(call);
             member && call->getNumArgs() >= 1 && (name == "emplace_back" || name == "emplace") &&
             isThreadContainerType(member->getImplicitObjectArgument()->getType()))
      addSpawn(call, member->getImplicitObjectArgument(), call->getArg(0), restArgs(call, 1),
               nullptr);
    else if (const FunctionDecl *callee = call->getDirectCallee())
      addCall(call, callee);
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *construct) {
    if (isStdThreadType(construct->getType()) && construct->getNumArgs() >= 1 &&
        !isStdThreadType(construct->getArg(0)->getType())) {
      addSpawn(construct, nullptr, construct->getArg(0), restArgs(construct, 1), construct);
      return true;
    }
    addCall(construct, construct->getConstructor());
    return true;
  }

private:
  template <class Call> std::vector<const Expr *> restArgs(const Call *call, unsigned from) {
    std::vector<const Expr *> args;
    for (unsigned i = from; i < call->getNumArgs(); ++i)
      args.push_back(call->getArg(i));
    return args;
  }

  void addCall(const Expr *site, const FunctionDecl *callee) {
    callee = withBody(callee);
    if (callee && callee->hasBody())
      calls_.push_back({site, callee});
  }

  // The variable a std::thread temporary ends up in.
  const ValueDecl *constructedHandle(const Expr *construct) {
    DynTypedNode node = DynTypedNode::create(*construct);
    for (int depth = 0; depth < 8; ++depth) {
      DynTypedNodeList parents = ctx_.getParents(node);
      if (parents.empty())
        return nullptr;
      node = parents[0];
      if (const auto *var = node.get<VarDecl>())
        return var;
      if (const auto *op = node.get<CXXOperatorCallExpr>())
        return op->getNumArgs() > 0 ? handleDecl(op->getArg(0)) : nullptr;
      if (const auto *member = node.get<CXXMemberCallExpr>())
        return handleDecl(member->getImplicitObjectArgument());
      if (!node.get<Expr>())
        return nullptr;
    }
    return nullptr;
  }

  void addSpawn(const Expr *site, const Expr *handle, const Expr *callable,
                std::vector<const Expr *> args, const CXXConstructExpr *construct) {
    const SourceManager &sm = ctx_.getSourceManager();
    if (sm.isInSystemHeader(sm.getExpansionLoc(site->getBeginLoc())))
      return; // the library's own construction of a thread it was handed
    ThreadSpawn spawn;
    spawn.creator = fn_;
    spawn.site = site;
    spawn.entry = calledFunction(callable);
    spawn.args = std::move(args);
    spawn.handle = construct ? constructedHandle(construct) : handleDecl(handle);
    if (const LambdaExpr *lambda = lambdaOf(callable))
      for (const LambdaCapture &capture : lambda->captures())
        if (capture.capturesVariable() && capture.getCaptureKind() == LCK_ByRef)
          if (const auto *var = dyn_cast<VarDecl>(capture.getCapturedVar()))
            spawn.sharedCaptures.push_back(var);
    spawns_.push_back(std::move(spawn));
  }

  ASTContext &ctx_;
  const FunctionDecl *fn_;
  std::vector<ThreadModel::Call> &calls_;
  std::vector<ThreadSpawn> &spawns_;
};

class FunctionCollector : public RecursiveASTVisitor<FunctionCollector> {
public:
  explicit FunctionCollector(std::vector<const FunctionDecl *> &out) : out_(out) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *fn) {
    add(fn);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *lambda) {
    add(lambda->getCallOperator());
    return true;
  }

private:
  void add(const FunctionDecl *fn) {
    if (fn->doesThisDeclarationHaveABody() && !fn->isDependentContext() && seen_.insert(fn).second)
      out_.push_back(fn);
  }
  std::vector<const FunctionDecl *> &out_;
  std::set<const FunctionDecl *> seen_;
};

bool isLoop(const Stmt *s) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s);
}

} // namespace

ThreadModel::ThreadModel(ASTContext &ctx) : ctx_(ctx) {
  collect();
  computeWindows();
  computeContexts();
  computeInherited();
}

void ThreadModel::collect() {
  FunctionCollector collector(functions_);
  collector.TraverseDecl(ctx_.getTranslationUnitDecl());
  for (const FunctionDecl *fn : functions_) {
    BodyWalker walker(ctx_, fn, calls_[fn], spawns_);
    walker.TraverseStmt(fn->getBody());
  }
  // A GPU kernel runs in many threads at once; it has no spawn site here.
  // Kernels are GpuDialect's (CUDA __global__, OpenCL __kernel, and the
  // annotate("wmc_kernel") that <wmc/cuda_runtime.h> makes of __global__
  // outside clang's CUDA mode), the same for every check.
  for (const FunctionDecl *fn : functions_)
    if (isKernel(fn)) {
      ThreadSpawn kernel;
      kernel.entry = fn;
      kernel.inLoop = true;
      spawns_.push_back(std::move(kernel));
    }
}

namespace {

class SourceOrder {
public:
  explicit SourceOrder(const SourceManager &sm) : sm_(sm) {}
  bool before(SourceLocation a, SourceLocation b) const {
    return sm_.isBeforeInTranslationUnit(sm_.getExpansionLoc(a), sm_.getExpansionLoc(b));
  }

private:
  const SourceManager &sm_;
};

// The outermost loop around `s` inside `body` (null when none).
const Stmt *outermostLoop(ASTContext &ctx, const Stmt *s, const Stmt *body) {
  const Stmt *loop = nullptr;
  DynTypedNode node = DynTypedNode::create(*s);
  for (int depth = 0; depth < 64; ++depth) {
    DynTypedNodeList parents = ctx.getParents(node);
    if (parents.empty())
      break;
    node = parents[0];
    const Stmt *parent = node.get<Stmt>();
    if (!parent || parent == body)
      break;
    if (isLoop(parent))
      loop = parent;
  }
  return loop;
}

// The smallest compound statement around a declaration.
const CompoundStmt *enclosingBlock(ASTContext &ctx, const Decl *decl) {
  DynTypedNode node = DynTypedNode::create(*decl);
  for (int depth = 0; depth < 64; ++depth) {
    DynTypedNodeList parents = ctx.getParents(node);
    if (parents.empty())
      return nullptr;
    node = parents[0];
    if (const auto *block = node.get<CompoundStmt>())
      return block;
  }
  return nullptr;
}

// The handle a join expression joins, or null when `s` is no join.
const ValueDecl *joinedHandle(const Stmt *s) {
  const auto *call = dyn_cast<CallExpr>(s);
  if (!call)
    return nullptr;
  std::string name = calleeName(call);
  if ((name == "pthread_join" || name == "thrd_join") && call->getNumArgs() >= 1)
    return handleDecl(call->getArg(0));
  const auto *member = dyn_cast<CXXMemberCallExpr>(call);
  if (!member || name != "join")
    return nullptr;
  const ValueDecl *object = handleDecl(member->getImplicitObjectArgument());
  return object;
}

// A range-for variable over a container of threads stands for the container.
class JoinFinder : public RecursiveASTVisitor<JoinFinder> {
public:
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *loop) {
    if (const ValueDecl *container = handleDecl(loop->getRangeInit()))
      aliases[loop->getLoopVariable()] = container;
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    if (const ValueDecl *handle = joinedHandle(call)) {
      auto alias = aliases.find(handle);
      joins.push_back({call, alias == aliases.end() ? handle : alias->second});
    }
    return true;
  }
  std::map<const ValueDecl *, const ValueDecl *> aliases;
  std::vector<std::pair<const CallExpr *, const ValueDecl *>> joins;
};

} // namespace

void ThreadModel::computeWindows() {
  SourceOrder order(ctx_.getSourceManager());
  std::map<const FunctionDecl *, JoinFinder> joinsOf;
  for (ThreadSpawn &spawn : spawns_) {
    if (!spawn.creator)
      continue; // a GPU kernel
    const Stmt *body = spawn.creator->getBody();
    const Stmt *spawnLoop = outermostLoop(ctx_, spawn.site, body);
    spawn.inLoop = spawnLoop != nullptr;
    spawn.windowBegin = spawnLoop ? spawnLoop->getBeginLoc() : spawn.site->getEndLoc();
    SourceLocation afterSpawn = spawnLoop ? spawnLoop->getEndLoc() : spawn.site->getEndLoc();
    spawn.windowEnd = body->getEndLoc();
    if (spawn.handle && isJthreadType(spawn.handle->getType()))
      if (const CompoundStmt *block = enclosingBlock(ctx_, spawn.handle))
        spawn.windowEnd = block->getEndLoc();
    if (!spawn.handle)
      continue;
    auto [it, fresh] = joinsOf.try_emplace(spawn.creator);
    if (fresh)
      it->second.TraverseStmt(const_cast<Stmt *>(body));
    for (auto [join, handle] : it->second.joins) {
      if (handle != spawn.handle)
        continue;
      const Stmt *joinLoop = outermostLoop(ctx_, join, body);
      if (spawnLoop && joinLoop == spawnLoop) {
        // Spawned and joined in the same iteration: one at a time.
        if (order.before(spawn.site->getEndLoc(), join->getBeginLoc())) {
          spawn.inLoop = false;
          spawn.windowBegin = spawn.site->getEndLoc();
          spawn.windowEnd = join->getEndLoc();
          spawn.joined = true;
          break;
        }
        continue;
      }
      if (!order.before(afterSpawn, join->getBeginLoc()))
        continue;
      spawn.windowEnd = joinLoop ? joinLoop->getEndLoc() : join->getEndLoc();
      spawn.joined = true;
      break;
    }
  }
}

void ThreadModel::computeContexts() {
  std::vector<std::pair<const FunctionDecl *, ThreadContext>> work;
  for (const FunctionDecl *fn : functions_)
    if (fn->isMain())
      work.push_back({fn, kMainContext});
  for (size_t i = 0; i < spawns_.size(); ++i)
    if (spawns_[i].entry && spawns_[i].entry->hasBody())
      work.push_back({spawns_[i].entry, static_cast<ThreadContext>(i)});
  while (!work.empty()) {
    auto [fn, c] = work.back();
    work.pop_back();
    if (!contexts_[fn].insert(c).second)
      continue;
    auto calls = calls_.find(fn);
    if (calls != calls_.end())
      for (const Call &call : calls->second)
        work.push_back({call.callee, c});
  }
  // A thread spawned by code that itself runs several times at once, or in
  // several contexts, runs several times at once.
  multiple_.assign(spawns_.size(), false);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < spawns_.size(); ++i) {
      if (multiple_[i])
        continue;
      static const std::set<ThreadContext> kNoParents;
      const std::set<ThreadContext> &parents =
          spawns_[i].creator ? contextsOf(spawns_[i].creator) : kNoParents;
      bool multiple = spawns_[i].inLoop || parents.size() > 1;
      for (ThreadContext parent : parents)
        multiple = multiple || (parent != kMainContext && multiple_[parent]);
      if (multiple) {
        multiple_[i] = true;
        changed = true;
      }
    }
  }
}

bool ThreadModel::inWindow(const ThreadSpawn &spawn, const Stmt *s) const {
  SourceOrder order(ctx_.getSourceManager());
  SourceLocation begin = s->getBeginLoc();
  bool afterStart = spawn.inLoop ? !order.before(begin, spawn.windowBegin)
                                 : order.before(spawn.windowBegin, begin);
  return afterStart && order.before(begin, spawn.windowEnd);
}

std::set<int> ThreadModel::concurrentAt(const FunctionDecl *fn, ThreadContext c,
                                        const Stmt *s) const {
  std::set<int> result;
  auto inherited = inherited_.find({fn, c});
  if (inherited != inherited_.end())
    result = inherited->second;
  for (size_t i = 0; i < spawns_.size(); ++i)
    if (spawns_[i].creator == fn && inWindow(spawns_[i], s))
      result.insert(static_cast<int>(i));
  return result;
}

void ThreadModel::computeInherited() {
  for (bool changed = true; changed;) {
    changed = false;
    auto merge = [&](const FunctionDecl *fn, ThreadContext c, const std::set<int> &add) {
      std::set<int> &into = inherited_[{fn, c}];
      for (int spawn : add)
        if (spawn != c && into.insert(spawn).second)
          changed = true;
    };
    for (size_t i = 0; i < spawns_.size(); ++i) {
      const ThreadSpawn &spawn = spawns_[i];
      if (!spawn.entry || !spawn.creator)
        continue;
      for (ThreadContext parent : contextsOf(spawn.creator))
        merge(spawn.entry, static_cast<ThreadContext>(i),
              concurrentAt(spawn.creator, parent, spawn.site));
    }
    for (const auto &[fn, contexts] : contexts_) {
      auto calls = calls_.find(fn);
      if (calls == calls_.end())
        continue;
      for (ThreadContext c : contexts)
        for (const Call &call : calls->second)
          merge(call.callee, c, concurrentAt(fn, c, call.site));
    }
  }
}

const std::set<ThreadContext> &ThreadModel::contextsOf(const FunctionDecl *fn) const {
  static const std::set<ThreadContext> kNone;
  auto it = contexts_.find(fn);
  return it == contexts_.end() ? kNone : it->second;
}

bool ThreadModel::runsMultiple(ThreadContext c) const {
  return c != kMainContext && multiple_[c];
}

bool ThreadModel::isParentOf(ThreadContext parent, ThreadContext child) const {
  return child != kMainContext && spawns_[child].creator &&
         contextsOf(spawns_[child].creator).contains(parent);
}

bool ThreadModel::mayRunConcurrently(const FunctionDecl *fnA, ThreadContext ca, const Stmt *a,
                                     const FunctionDecl *fnB, ThreadContext cb,
                                     const Stmt *b) const {
  if (ca == cb)
    return runsMultiple(ca);
  if (isParentOf(ca, cb))
    return concurrentAt(fnA, ca, a).contains(cb);
  if (isParentOf(cb, ca))
    return concurrentAt(fnB, cb, b).contains(ca);
  // Unrelated contexts: concurrent when one (or a thread that started it)
  // may run while the other executes.
  auto ancestryRuns = [&](ThreadContext c, const std::set<int> &running) {
    std::set<ThreadContext> seen;
    std::vector<ThreadContext> work = {c};
    while (!work.empty()) {
      ThreadContext x = work.back();
      work.pop_back();
      if (x == kMainContext || !seen.insert(x).second)
        continue;
      if (running.contains(x))
        return true;
      if (!spawns_[x].creator)
        continue;
      for (ThreadContext parent : contextsOf(spawns_[x].creator))
        work.push_back(parent);
    }
    return false;
  };
  return ancestryRuns(cb, concurrentAt(fnA, ca, a)) || ancestryRuns(ca, concurrentAt(fnB, cb, b));
}

std::string ThreadModel::describe(ThreadContext c) const {
  if (c == kMainContext)
    return "main";
  const ThreadSpawn &spawn = spawns_[c];
  if (!spawn.site)
    return "kernel '" + spawn.entry->getNameAsString() + "'";
  if (spawn.entry && spawn.entry->getIdentifier())
    return "thread '" + spawn.entry->getName().str() + "'";
  unsigned line = ctx_.getSourceManager().getPresumedLineNumber(spawn.site->getBeginLoc());
  return "the thread started at line " + std::to_string(line);
}

const std::vector<ThreadModel::Call> &ThreadModel::callsOf(const FunctionDecl *fn) const {
  static const std::vector<Call> kNone;
  auto it = calls_.find(fn);
  return it == calls_.end() ? kNone : it->second;
}

} // namespace wmc::analysis
