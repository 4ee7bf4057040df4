// vload_half / vstore_half names, offsets, and the rounding of stores,
// evaluated on constants.
#include "OpenClHalf.h"
#include "FoldedIR.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace wmc {
namespace {

TEST(OpenClHalfName, ReadsDirectionAlignmentLanesAndRounding) {
  auto S = parseHalfAccessName("vload_half");
  ASSERT_TRUE(S);
  EXPECT_FALSE(S->Store);
  EXPECT_FALSE(S->Aligned);
  EXPECT_EQ(S->Lanes, 1u);
  S = parseHalfAccessName("vstorea_half3_rtn");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->Store);
  EXPECT_TRUE(S->Aligned);
  EXPECT_EQ(S->Lanes, 3u);
  EXPECT_EQ(S->Round, Rounding::Rtn);
  S = parseHalfAccessName("vstore_half16");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Lanes, 16u);
  EXPECT_EQ(S->Round, Rounding::Default);
  S = parseHalfAccessName("vloada_half8");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->Aligned);
}

TEST(OpenClHalfName, RejectsOtherNames) {
  EXPECT_FALSE(parseHalfAccessName("vloada_half")); // no aligned scalar form
  EXPECT_FALSE(parseHalfAccessName("vstorea_half_rte"));
  EXPECT_FALSE(parseHalfAccessName("vload_half5"));
  EXPECT_FALSE(parseHalfAccessName("vload_half4_rte")); // loads do not round
  EXPECT_FALSE(parseHalfAccessName("vstore_half4_sat"));
  EXPECT_FALSE(parseHalfAccessName("vstore4"));
  EXPECT_FALSE(parseHalfAccessName("vload_halfx"));
}

TEST(OpenClHalf, AlignedThreeVectorsStepByFourHalves) {
  test::FoldedIR IR;
  auto offset = [&](const char *Name, uint64_t Off) {
    HalfAccessSpec S = *parseHalfAccessName(Name);
    return IR.uint(IR.fold([&](IRBuilder<> &B) { return halfByteOffset(B, S, B.getInt64(Off)); }));
  };
  EXPECT_EQ(offset("vload_half", 5), 10u);
  EXPECT_EQ(offset("vload_half3", 2), 12u);
  EXPECT_EQ(offset("vloada_half3", 2), 16u);
  EXPECT_EQ(offset("vstorea_half4", 1), 8u);
}

} // namespace
} // namespace wmc
