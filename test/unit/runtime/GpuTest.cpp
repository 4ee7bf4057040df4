// The pure parts of the runtime's GPU support: launch shapes and thread
// labels, kernel argument values, the fixed homes of block-shared instances
// and argument blocks; and the barrier protocol the runtime drives
// (runtime/gpu/Barrier.cpp): a thread that waited is woken and leaves, it
// does not arrive again.
#include "explore/Explorer.h"
#include "runtime/gpu/BlockShared.h"
#include "runtime/gpu/Dims.h"

#include <gtest/gtest.h>

#include <cstring>

namespace wmc::rt {
namespace {

TEST(GpuDims, ParsesOneToThreeSizes) {
  gpu::Dim3 d;
  EXPECT_FALSE(gpu::parseDim3("4", d));
  EXPECT_EQ(d, (gpu::Dim3{4, 1, 1}));
  EXPECT_FALSE(gpu::parseDim3("2,3", d));
  EXPECT_EQ(d, (gpu::Dim3{2, 3, 1}));
  EXPECT_FALSE(gpu::parseDim3("2,3,5", d));
  EXPECT_EQ(d, (gpu::Dim3{2, 3, 5}));
  EXPECT_EQ(gpu::volume(d), 30u);
  for (const char *bad :
       {"", "0", "1,0", "1,2,3,4", "x", "1,,2", "-1", "99999999999", "4294967296"})
    EXPECT_TRUE(gpu::parseDim3(bad, d)) << bad;
  EXPECT_EQ(d, (gpu::Dim3{2, 3, 5})); // unchanged by a bad value
}

TEST(GpuDims, VolumeSaturatesInsteadOfWrapping) {
  EXPECT_EQ(gpu::volume({4294967295u, 4294967295u, 1}), 18446744065119617025ull);
  // 4294967293 * 4294967263 * 1908874355 = 121 modulo 2^64.
  EXPECT_EQ(gpu::volume({4294967293u, 4294967263u, 1908874355u}), UINT64_MAX);
  EXPECT_EQ(gpu::volume({4194304u, 2097152u, 2097152u}), UINT64_MAX); // 2^64 exactly
}

TEST(GpuDims, CoordinatesAndLabels) {
  gpu::Dim3 shape{2, 3, 2};
  EXPECT_EQ(gpu::coords(0, shape), (gpu::Dim3{0, 0, 0}));
  EXPECT_EQ(gpu::coords(1, shape), (gpu::Dim3{1, 0, 0}));
  EXPECT_EQ(gpu::coords(2, shape), (gpu::Dim3{0, 1, 0}));
  EXPECT_EQ(gpu::coords(11, shape), (gpu::Dim3{1, 2, 1}));
  EXPECT_EQ(gpu::threadLabel({3, 0, 0}, {4, 1, 1}, {1, 0, 0}, {2, 1, 1}), "b3,t1");
  EXPECT_EQ(gpu::threadLabel({1, 0, 0}, {2, 1, 1}, {1, 2, 0}, {2, 3, 1}), "b1,t(1,2,0)");
  EXPECT_EQ(gpu::coordLabel('b', {0, 1, 0}, {1, 2, 1}), "b(0,1,0)");
}

TEST(GpuDims, KernelArguments) {
  std::vector<std::pair<uint32_t, std::string>> args;
  EXPECT_FALSE(gpu::parseKernelArgs("1=5,2=-3", args));
  EXPECT_FALSE(gpu::parseKernelArgs("0=0x10", args));
  ASSERT_EQ(args.size(), 3u);
  EXPECT_EQ(args[1], (std::pair<uint32_t, std::string>{2, "-3"}));
  for (const char *bad : {"", "x", "1", "=3", "a=3", "1=", "1=abc", "1=2,"})
    EXPECT_TRUE(gpu::parseKernelArgs(bad, args)) << bad;

  uint64_t bits = 0;
  EXPECT_FALSE(gpu::intArgBits("-1", 4, bits));
  EXPECT_EQ(bits, 0xFFFFFFFFu);
  EXPECT_FALSE(gpu::intArgBits("0x10", 2, bits));
  EXPECT_EQ(bits, 16u);
  EXPECT_FALSE(gpu::intArgBits("255", 1, bits));
  EXPECT_TRUE(gpu::intArgBits("256", 1, bits));
  EXPECT_TRUE(gpu::intArgBits("-129", 1, bits));
  EXPECT_TRUE(gpu::intArgBits("1.5", 4, bits));
  EXPECT_FALSE(gpu::floatArgBits("1.5", 4, bits));
  float f = 0;
  std::memcpy(&f, &bits, 4);
  EXPECT_EQ(f, 1.5f);
  EXPECT_FALSE(gpu::floatArgBits("-2", 8, bits));
  double d = 0;
  std::memcpy(&d, &bits, 8);
  EXPECT_EQ(d, -2.0);
  EXPECT_TRUE(gpu::floatArgBits("1", 2, bits));
}

TEST(BlockShared, OneFixedInstancePerLaunchBlockAndVariable) {
  BlockSharedMemory m;
  int tile = 0, other = 0; // stand-ins for the module's variables (keys)
  m.nameVariable(&tile, "tile", 4);
  auto *b0 = static_cast<int *>(m.instance(1, 0, &tile, 16, "b0"));
  auto *b1 = static_cast<int *>(m.instance(1, 1, &tile, 16, "b1"));
  void *o0 = m.instance(1, 0, &other, 4, "b0");
  void *l2 = m.instance(2, 0, &tile, 16, "b0 of launch 2");
  ASSERT_TRUE(b0 && b1 && o0 && l2);
  EXPECT_NE(b0, b1);
  EXPECT_NE(static_cast<void *>(b0), o0);
  EXPECT_NE(static_cast<void *>(b0), l2);
  EXPECT_EQ(m.instance(1, 0, &tile, 16, "b0"), b0); // the same key: the same home
  auto a = [](const void *p, size_t off = 0) { return reinterpret_cast<uintptr_t>(p) + off; };
  EXPECT_TRUE(m.contains(a(b1, 12)));
  EXPECT_FALSE(m.contains(a(&tile)));
  EXPECT_EQ(m.describe(a(b1, 8)), "tile[2]@b1");
  EXPECT_EQ(m.describe(a(l2)), "tile[0]@b0 of launch 2");
  EXPECT_EQ(m.describe(a(o0)), "shared@b0");
  EXPECT_EQ(m.elementSize(a(b0, 4)), 4u);

  b1[3] = 7; // an execution leaves its data behind; the next starts from zeroes
  m.resetForExecution();
  EXPECT_EQ(m.instance(1, 1, &tile, 16, "b1"), b1);
  EXPECT_EQ(b1[3], 0);
}

TEST(ArgumentMemory, SameLaunchAndBytesSameHome) {
  ArgumentMemory m;
  int args[2] = {1, 2};
  auto *p = static_cast<int *>(m.place(1, args, sizeof args));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p[1], 2);
  p[1] = 9; // a kernel changed its copy
  EXPECT_EQ(m.place(1, args, sizeof args), p);
  EXPECT_EQ(p[1], 2);
  EXPECT_NE(m.place(2, args, sizeof args), p);
  args[0] = 5; // other bytes: another location, so initial values never change
  EXPECT_NE(m.place(1, args, sizeof args), p);
  EXPECT_EQ(m.describe(reinterpret_cast<uintptr_t>(p) + 4), "arguments of launch 1+4");
}

class NoEnv final : public Environment {
public:
  Value initialValue(Addr, unsigned, bool &uninitialized) override {
    uninitialized = false;
    return 0;
  }
};

TEST(GpuBarrier, WokenThreadLeavesWithoutArrivingAgain) {
  NoEnv env;
  Explorer ex(createModel("sc"), ExplorerOptions{}, env);
  int siteA = 0, siteB = 0;
  const Addr id = 0x1000;
  ASSERT_TRUE(ex.beginRun());
  ex.threadStart(0, nullptr);
  ThreadId t1 = ex.threadCreate(0, nullptr, gpuPlace(1, 0), "b0,t0");
  ThreadId t2 = ex.threadCreate(0, nullptr, gpuPlace(1, 0), "b0,t1");
  ex.threadStart(t1, nullptr);
  ex.threadStart(t2, nullptr);
  for (SiteId site : {SiteId(&siteA), SiteId(&siteB)}) { // two barriers in a row
    EXPECT_FALSE(ex.barrier(t1, id, 2, site));           // first to arrive: waits
    EXPECT_EQ(ex.thread(t1).status, ThreadStatus::AtBarrier);
    EXPECT_TRUE(ex.barrier(t2, id, 2, site)); // last to arrive: leaves, wakes t1
    EXPECT_EQ(ex.thread(t1).status, ThreadStatus::Runnable);
    EXPECT_TRUE(ex.barrier(t1, id, 2, site)); // the retry leaves
  }
  EXPECT_EQ(ex.eventCount(t1), 5u); // start, then arrive + depart twice
  ex.threadEnd(t1, 0, nullptr);
  ex.threadEnd(t2, 0, nullptr);
  ASSERT_TRUE(ex.threadJoin(0, t1, nullptr));
  ASSERT_TRUE(ex.threadJoin(0, t2, nullptr));
  ex.threadEnd(0, 0, nullptr);
  ex.endRun();
  EXPECT_TRUE(ex.errors().empty());
  EXPECT_EQ(ex.stats().complete, 1u);
  EXPECT_FALSE(ex.beginRun());
}

} // namespace
} // namespace wmc::rt
