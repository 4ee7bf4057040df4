// wmc-shared-race: two accesses to block-shared memory (__shared__, __local,
// wmc_block_shared), at least one a non-atomic write, by different threads
// of one block, that no barrier separates and whose indices may collide
// (ThreadIndex.h).
//
// Two accesses are concurrent when a barrier-free CFG path leads from one to
// the other (loop back edges included), or when both follow one barrier (or
// the entry) on barrier-free paths, e.g. in the two arms of a divergent if.
// Uniform variables redefined on the path between the two accesses (a loop's
// stride) stand for different values on the two sides.
#include "BarrierCalls.h"
#include "BarrierInsertion.h"
#include "Checks.h"
#include "GpuDialect.h"
#include "LoopEntry.h"
#include "ThreadIndex.h"
#include "Uniformity.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

namespace wmc::analysis {

namespace {

struct Position {
  unsigned block = 0;
  unsigned index = 0;
};

struct SharedAccess {
  const clang::Expr *expr = nullptr; // the element (lvalue)
  const clang::ValueDecl *var = nullptr;
  bool reads = false;
  bool writes = false;
  bool atomic = false;
  Position at;
  std::optional<IndexedAccess> index;
};

std::string kindOf(const SharedAccess &access) {
  if (access.atomic)
    return "atomic update";
  return access.writes ? "write" : "read";
}

const clang::Stmt *parentSkippingParens(const clang::ParentMap &parents, const clang::Stmt *s) {
  const clang::Stmt *parent = parents.getParent(s);
  while (parent && llvm::isa<clang::ParenExpr>(parent))
    parent = parents.getParent(parent);
  return parent;
}

bool inUnevaluatedContext(const clang::ParentMap &parents, const clang::Stmt *s) {
  for (const clang::Stmt *p = parents.getParent(s); p; p = parents.getParent(p))
    if (llvm::isa<clang::UnaryExprOrTypeTraitExpr, clang::CXXTypeidExpr, clang::CXXNoexceptExpr>(p))
      return true;
  return false;
}

// Whether the address `addr` is passed to an atomic operation.
bool isAtomicArgument(const clang::ParentMap &parents, const clang::Stmt *addr) {
  for (const clang::Stmt *p = parentSkippingParens(parents, addr); p;
       p = parentSkippingParens(parents, p)) {
    if (const auto *call = llvm::dyn_cast<clang::CallExpr>(p))
      return isAtomicCall(call);
    if (!llvm::isa<clang::CastExpr>(p))
      return false;
  }
  return false;
}

// The element access that a reference to a block-shared variable is part of
// (`s`, `s[i]`, `s[i][j]`, `*p`, `p[i]`), with its kind; false when the
// reference is used in a way the check does not follow.
bool describeAccess(const clang::ParentMap &parents, const clang::DeclRefExpr *ref,
                    SharedAccess &access, std::vector<const clang::Expr *> &indices) {
  const clang::Expr *current = ref;
  while (true) {
    const clang::Stmt *parent = parentSkippingParens(parents, current);
    if (const auto *cast = llvm::dyn_cast_or_null<clang::ImplicitCastExpr>(parent)) {
      clang::CastKind kind = cast->getCastKind();
      if (kind == clang::CK_ArrayToPointerDecay || kind == clang::CK_NoOp ||
          (kind == clang::CK_LValueToRValue && current->getType()->isPointerType())) {
        current = cast;
        continue;
      }
    }
    if (const auto *sub = llvm::dyn_cast_or_null<clang::ArraySubscriptExpr>(parent);
        sub && sub->getBase()->IgnoreParens() == current) {
      indices.push_back(sub->getIdx());
      current = sub;
      continue;
    }
    if (const auto *unary = llvm::dyn_cast_or_null<clang::UnaryOperator>(parent);
        unary && unary->getOpcode() == clang::UO_Deref) {
      indices.push_back(nullptr);
      current = unary;
      continue;
    }
    break;
  }
  if (current->getType()->isArrayType() || current->getType()->isPointerType() ||
      current->getType()->isRecordType())
    return false;
  const clang::Stmt *parent = parentSkippingParens(parents, current);
  access.expr = current;
  if (const auto *cast = llvm::dyn_cast_or_null<clang::ImplicitCastExpr>(parent);
      cast && cast->getCastKind() == clang::CK_LValueToRValue) {
    access.reads = true;
    return true;
  }
  if (const auto *binary = llvm::dyn_cast_or_null<clang::BinaryOperator>(parent);
      binary && binary->isAssignmentOp() && binary->getLHS()->IgnoreParens() == current) {
    access.writes = true;
    access.reads = binary->isCompoundAssignmentOp();
    return true;
  }
  if (const auto *unary = llvm::dyn_cast_or_null<clang::UnaryOperator>(parent)) {
    if (unary->isIncrementDecrementOp()) {
      access.reads = access.writes = true;
      return true;
    }
    if (unary->getOpcode() == clang::UO_AddrOf && isAtomicArgument(parents, unary)) {
      access.reads = access.writes = access.atomic = true;
      return true;
    }
  }
  return false;
}

class FunctionRaces {
public:
  FunctionRaces(clang::ASTContext &ctx, const FunctionUniformity &uniformity,
                BarrierCalls &barriers, std::vector<Finding> &out)
      : ctx_(ctx), uniformity_(uniformity), barriers_(barriers), out_(out),
        parents_(const_cast<clang::Stmt *>(uniformity.function()->getBody())),
        indices_(ctx, uniformity) {}

