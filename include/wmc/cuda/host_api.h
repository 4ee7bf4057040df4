// The CUDA runtime API calls that wmc models (host side). Part of
// <wmc/cuda_runtime.h>.
//
// Device memory is ordinary heap memory that both host and GPU threads
// access, so cudaMemcpy is a memcpy. The calls that CUDA orders after the
// kernels already launched (cudaMemcpy, cudaMemset, cudaFree,
// cudaDeviceSynchronize, ...) first wait for every GPU thread launched so
// far. Memory from cudaMalloc is uninitialised, as in CUDA; a read before any
// write is reported as such.
#ifndef WMC_CUDA_HOST_API_H
#define WMC_CUDA_HOST_API_H

#pragma GCC system_header

#include <wmc/cuda/detail.h>

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <type_traits>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidDevice = 101,
  cudaErrorNotSupported = 801,
  cudaErrorUnknown = 999,
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
};

namespace wmc::cuda::detail {

// Copies and fills are split into plain accesses of the alignment of the
// pointed-to type (for int, float, pointers, cuda::atomic<int>: their size;
// for a struct of ints: an int), so that later accesses of that type match
// the locations they create: wmc does not allow one location to be accessed
// with two sizes. Other types (void, char, 16-byte aligned ones) are left
// to memcpy/memset, which use the sizes of earlier accesses or aligned
// 8-byte words.
template <class _Tp> constexpr size_t pieceSize() {
  if constexpr (!::std::is_void_v<_Tp> && !::std::is_function_v<_Tp>) {
    constexpr size_t align = alignof(_Tp);
    if constexpr ((align == 2 || align == 4 || align == 8) && sizeof(_Tp) % align == 0)
      return align;
  }
  return 1;
}

typedef uint16_t __attribute__((__may_alias__)) AliasWord2;
typedef uint32_t __attribute__((__may_alias__)) AliasWord4;
typedef uint64_t __attribute__((__may_alias__)) AliasWord8;
template <size_t _Np> using AliasWord =
    ::std::conditional_t<_Np == 2, AliasWord2,
    ::std::conditional_t<_Np == 4, AliasWord4, AliasWord8>>;

template <class _Dp, class _Sp>
WMC_CUDA_INLINE void copy(_Dp *dst, const _Sp *src, size_t count) {
  constexpr size_t piece = pieceSize<_Dp>() > 1 ? pieceSize<_Dp>() : pieceSize<_Sp>();
  if constexpr (piece > 1) {
    if (count % piece == 0) {
      using _Wp = AliasWord<piece>;
      _Wp *d = reinterpret_cast<_Wp *>(dst);
      const _Wp *s = reinterpret_cast<const _Wp *>(src);
      for (size_t i = 0; i < count / piece; ++i)
        d[i] = s[i];
      return;
    }
  }
  memcpy(dst, src, count);
}

template <class _Dp> WMC_CUDA_INLINE void fill(_Dp *dst, int value, size_t count) {
  constexpr size_t piece = pieceSize<_Dp>();
  if constexpr (piece > 1) {
    if (count % piece == 0) {
      using _Wp = AliasWord<piece>;
      _Wp pattern = static_cast<_Wp>(0x0101010101010101ull *
                                 static_cast<unsigned char>(value));
      _Wp *d = reinterpret_cast<_Wp *>(dst);
      for (size_t i = 0; i < count / piece; ++i)
        d[i] = pattern;
      return;
    }
  }
  memset(dst, value, count);
}

} // namespace wmc::cuda::detail

#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaHostAllocDefault 0x00

