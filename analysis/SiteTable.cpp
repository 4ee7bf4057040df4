#include "SiteTable.h"

#include "ExprEffects.h"
#include "SiteOperands.h"
#include "SourcePositions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

#include <set>

namespace wmc::analysis {

using namespace clang;

const SiteEntry *SiteTable::find(const std::string &file, unsigned line, unsigned col) const {
  auto it = entries.find(SiteKey{file, line, col});
  return it == entries.end() ? nullptr : &it->second;
}

namespace {

/// Where statements can go around the statement of a full expression.
struct Place {
  const Stmt *stmt = nullptr; ///< the statement an insertion goes before or after
  bool braces = false;        ///< stmt is an unbraced if/else/loop body
  NoPlace noBefore = NoPlace::NoStatement, noAfter = NoPlace::NoStatement;
};

/// Whether an operation of a full expression is the first or last one its
/// statement evaluates, and whether it is evaluated conditionally.
struct Order {
  bool first = true, last = true, conditional = false;
};

class Builder {
public:
  Builder(ASTContext &ctx, std::string compilationDir)
      : ctx_(ctx), sm_(ctx.getSourceManager()),
        positions_(sm_, ctx.getLangOpts(), std::move(compilationDir)) {}

  void functionBody(const Stmt *body) { statement(body, false); }
  SiteTable take() { return std::move(table_); }

private:
  void statement(const Stmt *s, bool unbraced);
  void body(const Stmt *s) {
    if (s)
      statement(s, !isa<CompoundStmt>(s));
  }
  void expressionsOf(const Stmt *s, const Place &place);
  void expression(const Expr *e, const Place &place, Order order,
                  const std::optional<SiteKey> &parent);
  void place(const SiteKey &key, const Expr *e, const Place &place, Order order);
  void operands(const SiteKey &key, const Expr *e);
  std::optional<SiteKey> keyOf(const Expr *e);
  bool quiet(const Expr *e);

  ASTContext &ctx_;
  const SourceManager &sm_;
  SourcePositions positions_;
  SiteTable table_;
  std::map<SiteKey, const Stmt *> placed_; // the statement of each key
  std::map<SiteKey, std::pair<SourceSpan, OperandSpans>> operations_;
  std::set<SiteKey> variableClash_;
  // Per variable: the file of its definition, and its type words there.
  std::map<const VarDecl *, std::pair<std::string, std::optional<SourceSpan>>> declarations_;
  std::map<const Expr *, bool> quiet_;
};

Place around(const Stmt *s, bool unbraced, NoPlace noAfter = NoPlace::None) {
  return Place{s, unbraced, NoPlace::None, noAfter};
}

Place nowhere(NoPlace why) { return Place{nullptr, false, why, why}; }

void Builder::statement(const Stmt *s, bool unbraced) {
  if (!s)
    return;
  if (const auto *compound = dyn_cast<CompoundStmt>(s)) {
    for (const Stmt *child : compound->body())
      statement(child, false);
  } else if (const auto *i = dyn_cast<IfStmt>(s)) {
    Place condition = around(s, unbraced, NoPlace::Condition);
    expressionsOf(i->getInit(), condition);
    expressionsOf(i->getConditionVariableDeclStmt(), condition);
    expressionsOf(i->getCond(), condition);
    body(i->getThen());
    body(i->getElse());
  } else if (const auto *sw = dyn_cast<SwitchStmt>(s)) {
    Place condition = around(s, unbraced, NoPlace::Condition);
    expressionsOf(sw->getInit(), condition);
    expressionsOf(sw->getConditionVariableDeclStmt(), condition);
    expressionsOf(sw->getCond(), condition);
    body(sw->getBody());
  } else if (const auto *w = dyn_cast<WhileStmt>(s)) {
    expressionsOf(w->getConditionVariableDeclStmt(), nowhere(NoPlace::LoopHeader));
    expressionsOf(w->getCond(), nowhere(NoPlace::LoopHeader));
    body(w->getBody());
  } else if (const auto *d = dyn_cast<DoStmt>(s)) {
    body(d->getBody());
    expressionsOf(d->getCond(), nowhere(NoPlace::LoopHeader));
  } else if (const auto *f = dyn_cast<ForStmt>(s)) {
    // The init runs once, before the loop: a statement can go before it.
    expressionsOf(f->getInit(), around(s, unbraced, NoPlace::LoopHeader));
    expressionsOf(f->getConditionVariableDeclStmt(), nowhere(NoPlace::LoopHeader));
    expressionsOf(f->getCond(), nowhere(NoPlace::LoopHeader));
    expressionsOf(f->getInc(), nowhere(NoPlace::LoopHeader));
    body(f->getBody());
  } else if (const auto *r = dyn_cast<CXXForRangeStmt>(s)) {
    const Stmt *headers[] = {r->getInit(), r->getRangeStmt(), r->getBeginStmt(),  r->getEndStmt(),
                             r->getCond(), r->getInc(),       r->getLoopVarStmt()};
    for (const Stmt *header : headers)
      expressionsOf(header, nowhere(NoPlace::LoopHeader));
    body(r->getBody());
  } else if (const auto *label = dyn_cast<LabelStmt>(s)) {
    statement(label->getSubStmt(), unbraced);
  } else if (const auto *c = dyn_cast<SwitchCase>(s)) {
    statement(c->getSubStmt(), unbraced);
  } else if (const auto *a = dyn_cast<AttributedStmt>(s)) {
    statement(a->getSubStmt(), unbraced);
  } else if (isa<ReturnStmt>(s)) {
    expressionsOf(s, around(s, unbraced, NoPlace::Jump));
  } else if (isa<Expr, DeclStmt>(s)) {
    expressionsOf(s, around(s, unbraced));
  } else {
    for (const Stmt *child : s->children()) {
      if (isa_and_nonnull<Expr>(child))
        expressionsOf(child, nowhere(NoPlace::NoStatement));
      else
        statement(child, false);
    }
  }
}

/// The full expressions of `s` (an expression, a declaration's
/// initializers in order, a return's value), all placed at `place`.
void Builder::expressionsOf(const Stmt *s, const Place &place) {
  if (!s)
    return;
  std::vector<const Expr *> roots;
  if (const auto *e = dyn_cast<Expr>(s))
    roots.push_back(e);
  else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : decl->decls())
      if (const auto *var = dyn_cast<VarDecl>(d); var && var->getInit())
        roots.push_back(var->getInit());
  } else if (const auto *ret = dyn_cast<ReturnStmt>(s)) {
    if (ret->getRetValue())
      roots.push_back(ret->getRetValue());
  }
  for (size_t i = 0; i < roots.size(); ++i) {
    Order order;
    for (size_t j = 0; j < roots.size(); ++j) {
      if (j < i && !quiet(roots[j]))
        order.first = false;
      if (j > i && !quiet(roots[j]))
        order.last = false;
    }
    expression(roots[i], place, order, std::nullopt);
  }
}