  void run() {
    const clang::CFG *cfg = uniformity_.cfg();
    if (!cfg)
      return;
    indexElements(*cfg);
    collectAccesses(uniformity_.function()->getBody());
    if (accesses_.empty())
      return;
    findStarts(*cfg);
    checkPairs(*cfg);
  }

private:
  void indexElements(const clang::CFG &cfg) {
    blocks_.assign(cfg.getNumBlockIDs(), nullptr);
    for (const clang::CFGBlock *block : cfg)
      blocks_[block->getBlockID()] = block;
    for (const clang::CFGBlock *block : cfg) {
      unsigned i = 0;
      for (const clang::CFGElement &element : *block) {
        if (auto stmt = element.getAs<clang::CFGStmt>()) {
          const clang::Stmt *s = stmt->getStmt();
          positions_[s] = {block->getBlockID(), i};
          // __syncwarp orders the accesses of one warp; code that uses it
          // keeps its shared accesses inside the warp, so it separates them
          // here (precision first), though it is no block barrier.
          if (const auto *call = llvm::dyn_cast<clang::CallExpr>(s);
              call && (barriers_.waitsAtBarrier(call) || calleeName(call) == "__syncwarp"))
            barrierAt_.insert({block->getBlockID(), i});
          if (const clang::VarDecl *var = modifiedVar(s))
            modifies_[{block->getBlockID(), i}] = var;
        }
        ++i;
      }
    }
  }

  static void collectModified(const clang::Stmt *s, std::set<const clang::VarDecl *> &out) {
    if (!s)
      return;
    if (const clang::VarDecl *var = modifiedVar(s))
      out.insert(var);
    for (const clang::Stmt *child : s->children())
      collectModified(child, out);
  }

  static const clang::VarDecl *modifiedVar(const clang::Stmt *s) {
    const clang::Expr *lhs = nullptr;
    if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(s);
        binary && binary->isAssignmentOp())
      lhs = binary->getLHS();
    else if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(s);
             unary && unary->isIncrementDecrementOp())
      lhs = unary->getSubExpr();
    else if (const auto *decl = llvm::dyn_cast<clang::DeclStmt>(s); decl && decl->isSingleDecl())
      return llvm::dyn_cast<clang::VarDecl>(decl->getSingleDecl());
    if (const auto *ref =
            llvm::dyn_cast_or_null<clang::DeclRefExpr>(lhs ? lhs->IgnoreParenImpCasts() : nullptr))
      return llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    return nullptr;
  }

  std::optional<Position> positionOf(const clang::Stmt *s) const {
    for (; s; s = parents_.getParent(s))
      if (auto found = positions_.find(s); found != positions_.end())
        return found->second;
    return std::nullopt;
  }

