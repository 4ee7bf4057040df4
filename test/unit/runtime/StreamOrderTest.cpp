// The ordering rules of CUDA streams (runtime/gpu/StreamOrder.h): what a new
// operation waits for, on the device, and when the host may run a launch
// itself. The host of every case has started, in this order: a kernel on
// the legacy default stream (GPU threads 1 and 2), an operation on blocking
// stream A (stream thread 5), one on non-blocking stream B (6), and an
// asynchronous copy on the legacy default stream (stream thread 7).
#include "runtime/gpu/StreamOrder.h"

#include <gtest/gtest.h>

namespace wmc::rt {
namespace {

constexpr uint64_t kA = 0x100010, kB = 0x100020, kC = 0x100030;

struct StreamOrderTest : ::testing::Test {
  CudaStreams::Stream a{1, /*blocking=*/true, false, ThreadId{5}};
  CudaStreams::Stream b{2, /*blocking=*/false, false, ThreadId{6}};
  CudaStreams::Stream c{3, /*blocking=*/true, false, std::nullopt}; // nothing issued yet
  std::deque<GpuRuntime::Pending> pending{
      {1, 0, true}, {2, 0, true}, {5, kA, true}, {6, kB, false}, {7, 0, true}};
  using Threads = std::vector<ThreadId>;
};

TEST_F(StreamOrderTest, LegacyDefaultFollowsEveryBlockingStream) {
  // Its own earlier work and blocking stream A's; never non-blocking B's.
  EXPECT_EQ(predecessors({0, nullptr}, pending), (Threads{1, 2, 5, 7}));
}

TEST_F(StreamOrderTest, BlockingStreamFollowsLegacyDefaultAndItsOwnLast) {
  EXPECT_EQ(predecessors({kA, &a}, pending), (Threads{1, 2, 5, 7}));
  // Not another blocking stream's work: C does not follow A's thread 5.
  EXPECT_EQ(predecessors({kC, &c}, pending), (Threads{1, 2, 7}));
}

TEST_F(StreamOrderTest, NonBlockingStreamFollowsOnlyItsOwnLast) {
  EXPECT_EQ(predecessors({kB, &b}, pending), (Threads{6}));
  CudaStreams::Stream fresh{4, /*blocking=*/false, false, std::nullopt};
  EXPECT_TRUE(predecessors({0x100040, &fresh}, pending).empty());
}

TEST_F(StreamOrderTest, HostRunsOnlyALegacyDefaultLaunchThatFollowsNothing) {
  EXPECT_TRUE(hostRunsIt({0, nullptr}, /*isLaunch=*/true, {}));
  // A second launch after a first, still pending: a stream thread waits for
  // the first kernel; a host that waited would not race with it any more.
  std::deque<GpuRuntime::Pending> firstKernel{{1, 0, true}, {2, 0, true}};
  Threads follows = predecessors({0, nullptr}, firstKernel);
  EXPECT_EQ(follows, (Threads{1, 2}));
  EXPECT_FALSE(hostRunsIt({0, nullptr}, /*isLaunch=*/true, follows));
  // Copies and host functions always run on a stream thread, and so does
  // everything on another stream.
  EXPECT_FALSE(hostRunsIt({0, nullptr}, /*isLaunch=*/false, {}));
  EXPECT_FALSE(hostRunsIt({kC, &c}, /*isLaunch=*/true, {}));
}

} // namespace
} // namespace wmc::rt
