#include "runtime/gpu/StreamOrder.h"

namespace wmc::rt {

bool mustFollow(const StreamTarget &target, const GpuRuntime::Pending &p) {
  if (target.isLegacyDefault())
    return p.blocking;
  const CudaStreams::Stream &s = *target.stream;
  bool legacyDefaultWork = p.stream == 0;
  return (s.blocking && legacyDefaultWork) || (s.last && p.thread == *s.last);
}

std::vector<ThreadId> predecessors(const StreamTarget &target,
                                   const std::deque<GpuRuntime::Pending> &pending) {
  std::vector<ThreadId> out;
  for (const GpuRuntime::Pending &p : pending)
    if (mustFollow(target, p))
      out.push_back(p.thread);
  return out;
}

} // namespace wmc::rt