  // Whether `s` assigns `var`, steps it, or takes its address.
  static bool changes(const clang::Stmt *s, const clang::VarDecl *var) {
    if (!s)
      return false;
    auto isVar = [&](const clang::Expr *e) {
      const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e->IgnoreParenImpCasts());
      return ref && ref->getDecl() == var;
    };
    if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(s);
        binary && binary->isAssignmentOp() && isVar(binary->getLHS()))
      return true;
    if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(s);
        unary && (unary->isIncrementDecrementOp() || unary->getOpcode() == clang::UO_AddrOf) &&
        isVar(unary->getSubExpr()))
      return true;
    for (const clang::Stmt *child : s->children())
      if (changes(child, var))
        return true;
    return false;
  }

  // The block-shared array a local pointer stands for: `volatile int *v =
  // sdata;` (initialised with the array itself, never changed afterwards),
  // so that v[i] is sdata[i]; null otherwise.
  const clang::ValueDecl *sharedAliasOf(const clang::ValueDecl *decl) {
    const auto *var = llvm::dyn_cast<clang::VarDecl>(decl);
    if (!var || !var->hasLocalStorage() || llvm::isa<clang::ParmVarDecl>(var) ||
        !var->getType()->isPointerType() || !var->getInit())
      return nullptr;
    if (auto known = aliases_.find(var); known != aliases_.end())
      return known->second;
    const clang::ValueDecl *target = nullptr;
    const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(var->getInit()->IgnoreParenCasts());
    if (ref && isBlockSharedVar(ref->getDecl()) && ref->getType()->isArrayType() &&
        !changes(uniformity_.function()->getBody(), var))
      target = ref->getDecl();
    aliases_[var] = target;
    return target;
  }

  void collectAccesses(const clang::Stmt *s) {
    if (!s || llvm::isa<clang::LambdaExpr>(s))
      return;
    const clang::ValueDecl *shared = nullptr;
    if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(s))
      shared = isBlockSharedVar(ref->getDecl()) ? ref->getDecl() : sharedAliasOf(ref->getDecl());
    if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(s);
        shared && !inUnevaluatedContext(parents_, ref)) {
      SharedAccess access;
      access.var = shared;
      std::vector<const clang::Expr *> indices;
      if (describeAccess(parents_, ref, access, indices)) {
        if (auto position = positionOf(access.expr)) {
          access.at = *position;
          access.index = accessForm(indices, access.expr);
          accesses_.push_back(std::move(access));
        }
      }
    }
    for (const clang::Stmt *child : s->children())
      collectAccesses(child);
  }

  std::optional<IndexedAccess> accessForm(const std::vector<const clang::Expr *> &indices,
                                          const clang::Expr *at) {
    // `*p` is p[0]: use a literal zero for it.
    std::vector<const clang::Expr *> exprs;
    for (const clang::Expr *index : indices) {
      if (!index) {
        if (!zero_)
          zero_ = clang::IntegerLiteral::Create(ctx_, llvm::APInt(32, 0), ctx_.IntTy,
                                                clang::SourceLocation());
        index = zero_;
      }
      exprs.push_back(index);
    }
    return indices_.access(exprs, at, parents_);
  }

  // The accesses reached from the entry and from each barrier on
  // barrier-free paths: accesses that share a start may run concurrently.
  void findStarts(const clang::CFG &cfg) {
    std::vector<Position> starts{{cfg.getEntry().getBlockID(), 0}};
    for (const auto &[block, index] : barrierAt_)
      starts.push_back({block, index + 1});
    for (size_t s = 0; s < starts.size(); ++s)
      walk(cfg, starts[s], [&](Position p, uint64_t) {
        for (size_t a = 0; a < accesses_.size(); ++a)
          if (accesses_[a].at.block == p.block && accesses_[a].at.index == p.index)
            startsOf_[a].insert(s);
      });
  }

  // Visits the elements reachable from `from` without crossing a barrier,
  // with the set of relevant variables modified on the way (bits of `vars`).
  template <class Visit>
  void walk(const clang::CFG &, Position from, Visit &&visit,
            const std::map<const clang::VarDecl *, unsigned> *vars = nullptr) {
    // enteringLoop: the block is a loop test entered from outside the loop
    // that surely runs its body then (LoopEntry.h): its false edge is not taken.
    std::set<std::tuple<unsigned, uint64_t, bool>> seen;
    std::deque<std::tuple<unsigned, unsigned, uint64_t, bool>> work{
        {from.block, from.index, 0, false}};
    while (!work.empty()) {
      auto [blockId, start, mask, enteringLoop] = work.front();
      work.pop_front();
      const clang::CFGBlock *block = blockId < blocks_.size() ? blocks_[blockId] : nullptr;
      if (!block)
        continue;
      bool blocked = false;
      for (unsigned i = start; i < block->size(); ++i) {
        if (barrierAt_.contains({blockId, i})) {
          blocked = true;
          break;
        }
        visit(Position{blockId, i}, mask);
        if (vars)
          if (auto m = modifies_.find({blockId, i}); m != modifies_.end())
            if (auto bit = vars->find(m->second); bit != vars->end())
              mask |= uint64_t{1} << bit->second;
      }
      if (blocked)
        continue;
      unsigned successor = 0;
      for (const clang::CFGBlock::AdjacentBlock &succ : block->succs()) {
        if (enteringLoop && successor++ > 0)
          break; // the false edge of a loop test that surely enters the body
        if (const clang::CFGBlock *next = succ.getReachableBlock()) {
          bool entering = entersLoopBodySurely(*block, *next, ctx_);
          if (seen.insert({next->getBlockID(), mask, entering}).second)
            work.push_back({next->getBlockID(), 0, mask, entering});
        }
      }
    }
  }

  // The sets of variables (of `relevant`) redefined on barrier-free paths
  // from access `a` to access `b`.
  std::vector<std::set<const clang::VarDecl *>>
  pathsBetween(const clang::CFG &cfg, const SharedAccess &a, const SharedAccess &b,
               const std::set<const clang::VarDecl *> &relevant) {
    std::map<const clang::VarDecl *, unsigned> bits;
    std::vector<const clang::VarDecl *> byBit;
    for (const clang::VarDecl *var : relevant)
      if (bits.size() < 64) {
        bits[var] = static_cast<unsigned>(byBit.size());
        byBit.push_back(var);
      }
    std::set<uint64_t> masks;
    walk(
        cfg, Position{a.at.block, a.at.index + 1},
        [&](Position p, uint64_t mask) {
          if (p.block == b.at.block && p.index == b.at.index)
            masks.insert(mask);
        },
        &bits);
    std::vector<std::set<const clang::VarDecl *>> result;
    for (uint64_t mask : masks) {
      std::set<const clang::VarDecl *> vars;
      for (size_t bit = 0; bit < byBit.size(); ++bit)
        if (mask & (uint64_t{1} << bit))
          vars.insert(byBit[bit]);
      result.push_back(std::move(vars));
    }
    return result;
  }

  bool collidesAlong(const std::vector<std::set<const clang::VarDecl *>> &paths,
                     const IndexedAccess &first, const IndexedAccess &second) {
    for (const auto &modified : paths)
      if (mayCollide(first, indices_.renamed(second, modified), indices_.usedComponents(),
                     blockDim_))
        return true;
    return false;
  }

  // `first`'s index as seen from `second` after it: when `first` is in a for
  // loop with a known last round (LoopEntry.h) that `second` follows, and no
  // barrier-free path from `first` goes round the loop again and leaves it,
  // `first` ran in the last round, with the counter at its last value.
  IndexedAccess inLastRound(const SharedAccess &first, const SharedAccess &second) {
    IndexedAccess result = *first.index;
    for (const clang::Stmt *s = parents_.getParent(first.expr); s; s = parents_.getParent(s)) {
      const auto *loop = llvm::dyn_cast<clang::ForStmt>(s);
      if (!loop || !loop->getBody())
        continue;
      if (encloses(loop, second.expr))
        break; // loops that enclose both: first may be in any round
      auto last = lastRoundOf(loop, ctx_);
      if (last && !roundAfter(first.at, loop))
        result = indices_.withValue(result, last->counter, last->value);
    }
    return result;
  }

  bool encloses(const clang::Stmt *outer, const clang::Stmt *inner) const {
    for (const clang::Stmt *s = inner; s; s = parents_.getParent(s))
      if (s == outer)
        return true;
    return false;
  }

  // Whether a barrier-free path from `from` enters `loop`'s body again and
  // then leaves the loop (a later round could be the one before the exit).
  bool roundAfter(Position from, const clang::ForStmt *loop) const {
    const clang::CFGBlock *test = nullptr;
    for (const clang::CFGBlock *block : blocks_)
      if (block && block->getTerminatorStmt() == loop)
        test = block;
    if (!test || test->succ_size() != 2)
      return true;
    const clang::CFGBlock *body = test->succ_begin()->getReachableBlock();
    const clang::CFGBlock *exit = (test->succ_begin() + 1)->getReachableBlock();
    if (!body)
      return false;
    if (!exit)
      return true;
    std::set<std::pair<unsigned, bool>> seen;
    std::deque<std::tuple<unsigned, unsigned, bool>> work{{from.block, from.index + 1, false}};
    while (!work.empty()) {
      auto [blockId, start, again] = work.front();
      work.pop_front();
      const clang::CFGBlock *block = blockId < blocks_.size() ? blocks_[blockId] : nullptr;
      if (!block)
        continue;
      if (again && block == exit)
        return true;
      bool blocked = false;
      for (unsigned i = start; i < block->size() && !blocked; ++i)
        blocked = barrierAt_.contains({blockId, i});
      if (blocked)
        continue;
      for (const clang::CFGBlock::AdjacentBlock &succ : block->succs())
        if (const clang::CFGBlock *next = succ.getReachableBlock()) {
          bool nextAgain = again || next == body;
          if (seen.insert({next->getBlockID(), nextAgain}).second)
            work.push_back({next->getBlockID(), 0, nextAgain});
        }
    }
    return false;
  }

  void checkPairs(const clang::CFG &cfg) {
    for (int c = 0; c < 3; ++c)
      blockDim_[c] = indices_.blockDimAtom(c);
    // One finding per variable, at its first colliding pair; its fix-it
    // separates every colliding pair of the variable.
    std::map<const clang::ValueDecl *, Separation> separations;
    std::vector<const clang::ValueDecl *> order;
    const clang::SourceManager &sm = ctx_.getSourceManager();
    for (size_t i = 0; i < accesses_.size(); ++i)
      for (size_t j = i; j < accesses_.size(); ++j) {
        const SharedAccess &a = accesses_[i], &b = accesses_[j];
        if (a.var != b.var || !(a.writes || b.writes) || (a.atomic && b.atomic) || !a.index ||
            !b.index)
          continue;
        bool shareStart = false;
        for (size_t s : startsOf_[i])
          shareStart = shareStart || startsOf_[j].contains(s);
        if (!shareStart)
          continue;
        std::set<const clang::VarDecl *> relevant = a.index->vars;
        relevant.insert(b.index->vars.begin(), b.index->vars.end());
        auto forward = pathsBetween(cfg, a, b, relevant);
        auto backward = i == j ? decltype(forward){} : pathsBetween(cfg, b, a, relevant);
        // The last-round view only ever removes a collision (precision first:
        // two uniform indices that become equal constants stay silent).
        bool afterA = collidesAlong(forward, *a.index, *b.index) &&
                      collidesAlong(forward, inLastRound(a, b), *b.index);
        bool afterB = collidesAlong(backward, *b.index, *a.index) &&
                      collidesAlong(backward, inLastRound(b, a), *a.index);
        bool atOnce = (i == j || (forward.empty() && backward.empty())) &&
                      mayCollide(*a.index, *b.index, indices_.usedComponents(), blockDim_);
        if (!afterA && !afterB && !atOnce)
          continue;
        auto [separation, first] = separations.try_emplace(a.var);
        if (first) {
          separation->second.finding = out_.size();
          order.push_back(a.var);
          out_.push_back(makeFinding(sm, a, b, afterA, afterB));
        }
        if (atOnce) {
          separation->second.impossible = true; // no barrier separates them
          continue;
        }
        if (afterA)
          separate(separation->second, a, b);
        if (afterB)
          separate(separation->second, b, a);
      }
    for (const clang::ValueDecl *var : order)
      addFixIts(separations[var]);
  }

  // Warn at the access that runs second and note the first; when each may
  // run second (a loop), warn at the earlier one in the source, which the
  // loop's next iteration runs second.
  Finding makeFinding(const clang::SourceManager &sm, const SharedAccess &a, const SharedAccess &b,
                      bool afterA, bool afterB) const {
    const SharedAccess *warned = &b, *other = &a;
    bool bFirstInSource =
        sm.isBeforeInTranslationUnit(b.expr->getBeginLoc(), a.expr->getBeginLoc());
    bool warnAtA = afterA && afterB ? !bFirstInSource : afterA || afterB ? afterB : bFirstInSource;
    if (warnAtA)
      std::swap(warned, other);
    Finding finding;
    finding.check = CheckKind::SharedRace;
    finding.loc = fileLoc(sm, warned->expr->getBeginLoc());
    std::string name = warned->var->getNameAsString();
    finding.message = "data race on shared memory '" + name + "': this " + kindOf(*warned) +
                      " and " + (other->atomic ? "an " : "a ") + kindOf(*other) +
                      " by another thread of the block may touch the same element with no "
                      "barrier between them";
    finding.highlights.push_back(sm.getExpansionRange(warned->expr->getSourceRange()));
    finding.notes.push_back(
        {fileLoc(sm, other->expr->getBeginLoc()), "the " + kindOf(*other) + " by another thread"});
    return finding;
  }

  // The barriers that separate the colliding pairs of one variable.
  struct Separation {
    size_t finding = 0;
    std::vector<const clang::Stmt *> places; // a barrier after each
    bool impossible = false;
  };

  // Records a barrier that cuts the paths from `from` to a later `to`,
  // unless one already chosen does.
  void separate(Separation &separation, const SharedAccess &from, const SharedAccess &to) {
    if (separation.impossible)
      return;
    auto collidesInside = [&](const clang::Stmt *inside) {
      std::set<const clang::VarDecl *> modified;
      collectModified(inside, modified);
      return mayCollide(*from.index, indices_.renamed(*to.index, modified),
                        indices_.usedComponents(), blockDim_);
    };
    BarrierInsertion inserter(ctx_, uniformity_, parents_, dialectOf(ctx_));
    for (const clang::Stmt *place : separation.places)
      if (inserter.separates(place, from.expr, to.expr, collidesInside))
        return;
    if (const clang::Stmt *place = inserter.placeAfter(from.expr, to.expr, collidesInside))
      separation.places.push_back(place);
    else
      separation.impossible = true;
  }

  // The fix-it inserts every barrier of the separation, or none when a pair
  // cannot be separated. A barrier an earlier finding of this function
  // inserts is not inserted twice.
  void addFixIts(const Separation &separation) {
    if (separation.impossible || separation.places.empty())
      return;
    BarrierInsertion inserter(ctx_, uniformity_, parents_, dialectOf(ctx_));
    std::vector<Edit> edits;
    for (const clang::Stmt *place : separation.places) {
      std::optional<Edit> edit = inserter.insertAfter(place);
      if (!edit)
        return;
      edits.push_back(*edit);
    }
    const clang::SourceManager &sm = ctx_.getSourceManager();
    std::sort(edits.begin(), edits.end(), [&](const Edit &x, const Edit &y) {
      return sm.isBeforeInTranslationUnit(x.range.getBegin(), y.range.getBegin());
    });
    std::vector<Edit> &fixits = out_[separation.finding].fixits;
    for (const Edit &edit : edits)
      if (inserted_.insert(edit.range.getBegin().getRawEncoding()).second)
        fixits.push_back(edit);
  }

  clang::ASTContext &ctx_;
  const FunctionUniformity &uniformity_;
  BarrierCalls &barriers_;
  std::vector<Finding> &out_;
  clang::ParentMap parents_;
  ThreadIndexBuilder indices_;
  std::vector<const clang::CFGBlock *> blocks_;
  std::map<const clang::Stmt *, Position> positions_;
  std::set<std::pair<unsigned, unsigned>> barrierAt_;
  std::map<std::pair<unsigned, unsigned>, const clang::VarDecl *> modifies_;
  std::vector<SharedAccess> accesses_;
  std::map<size_t, std::set<size_t>> startsOf_;
  std::map<const clang::VarDecl *, const clang::ValueDecl *> aliases_;
  clang::IntegerLiteral *zero_ = nullptr;
  std::set<unsigned> inserted_;
  int blockDim_[3] = {0, 0, 0};
};

} // namespace

void checkSharedRace(clang::ASTContext &ctx, std::vector<Finding> &out) {
  std::vector<const clang::FunctionDecl *> functions = mainFileFunctions(ctx);
  Uniformity uniformity(ctx);
  uniformity.analyzeCallers(functions);
  BarrierCalls barriers;
  for (const clang::FunctionDecl *fn : functions)
    FunctionRaces(ctx, uniformity.of(fn), barriers, out).run();
}

} // namespace wmc::analysis
