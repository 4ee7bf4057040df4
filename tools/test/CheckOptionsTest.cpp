#include "CheckOptions.h"
#include "CheckCommand.h"
#include "Dialect.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>

using namespace wmc::tools;

namespace {

Result<CheckOptions> parse(std::initializer_list<const char *> args) {
  std::vector<std::string> strings(args.begin(), args.end());
  return parseCheckOptions(strings);
}

std::string errorOf(std::initializer_list<const char *> args) {
  Result<CheckOptions> result = parse(args);
  return result ? std::string("<no error>") : result.error().message;
}

} // namespace

TEST(CheckOptions, ParsesEveryOption) {
  Result<CheckOptions> o =
      parse({"--model=tso", "--unroll", "3", "--max-events=50", "--keep-going",
             "--report=json", "--stack-size=64K", "-o", "out", "-v", "t.c",
             "--", "-DN=2", "x.c"});
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_EQ(o->model, "tso");
  EXPECT_EQ(o->unroll, 3u);
  EXPECT_EQ(o->maxEvents, 50u);
  EXPECT_TRUE(o->keepGoing);
  EXPECT_EQ(o->report, "json");
  EXPECT_EQ(o->stackSize, 65536u);
  EXPECT_EQ(o->output, "out");
  EXPECT_TRUE(o->verbose);
  EXPECT_EQ(o->file, "t.c");
  EXPECT_EQ(o->clangArgs, (std::vector<std::string>{"-DN=2", "x.c"}));
  EXPECT_EQ(runtimeFlags(*o),
            (std::vector<std::string>{"--wmc-model=tso", "--wmc-unroll=3",
                                      "--wmc-max-events=50", "--wmc-keep-going",
                                      "--wmc-report=json",
                                      "--wmc-stack-size=65536"}));
}

TEST(CheckOptions, VerdictAndReportFlagsBecomeRuntimeFlags) {
  Result<CheckOptions> o = parse({"--ignore-exit-status", "--strict-bounds", "--progress",
                                  "--exact-rmw-orders", "--full-trace", "--spurious-wakeups",
                                  "t.c"});
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_EQ(runtimeFlags(*o),
            (std::vector<std::string>{"--wmc-ignore-exit-status", "--wmc-strict-bounds",
                                      "--wmc-progress=on", "--wmc-exact-rmw-orders",
                                      "--wmc-full-trace", "--wmc-spurious-wakeups"}));
  EXPECT_EQ(errorOf({"--full-trace=1", "t.c"}), "option '--full-trace' does not take a value");
}

TEST(CheckOptions, NondetDomainIsCheckedAndPassedOn) {
  Result<CheckOptions> o = parse({"--nondet-domain=-3..5", "t.c"});
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_EQ(runtimeFlags(*o), (std::vector<std::string>{"--wmc-nondet-domain=-3..5"}));
  EXPECT_EQ(errorOf({"--nondet-domain=5..1", "t.c"}),
            "invalid value '5..1' for --nondet-domain (expected LO..HI, two integers with LO <= HI)");
  EXPECT_EQ(errorOf({"--nondet-domain=1-2", "t.c"}),
            "invalid value '1-2' for --nondet-domain (expected LO..HI, two integers with LO <= HI)");
  EXPECT_EQ(errorOf({"--nondet-domain=0..99999999999999999999", "t.c"}),
            "invalid value '0..99999999999999999999' for --nondet-domain (expected LO..HI, two "
            "integers with LO <= HI)");
}

TEST(CheckOptions, ArgumentsAfterASecondDashDashGoToTheProgram) {
  Result<CheckOptions> o = parse({"t.c", "--", "-DN=2", "--", "a", "--b"});
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_EQ(o->clangArgs, (std::vector<std::string>{"-DN=2"}));
  EXPECT_EQ(o->programArgs, (std::vector<std::string>{"a", "--b"}));
  std::vector<std::string> run = runCommand(*o, "bin/t");
  EXPECT_EQ(run, (std::vector<std::string>{"bin/t", "a", "--b"}));
}

