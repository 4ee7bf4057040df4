// Findings of one check on a snippet, turned into plain lines and strings
// (the SourceLocations die with the snippet's AST), for exact assertions.
#ifndef WMC_TEST_ANALYSIS_CHECKREPORT_H
#define WMC_TEST_ANALYSIS_CHECKREPORT_H

#include "AstFixture.h"

#include <ostream>
#include <string>
#include <vector>

namespace wmc::analysis::test {

struct NoteReport {
  unsigned line;
  std::string message;
};

struct FixItReport {
  unsigned line; // the line the insertion point is on
  unsigned column;
  std::string text;
};

struct FindingReport {
  unsigned line;
  std::string message;
  std::vector<NoteReport> notes;
  std::vector<FixItReport> fixits;
};

std::vector<FindingReport> report(std::string_view code, Lang lang, CheckKind check);

// The snippet with the fix-its of its findings applied.
std::string applyFixIts(std::string_view code, Lang lang, CheckKind check);

} // namespace wmc::analysis::test

#endif
