// The integer builtins' IR evaluated on constants, at the types' extremes.
#include "OpenClIntegerOps.h"
#include "FoldedIR.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace wmc {
namespace {

class IntegerOpsTest : public ::testing::Test {
protected:
  test::FoldedIR IR;
  Constant *i8(int V) { return IR.B.getInt8(uint8_t(V)); }
  Constant *i32(int64_t V) { return IR.B.getInt32(uint32_t(V)); }
  Constant *i64(int64_t V) { return IR.B.getInt64(uint64_t(V)); }
};

TEST_F(IntegerOpsTest, MulHiIsTheHighHalf) {
  auto mulhi = [&](Constant *X, Constant *Y, bool U) {
    return IR.fold([&](IRBuilder<> &B) { return mulHi(B, X, Y, U); });
  };
  EXPECT_EQ(IR.sint(mulhi(i32(INT32_MIN), i32(INT32_MIN), false)), 0x40000000);
  EXPECT_EQ(IR.sint(mulhi(i32(-1), i32(1), false)), -1);
  EXPECT_EQ(IR.uint(mulhi(i32(-1), i32(-1), true)), 0xfffffffeu);
  EXPECT_EQ(IR.sint(mulhi(i64(-3), i64(INT64_MAX), false)), -2);
  EXPECT_EQ(IR.sint(mulhi(i8(-128), i8(-128), false)), 64);
}

TEST_F(IntegerOpsTest, MadSatClamps) {
  auto madsat = [&](Constant *X, Constant *Y, Constant *Z, bool U) {
    return IR.fold([&](IRBuilder<> &B) { return madSat(B, X, Y, Z, U); });
  };
  EXPECT_EQ(IR.sint(madsat(i32(INT32_MAX), i32(2), i32(0), false)), INT32_MAX);
  EXPECT_EQ(IR.sint(madsat(i32(INT32_MIN), i32(2), i32(5), false)), INT32_MIN);
  EXPECT_EQ(IR.sint(madsat(i32(-3), i32(4), i32(2), false)), -10);
  EXPECT_EQ(IR.uint(madsat(i32(-1), i32(2), i32(0), true)), 0xffffffffu);
  EXPECT_EQ(IR.sint(madsat(i64(INT64_MIN), i64(-1), i64(0), false)), INT64_MAX);
  EXPECT_EQ(IR.uint(madsat(i8(20), i8(20), i8(0), true)), 255u);
}

TEST_F(IntegerOpsTest, HalfAddsRoundDownOrUp) {
  auto half = [&](Constant *X, Constant *Y, bool U, bool Up) {
    return IR.fold([&](IRBuilder<> &B) { return halfAdd(B, X, Y, U, Up); });
  };
  EXPECT_EQ(IR.sint(half(i32(INT32_MAX), i32(INT32_MAX), false, false)), INT32_MAX);
  EXPECT_EQ(IR.sint(half(i32(-1), i32(-2), false, false)), -2);
  EXPECT_EQ(IR.sint(half(i32(-1), i32(-2), false, true)), -1);
  EXPECT_EQ(IR.uint(half(i32(-1), i32(0), true, true)), 0x80000000u);
  EXPECT_EQ(IR.sint(half(i32(INT32_MIN), i32(INT32_MIN), false, true)), INT32_MIN);
}

TEST_F(IntegerOpsTest, UpsampleJoinsHalves) {
  auto up = [&](Constant *Hi, Constant *Lo) {
    return IR.fold([&](IRBuilder<> &B) { return upsample(B, Hi, Lo); });
  };
  EXPECT_EQ(IR.sint(up(i8(-1), i8(0))), -256);
  EXPECT_EQ(IR.uint(up(i8(0x12), i8(0x34))), 0x1234u);
  EXPECT_EQ(IR.sint(up(i32(INT32_MAX), i32(-1))), INT64_MAX);
}

} // namespace
} // namespace wmc
