#include "Uniformity.h"

#include "GpuDialect.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

#include <functional>

namespace wmc::analysis {

namespace {

// The local variable an lvalue names (`x`, `x.f`, `arr[i]` of a local array),
// and the array index written, if any.
const clang::VarDecl *localBase(const clang::Expr *lhs, const clang::Expr **index) {
  lhs = lhs->IgnoreParenImpCasts();
  while (true) {
    if (const auto *member = llvm::dyn_cast<clang::MemberExpr>(lhs); member && !member->isArrow())
      lhs = member->getBase()->IgnoreParenImpCasts();
    else if (const auto *sub = llvm::dyn_cast<clang::ArraySubscriptExpr>(lhs);
             sub && sub->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) {
      if (index && !*index)
        *index = sub->getIdx();
      lhs = sub->getBase()->IgnoreParenImpCasts();
    } else
      break;
  }
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(lhs);
  if (!ref)
    return nullptr;
  const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
  if (!var || !var->hasLocalStorage() || isBlockSharedVar(var))
    return nullptr;
  return var;
}

bool everyBlockReachesExit(const clang::CFG &cfg) {
  std::vector<bool> reaches(cfg.getNumBlockIDs(), false);
  std::vector<const clang::CFGBlock *> work{&cfg.getExit()};
  reaches[cfg.getExit().getBlockID()] = true;
  while (!work.empty()) {
    const clang::CFGBlock *b = work.back();
    work.pop_back();
    for (const clang::CFGBlock::AdjacentBlock &pred : b->preds())
      if (const clang::CFGBlock *p = pred.getReachableBlock(); p && !reaches[p->getBlockID()]) {
        reaches[p->getBlockID()] = true;
        work.push_back(p);
      }
  }
  // Blocks unreachable from the entry do not matter.
  std::vector<bool> reachable(cfg.getNumBlockIDs(), false);
  work = {&cfg.getEntry()};
  reachable[cfg.getEntry().getBlockID()] = true;
  while (!work.empty()) {
    const clang::CFGBlock *b = work.back();
    work.pop_back();
    if (!reaches[b->getBlockID()])
      return false;
    for (const clang::CFGBlock::AdjacentBlock &succ : b->succs())
      if (const clang::CFGBlock *n = succ.getReachableBlock(); n && !reachable[n->getBlockID()]) {
        reachable[n->getBlockID()] = true;
        work.push_back(n);
      }
  }
  return true;
}

} // namespace

FunctionUniformity::FunctionUniformity(Uniformity &tu, const clang::FunctionDecl *fn,
                                       std::set<const clang::ParmVarDecl *> varyingParams)
    : tu_(tu), fn_(fn), varyingParams_(std::move(varyingParams)) {
  for (const clang::ParmVarDecl *param : varyingParams_)
    varying_.insert(param);
  clang::Stmt *body = fn->getBody();
  if (!body)
    return;
  clang::CFG::BuildOptions options;
  cfg_ = clang::CFG::buildCFG(fn, body, &tu.context(), options);
  if (cfg_) {
    parents_ = std::make_unique<clang::ParentMap>(body);
    stmtMap_.reset(clang::CFGStmtMap::Build(cfg_.get(), parents_.get()));
    controlDeps_ = std::make_unique<clang::ControlDependencyCalculator>(cfg_.get());
    everyBlockReachesExit_ = everyBlockReachesExit(*cfg_);
  }
  collectDefinitions(body);
  solve();
}

void FunctionUniformity::addDefinitionOf(const clang::Expr *lhs, const clang::Expr *value,
                                         const clang::Stmt *at) {
  const clang::Expr *index = nullptr;
  if (const clang::VarDecl *var = localBase(lhs, &index))
    definitions_.push_back({var, value, index, at});
}

void FunctionUniformity::collectDefinitions(const clang::Stmt *s) {
  if (!s || llvm::isa<clang::LambdaExpr>(s))
    return;
  if (const auto *declStmt = llvm::dyn_cast<clang::DeclStmt>(s)) {
    for (const clang::Decl *decl : declStmt->decls())
      if (const auto *var = llvm::dyn_cast<clang::VarDecl>(decl);
          var && var->getInit() && var->hasLocalStorage())
        definitions_.push_back({var, var->getInit(), nullptr, var->getInit()});
  } else if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(s);
             binary && binary->isAssignmentOp()) {
    addDefinitionOf(binary->getLHS(), binary->getRHS(), binary);
  } else if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(s)) {
    if (unary->isIncrementDecrementOp())
      addDefinitionOf(unary->getSubExpr(), nullptr, unary);
    else if (unary->getOpcode() == clang::UO_AddrOf)
      // The address escapes: whoever writes through it is not tracked.
      if (const clang::VarDecl *var = localBase(unary->getSubExpr(), nullptr))
        varying_.insert(var);
  } else if (const auto *op = llvm::dyn_cast<clang::CXXOperatorCallExpr>(s);
             op && op->isAssignmentOp() && op->getNumArgs() == 2) {
    addDefinitionOf(op->getArg(0), op->getArg(1), op);
  } else if (const auto *cast = llvm::dyn_cast<clang::ImplicitCastExpr>(s);
             cast && cast->getCastKind() == clang::CK_ArrayToPointerDecay) {
    // A local array decayed to a pointer (other than for a subscript, which
    // localBase sees through) may be written by the callee.
    if (const clang::VarDecl *var = localBase(cast->getSubExpr(), nullptr);
        var &&
        !llvm::isa<clang::ArraySubscriptExpr>(parents_ ? parents_->getParent(cast) : nullptr))
      varying_.insert(var);
  }
  for (const clang::Stmt *child : s->children())
    collectDefinitions(child);
}

