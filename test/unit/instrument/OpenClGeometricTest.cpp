// cross and scalar fast_normalize evaluated on constants; LLVM's folder
// leaves lane reductions alone, so the vector forms of normalize and
// fast_normalize are checked by the lit test geometric-builtins.cl.
#include "OpenClGeometric.h"
#include "FoldedIR.h"

#include <gtest/gtest.h>

#include <bit>

using namespace llvm;

namespace wmc {
namespace {

class GeometricTest : public ::testing::Test {
protected:
  test::FoldedIR IR;
  Constant *vec(std::initializer_list<float> Lanes) {
    SmallVector<Constant *, 4> C;
    for (float L : Lanes)
      C.push_back(ConstantFP::get(IR.B.getFloatTy(), L));
    return ConstantVector::get(C);
  }
  static uint64_t bits(float V) { return std::bit_cast<uint32_t>(V); }
};

TEST_F(GeometricTest, CrossIsRightHandedWithAZeroFourthLane) {
  Constant *C =
      IR.fold([&](IRBuilder<> &B) { return lowerCross(B, vec({1, 2, 3, 7}), vec({4, 5, 6, 9})); });
  EXPECT_EQ(IR.floatBits(C, 0), bits(-3.0f));
  EXPECT_EQ(IR.floatBits(C, 1), bits(6.0f));
  EXPECT_EQ(IR.floatBits(C, 2), bits(-3.0f));
  EXPECT_EQ(IR.floatBits(C, 3), bits(0.0f));
  C = IR.fold([&](IRBuilder<> &B) { return lowerCross(B, vec({0, 1, 0}), vec({1, 0, 0})); });
  EXPECT_EQ(IR.floatBits(C, 2), bits(-1.0f));
}

TEST_F(GeometricTest, CrossRejectsOtherWidths) {
  IR.fold([&](IRBuilder<> &B) -> Value * {
    EXPECT_EQ(lowerCross(B, vec({1, 2}), vec({3, 4})), nullptr);
    EXPECT_EQ(lowerCross(B, vec({1, 2, 3}), vec({3, 4, 5, 6})), nullptr);
    return B.getInt32(0);
  });
}

TEST_F(GeometricTest, FastNormalizeOfAScalarIsItsSign) {
  Constant *C = IR.fold([&](IRBuilder<> &B) {
    return lowerFastNormalize(B, ConstantFP::get(B.getFloatTy(), -4.0f));
  });
  EXPECT_EQ(IR.floatBits(C), bits(-1.0f));
}

} // namespace
} // namespace wmc
