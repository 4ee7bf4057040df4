#include "AstFixture.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

TEST(CheckNames, RoundTrip) {
  for (CheckKind check : kAllChecks)
    EXPECT_EQ(checkFromName(checkName(check)), check);
  EXPECT_EQ(checkName(CheckKind::SharedRace), "wmc-shared-race");
  EXPECT_FALSE(checkFromName("wmc-nonsense"));
}

TEST(AstFixture, ParsesEveryDialect) {
  EXPECT_TRUE(parse("int x;", Lang::C));
  EXPECT_TRUE(parse("#include <atomic>\nstd::atomic<int> x;", Lang::Cxx));
  EXPECT_TRUE(parse("__global__ void k(int *p) { p[threadIdx.x] = 1; __syncthreads(); }",
                    Lang::Cuda));
  EXPECT_TRUE(parse("__kernel void k(__global int *p) { p[get_global_id(0)] = 1; "
                    "barrier(CLK_LOCAL_MEM_FENCE); }",
                    Lang::OpenCl));
}

} // namespace
} // namespace wmc::analysis::test