void FunctionUniformity::solve() {
  for (bool changed = true; changed;) {
    changed = false;
    causes_.clear();
    for (const Definition &def : definitions_) {
      if (varying_.contains(def.var))
        continue;
      bool varies = (def.value && !isUniform(def.value)) || (def.index && !isUniform(def.index)) ||
                    divergenceCause(blockOf(def.at));
      if (varies) {
        varying_.insert(def.var);
        changed = true;
      }
    }
  }
  causes_.clear();
}

const clang::CFGBlock *FunctionUniformity::blockOf(const clang::Stmt *s) const {
  if (!stmtMap_ || !s)
    return nullptr;
  return stmtMap_->getBlock(const_cast<clang::Stmt *>(s));
}

namespace {

// Whether every path from `from` (finite to the exit, or infinite) passes
// through `block`.
bool alwaysReaches(const clang::CFGBlock *from, const clang::CFGBlock *block,
                   const clang::CFG &cfg) {
  // Search for a path from `from` that avoids `block` and reaches the exit
  // or runs around a cycle forever.
  enum Mark { Unseen, OnStack, Done };
  std::vector<Mark> marks(cfg.getNumBlockIDs(), Unseen);
  std::function<bool(const clang::CFGBlock *)> escapes = [&](const clang::CFGBlock *b) {
    if (b == block)
      return false;
    if (b == &cfg.getExit())
      return true;
    Mark &mark = marks[b->getBlockID()];
    if (mark == OnStack)
      return true; // a cycle that avoids `block`
    if (mark == Done)
      return false;
    mark = OnStack;
    for (const clang::CFGBlock::AdjacentBlock &succ : b->succs())
      if (const clang::CFGBlock *next = succ.getReachableBlock(); next && escapes(next))
        return true;
    mark = Done;
    return false;
  };
  return !escapes(from);
}

} // namespace

std::vector<const clang::CFGBlock *>
FunctionUniformity::controlDependences(const clang::CFGBlock *block) const {
  std::vector<const clang::CFGBlock *> deps;
  if (everyBlockReachesExit_) {
    for (const clang::CFGBlock *dep :
         controlDeps_->getControlDependencies(const_cast<clang::CFGBlock *>(block)))
      deps.push_back(dep);
    return deps;
  }
  // Some loop never exits: clang's post-dominator tree is unreliable there,
  // so decide post-dominance by search (infinite paths included).
  for (const clang::CFGBlock *branch : *cfg_) {
    if (branch->succ_size() < 2 || alwaysReaches(branch, block, *cfg_))
      continue;
    for (const clang::CFGBlock::AdjacentBlock &succ : branch->succs())
      if (const clang::CFGBlock *next = succ.getReachableBlock();
          next && alwaysReaches(next, block, *cfg_)) {
        deps.push_back(branch);
        break;
      }
  }
  return deps;
}

const clang::Expr *FunctionUniformity::divergenceCause(const clang::CFGBlock *block) const {
  if (!block || !controlDeps_)
    return nullptr;
  std::set<const clang::CFGBlock *> visiting;
  return causeUncached(block, visiting);
}

const clang::Expr *
FunctionUniformity::causeUncached(const clang::CFGBlock *block,
                                  std::set<const clang::CFGBlock *> &visiting) const {
  if (auto known = causes_.find(block); known != causes_.end())
    return known->second;
  if (!visiting.insert(block).second)
    return nullptr;
  const clang::Expr *cause = nullptr;
  std::vector<const clang::CFGBlock *> deps = controlDependences(block);
  for (const clang::CFGBlock *branch : deps) {
    const auto *condition = llvm::dyn_cast_or_null<clang::Expr>(branch->getTerminatorCondition());
    if (condition && branch->succ_size() >= 2 && !isUniform(condition)) {
      cause = condition;
      break;
    }
  }
  for (const clang::CFGBlock *branch : deps) {
    if (cause)
      break;
    if (branch != block)
      cause = causeUncached(branch, visiting);
  }
  visiting.erase(block);
  if (visiting.empty() || cause)
    causes_[block] = cause;
  return cause;
}

