// GPUMC's annotated pthreads (docs/gpu.md, "Annotated C"): plain pthreads
// that declare themselves GPU threads with __VERIFIER_thread_kernel_id/
// group_id/local_id/global_id, scope their next atomic with
// __VERIFIER_memory_scope_*, and use a pthread barrier as their work-group's
// barrier. A placed thread is checked like a thread of a kernel launch: its
// place (a kernel, a group) decides scope inclusion.
#include "abi.h"

#include "runtime/Session.h"

#include <string>

using namespace wmc;
using namespace wmc::rt;

namespace {

/// Annotated kernel k is launch kAnnotatedLaunchBase + k: far above the
/// launches of wmc_gpu_launch/CUDA/OpenCL, numbered from 1.
constexpr uint32_t kAnnotatedLaunchBase = 0x40000000u;

/// __VERIFIER_groupsize of this execution (-1: not called).
int32_t groupSize() { return Session::get().gpu().annotatedGroups().size; }

bool annotated(const GpuThread &g) {
  return g.annotatedKernel >= 0 || g.annotatedGroup >= 0 || g.localId >= 0 || g.globalId >= 0;
}

int32_t groupOf(const GpuThread &g) {
  if (g.annotatedGroup >= 0)
    return g.annotatedGroup;
  return g.globalId >= 0 && groupSize() > 0 ? g.globalId / groupSize() : 0;
}

Place placeOf(const GpuThread &g) {
  if (!annotated(g))
    return kCpuPlace;
  uint32_t kernel = g.annotatedKernel > 0 ? static_cast<uint32_t>(g.annotatedKernel) : 0;
  return gpuPlace(kAnnotatedLaunchBase + kernel, static_cast<uint32_t>(groupOf(g)));
}

/// The thread's name suffix: "g1,l0", "k1,g0".
std::string label(const GpuThread &g) {
  std::string l;
  if (g.annotatedKernel >= 0)
    l = "k" + std::to_string(g.annotatedKernel) + ",";
  l += "g" + std::to_string(groupOf(g));
  int32_t local = g.localId;
  if (local < 0 && g.globalId >= 0 && groupSize() > 0)
    local = g.globalId % groupSize();
  if (local >= 0)
    l += ",l" + std::to_string(local);
  return l;
}

/// Sets one placement field of the calling thread, then its place.
void place(int32_t GpuThread::*field, int value, const char *call, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  if (value < 0)
    s.fatal(std::string(call) + "(" + std::to_string(value) + "): a negative id", site);
  GpuThread &g = s.thread(s.current()).gpu;
  if (g.isGpu)
    s.fatal(std::string(call) + " in a thread of a kernel launch", site);
  g.*field = value;
  // A later __VERIFIER_groupsize would move this thread to another group.
  if (g.globalId >= 0 && g.annotatedGroup < 0)
    s.gpu().annotatedGroups().fromGlobalId = true;
  if (!s.explorer().setPlace(s.current(), placeOf(g), label(g)))
    s.fatal(std::string(call) + (s.current() == 0
                                     ? " in main: only threads main creates can be GPU threads"
                                     : " after the thread's first memory operation: place a "
                                       "thread before it accesses memory"),
            site);
}

void scopeNext(Scope sc) {
  Session &s = Session::get();
  s.thread(s.current()).gpu.nextScope = sc;
}

} // namespace

namespace wmc::rt {

bool isPthreadGroupBarrier(Addr id, uint32_t count, const wmc_site *site) {
  Session &s = Session::get();
  const GpuThread &g = s.thread(s.current()).gpu;
  Place p = placeOf(g);
  auto [it, fresh] = s.gpu().groupBarriers().try_emplace(id, p);
  if (!fresh && it->second != p)
    s.fatal("a pthread barrier used by threads of different work-groups (or by GPU and CPU "
            "threads): not supported yet",
            site);
  if (p == kCpuPlace)
    return false;
  if (int32_t size = groupSize(); size > 0 && count != static_cast<uint32_t>(size))
    s.fatal("a pthread barrier of " + std::to_string(count) +
                " threads used as the barrier of a work-group of " + std::to_string(size) +
                " (__VERIFIER_groupsize)",
            site);
  return true;
}

} // namespace wmc::rt

extern "C" {

void __wmc_verifier_kernel_id(int k, const wmc_site *site) {
  place(&GpuThread::annotatedKernel, k, "__VERIFIER_thread_kernel_id", site);
}
void __wmc_verifier_group_id(int g, const wmc_site *site) {
  place(&GpuThread::annotatedGroup, g, "__VERIFIER_thread_group_id", site);
}
void __wmc_verifier_local_id(int l, const wmc_site *site) {
  place(&GpuThread::localId, l, "__VERIFIER_thread_local_id", site);
}
void __wmc_verifier_global_id(int n, const wmc_site *site) {
  place(&GpuThread::globalId, n, "__VERIFIER_thread_global_id", site);
}

void __wmc_verifier_groupsize(int n, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  std::string call = "__VERIFIER_groupsize(" + std::to_string(n) + ")";
  GpuRuntime::AnnotatedGroups &groups = s.gpu().annotatedGroups();
  if (n <= 0)
    s.fatal(call + ": not a group size", site);
  if (groups.size > 0 && groups.size != n)
    s.fatal(call + " after __VERIFIER_groupsize(" + std::to_string(groups.size) +
                "): one group size per program",
            site);
  if (groups.size < 0 && groups.fromGlobalId)
    s.fatal(call + " after a thread took its work-group from __VERIFIER_thread_global_id: set "
                   "the group size before placing threads",
            site);
  groups.size = n;
}

void __wmc_verifier_scope_work_group(const wmc_site *) { scopeNext(Scope::Block); }
void __wmc_verifier_scope_device(const wmc_site *) { scopeNext(Scope::Device); }
void __wmc_verifier_scope_system(const wmc_site *) { scopeNext(Scope::System); }

} // extern "C"
