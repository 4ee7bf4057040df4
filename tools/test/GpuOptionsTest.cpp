// GPU options of `wmc check`: parsing, limits, dialect checks, the OpenCL
// shape mapping, runtime flags and the CUDA/OpenCL build commands.
#include "CheckCommand.h"
#include "CheckOptions.h"
#include "GpuOptions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>

using namespace wmc::tools;

namespace {

CheckOptions parsed(std::initializer_list<const char *> args) {
  std::vector<std::string> strings(args.begin(), args.end());
  Result<CheckOptions> o = parseCheckOptions(strings);
  EXPECT_TRUE(o) << o.error().message;
  return o ? *o : CheckOptions{};
}

std::string parseError(std::initializer_list<const char *> args) {
  std::vector<std::string> strings(args.begin(), args.end());
  Result<CheckOptions> o = parseCheckOptions(strings);
  return o ? "<no error>" : o.error().message;
}

// The message of resolveGpuOptions, or "<no error>".
std::string resolveError(CheckOptions o, Dialect dialect) {
  std::optional<Error> e = resolveGpuOptions(o, dialect);
  return e ? e->message : "<no error>";
}

Toolchain fakeToolchain() {
  Toolchain tc;
  tc.clang = "/cc/clang";
  tc.cxxDriver = {"/cc/clang++"};
  tc.binDir = "/B";
  tc.libDir = "/L";
  tc.includeDir = "/I";
  tc.runtimeLinkArgs = {"-lstdc++"};
  return tc;
}

} // namespace

TEST(GpuOptions, ParseDim3) {
  EXPECT_EQ(parseDim3("8"), (Dim3{8, 1, 1}));
  EXPECT_EQ(parseDim3("8,2"), (Dim3{8, 2, 1}));
  EXPECT_EQ(parseDim3("8,2,3"), (Dim3{8, 2, 3}));
  for (const char *bad : {"", "0", "8,", ",8", "8,0", "1,2,3,4", "x", "-1",
                          "1.5", "99999999999"})
    EXPECT_FALSE(parseDim3(bad)) << bad;
  EXPECT_EQ(formatDim3({8, 1, 1}), "8");
  EXPECT_EQ(formatDim3({8, 2, 1}), "8,2,1");
}

TEST(GpuOptions, ParsesAndPassesToTheRuntime) {
  CheckOptions o = parsed({"k.cu", "--grid=2,2", "--block", "32",
                           "--buffer-size=8K", "--kernel=k", "--arg=1=5",
                           "--arg", "2=-3,3=0x10", "--gpu-stack-size=1M"});
  ASSERT_FALSE(resolveGpuOptions(o, Dialect::Cuda));
  EXPECT_EQ(runtimeFlags(o),
            (std::vector<std::string>{
                "--wmc-model=src11", "--wmc-grid=2,2,1", "--wmc-block=32",
                "--wmc-buffer-size=8192", "--wmc-kernel=k", "--wmc-arg=1=5",
                "--wmc-arg=2=-3,3=0x10", "--wmc-gpu-stack-size=1048576"}));
}

TEST(GpuOptions, ValueErrors) {
  EXPECT_EQ(parseError({"--grid=0"}),
            "invalid value '0' for --grid (expected X, X,Y or X,Y,Z with "
            "positive integers)");
  EXPECT_NE(parseError({"--block=1,2,3,4"}), "<no error>");
  EXPECT_NE(parseError({"--local-size=a"}), "<no error>");
  EXPECT_NE(parseError({"--buffer-size=0"}), "<no error>");
  EXPECT_NE(parseError({"--buffer-size=2G"}), "<no error>");
  EXPECT_NE(parseError({"--gpu-stack-size=4K"}), "<no error>");
  EXPECT_NE(parseError({"--kernel="}), "<no error>");
  for (const char *bad : {"--arg=1", "--arg==1", "--arg=x=1", "--arg=1=",
                          "--arg=1=2,", "--arg=1=2,x"})
    EXPECT_NE(parseError({bad}).find("for --arg"), std::string::npos) << bad;
}

TEST(GpuOptions, DefaultModelIsScopedRc11) {
  CheckOptions cu = parsed({"k.cu"});
  ASSERT_FALSE(resolveGpuOptions(cu, Dialect::Cuda));
  EXPECT_EQ(cu.model, "src11");
  CheckOptions cl = parsed({"k.cl"});
  ASSERT_FALSE(resolveGpuOptions(cl, Dialect::OpenCL));
  EXPECT_EQ(cl.model, "src11");
  CheckOptions given = parsed({"k.cu", "--model=sc"});
  ASSERT_FALSE(resolveGpuOptions(given, Dialect::Cuda));
  EXPECT_EQ(given.model, "sc");
  CheckOptions c = parsed({"t.c"});
  ASSERT_FALSE(resolveGpuOptions(c, Dialect::C));
  EXPECT_FALSE(c.model);
}

