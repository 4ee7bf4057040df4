// SARIF artifact locations (checker/report/SarifUri.cpp): one file has one
// form, whether the compiler was given it relative to its compilation
// directory or as an absolute path (the repair's edits), so a result's
// location and its fix name the same artifact.
#include "report/Report.h"
#include "report/SarifUri.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace wmc {
namespace {

using nlohmann::json;

json relative(const std::string &uri) { return {{"uri", uri}, {"uriBaseId", "SRCROOT"}}; }

TEST(SarifUri, FilesUnderTheRootAreRelativeToSrcroot) {
  EXPECT_EQ(sarifArtifact("a.c", "/src", "/src"), relative("a.c"));
  EXPECT_EQ(sarifArtifact("/src/a.c", "", "/src"), relative("a.c"));
  EXPECT_EQ(sarifArtifact("/src/a.c", "", "/src/"), relative("a.c"));
  EXPECT_EQ(sarifArtifact("lib/../sub/./b.c", "/src", "/src"), relative("sub/b.c"));
  // Compiled in a subdirectory of the root.
  EXPECT_EQ(sarifArtifact("b.c", "/src/sub", "/src"), relative("sub/b.c"));
}

TEST(SarifUri, OtherFilesAreAbsoluteFileUris) {
  EXPECT_EQ(sarifArtifact("a.c", "/elsewhere", "/src"), json({{"uri", "file:///elsewhere/a.c"}}));
  EXPECT_EQ(sarifArtifact("/srcx/a.c", "", "/src"), json({{"uri", "file:///srcx/a.c"}}));
  EXPECT_EQ(sarifArtifact("../a.c", "/src", "/src"), json({{"uri", "file:///a.c"}}));
  EXPECT_EQ(sarifArtifact("/a.c", "", ""), json({{"uri", "file:///a.c"}}));
}

TEST(SarifUri, WithoutADirectoryARelativePathIsRelativeToTheRoot) {
  EXPECT_EQ(sarifArtifact("a.c", "", "/src"), relative("a.c"));
  EXPECT_EQ(sarifArtifact("./sub//a.c", "", ""), relative("sub/a.c"));
}

TEST(SarifUri, ReservedCharactersAreEscaped) {
  EXPECT_EQ(uriEscape("/my dir/50%#1?.c"), "/my%20dir/50%25%231%3F.c");
  EXPECT_EQ(uriEscape("é.c"), "%C3%A9.c");
  EXPECT_EQ(sarifBaseIds("/my dir"), json({{"SRCROOT", {{"uri", "file:///my%20dir/"}}}}));
  EXPECT_EQ(sarifBaseIds("/"), json({{"SRCROOT", {{"uri", "file:///"}}}}));
  EXPECT_TRUE(sarifBaseIds("").is_null());
}

// The defect this fixes: the error's location was the path as given
// ("a.c") and the repair's fix the absolute one ("/src/a.c").
TEST(SarifUri, ALocationAndItsFixNameOneArtifact) {
  Report r;
  r.model = "TSO";
  r.sourceRoot = "/src";
  ReportError e;
  e.kind = "assertion-failure";
  e.message = "assertion `ok' failed";
  e.thread = "T0";
  e.file = "a.c";
  e.dir = "/src";
  e.line = 31;
  ReportEvent focus;
  focus.thread = "T0";
  focus.op = "load";
  focus.location = "x";
  focus.file = "a.c";
  focus.dir = "/src";
  focus.line = 30;
  e.focus = {focus};
  e.witness = {ReportThread{"T0", {focus}}};
  r.errors = {e};
  ReportRepair &rep = r.repair.emplace();
  rep.status = "repaired";
  rep.fixes = {{"/src/a.c", 13, 9, 437, 0, " f();", "  x = 1;", "insert-fence", "a fence"}};
  json run = json::parse(renderSarif(r))["runs"][0];
  EXPECT_EQ(run["originalUriBaseIds"], json({{"SRCROOT", {{"uri", "file:///src/"}}}}));
  const json &res = run["results"][0];
  EXPECT_EQ(res["locations"][0]["physicalLocation"]["artifactLocation"], relative("a.c"));
  EXPECT_EQ(res["relatedLocations"][0]["physicalLocation"]["artifactLocation"], relative("a.c"));
  EXPECT_EQ(res["codeFlows"][0]["threadFlows"][0]["locations"][0]["location"]["physicalLocation"]
               ["artifactLocation"],
            relative("a.c"));
  EXPECT_EQ(res["fixes"][0]["artifactChanges"][0]["artifactLocation"], relative("a.c"));
}

} // namespace
} // namespace wmc
