// The plugin's diagnostic plumbing without a compiler run: the severity
// rules of -W options and pragmas, pragma parsing, plugin arguments, and the
// JSON and clang-apply-replacements formats.
#include "DiagnosticExport.h"
#include "DiagnosticPragmas.h"
#include "PluginArgs.h"
#include "WarningPolicy.h"

#include <gtest/gtest.h>

#include <initializer_list>

namespace wmc::plugin {
namespace {

using analysis::CheckKind;

Severity severityAfter(std::initializer_list<const char *> options, bool ignoreAll = false) {
  WarningPolicy policy;
  for (const char *option : options)
    policy.applyOption(option);
  policy.setIgnoreAllWarnings(ignoreAll);
  return policy.effective(policy.mapping(CheckKind::Scope));
}

TEST(WarningPolicy, FollowsClangRulesInOrder) {
  EXPECT_EQ(severityAfter({}), Severity::Warning);
  EXPECT_EQ(severityAfter({"no-wmc-scope"}), Severity::Ignored);
  EXPECT_EQ(severityAfter({"no-wmc-scope", "wmc-scope"}), Severity::Warning);
  EXPECT_EQ(severityAfter({"error=wmc-scope"}), Severity::Error);
  EXPECT_EQ(severityAfter({"error=wmc-scope", "wmc-scope"}), Severity::Error);
  EXPECT_EQ(severityAfter({"error=wmc-scope", "no-wmc-scope"}), Severity::Ignored);
  EXPECT_EQ(severityAfter({"error=wmc-scope", "no-error=wmc-scope"}), Severity::Warning);
  EXPECT_EQ(severityAfter({"error"}), Severity::Error);
  EXPECT_EQ(severityAfter({"error", "no-error"}), Severity::Warning);
  EXPECT_EQ(severityAfter({"no-error=wmc-scope", "error"}), Severity::Warning);
  EXPECT_EQ(severityAfter({"no-error=wmc-scope", "error=wmc-scope"}), Severity::Error);
  EXPECT_EQ(severityAfter({"no-error=wmc-data-race", "error"}), Severity::Error);
  EXPECT_EQ(severityAfter({"error=wmc-scope"}, /*ignoreAll=*/true), Severity::Ignored);
}

TEST(WarningPolicy, LeavesOtherOptionsToClang) {
  WarningPolicy policy;
  EXPECT_FALSE(policy.applyOption("all"));
  EXPECT_FALSE(policy.applyOption("no-everything"));
  EXPECT_FALSE(policy.applyOption("error=wmc-nonsense"));
  EXPECT_TRUE(policy.applyOption("no-wmc-shared-race"));
  EXPECT_EQ(policy.mapping(CheckKind::SharedRace).severity, Severity::Ignored);
  EXPECT_EQ(policy.mapping(CheckKind::Scope).severity, Severity::Warning);
}

TEST(DiagnosticPragma, ParsesWmcGroupsAndPushPop) {
  std::optional<DiagnosticPragma> ignored =
      parseDiagnosticPragma(" clang diagnostic ignored \"-Wwmc-scope\"");
  ASSERT_TRUE(ignored);
  EXPECT_EQ(ignored->op, DiagnosticPragma::Op::Set);
  EXPECT_EQ(ignored->check, CheckKind::Scope);
  EXPECT_EQ(ignored->severity, Severity::Ignored);
  std::optional<DiagnosticPragma> error =
      parseDiagnosticPragma("GCC diagnostic error \"-Wwmc-data-race\"");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->check, CheckKind::DataRace);
  EXPECT_EQ(error->severity, Severity::Error);
  EXPECT_EQ(parseDiagnosticPragma("clang diagnostic push")->op, DiagnosticPragma::Op::Push);
  EXPECT_EQ(parseDiagnosticPragma("clang diagnostic pop")->op, DiagnosticPragma::Op::Pop);
  EXPECT_FALSE(parseDiagnosticPragma("clang diagnostic ignored \"-Wunused\""));
  EXPECT_FALSE(parseDiagnosticPragma("clang diagnostic ignored \"-Wwmc-scop\""));
  EXPECT_FALSE(parseDiagnosticPragma("once"));
  EXPECT_FALSE(parseDiagnosticPragma("clang diagnostic ignored"));
}

TEST(PluginArgs, AcceptsItsArgumentsOnly) {
  PluginArgs args;
  EXPECT_TRUE(args.parse("report-json=/t/r.json"));
  EXPECT_TRUE(args.parse("export-fixes=f.yaml"));
  EXPECT_TRUE(args.parse("no-analysis"));
  EXPECT_TRUE(args.privateSlots);
  EXPECT_TRUE(args.parse("no-private"));
  EXPECT_FALSE(args.privateSlots);
  EXPECT_TRUE(args.parse("Wno-wmc-scope"));
  EXPECT_TRUE(args.parse("-Werror=wmc-scope"));
  EXPECT_TRUE(args.parse("-Werror"));
  EXPECT_EQ(args.reportJson, "/t/r.json");
  EXPECT_EQ(args.exportFixes, "f.yaml");
  EXPECT_FALSE(args.analysis);
  EXPECT_EQ(args.warningOptions,
            (std::vector<std::string>{"no-wmc-scope", "error=wmc-scope", "error"}));
  EXPECT_FALSE(args.parse("frobnicate"));
  EXPECT_FALSE(args.parse("Wall"));
  EXPECT_FALSE(args.parse("report-json="));
}

ExportedDiagnostic sample() {
  ExportedDiagnostic d;
  d.check = "wmc-scope";
  d.severity = "warning";
  d.place = {"k.cu", "/src/k.cu", 6, 3, 71};
  d.message = "'atomicAdd_block' is \"block\" scoped";
  d.notes.push_back({{"k.cu", "/src/k.cu", 3, 21, 40}, "'counter' is global"});
  d.fixits.push_back({{"k.cu", "/src/k.cu", 6, 3, 71}, 15, "atomicAdd"});
  return d;
}

TEST(DiagnosticExport, Json) {
  EXPECT_EQ(toJson({}), "{\"diagnostics\": []}\n");
  EXPECT_EQ(toJson({sample()}),
            "{\"diagnostics\": [\n"
            "  {\"check\": \"wmc-scope\", \"severity\": \"warning\", \"file\": \"k.cu\", "
            "\"line\": 6, \"column\": 3, \"message\": \"'atomicAdd_block' is \\\"block\\\" "
            "scoped\", \"notes\": [{\"file\": \"k.cu\", \"line\": 3, \"column\": 21, "
            "\"message\": \"'counter' is global\"}], \"fixits\": [{\"file\": \"k.cu\", "
            "\"line\": 6, \"column\": 3, \"offset\": 71, \"length\": 15, \"replacement\": "
            "\"atomicAdd\"}]}\n"
            "]}\n");
}

TEST(DiagnosticExport, FixesYaml) {
  EXPECT_EQ(toFixesYaml("/src/k.cu", {sample()}),
            "---\n"
            "MainSourceFile: \"/src/k.cu\"\n"
            "Diagnostics:\n"
            "  - DiagnosticName: \"wmc-scope\"\n"
            "    DiagnosticMessage:\n"
            "      Message: \"'atomicAdd_block' is \\\"block\\\" scoped\"\n"
            "      FilePath: \"/src/k.cu\"\n"
            "      FileOffset: 71\n"
            "      Replacements:\n"
            "        - FilePath: \"/src/k.cu\"\n"
            "          Offset: 71\n"
            "          Length: 15\n"
            "          ReplacementText: \"atomicAdd\"\n"
            "    Level: Warning\n"
            "...\n");
  EXPECT_EQ(toFixesYaml("/src/k.cu", {}),
            "---\nMainSourceFile: \"/src/k.cu\"\nDiagnostics: []\n...\n");
}

} // namespace
} // namespace wmc::plugin
