// The __CUDA_ARCH__ directives wmc-cuda-lower puts around device-only
// functions (dialect/DeviceArch.h): a #define before the first line and an
// #undef after the last, each followed by #line so lines keep their
// numbers; ranges that overlap or touch are merged so that directives never
// nest.
#include "DeviceArch.h"

#include <gtest/gtest.h>

namespace wmc::dialect {
namespace {

std::string define(unsigned line) {
  return "#define __CUDA_ARCH__ WMC_CUDA_ARCH\n#line " + std::to_string(line) + "\n";
}
std::string undef(unsigned line) {
  return "#undef __CUDA_ARCH__\n#line " + std::to_string(line) + "\n";
}

TEST(DeviceArchTest, OneFunction) {
  auto out = deviceArchInsertions({{5, 9}});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].line, 5u);
  EXPECT_EQ(out[0].text, define(5));
  EXPECT_EQ(out[1].line, 10u); // after the last line
  EXPECT_EQ(out[1].text, undef(10));
}

TEST(DeviceArchTest, MergesOverlappingAndAdjacentRangesInLineOrder) {
  // 20-22 and 23-30 touch, 25-26 is nested (a method of a local class),
  // 40 is alone; given out of order.
  auto out = deviceArchInsertions({{40, 40}, {23, 30}, {20, 22}, {25, 26}});
  ASSERT_EQ(out.size(), 4u);
  EXPECT_EQ(out[0].line, 20u);
  EXPECT_EQ(out[1].line, 31u);
  EXPECT_EQ(out[1].text, undef(31));
  EXPECT_EQ(out[2].line, 40u);
  EXPECT_EQ(out[3].line, 41u);
}

TEST(DeviceArchTest, NoFunctionsNoDirectives) { EXPECT_TRUE(deviceArchInsertions({}).empty()); }

} // namespace
} // namespace wmc::dialect