TEST(GpuOptions, DialectMismatch) {
  EXPECT_EQ(resolveError(parsed({"t.c", "--grid=2"}), Dialect::C),
            "--grid applies only to CUDA (.cu) and OpenCL (.cl) files");
  EXPECT_EQ(resolveError(parsed({"t.cpp", "--arg=0=1"}), Dialect::Cxx),
            "--arg applies only to CUDA (.cu) and OpenCL (.cl) files");
  EXPECT_EQ(resolveError(parsed({"k.cu", "--local-size=2"}), Dialect::Cuda),
            "--local-size is for OpenCL (.cl) files; use --grid and --block "
            "for CUDA");
  EXPECT_EQ(resolveError(parsed({"k.cl", "--block=2"}), Dialect::OpenCL),
            "--block is for CUDA (.cu) files; use --global-size and "
            "--local-size for OpenCL");
}

TEST(GpuOptions, Limits) {
  EXPECT_EQ(resolveError(parsed({"k.cu", "--block=1024"}), Dialect::Cuda),
            "<no error>");
  EXPECT_EQ(resolveError(parsed({"k.cu", "--grid=64", "--block=1024"}),
                         Dialect::Cuda),
            "<no error>");
  EXPECT_EQ(resolveError(parsed({"k.cu", "--block=1025"}), Dialect::Cuda),
            "a block of 1025 threads (--block=1025) is larger than the limit "
            "of 1024 threads per block");
  EXPECT_EQ(resolveError(parsed({"k.cu", "--grid=65537"}), Dialect::Cuda),
            "--grid=65537 --block=1 is 65537 GPU threads, more than the "
            "limit of 65536 per launch");
  // The product wraps around 2^64 to 121: still over the limit.
  EXPECT_EQ(resolveError(parsed({"k.cu", "--grid=4294967293,4294967263,1908874355"}),
                         Dialect::Cuda),
            "--grid=4294967293,4294967263,1908874355 --block=1 is over 2^64 GPU "
            "threads, more than the limit of 65536 per launch");
  EXPECT_EQ(resolveError(parsed({"k.cu", "--grid=4294967295,4294967295,2", "--block=1024"}),
                         Dialect::Cuda),
            "--grid=4294967295,4294967295,2 --block=1024 is over 2^64 GPU threads, "
            "more than the limit of 65536 per launch");
  EXPECT_EQ(resolveError(parsed({"k.cl", "--global-size=131072",
                                 "--local-size=2"}),
                         Dialect::OpenCL),
            "--global-size=131072 is 131072 work-items, more than the limit "
            "of 65536 per launch");
  EXPECT_EQ(resolveError(parsed({"k.cl", "--local-size=64,32"}),
                         Dialect::OpenCL),
            "a work-group of 2048 work-items (--local-size=64,32,1) is larger "
            "than the limit of 1024 work-items per work-group");
}

TEST(GpuOptions, OpenClShape) {
  CheckOptions o = parsed({"k.cl", "--global-size=8,4", "--local-size=4,2"});
  ASSERT_FALSE(resolveGpuOptions(o, Dialect::OpenCL));
  EXPECT_EQ(o.grid, (Dim3{2, 2, 1}));
  EXPECT_EQ(o.block, (Dim3{4, 2, 1}));

  // One work-group when only one of the sizes is given.
  CheckOptions global = parsed({"k.cl", "--global-size=8"});
  ASSERT_FALSE(resolveGpuOptions(global, Dialect::OpenCL));
  EXPECT_EQ(global.grid, (Dim3{1, 1, 1}));
  EXPECT_EQ(global.block, (Dim3{8, 1, 1}));
  CheckOptions local = parsed({"k.cl", "--local-size=4"});
  ASSERT_FALSE(resolveGpuOptions(local, Dialect::OpenCL));
  EXPECT_EQ(local.grid, (Dim3{1, 1, 1}));
  EXPECT_EQ(local.block, (Dim3{4, 1, 1}));

  EXPECT_EQ(resolveError(parsed({"k.cl", "--global-size=8,6",
                                 "--local-size=4,4"}),
                         Dialect::OpenCL),
            "--global-size=8,6,1 is not a multiple of --local-size=4,4,1 in "
            "dimension y (6 % 4 != 0)");
}

