#include "FindingReporter.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <optional>

namespace wmc::plugin {

using analysis::Finding;

namespace {

std::optional<ExportedPlace> placeOf(const clang::SourceManager &sm, clang::SourceLocation loc) {
  clang::SourceLocation file = sm.getFileLoc(loc);
  clang::FileID fid = sm.getFileID(file);
  clang::OptionalFileEntryRef entry = sm.getFileEntryRefForID(fid);
  if (!entry)
    return std::nullopt;
  ExportedPlace place;
  place.file = entry->getName().str();
  llvm::SmallString<256> absolute(place.file);
  llvm::sys::fs::make_absolute(absolute);
  place.absoluteFile = std::string(absolute);
  place.line = sm.getSpellingLineNumber(file);
  place.column = sm.getSpellingColumnNumber(file);
  place.offset = sm.getFileOffset(file);
  return place;
}

// The edit as a range of one file's characters; nothing if it spans macro
// expansions that do not map back to the file.
std::optional<clang::CharSourceRange> fileRange(const clang::ASTContext &ctx,
                                                clang::CharSourceRange range) {
  clang::CharSourceRange file =
      clang::Lexer::makeFileCharRange(range, ctx.getSourceManager(), ctx.getLangOpts());
  if (file.isInvalid())
    return std::nullopt;
  return file;
}

class DiagIds {
public:
  explicit DiagIds(clang::DiagnosticsEngine &diags) : diags_(diags) {}

  unsigned finding(analysis::CheckKind check, Severity severity) {
    std::string flag = "-W" + std::string(analysis::checkName(check));
    // The format is built at run time: DiagnosticIDs takes any string.
    if (severity == Severity::Error)
      return diags_.getDiagnosticIDs()->getCustomDiagID(clang::DiagnosticIDs::Error,
                                                        "%0 [-Werror," + flag + "]");
    return diags_.getDiagnosticIDs()->getCustomDiagID(clang::DiagnosticIDs::Warning,
                                                      "%0 [" + flag + "]");
  }
  unsigned note() { return diags_.getCustomDiagID(clang::DiagnosticsEngine::Note, "%0"); }

private:
  clang::DiagnosticsEngine &diags_;
};

// Does clang's snippet of a diagnostic at `caret` also show `edit`? Only
// lines of the same file within its snippet line limit.
bool showsWithCaret(const clang::SourceManager &sm, clang::SourceLocation caret,
                    clang::SourceLocation edit, const clang::DiagnosticsEngine &diags) {
  clang::SourceLocation a = sm.getFileLoc(caret), b = sm.getFileLoc(edit);
  if (sm.getFileID(a) != sm.getFileID(b))
    return false;
  unsigned la = sm.getSpellingLineNumber(a), lb = sm.getSpellingLineNumber(b);
  unsigned limit = diags.getDiagnosticOptions().SnippetLineLimit;
  return (la > lb ? la - lb : lb - la) < limit;
}

} // namespace

std::vector<ExportedDiagnostic> reportFindings(clang::ASTContext &ctx,
                                               const std::vector<Finding> &findings,
                                               const WarningPolicy &policy,
                                               const DiagnosticPragmaLog &pragmas,
                                               bool fixItMode) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  clang::DiagnosticsEngine &diags = ctx.getDiagnostics();
  DiagIds ids(diags);
  std::vector<ExportedDiagnostic> reported;
  for (const Finding &finding : findings) {
    Severity severity = policy.effective(pragmas.mappingAt(sm, finding.loc, finding.check, policy));
    if (severity == Severity::Ignored)
      continue;
    ExportedDiagnostic record;
    record.check = std::string(analysis::checkName(finding.check));
    record.severity = severity == Severity::Error ? "error" : "warning";
    record.message = finding.message;
    if (std::optional<ExportedPlace> place = placeOf(sm, finding.loc))
      record.place = *place;
    // clang 19 prints a warning's snippet with a wrong line number when a
    // fix-it lies further from the caret than the snippet can show (e.g. a
    // declaration made _Atomic at the top of the file): such edits go on a
    // note at the edit, whose snippet shows them where they are.
    std::vector<clang::FixItHint> near, far;
    for (const analysis::Edit &edit : finding.fixits) {
      std::optional<clang::CharSourceRange> range = fileRange(ctx, edit.range);
      if (!range)
        continue;
      clang::FixItHint hint = clang::FixItHint::CreateReplacement(*range, edit.replacement);
      bool onWarning = fixItMode || showsWithCaret(sm, finding.loc, range->getBegin(), diags);
      (onWarning ? near : far).push_back(hint);
      std::optional<ExportedPlace> place = placeOf(sm, range->getBegin());
      if (!place)
        continue;
      unsigned end = sm.getFileOffset(range->getEnd());
      record.fixits.push_back({*place, end - place->offset, edit.replacement});
    }
    {
      clang::DiagnosticBuilder builder =
          diags.Report(finding.loc, ids.finding(finding.check, severity));
      builder << finding.message;
      for (const clang::CharSourceRange &range : finding.highlights)
        builder << range;
      for (const clang::FixItHint &hint : near)
        builder << hint;
    }
    for (const clang::FixItHint &hint : far)
      diags.Report(hint.RemoveRange.getBegin(), ids.note()) << "suggested fix here" << hint;
    for (const analysis::Note &note : finding.notes) {
      diags.Report(note.loc, ids.note()) << note.message;
      if (std::optional<ExportedPlace> place = placeOf(sm, note.loc))
        record.notes.push_back({*place, note.message});
    }
    reported.push_back(std::move(record));
  }
  return reported;
}

} // namespace wmc::plugin