bool Builder::quiet(const Expr *e) {
  auto [it, fresh] = quiet_.try_emplace(e, false);
  if (fresh)
    it->second = isQuiet(e);
  return it->second;
}

std::optional<SiteKey> Builder::keyOf(const Expr *e) {
  SourceLocation loc = e->getExprLoc();
  if (loc.isInvalid())
    return std::nullopt;
  loc = sm_.getExpansionLoc(loc);
  if (sm_.isInSystemHeader(loc))
    return std::nullopt;
  PresumedLoc p = sm_.getPresumedLoc(loc);
  if (p.isInvalid())
    return std::nullopt;
  return SiteKey{positions_.file(loc), p.getLine(), p.getColumn()};
}

/// The operands of `e` in evaluation order: && || ?: and the comma evaluate
/// theirs in sequence; other operators in no order the site table relies on.
bool sequenced(const Expr *e) {
  if (const auto *binary = dyn_cast<BinaryOperator>(e))
    return binary->getOpcode() == BO_Comma || binary->isLogicalOp();
  return isa<AbstractConditionalOperator>(e);
}

/// Is operand `index` of `e` evaluated only on some paths (the right of &&
/// and ||, the arms of ?:)?
bool conditionalOperand(const Expr *e, size_t index) {
  if (const auto *binary = dyn_cast<BinaryOperator>(e))
    return binary->isLogicalOp() && index == 1;
  return isa<AbstractConditionalOperator>(e) && index >= 1;
}

void Builder::expression(const Expr *e, const Place &place, Order order,
                         const std::optional<SiteKey> &parent) {
  if (!e)
    return;
  if (const auto *lambda = dyn_cast<LambdaExpr>(e)) {
    functionBody(lambda->getBody()); // runs where it is called
    return;
  }
  if (const auto *inner = dyn_cast<StmtExpr>(e)) {
    statement(inner->getSubStmt(), false);
    return;
  }
  std::optional<SiteKey> key = keyOf(e);
  std::vector<const Expr *> children;
  for (const Stmt *child : e->children())
    if (const auto *sub = dyn_cast_or_null<Expr>(child))
      children.push_back(sub);
  bool inSequence = sequenced(e), selfAccess = accessesItself(e);
  if (key && key != parent) {
    // e's own access (the store of `=`, a call) comes after its operands.
    Order own = order;
    for (const Expr *child : children)
      if (selfAccess && keyOf(child) != key && !quiet(child))
        own.first = false;
    this->place(*key, e, place, own);
  }
  if (key)
    operands(*key, e);
  for (size_t i = 0; i < children.size(); ++i) {
    Order sub = order;
    sub.conditional = order.conditional || conditionalOperand(e, i);
    for (size_t j = 0; j < children.size(); ++j) {
      if (j == i || quiet(children[j]))
        continue;
      if (!inSequence || j < i)
        sub.first = false;
      if (!inSequence || j > i)
        sub.last = false;
    }
    // e's own access (the store of `=`, the call after its arguments)
    // follows its operands, unless it is the operation at their position.
    if (selfAccess && keyOf(children[i]) != key)
      sub.last = false;
    expression(children[i], place, sub, key);
  }
}

