#include "ResponseFile.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <unistd.h>

using namespace wmc::tools;

TEST(ResponseFile, Split) {
  EXPECT_EQ(
      splitResponseFile("  -c\n a.c 'b c.c' \"d\\\"e\" f\\ g ''"),
      (std::vector<std::string>{"-c", "a.c", "b c.c", "d\"e", "f g", ""}));
  EXPECT_TRUE(splitResponseFile(" \n\t").empty());
}

TEST(ResponseFile, ExpandsRecursivelyAndKeepsUnreadable) {
  char dir[] = "/tmp/wmc-rsp-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string inner = std::string(dir) + "/inner.rsp";
  std::string outer = std::string(dir) + "/outer.rsp";
  std::ofstream(inner) << "-c x.c";
  std::ofstream(outer) << "-O2 @" << inner;
  std::vector<std::string> args = {"@" + outer, "@/nonexistent/file", "y.o"};
  EXPECT_EQ(expandResponseFiles(args),
            (std::vector<std::string>{"-O2", "-c", "x.c", "@/nonexistent/file",
                                      "y.o"}));
  // A file that includes itself stops at the depth limit.
  std::ofstream(inner) << "@" << inner;
  EXPECT_EQ(expandResponseFiles(std::vector<std::string>{"@" + inner}).size(),
            1u);
  std::remove(inner.c_str());
  std::remove(outer.c_str());
  rmdir(dir);
}
