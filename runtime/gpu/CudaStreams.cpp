#include "runtime/gpu/CudaStreams.h"

#include "runtime/Session.h"
#include "runtime/gpu/StreamOrder.h"

namespace wmc::rt {

void CudaStreams::resetForExecution() {
  streams_.clear();
  created_.clear();
  operations_.clear();
  events_.clear();
  eventsCreated_.clear();
  extraWaits_.clear();
  perThreadDefault_.clear();
}

uint64_t CudaStreams::perThreadDefault(ThreadId host) {
  auto it = perThreadDefault_.find(host);
  if (it != perThreadDefault_.end())
    return it->second;
  uint64_t handle = create(host, /*blocking=*/true);
  perThreadDefault_.emplace(host, handle);
  return handle;
}

uint64_t CudaStreams::createEvent(ThreadId host) {
  uint32_t k = ++eventsCreated_[host];
  uint64_t handle = (uint64_t{host} + 1) << 20 | uint64_t{k} << 4 | 8;
  events_[handle] = Event{};
  return handle;
}

CudaStreams::Event *CudaStreams::findEvent(uint64_t handle) {
  auto it = events_.find(handle);
  return it == events_.end() ? nullptr : &it->second;
}

uint64_t CudaStreams::create(ThreadId host, bool blocking) {
  uint32_t k = ++created_[host];
  uint64_t handle = (uint64_t{host} + 1) << 20 | uint64_t{k} << 4;
  auto number = static_cast<uint32_t>(streams_.size() + 1);
  streams_.emplace(handle, Stream{number, blocking, false, {}});
  return handle;
}

CudaStreams::Stream *CudaStreams::find(uint64_t handle) {
  auto it = streams_.find(handle);
  return it == streams_.end() ? nullptr : &it->second;
}

namespace {

/// The accesses of an asynchronous copy or fill, reported at the call.
void copy(const CudaStreams::Copy &c, const wmc_site *site) {
  auto *dst = static_cast<char *>(c.dst);
  const auto *src = static_cast<const char *>(c.src);
  if (c.piece <= 1 || c.count % c.piece != 0) {
    if (c.fill < 0)
      __wmc_memcpy(dst, src, c.count, site);
    else
      __wmc_memset(dst, static_cast<uint32_t>(c.fill), c.count, site);
    return;
  }
  uint64_t pattern = 0x0101010101010101ull * static_cast<uint8_t>(c.fill);
  for (uint64_t at = 0; at < c.count; at += c.piece) {
    uint64_t v = c.fill < 0 ? __wmc_load(src + at, c.piece, WMC_ORDER_PLAIN, site) : pattern;
    __wmc_store(dst + at, v, c.piece, WMC_ORDER_PLAIN, site);
  }
}

/// Body of a stream thread: waits for what its operation must follow, then
/// launches the kernel and waits for its GPU threads, or runs fn(arg).
void *runStreamOperation(void *) {
  Session &s = Session::get();
  // Stays put until the execution ends (a map node), when this fiber is
  // abandoned if it has not finished.
  const CudaStreams::Operation &op = s.gpu().streams().operation(s.current());
  {
    RuntimeScope scope;
    for (ThreadId t : op.waitFor)
      s.join(t, op.site);
  }
  if (op.launch) {
    gpuLaunch(*op.launch, op.site);
    gpuJoinOutstanding(/*all=*/false, op.site);
  } else if (op.copy) {
    copy(*op.copy, op.site);
  } else {
    op.fn(op.arg);
  }
  return nullptr;
}

/// The stream a handle names for the current thread.
struct Target {
  uint64_t handle;             ///< 0 for the legacy default stream
  CudaStreams::Stream *stream; ///< null for the legacy default stream
  StreamTarget order() const { return {handle, stream}; }
};

/// Stops the check, naming `call`, on a stream that was destroyed or never
/// created.
Target target(Session &s, uint64_t handle, const char *call, const wmc_site *site) {
  CudaStreams &streams = s.gpu().streams();
  if (CudaStreams::isPerThreadDefault(handle))
    handle = streams.perThreadDefault(s.current());
  if (CudaStreams::isLegacyDefault(handle))
    return {0, nullptr};
  CudaStreams::Stream *stream = streams.find(handle);
  if (!stream || stream->destroyed)
    s.fatal(std::string(call) + (stream ? " on a destroyed stream"
                                        : " on a stream that cudaStreamCreate did not create"),
            site);
  return {handle, stream};
}

} // namespace

void cudaEnqueue(uint64_t requested, CudaStreams::Operation op) {
  const wmc_site *site = op.site;
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId host = s.current();
  if (s.thread(host).gpu.isGpu)
    s.fatal("stream operations in a GPU thread are not supported", site);
  CudaStreams &streams = s.gpu().streams();
  Target on = target(s, requested, "an operation", site);
  auto [handle, stream] = on;
  bool isDefault = !stream;
  // The events of cudaStreamWaitEvent first, then the stream order.
  std::vector<ThreadId> &extra = streams.extraWaits(handle);
  op.waitFor = std::move(extra);
  extra.clear();
  for (ThreadId t : predecessors(on.order(), s.gpu().outstanding(host)))
    op.waitFor.push_back(t);
  if (hostRunsIt(on.order(), op.launch.has_value(), op.waitFor)) {
    // Its GPU threads are the host's children and its pending default work.
    gpuLaunch(*op.launch, site);
    return;
  }
  // The wait is the stream thread's, not the host's: a host that joined the
  // earlier kernels here would no longer race with them (a false pass).
  uint32_t number = isDefault ? 0 : stream->number;
  ThreadId child = s.perform(site, [&](Explorer &ex, ThreadId t) {
    std::string label = ex.isReplaying(t) ? "" : "stream" + std::to_string(number);
    return ex.threadCreate(t, site, kCpuPlace, label);
  });
  streams.operation(child) = std::move(op);
  s.spawn(child, &runStreamOperation, nullptr);
  s.gpu().launched(host, GpuRuntime::Pending{child, handle, isDefault || stream->blocking});
  if (stream)
    stream->last = child;
}

namespace {
CudaStreams::Event &knownEvent(Session &s, uint64_t handle, const char *call,
                               const wmc_site *site) {
  CudaStreams::Event *e = s.gpu().streams().findEvent(handle);
  if (!e || e->destroyed)
    s.fatal(std::string(call) +
                (e ? " of a destroyed event" : " of an event that cudaEventCreate did not create"),
            site);
  return *e;
}
} // namespace

void cudaEventRecordOn(uint64_t event, uint64_t requested, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  CudaStreams::Event &e = knownEvent(s, event, "cudaEventRecord", site);
  auto [handle, stream] = target(s, requested, "cudaEventRecord", site);
  bool isDefault = !stream;
  e.after.clear();
  // Work the host joined already happens before whatever waits for the
  // event later in the host, and before the operations it starts later.
  for (const GpuRuntime::Pending &p : s.gpu().outstanding(s.current()))
    if (isDefault ? p.blocking : stream->last && p.thread == *stream->last)
      e.after.push_back(p.thread);
  // The stream's pending cudaStreamWaitEvent precedes the record on it.
  const std::vector<ThreadId> &extra = s.gpu().streams().extraWaits(handle);
  e.after.insert(e.after.end(), extra.begin(), extra.end());
}

void cudaEventWait(uint64_t event, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  // A map node: it stays put while this thread waits in the joins.
  const std::vector<ThreadId> &after = knownEvent(s, event, "cudaEventSynchronize", site).after;
  for (size_t i = 0; i < after.size(); ++i)
    s.join(after[i], site);
}

void cudaStreamWaitFor(uint64_t requested, uint64_t event, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  const CudaStreams::Event &e = knownEvent(s, event, "cudaStreamWaitEvent", site);
  uint64_t handle = target(s, requested, "cudaStreamWaitEvent", site).handle;
  std::vector<ThreadId> &extra = s.gpu().streams().extraWaits(handle);
  extra.insert(extra.end(), e.after.begin(), e.after.end());
}

void cudaStreamWait(uint64_t requested, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId host = s.current(), t = 0;
  auto [handle, stream] = target(s, requested, "cudaStreamSynchronize", site);
  bool isDefault = !stream;
  // A pending cudaStreamWaitEvent is part of the stream's work: the host
  // joins what it names, and the next operation need not. One at a time
  // from the map: this fiber may be abandoned in a join.
  std::vector<ThreadId> &extra = s.gpu().streams().extraWaits(handle);
  while (!extra.empty()) {
    t = extra.back();
    extra.pop_back();
    s.join(t, site);
  }
  // On another stream, its last operation joined everything before it.
  while (s.gpu().takeOutstanding(
      host,
      [&](const GpuRuntime::Pending &p) { return isDefault ? p.blocking : p.stream == handle; }, t))
    s.join(t, site);
}

} // namespace wmc::rt
