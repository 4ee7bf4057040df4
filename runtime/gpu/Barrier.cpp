// Block barriers (__syncthreads, OpenCL barrier/work_group_barrier,
// wmc_barrier). The explorer records an arrival and a departure per thread;
// a thread that arrives first waits (Explorer::barrier returns false) and
// retries when it is scheduled again, as a join does. Threads of a block
// that reach different barriers, or wait for threads that ended, are barrier
// divergence (reported by the explorer).
#include "abi.h"

#include "runtime/Session.h"

using namespace wmc;
using namespace wmc::rt;

extern "C" void __wmc_gpu_barrier(const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  const GpuThread &g = s.thread(t).gpu;
  if (!g.isGpu)
    s.fatal("a GPU barrier (__syncthreads, barrier, wmc_barrier) outside a GPU thread", site);
  s.thread(t).lastSite = site;
  Explorer &ex = s.explorer();
  for (;;) {
    if (!ex.isReplaying(t))
      s.waitTurn();
    bool leave = ex.barrier(t, g.barrier, g.blockThreads, site);
    s.afterOp(); // stops the fiber if the run stopped or the thread was cut
    if (leave)
      return;
  }
}
