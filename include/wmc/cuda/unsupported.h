// CUDA functions that wmc does not model yet. Part of <wmc/cuda_runtime.h>.
//
// Each is declared unavailable, so a call fails to compile with a message
// that names it ("'cudaStreamCreate' is unavailable: not supported by wmc
// yet: streams"), and `wmc check` stops with exit status 2. Functions that
// are not declared at all (anything else of the CUDA toolkit) fail as
// undeclared identifiers, which name them as well.
#ifndef WMC_CUDA_UNSUPPORTED_H
#define WMC_CUDA_UNSUPPORTED_H

#pragma GCC system_header

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
struct cudaDeviceProp;
struct cudaFuncAttributes;

// WMC_CUDA_UNSUPPORTED(RET, NAME, WHAT) declares NAME, taking any
// arguments, as unavailable; local to this header.
#define WMC_CUDA_UNSUPPORTED(RET, NAME, WHAT)                                  \
  extern "C" RET NAME(...)                                                     \
      __attribute__((unavailable("not supported by wmc yet: " WHAT)));

// Streams, events and graphs: wmc has one in-order default stream.
WMC_CUDA_UNSUPPORTED(int, cudaStreamCreate, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamCreateWithFlags, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamCreateWithPriority, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamDestroy, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamSynchronize, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamWaitEvent, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamQuery, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaStreamAddCallback, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaLaunchHostFunc, "streams")
WMC_CUDA_UNSUPPORTED(int, cudaEventCreate, "events")
WMC_CUDA_UNSUPPORTED(int, cudaEventCreateWithFlags, "events")
WMC_CUDA_UNSUPPORTED(int, cudaEventRecord, "events")
WMC_CUDA_UNSUPPORTED(int, cudaEventSynchronize, "events")
WMC_CUDA_UNSUPPORTED(int, cudaEventQuery, "events")
WMC_CUDA_UNSUPPORTED(int, cudaEventElapsedTime, "events")
WMC_CUDA_UNSUPPORTED(int, cudaEventDestroy, "events")
WMC_CUDA_UNSUPPORTED(int, cudaGraphCreate, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaGraphLaunch, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaGraphInstantiate, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaStreamBeginCapture, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaStreamEndCapture, "CUDA graphs")

// Asynchronous and 2D/3D copies, pinned registration, unified-memory hints.
WMC_CUDA_UNSUPPORTED(int, cudaMemcpyAsync, "asynchronous copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemsetAsync, "asynchronous copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpyToSymbolAsync, "asynchronous copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpyFromSymbolAsync, "asynchronous copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpyPeer, "multiple devices")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpyPeerAsync, "multiple devices")
WMC_CUDA_UNSUPPORTED(int, cudaDeviceEnablePeerAccess, "multiple devices")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpy2D, "2D/3D copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpy2DAsync, "2D/3D copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemcpy3D, "2D/3D copies")
WMC_CUDA_UNSUPPORTED(int, cudaMemset2D, "2D/3D copies")
WMC_CUDA_UNSUPPORTED(int, cudaMallocPitch, "pitched allocations")
WMC_CUDA_UNSUPPORTED(int, cudaMalloc3D, "pitched allocations")
WMC_CUDA_UNSUPPORTED(int, cudaMallocArray, "CUDA arrays")
WMC_CUDA_UNSUPPORTED(int, cudaMallocAsync, "stream-ordered allocation")
WMC_CUDA_UNSUPPORTED(int, cudaFreeAsync, "stream-ordered allocation")
WMC_CUDA_UNSUPPORTED(int, cudaHostRegister, "host memory registration")
WMC_CUDA_UNSUPPORTED(int, cudaHostUnregister, "host memory registration")
WMC_CUDA_UNSUPPORTED(int, cudaHostGetDevicePointer, "host memory registration")
WMC_CUDA_UNSUPPORTED(int, cudaMemPrefetchAsync, "unified-memory hints")
WMC_CUDA_UNSUPPORTED(int, cudaMemAdvise, "unified-memory hints")

// Device properties, launch APIs and configuration.
WMC_CUDA_UNSUPPORTED(int, cudaGetDeviceProperties, "device properties")
WMC_CUDA_UNSUPPORTED(int, cudaDeviceGetAttribute, "device properties")
WMC_CUDA_UNSUPPORTED(int, cudaDeviceSetLimit, "device limits")
WMC_CUDA_UNSUPPORTED(int, cudaDeviceGetLimit, "device limits")
WMC_CUDA_UNSUPPORTED(int, cudaDeviceSetCacheConfig, "cache configuration")
WMC_CUDA_UNSUPPORTED(int, cudaFuncSetCacheConfig, "cache configuration")
WMC_CUDA_UNSUPPORTED(int, cudaFuncSetAttribute, "kernel attributes")
WMC_CUDA_UNSUPPORTED(int, cudaFuncGetAttributes, "kernel attributes")
// With its real prototype: clang's host-side code generation of a
// __global__ function's launch stub calls cudaLaunchKernel itself (a
// variadic declaration crashes it). wmc check never gets there: it lowers
// <<<...>>> launches to its own launcher.
extern "C" int cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
                                unsigned long shared_mem, cudaStream_t stream)
    __attribute__((unavailable("not supported by wmc yet: launches other than <<<...>>>")));
WMC_CUDA_UNSUPPORTED(int, cudaLaunchCooperativeKernel, "cooperative launches")
WMC_CUDA_UNSUPPORTED(int, cudaOccupancyMaxActiveBlocksPerMultiprocessor, "occupancy queries")
WMC_CUDA_UNSUPPORTED(int, cudaOccupancyMaxPotentialBlockSize, "occupancy queries")

// Warp-level primitives: wmc has no warps (threads of a block are scheduled
// independently).
WMC_CUDA_UNSUPPORTED(int, __syncwarp, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_up_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_down_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_xor_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_up, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_down, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __shfl_xor, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __ballot_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __ballot, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __any_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __all_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __uni_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __any, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __all, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __activemask, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __match_any_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __match_all_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __reduce_add_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __reduce_min_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __reduce_max_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __reduce_and_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __reduce_or_sync, "warp-level primitives")
WMC_CUDA_UNSUPPORTED(int, __reduce_xor_sync, "warp-level primitives")

// Barrier variants with a result, timing and textures.
WMC_CUDA_UNSUPPORTED(int, __syncthreads_count, "barriers with a result")
WMC_CUDA_UNSUPPORTED(int, __syncthreads_and, "barriers with a result")
WMC_CUDA_UNSUPPORTED(int, __syncthreads_or, "barriers with a result")
WMC_CUDA_UNSUPPORTED(long long, clock64, "clock counters")
WMC_CUDA_UNSUPPORTED(long long, __globaltimer, "clock counters")
WMC_CUDA_UNSUPPORTED(int, tex1Dfetch, "textures")
WMC_CUDA_UNSUPPORTED(int, tex2D, "textures")
WMC_CUDA_UNSUPPORTED(int, surf2Dwrite, "surfaces")

#undef WMC_CUDA_UNSUPPORTED

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