TEST(CheckOptions, DefaultsPassNothing) {
  Result<CheckOptions> o = parse({"t.c"});
  ASSERT_TRUE(o);
  EXPECT_TRUE(runtimeFlags(*o).empty());
  EXPECT_FALSE(o->help);
}

TEST(CheckOptions, OptionsAfterFileAndJoinedOutput) {
  Result<CheckOptions> o = parse({"t.cpp", "--model", "TSO", "-obin"});
  ASSERT_TRUE(o);
  EXPECT_EQ(o->model, "tso");
  EXPECT_EQ(o->output, "bin");
}

TEST(CheckOptions, ScopedModels) {
  EXPECT_EQ(parse({"--model=RC11", "t.c"})->model, "rc11");
  EXPECT_EQ(parse({"--model", "src11", "k.cu"})->model, "src11");
}

TEST(CheckOptions, HelpWinsOverErrors) {
  Result<CheckOptions> o = parse({"--model=foo", "--help"});
  ASSERT_TRUE(o);
  EXPECT_TRUE(o->help);
  // ...but not when it belongs to clang.
  EXPECT_FALSE(parse({"t.c", "--", "--help"})->help);
}

TEST(CheckOptions, ScaleOptionsBecomeRuntimeFlags) {
  Result<CheckOptions> o =
      parse({"--shard=3/8", "--jobs", "2", "--checkpoint=c.json", "--resume=r.json", "t.c"});
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_EQ(runtimeFlags(*o),
            (std::vector<std::string>{"--wmc-shard=3/8", "--wmc-jobs=2",
                                      "--wmc-checkpoint=c.json", "--wmc-resume=r.json"}));
  EXPECT_EQ(errorOf({"--resume="}), "invalid value '' for --resume (expected a file name)");
  EXPECT_EQ(errorOf({"--jobs=x"}),
            "invalid value 'x' for --jobs (expected 0 to 1024; 0 = one per core)");
  const std::string expected = "(expected I/N with 0 <= I < N <= 65536, e.g. 0/4)";
  EXPECT_EQ(errorOf({"--shard=8/8"}), "invalid value '8/8' for --shard " + expected);
  EXPECT_EQ(errorOf({"--shard=0/0"}), "invalid value '0/0' for --shard " + expected);
  EXPECT_EQ(errorOf({"--shard=-1/2"}), "invalid value '-1/2' for --shard " + expected);
  EXPECT_EQ(errorOf({"--shard=1/2/3"}), "invalid value '1/2/3' for --shard " + expected);
  EXPECT_EQ(errorOf({"--shard=0/65537"}), "invalid value '0/65537' for --shard " + expected);
}

TEST(CheckOptions, Errors) {
  EXPECT_EQ(errorOf({"--foo", "t.c"}), "unknown option '--foo'");
  EXPECT_EQ(errorOf({"--foo=1"}), "unknown option '--foo'");
  EXPECT_EQ(errorOf({"-x"}), "unknown option '-x'");
  EXPECT_EQ(errorOf({"--model=foo"}),
            "invalid value 'foo' for --model (expected sc, tso, pso, rc11 or "
            "src11)");
  EXPECT_EQ(errorOf({"--unroll=x"}),
            "invalid value 'x' for --unroll (expected a non-negative integer; "
            "0 = unlimited)");
  EXPECT_NE(errorOf({"--unroll=-1"}), "<no error>");
  EXPECT_NE(errorOf({"--max-events=0"}), "<no error>");
  EXPECT_NE(errorOf({"--stack-size=12Q"}), "<no error>");
  EXPECT_NE(errorOf({"--stack-size=99999999999999999999"}), "<no error>");
  EXPECT_NE(errorOf({"--report=xml"}), "<no error>");
  EXPECT_EQ(errorOf({"--model"}), "option '--model' requires a value");
  EXPECT_EQ(errorOf({"--model", "--", "x"}),
            "option '--model' requires a value");
  EXPECT_EQ(errorOf({"-o"}), "option '-o' requires a value");
  EXPECT_EQ(errorOf({"--keep-going=1"}),
            "option '--keep-going' does not take a value");
  EXPECT_NE(errorOf({"a.c", "b.c"}), "<no error>");
}

