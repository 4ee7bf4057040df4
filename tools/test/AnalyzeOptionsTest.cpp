#include "AnalyzeOptions.h"
#include "AnalyzeCommand.h"

#include <gtest/gtest.h>

#include <initializer_list>

namespace wmc::tools {
namespace {

Result<AnalyzeOptions> parse(std::initializer_list<const char *> args) {
  std::vector<std::string> list(args.begin(), args.end());
  return parseAnalyzeOptions(list);
}

Toolchain fakeToolchain() {
  Toolchain tc;
  tc.clang = "/cc/clang";
  tc.cxxDriver = {"/cc/clang++"};
  tc.binDir = "/B";
  tc.libDir = "/L";
  tc.includeDir = "/I";
  return tc;
}

TEST(AnalyzeOptions, ParsesReportExportAndClangArgs) {
  Result<AnalyzeOptions> o =
      parse({"--report", "json", "k.cu", "--export-fixes=f.yaml", "-v", "--", "-DN=1"});
  ASSERT_TRUE(o);
  EXPECT_EQ(o->format, AnalyzeOptions::Format::Json);
  EXPECT_EQ(o->exportFixes, "f.yaml");
  EXPECT_TRUE(o->verbose);
  EXPECT_EQ(o->file, "k.cu");
  EXPECT_EQ(o->clangArgs, std::vector<std::string>{"-DN=1"});
  Result<AnalyzeOptions> text = parse({"--report=text", "k.c"});
  ASSERT_TRUE(text);
  EXPECT_EQ(text->format, AnalyzeOptions::Format::Text);
}

TEST(AnalyzeOptions, RejectsBadInput) {
  EXPECT_EQ(parse({"--report=xml", "k.c"}).error().message,
            "invalid value 'xml' for --report (expected text, json or sarif)");
  EXPECT_EQ(parse({"--frob", "k.c"}).error().message, "unknown option '--frob'");
  EXPECT_EQ(parse({"a.c", "b.c"}).error().message, "more than one input file: 'a.c' and 'b.c'");
  EXPECT_EQ(parse({"k.c", "--export-fixes"}).error().message, "missing value for --export-fixes");
  Result<AnalyzeOptions> help = parse({"--frob", "-h"});
  ASSERT_TRUE(help);
  EXPECT_TRUE(help->help);
}

TEST(AnalyzeCommand, RoutesWmcWarningOptionsToThePlugin) {
  EXPECT_EQ(
      routeWmcWarningOptions({"-Wno-wmc-scope", "-Werror=wmc-data-race", "-Wno-error=wmc-scope",
                              "-Wwmc-scope", "-Wall", "-Werror", "-Wno-unused"}),
      (std::vector<std::string>{"-fplugin-arg-wmc-Wno-wmc-scope",
                                "-fplugin-arg-wmc-Werror=wmc-data-race",
                                "-fplugin-arg-wmc-Wno-error=wmc-scope",
                                "-fplugin-arg-wmc-Wwmc-scope", "-Wall", "-Werror", "-Wno-unused"}));
}

TEST(AnalyzeCommand, DialectFlags) {
  AnalyzeRequest request{"k.c", {"-DN=1"}, "/t/r.json", "/t/f.yaml"};
  EXPECT_EQ(analyzeCommand(fakeToolchain(), Dialect::C, request),
            (std::vector<std::string>{"/cc/clang", "-fplugin=/L/libwmc_plugin.so", "-fsyntax-only",
                                      "-DN=1", "-fplugin-arg-wmc-report-json=/t/r.json",
                                      "-fplugin-arg-wmc-export-fixes=/t/f.yaml", "-I/I", "-x", "c",
                                      "k.c"}));
  request = {"k.cpp", {"-std=c++17"}, {}, {}};
  EXPECT_EQ(
      analyzeCommand(fakeToolchain(), Dialect::Cxx, request),
      (std::vector<std::string>{"/cc/clang++", "-fplugin=/L/libwmc_plugin.so", "-fsyntax-only",
                                "-std=c++17", "-I/I", "-x", "c++", "k.cpp"}));
  request = {"k.cl", {"-cl-std=CL3.0"}, {}, {}};
  EXPECT_EQ(analyzeCommand(fakeToolchain(), Dialect::OpenCL, request),
            (std::vector<std::string>{"/cc/clang", "-fplugin=/L/libwmc_plugin.so", "-fsyntax-only",
                                      "-cl-std=CL3.0", "-x", "cl", "-target",
                                      "x86_64-unknown-linux-gnu", "-g", "-O1", "-I/I", "k.cl"}));
}

} // namespace
} // namespace wmc::tools
