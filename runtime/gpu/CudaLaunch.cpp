// The CUDA runtime calls the shim cannot do alone (docs/cuda.md): launches
// (<<<grid, block, shmem, stream>>> and cudaLaunchKernel) with their dynamic
// shared memory and stream, and streams (CudaStreams.h).
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/gpu/CudaStreams.h"
#include "runtime/gpu/MemcpyOrder.h"

#include <cstring>

using namespace wmc;
using namespace wmc::rt;

namespace {

void launchOnStream(const GpuLaunch &l, void *stream, const wmc_site *site) {
  CudaStreams::Operation op;
  op.launch = l;
  op.site = site;
  cudaEnqueue(reinterpret_cast<uint64_t>(stream), std::move(op));
}

// The parameter buffer of cudaLaunchKernel((void *)k, ...): the kernel's
// table entry, then one 8-byte slot per argument.
void runPackedKernel(void *packet) {
  auto *slots = static_cast<uint64_t *>(packet);
  const auto *k = reinterpret_cast<const wmc_kernel *>(slots[0]);
  // On this fiber's stack, not the heap: the kernel may never return.
  auto **argv = static_cast<void **>(__builtin_alloca(sizeof(void *) * (k->num_args + 1)));
  for (uint32_t i = 0; i < k->num_args; ++i)
    argv[i] = &slots[1 + i];
  k->invoke(argv);
}

} // namespace

