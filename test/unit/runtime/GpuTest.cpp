// The pure parts of the runtime's GPU support: launch shapes and thread
// labels, kernel argument values, the fixed homes of block-shared instances
// and argument blocks; and the barrier protocol the runtime drives
// (runtime/gpu/Barrier.cpp): a thread that waited is woken and leaves, it
// does not arrive again.
#include "explore/Explorer.h"
#include "runtime/abi.h"
#include "runtime/gpu/BlockShared.h"
#include "runtime/gpu/Dims.h"
#include "runtime/gpu/WarpOps.h"

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

TEST(BlockShared, RedZoneAfterEveryInstance) {
  BlockSharedMemory m;
  int tile = 0, next = 0;
  m.nameVariable(&tile, "tile", 4);
  auto a = [](const void *p, size_t off = 0) { return reinterpret_cast<uintptr_t>(p) + off; };
  void *t = m.instance(1, 0, &tile, 16, "b0");
  void *n = m.instance(1, 0, &next, 16, "b0");
  ASSERT_TRUE(t && n);
  EXPECT_TRUE(m.within(a(t), 16));
  EXPECT_TRUE(m.within(a(t, 12), 4));
  EXPECT_FALSE(m.within(a(t, 12), 8)); // runs past the end
  EXPECT_FALSE(m.within(a(t, 16), 4)); // the red zone, not the next instance
  EXPECT_GE(a(n), a(t, 32));           // 16 bytes of red zone at least
  EXPECT_TRUE(m.contains(a(t, 16)));
  EXPECT_EQ(m.outOfBounds(a(t, 16)), "out of bounds of tile@b0 (16 bytes) at offset 16");
}

TEST(BlockShared, DynamicSharedMemoryIsOneInstanceForEveryVariable) {
  BlockSharedMemory m;
  int words = 0, bytes = 0; // two extern __shared__ variables
  m.nameVariable(&words, "words", 4);
  m.nameVariable(&bytes, "bytes", 1);
  auto a = [](const void *p, size_t off = 0) { return reinterpret_cast<uintptr_t>(p) + off; };
  void *w0 = m.dynamicInstance(1, 0, &words, 64, "b0");
  ASSERT_TRUE(w0);
  EXPECT_EQ(m.dynamicInstance(1, 0, &bytes, 64, "b0"), w0); // aliases
  void *w1 = m.dynamicInstance(1, 1, &bytes, 64, "b1");
  EXPECT_NE(w1, w0); // one per block
  void *l2 = m.dynamicInstance(2, 0, &words, 8, "b0 of launch 2");
  EXPECT_NE(l2, w0);                              // one per launch, of its size
  EXPECT_EQ(m.describe(a(w0, 8)), "words[2]@b0"); // named by the first variable used
  EXPECT_EQ(m.describe(a(w0)), "words[0]@b0");
  EXPECT_EQ(m.outOfBounds(a(l2, 8)),
            "out of bounds of words@b0 of launch 2 (8 bytes of dynamic shared memory) at offset 8");
  void *none = m.dynamicInstance(3, 0, &words, 0, "b0 of launch 3"); // launched without
  ASSERT_TRUE(none);
  EXPECT_FALSE(m.within(a(none), 1));
}

TEST(WarpOps, Shuffles) {
  gpu::WarpValues v;
  for (uint32_t lane = 0; lane < 32; ++lane)
    v.add(lane, 100 + lane);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_IDX, 5, v, 7, 32), 107u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_IDX, 13, v, 2, 8), 110u);  // segment 8..15
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_IDX, 13, v, 10, 8), 110u); // srcLane % width
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_DOWN, 3, v, 16, 32), 119u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_DOWN, 20, v, 16, 32), 120u); // past the end: own
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_DOWN, 6, v, 2, 8), 106u);    // past the segment
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_UP, 1, v, 1, 32), 100u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_UP, 8, v, 1, 8), 108u); // before the segment: own
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_XOR, 5, v, 1, 32), 104u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_XOR, 9, v, 8, 8), 101u); // an earlier segment
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_XOR, 1, v, 8, 8), 101u); // a later one: own
  gpu::WarpValues some;
  some.add(0, 7);
  some.add(1, 9);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_IDX, 0, some, 1, 32), 9u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_SHFL_IDX, 0, some, 2, 32), 7u); // lane 2 absent: own
  EXPECT_FALSE(gpu::warpOperandError(WMC_WARP_SHFL_IDX, 16));
  EXPECT_TRUE(gpu::warpOperandError(WMC_WARP_SHFL_IDX, 12));
  EXPECT_TRUE(gpu::warpOperandError(WMC_WARP_SHFL_IDX, 64));
  EXPECT_FALSE(gpu::warpOperandError(WMC_WARP_BALLOT, 0)); // no width
}