TEST(GpuOptions, CudaCommands) {
  CheckOptions o = parsed({"src/k.cu", "--", "-DN=2", "-I", "inc", "-lm",
                           "extra.cpp"});
  std::vector<BuildStep> steps =
      buildCommands(fakeToolchain(), Dialect::Cuda, o, "/o/k", "/w");
  ASSERT_EQ(steps.size(), 3u);
  // The compile-time analysis on the CUDA AST, with the preprocessor args.
  EXPECT_EQ(steps[0].what, "analyze");
  EXPECT_EQ(steps[0].argv,
            (std::vector<std::string>{
                "/cc/clang++", "-fplugin=/L/libwmc_plugin.so", "-fsyntax-only",
                "-Wno-everything", "-DN=2", "-I", "inc", "-x", "cuda", "--cuda-host-only",
                "-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version", "-Xclang",
                "-fgpu-defer-diag", "-std=c++17", "-I/I", "-I/I/wmc/cuda-include", "-include",
                "wmc/cuda_runtime.h", "src/k.cu"}));
  EXPECT_EQ(steps[1].what, "lower");
  EXPECT_EQ(steps[1].argv,
            (std::vector<std::string>{
                "/B/wmc-cuda-lower", "-o", "/w/k.cu.cpp",
                "--line-name=src/k.cu", "src/k.cu", "--", "-I/I",
                "-I/I/wmc/cuda-include", "-include", "wmc/cuda_runtime.h",
                "-std=c++17", "-DN=2", "-I", "inc"}));
  // The lowered C++ is only instrumented: no warning is printed twice.
  EXPECT_EQ(steps[2].what, "compile");
  EXPECT_EQ(steps[2].argv,
            (std::vector<std::string>{
                "/cc/clang++", "-fplugin=/L/libwmc_plugin.so",
                "-fplugin-arg-wmc-no-analysis", "-g", "-O1",
                "-I/I", "-I/I/wmc/cuda-include", "-include",
                "wmc/cuda_runtime.h", "-iquote", "src", "-x", "c++",
                "-std=c++17", "/w/k.cu.cpp", "-x", "none", "-DN=2", "-I",
                "inc", "-lm", "extra.cpp", "-o", "/o/k", "/L/libwmc_rt.a",
                "-lstdc++"}));

  // A standard in CLANG_ARGS replaces C++17 in both steps.
  o = parsed({"k.cu", "--", "-std=c++20"});
  steps = buildCommands(fakeToolchain(), Dialect::Cuda, o, "k", "/w");
  for (const BuildStep &step : steps) {
    EXPECT_EQ(std::count(step.argv.begin(), step.argv.end(), "-std=c++17"), 0);
    EXPECT_EQ(std::count(step.argv.begin(), step.argv.end(), "-std=c++20"), 1);
  }
  EXPECT_EQ(steps[2].argv[10], ".") << "-iquote of a file in the current directory";
}

TEST(GpuOptions, OpenClCommands) {
  CheckOptions o = parsed({"k.cl", "--", "-DN=2", "-cl-std=CL3.0", "host.c",
                           "-Wl,--as-needed", "-O0"});
  std::vector<BuildStep> steps =
      buildCommands(fakeToolchain(), Dialect::OpenCL, o, "out", "/w");
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].argv,
            (std::vector<std::string>{
                "/cc/clang", "-x", "cl", "-target", "x86_64-unknown-linux-gnu",
                "-fplugin=/L/libwmc_plugin.so", "-g", "-O1", "-I/I", "-DN=2",
                "-cl-std=CL3.0", "-O0", "-c", "k.cl", "-o", "/w/k.o"}));
  EXPECT_EQ(steps[1].what, "link");
  EXPECT_EQ(steps[1].argv,
            (std::vector<std::string>{
                "/cc/clang", "-fplugin=/L/libwmc_plugin.so", "-g", "-O1",
                "-I/I", "/w/k.o", "-DN=2", "host.c", "-Wl,--as-needed", "-O0",
                "-o", "out", "/L/libwmc_rt.a", "-lstdc++"}));
  // Without -cl-std in CLANG_ARGS, OpenCL C 2.0.
  o = parsed({"k.cl"});
  steps = buildCommands(fakeToolchain(), Dialect::OpenCL, o, "out", "/w");
  EXPECT_EQ(std::count(steps[0].argv.begin(), steps[0].argv.end(),
                       "-cl-std=CL2.0"),
            1);
}
