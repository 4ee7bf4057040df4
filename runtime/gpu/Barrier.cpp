// Block barriers (__syncthreads, OpenCL barrier/work_group_barrier,
// wmc_barrier). The explorer records an arrival and a departure per thread;
// a thread that arrives first waits (Explorer::barrier returns false) and
// retries when it is scheduled again, as a join does. Threads of a block
// that reach different barriers, or wait for threads that ended, are barrier
// divergence (reported by the explorer).
#include "abi.h"

#include "runtime/Session.h"

#include <algorithm>

using namespace wmc;
using namespace wmc::rt;

namespace {
// Waits at barrier `id` until `count` threads arrived.
void waitAt(Session &s, ThreadId t, Addr id, uint32_t count, const wmc_site *site) {
  s.thread(t).lastSite = site;
  Explorer &ex = s.explorer();
  for (;;) {
    if (!ex.isReplaying(t))
      s.waitTurn();
    bool leave = ex.barrier(t, id, count, site);
    s.afterOp(); // stops the fiber if the run stopped or the thread was cut
    if (leave)
      return;
  }
}
} // namespace

extern "C" void __wmc_gpu_barrier(const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  const GpuThread &g = s.thread(t).gpu;
  if (!g.isGpu)
    s.fatal("a GPU barrier (__syncthreads, barrier, wmc_barrier) outside a GPU thread", site);
  waitAt(s, t, g.barrier, g.blockThreads, site);
}

extern "C" void __wmc_gpu_tile_barrier(uint32_t tileSize, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  const GpuThread &g = s.thread(t).gpu;
  if (!g.isGpu)
    s.fatal("a tile barrier (thread_block_tile::sync) outside a GPU thread", site);
  if (tileSize == 0)
    s.fatal("a tile barrier of tiles of 0 threads", site);
  uint32_t rank =
      g.threadIdx.x + g.blockDim.x * (g.threadIdx.y + g.blockDim.y * g.threadIdx.z);
  uint32_t tile = rank / tileSize;
  uint32_t count = std::min(tileSize, g.blockThreads - tile * tileSize);
  waitAt(s, t, s.gpu().tileBarrier(g.barrier, tileSize, tile), count, site);
}