WMC_CUDA_INLINE cudaError_t cudaDeviceSynchronize() {
  wmc_gpu_synchronize();
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaThreadSynchronize() {
  return cudaDeviceSynchronize();
}

WMC_CUDA_INLINE cudaError_t cudaMalloc(void **devPtr, size_t size) {
  *devPtr = malloc(size);
  return *devPtr || size == 0 ? cudaSuccess : cudaErrorMemoryAllocation;
}
template <class _Tp> WMC_CUDA_INLINE cudaError_t cudaMalloc(_Tp **devPtr, size_t size) {
  return cudaMalloc(reinterpret_cast<void **>(devPtr), size);
}

WMC_CUDA_INLINE cudaError_t cudaMallocManaged(void **devPtr, size_t size,
                                              unsigned int flags = cudaMemAttachGlobal) {
  (void)flags;
  return cudaMalloc(devPtr, size);
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMallocManaged(_Tp **devPtr, size_t size,
                                              unsigned int flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(devPtr), size, flags);
}

WMC_CUDA_INLINE cudaError_t cudaMallocHost(void **ptr, size_t size) {
  return cudaMalloc(ptr, size);
}
template <class _Tp> WMC_CUDA_INLINE cudaError_t cudaMallocHost(_Tp **ptr, size_t size) {
  return cudaMalloc(reinterpret_cast<void **>(ptr), size);
}
WMC_CUDA_INLINE cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned int flags) {
  (void)flags;
  return cudaMalloc(ptr, size);
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaHostAlloc(_Tp **ptr, size_t size, unsigned int flags) {
  return cudaHostAlloc(reinterpret_cast<void **>(ptr), size, flags);
}

// cudaFree waits for the device, as in CUDA.
WMC_CUDA_INLINE cudaError_t cudaFree(void *devPtr) {
  wmc_gpu_synchronize();
  free(devPtr);
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaFreeHost(void *ptr) { return cudaFree(ptr); }

// Every kind is a plain copy (host and device memory are one).
template <class _Dp, class _Sp>
WMC_CUDA_INLINE cudaError_t cudaMemcpy(_Dp *dst, const _Sp *src, size_t count,
                                       cudaMemcpyKind kind) {
  (void)kind;
  wmc_gpu_synchronize();
  ::wmc::cuda::detail::copy(dst, src, count);
  return cudaSuccess;
}

template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemset(_Tp *devPtr, int value, size_t count) {
  wmc_gpu_synchronize();
  ::wmc::cuda::detail::fill(devPtr, value, count);
  return cudaSuccess;
}

// __device__ variables are ordinary globals: copying to or from a symbol
// copies to or from the variable.
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemcpyToSymbol(_Tp &symbol, const void *src, size_t count,
                                               size_t offset = 0,
                                               cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  (void)kind;
  wmc_gpu_synchronize();
  using _Elem = ::std::remove_all_extents_t<_Tp>;
  ::wmc::cuda::detail::copy(
      reinterpret_cast<_Elem *>(reinterpret_cast<char *>(&symbol) + offset), src, count);
  return cudaSuccess;
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemcpyFromSymbol(void *dst, const _Tp &symbol, size_t count,
                                                 size_t offset = 0,
                                                 cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  (void)kind;
  wmc_gpu_synchronize();
  using _Elem = ::std::remove_all_extents_t<_Tp>;
  ::wmc::cuda::detail::copy(
      dst, reinterpret_cast<const _Elem *>(reinterpret_cast<const char *>(&symbol) + offset),
      count);
  return cudaSuccess;
}

// Errors: wmc reports failures itself, so nothing is ever pending.
WMC_CUDA_INLINE cudaError_t cudaGetLastError() { return cudaSuccess; }
WMC_CUDA_INLINE cudaError_t cudaPeekAtLastError() { return cudaSuccess; }
inline const char *cudaGetErrorString(cudaError_t error) {
  return error == cudaSuccess ? "no error" : "wmc: CUDA error";
}
inline const char *cudaGetErrorName(cudaError_t error) {
  return error == cudaSuccess ? "cudaSuccess" : "cudaErrorUnknown";
}

// One device, number 0.
WMC_CUDA_INLINE cudaError_t cudaGetDeviceCount(int *count) {
  *count = 1;
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaGetDevice(int *device) {
  *device = 0;
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaSetDevice(int device) {
  return device == 0 ? cudaSuccess : cudaErrorInvalidDevice;
}
WMC_CUDA_INLINE cudaError_t cudaDeviceReset() { return cudaDeviceSynchronize(); }

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
