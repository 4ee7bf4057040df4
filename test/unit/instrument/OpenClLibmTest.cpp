// The IR of the libm-based math builtins that does not call libm itself
// (sinpi/cospi reduction, rootn, nan, maxmag, fract, modf, frexp, lgamma_r's
// sign), evaluated on constants. LLVM's folder leaves libm calls and results
// that raise floating-point exceptions (pow(0, -2)) alone: the lit test
// libm-builtins.cl checks those.
#include "OpenClLibm.h"
#include "FoldedIR.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>

using namespace llvm;

namespace wmc {
namespace {

using namespace clmath;

class LibmTest : public ::testing::Test {
protected:
  test::FoldedIR IR;
  Constant *f(float V) { return ConstantFP::get(IR.B.getFloatTy(), V); }
  Constant *d(double V) { return ConstantFP::get(IR.B.getDoubleTy(), V); }
  Constant *i32(int V) { return IR.B.getInt32(uint32_t(V)); }
  // The result (Out: the out-parameter's value) of Fn on Args.
  Constant *run(MathFn Fn, std::vector<Value *> Args, std::vector<ClType> Params,
                bool Out = false) {
    return IR.fold([&](IRBuilder<> &B) -> Value * {
      std::optional<LibmResult> R = lowerLibm(B, Fn, Args, Params);
      EXPECT_TRUE(R);
      if (!R)
        return B.getInt32(0);
      return Out ? R->Out : R->Result;
    });
  }
  uint32_t bits(float V) { return std::bit_cast<uint32_t>(V); }
  uint64_t bits(double V) { return std::bit_cast<uint64_t>(V); }
};

const ClType F{'f', 1}, D{'d', 1}, I{'i', 1};
constexpr float Inf = std::numeric_limits<float>::infinity();

TEST_F(LibmTest, SinPiAndCosPiAreExactAtHalfIntegersWithSignedZeros) {
  EXPECT_EQ(IR.floatBits(run(SinPi, {f(0.5f)}, {F})), bits(1.0f));
  EXPECT_EQ(IR.floatBits(run(SinPi, {f(-1.5f)}, {F})), bits(1.0f));
  EXPECT_EQ(IR.floatBits(run(SinPi, {f(3.0f)}, {F})), bits(0.0f));
  EXPECT_EQ(IR.floatBits(run(SinPi, {f(-2.0f)}, {F})), bits(-0.0f));
  EXPECT_EQ(IR.floatBits(run(SinPi, {d(1.0)}, {D})), bits(0.0));
  EXPECT_EQ(IR.floatBits(run(CosPi, {f(1.0f)}, {F})), bits(-1.0f));
  EXPECT_EQ(IR.floatBits(run(CosPi, {f(-2.5f)}, {F})), bits(0.0f));
  EXPECT_EQ(IR.floatBits(run(CosPi, {d(7.0)}, {D})), bits(-1.0));
  EXPECT_EQ(IR.floatBits(run(TanPi, {f(0.5f)}, {F})), bits(Inf));
  EXPECT_EQ(IR.floatBits(run(TanPi, {f(1.0f)}, {F})), bits(-0.0f));
}

TEST_F(LibmTest, RootnKeepsOddRootsSignAndRejectsEvenRootsOfNegatives) {
  EXPECT_EQ(IR.floatBits(run(Rootn, {f(-27.0f), i32(3)}, {F, I})), bits(-3.0f));
  EXPECT_EQ(IR.floatBits(run(Rootn, {f(0.0625f), i32(-4)}, {F, I})), bits(2.0f));
  EXPECT_EQ(IR.floatBits(run(Rootn, {f(-0.0f), i32(2)}, {F, I})), bits(0.0f));
  EXPECT_TRUE(std::isnan(
      std::bit_cast<float>(uint32_t(IR.floatBits(run(Rootn, {f(-4.0f), i32(2)}, {F, I}))))));
  EXPECT_TRUE(std::isnan(
      std::bit_cast<float>(uint32_t(IR.floatBits(run(Rootn, {f(4.0f), i32(0)}, {F, I}))))));
}

TEST_F(LibmTest, NanCarriesItsCodeAndMaxmagPicksTheLargerMagnitude) {
  EXPECT_EQ(IR.floatBits(run(Nan, {i32(5)}, {ClType{'j', 1}})), 0x7fc00005u);
  EXPECT_EQ(IR.floatBits(run(Nan, {IR.B.getInt64(9)}, {ClType{'m', 1}})), 0x7ff8000000000009u);
  EXPECT_EQ(IR.floatBits(run(Maxmag, {f(-3.0f), f(2.0f)}, {F, F})), bits(-3.0f));
  EXPECT_EQ(IR.floatBits(run(Maxmag, {f(-2.0f), f(2.0f)}, {F, F})), bits(2.0f));
  EXPECT_EQ(IR.floatBits(run(Minmag, {f(-2.0f), f(2.0f)}, {F, F})), bits(-2.0f));
  EXPECT_EQ(IR.floatBits(run(Minmag, {f(0.5f), f(-2.0f)}, {F, F})), bits(0.5f));
}

TEST_F(LibmTest, FractModfAndFrexpSplitValues) {
  EXPECT_EQ(IR.floatBits(run(Fract, {f(-2.25f)}, {F, F})), bits(0.75f));
  EXPECT_EQ(IR.floatBits(run(Fract, {f(-2.25f)}, {F, F}, true)), bits(-3.0f));
  EXPECT_EQ(IR.floatBits(run(Fract, {f(-1e-30f)}, {F, F})), bits(0x1.fffffep-1f));
  EXPECT_EQ(IR.floatBits(run(Fract, {f(-Inf)}, {F, F})), bits(-0.0f));
  EXPECT_EQ(IR.floatBits(run(Modf, {f(-3.5f)}, {F, F})), bits(-0.5f));
  EXPECT_EQ(IR.floatBits(run(Modf, {f(-3.5f)}, {F, F}, true)), bits(-3.0f));
  EXPECT_EQ(IR.floatBits(run(Modf, {f(-2.0f)}, {F, F})), bits(-0.0f));
  EXPECT_EQ(IR.floatBits(run(Modf, {f(Inf)}, {F, F})), bits(0.0f));
  EXPECT_EQ(IR.sint(run(Frexp, {f(12.0f)}, {F, I}, true)), 4);
  EXPECT_EQ(IR.sint(run(Frexp, {f(Inf)}, {F, I}, true)), 0);
  EXPECT_EQ(IR.sint(run(Frexp, {f(0.0f)}, {F, I}, true)), 0);
}

TEST_F(LibmTest, LgammaSignFollowsGamma) {
  EXPECT_EQ(IR.sint(run(LgammaR, {f(-0.5f)}, {F, I}, true)), -1);
  EXPECT_EQ(IR.sint(run(LgammaR, {f(-1.5f)}, {F, I}, true)), 1);
  EXPECT_EQ(IR.sint(run(LgammaR, {f(-2.5f)}, {F, I}, true)), -1);
  EXPECT_EQ(IR.sint(run(LgammaR, {f(-0.0f)}, {F, I}, true)), -1);
  EXPECT_EQ(IR.sint(run(LgammaR, {f(3.0f)}, {F, I}, true)), 1);
  EXPECT_EQ(IR.sint(run(LgammaR, {f(-2.0f)}, {F, I}, true)), 1); // a pole
}

TEST_F(LibmTest, RejectsMismatchedTypes) {
  IR.fold([&](IRBuilder<> &B) -> Value * {
    EXPECT_FALSE(lowerLibm(B, Atan2, {f(1.0f), d(1.0)}, {F, D}));
    EXPECT_FALSE(lowerLibm(B, Frexp, {f(1.0f)}, {F, F})); // exponent must be int
    EXPECT_FALSE(lowerLibm(B, Tan, {i32(1)}, {I}));
    EXPECT_FALSE(lowerLibm(B, Nan, {i32(1)}, {I})); // nan takes unsigned codes
    return B.getInt32(0);
  });
}

} // namespace
} // namespace wmc