TEST(WarpOps, VotesMatchesAndReductions) {
  gpu::WarpValues v; // 8 lanes: values 0 1 0 1 2 2 2 2
  for (uint32_t lane = 0; lane < 8; ++lane)
    v.add(lane, lane < 4 ? lane % 2 : 2);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_BALLOT, 0, v, 0, 32), 0xfau);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_ALL, 0, v, 0, 32), 0u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_ANY, 0, v, 0, 32), 1u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_MATCH_ANY, 0, v, 0, 32), 0x05u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_MATCH_ANY, 6, v, 0, 32), 0xf0u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_MATCH_ALL, 6, v, 0, 32), 0u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_REDUCE_ADD, 3, v, 0, 32), 10u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_REDUCE_UMAX, 3, v, 0, 32), 2u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_REDUCE_OR, 3, v, 0, 32), 3u);
  gpu::WarpValues s;
  s.add(0, 0xfffffffeu); // -2 as a 32-bit value
  s.add(1, 3);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_REDUCE_MIN, 0, s, 0, 32), 0xfffffffeu);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_REDUCE_UMIN, 0, s, 0, 32), 3u);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_REDUCE_MAX, 0, s, 0, 32), 3u);
  gpu::WarpValues same;
  same.add(2, 5);
  same.add(9, 5);
  EXPECT_EQ(gpu::warpResult(WMC_WARP_MATCH_ALL, 2, same, 0, 32), (1u << 2) | (1u << 9));
  EXPECT_EQ(gpu::lanesInBlock(3, 40), 0xffffffffu);
  EXPECT_EQ(gpu::lanesInBlock(33, 40), 0xffu);
  EXPECT_EQ(gpu::lanesInBlock(0, 1), 1u);
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

// Two lanes: t1 stores x, both meet at a warp collective, t2 loads x.
// Returns the executions' errors; `orders` says whether the collective
// orders memory (__syncwarp) or not (a shuffle).
std::vector<ErrorKind> warpMessage(bool orders, std::vector<Value> &loaded) {
  NoEnv env;
  Explorer ex(createModel("src11"), ExplorerOptions{}, env);
  int site = 0;
  const Addr id = 0x1000, x = 0x2000;
  Access ax;
  ax.addr = x;
  ax.size = 4;
  std::vector<ErrorKind> kinds;
  while (ex.beginRun()) {
    ex.threadStart(0, nullptr);
    ThreadId t1 = ex.threadCreate(0, nullptr, gpuPlace(1, 0), "b0,t0");
    ThreadId t2 = ex.threadCreate(0, nullptr, gpuPlace(1, 0), "b0,t1");
    ex.threadStart(t1, nullptr);
    ex.threadStart(t2, nullptr);
    ex.store(t1, ax, 1);
    Explorer::BarrierCall how{BarrierKind::Warp, 10, orders};
    EXPECT_FALSE(ex.barrier(t1, id, 2, &site, how));
    how.payload = 20;
    EXPECT_TRUE(ex.barrier(t2, id, 2, &site, how));
    EXPECT_TRUE(ex.barrier(t1, id, 2, &site, how));
    auto values = ex.collectiveValues(t2, id);
    EXPECT_EQ(values, (std::vector<std::pair<ThreadId, Value>>{{t1, 10}, {t2, 20}}));
    if (!ex.runStopped())
      loaded.push_back(ex.load(t2, ax));
    if (!ex.runStopped()) {
      ex.threadEnd(t1, 0, nullptr);
      ex.threadEnd(t2, 0, nullptr);
      ex.threadJoin(0, t1, nullptr);
      ex.threadJoin(0, t2, nullptr);
      ex.threadEnd(0, 0, nullptr);
    }
    ex.endRun();
  }
  for (const auto &e : ex.errors())
    kinds.push_back(e.kind);
  return kinds;
}

TEST(WarpCollective, SyncwarpOrdersMemoryAndShufflesDoNot) {
  std::vector<Value> loaded;
  EXPECT_TRUE(warpMessage(/*orders=*/true, loaded).empty());
  EXPECT_EQ(loaded, (std::vector<Value>{1})); // the store happens before: the only write
  loaded.clear();
  EXPECT_EQ(warpMessage(/*orders=*/false, loaded), (std::vector<ErrorKind>{ErrorKind::DataRace}));
}

} // namespace
} // namespace wmc::rt
