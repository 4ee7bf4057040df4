// Runs one check on a snippet and keeps the AST alive, so that tests can read
// the lines, notes and fix-it texts of the findings.
#ifndef WMC_TEST_ANALYSIS_CHECKRUN_H
#define WMC_TEST_ANALYSIS_CHECKRUN_H

#include "Analyze.h"
#include "AstFixture.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <string>

namespace wmc::analysis::test {

struct CheckRun {
  std::unique_ptr<clang::ASTUnit> unit;
  std::vector<Finding> findings;

  unsigned line(size_t i) const { return lineOf(*unit, findings.at(i).loc); }
  unsigned noteLine(size_t i, size_t n = 0) const {
    return lineOf(*unit, findings.at(i).notes.at(n).loc);
  }
  // "line:column 'replaced text' -> 'replacement'" of a fix-it.
  std::string fixit(size_t i, size_t k = 0) const {
    const Edit &edit = findings.at(i).fixits.at(k);
    const clang::SourceManager &sm = unit->getSourceManager();
    std::string text(clang::Lexer::getSourceText(edit.range, sm, unit->getLangOpts()));
    return std::to_string(sm.getPresumedLineNumber(edit.range.getBegin())) + ":" +
           std::to_string(sm.getPresumedColumnNumber(edit.range.getBegin())) + " '" + text +
           "' -> '" + edit.replacement + "'";
  }
};

inline CheckRun runCheck(std::string_view code, Lang lang, CheckKind check) {
  CheckRun run;
  run.unit = parse(code, lang);
  if (run.unit) {
    AnalysisOptions options;
    options.enabled = {check};
    run.findings = analyzeTranslationUnit(run.unit->getASTContext(), options);
  }
  return run;
}

// C++20 (std::jthread, std::memory_order::relaxed): the fixture parses C++17.
inline CheckRun runCheckCxx20(std::string_view code, CheckKind check) {
  CheckRun run;
  run.unit = clang::tooling::buildASTFromCodeWithArgs(
      std::string(code),
      {"-resource-dir", WMC_CLANG_RESOURCE_DIR, "-I", WMC_INCLUDE_DIR, "-x", "c++", "-std=c++20"},
      "input.cpp");
  if (!run.unit || run.unit->getDiagnostics().hasErrorOccurred()) {
    ADD_FAILURE() << "the C++20 snippet does not compile";
    return run;
  }
  AnalysisOptions options;
  options.enabled = {check};
  run.findings = analyzeTranslationUnit(run.unit->getASTContext(), options);
  return run;
}

} // namespace wmc::analysis::test

#endif
