// CUDA streams (docs/cuda.md, "Streams"). Work on a stream other than the
// legacy default one runs on a stream thread: a CPU thread the host creates
// per operation, which first joins what the operation must wait for (the
// previous operation of its stream; for a blocking stream also the default
// stream's work the host has not joined), then launches the kernel and
// joins its GPU threads, or runs the copy. So kernels of different streams
// interleave, while those of one stream are ordered. The legacy default
// stream waits for all earlier work of blocking streams, on the device: an
// operation on it with such work pending runs on a stream thread that joins
// that work, so the host goes on (a launch with nothing pending is the
// host's own, its GPU threads the host's children).
//
// Events record what was started on a stream so far; waiting for an event
// joins that work.
//
// Handles are numbers, not memory: the k-th stream that thread t creates in
// an execution is ((t + 1) << 20) | (k << 4), its k-th event the same | 8,
// the same in every execution.
#pragma once

#include "abi.h"
#include "graph/Types.h"
#include "runtime/gpu/GpuLaunch.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wmc::rt {

class CudaStreams {
public:
  struct Stream {
    uint32_t number; ///< 1, 2, ... in creation order (thread names)
    bool blocking;   ///< synchronises with the legacy default stream
    bool destroyed = false;
    std::optional<ThreadId> last; ///< the stream thread of its last operation
  };
  /// An asynchronous copy (fill < 0) or fill of `count` bytes, in accesses
  /// of `piece` bytes when they divide it (as cudaMemcpy's, docs/cuda.md).
  struct Copy {
    void *dst;
    const void *src;
    uint64_t count;
    uint32_t piece;
    int32_t fill;
  };
  /// What a stream thread does (set by the host when it creates it): a
  /// launch, a copy, or fn(arg); each access is reported at `site`.
  struct Operation {
    std::vector<ThreadId> waitFor; ///< joined first
    std::optional<GpuLaunch> launch;
    std::optional<Copy> copy;
    void (*fn)(void *) = nullptr;
    void *arg = nullptr;
    const wmc_site *site = nullptr;
  };

  /// A CUDA event: the work it was recorded after (stream threads and GPU
  /// threads of the recording thread).
  struct Event {
    std::vector<ThreadId> after;
    bool destroyed = false;
  };

  void resetForExecution();
  /// A new stream of thread `host`; returns its handle.
  uint64_t create(ThreadId host, bool blocking);
  /// The stream of a handle other than a default stream's; null if unknown.
  Stream *find(uint64_t handle);
  /// The legacy default stream: 0 (no stream) or cudaStreamLegacy.
  static bool isLegacyDefault(uint64_t handle) { return handle < kPerThreadDefault; }
  static bool isPerThreadDefault(uint64_t handle) { return handle == kPerThreadDefault; }
  /// The handle of `host`'s per-thread default stream (cudaStreamPerThread):
  /// a blocking stream of its own, created on first use.
  uint64_t perThreadDefault(ThreadId host);
  Operation &operation(ThreadId streamThread) { return operations_[streamThread]; }
  /// A new event of thread `host`; returns its handle.
  uint64_t createEvent(ThreadId host);
  /// The event of a handle; null if unknown.
  Event *findEvent(uint64_t handle);
  /// Work the next operation of stream `handle` (0: the legacy default
  /// stream) must also wait for (cudaStreamWaitEvent): taken by that
  /// operation, or by a synchronize.
  std::vector<ThreadId> &extraWaits(uint64_t handle) { return extraWaits_[handle]; }

private:
  static constexpr uint64_t kPerThreadDefault = 2; // cudaStreamPerThread; 1 is cudaStreamLegacy
  std::map<uint64_t, Stream> streams_;
  std::map<ThreadId, uint32_t> created_; // streams per thread, this execution
  std::map<ThreadId, Operation> operations_;
  std::map<uint64_t, Event> events_;
  std::map<ThreadId, uint32_t> eventsCreated_;
  std::map<uint64_t, std::vector<ThreadId>> extraWaits_;
  std::map<ThreadId, uint64_t> perThreadDefault_;
};

/// The current thread puts operation `op` (its waitFor is filled here) on
/// stream `handle` (docs/cuda.md, "Streams").
void cudaEnqueue(uint64_t handle, CudaStreams::Operation op);
/// The current thread joins the work of stream `handle` it started (the
/// legacy default stream: every blocking stream's).
void cudaStreamWait(uint64_t handle, const wmc_site *site);
/// cudaEventRecord(event, stream): the event stands for the work started
/// on the stream so far (the legacy default stream: on every blocking one).
void cudaEventRecordOn(uint64_t event, uint64_t stream, const wmc_site *site);
/// cudaEventSynchronize: the current thread joins the event's work.
void cudaEventWait(uint64_t event, const wmc_site *site);
/// cudaStreamWaitEvent: the stream's next operation also waits for it.
void cudaStreamWaitFor(uint64_t stream, uint64_t event, const wmc_site *site);

} // namespace wmc::rt
