#include "runtime/gpu/CudaStreams.h"

#include "runtime/Session.h"

namespace wmc::rt {

void CudaStreams::resetForExecution() {
  streams_.clear();
  created_.clear();
  operations_.clear();
  events_.clear();
  eventsCreated_.clear();
  extraWaits_.clear();
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

bool isDefaultWork(const GpuRuntime::Pending &p) { return CudaStreams::isDefault(p.stream); }

} // namespace

void cudaEnqueue(uint64_t handle, CudaStreams::Operation op) {
  const wmc_site *site = op.site;
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId host = s.current();
  if (s.thread(host).gpu.isGpu)
    s.fatal("stream operations in a GPU thread are not supported", site);
  CudaStreams &streams = s.gpu().streams();
  bool isDefault = CudaStreams::isDefault(handle);
  CudaStreams::Stream *stream = isDefault ? nullptr : streams.find(handle);
  if (!isDefault && (!stream || stream->destroyed))
    s.fatal(std::string(stream ? "a stream used after cudaStreamDestroy"
                               : "an operation on a stream that cudaStreamCreate did not create"),
            site);
  std::vector<ThreadId> extra = std::move(streams.extraWaits(isDefault ? 0 : handle));
  streams.extraWaits(isDefault ? 0 : handle).clear();
  if (isDefault && op.launch) {
    // The legacy default stream, as before streams: the host waits for the
    // earlier work of every blocking stream (and the events it was told to
    // wait for), then launches.
    for (ThreadId t : extra)
      s.join(t, site);
    cudaStreamWait(0, site);
    gpuLaunch(*op.launch, site);
    return;
  }
  op.waitFor = std::move(extra);
  for (const GpuRuntime::Pending &p : s.gpu().outstanding(host)) {
    bool follows = isDefault ? p.blocking
                             : (stream->blocking && isDefaultWork(p)) ||
                                   (stream->last && p.thread == *stream->last);
    if (follows)
      op.waitFor.push_back(p.thread);
  }
  uint32_t number = isDefault ? 0 : stream->number;
  ThreadId child = s.perform(site, [&](Explorer &ex, ThreadId t) {
    std::string label = ex.isReplaying(t) ? "" : "stream" + std::to_string(number);
    return ex.threadCreate(t, site, kCpuPlace, label);
  });
  streams.operation(child) = std::move(op);
  s.spawn(child, &runStreamOperation, nullptr);
  s.gpu().launched(
      host, GpuRuntime::Pending{child, isDefault ? 0 : handle, isDefault || stream->blocking});
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

void cudaEventRecordOn(uint64_t event, uint64_t handle, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  CudaStreams::Event &e = knownEvent(s, event, "cudaEventRecord", site);
  e.after.clear();
  bool isDefault = CudaStreams::isDefault(handle);
  CudaStreams::Stream *stream = isDefault ? nullptr : s.gpu().streams().find(handle);
  if (!isDefault && (!stream || stream->destroyed))
    s.fatal("cudaEventRecord on a stream that is destroyed or was not created", site);
  // Work the host joined already happens before whatever waits for the
  // event later in the host, and before the operations it starts later.
  for (const GpuRuntime::Pending &p : s.gpu().outstanding(s.current()))
    if (isDefault ? p.blocking : stream->last && p.thread == *stream->last)
      e.after.push_back(p.thread);
}

void cudaEventWait(uint64_t event, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  // A map node: it stays put while this thread waits in the joins.
  const std::vector<ThreadId> &after = knownEvent(s, event, "cudaEventSynchronize", site).after;
  for (size_t i = 0; i < after.size(); ++i)
    s.join(after[i], site);
}

void cudaStreamWaitFor(uint64_t handle, uint64_t event, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  const CudaStreams::Event &e = knownEvent(s, event, "cudaStreamWaitEvent", site);
  bool isDefault = CudaStreams::isDefault(handle);
  if (!isDefault) {
    CudaStreams::Stream *stream = s.gpu().streams().find(handle);
    if (!stream || stream->destroyed)
      s.fatal("cudaStreamWaitEvent on a stream that is destroyed or was not created", site);
  }
  std::vector<ThreadId> &extra = s.gpu().streams().extraWaits(isDefault ? 0 : handle);
  extra.insert(extra.end(), e.after.begin(), e.after.end());
}

void cudaStreamWait(uint64_t handle, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId host = s.current(), t = 0;
  if (CudaStreams::isDefault(handle)) {
    while (s.gpu().takeOutstanding(
        host, [](const GpuRuntime::Pending &p) { return p.blocking; }, t))
      s.join(t, site);
    return;
  }
  CudaStreams::Stream *stream = s.gpu().streams().find(handle);
  if (!stream || stream->destroyed)
    s.fatal(std::string(stream ? "cudaStreamSynchronize of a destroyed stream"
                               : "cudaStreamSynchronize of a stream that cudaStreamCreate did "
                                 "not create"),
            site);
  // Its last operation joined everything before it on the stream.
  while (s.gpu().takeOutstanding(
      host, [&](const GpuRuntime::Pending &p) { return p.stream == handle; }, t))
    s.join(t, site);
}

} // namespace wmc::rt
