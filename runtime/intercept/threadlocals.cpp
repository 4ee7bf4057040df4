// thread_local / __thread / _Thread_local variables (docs/sync.md). The test
// threads are fibers of one OS thread, so the OS's TLS would give them all
// the same copy. The pass turns every llvm.threadlocal.address(@v) into
// __wmc_thread_local(@v, ...): the calling test thread's copy, a block of
// its heap arena created at its first use in each execution with the
// variable's initial bytes. Instrumented code only ever reaches the
// variable through this call, so the OS thread's own instance (@v here) is
// never written once the exploration runs and keeps the initial image.
// C++ thread_local objects with a destructor register it through
// __cxa_thread_atexit: it runs on the copy when a thread other than main
// ends, before the pthread key destructors (as glibc orders them).
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/intercept/ThreadLocals.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace wmc;
using namespace wmc::rt;

namespace {

// Per execution: each (thread, variable)'s copy, and each thread's
// destructors in registration order.
std::map<std::pair<ThreadId, const void *>, void *> copies;
struct Destructor {
  void (*run)(void *);
  void *object;
};
std::map<ThreadId, std::vector<Destructor>> destructors;

} // namespace

namespace wmc::rt {

void resetThreadLocals() {
  copies.clear();
  destructors.clear();
}

void runThreadLocalDestructors(ThreadId t) {
  if (t == 0) // main's end is the program's exit
    return;
  while (true) { // a destructor may construct (and register) another object
    Destructor d;
    {
      RuntimeScope scope;
      auto it = destructors.find(t);
      if (it == destructors.end() || it->second.empty())
        return;
      d = it->second.back(); // the reverse order of construction
      it->second.pop_back();
    }
    d.run(d.object); // user code
  }
}

} // namespace wmc::rt

extern "C" {

void *__wmc_thread_local(void *var, uint64_t size, uint64_t align, const char *name) {
  // Start-up code (constructors before main) runs on the OS thread itself:
  // what it writes is part of every copy's initial image.
  if (!Session::active())
    return var;
  Session &s = Session::get();
  RuntimeScope scope; // the runtime's map and allocation, not the test's events
  ThreadId t = s.current();
  auto [it, fresh] = copies.try_emplace({t, var}, nullptr);
  if (fresh) {
    std::string who = s.threadNames()[t];
    it->second = s.memory().allocateCopy(
        t, var, size, align, std::string(name ? name : "thread_local") + "(" + who + ")");
    if (!it->second)
      s.fatal("the test allocated more than the per-thread heap limit (64 MiB)", nullptr);
  }
  return it->second;
}

} // extern "C"

extern "C" int __wmc_cxa_thread_atexit(void (*dtor)(void *), void *object, void *,
                                       const wmc_site *) {
  if (!Session::active())
    return 0; // start-up code on the OS thread: main's objects, destroyed at exit
  RuntimeScope scope;
  destructors[Session::get().current()].push_back({dtor, object});
  return 0;
}
