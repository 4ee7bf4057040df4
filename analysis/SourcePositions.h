// Source positions for the site table (SiteTable.h): locations of the
// compiled buffer as positions of the presumed file (the file #line names,
// whose text the repair edits), and the file ranges of tokens, expressions
// and statements that a macro expansion does not hide.
#ifndef WMC_ANALYSIS_SOURCEPOSITIONS_H
#define WMC_ANALYSIS_SOURCEPOSITIONS_H

#include "SiteTable.h"

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace wmc::analysis {

class SourcePositions {
public:
  SourcePositions(const clang::SourceManager &sm, const clang::LangOptions &lang,
                  std::string compilationDir);

  /// The absolute path of the presumed file of `loc`'s expansion.
  std::string file(clang::SourceLocation loc) const;
  /// The presumed position of file location `loc`; nullopt when the
  /// presumed file cannot be read or its line differs from the compiled one
  /// (a line the CUDA front end rewrote).
  std::optional<SourcePos> position(clang::SourceLocation loc);
  /// The span of a character range of the file.
  std::optional<SourceSpan> span(clang::CharSourceRange fileRange);

  /// The file range of token range `range`, or an invalid range when a
  /// macro expansion hides it (the range must be a macro argument as
  /// written, or a whole expansion).
  clang::CharSourceRange fileRange(clang::SourceRange range) const;
  /// The file range of statement `s` with the `;` that ends it.
  clang::CharSourceRange statementRange(const clang::Stmt *s) const;

  const clang::SourceManager &sourceManager() const { return sm_; }
  const clang::LangOptions &langOptions() const { return lang_; }

private:
  struct FileText {
    bool read = false;
    std::string text;
    std::vector<unsigned> lineStarts;
  };
  const FileText &fileText(const std::string &path);
  std::string absolute(llvm::StringRef path) const;

  const clang::SourceManager &sm_;
  const clang::LangOptions &lang_;
  std::string compilationDir_;
  std::map<std::string, FileText> files_;
};

} // namespace wmc::analysis

#endif
