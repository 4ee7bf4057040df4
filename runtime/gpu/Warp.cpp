// CUDA warp collectives (__syncwarp, __shfl*_sync, __ballot_sync,
// __all/any_sync, __match_*_sync, __reduce_*_sync; docs/cuda.md, "Warps").
// Each is a barrier of the lanes its mask names (those that exist in the
// block), per (warp, op, mask): the explorer records the value each lane
// brings with its arrival, so every participant computes its result from
// the same recorded values, in replay too. Only __syncwarp orders memory;
// shuffles and votes exchange values without ordering any access (PTX:
// shfl.sync and vote.sync are not memory operations).
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/gpu/WarpOps.h"

#include <cstdio>

using namespace wmc;
using namespace wmc::rt;

extern "C" uint64_t __wmc_gpu_warp_collective(uint32_t op, uint32_t mask, uint64_t value,
                                              uint32_t arg, uint32_t width, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  const GpuThread &g = s.thread(t).gpu;
  if (!g.isGpu)
    s.fatal(gpu::warpOpName(op) + " outside a GPU thread", site);
  if (auto err = gpu::warpOperandError(op, width))
    s.fatal(*err, site);
  uint32_t linear = gpuLinearIndex(g);
  uint32_t lane = linear % gpu::kWarpSize;
  if (!(mask >> lane & 1)) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%08x", mask);
    s.explorer().error(t, ErrorKind::BarrierDivergence,
                       s.explorer().threadName(t) + " calls " + gpu::warpOpName(op) +
                           " with mask " + hex + ", which does not name its own lane " +
                           std::to_string(lane),
                       site);
    s.suspendForever();
  }
  uint32_t named = mask & gpu::lanesInBlock(linear, g.blockThreads);
  Addr id = s.gpu().warpBarrier(g.barrier, linear / gpu::kWarpSize, op, mask);
  gpuWaitAt(id, static_cast<uint32_t>(__builtin_popcount(named)), site,
            {.kind = BarrierKind::Warp, .payload = value, .ordersMemory = op == WMC_WARP_SYNC});
  gpu::WarpValues values;
  for (auto [thread, v] : s.explorer().collectiveValues(t, id))
    values.add(gpuLinearIndex(s.thread(thread).gpu) % gpu::kWarpSize, v);
  return gpu::warpResult(op, lane, values, arg, width);
}
