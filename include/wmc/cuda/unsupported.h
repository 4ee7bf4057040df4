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

typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
struct cudaDeviceProp;
struct cudaFuncAttributes;

// WMC_CUDA_UNSUPPORTED(RET, NAME, WHAT) declares NAME, taking any
// arguments, as unavailable; local to this header.
#define WMC_CUDA_UNSUPPORTED(RET, NAME, WHAT)                                  \
  extern "C" RET NAME(...)                                                     \
      __attribute__((unavailable("not supported by wmc yet: " WHAT)));

// Polling a stream or an event (the answer depends on timing); graphs.
WMC_CUDA_UNSUPPORTED(int, cudaStreamQuery, "stream and event queries")
WMC_CUDA_UNSUPPORTED(int, cudaEventQuery, "stream and event queries")
WMC_CUDA_UNSUPPORTED(int, cudaGraphCreate, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaGraphLaunch, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaGraphInstantiate, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaStreamBeginCapture, "CUDA graphs")
WMC_CUDA_UNSUPPORTED(int, cudaStreamEndCapture, "CUDA graphs")

// Peer and 2D/3D copies, pinned registration, unified-memory hints.
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
WMC_CUDA_UNSUPPORTED(int, cudaLaunchCooperativeKernel, "cooperative launches")
WMC_CUDA_UNSUPPORTED(int, cudaOccupancyMaxActiveBlocksPerMultiprocessor, "occupancy queries")
WMC_CUDA_UNSUPPORTED(int, cudaOccupancyMaxPotentialBlockSize, "occupancy queries")

// The warp primitives without _sync, removed for Volta and later (<wmc/cuda/warp.h>
// has the _sync ones).
WMC_CUDA_UNSUPPORTED(int, __shfl, "warp primitives without _sync (use __shfl_sync)")
WMC_CUDA_UNSUPPORTED(int, __shfl_up, "warp primitives without _sync (use __shfl_up_sync)")
WMC_CUDA_UNSUPPORTED(int, __shfl_down, "warp primitives without _sync (use __shfl_down_sync)")
WMC_CUDA_UNSUPPORTED(int, __shfl_xor, "warp primitives without _sync (use __shfl_xor_sync)")
WMC_CUDA_UNSUPPORTED(int, __ballot, "warp primitives without _sync (use __ballot_sync)")
WMC_CUDA_UNSUPPORTED(int, __any, "warp primitives without _sync (use __any_sync)")
WMC_CUDA_UNSUPPORTED(int, __all, "warp primitives without _sync (use __all_sync)")
WMC_CUDA_UNSUPPORTED(int, __uni_sync, "warp-level primitives")

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
