#include "SourcePositions.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace wmc::analysis {

using namespace clang;

SourcePositions::SourcePositions(const SourceManager &sm, const LangOptions &lang,
                                 std::string compilationDir)
    : sm_(sm), lang_(lang), compilationDir_(std::move(compilationDir)) {}

std::string SourcePositions::absolute(llvm::StringRef path) const {
  llvm::SmallString<256> full(path);
  if (!llvm::sys::path::is_absolute(full)) {
    if (!compilationDir_.empty())
      llvm::sys::fs::make_absolute(compilationDir_, full);
    else
      llvm::sys::fs::make_absolute(full);
  }
  llvm::sys::path::remove_dots(full, /*remove_dot_dot=*/true);
  return std::string(full);
}

std::string SourcePositions::file(SourceLocation loc) const {
  PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
  return p.isValid() ? absolute(p.getFilename()) : std::string();
}

const SourcePositions::FileText &SourcePositions::fileText(const std::string &path) {
  auto [it, fresh] = files_.try_emplace(path);
  if (fresh) {
    if (auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false)) {
      FileText &f = it->second;
      f.read = true;
      f.text = (*buffer)->getBuffer().str();
      f.lineStarts.push_back(0);
      for (unsigned i = 0; i < f.text.size(); ++i)
        if (f.text[i] == '\n')
          f.lineStarts.push_back(i + 1);
    }
  }
  return it->second;
}

std::optional<SourcePos> SourcePositions::position(SourceLocation loc) {
  if (loc.isInvalid() || !loc.isFileID())
    return std::nullopt;
  PresumedLoc p = sm_.getPresumedLoc(loc);
  if (p.isInvalid() || p.getLine() == 0 || p.getColumn() == 0)
    return std::nullopt;
  FileID id = sm_.getFileID(loc);
  unsigned offset = sm_.getFileOffset(loc);
  unsigned line = sm_.getLineNumber(id, offset);
  std::string presumed = absolute(p.getFilename());
  OptionalFileEntryRef entry = sm_.getFileEntryRefForID(id);
  if (entry && absolute(entry->getName()) == presumed && line == p.getLine())
    return SourcePos{offset, p.getLine(), p.getColumn()};
  // A #line directive names another file (the .cu file the CUDA front end
  // rewrote): the position there, if that line reads the same.
  const FileText &f = fileText(presumed);
  if (!f.read || p.getLine() > f.lineStarts.size())
    return std::nullopt;
  llvm::StringRef buffer = sm_.getBufferData(id);
  unsigned column = sm_.getColumnNumber(id, offset);
  llvm::StringRef compiled = buffer.substr(offset - (column - 1)).split('\n').first;
  unsigned start = f.lineStarts[p.getLine() - 1];
  llvm::StringRef original = llvm::StringRef(f.text).substr(start).split('\n').first;
  if (compiled != original || column != p.getColumn())
    return std::nullopt;
  return SourcePos{start + column - 1, p.getLine(), column};
}

std::optional<SourceSpan> SourcePositions::span(CharSourceRange range) {
  if (range.isInvalid() || range.isTokenRange())
    return std::nullopt;
  std::optional<SourcePos> begin = position(range.getBegin());
  std::optional<SourcePos> end = position(range.getEnd());
  if (!begin || !end || end->offset < begin->offset ||
      sm_.getFileID(range.getBegin()) != sm_.getFileID(range.getEnd()))
    return std::nullopt;
  return SourceSpan{*begin, *end};
}

CharSourceRange SourcePositions::fileRange(SourceRange range) const {
  if (range.isInvalid())
    return {};
  return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(range), sm_, lang_);
}

namespace {

// The statement whose end is `s`'s end (an if's last branch, a loop's body).
const Stmt *trailingStatement(const Stmt *s) {
  for (;;) {
    const Stmt *next = nullptr;
    if (const auto *i = dyn_cast<IfStmt>(s))
      next = i->getElse() ? i->getElse() : i->getThen();
    else if (const auto *w = dyn_cast<WhileStmt>(s))
      next = w->getBody();
    else if (const auto *f = dyn_cast<ForStmt>(s))
      next = f->getBody();
    else if (const auto *r = dyn_cast<CXXForRangeStmt>(s))
      next = r->getBody();
    else if (const auto *sw = dyn_cast<SwitchStmt>(s))
      next = sw->getBody();
    else if (const auto *l = dyn_cast<LabelStmt>(s))
      next = l->getSubStmt();
    else if (const auto *c = dyn_cast<SwitchCase>(s))
      next = c->getSubStmt();
    else if (const auto *a = dyn_cast<AttributedStmt>(s))
      next = a->getSubStmt();
    if (!next)
      return s;
    s = next;
  }
}

// Statements whose source range stops before the `;` that ends them.
bool endsBeforeSemicolon(const Stmt *s) {
  return isa<Expr, ReturnStmt, BreakStmt, ContinueStmt, GotoStmt, DoStmt>(s);
}

} // namespace

CharSourceRange SourcePositions::statementRange(const Stmt *s) const {
  CharSourceRange range = fileRange(s->getSourceRange());
  if (range.isInvalid() || !endsBeforeSemicolon(trailingStatement(s)))
    return range;
  // The `;` after the last token, past blanks and comments.
  bool invalid = false;
  llvm::StringRef text = sm_.getBufferData(sm_.getFileID(range.getEnd()), &invalid);
  if (invalid)
    return {};
  size_t i = sm_.getFileOffset(range.getEnd());
  while (i < text.size()) {
    if (isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
    } else if (text.substr(i).starts_with("//")) {
      i = text.find('\n', i);
    } else if (text.substr(i).starts_with("/*")) {
      size_t close = text.find("*/", i + 2);
      i = close == llvm::StringRef::npos ? text.size() : close + 2;
    } else {
      break;
    }
  }
  if (i >= text.size() || text[i] != ';')
    return {}; // the `;` is in a macro expansion
  return CharSourceRange::getCharRange(
      range.getBegin(),
      range.getEnd().getLocWithOffset(static_cast<int>(i + 1 - sm_.getFileOffset(range.getEnd()))));
}

} // namespace wmc::analysis
