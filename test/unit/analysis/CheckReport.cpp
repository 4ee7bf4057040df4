#include "CheckReport.h"

#include "Analyze.h"

#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace wmc::analysis::test {

namespace {

std::vector<Finding> run(clang::ASTUnit &unit, CheckKind check) {
  AnalysisOptions options;
  options.enabled = {check};
  return analyzeTranslationUnit(unit.getASTContext(), options);
}

} // namespace

std::vector<FindingReport> report(std::string_view code, Lang lang, CheckKind check) {
  std::unique_ptr<clang::ASTUnit> unit = parse(code, lang);
  if (!unit)
    return {};
  const clang::SourceManager &sm = unit->getSourceManager();
  std::vector<FindingReport> reports;
  for (const Finding &finding : run(*unit, check)) {
    FindingReport r{lineOf(*unit, finding.loc), finding.message, {}, {}};
    for (const Note &note : finding.notes)
      r.notes.push_back({lineOf(*unit, note.loc), note.message});
    for (const Edit &edit : finding.fixits)
      r.fixits.push_back({sm.getPresumedLineNumber(edit.range.getBegin()),
                          sm.getPresumedColumnNumber(edit.range.getBegin()), edit.replacement});
    reports.push_back(std::move(r));
  }
  return reports;
}

std::string applyFixIts(std::string_view code, Lang lang, CheckKind check) {
  std::unique_ptr<clang::ASTUnit> unit = parse(code, lang);
  if (!unit)
    return {};
  const clang::SourceManager &sm = unit->getSourceManager();
  std::vector<std::pair<unsigned, const Edit *>> edits;
  std::vector<Finding> found = run(*unit, check);
  for (const Finding &finding : found)
    for (const Edit &edit : finding.fixits)
      edits.push_back({sm.getFileOffset(edit.range.getBegin()), &edit});
  std::sort(edits.begin(), edits.end(),
            [](const auto &a, const auto &b) { return a.first > b.first; });
  std::string text(code);
  for (auto [offset, edit] : edits) {
    unsigned length = sm.getFileOffset(edit->range.getEnd()) - offset;
    text.replace(offset, length, edit->replacement);
  }
  return text;
}

} // namespace wmc::analysis::test
