// The CUDA declarations wmc needs to check a .cu file without the CUDA
// toolkit (docs/cuda.md). `wmc check FILE.cu` passes
// `-include wmc/cuda_runtime.h` twice:
//
//  1. to wmc-cuda-lower, which parses FILE as CUDA (clang's host mode, where
//     __CUDA__ is defined) to find the <<<...>>> launches and rewrite them;
//  2. to clang++ compiling the lowered file as ordinary C++ with the wmc
//     plugin. There the qualifiers become annotations the wmc pass reads:
//     __global__ marks a kernel, __shared__ a variable with one instance per
//     block.
//
// Device code runs on GPU threads of the wmc runtime: threadIdx and friends
// ask the runtime, __syncthreads is a block barrier, and the atomics are
// scoped atomic events. Plain accesses to global and shared memory are
// non-atomic accesses, as in the scoped C++ model.
#ifndef WMC_CUDA_RUNTIME_H
#define WMC_CUDA_RUNTIME_H

#pragma GCC system_header

#ifndef __cplusplus
#error "wmc: <wmc/cuda_runtime.h> is for CUDA (.cu) files, compiled as C++"
#endif

// __CUDA_ARCH__ is defined inside the device-only functions of the checked
// file (wmc-cuda-lower puts #define/#undef around them) as this value.
#ifndef WMC_CUDA_ARCH
#define WMC_CUDA_ARCH 700
#endif

#define __CUDACC__ 1
#define __NVCC__ 1
#define CUDART_VERSION 12000
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0

// ---- execution space and memory qualifiers ---------------------------------
#ifdef __CUDA__
// The CUDA-mode parse of wmc-cuda-lower: the real attributes, so that clang
// accepts <<<...>>> launches of __global__ functions.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __wmc_extern_shared__ __attribute__((shared))
#else
#define __global__ __attribute__((annotate("wmc_kernel")))
#define __device__
#define __host__
// One instance per block; `static` gives a __shared__ local static storage
// duration, as CUDA does.
#define __shared__ static __attribute__((annotate("wmc_block_shared")))
// What wmc-cuda-lower makes of the __shared__ of `extern __shared__ T buf[];`
// (dynamic shared memory): a declaration that the pass redirects to the
// block's dynamic shared memory, of the size given by the launch.
#define __wmc_extern_shared__ __attribute__((section("wmc_dynamic_shared")))
#define __constant__
#define __managed__
#endif
#define __forceinline__ __attribute__((always_inline)) inline
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __grid_constant__
#define CUDART_CB

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <type_traits>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

#include <wmc/wmc.h>
#include <wmc/gpu.h>

#include <wmc/cuda/vector_types.h>
#include <wmc/cuda/detail.h>
#include <wmc/cuda/device_atomics.h>
#include <wmc/cuda/host_api.h>
#include <wmc/cuda/launch.h>
#include <wmc/cuda/warp.h>
#include <wmc/cuda/unsupported.h>

// ---- built-in variables and functions ----------------------------------------
namespace wmc::cuda::detail {
WMC_CUDA_INLINE uint3 toUint3(wmc_dim3 d) { return uint3{d.x, d.y, d.z}; }
WMC_CUDA_INLINE dim3 toDim3(wmc_dim3 d) { return dim3(d.x, d.y, d.z); }
} // namespace wmc::cuda::detail

#define threadIdx (::wmc::cuda::detail::toUint3(__wmc_gpu_thread_idx()))
#define blockIdx (::wmc::cuda::detail::toUint3(__wmc_gpu_block_idx()))
#define blockDim (::wmc::cuda::detail::toDim3(__wmc_gpu_block_dim()))
#define gridDim (::wmc::cuda::detail::toDim3(__wmc_gpu_grid_dim()))
#define warpSize 32

// Waits until every thread of the block has arrived; a thread that finishes
// while others wait here is barrier divergence. (clang's CUDA mode declares
// __syncthreads as a builtin itself.)
#ifndef __CUDA__
WMC_CUDA_INLINE void __syncthreads() { wmc_gpu_barrier(); }
#endif

// Loads through the read-only cache are plain loads.
template <class _Tp> WMC_CUDA_INLINE _Tp __ldg(const _Tp *p) { return *p; }

inline void __nanosleep(unsigned int) {}

inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x)); }
inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline unsigned int __brev(unsigned int x) { return __builtin_bitreverse32(x); }
inline unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }

// CUDA's min and max for integers and floating point (math_functions.hpp).
inline int min(int a, int b) { return a < b ? a : b; }
inline unsigned int min(unsigned int a, unsigned int b) { return a < b ? a : b; }
inline long long min(long long a, long long b) { return a < b ? a : b; }
inline unsigned long long min(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline float min(float a, float b) { return fminf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline int max(int a, int b) { return a > b ? a : b; }
inline unsigned int max(unsigned int a, unsigned int b) { return a > b ? a : b; }
inline long long max(long long a, long long b) { return a > b ? a : b; }
inline unsigned long long max(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double max(double a, double b) { return fmax(a, b); }

#ifdef __CUDA__
#pragma clang force_cuda_host_device end

// Sema needs this declaration to accept <<<...>>>; the lowered file never
// calls it.
extern "C" unsigned __cudaPushCallConfiguration(dim3, dim3, size_t = 0,
                                                cudaStream_t = nullptr);
#endif

#endif
