// The ordering rules of CUDA streams (docs/cuda.md, "Streams"), apart from
// the fibers that carry them out (CudaStreams.cpp): which of the host's
// unjoined work a new stream operation must follow, and whether the host
// may run it itself. The waits are the device's: the host never joins
// anything to issue an operation.
#pragma once

#include "runtime/gpu/GpuRuntime.h"

#include <deque>
#include <vector>

namespace wmc::rt {

/// The stream an operation is issued on.
struct StreamTarget {
  uint64_t handle;                   ///< 0 for the legacy default stream
  const CudaStreams::Stream *stream; ///< null for the legacy default stream
  bool isLegacyDefault() const { return stream == nullptr; }
};

/// Whether an operation on `target` starts after pending work `p`: on the
/// legacy default stream, after all work of blocking streams (itself
/// included); on a blocking stream, after the legacy default stream's work
/// and its own last operation; on a non-blocking one, after that last only.
bool mustFollow(const StreamTarget &target, const GpuRuntime::Pending &p);

/// The threads of `pending` an operation on `target` must follow, in order.
std::vector<ThreadId> predecessors(const StreamTarget &target,
                                   const std::deque<GpuRuntime::Pending> &pending);

/// A launch on the legacy default stream that follows nothing may be run by
/// the host itself (its GPU threads the host's children, as before streams);
/// every other operation runs on a stream thread that does the waiting.
inline bool hostRunsIt(const StreamTarget &target, bool isLaunch,
                       const std::vector<ThreadId> &follows) {
  return target.isLegacyDefault() && isLaunch && follows.empty();
}

} // namespace wmc::rt