void Builder::place(const SiteKey &key, const Expr *e, const Place &where, Order order) {
  SiteEntry &entry = table_.entries[key];
  if (!entry.at)
    entry.at = positions_.position(sm_.getExpansionLoc(e->getExprLoc()));
  if (!entry.expr)
    entry.expr = positions_.span(positions_.fileRange(e->getSourceRange()));
  auto [known, fresh] = placed_.try_emplace(key, where.stmt);
  if (!fresh && known->second != where.stmt) {
    entry.before = entry.after = std::nullopt;
    entry.noBefore = entry.noAfter = NoPlace::Ambiguous;
    return;
  }
  NoPlace noBefore = where.noBefore, noAfter = where.noAfter;
  std::optional<SourceSpan> stmt;
  if (where.stmt) {
    stmt = positions_.span(positions_.statementRange(where.stmt));
    if (!stmt)
      noBefore = noAfter = NoPlace::Macro;
  }
  auto decide = [&](NoPlace given, bool inOrder, NoPlace outOfOrder) {
    if (given != NoPlace::None)
      return given;
    if (order.conditional)
      return NoPlace::Conditional;
    return inOrder ? NoPlace::None : outOfOrder;
  };
  noBefore = decide(noBefore, order.first, NoPlace::NotFirst);
  noAfter = decide(noAfter, order.last, NoPlace::NotLast);
  if (fresh) {
    entry.stmt = stmt;
    entry.braces = where.braces && stmt;
    entry.noBefore = noBefore;
    entry.noAfter = noAfter;
  } else {
    // Several expressions at one position of one statement (a macro's):
    // a place valid for all of them.
    if (entry.noBefore == NoPlace::None)
      entry.noBefore = noBefore;
    if (entry.noAfter == NoPlace::None)
      entry.noAfter = noAfter;
  }
  entry.before = entry.noBefore == NoPlace::None ? std::optional(entry.stmt->begin) : std::nullopt;
  entry.after = entry.noAfter == NoPlace::None ? std::optional(entry.stmt->end) : std::nullopt;
}

bool operator==(const OperandSpans &a, const OperandSpans &b) {
  return a.order == b.order && a.orderMissing == b.orderMissing && a.scope == b.scope &&
         a.scopeSpelling == b.scopeSpelling;
}

void Builder::operands(const SiteKey &key, const Expr *e) {
  SiteEntry &entry = table_.entries[key];
  if (std::optional<OperandSpans> spans = operandSpans(e, ctx_, positions_)) {
    std::optional<SourceSpan> range = positions_.span(positions_.fileRange(e->getSourceRange()));
    auto [known, fresh] = operations_.try_emplace(key, range.value_or(SourceSpan{}), *spans);
    if (fresh) {
      entry.expr = range;
      entry.order = spans->order;
      entry.orderMissing = spans->orderMissing;
      entry.scope = spans->scope;
      entry.scopeSpelling = spans->scopeSpelling;
    } else if (known->second.first != range.value_or(SourceSpan{}) ||
               !(known->second.second == *spans)) {
      entry.ambiguous = true; // two operations at one position: a macro's
    }
  }
  std::optional<VariableAccess> access = namedVariable(e);
  if (!access || variableClash_.count(key))
    return;
  std::string name = access->variable->getName().str();
  if (entry.variable.empty()) {
    entry.variable = name;
    entry.compoundUpdate = access->compoundUpdate;
    auto [decl, fresh] = declarations_.try_emplace(access->variable->getCanonicalDecl());
    if (fresh) {
      const VarDecl *def = definitionOf(access->variable);
      decl->second = {def ? positions_.file(def->getLocation()) : std::string(),
                      declarationType(access->variable, positions_)};
    }
    // The repair edits the file of the access.
    if (decl->second.first == std::get<0>(key))
      entry.declType = decl->second.second;
  } else if (entry.variable == name) {
    entry.compoundUpdate = entry.compoundUpdate && access->compoundUpdate;
  } else {
    variableClash_.insert(key);
    entry.variable.clear();
    entry.compoundUpdate = false;
    entry.declType.reset();
    entry.ambiguous = true;
  }
}

class FunctionBodies : public RecursiveASTVisitor<FunctionBodies> {
public:
  explicit FunctionBodies(Builder &builder, const SourceManager &sm) : builder_(builder), sm_(sm) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *f) {
    if (f->doesThisDeclarationHaveABody() && !f->isDependentContext() &&
        !sm_.isInSystemHeader(sm_.getExpansionLoc(f->getLocation())))
      builder_.functionBody(f->getBody());
    return true;
  }

private:
  Builder &builder_;
  const SourceManager &sm_;
};

} // namespace

SiteTable buildSiteTable(ASTContext &ctx, const std::string &compilationDir) {
  Builder builder(ctx, compilationDir);
  FunctionBodies bodies(builder, ctx.getSourceManager());
  bodies.TraverseDecl(ctx.getTranslationUnitDecl());
  return builder.take();
}

} // namespace wmc::analysis
