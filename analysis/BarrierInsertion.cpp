#include "BarrierInsertion.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace wmc::analysis {

namespace {

bool isLoop(const clang::Stmt *s) {
  return llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt, clang::CXXForRangeStmt>(s);
}

// A return, goto, or break/continue that leaves `s` (not one of a loop or
// switch inside it).
bool hasEscapingJump(const clang::Stmt *s, bool inLoop = false, bool inSwitch = false) {
  if (!s)
    return false;
  if (llvm::isa<clang::ReturnStmt, clang::GotoStmt, clang::IndirectGotoStmt>(s))
    return true;
  if (llvm::isa<clang::BreakStmt>(s))
    return !inLoop && !inSwitch;
  if (llvm::isa<clang::ContinueStmt>(s))
    return !inLoop;
  if (llvm::isa<clang::LambdaExpr>(s))
    return false;
  bool loop = inLoop || isLoop(s);
  bool sw = inSwitch || llvm::isa<clang::SwitchStmt>(s);
  for (const clang::Stmt *child : s->children())
    if (hasEscapingJump(child, loop, sw))
      return true;
  return false;
}

// The condition of a control statement whose body contains `child`, or null.
const clang::Expr *controllingCondition(const clang::Stmt *parent, const clang::Stmt *child) {
  if (const auto *s = llvm::dyn_cast<clang::IfStmt>(parent))
    return child == s->getCond() ? nullptr : s->getCond();
  if (const auto *s = llvm::dyn_cast<clang::WhileStmt>(parent))
    return child == s->getCond() ? nullptr : s->getCond();
  if (const auto *s = llvm::dyn_cast<clang::DoStmt>(parent))
    return child == s->getCond() ? nullptr : s->getCond();
  if (const auto *s = llvm::dyn_cast<clang::ForStmt>(parent))
    return child == s->getBody() ? s->getCond() : nullptr;
  if (const auto *s = llvm::dyn_cast<clang::SwitchStmt>(parent))
    return child == s->getCond() ? nullptr : s->getCond();
  return nullptr;
}

} // namespace

bool BarrierInsertion::contains(const clang::Stmt *outer, const clang::Stmt *inner) const {
  for (const clang::Stmt *s = inner; s; s = parents_.getParent(s))
    if (s == outer)
      return true;
  return false;
}

bool BarrierInsertion::reachedByWholeBlock(const clang::Stmt *compound) const {
  for (const clang::Stmt *child = compound, *parent = parents_.getParent(compound); parent;
       child = parent, parent = parents_.getParent(parent)) {
    if (llvm::isa<clang::Expr>(parent))
      return false; // inside a statement expression or lambda
    if (const clang::Expr *condition = controllingCondition(parent, child);
        condition && !uniformity_.isUniform(condition))
      return false;
  }
  return true;
}

// Whether some path from `from` to `to` stays inside `s`.
bool BarrierInsertion::staysInside(const clang::Stmt *s, const clang::Stmt *from,
                                   const clang::Stmt *to) const {
  if (!contains(s, to))
    return false;
  const clang::SourceManager &sm = ctx_.getSourceManager();
  if (from != to && !sm.isBeforeInTranslationUnit(to->getBeginLoc(), from->getBeginLoc()))
    return true; // `to` may follow `from` inside `s`
  // Going back from `from` to `to` inside `s` needs a loop inside `s`.
  for (const clang::Stmt *p = parents_.getParent(from); p && p != s; p = parents_.getParent(p))
    if (isLoop(p) && contains(p, to))
      return true;
  return false;
}

bool BarrierInsertion::hasDivergentJump(const clang::Stmt *s) const {
  if (!s)
    return false;
  if (llvm::isa<clang::ReturnStmt, clang::GotoStmt, clang::BreakStmt, clang::ContinueStmt>(s) &&
      uniformity_.divergenceCause(uniformity_.blockOf(s)))
    return true;
  for (const clang::Stmt *child : s->children())
    if (hasDivergentJump(child))
      return true;
  return false;
}

const clang::Stmt *BarrierInsertion::placeAfter(const clang::Stmt *from, const clang::Stmt *to,
                                                const CollidesInside &collidesInside) const {
  // A thread that left early under a varying condition would not reach the
  // barrier: no fix-it then (conservatively, for any such jump).
  if (hasDivergentJump(uniformity_.function()->getBody()))
    return nullptr;
  for (const clang::Stmt *child = from, *parent = parents_.getParent(from); parent;
       child = parent, parent = parents_.getParent(parent)) {
    if (!llvm::isa<clang::CompoundStmt>(parent))
      continue;
    if (!reachedByWholeBlock(parent) || hasEscapingJump(child) ||
        (staysInside(child, from, to) && collidesInside(child)))
      continue;
    return child;
  }
  return nullptr;
}

bool BarrierInsertion::separates(const clang::Stmt *place, const clang::Stmt *from,
                                 const clang::Stmt *to,
                                 const CollidesInside &collidesInside) const {
  return contains(place, from) && !hasEscapingJump(place) &&
         !(staysInside(place, from, to) && collidesInside(place));
}

std::optional<Edit> BarrierInsertion::insertAfter(const clang::Stmt *s) const {
  const clang::SourceManager &sm = ctx_.getSourceManager();
  clang::SourceLocation end = sm.getExpansionRange(s->getEndLoc()).getEnd();
  clang::SourceLocation begin = sm.getExpansionLoc(s->getBeginLoc());
  clang::SourceLocation afterEnd =
      clang::Lexer::getLocForEndOfToken(end, 0, sm, ctx_.getLangOpts());
  if (afterEnd.isInvalid())
    return std::nullopt;
  auto [file, offset] = sm.getDecomposedLoc(afterEnd);
  bool invalid = false;
  llvm::StringRef text = sm.getBufferData(file, &invalid);
  if (invalid)
    return std::nullopt;
  auto skipBlanks = [&] {
    while (offset < text.size() && (text[offset] == ' ' || text[offset] == '\t'))
      ++offset;
  };
  skipBlanks();
  if (offset < text.size() && text[offset] == ';')
    ++offset;
  skipBlanks();
  if (text.substr(offset, 2) == "//")
    while (offset < text.size() && text[offset] != '\n')
      ++offset;
  if (offset < text.size() && text[offset] == '\r')
    ++offset;
  if (offset >= text.size() || text[offset] != '\n')
    return std::nullopt; // more code on the line: no clean place
  ++offset;
  unsigned beginOffset = sm.getFileOffset(begin);
  unsigned lineStart = beginOffset;
  while (lineStart > 0 && text[lineStart - 1] != '\n')
    --lineStart;
  unsigned indentEnd = lineStart;
  while (indentEnd < text.size() && (text[indentEnd] == ' ' || text[indentEnd] == '\t'))
    ++indentEnd;
  std::string indent = text.substr(lineStart, indentEnd - lineStart).str();
  clang::SourceLocation at = sm.getComposedLoc(file, offset);
  return Edit{clang::CharSourceRange::getCharRange(at, at),
              indent + barrierStatement(dialect_) + "\n"};
}

} // namespace wmc::analysis
