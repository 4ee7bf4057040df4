#include "AnalyzeSarif.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using nlohmann::json;
using wmc::tools::analyzeReportToSarif;

namespace {

json convert(const std::string &pluginJson) {
  auto sarif = analyzeReportToSarif(pluginJson);
  EXPECT_TRUE(sarif);
  return sarif ? json::parse(*sarif) : json();
}

} // namespace

TEST(AnalyzeSarif, DiagnosticBecomesResultWithRelatedLocationsAndFix) {
  json run = convert(R"({"diagnostics": [
    {"check": "wmc-scope", "severity": "warning", "file": "k.cu", "line": 11, "column": 10,
     "message": "block scope", "notes": [{"file": "k.cu", "line": 8, "column": 31,
     "message": "chosen here"}], "fixits": [{"file": "k.cu", "line": 8, "column": 31,
     "offset": 140, "length": 18, "replacement": "thread_scope_device"}]}]})")["runs"][0];
  ASSERT_EQ(run["results"].size(), 1u);
  const json &r = run["results"][0];
  EXPECT_EQ(r["ruleId"], "wmc-scope");
  EXPECT_EQ(run["tool"]["driver"]["rules"][r["ruleIndex"].get<int>()]["id"], "wmc-scope");
  EXPECT_EQ(r["level"], "warning");
  EXPECT_EQ(r["locations"][0]["physicalLocation"]["region"]["startLine"], 11);
  EXPECT_EQ(r["locations"][0]["physicalLocation"]["region"]["startColumn"], 10);
  EXPECT_EQ(r["relatedLocations"][0]["physicalLocation"]["region"]["startLine"], 8);
  EXPECT_EQ(r["relatedLocations"][0]["message"]["text"], "chosen here");
  const json &rep = r["fixes"][0]["artifactChanges"][0]["replacements"][0];
  EXPECT_EQ(rep["deletedRegion"]["byteOffset"], 140);
  EXPECT_EQ(rep["deletedRegion"]["byteLength"], 18);
  EXPECT_EQ(rep["insertedContent"]["text"], "thread_scope_device");
}

TEST(AnalyzeSarif, FixitsInOneFileShareOneArtifactChange) {
  json r = convert(R"({"diagnostics": [
    {"check": "wmc-data-race", "severity": "error", "file": "a.c", "line": 3, "column": 1,
     "message": "m", "notes": [], "fixits": [
       {"file": "a.c", "line": 1, "column": 1, "offset": 0, "length": 0, "replacement": "_Atomic "},
       {"file": "a.c", "line": 2, "column": 1, "offset": 9, "length": 0, "replacement": "x"}]}]})")
               ["runs"][0]["results"][0];
  EXPECT_EQ(r["level"], "error");
  EXPECT_FALSE(r.contains("relatedLocations"));
  ASSERT_EQ(r["fixes"][0]["artifactChanges"].size(), 1u);
  EXPECT_EQ(r["fixes"][0]["artifactChanges"][0]["replacements"].size(), 2u);
}

TEST(AnalyzeSarif, NoDiagnosticsIsAnEmptyRun) {
  json run = convert(R"({"diagnostics": []})")["runs"][0];
  EXPECT_TRUE(run["results"].empty());
  EXPECT_EQ(run["tool"]["driver"]["rules"].size(), 5u);
}

TEST(AnalyzeSarif, MalformedReportIsAnError) {
  EXPECT_FALSE(analyzeReportToSarif("{not json"));
  EXPECT_FALSE(analyzeReportToSarif(R"({"diagnostics": [{"check": "x"}]})"));
}
