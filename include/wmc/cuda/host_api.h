// The CUDA runtime API calls that wmc models (host side). Part of
// <wmc/cuda_runtime.h>.
//
// Device memory is ordinary heap memory that both host and GPU threads
// access, so cudaMemcpy is a memcpy. The calls that CUDA orders after the
// work already started (cudaMemcpy, cudaMemset: the legacy default stream;
// cudaFree, cudaDeviceSynchronize: every stream) first wait for it; a
// device-to-device cudaMemcpy, and a cudaMemset of memory from cudaMalloc,
// are instead operations on the legacy default stream that the host does
// not wait for, as in CUDA.
// Asynchronous copies run in stream order on the stream's thread
// (runtime/gpu/CudaStreams.h). Memory from cudaMalloc is uninitialised, as
// in CUDA; a read before any write is reported as such.
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

template <class _Dp, class _Sp> constexpr size_t copyPiece() {
  return pieceSize<_Dp>() > 1 ? pieceSize<_Dp>() : pieceSize<_Sp>();
}

template <class _Dp, class _Sp>
WMC_CUDA_INLINE void copy(_Dp *dst, const _Sp *src, size_t count) {
  constexpr size_t piece = copyPiece<_Dp, _Sp>();
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

typedef struct CUstream_st *cudaStream_t;

// The runtime's streams (runtime/gpu/CudaStreams.h); the pass renames these
// calls to __wmc_cuda_stream_* and adds their sites.
extern "C" cudaStream_t wmc_cuda_stream_create(uint32_t flags);
extern "C" void wmc_cuda_stream_destroy(cudaStream_t stream);
extern "C" void wmc_cuda_stream_synchronize(cudaStream_t stream);
extern "C" void wmc_cuda_stream_task(cudaStream_t stream, void (*fn)(void *), void *arg);
typedef struct CUevent_st *cudaEvent_t;
extern "C" cudaEvent_t wmc_cuda_event_create(void);
extern "C" void wmc_cuda_event_destroy(cudaEvent_t event);
extern "C" void wmc_cuda_event_record(cudaEvent_t event, cudaStream_t stream);
extern "C" void wmc_cuda_event_synchronize(cudaEvent_t event);
extern "C" void wmc_cuda_stream_wait_event(cudaStream_t stream, cudaEvent_t event);
extern "C" void wmc_cuda_copy_async(void *dst, const void *src, size_t count, uint32_t piece,
                                    int32_t fill, cudaStream_t stream);
extern "C" void wmc_cuda_mark_device(void *p, int32_t managed);
// noescape: the runtime keeps dst and src only when both are device memory
// (never a stack buffer), so the pass may still prove the host's local
// buffers private (docs/instrumentation.md). Device memory escaped already,
// at wmc_cuda_mark_device, so the optimizer assumes nothing wrong of it.
extern "C" int32_t wmc_cuda_memcpy(__attribute__((noescape)) void *dst,
                                   __attribute__((noescape)) const void *src, size_t count,
                                   uint32_t piece, int32_t kind);
// noescape for the same reason: the runtime keeps dst only when it is memory
// from cudaMalloc.
extern "C" int32_t wmc_cuda_memset(__attribute__((noescape)) void *dst, int32_t value, size_t count,
                                   uint32_t piece);

namespace wmc::cuda::detail {

template <class _Task> void runTask(void *task) { (*static_cast<const _Task *>(task))(); }

// Runs task() in stream order, on the stream's thread: like a launch's
// parameter buffer, the task (what it captured) is written by the host
// before the stream thread reads it.
template <class _Task> WMC_CUDA_INLINE void enqueue(cudaStream_t stream, _Task task) {
  auto *copy = new _Task(task);
  wmc_cuda_stream_task(stream, &runTask<_Task>, copy);
}

// A copy on the legacy default stream (cudaMemcpy and friends): after the
// earlier work of every blocking stream.
WMC_CUDA_INLINE void waitForDefaultStream() { wmc_cuda_stream_synchronize(nullptr); }

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

namespace wmc::cuda::detail {
WMC_CUDA_INLINE cudaError_t allocateDevice(void **devPtr, size_t size, bool managed) {
  // Marked through a local: no extra read of *devPtr (an event if shared).
  void *block = malloc(size);
  wmc_cuda_mark_device(block, managed);
  *devPtr = block;
  return *devPtr || size == 0 ? cudaSuccess : cudaErrorMemoryAllocation;
}
} // namespace wmc::cuda::detail

WMC_CUDA_INLINE cudaError_t cudaMalloc(void **devPtr, size_t size) {
  return ::wmc::cuda::detail::allocateDevice(devPtr, size, false);
}
template <class _Tp> WMC_CUDA_INLINE cudaError_t cudaMalloc(_Tp **devPtr, size_t size) {
  return cudaMalloc(reinterpret_cast<void **>(devPtr), size);
}

WMC_CUDA_INLINE cudaError_t cudaMallocManaged(void **devPtr, size_t size,
                                              unsigned int flags = cudaMemAttachGlobal) {
  (void)flags;
  return ::wmc::cuda::detail::allocateDevice(devPtr, size, true);
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMallocManaged(_Tp **devPtr, size_t size,
                                              unsigned int flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(devPtr), size, flags);
}

// Pinned host memory: host memory for cudaMemcpy's kind.
WMC_CUDA_INLINE cudaError_t cudaMallocHost(void **ptr, size_t size) {
  *ptr = malloc(size);
  return *ptr || size == 0 ? cudaSuccess : cudaErrorMemoryAllocation;
}
template <class _Tp> WMC_CUDA_INLINE cudaError_t cudaMallocHost(_Tp **ptr, size_t size) {
  return cudaMallocHost(reinterpret_cast<void **>(ptr), size);
}
WMC_CUDA_INLINE cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned int flags) {
  (void)flags;
  return cudaMallocHost(ptr, size);
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

// A copy that involves host memory waits for the legacy default stream,
// then the host copies; a device-to-device one (cudaMemcpyDeviceToDevice,
// or cudaMemcpyDefault of two device pointers) goes on the legacy default
// stream and the host does not wait (docs/cuda.md, "Streams").
// The kind is usually a constant: a copy that involves the host is then
// the plain copy the optimizer sees through, as before device-to-device
// copies were asynchronous.
template <class _Dp, class _Sp>
WMC_CUDA_INLINE cudaError_t cudaMemcpy(_Dp *dst, const _Sp *src, size_t count,
                                       cudaMemcpyKind kind) {
  if (kind == cudaMemcpyHostToHost || kind == cudaMemcpyHostToDevice ||
      kind == cudaMemcpyDeviceToHost)
    ::wmc::cuda::detail::waitForDefaultStream();
  else if (!wmc_cuda_memcpy((void *)dst, (const void *)src, count,
                            ::wmc::cuda::detail::copyPiece<_Dp, _Sp>(), kind))
    return cudaSuccess;
  ::wmc::cuda::detail::copy(dst, src, count);
  return cudaSuccess;
}

// A fill of memory from cudaMalloc goes on the legacy default stream and the
// host does not wait; one of managed or host memory waits for the legacy
// default stream, then the host fills (docs/cuda.md, "Streams").
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemset(_Tp *devPtr, int value, size_t count) {
  if (wmc_cuda_memset((void *)devPtr, value, count, ::wmc::cuda::detail::pieceSize<_Tp>()))
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
  ::wmc::cuda::detail::waitForDefaultStream();
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
  ::wmc::cuda::detail::waitForDefaultStream();
  using _Elem = ::std::remove_all_extents_t<_Tp>;
  ::wmc::cuda::detail::copy(
      dst, reinterpret_cast<const _Elem *>(reinterpret_cast<const char *>(&symbol) + offset),
      count);
  return cudaSuccess;
}

// ---- streams (docs/cuda.md, "Streams") -------------------------------------

#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)

WMC_CUDA_INLINE cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags) {
  *stream = wmc_cuda_stream_create(flags);
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaStreamCreate(cudaStream_t *stream) {
  return cudaStreamCreateWithFlags(stream, cudaStreamDefault);
}
// Priorities change nothing wmc explores.
WMC_CUDA_INLINE cudaError_t cudaStreamCreateWithPriority(cudaStream_t *stream, unsigned int flags,
                                                         int priority) {
  (void)priority;
  return cudaStreamCreateWithFlags(stream, flags);
}
WMC_CUDA_INLINE cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest) {
  if (least)
    *least = 0;
  if (greatest)
    *greatest = 0;
  return cudaSuccess;
}
// The stream's work goes on after it is destroyed, as in CUDA.
WMC_CUDA_INLINE cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  wmc_cuda_stream_destroy(stream);
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  wmc_cuda_stream_synchronize(stream);
  return cudaSuccess;
}

