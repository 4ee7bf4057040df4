// Memory::allocateCopy: the per-thread copies of thread_local variables.
#include "runtime/Memory.h"

#include <gtest/gtest.h>

#include <cstring>

using wmc::rt::Memory;

namespace {

TEST(MemoryCopy, StartsWithTheImageAndReportsItAsInitialValue) {
  Memory mem;
  int image = 0x04030201;
  auto *a = static_cast<int *>(mem.allocateCopy(0, &image, sizeof image, alignof(int), "x(T0)"));
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(*a, 0x04030201);
  bool uninitialized = true;
  EXPECT_EQ(mem.initialValue(reinterpret_cast<uintptr_t>(a), 4, uninitialized), 0x04030201u);
  EXPECT_FALSE(uninitialized);
  EXPECT_EQ(mem.initialValue(reinterpret_cast<uintptr_t>(a) + 2, 2, uninitialized), 0x0403u);
  EXPECT_EQ(mem.describe(reinterpret_cast<uintptr_t>(a), {"T0"}), "x(T0)");
}

TEST(MemoryCopy, EveryCopyStartsFromTheFirstImage) {
  Memory mem;
  int image = 7;
  auto *a = static_cast<int *>(mem.allocateCopy(0, &image, sizeof image, alignof(int), "x(T0)"));
  *a = 100;   // the copy's own writes
  image = 99; // the image is taken once, at the first copy
  auto *b = static_cast<int *>(mem.allocateCopy(1, &image, sizeof image, alignof(int), "x(T0.1)"));
  ASSERT_NE(b, nullptr);
  EXPECT_NE(a, b);
  EXPECT_EQ(*b, 7);
  EXPECT_EQ(mem.describe(reinterpret_cast<uintptr_t>(b), {"T0", "T0.1"}), "x(T0.1)");
  mem.resetForExecution();
  auto *c = static_cast<int *>(mem.allocateCopy(0, &image, sizeof image, alignof(int), "x(T0)"));
  EXPECT_EQ(c, a); // the same address in every execution, fresh contents
  EXPECT_EQ(*c, 7);
}

} // namespace