TEST(Dialect, FromExtension) {
  EXPECT_EQ(dialectOf("dir.x/t.c"), Dialect::C);
  EXPECT_EQ(dialectOf("t.cc"), Dialect::Cxx);
  EXPECT_EQ(dialectOf("t.cpp"), Dialect::Cxx);
  EXPECT_EQ(dialectOf("t.cxx"), Dialect::Cxx);
  EXPECT_EQ(dialectOf("k.cu"), Dialect::Cuda);
  EXPECT_EQ(dialectOf("k.cl"), Dialect::OpenCL);
  EXPECT_EQ(dialectOf("dir.c/t"), Dialect::Unknown);
  EXPECT_EQ(dialectOf(".c"), Dialect::Unknown);
  EXPECT_EQ(dialectOf("t.h"), Dialect::Unknown);
}

TEST(CheckCommand, CompileCommand) {
  Toolchain tc;
  tc.clang = "/cc/clang";
  tc.cxxDriver = {"/cc/clang++"};
  tc.libDir = "/L";
  tc.includeDir = "/I";
  tc.runtimeLinkArgs = {"-lstdc++"};
  CheckOptions o;
  o.file = "t.cpp";
  o.clangArgs = {"-DX"};
  EXPECT_EQ(compileCommand(tc, Dialect::Cxx, o, "/tmp/out"),
            (std::vector<std::string>{
                "/cc/clang++", "-fplugin=/L/libwmc_plugin.so", "-g", "-O1",
                "-I/I", "-x", "c++", "-std=c++20", "t.cpp", "-x", "none", "-DX",
                "-o", "/tmp/out", "/L/libwmc_rt.a", "-lstdc++"}));
  o.clangArgs = {"-std=c++17"};
  std::vector<std::string> cmd = compileCommand(tc, Dialect::Cxx, o, "out");
  EXPECT_EQ(std::count(cmd.begin(), cmd.end(), "-std=c++20"), 0);
  o.file = "t.c";
  cmd = compileCommand(tc, Dialect::C, o, "out");
  EXPECT_EQ(cmd[0], "/cc/clang");
  EXPECT_EQ(cmd[6], "c");
  EXPECT_EQ(runCommand(o, "out")[0], "./out");
}

TEST(CheckOptions, ReportFormats) {
  auto sarif = parse({"--report=SARIF", "t.c"});
  ASSERT_TRUE(sarif) << sarif.error().message;
  EXPECT_EQ(sarif->report, "sarif");
  auto bad = parse({"--report=xml", "t.c"});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "invalid value 'xml' for --report (expected text, json or sarif)");
}

TEST(CheckOptions, AwaitMode) {
  auto plain = parse({"--await=Plain", "t.c"});
  ASSERT_TRUE(plain) << plain.error().message;
  EXPECT_EQ(runtimeFlags(*plain), std::vector<std::string>{"--wmc-await=plain"});
  EXPECT_EQ(errorOf({"--await=spin", "t.c"}),
            "invalid value 'spin' for --await (expected defer, prune or plain)");
}

TEST(CheckOptions, RepairAndExportFixes) {
  Result<CheckOptions> o = parse({"--repair", "--export-fixes=f.yaml", "t.c"});
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_TRUE(o->repair);
  EXPECT_EQ(runtimeFlags(*o),
            (std::vector<std::string>{"--wmc-repair", "--wmc-export-fixes=f.yaml"}));
  EXPECT_EQ(errorOf({"--export-fixes=f.yaml", "t.c"}),
            "option '--export-fixes' needs '--repair' (wmc analyze --export-fixes writes the "
            "compile-time fix-its)");
  EXPECT_EQ(errorOf({"--repair", "--export-fixes=", "t.c"}),
            "invalid value '' for --export-fixes (expected a file name)");
}
