#include "WrapperArgs.h"

#include <gtest/gtest.h>

#include <initializer_list>

using namespace wmc::tools;

namespace {

bool links(std::initializer_list<const char *> args) {
  std::vector<std::string> strings(args.begin(), args.end());
  return invocationLinks(strings);
}

bool debug(std::initializer_list<const char *> args) {
  std::vector<std::string> strings(args.begin(), args.end());
  return choosesDebugInfo(strings);
}

Toolchain fakeToolchain() {
  Toolchain tc;
  tc.clang = "/cc/clang";
  tc.cxxDriver = {"/cc/clang", "--driver-mode=g++"};
  tc.libDir = "/L";
  tc.includeDir = "/I";
  tc.runtimeLinkArgs = {"-lstdc++"};
  return tc;
}

} // namespace

TEST(WrapperArgs, Links) {
  EXPECT_TRUE(links({"a.c"}));
  EXPECT_TRUE(links({"a.o", "b.o", "-o", "prog", "-lm"}));
  EXPECT_TRUE(links({"-x", "c", "-"}));
  EXPECT_TRUE(links({"-O2", "--", "-weird-name.c"}));
}

TEST(WrapperArgs, DoesNotLink) {
  EXPECT_FALSE(links({"-c", "a.c"}));
  EXPECT_FALSE(links({"a.c", "-S"}));
  EXPECT_FALSE(links({"-E", "a.c"}));
  EXPECT_FALSE(links({"-M", "a.c"}));
  EXPECT_FALSE(links({"-MM", "a.c"}));
  EXPECT_FALSE(links({"-fsyntax-only", "a.c"}));
  EXPECT_FALSE(links({"--compile", "a.c"}));
  EXPECT_FALSE(links({"--version"}));
  EXPECT_FALSE(links({"-v"}));
  EXPECT_FALSE(links({}));
  // Values of options are not inputs.
  EXPECT_FALSE(links({"-o", "out", "-I", "inc", "-include", "h.h", "-MF", "d",
                      "-Xlinker", "x", "-Xarch_x86_64", "y", "-l", "m"}));
  EXPECT_FALSE(links({
      "--",
  }));
}

TEST(WrapperArgs, DebugInfo) {
  EXPECT_TRUE(debug({"-g"}));
  EXPECT_TRUE(debug({"-O2", "-g0"}));
  EXPECT_TRUE(debug({"-ggdb3"}));
  EXPECT_TRUE(debug({"-gdwarf-4"}));
  EXPECT_TRUE(debug({"-gline-tables-only"}));
  EXPECT_FALSE(debug({"-gz"}));
  EXPECT_FALSE(debug({"-gno-column-info"}));
  EXPECT_FALSE(debug({"--gcc-toolchain=/usr"}));
  EXPECT_FALSE(debug({"-O2", "a.c"}));
}

TEST(WrapperArgs, CompileOnlyGetsPluginButNoRuntime) {
  std::vector<std::string> args = {"-c", "a.c", "-o", "a.o"};
  EXPECT_EQ(
      wrapperCommand(fakeToolchain(), false, args),
      (std::vector<std::string>{"/cc/clang", "-fplugin=/L/libwmc_plugin.so",
                                "-I/I", "-g", "-c", "a.c", "-o", "a.o"}));
}

TEST(WrapperArgs, LinkAppendsRuntime) {
  std::vector<std::string> args = {"-g0", "a.o", "-o", "prog"};
  EXPECT_EQ(wrapperCommand(fakeToolchain(), true, args),
            (std::vector<std::string>{"/cc/clang", "--driver-mode=g++",
                                      "-fplugin=/L/libwmc_plugin.so", "-I/I",
                                      "-g0", "a.o", "-o", "prog", "-x", "none",
                                      "/L/libwmc_rt.a", "-lstdc++"}));
}

TEST(WrapperArgs, RuntimeStaysAnInputAfterDashDash) {
  std::vector<std::string> args = {"-O1", "--", "a.o"};
  EXPECT_EQ(
      wrapperCommand(fakeToolchain(), false, args),
      (std::vector<std::string>{"/cc/clang", "-fplugin=/L/libwmc_plugin.so",
                                "-I/I", "-g", "-O1", "-x", "none", "-lstdc++",
                                "--", "a.o", "/L/libwmc_rt.a"}));
}
