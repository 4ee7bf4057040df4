// Heap: instrumented code's malloc/new go to per-thread arenas (deterministic
// addresses, reset every execution; freed blocks are never reused within an
// execution, so a use after free is detected). C++ operator new/delete and
// free/realloc are interposed so that memory crossing into libstdc++ (e.g.
// std::thread's state) is handled too.
#include "abi.h"

#include "runtime/Registration.h"
#include "runtime/Session.h"
#include "runtime/intercept/SystemHeap.h"

#include <cstdlib>
#include <cstring>
#include <new>

using namespace wmc;
using namespace wmc::rt;

namespace {

// ASan's initialisation, before any constructor, frees memory (dlerror's
// strings) through our free while its shadow memory does not exist yet:
// then nothing instrumented may run, and no test state exists anyway.
// Volatile: the optimiser would run this constructor at compile time.
volatile bool constructorsStarted = false;
__attribute__((constructor(101))) void markConstructorsStarted() { constructorsStarted = true; }

void freeAfterStartup(void *p);
void *reallocAfterStartup(void *p, size_t n);

/// Before main: a real heap block, remembered as part of the initial state.
void *allocateAtStartup(size_t n, size_t align, bool zeroed, const wmc_site *site) {
  void *p = align > 16 ? systemheap::allocateAligned(align, n ? n : 1) : systemheap::allocate(n ? n : 1);
  if (!p)
    return nullptr;
  if (zeroed)
    std::memset(p, 0, n);
  startupBlocks()[p] = StartupBlock{n, site};
  return p;
}

void *allocate(size_t n, size_t align, bool zeroed, const wmc_site *site) {
  if (!Session::active())
    return allocateAtStartup(n, align, zeroed, site);
  Session &s = Session::get();
  RuntimeScope scope;
  void *p = s.memory().allocate(s.current(), n, align, zeroed, site);
  if (!p)
    s.fatal("the test allocated more than the per-thread heap limit (64 MiB)", site);
  return p;
}

void release(void *p, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  size_t size = s.memory().blockSize(p);
  if (!s.memory().release(p)) {
    s.explorer().error(s.current(), ErrorKind::InvalidAccess,
                       "free of memory that is not a live heap block (double free?)", site);
    s.suspendForever();
  }
  // The free is a write of every location of the block (see Explorer::freeMemory).
  ThreadId t = s.current();
  s.thread(t).lastSite = site;
  if (!s.explorer().isReplaying(t))
    s.waitTurn();
  auto lo = reinterpret_cast<Addr>(p);
  s.dropClaimsForFree(lo, lo + size);
  s.explorer().freeMemory(t, lo, lo + size, site);
  s.afterOp();
}

} // namespace

extern "C" {

void *__wmc_malloc(size_t n, const wmc_site *site) { return allocate(n, 16, false, site); }

void *__wmc_calloc(size_t count, size_t n, const wmc_site *site) {
  return allocate(count * n, 16, true, site);
}

void *__wmc_aligned_alloc(size_t align, size_t n, const wmc_site *site) {
  return allocate(n, align, false, site);
}

int __wmc_posix_memalign(void **out, size_t align, size_t n, const wmc_site *site) {
  *out = allocate(n, align, false, site);
  return 0;
}

void __wmc_free(void *p, const wmc_site *site) {
  if (!p)
    return;
  if (!Session::active()) {
    startupBlocks().erase(p);
    systemheap::release(p);
    return;
  }
  if (!Session::get().memory().isHeapBlock(p)) {
    systemheap::release(p);
    return;
  }
  release(p, site);
}

void *__wmc_realloc(void *p, size_t n, const wmc_site *site) {
  if (!p)
    return allocate(n, 16, false, site);
  if (!Session::active()) {
    void *q = systemheap::reallocate(p, n ? n : 1);
    if (q) {
      const wmc_site *first = startupBlocks().count(p) ? startupBlocks()[p].site : site;
      startupBlocks().erase(p);
      startupBlocks()[q] = StartupBlock{n, first};
    }
    return q;
  }
  Session &s = Session::get();
  if (!s.memory().isHeapBlock(p))
    return systemheap::reallocate(p, n);
  size_t old = s.memory().blockSize(p);
  void *q = allocate(n, 16, false, site);
  if (old)
    __wmc_memcpy(q, p, old < n ? old : n, site); // the copy reads and writes shared memory
  release(p, site);
  return q;
}

WMC_NO_ASAN void free(void *p) noexcept {
  if (!constructorsStarted) {
    systemheap::release(p);
    return;
  }
  freeAfterStartup(p);
}

WMC_NO_ASAN void *realloc(void *p, size_t n) noexcept {
  if (!constructorsStarted)
    return systemheap::reallocate(p, n);
  return reallocAfterStartup(p, n);
}

} // extern "C"

namespace {

void freeAfterStartup(void *p) {
  if (p && !Session::active())
    startupBlocks().erase(p); // not part of the initial state any more
  if (p && Session::active() && Session::get().memory().isHeapBlock(p)) {
    if (Session::get().inFiber())
      release(p, nullptr);
    return;
  }
  systemheap::release(p);
}

void *reallocAfterStartup(void *p, size_t n) {
  if (p && Session::active() && Session::get().memory().isHeapBlock(p))
    return __wmc_realloc(p, n, nullptr);
  return systemheap::reallocate(p, n);
}

} // namespace

void *operator new(size_t n) {
  if (inTestCode())
    return allocate(n, 16, false, nullptr);
  if (void *p = systemheap::allocate(n ? n : 1))
    return p;
  throw std::bad_alloc();
}
void *operator new[](size_t n) { return operator new(n); }
void *operator new(size_t n, const std::nothrow_t &) noexcept {
  try {
    return operator new(n);
  } catch (...) {
    return nullptr;
  }
}
void *operator new[](size_t n, const std::nothrow_t &t) noexcept { return operator new(n, t); }
void operator delete(void *p) noexcept { free(p); }
void operator delete[](void *p) noexcept { free(p); }
void operator delete(void *p, size_t) noexcept { free(p); }
void operator delete[](void *p, size_t) noexcept { free(p); }
