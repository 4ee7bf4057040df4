#include "OpenClTypes.h"
#include "OpenClConvert.h"

#include <gtest/gtest.h>

namespace wmc {
namespace {

TEST(OpenClTypes, ParsesScalarsVectorsSubstitutionsAndPointers) {
  auto P = parseClParams("_Z6selectDv2_fS_Dv2_i");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 3u);
  EXPECT_EQ((*P)[0].Code, 'f');
  EXPECT_EQ((*P)[1].Code, 'f');
  EXPECT_EQ((*P)[1].Lanes, 2u);
  EXPECT_EQ((*P)[2].Code, 'i');
  EXPECT_EQ((*P)[2].Lanes, 2u);

  P = parseClParams("_Z7mad_satDv16_hS_S_");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 3u);
  EXPECT_EQ((*P)[2].Code, 'h');
  EXPECT_EQ((*P)[2].Lanes, 16u);
  EXPECT_TRUE((*P)[2].isUnsigned());

  P = parseClParams("_Z8upsamplest");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 2u);
  EXPECT_FALSE((*P)[0].isUnsigned());
  EXPECT_TRUE((*P)[1].isUnsigned());
  EXPECT_EQ((*P)[1].bits(), 16u);

  // A pointer parameter yields its pointee, qualifiers skipped.
  P = parseClParams("_Z6vload3mPU9CLgenericKs");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 2u);
  EXPECT_EQ((*P)[0].Code, 'm');
  EXPECT_EQ((*P)[1].Code, 's');
  EXPECT_EQ((*P)[1].Lanes, 1u);
}

TEST(OpenClTypes, ParsesPointeeSubstitutionsAndHalf) {
  // fract(float4, float4 *): the pointee is the earlier vector.
  auto P = parseClParams("_Z5fractDv4_fPU9CLgenericS_");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 2u);
  EXPECT_EQ((*P)[1].Code, 'f');
  EXPECT_EQ((*P)[1].Lanes, 4u);
  P = parseClParams("_Z6remquoDv2_fS_PU9CLgenericDv2_i");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 3u);
  EXPECT_EQ((*P)[2].Code, 'i');
  EXPECT_EQ((*P)[2].Lanes, 2u);
  // vload_half4(size_t, const half *): `Dh` is half, 16 bits, a float type.
  P = parseClParams("_Z11vload_half4mPU9CLgenericKDh");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->size(), 2u);
  EXPECT_EQ((*P)[1].Code, 'H');
  EXPECT_EQ((*P)[1].bits(), 16u);
  EXPECT_TRUE((*P)[1].isFloat());
  // A pointee substitution needs an exactly tracked vector before it.
  EXPECT_FALSE(parseClParams("_Z5fractfPU9CLgenericS_"));
  EXPECT_FALSE(parseClParams("_Z3fooPDv4_fPS_"));
}

TEST(OpenClTypes, RejectsWhatItCannotRead) {
  EXPECT_FALSE(parseClParams("get_global_id"));
  EXPECT_FALSE(parseClParams("_Z3foo9my_struct"));
  EXPECT_FALSE(parseClParams("_Z3fooDv4_b"));
  EXPECT_FALSE(parseClParams("_Z3fooiS_")); // no vector to substitute
  // After a pointer the substitution indices are not tracked.
  EXPECT_FALSE(parseClParams("_Z3fooPDv4_fS_"));
}

TEST(OpenClConvertName, ReadsTypeLanesSaturationAndRounding) {
  auto S = parseConvertName("convert_uchar4_sat_rte");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->To.Code, 'h');
  EXPECT_EQ(S->To.Lanes, 4u);
  EXPECT_TRUE(S->Sat);
  EXPECT_EQ(S->Round, Rounding::Rte);

  S = parseConvertName("convert_double16_rtn");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->To.Code, 'd');
  EXPECT_EQ(S->To.Lanes, 16u);
  EXPECT_FALSE(S->Sat);
  EXPECT_EQ(S->Round, Rounding::Rtn);

  S = parseConvertName("convert_long");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->To.Lanes, 1u);
  EXPECT_EQ(S->Round, Rounding::Default);
}

TEST(OpenClConvertName, RejectsOtherNames) {
  for (const char *Bad :
       {"convert_int5", "convert_int_rtq", "convert_int_rte_sat", "convert_float_sat",
        "convert_bool", "convert_int_sat_rte_x", "convertint", "as_int"})
    EXPECT_FALSE(parseConvertName(Bad)) << Bad;
}

} // namespace
} // namespace wmc