bool FunctionUniformity::isUniform(const clang::Expr *e) const {
  if (!e)
    return true;
  e = e->IgnoreParens();
  if (threadIdComponent(e, tu_.context()) >= 0 || isCudaBuiltinThreadIdx(e))
    return false;
  if (llvm::isa<clang::IntegerLiteral, clang::FloatingLiteral, clang::CharacterLiteral,
                clang::StringLiteral, clang::CXXBoolLiteralExpr, clang::CXXNullPtrLiteralExpr,
                clang::CXXThisExpr, clang::LambdaExpr, clang::SizeOfPackExpr,
                clang::UnaryExprOrTypeTraitExpr>(e))
    return true;
  if (llvm::isa<clang::AtomicExpr>(e))
    return false;
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e)) {
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      return !varying_.contains(var);
    return true;
  }
  if (const auto *opaque = llvm::dyn_cast<clang::OpaqueValueExpr>(e))
    return isUniform(opaque->getSourceExpr());
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e)) {
    if (isThreadVaryingCall(call))
      return false;
    if (!isUniform(call->getCallee())) // an indirect call or a member of a varying object
      return false;
    for (const clang::Expr *arg : call->arguments())
      if (!isUniform(arg))
        return false;
    if (const auto *callee = llvm::dyn_cast_or_null<clang::FunctionDecl>(call->getCalleeDecl()))
      return !tu_.returnsVarying(callee);
    return true;
  }
  if (const auto *stmtExpr = llvm::dyn_cast<clang::StmtExpr>(e)) {
    // A GNU statement expression (the <wmc/gpu.h> atomics): uniform when
    // every expression statement in it is.
    bool uniform = true;
    std::function<void(const clang::Stmt *)> visit = [&](const clang::Stmt *s) {
      if (!s || !uniform)
        return;
      if (const auto *expr = llvm::dyn_cast<clang::Expr>(s)) {
        uniform = isUniform(expr);
        return;
      }
      for (const clang::Stmt *child : s->children())
        visit(child);
    };
    visit(stmtExpr->getSubStmt());
    return uniform;
  }
  for (const clang::Stmt *child : e->children())
    if (const auto *expr = llvm::dyn_cast_or_null<clang::Expr>(child); expr && !isUniform(expr))
      return false;
  return true;
}

void Uniformity::analyzeCallers(const std::vector<const clang::FunctionDecl *> &functions) {
  for (int round = 0; round < 8; ++round) {
    bool changed = false;
    for (const clang::FunctionDecl *fn : functions) {
      const FunctionUniformity &caller = of(fn);
      std::vector<std::pair<const clang::FunctionDecl *, const clang::ParmVarDecl *>> found;
      std::function<void(const clang::Stmt *)> visit = [&](const clang::Stmt *s) {
        if (!s || llvm::isa<clang::LambdaExpr>(s))
          return;
        if (const auto *call = llvm::dyn_cast<clang::CallExpr>(s)) {
          const auto *callee = llvm::dyn_cast_or_null<clang::FunctionDecl>(call->getCalleeDecl());
          const clang::FunctionDecl *definition = nullptr;
          if (callee && callee->hasBody(definition) && !isKernel(definition)) {
            unsigned shift = llvm::isa<clang::CXXOperatorCallExpr>(call) &&
                                     llvm::isa<clang::CXXMethodDecl>(callee)
                                 ? 1
                                 : 0;
            for (unsigned i = shift; i < call->getNumArgs(); ++i)
              if (i - shift < definition->getNumParams() && !caller.isUniform(call->getArg(i)))
                found.emplace_back(definition, definition->getParamDecl(i - shift));
          }
        }
        for (const clang::Stmt *child : s->children())
          visit(child);
      };
      visit(fn->getBody());
      for (auto [callee, param] : found)
        if (varyingParams_[callee].insert(param).second) {
          analyses_.erase(callee);
          changed = true;
        }
    }
    if (!changed)
      return;
  }
}

const FunctionUniformity &Uniformity::of(const clang::FunctionDecl *definition) {
  auto &slot = analyses_[definition];
  if (!slot) {
    std::set<const clang::ParmVarDecl *> params;
    if (auto known = varyingParams_.find(definition); known != varyingParams_.end())
      params = known->second;
    slot = std::make_unique<FunctionUniformity>(*this, definition, std::move(params));
  }
  return *slot;
}

bool Uniformity::returnsVarying(const clang::FunctionDecl *fn) {
  const clang::FunctionDecl *definition = nullptr;
  if (!fn->hasBody(definition))
    return false;
  if (auto known = returnsVarying_.find(definition); known != returnsVarying_.end())
    return known->second;
  returnsVarying_[definition] = false; // recursion: assume uniform on the cycle
  auto &summary = summaries_[definition];
  summary = std::make_unique<FunctionUniformity>(*this, definition,
                                                 std::set<const clang::ParmVarDecl *>{});
  bool varies = false;
  std::function<void(const clang::Stmt *)> visit = [&](const clang::Stmt *s) {
    if (!s || varies || llvm::isa<clang::LambdaExpr>(s))
      return;
    if (const auto *ret = llvm::dyn_cast<clang::ReturnStmt>(s)) {
      varies = !summary->isUniform(ret->getRetValue()) ||
               summary->divergenceCause(summary->blockOf(ret));
      return;
    }
    for (const clang::Stmt *child : s->children())
      visit(child);
  };
  visit(definition->getBody());
  returnsVarying_[definition] = varies;
  return varies;
}

} // namespace wmc::analysis
