// State of GPU programs in the runtime (docs/gpu.md): the coordinates of each
// GPU thread, the launches of the current execution and the GPU threads not
// yet joined, the per-execution copies of kernel arguments, and the kernels
// registered by instrumented modules.
//
// Launch ids and block anchors outlive executions: a launch is identified by
// (launching thread, its launch ordinal), so the same launch gets the same id,
// and its blocks the same barrier ids, in every execution.
#pragma once

#include "abi.h"
#include "explore/Explorer.h"
#include "graph/Types.h"
#include "runtime/gpu/CudaStreams.h"
#include "runtime/gpu/GpuLaunch.h"

#include <deque>
#include <map>
#include <tuple>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wmc::rt {

/// What a test thread knows about itself as a GPU thread.
struct GpuThread {
  bool isGpu = false;
  wmc_dim3 threadIdx{0, 0, 0}, blockIdx{0, 0, 0};
  wmc_dim3 blockDim{1, 1, 1}, gridDim{1, 1, 1};
  uint32_t launch = 0;                ///< launch id (1, 2, ...)
  uint32_t block = 0;                 ///< linear block index in the launch
  uint32_t blockThreads = 1;          ///< threads per block (barrier count)
  uint64_t dynamicShared = 0;         ///< bytes of dynamic shared memory per block
  Addr barrier = 0;                   ///< barrier id of the block
  const std::string *where = nullptr; ///< the block in reports ("b1")
  void (*fn)(void *) = nullptr;
  void *arg = nullptr;
  /// A pthread placed by GPUMC's annotations (Annotated.cpp): its kernel
  /// and work-group (-1: not given), ids and group size as declared.
  int32_t annotatedKernel = -1, annotatedGroup = -1, localId = -1, globalId = -1;
  /// __VERIFIER_memory_scope_*: the scope of the next atomic or fence.
  std::optional<Scope> nextScope;
};

class GpuRuntime {
public:
  /// Forgets the launches and argument copies of the finished execution.
  void resetForExecution();

  /// Id of the next launch by thread `host` (1, 2, ... in first-seen order;
  /// stable across executions).
  uint32_t nextLaunch(ThreadId host);
  /// Persistent per-(launch, block) data: its address is the block's barrier
  /// id; `where` names the block in reports ("b1", "b(1,0,0) of launch 2").
  struct Block {
    std::string where;
  };
  const Block &block(uint32_t launch, uint32_t block, const wmc_dim3 &blockIdx,
                     const wmc_dim3 &grid);
  /// A copy of `size` bytes at `arg` (zeroes if arg is null) that lives
  /// until the execution ends.
  void *keep(const void *arg, uint64_t size);
  /// The barrier id of tile `tile` (of `tileSize` threads) of the block with
  /// barrier id `block`: stable across executions, distinct from every
  /// other barrier id.
  Addr tileBarrier(Addr block, uint32_t tileSize, uint32_t tile) {
    return reinterpret_cast<Addr>(&tileBarriers_[{block, tileSize, tile}]);
  }
  /// The barrier id of warp collective `op` with `mask` in warp `warp` of
  /// the block with barrier id `block`: likewise stable and distinct.
  Addr warpBarrier(Addr block, uint32_t warp, uint32_t op, uint32_t mask) {
    return reinterpret_cast<Addr>(&warpBarriers_[{block, warp, op, mask}]);
  }

