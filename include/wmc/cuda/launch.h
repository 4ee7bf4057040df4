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
// with the launch in between) and asks the runtime to start grid x block GPU
// threads that each call the kernel with a copy of the arguments, with
// `shmem` bytes of dynamic shared memory per block (extern __shared__), in
// stream order (docs/cuda.md, "Streams"). It returns at once: the launch is
// asynchronous until a synchronising call or the end of main.
#ifndef WMC_CUDA_LAUNCH_H
#define WMC_CUDA_LAUNCH_H

#pragma GCC system_header

#include <wmc/cuda/detail.h>
#include <wmc/cuda/host_api.h>
#include <wmc/cuda/vector_types.h>

#include <stddef.h>
#include <type_traits>
#include <utility>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

typedef struct CUstream_st *cudaStream_t;

// The runtime's CUDA launch (the pass renames the call to __wmc_cuda_launch
// and adds its site): grid x block GPU threads that run fn(arg), with
// shared_bytes of dynamic shared memory per block, on `stream` (null: the
// legacy default stream).
extern "C" void wmc_cuda_launch(wmc_dim3 grid, wmc_dim3 block, uint64_t shared_bytes,
                                cudaStream_t stream, void (*fn)(void *), void *arg);

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
  size_t shmem;
  cudaStream_t stream;

  template <class... _Args> WMC_CUDA_INLINE void operator()(_Args... args) const {
    // Each capture is initialised on its own, so the parameter buffer gets
    // one store per argument, of the argument's size.
    auto *bound = new auto([kernel = kernel, args...]() { kernel(args...); });
    using _Bound = std::remove_pointer_t<decltype(bound)>;
    wmc_cuda_launch(detail::toWmc(grid), detail::toWmc(block), shmem, stream,
                    &detail::runKernel<_Bound>, bound);
  }
};

template <class _Kernel> struct Launcher {
  _Kernel kernel;

  // <<<grid, block, shmem, stream>>>
  WMC_CUDA_INLINE ConfiguredLaunch<_Kernel>
  operator()(dim3 grid, dim3 block, size_t shmem = 0,
             cudaStream_t stream = nullptr) const {
    return ConfiguredLaunch<_Kernel>{kernel, grid, block, shmem, stream};
  }
};

template <class _Kernel> WMC_CUDA_INLINE Launcher<_Kernel> launcher(_Kernel kernel) {
  return Launcher<_Kernel>{kernel};
}

namespace detail {
// cudaLaunchKernel(kernel, ...): argument I is *args[I], of the kernel's
// parameter type, read at the launch as CUDA does.
template <class... _Params, size_t... _Is>
WMC_CUDA_INLINE void launchWithArgs(void (*kernel)(_Params...), dim3 grid, dim3 block, void **args,
                                    size_t shmem, cudaStream_t stream,
                                    ::std::index_sequence<_Is...>) {
  launcher(kernel)(grid, block, shmem, stream)(
      *static_cast<::std::remove_cv_t<::std::remove_reference_t<_Params>> *>(args[_Is])...);
}
} // namespace detail

} // namespace wmc::cuda

// The runtime's launch of a kernel given by its address (the pass renames the
// call to __wmc_cuda_launch_kernel): the kernel table of the module that
// defines it gives its parameters, whose values are read through args.
extern "C" void wmc_cuda_launch_kernel(const void *func, wmc_dim3 grid, wmc_dim3 block, void **args,
                                       uint64_t shared_bytes, cudaStream_t stream);

// cudaLaunchKernel(kernel, grid, block, args, sharedMem, stream) with the
// kernel itself: any parameter types.
template <class... _Params>
WMC_CUDA_INLINE cudaError_t cudaLaunchKernel(void (*func)(_Params...), dim3 grid, dim3 block,
                                             void **args, size_t sharedMem = 0,
                                             cudaStream_t stream = nullptr) {
  ::wmc::cuda::detail::launchWithArgs(func, grid, block, args, sharedMem, stream,
                                      ::std::index_sequence_for<_Params...>{});
  return cudaSuccess;
}

// cudaLaunchKernel((void *)kernel, ...): pointer, integer and floating-point
// parameters (the runtime stops with status 2 on others: pass the kernel
// itself then).
extern "C" WMC_CUDA_INLINE cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block,
                                                        void **args, size_t sharedMem,
                                                        cudaStream_t stream) {
  wmc_cuda_launch_kernel(func, ::wmc::cuda::detail::toWmc(grid), ::wmc::cuda::detail::toWmc(block),
                         args, sharedMem, stream);
  return cudaSuccess;
}

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
