// Reading back JSON reports and adding up the reports of shards (`wmc merge`).
#include "report/ReadReport.h"

#include <gtest/gtest.h>

#include <bit>

namespace wmc {
namespace {

ReportEvent event(std::string thread, uint32_t index, std::string file, unsigned line) {
  ReportEvent e;
  e.thread = std::move(thread);
  e.index = index;
  e.op = "store";
  e.order = "na";
  e.location = "x";
  e.hasValue = true;
  e.value = 7;
  e.valueText = "7";
  e.file = std::move(file);
  e.line = line;
  return e;
}

ReportError race(unsigned firstLine, unsigned secondLine, uint64_t count) {
  ReportError e;
  e.kind = "data-race";
  e.message = "conflicting accesses";
  e.thread = "T0.1";
  e.file = "a.c";
  e.line = secondLine;
  e.count = count;
  e.focus = {event("T0.1", 1, "a.c", firstLine), event("T0.2", 1, "a.c", secondLine)};
  e.witness = {{"T0.1", {e.focus[0]}}, {"T0.2", {e.focus[1]}}};
  return e;
}

Report shard(uint32_t index, uint32_t count, uint64_t complete) {
  Report r;
  r.model = "RC11";
  r.executions = complete;
  r.blocked = 1;
  r.staleAwaits = 3;
  r.erroneous = 2;
  r.events = 10;
  r.seconds = index + 1.5;
  r.shardIndex = index;
  r.shardCount = count;
  return r;
}

TEST(ReadReport, JsonRoundTrip) {
  Report r = shard(1, 4, 5);
  r.boundHits = 1;
  r.boundSites.push_back({"loop", "a.c", 9, 1});
  r.warnings.push_back({"uninitialized-read", "a read", "k.cu", 3, "tile[0]", 2, ""});
  ReportError e = race(4, 5, 2);
  e.focus[0].floating = true;
  e.focus[0].value = std::bit_cast<uint64_t>(2.5);
  e.focus[0].valueText = "2.5";
  e.focus[1].readsFrom = "T0.1#1";
  e.whyNotSc = {"a cycle"};
  e.hiddenEvents = 3;
  r.errors.push_back(e);
  std::string error;
  std::optional<Report> back = parseJsonReport(renderJson(r), error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(renderJson(*back), renderJson(r));
  EXPECT_EQ(renderText(*back), renderText(r));
  EXPECT_EQ(back->shardIndex, 1u);
  EXPECT_EQ(back->shardCount, 4u);
  EXPECT_EQ(back->staleAwaits, 3u);
  EXPECT_NE(renderText(r).find("note: 3 runs stopped at an await that failed on an overwritten "
                               "value (every execution continuing it blocks there; not counted "
                               "as blocked)\n"),
            std::string::npos);
}

TEST(ReadReport, RejectsWhatIsNotAReport) {
  std::string error;
  EXPECT_FALSE(parseJsonReport("[1, 2]", error));
  EXPECT_EQ(error, "not a JSON object");
  EXPECT_FALSE(parseJsonReport("{\"model\": \"SC\"", error));
  EXPECT_EQ(error, "not a JSON object");
  EXPECT_FALSE(parseJsonReport("{\"model\": \"SC\", \"executions\": 1}", error));
  EXPECT_EQ(error, "not a wmc report (no \"erroneous\")");
}

// Found by the report fuzzer: fields of the wrong JSON type made nlohmann
// throw out of parseJsonReport (an abort in `wmc merge`).
TEST(ReadReport, WrongTypesAreAnErrorOrIgnored) {
  const std::string head = R"({"model": "SC", "executions": 5, "erroneous": 0, "blocked": 2, )";
  std::string error;
  EXPECT_FALSE(parseJsonReport(head + R"("errors": [2]})", error));
  EXPECT_EQ(error, "bad entry in \"errors\" (expected an object)");
  EXPECT_FALSE(parseJsonReport(head + R"("errors": 7})", error));
  EXPECT_EQ(error, "bad \"errors\" (expected a list)");
  std::optional<Report> r =
      parseJsonReport(head + R"("time_s": "x", "exhaustive": 3, "warnings": 1, "bound_sites": {},
                "errors": [{"kind": "assertion", "focus": 4, "events": [{"value": "x"}, 5]}]})",
                      error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->executions, 5u);
  EXPECT_EQ(r->seconds, 0.0);
  EXPECT_TRUE(r->exhaustive);
  ASSERT_EQ(r->errors.size(), 1u);
  EXPECT_TRUE(r->errors[0].focus.empty());
  ASSERT_EQ(r->errors[0].witness.size(), 1u);
  EXPECT_EQ(r->errors[0].witness[0].events.size(), 2u);
  EXPECT_FALSE(r->errors[0].witness[0].events[0].hasValue);
}

TEST(MergeReports, SumsCountsAndUnitesErrors) {
  Report a = shard(0, 2, 3), b = shard(1, 2, 4);
  a.errors.push_back(race(4, 5, 2));
  b.errors.push_back(race(5, 4, 1)); // the same race, found from its other access
  b.errors.push_back(race(6, 7, 1));
  a.boundSites.push_back({"loop", "a.c", 9, 1});
  b.boundSites.push_back({"loop", "a.c", 9, 2});
  std::string error;
  std::optional<Report> m = mergeReports({a, b}, error);
  ASSERT_TRUE(m) << error;
  EXPECT_EQ(m->executions, 7u);
  EXPECT_EQ(m->blocked, 2u);
  EXPECT_EQ(m->staleAwaits, 6u);
  EXPECT_EQ(m->erroneous, 4u);
  EXPECT_EQ(m->events, 20u);
  EXPECT_DOUBLE_EQ(m->seconds, 2.5); // the longest shard
  EXPECT_EQ(m->shardCount, 1u);
  ASSERT_EQ(m->errors.size(), 2u);
  EXPECT_EQ(m->errors[0].count, 3u);
  EXPECT_EQ(m->errors[0].focus[0].line, 4u); // the first report's witness
  EXPECT_EQ(m->errors[1].count, 1u);
  ASSERT_EQ(m->boundSites.size(), 1u);
  EXPECT_EQ(m->boundSites[0].executions, 3u);
}

TEST(MergeReports, NeedsEveryShardOnceAndOneModel) {
  std::string error;
  EXPECT_FALSE(mergeReports({shard(0, 3, 1), shard(2, 3, 1)}, error));
  EXPECT_EQ(error, "shards missing (of 3): 1");
  EXPECT_FALSE(mergeReports({shard(0, 2, 1), shard(0, 2, 1), shard(1, 2, 1)}, error));
  EXPECT_EQ(error, "shard 0/2 is given twice");
  EXPECT_FALSE(mergeReports({shard(0, 2, 1), shard(0, 3, 1)}, error));
  EXPECT_EQ(error, "reports of different splits (2 and 3 shards)");
  Report sc = shard(1, 2, 1);
  sc.model = "SC";
  EXPECT_FALSE(mergeReports({shard(0, 2, 1), sc}, error));
  EXPECT_EQ(error, "reports of different models (RC11 and SC)");
  EXPECT_FALSE(mergeReports({}, error));
  EXPECT_EQ(error, "no reports to merge");
}

TEST(MergeReports, AShardWithoutCompleteExecutionsIsNotInconclusive) {
  EXPECT_EQ(verdict(shard(1, 2, 0)), "verified");
  Report whole = shard(0, 1, 0);
  EXPECT_EQ(verdict(whole), "inconclusive");
}

} // namespace
} // namespace wmc
