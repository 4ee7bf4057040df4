// pthreads: threads are fibers named by their spawn path; mutexes are
// CAS-based locks on the mutex's address (see Explorer::lock). The plain
// pthread_create/join/detach are interposed too, for std::thread (whose
// calls come from libstdc++, not from instrumented code).
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Stores.h"

#include <dlfcn.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

using namespace wmc;
using namespace wmc::rt;

namespace {

bool inTest() { return Session::active() && Session::get().inFiber(); }

template <typename Fn> Fn real(const char *name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" {

int __wmc_pthread_create(pthread_t *thread, const pthread_attr_t *, void *(*fn)(void *), void *arg,
                         const wmc_site *site) {
  if (!Session::active()) {
    std::fprintf(stderr, "wmc: %s:%u: a thread is created before main (in static initialisation); "
                         "not supported\n", site && site->file ? site->file : "?", site ? site->line : 0);
    std::_Exit(2);
  }
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId child = s.perform(site, [&](Explorer &ex, ThreadId t) { return ex.threadCreate(t, site); });
  s.spawn(child, fn, arg);
  // The handle is written like any store of the program: a pthread_t in a
  // global, the heap or an array is read back by other code (join).
  if (thread)
    storeValue(thread, static_cast<pthread_t>(child) + 1, sizeof(pthread_t), site);
  return 0;
}

int __wmc_pthread_join(pthread_t thread, void **ret, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  Explorer &ex = s.explorer();
  ThreadId t = s.current();
  if (thread == 0 || thread - 1 >= ex.numThreads() ||
      ex.thread(static_cast<ThreadId>(thread - 1)).status == ThreadStatus::NotCreated) {
    ex.error(t, ErrorKind::InvalidAccess, "pthread_join of a thread that does not exist", site);
    s.suspendForever();
  }
  auto child = static_cast<ThreadId>(thread - 1);
  if (child == t) {
    ex.error(t, ErrorKind::Deadlock, "a thread joins itself", site);
    s.suspendForever();
  }
  Value v = s.join(child, site);
  // From instrumented code the result is a store of the program (its later
  // loads read the graph); from libstdc++ (no site) a native write.
  if (ret && site)
    storeValue(ret, v, sizeof(void *), site);
  else if (ret)
    *ret = reinterpret_cast<void *>(v);
  return 0;
}

void __wmc_pthread_exit(void *ret, const wmc_site *site) {
  Session::get().endThread(reinterpret_cast<Value>(ret), site);
}

pthread_t __wmc_pthread_self(const wmc_site *) {
  if (!Session::active())
    return 1; // start-up code runs in main's thread
  return static_cast<pthread_t>(Session::get().current()) + 1;
}

int __wmc_pthread_detach(pthread_t, const wmc_site *) { return 0; }

int __wmc_pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *attr,
                             const wmc_site *site) {
  if (attr) {
    auto unsupported = [&](const char *what) {
      std::fprintf(stderr, "wmc: %s:%u: %s is not supported yet\n",
                   site && site->file ? site->file : "?", site ? site->line : 0, what);
      std::_Exit(2);
    };
    int v = 0;
    if (pthread_mutexattr_gettype(attr, &v) == 0 && v == PTHREAD_MUTEX_RECURSIVE)
      unsupported("a recursive mutex (PTHREAD_MUTEX_RECURSIVE)");
    if (pthread_mutexattr_getpshared(attr, &v) == 0 && v != PTHREAD_PROCESS_PRIVATE)
      unsupported("a process-shared mutex (PTHREAD_PROCESS_SHARED)");
    if (pthread_mutexattr_getrobust(attr, &v) == 0 && v != PTHREAD_MUTEX_STALLED)
      unsupported("a robust mutex (PTHREAD_MUTEX_ROBUST)");
    if (pthread_mutexattr_getprotocol(attr, &v) == 0 && v != PTHREAD_PRIO_NONE)
      unsupported("a priority-protocol mutex attribute");
  }
  return 0; // a mutex location starts unlocked whatever its bytes are
}

int __wmc_pthread_mutex_destroy(pthread_mutex_t *, const wmc_site *) { return 0; }

int __wmc_pthread_mutex_lock(pthread_mutex_t *m, const wmc_site *site) {
  if (!Session::active())
    return 0; // start-up code runs alone
  Session &s = Session::get();
  RuntimeScope scope;
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    return ex.lock(t, reinterpret_cast<Addr>(m), site);
  });
  return 0;
}

int __wmc_pthread_mutex_trylock(pthread_mutex_t *m, const wmc_site *site) {
  if (!Session::active())
    return 0;
  Session &s = Session::get();
  RuntimeScope scope;
  bool ok = s.perform(site, [&](Explorer &ex, ThreadId t) {
    return ex.trylock(t, reinterpret_cast<Addr>(m), site);
  });
  return ok ? 0 : EBUSY;
}

int __wmc_pthread_mutex_unlock(pthread_mutex_t *m, const wmc_site *site) {
  if (!Session::active())
    return 0;
  Session &s = Session::get();
  RuntimeScope scope;
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    ex.unlock(t, reinterpret_cast<Addr>(m), site);
    return 0;
  });
  return 0;
}

// Interposed for libstdc++ (std::thread). Outside the exploration they
// forward to the C library.
int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*fn)(void *), void *arg) {
  if (inTest())
    return __wmc_pthread_create(thread, attr, fn, arg, nullptr);
  using Fn = int (*)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
  static Fn next = real<Fn>("pthread_create");
  return next(thread, attr, fn, arg);
}

int pthread_join(pthread_t thread, void **ret) {
  if (inTest())
    return __wmc_pthread_join(thread, ret, nullptr);
  using Fn = int (*)(pthread_t, void **);
  static Fn next = real<Fn>("pthread_join");
  return next(thread, ret);
}

int pthread_detach(pthread_t thread) {
  if (inTest())
    return 0;
  using Fn = int (*)(pthread_t);
  static Fn next = real<Fn>("pthread_detach");
  return next(thread);
}

} // extern "C"
