// Block-shared variables (CUDA __shared__, OpenCL __local): the pass turns
// every use of such a variable into __wmc_gpu_block_shared(var, size), which
// returns the calling thread's block's instance (see BlockShared.h). CUDA's
// extern __shared__ variables pass WMC_DYNAMIC_SHARED as the size: they all
// name the block's dynamic shared memory, of the size the launch gave.
#include "abi.h"

#include "runtime/Registration.h"
#include "runtime/Session.h"

using namespace wmc;
using namespace wmc::rt;

extern "C" {

void *__wmc_gpu_block_shared(void *var, uint64_t size) {
  Session &s = Session::get();
  RuntimeScope scope;
  const GpuThread &g = s.thread(s.current()).gpu;
  if (!g.isGpu)
    s.fatal("a block-shared (__shared__ / __local) variable used outside a GPU thread", nullptr);
  BlockSharedMemory &shared = s.memory().blockShared();
  void *p = size == WMC_DYNAMIC_SHARED
                ? shared.dynamicInstance(g.launch, g.block, var, g.dynamicShared, *g.where)
                : shared.instance(g.launch, g.block, var, size, *g.where);
  if (!p)
    s.fatal("block-shared memory exhausted (at most " +
                std::to_string(BlockSharedMemory::kRegionBytes >> 30) + " GiB in all)",
            nullptr);
  return p;
}

void __wmc_register_block_shared(const wmc_global *table, uint64_t count) {
  pendingBlockShared().emplace_back(table, count);
}

} // extern "C"
