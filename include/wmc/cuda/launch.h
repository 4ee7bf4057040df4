// The kernel launcher behind `kernel<<<grid, block>>>(args...)` in wmc.
// Part of <wmc/cuda_runtime.h>.
//
// wmc-cuda-lower rewrites each launch, in place, into
//
//   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { kernel(__wmc_a...); })
//       (grid, block[, shmem[, stream]])(args...)
//
// The last call stores the kernel and its arguments in a fresh heap object
// (CUDA's parameter buffer: written by the host, read by every GPU thread,
// with the launch in between) and starts grid x block GPU threads that each
// call the kernel with a copy of the arguments. It returns at once: the
// launch is asynchronous until cudaDeviceSynchronize, a cudaMemcpy or the
// end of main.
//
// All launches go to CUDA's default stream, where a kernel starts only
// after the previous one has finished; wmc orders them by waiting for the
// GPU threads launched before (as a cudaDeviceSynchronize before each
// launch would).
#ifndef WMC_CUDA_LAUNCH_H
#define WMC_CUDA_LAUNCH_H

#pragma GCC system_header

#include <wmc/cuda/detail.h>
#include <wmc/cuda/vector_types.h>

#include <stddef.h>
#include <type_traits>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

typedef struct CUstream_st *cudaStream_t;

namespace wmc::cuda {

namespace detail {

WMC_CUDA_INLINE wmc_dim3 toWmc(dim3 d) { return wmc_dim3{d.x, d.y, d.z}; }

// Runs on every GPU thread of a launch: `packet` is the parameter buffer
// made by ConfiguredLaunch below.
template <class _Bound> void runKernel(void *packet) {
  (*static_cast<const _Bound *>(packet))();
}

} // namespace detail

template <class _Kernel> struct ConfiguredLaunch {
  _Kernel kernel;
  dim3 grid, block;

  template <class... _Args> WMC_CUDA_INLINE void operator()(_Args... args) const {
    // Each capture is initialised on its own, so the parameter buffer gets
    // one store per argument, of the argument's size.
    auto *bound = new auto([kernel = kernel, args...]() { kernel(args...); });
    using _Bound = std::remove_pointer_t<decltype(bound)>;
    wmc_gpu_synchronize();
    wmc_gpu_launch(detail::toWmc(grid), detail::toWmc(block),
                   &detail::runKernel<_Bound>, bound, 0);
  }
};

template <class _Kernel> struct Launcher {
  _Kernel kernel;

  // <<<grid, block, shmem, stream>>>. Dynamic shared memory cannot be used
  // (extern __shared__ is rejected when lowering) and there is only the
  // default stream, so shmem and stream are ignored.
  WMC_CUDA_INLINE ConfiguredLaunch<_Kernel>
  operator()(dim3 grid, dim3 block, size_t shmem = 0,
             cudaStream_t stream = nullptr) const {
    (void)shmem;
    (void)stream;
    return ConfiguredLaunch<_Kernel>{kernel, grid, block};
  }
};

template <class _Kernel> WMC_CUDA_INLINE Launcher<_Kernel> launcher(_Kernel kernel) {
  return Launcher<_Kernel>{kernel};
}

} // namespace wmc::cuda

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
