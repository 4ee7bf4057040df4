// How cudaMemcpy orders its copy with the host (docs/cuda.md, "Streams"),
// apart from the streams that carry it out: the runtime API's "API
// synchronization behavior" makes a copy that involves host memory
// synchronous with respect to the host, and does no host-side
// synchronisation for a copy from device memory to device memory. The
// same page makes cudaMemset asynchronous with respect to the host, except
// on pinned host memory or managed memory, where it is synchronous.
#pragma once

#include <cstdint>

namespace wmc::rt {

/// cudaMemcpyKind's values (include/wmc/cuda/host_api.h).
enum class MemcpyKind : int32_t {
  HostToHost = 0,
  HostToDevice = 1,
  DeviceToHost = 2,
  DeviceToDevice = 3,
  Default = 4,
};

enum class MemcpyPlan {
  HostCopies,      ///< wait for the legacy default stream, then the host copies
  DefaultStream,   ///< an operation on the legacy default stream; the host goes on
  NotDeviceMemory, ///< cudaMemcpyDeviceToDevice of memory cudaMalloc did not give
  BadKind,         ///< not a cudaMemcpyKind
};

/// The plan for cudaMemcpy(dst, src, count, kind), where dstDevice and
/// srcDevice say whether each pointer is in memory from cudaMalloc or
/// cudaMallocManaged. cudaMemcpyDefault infers the kind from the pointers,
/// as CUDA does with unified addressing.
MemcpyPlan planMemcpy(int32_t kind, bool dstDevice, bool srcDevice);

enum class MemsetPlan {
  HostFills,     ///< wait for the legacy default stream, then the host fills
  DefaultStream, ///< an operation on the legacy default stream; the host goes on
};

/// The plan for cudaMemset(dst, ...), where device says whether dst is in
/// memory from cudaMalloc or cudaMallocManaged and managed whether it is
/// from cudaMallocManaged. Anything that is not device memory (pinned host
/// memory, or host memory CUDA would reject) is filled by the host, so that
/// the stream never touches a host (stack) buffer after the host went on.
MemsetPlan planMemset(bool device, bool managed);

} // namespace wmc::rt
