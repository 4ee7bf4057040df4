// wmc-data-race on C and C++ snippets: exact lines, messages, notes, fix-its.
#include "AstFixture.h"

#include "Analyze.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

struct Result {
  std::unique_ptr<clang::ASTUnit> unit;
  std::vector<Finding> findings;
  unsigned line(size_t i) const { return lineOf(*unit, findings[i].loc); }
  unsigned noteLine(size_t i, size_t n = 0) const { return lineOf(*unit, findings[i].notes[n].loc); }
  unsigned column(clang::SourceLocation loc) const {
    return unit->getSourceManager().getPresumedColumnNumber(loc);
  }
};

Result run(std::string_view code, Lang lang) {
  Result result;
  result.unit = parse(code, lang);
  if (result.unit) {
    AnalysisOptions options;
    options.enabled = {CheckKind::DataRace};
    result.findings = analyzeTranslationUnit(result.unit->getASTContext(), options);
  }
  return result;
}

TEST(DataRace, UnlockedCounterInTwoThreads) {
  Result r = run(R"(#include <pthread.h>
int counter;
void *worker(void *arg) {
  counter++;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
)",
                 Lang::C);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.line(0), 4u);
  EXPECT_EQ(r.findings[0].message,
            "data race on 'counter': this write in thread 'worker' can run at the same time as a "
            "write in another instance of the same thread (it is started more than once), and no "
            "common lock is held");
}

} // namespace
} // namespace wmc::analysis::test