  /// Work `host` started and has not joined: a GPU thread it launched, or
  /// the thread of an operation it put on a CUDA stream (CudaStreams).
  struct Pending {
    ThreadId thread;
    uint64_t stream = 0;  ///< CUDA stream handle; 0: the legacy default stream
    bool blocking = true; ///< false: a cudaStreamNonBlocking stream's
  };
  /// `p` was started by `host` and is not joined yet.
  void launched(ThreadId host, Pending p) { outstanding_[host].push_back(p); }
  void launched(ThreadId host, ThreadId t) { launched(host, Pending{t}); }
  /// The first work started by `host` (or by anyone, if all) that is not
  /// joined yet; it counts as joined from now on. False if none.
  bool takeOutstanding(ThreadId host, bool all, ThreadId &t);
  /// The same for the first of `host`'s work that `want` accepts.
  template <class F> bool takeOutstanding(ThreadId host, F &&want, ThreadId &t) {
    auto &list = outstanding_[host];
    for (auto it = list.begin(); it != list.end(); ++it)
      if (want(*it)) {
        t = it->thread;
        list.erase(it);
        return true;
      }
    return false;
  }
  /// `host`'s work not joined yet, in the order it was started.
  const std::deque<Pending> &outstanding(ThreadId host) { return outstanding_[host]; }

  /// The place of the work-group that uses pthread barrier `id` in this
  /// execution (group barriers of annotated pthreads), set on first use.
  std::map<Addr, Place> &groupBarriers() { return groupBarriers_; }
  /// __VERIFIER_groupsize of this execution (-1: not called yet), and
  /// whether a thread already took its group from its global id.
  struct AnnotatedGroups {
    int32_t size = -1;
    bool fromGlobalId = false;
  };
  AnnotatedGroups &annotatedGroups() { return annotatedGroups_; }

  CudaStreams &streams() { return streams_; }

  void registerKernels(const wmc_kernel *table, uint64_t count);
  const std::vector<const wmc_kernel *> &kernels() const { return kernels_; }

private:
  std::map<std::pair<ThreadId, uint32_t>, uint32_t> launchIds_;
  std::map<std::pair<uint32_t, uint32_t>, Block> blocks_;
  std::map<std::tuple<Addr, uint32_t, uint32_t>, char> tileBarriers_; // ids: the nodes' addresses
  std::map<std::tuple<Addr, uint32_t, uint32_t, uint32_t>, char> warpBarriers_;
  std::map<ThreadId, uint32_t> launchesNow_; // per host thread, this execution
  // Per launching thread. Kept here, not on a fiber's stack: a fiber that
  // waits in a join may be abandoned when the execution ends.
  std::map<ThreadId, std::deque<Pending>> outstanding_;
  std::deque<std::unique_ptr<unsigned char[]>> kept_;
  CudaStreams streams_;
  std::vector<const wmc_kernel *> kernels_;
  std::map<Addr, Place> groupBarriers_;
  AnnotatedGroups annotatedGroups_;
};

/// The thread's index in its block, x fastest (CUDA's linear thread index).
inline uint32_t gpuLinearIndex(const GpuThread &g) {
  return g.threadIdx.x + g.blockDim.x * (g.threadIdx.y + g.blockDim.y * g.threadIdx.z);
}
/// The calling thread waits at barrier `id` until `count` threads arrived
/// (Explorer::barrier).
void gpuWaitAt(Addr id, uint32_t count, const wmc_site *site, Explorer::BarrierCall how = {});

/// The current thread launches `l`: it goes on at once.
void gpuLaunch(const GpuLaunch &l, const wmc_site *site);
/// The current thread joins the GPU threads it launched (or, if all, every
/// GPU thread) that are not joined yet (docs/gpu.md: cudaDeviceSynchronize,
/// and the implicit join when main returns).
void gpuJoinOutstanding(bool all, const wmc_site *site);
/// pthread_barrier_wait by the calling thread on barrier `id` of `count`
/// threads: true if it is the barrier of the caller's work-group (an
/// annotated pthread, Annotated.cpp), with the divergence rules of GPU
/// barriers; false for a barrier of CPU threads.
bool isPthreadGroupBarrier(Addr id, uint32_t count, const wmc_site *site);
/// The host of a program that has kernels but no main (kernel-only run).
int runKernelHost(int argc, char **argv, char **envp);

} // namespace wmc::rt
