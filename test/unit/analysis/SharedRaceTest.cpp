#include "CheckReport.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

std::vector<FindingReport> races(std::string_view code, Lang lang = Lang::Cuda) {
  return report(code, lang, CheckKind::SharedRace);
}

constexpr const char *kTreeReduction = R"(#define N 64
__global__ void sum(const int *in, int *out) {
  __shared__ int partial[N];
  unsigned t = threadIdx.x;
  partial[t] = in[t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) {
      int other = partial[t + stride];
      partial[t] += other;
    }
    __syncthreads();
  }
  if (t == 0)
    *out = partial[0];
}
)";

TEST(SharedRace, TreeReductionWithBarrierInLoopIsSilent) {
  EXPECT_TRUE(races(kTreeReduction).empty());
}

TEST(SharedRace, TreeReductionWithoutLoopBarrierIsWarnedWithFixIt) {
  std::string code = kTreeReduction;
  code.replace(code.find("    __syncthreads();\n  }"), 21, "");
  auto found = races(code);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 9u);
  EXPECT_EQ(found[0].message, "data race on shared memory 'partial': this read and a write by "
                              "another thread of the block may touch the same element with no "
                              "barrier between them");
  ASSERT_EQ(found[0].notes.size(), 1u);
  EXPECT_EQ(found[0].notes[0].line, 10u);
  EXPECT_EQ(found[0].notes[0].message, "the write by another thread");
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 12u);
  EXPECT_EQ(found[0].fixits[0].column, 1u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
  EXPECT_EQ(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace), kTreeReduction);
}

} // namespace
} // namespace wmc::analysis::test
