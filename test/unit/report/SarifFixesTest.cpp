// SARIF `fixes` from a --repair outcome (checker/report/SarifReport.cpp):
// every error result gets one fix holding all the repair's edits, with the
// byte range and, within a line, the character columns of each.
#include "report/Report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace wmc {
namespace {

using nlohmann::json;

ReportError failure(unsigned line) {
  ReportError e;
  e.kind = "assertion-failure";
  e.message = "assertion `ok' failed";
  e.thread = "T0";
  e.file = "a.c";
  e.line = line;
  return e;
}

ReportFix fence(unsigned line, uint64_t offset, std::string lineText) {
  return {"a.c",
          line,
          9,
          offset,
          0,
          " __atomic_thread_fence(__ATOMIC_SEQ_CST);",
          std::move(lineText),
          "insert-fence",
          "a full fence"};
}

Report repaired() {
  Report r;
  r.model = "TSO";
  r.errors = {failure(30), failure(31)};
  ReportRepair &rep = r.repair.emplace();
  rep.status = "repaired";
  rep.rounds = 1;
  rep.afterExecutions = 3;
  rep.fixes = {fence(13, 437, "  x = 1;"), fence(20, 500, "  y = 1;")};
  return r;
}

const json &run(const json &log) { return log.at("runs").at(0); }

TEST(SarifFixes, EveryErrorGetsOneFixWithAllEdits) {
  json log = json::parse(renderSarif(repaired()));
  const json &results = run(log).at("results");
  ASSERT_EQ(results.size(), 2u);
  for (const json &res : results) {
    ASSERT_EQ(res.at("fixes").size(), 1u);
    const json &changes = res["fixes"][0].at("artifactChanges");
    ASSERT_EQ(changes.size(), 1u); // one file
    EXPECT_EQ(changes[0]["artifactLocation"]["uri"], "a.c");
    const json &reps = changes[0].at("replacements");
    ASSERT_EQ(reps.size(), 2u);
    EXPECT_EQ(reps[0]["deletedRegion"], json({{"byteOffset", 437},
                                              {"byteLength", 0},
                                              {"startLine", 13},
                                              {"startColumn", 9},
                                              {"endLine", 13},
                                              {"endColumn", 9}}));
    EXPECT_EQ(reps[1]["deletedRegion"]["byteOffset"], 500);
    EXPECT_EQ(reps[1]["insertedContent"]["text"], " __atomic_thread_fence(__ATOMIC_SEQ_CST);");
  }
  const json &props = run(log)["properties"].at("repair");
  EXPECT_EQ(props["status"], "repaired");
  EXPECT_EQ(props["edits"], 2);
  EXPECT_EQ(run(log)["columnKind"], "unicodeCodePoints");
}

TEST(SarifFixes, ColumnsCountCharactersNotBytes) {
  Report r = repaired();
  // `é` is two bytes: `long` is at byte column 8, character column 7; the 4
  // bytes replaced end before character column 11.
  r.repair->fixes = {{"a.c", 2, 8, 100, 4, "_Atomic long", "/*é*/ long n;", "make-atomic", ""}};
  json region = json::parse(renderSarif(r))["runs"][0]["results"][0]["fixes"][0]["artifactChanges"]
                                           [0]["replacements"][0]["deletedRegion"];
  EXPECT_EQ(region["startColumn"], 7);
  EXPECT_EQ(region["endColumn"], 11);
}

TEST(SarifFixes, AnEditBeyondItsLineHasBytesOnly) {
  Report r = repaired();
  r.repair->fixes = {{"a.c", 2, 3, 100, 40, "x", "  short", "make-atomic", ""}};
  json region = json::parse(renderSarif(r))["runs"][0]["results"][0]["fixes"][0]["artifactChanges"]
                                           [0]["replacements"][0]["deletedRegion"];
  EXPECT_EQ(region, json({{"byteOffset", 100}, {"byteLength", 40}}));
}

TEST(SarifFixes, NoFixUnlessRepaired) {
  Report r = repaired();
  r.repair->status = "not-found";
  r.repair->reason = "no change removes the deadlock";
  r.repair->fixes.clear();
  json log = json::parse(renderSarif(r));
  EXPECT_FALSE(run(log)["results"][0].contains("fixes"));
  EXPECT_EQ(run(log)["properties"]["repair"]["reason"], "no change removes the deadlock");
  r.repair.reset();
  log = json::parse(renderSarif(r));
  EXPECT_FALSE(run(log)["results"][0].contains("fixes"));
  EXPECT_FALSE(run(log)["properties"].contains("repair"));
}

} // namespace
} // namespace wmc
