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

namespace wmc::rt {

void gpuWaitAt(Addr id, uint32_t count, const wmc_site *site, Explorer::BarrierCall how) {
  Session &s = Session::get();
  ThreadId t = s.current();
  s.thread(t).lastSite = site;
  Explorer &ex = s.explorer();
  for (;;) {
    if (!ex.isReplaying(t))
      s.waitTurn();
    bool leave = ex.barrier(t, id, count, site, how);
    s.afterOp(); // stops the fiber if the run stopped or the thread was cut
    if (leave)
      return;
  }
}

} // namespace wmc::rt

extern "C" void __wmc_gpu_barrier(const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  const GpuThread &g = s.thread(t).gpu;
  if (!g.isGpu)
    s.fatal("a GPU barrier (__syncthreads, barrier, wmc_barrier) outside a GPU thread", site);
  gpuWaitAt(g.barrier, g.blockThreads, site);
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
  uint32_t rank = gpuLinearIndex(g);
  uint32_t tile = rank / tileSize;
  uint32_t count = std::min(tileSize, g.blockThreads - tile * tileSize);
  gpuWaitAt(s.gpu().tileBarrier(g.barrier, tileSize, tile), count, site);
}
