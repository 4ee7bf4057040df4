// How cudaMemcpy and cudaMemset order their work with the host
// (runtime/gpu/MemcpyOrder.h) and the device memory it is decided from
// (Memory::markDevice).
#include "runtime/gpu/MemcpyOrder.h"
#include "runtime/Memory.h"

#include <gtest/gtest.h>

namespace wmc::rt {
namespace {

constexpr auto kind(MemcpyKind k) { return static_cast<int32_t>(k); }

TEST(MemcpyOrder, CopiesThatInvolveTheHostAreSynchronous) {
  // The kind decides, whatever the pointers are (CUDA trusts it).
  for (MemcpyKind k : {MemcpyKind::HostToHost, MemcpyKind::HostToDevice, MemcpyKind::DeviceToHost})
    for (bool dst : {false, true})
      for (bool src : {false, true})
        EXPECT_EQ(planMemcpy(kind(k), dst, src), MemcpyPlan::HostCopies);
}

TEST(MemcpyOrder, DeviceToDeviceGoesOnTheDefaultStream) {
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::DeviceToDevice), true, true), MemcpyPlan::DefaultStream);
}

TEST(MemcpyOrder, DeviceToDeviceOfHostMemoryIsRejected) {
  // Never an asynchronous copy of a host (stack) buffer.
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::DeviceToDevice), false, true), MemcpyPlan::NotDeviceMemory);
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::DeviceToDevice), true, false), MemcpyPlan::NotDeviceMemory);
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::DeviceToDevice), false, false),
            MemcpyPlan::NotDeviceMemory);
}

TEST(MemcpyOrder, DefaultIsDeviceToDeviceOnlyForTwoDevicePointers) {
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::Default), true, true), MemcpyPlan::DefaultStream);
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::Default), true, false), MemcpyPlan::HostCopies);
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::Default), false, true), MemcpyPlan::HostCopies);
  EXPECT_EQ(planMemcpy(kind(MemcpyKind::Default), false, false), MemcpyPlan::HostCopies);
}

TEST(MemcpyOrder, OtherValuesAreNoKind) {
  EXPECT_EQ(planMemcpy(5, true, true), MemcpyPlan::BadKind);
  EXPECT_EQ(planMemcpy(-1, false, false), MemcpyPlan::BadKind);
}

TEST(MemsetOrder, OnlyPlainDeviceMemoryIsFilledOnTheDefaultStream) {
  EXPECT_EQ(planMemset(true, false), MemsetPlan::DefaultStream); // cudaMalloc
  EXPECT_EQ(planMemset(true, true), MemsetPlan::HostFills);      // cudaMallocManaged
  // Pinned host memory, or host memory CUDA would reject: never a fill of a
  // host (stack) buffer after the host went on.
  EXPECT_EQ(planMemset(false, false), MemsetPlan::HostFills);
}

TEST(MemoryDevice, ManagedBlocksAreDeviceMemoryToo) {
  Memory mem;
  auto *device = static_cast<char *>(mem.allocate(0, 16, 16, false));
  auto *managed = static_cast<char *>(mem.allocate(0, 16, 16, false));
  auto *host = static_cast<char *>(mem.allocate(0, 16, 16, false));
  mem.markDevice(device);
  mem.markDevice(managed, true);
  EXPECT_TRUE(mem.isDeviceMemory(managed + 15));
  EXPECT_TRUE(mem.isManagedMemory(managed + 15));
  EXPECT_FALSE(mem.isManagedMemory(device));
  EXPECT_FALSE(mem.isManagedMemory(host));
  int local = 0;
  EXPECT_FALSE(mem.isManagedMemory(&local));
}

TEST(MemoryDevice, AReallocatedBlockLosesTheManagedMark) {
  // The next execution may allocate the same address with cudaMalloc.
  Memory mem;
  void *block = mem.allocate(0, 8, 16, false);
  mem.markDevice(block, true);
  mem.resetForExecution();
  EXPECT_TRUE(mem.isManagedMemory(block)); // the earlier execution's block
  EXPECT_EQ(mem.allocate(0, 8, 16, false), block);
  mem.markDevice(block);
  EXPECT_TRUE(mem.isDeviceMemory(block));
  EXPECT_FALSE(mem.isManagedMemory(block));
}

TEST(MemoryDevice, OnlyMarkedBlocksAreDeviceMemoryWholly) {
  Memory mem;
  auto *device = static_cast<char *>(mem.allocate(0, 16, 16, false));
  auto *host = static_cast<char *>(mem.allocate(0, 16, 16, false));
  mem.markDevice(device);
  EXPECT_TRUE(mem.isDeviceMemory(device));
  EXPECT_TRUE(mem.isDeviceMemory(device + 15)); // an interior pointer
  EXPECT_FALSE(mem.isDeviceMemory(host));
  int local = 0;
  EXPECT_FALSE(mem.isDeviceMemory(&local));
  EXPECT_FALSE(mem.isDeviceMemory(nullptr));
}

TEST(MemoryDevice, AFreedDeviceBlockStaysDeviceMemory) {
  // A copy from it is then reported as a use after free, not as bad input.
  Memory mem;
  void *device = mem.allocate(0, 8, 16, false);
  mem.markDevice(device);
  ASSERT_TRUE(mem.release(device));
  EXPECT_TRUE(mem.isDeviceMemory(device));
}

TEST(MemoryDevice, ABlockOfAnEarlierExecutionCountsUntilReallocated) {
  // A thread may replay a copy before the allocating thread replays its
  // cudaMalloc; the same allocation then gets the mark again.
  Memory mem;
  void *device = mem.allocate(0, 8, 16, false);
  mem.markDevice(device);
  mem.resetForExecution();
  EXPECT_TRUE(mem.isDeviceMemory(device));
  EXPECT_EQ(mem.allocate(0, 8, 16, false), device);
  EXPECT_FALSE(mem.isDeviceMemory(device)); // not marked in this execution yet
  mem.markDevice(device);
  EXPECT_TRUE(mem.isDeviceMemory(device));
}

} // namespace
} // namespace wmc::rt