extern "C" {

void __wmc_cuda_launch(wmc_dim3 grid, wmc_dim3 block, uint64_t shared_bytes, void *stream,
                       void (*fn)(void *), void *arg, const wmc_site *site) {
  launchOnStream(GpuLaunch{grid, block, fn, arg, 0, shared_bytes}, stream, site);
}

void __wmc_cuda_launch_kernel(const void *fn, wmc_dim3 grid, wmc_dim3 block, void **args,
                              uint64_t shared_bytes, void *stream, const wmc_site *site) {
  Session &s = Session::get();
  const wmc_kernel *k = nullptr;
  for (const wmc_kernel *c : s.gpu().kernels())
    if (c->fn == fn)
      k = c;
  if (!k)
    s.fatal("cudaLaunchKernel of a function that is not a __global__ function of the program",
            site);
  // Kept for the execution, not owned here: the fiber may be abandoned in
  // the launch's joins.
  uint64_t bytes = sizeof(uint64_t) * (1 + k->num_args);
  auto *packet = static_cast<uint64_t *>(s.gpu().keep(nullptr, bytes));
  packet[0] = reinterpret_cast<uint64_t>(k);
  for (uint32_t i = 0; i < k->num_args; ++i) {
    const wmc_kernel_arg &a = k->args[i];
    if (a.kind > WMC_KARG_FLOAT || a.kind == WMC_KARG_LOCAL_PTR || a.size > 8)
      s.fatal("cudaLaunchKernel((void *)" + std::string(k->name) + ", ...): argument " +
                  std::to_string(i) +
                  " is not a pointer, integer or floating-point scalar; pass the kernel itself "
                  "(cudaLaunchKernel(" +
                  k->name + ", ...)) to launch it",
              site);
    if (!args || !args[i])
      s.fatal("cudaLaunchKernel: args[" + std::to_string(i) + "] is null", site);
    std::memcpy(&packet[1 + i], args[i], a.size);
  }
  launchOnStream(GpuLaunch{grid, block, &runPackedKernel, packet, bytes, shared_bytes}, stream,
                 site);
}

void *__wmc_cuda_stream_create(uint32_t flags, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  if (s.thread(s.current()).gpu.isGpu)
    s.fatal("cudaStreamCreate in a GPU thread is not supported", site);
  constexpr uint32_t kNonBlocking = 1; // cudaStreamNonBlocking
  return reinterpret_cast<void *>(
      s.gpu().streams().create(s.current(), (flags & kNonBlocking) == 0));
}

void __wmc_cuda_stream_destroy(void *stream, const wmc_site *site) {
  Session &s = Session::get();
  auto handle = reinterpret_cast<uint64_t>(stream);
  if (CudaStreams::isLegacyDefault(handle) || CudaStreams::isPerThreadDefault(handle))
    return;
  CudaStreams::Stream *st = s.gpu().streams().find(handle);
  if (!st || st->destroyed)
    s.fatal(st ? "cudaStreamDestroy of a stream destroyed before"
               : "cudaStreamDestroy of a stream that cudaStreamCreate did not create",
            site);
  // Its work goes on (CUDA releases the stream once it is done).
  st->destroyed = true;
}

void __wmc_cuda_stream_synchronize(void *stream, const wmc_site *site) {
  cudaStreamWait(reinterpret_cast<uint64_t>(stream), site);
}

void __wmc_cuda_stream_task(void *stream, void (*fn)(void *), void *arg, const wmc_site *site) {
  CudaStreams::Operation op;
  op.fn = fn;
  op.arg = arg;
  op.site = site;
  cudaEnqueue(reinterpret_cast<uint64_t>(stream), std::move(op));
}

void *__wmc_cuda_event_create(const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  if (s.thread(s.current()).gpu.isGpu)
    s.fatal("cudaEventCreate in a GPU thread is not supported", site);
  return reinterpret_cast<void *>(s.gpu().streams().createEvent(s.current()));
}

void __wmc_cuda_event_destroy(void *event, const wmc_site *site) {
  Session &s = Session::get();
  CudaStreams::Event *e = s.gpu().streams().findEvent(reinterpret_cast<uint64_t>(event));
  if (!e || e->destroyed)
    s.fatal(e ? "cudaEventDestroy of an event destroyed before"
              : "cudaEventDestroy of an event that cudaEventCreate did not create",
            site);
  e->destroyed = true;
}

void __wmc_cuda_event_record(void *event, void *stream, const wmc_site *site) {
  cudaEventRecordOn(reinterpret_cast<uint64_t>(event), reinterpret_cast<uint64_t>(stream), site);
}

void __wmc_cuda_event_synchronize(void *event, const wmc_site *site) {
  cudaEventWait(reinterpret_cast<uint64_t>(event), site);
}

void __wmc_cuda_stream_wait_event(void *stream, void *event, const wmc_site *site) {
  cudaStreamWaitFor(reinterpret_cast<uint64_t>(stream), reinterpret_cast<uint64_t>(event), site);
}

void __wmc_cuda_copy_async(void *dst, const void *src, uint64_t count, uint32_t piece, int32_t fill,
                           void *stream, const wmc_site *site) {
  CudaStreams::Operation op;
  op.copy = CudaStreams::Copy{dst, src, count, piece, fill};
  op.site = site;
  cudaEnqueue(reinterpret_cast<uint64_t>(stream), std::move(op));
}

void __wmc_cuda_mark_device(void *p, int32_t managed, const wmc_site *) {
  RuntimeScope scope; // the map walks are the runtime's, not test events
  if (p)
    Session::get().memory().markDevice(p, managed != 0);
}

int32_t __wmc_cuda_memcpy(void *dst, const void *src, uint64_t count, uint32_t piece, int32_t kind,
                          const wmc_site *site) {
  Session &s = Session::get();
  bool dstDevice, srcDevice;
  {
    RuntimeScope scope;
    dstDevice = s.memory().isDeviceMemory(dst);
    srcDevice = s.memory().isDeviceMemory(src);
  }
  switch (planMemcpy(kind, dstDevice, srcDevice)) {
  case MemcpyPlan::HostCopies:
    cudaStreamWait(0, site);
    return 1;
  case MemcpyPlan::DefaultStream:
    // Only device memory gets here: the host's stack buffers, which the
    // pass proves private past this call, are never copied by the stream.
    __wmc_cuda_copy_async(dst, src, count, piece, -1, nullptr, site);
    return 0;
  case MemcpyPlan::NotDeviceMemory:
    s.fatal(std::string("cudaMemcpy(..., cudaMemcpyDeviceToDevice): the ") +
                (dstDevice ? "source" : "destination") +
                " is not memory from cudaMalloc or cudaMallocManaged (CUDA leaves such a "
                "copy undefined)",
            site);
  case MemcpyPlan::BadKind:
    break;
  }
  s.fatal("cudaMemcpy: " + std::to_string(kind) + " is not a cudaMemcpyKind", site);
}

int32_t __wmc_cuda_memset(void *dst, int32_t value, uint64_t count, uint32_t piece,
                          const wmc_site *site) {
  Session &s = Session::get();
  bool device, managed;
  {
    RuntimeScope scope;
    device = s.memory().isDeviceMemory(dst);
    managed = s.memory().isManagedMemory(dst);
  }
  switch (planMemset(device, managed)) {
  case MemsetPlan::HostFills:
    cudaStreamWait(0, site);
    return 1;
  case MemsetPlan::DefaultStream:
    // Only memory from cudaMalloc gets here, never a host stack buffer
    // (which the pass proves private past this call).
    __wmc_cuda_copy_async(dst, nullptr, count, piece, static_cast<unsigned char>(value), nullptr,
                          site);
    return 0;
  }
  return 1;
}

} // extern "C"
