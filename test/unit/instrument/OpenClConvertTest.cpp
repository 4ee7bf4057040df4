// lowerConvert's IR evaluated on constants: the OpenCL rounding and
// saturation rules at their edges.
#include "OpenClConvert.h"
#include "FoldedIR.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

using namespace llvm;

namespace wmc {
namespace {

class ConvertTest : public ::testing::Test {
protected:
  test::FoldedIR IR;

  Constant *convert(Constant *X, ClType From, const char *Name) {
    std::optional<ConvertSpec> S = parseConvertName(Name);
    EXPECT_TRUE(S) << Name;
    return IR.fold([&](IRBuilder<> &B) { return lowerConvert(B, X, From, *S); });
  }
  Constant *f32(float V) { return ConstantFP::get(IR.B.getFloatTy(), V); }
  Constant *f64(double V) { return ConstantFP::get(IR.B.getDoubleTy(), V); }
  Constant *i32(int64_t V) { return IR.B.getInt32(uint32_t(V)); }
  Constant *i64(int64_t V) { return IR.B.getInt64(uint64_t(V)); }
  uint64_t bits(float V) {
    uint32_t U;
    std::memcpy(&U, &V, 4);
    return U;
  }
  static constexpr ClType F{'f'}, D{'d'}, I{'i'}, J{'j'}, L{'l'}, M{'m'};
};

TEST_F(ConvertTest, FloatToIntRoundsAsNamed) {
  EXPECT_EQ(IR.sint(convert(f32(2.5f), F, "convert_int_rte")), 2);
  EXPECT_EQ(IR.sint(convert(f32(3.5f), F, "convert_int_rte")), 4);
  EXPECT_EQ(IR.sint(convert(f32(-2.5f), F, "convert_int_rte")), -2);
  EXPECT_EQ(IR.sint(convert(f32(-2.7f), F, "convert_int")), -2);
  EXPECT_EQ(IR.sint(convert(f32(-2.7f), F, "convert_int_rtz")), -2);
  EXPECT_EQ(IR.sint(convert(f32(-2.1f), F, "convert_int_rtn")), -3);
  EXPECT_EQ(IR.sint(convert(f32(2.1f), F, "convert_int_rtp")), 3);
}

TEST_F(ConvertTest, FloatToIntSaturates) {
  float Nan = std::numeric_limits<float>::quiet_NaN();
  float Inf = std::numeric_limits<float>::infinity();
  EXPECT_EQ(IR.sint(convert(f32(Nan), F, "convert_int_sat")), 0);
  EXPECT_EQ(IR.sint(convert(f32(Inf), F, "convert_int_sat")), INT32_MAX);
  EXPECT_EQ(IR.sint(convert(f32(-Inf), F, "convert_int_sat")), INT32_MIN);
  EXPECT_EQ(IR.uint(convert(f32(300.7f), F, "convert_uchar_sat")), 255u);
  EXPECT_EQ(IR.uint(convert(f32(-5.0f), F, "convert_uint_sat")), 0u);
  EXPECT_EQ(IR.sint(convert(f32(127.5f), F, "convert_char_sat_rte")), 127);
  EXPECT_EQ(IR.sint(convert(f64(-1e300), D, "convert_long_sat")), INT64_MIN);
}

TEST_F(ConvertTest, IntToIntWrapsOrClamps) {
  EXPECT_EQ(IR.uint(convert(i32(-1), I, "convert_uint")), 0xffffffffu);
  EXPECT_EQ(IR.sint(convert(i32(300), I, "convert_char")), 44);
  EXPECT_EQ(IR.uint(convert(i32(-1), I, "convert_uchar_sat")), 0u);
  EXPECT_EQ(IR.uint(convert(i32(256), I, "convert_uchar_sat")), 255u);
  EXPECT_EQ(IR.sint(convert(i32(200), J, "convert_char_sat")), 127);
  EXPECT_EQ(IR.sint(convert(i32(-1), J, "convert_int_sat")), INT32_MAX); // 0xffffffffu
  EXPECT_EQ(IR.sint(convert(i64(-1), M, "convert_long_sat")), INT64_MAX);
  EXPECT_EQ(IR.uint(convert(i64(INT64_MIN), L, "convert_ulong_sat")), 0u);
}

TEST_F(ConvertTest, IntToFloatTakesTheNamedNeighbour) {
  EXPECT_EQ(IR.floatBits(convert(i32(16777217), I, "convert_float")), bits(16777216.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(16777217), I, "convert_float_rtz")), bits(16777216.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(16777217), I, "convert_float_rtp")), bits(16777218.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(-16777217), I, "convert_float_rtn")), bits(-16777218.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(-16777217), I, "convert_float_rtz")), bits(-16777216.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(16777219), I, "convert_float_rte")), bits(16777220.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(-1), J, "convert_float_rtz")), bits(4294967040.0f));
  EXPECT_EQ(IR.floatBits(convert(i32(-1), J, "convert_float_rtp")), bits(4294967296.0f));
  EXPECT_EQ(IR.floatBits(convert(i64(INT64_MAX), L, "convert_float_rtz")),
            bits(9223371487098961920.0f));
}

TEST_F(ConvertTest, DoubleToFloatTakesTheNamedNeighbour) {
  EXPECT_EQ(IR.floatBits(convert(f64(0.1), D, "convert_float_rtz")), 0x3dccccccu);
  EXPECT_EQ(IR.floatBits(convert(f64(0.1), D, "convert_float_rtp")), 0x3dcccccdu);
  EXPECT_EQ(IR.floatBits(convert(f64(-0.1), D, "convert_float_rtn")), 0xbdcccccdu);
  EXPECT_EQ(IR.floatBits(convert(f64(1e300), D, "convert_float_rtz")),
            bits(std::numeric_limits<float>::max()));
  EXPECT_EQ(IR.floatBits(convert(f64(1e300), D, "convert_float_rtp")), 0x7f800000u);
  EXPECT_EQ(IR.floatBits(convert(f64(1e-50), D, "convert_float_rtp")), 1u);
  EXPECT_EQ(IR.floatBits(convert(f64(-1e-50), D, "convert_float_rtn")), 0x80000001u);
  EXPECT_EQ(IR.floatBits(convert(f64(-1e-50), D, "convert_float_rtz")), 0x80000000u);
}

TEST_F(ConvertTest, VectorsConvertLaneByLane) {
  Constant *X = ConstantVector::get({f32(2.5f), f32(-3.5f), f32(NAN), f32(1e10f)});
  Constant *R = convert(X, ClType{'f', 4}, "convert_int4_sat_rte");
  EXPECT_EQ(IR.sint(R, 0), 2);
  EXPECT_EQ(IR.sint(R, 1), -4);
  EXPECT_EQ(IR.sint(R, 2), 0);
  EXPECT_EQ(IR.sint(R, 3), INT32_MAX);
}

} // namespace
} // namespace wmc
