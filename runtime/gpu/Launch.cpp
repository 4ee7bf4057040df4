// Kernel launches (CUDA <<<...>>>, OpenCL enqueue, wmc_gpu_launch): a launch
// creates one test thread (fiber) per GPU thread, labelled with its block and
// thread coordinates and placed in its block (gpuPlace) for scope inclusion;
// synchronize joins them. The coordinate queries are plain reads of the
// calling fiber's GpuThread: not events.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/gpu/Dims.h"

using namespace wmc;
using namespace wmc::rt;

namespace {

gpu::Dim3 dims(wmc_dim3 d) { return {d.x, d.y, d.z}; }
wmc_dim3 dim3(const gpu::Dim3 &d) { return {d[0], d[1], d[2]}; }

std::string shape(wmc_dim3 grid, wmc_dim3 block) {
  auto one = [](wmc_dim3 d) {
    return std::to_string(d.x) + "," + std::to_string(d.y) + "," + std::to_string(d.z);
  };
  return "grid (" + one(grid) + "), block (" + one(block) + ")";
}

/// Body of every GPU thread's fiber.
void *runGpuThread(void *) {
  Session &s = Session::get();
  const GpuThread &g = s.thread(s.current()).gpu;
  g.fn(g.arg);
  return nullptr;
}

const GpuThread &self() {
  Session &s = Session::get();
  return s.thread(s.current()).gpu;
}

} // namespace

namespace wmc::rt {

void gpuJoinOutstanding(bool all, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = 0;
  while (s.gpu().takeOutstanding(s.current(), all, t))
    s.join(t, site);
}

} // namespace wmc::rt

namespace wmc::rt {

void gpuLaunch(const GpuLaunch &l, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId host = s.current();
  if (s.thread(host).gpu.isGpu)
    s.fatal("a kernel launch from a GPU thread (dynamic parallelism) is not supported", site);
  if (!l.fn)
    s.fatal("kernel launch of a null function", site);
  uint64_t blocks = gpu::volume(dims(l.grid)), perBlock = gpu::volume(dims(l.block));
  if (blocks == 0 || perBlock == 0)
    s.fatal("kernel launch with an empty " + shape(l.grid, l.block), site);
  if (blocks > gpu::kMaxThreadsPerLaunch || perBlock > gpu::kMaxThreadsPerLaunch ||
      blocks * perBlock > gpu::kMaxThreadsPerLaunch)
    s.fatal("kernel launch with " + shape(l.grid, l.block) + ": at most " +
                std::to_string(gpu::kMaxThreadsPerLaunch) + " GPU threads per launch are supported",
            site);
  uint32_t launch = s.gpu().nextLaunch(host);
  void *a = const_cast<void *>(l.arg);
  if (l.argSize && !(a = s.memory().arguments().place(launch, l.arg, l.argSize)))
    s.fatal("kernel argument blocks exhausted (at most 1 GiB in all)", site);
  for (uint64_t b = 0; b < blocks; ++b) {
    gpu::Dim3 bc = gpu::coords(b, dims(l.grid));
    const GpuRuntime::Block &blk =
        s.gpu().block(launch, static_cast<uint32_t>(b), dim3(bc), l.grid);
    for (uint64_t i = 0; i < perBlock; ++i) {
      gpu::Dim3 tc = gpu::coords(i, dims(l.block));
      ThreadId child = s.perform(site, [&](Explorer &ex, ThreadId t) {
        // The label names the thread the first time it is created only.
        std::string label =
            ex.isReplaying(t) ? "" : gpu::threadLabel(bc, dims(l.grid), tc, dims(l.block));
        return ex.threadCreate(t, site, gpuPlace(launch, static_cast<uint32_t>(b)), label);
      });
      s.spawn(child, &runGpuThread, nullptr, s.options().gpuStackSize);
      GpuThread &g = s.thread(child).gpu;
      g.isGpu = true;
      g.threadIdx = dim3(tc);
      g.blockIdx = dim3(bc);
      g.blockDim = l.block;
      g.gridDim = l.grid;
      g.launch = launch;
      g.block = static_cast<uint32_t>(b);
      g.blockThreads = static_cast<uint32_t>(perBlock);
      g.dynamicShared = l.sharedBytes;
      g.barrier = reinterpret_cast<Addr>(&blk);
      g.where = &blk.where;
      g.fn = l.fn;
      g.arg = a;
      s.gpu().launched(host, child);
    }
  }
}

} // namespace wmc::rt

extern "C" {

void __wmc_gpu_launch(wmc_dim3 grid, wmc_dim3 block, void (*fn)(void *), const void *arg,
                      uint64_t arg_size, const wmc_site *site) {
  gpuLaunch(GpuLaunch{grid, block, fn, arg, arg_size, 0}, site);
}

void __wmc_gpu_synchronize(const wmc_site *site) {
  Session &s = Session::get();
  if (s.thread(s.current()).gpu.isGpu)
    s.fatal("device synchronization inside a GPU thread is not supported", site);
  gpuJoinOutstanding(/*all=*/false, site);
}

// Outside a GPU thread: index 0 in a 1x1x1 grid, so host code that shares
// helpers with kernels still works.
wmc_dim3 __wmc_gpu_thread_idx(void) { return self().threadIdx; }
wmc_dim3 __wmc_gpu_block_idx(void) { return self().blockIdx; }
wmc_dim3 __wmc_gpu_block_dim(void) { return self().blockDim; }
wmc_dim3 __wmc_gpu_grid_dim(void) { return self().gridDim; }

} // extern "C"