// Asynchronous copies and fills run in stream order, on the stream's thread
// (in accesses of the sizes cudaMemcpy uses): they race with host accesses
// until a synchronising call.
template <class _Dp, class _Sp>
WMC_CUDA_INLINE cudaError_t cudaMemcpyAsync(_Dp *dst, const _Sp *src, size_t count,
                                            cudaMemcpyKind kind, cudaStream_t stream = 0) {
  (void)kind;
  wmc_cuda_copy_async((void *)dst, (const void *)src, count,
                      ::wmc::cuda::detail::copyPiece<_Dp, _Sp>(), -1, stream);
  return cudaSuccess;
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemsetAsync(_Tp *devPtr, int value, size_t count,
                                            cudaStream_t stream = 0) {
  wmc_cuda_copy_async((void *)devPtr, nullptr, count, ::wmc::cuda::detail::pieceSize<_Tp>(),
                      static_cast<unsigned char>(value), stream);
  return cudaSuccess;
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemcpyToSymbolAsync(_Tp &symbol, const void *src, size_t count,
                                                    size_t offset = 0,
                                                    cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                    cudaStream_t stream = 0) {
  (void)kind;
  using _Elem = ::std::remove_all_extents_t<_Tp>;
  wmc_cuda_copy_async(reinterpret_cast<char *>(&symbol) + offset, src, count,
                      ::wmc::cuda::detail::pieceSize<_Elem>(), -1, stream);
  return cudaSuccess;
}
template <class _Tp>
WMC_CUDA_INLINE cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const _Tp &symbol, size_t count,
                                                      size_t offset = 0,
                                                      cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                      cudaStream_t stream = 0) {
  (void)kind;
  using _Elem = ::std::remove_all_extents_t<_Tp>;
  wmc_cuda_copy_async(dst, reinterpret_cast<const char *>(&symbol) + offset, count,
                      ::wmc::cuda::detail::pieceSize<_Elem>(), -1, stream);
  return cudaSuccess;
}

// ---- events (docs/cuda.md, "Streams") --------------------------------------

#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04

WMC_CUDA_INLINE cudaError_t cudaEventCreate(cudaEvent_t *event) {
  *event = wmc_cuda_event_create();
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) {
  (void)flags;
  return cudaEventCreate(event);
}
WMC_CUDA_INLINE cudaError_t cudaEventDestroy(cudaEvent_t event) {
  wmc_cuda_event_destroy(event);
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0) {
  wmc_cuda_event_record(event, stream);
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  wmc_cuda_event_synchronize(event);
  return cudaSuccess;
}
WMC_CUDA_INLINE cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                                unsigned int flags = 0) {
  (void)flags;
  wmc_cuda_stream_wait_event(stream, event);
  return cudaSuccess;
}
// wmc has no clock: every interval is 0 ms.
WMC_CUDA_INLINE cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  (void)start;
  (void)end;
  *ms = 0.0f;
  return cudaSuccess;
}

// Host functions in stream order.
typedef void(CUDART_CB *cudaHostFn_t)(void *userData);
WMC_CUDA_INLINE cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn,
                                               void *userData) {
  wmc_cuda_stream_task(stream, fn, userData);
  return cudaSuccess;
}
typedef void(CUDART_CB *cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status,
                                              void *userData);
WMC_CUDA_INLINE cudaError_t cudaStreamAddCallback(cudaStream_t stream,
                                                  cudaStreamCallback_t callback, void *userData,
                                                  unsigned int flags) {
  (void)flags;
  ::wmc::cuda::detail::enqueue(
      stream, [stream, callback, userData] { callback(stream, cudaSuccess, userData); });
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
