// pthread synchronisation beyond mutexes: condition variables, semaphores,
// barriers, reader-writer locks, spin locks and pthread_once. Each object is
// one location of the graph (its address; no program memory) whose
// operations are conditional read-modify-writes (Explorer::syncOp) with the
// state transitions of checker/sync/SyncObjects.h; barriers reuse the GPU
// barrier events. docs/sync.md gives the semantics.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/intercept/LibStdCxx.h"

#include <dlfcn.h>
#include <semaphore.h>

#include <cerrno>
#include <ctime>

using namespace wmc;
using namespace wmc::rt;

namespace {

/// The location of a synchronisation object: its first bytes, up to 8 (a
/// pthread_once_t or std::once_flag has 4). It is a piece of the layout like
/// any location: the program may also write those bytes (a constructor
/// zeroing a std::once_flag), and then the state starts from what it wrote.
template <typename Object>
Access syncAccess(const Object *object, SyncOp op, MemOrder order, const wmc_site *site) {
  constexpr unsigned size = sizeof(Object) < 8 ? sizeof(Object) : 8;
  static_assert(size == 4 || size == 8);
  Session &s = Session::get();
  Layout::Cover c = s.locate(object, size, site);
  if (c.count != 1)
    s.fatal("a synchronisation object whose first " + std::to_string(size) +
                " bytes the program also accesses in smaller parts is not supported yet (" +
                s.memory().describe(reinterpret_cast<uintptr_t>(object), s.threadNames()) + ")",
            site);
  Access a;
  a.addr = reinterpret_cast<Addr>(object);
  a.size = size;
  a.order = order;
  a.site = site;
  a.flags = kMutexLoc;
  a.syncOp = op;
  return a;
}

/// One operation of the current thread on a synchronisation object; `step`
/// maps the state read (and the thread) to a SyncStep.
template <typename Object, typename Step>
Explorer::SyncResult syncOp(const Object *object, SyncOp op, MemOrder order, const wmc_site *site,
                            bool wait, Step &&step) {
  Session &s = Session::get();
  RuntimeScope scope;
  Access a = syncAccess(object, op, order, site);
  return s.perform(site, [&](Explorer &ex, ThreadId t) {
    return ex.syncOp(t, a, [&](Value v) { return step(v, t); }, wait);
  });
}

[[noreturn]] void notSupported(const std::string &what, const wmc_site *site) {
  Session::get().fatal(what + " is not supported yet", site);
}

void lockMutex(pthread_mutex_t *m, const wmc_site *site) { __wmc_pthread_mutex_lock(m, site); }
void unlockMutex(pthread_mutex_t *m, const wmc_site *site) { __wmc_pthread_mutex_unlock(m, site); }

/// pthread_cond_wait and its timed variants: register as a waiter, release
/// the mutex, return when a signal's token is taken (or, `timed`, time out
/// when there is none; with --wmc-spurious-wakeups, wake without one), then
/// re-acquire the mutex. Condition-variable operations are relaxed: under
/// RC11 the waiter synchronises with the signaller through the mutex.
int condWait(pthread_cond_t *c, pthread_mutex_t *m, bool timed, const wmc_site *site) {
  CondVarStates &states = Session::get().condVars();
  syncOp(c, SyncOp::CondWait, MemOrder::Relaxed, site, false,
         [&](Value v, ThreadId t) { return states.registerWaiter(v, t); });
  unlockMutex(m, site);
  bool mayLeave = timed || Session::get().options().spuriousWakeups;
  bool left = false;
  syncOp(c, SyncOp::CondWake, MemOrder::Relaxed, site, true, [&](Value v, ThreadId t) {
    SyncStep st = states.consume(v, t);
    left = !st.proceed && mayLeave;
    return left ? states.leave(v, t) : st;
  });
  lockMutex(m, site);
  return left && timed ? ETIMEDOUT : 0;
}

int condSignal(pthread_cond_t *c, bool all, const wmc_site *site) {
  if (!Session::active())
    return 0; // no waiter before main
  CondVarStates &states = Session::get().condVars();
  syncOp(c, all ? SyncOp::CondBroadcast : SyncOp::CondSignal, MemOrder::Relaxed, site, false,
         [&](Value v, ThreadId) { return all ? states.broadcast(v) : states.signal(v); });
  return 0;
}

} // namespace

extern "C" {

// ---- condition variables ---------------------------------------------------------

int __wmc_pthread_cond_init(pthread_cond_t *, const pthread_condattr_t *attr,
                            const wmc_site *site) {
  int shared = PTHREAD_PROCESS_PRIVATE;
  if (attr && pthread_condattr_getpshared(attr, &shared) == 0 && shared != PTHREAD_PROCESS_PRIVATE)
    notSupported("a process-shared condition variable", site);
  return 0; // a condition variable starts with no waiter whatever its bytes are
}

int __wmc_pthread_cond_destroy(pthread_cond_t *, const wmc_site *) { return 0; }

int __wmc_pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m, const wmc_site *site) {
  return condWait(c, m, false, site);
}

int __wmc_pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *,
                                 const wmc_site *site) {
  return condWait(c, m, true, site);
}

int __wmc_pthread_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t,
                                 const struct timespec *, const wmc_site *site) {
  return condWait(c, m, true, site);
}

int __wmc_pthread_cond_signal(pthread_cond_t *c, const wmc_site *site) {
  return condSignal(c, false, site);
}

int __wmc_pthread_cond_broadcast(pthread_cond_t *c, const wmc_site *site) {
  return condSignal(c, true, site);
}

// ---- semaphores ------------------------------------------------------------------------

int __wmc_sem_init(sem_t *sem, int pshared, unsigned value, const wmc_site *site) {
  if (pshared)
    notSupported("a process-shared semaphore", site);
  if (!Session::active())
    notSupported("sem_init before main (in static initialisation)", site);
  Session &s = Session::get();
  RuntimeScope scope;
  Access a = syncAccess(sem, SyncOp::SemInit, MemOrder::Relaxed, site);
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    ex.store(t, a, value);
    return 0;
  });
  return 0;
}

int __wmc_sem_destroy(sem_t *, const wmc_site *) { return 0; }

int __wmc_sem_wait(sem_t *sem, const wmc_site *site) {
  syncOp(sem, SyncOp::SemWait, MemOrder::Acquire, site, true,
         [](Value v, ThreadId) { return semWait(v); });
  return 0;
}

int __wmc_sem_trywait(sem_t *sem, const wmc_site *site) {
  auto r = syncOp(sem, SyncOp::SemWait, MemOrder::Acquire, site, false,
                  [](Value v, ThreadId) { return semWait(v); });
  if (r.proceeded)
    return 0;
  errno = EAGAIN;
  return -1;
}

int __wmc_sem_post(sem_t *sem, const wmc_site *site) {
  syncOp(sem, SyncOp::SemPost, MemOrder::Release, site, false,
         [](Value v, ThreadId) { return semPost(v); });
  return 0;
}

// ---- barriers -------------------------------------------------------------------------

int __wmc_pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr,
                               unsigned count, const wmc_site *site) {
  int shared = PTHREAD_PROCESS_PRIVATE;
  if (attr && pthread_barrierattr_getpshared(attr, &shared) == 0 &&
      shared != PTHREAD_PROCESS_PRIVATE)
    notSupported("a process-shared barrier", site);
  if (count == 0)
    return EINVAL;
  if (!Session::active())
    notSupported("pthread_barrier_init before main (in static initialisation)", site);
  Session::get().barrierCounts()[reinterpret_cast<Addr>(b)] = count;
  return 0;
}

int __wmc_pthread_barrier_destroy(pthread_barrier_t *, const wmc_site *) { return 0; }

int __wmc_pthread_barrier_wait(pthread_barrier_t *b, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  auto id = reinterpret_cast<Addr>(b);
  auto it = s.barrierCounts().find(id);
  if (it == s.barrierCounts().end())
    s.fatal("pthread_barrier_wait on a barrier that pthread_barrier_init did not initialise", site);
  uint32_t count = it->second;
  ThreadId t = s.current();
  s.thread(t).lastSite = site;
  bool group = isPthreadGroupBarrier(id, count, site);
  for (;;) {
    if (!s.explorer().isReplaying(t))
      s.waitTurn();
    bool leave = s.explorer().barrier(t, id, count, site,
                                      {.kind = group ? BarrierKind::Block : BarrierKind::Pthread});
    s.afterOp();
    if (leave)
      break;
    // Not every thread arrived: wait until the explorer schedules us again.
  }
  return s.explorer().lastToArrive(t, id) ? PTHREAD_BARRIER_SERIAL_THREAD : 0;
}

// ---- reader-writer locks -------------------------------------------------------------

int __wmc_pthread_rwlock_init(pthread_rwlock_t *, const pthread_rwlockattr_t *attr,
                              const wmc_site *site) {
  int shared = PTHREAD_PROCESS_PRIVATE;
  if (attr && pthread_rwlockattr_getpshared(attr, &shared) == 0 &&
      shared != PTHREAD_PROCESS_PRIVATE)
    notSupported("a process-shared rwlock", site);
  return 0;
}

int __wmc_pthread_rwlock_destroy(pthread_rwlock_t *, const wmc_site *) { return 0; }

int __wmc_pthread_rwlock_rdlock(pthread_rwlock_t *l, const wmc_site *site) {
  if (!Session::active())
    return 0;
  syncOp(l, SyncOp::RdLock, MemOrder::Acquire, site, true,
         [](Value v, ThreadId) { return rwRdLock(v); });
  return 0;
}

int __wmc_pthread_rwlock_wrlock(pthread_rwlock_t *l, const wmc_site *site) {
  if (!Session::active())
    return 0;
  syncOp(l, SyncOp::WrLock, MemOrder::Acquire, site, true,
         [](Value v, ThreadId) { return rwWrLock(v); });
  return 0;
}

int __wmc_pthread_rwlock_tryrdlock(pthread_rwlock_t *l, const wmc_site *site) {
  if (!Session::active())
    return 0;
  return syncOp(
             l, SyncOp::RdLock, MemOrder::Acquire, site, false,
             [](Value v, ThreadId) {
               return rwRdLock(v);
             }).proceeded
             ? 0
             : EBUSY;
}

int __wmc_pthread_rwlock_trywrlock(pthread_rwlock_t *l, const wmc_site *site) {
  if (!Session::active())
    return 0;
  return syncOp(
             l, SyncOp::WrLock, MemOrder::Acquire, site, false,
             [](Value v, ThreadId) {
               return rwWrLock(v);
             }).proceeded
             ? 0
             : EBUSY;
}

int __wmc_pthread_rwlock_unlock(pthread_rwlock_t *l, const wmc_site *site) {
  if (!Session::active())
    return 0;
  auto r = syncOp(l, SyncOp::RwUnlock, MemOrder::Release, site, false,
                  [](Value v, ThreadId) { return rwUnlock(v); });
  if (!r.proceeded) {
    Session &s = Session::get();
    RuntimeScope scope;
    s.explorer().error(s.current(), ErrorKind::InvalidAccess,
                       "pthread_rwlock_unlock of an rwlock that is not locked", site);
    s.suspendForever();
  }
  return 0;
}

// ---- spin locks: mutexes ----------------------------------------------------------------

int __wmc_pthread_spin_init(pthread_spinlock_t *, int pshared, const wmc_site *site) {
  if (pshared != PTHREAD_PROCESS_PRIVATE)
    notSupported("a process-shared spin lock", site);
  return 0;
}

int __wmc_pthread_spin_destroy(pthread_spinlock_t *, const wmc_site *) { return 0; }

int __wmc_pthread_spin_lock(pthread_spinlock_t *l, const wmc_site *site) {
  return __wmc_pthread_mutex_lock(reinterpret_cast<pthread_mutex_t *>(const_cast<int *>(l)), site);
}

int __wmc_pthread_spin_trylock(pthread_spinlock_t *l, const wmc_site *site) {
  return __wmc_pthread_mutex_trylock(reinterpret_cast<pthread_mutex_t *>(const_cast<int *>(l)),
                                     site);
}

int __wmc_pthread_spin_unlock(pthread_spinlock_t *l, const wmc_site *site) {
  return __wmc_pthread_mutex_unlock(reinterpret_cast<pthread_mutex_t *>(const_cast<int *>(l)),
                                    site);
}

// ---- once ---------------------------------------------------------------------------------

int __wmc_pthread_once(pthread_once_t *once, void (*routine)(void), const wmc_site *site) {
  if (!Session::active()) {
    // Start-up code runs alone; later calls in the exploration see the
    // object as never run (each execution starts from the same state).
    routine();
    return 0;
  }
  auto r = syncOp(once, SyncOp::OnceEnter, MemOrder::Acquire, site, true,
                  [](Value v, ThreadId) { return onceEnter(v); });
  if (r.old != 0)
    return 0; // done by another call
  onceRoutine(routine)();
  Session &s = Session::get();
  RuntimeScope scope;
  Access a = syncAccess(once, SyncOp::OnceDone, MemOrder::Release, site);
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    ex.store(t, a, kOnceDone);
    return 0;
  });
  return 0;
}

} // extern "C"

namespace {
bool inTest() { return Session::active() && Session::get().inFiber(); }
template <typename Fn> Fn next(const char *name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}
} // namespace

// Interposed for libstdc++: std::condition_variable's wait and notify
// functions are compiled into libstdc++ and call these directly, not
// through instrumented code. Outside the exploration they forward to the C
// library.
extern "C" {

int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) {
  if (inTest())
    return condWait(c, m, false, nullptr);
  static auto real = next<int (*)(pthread_cond_t *, pthread_mutex_t *)>("pthread_cond_wait");
  return real(c, m);
}

int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *ts) {
  if (inTest())
    return condWait(c, m, true, nullptr);
  static auto real = next<int (*)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *)>(
      "pthread_cond_timedwait");
  return real(c, m, ts);
}

int pthread_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clock,
                           const struct timespec *ts) {
  if (inTest())
    return condWait(c, m, true, nullptr);
  static auto real =
      next<int (*)(pthread_cond_t *, pthread_mutex_t *, clockid_t, const struct timespec *)>(
          "pthread_cond_clockwait");
  return real(c, m, clock, ts);
}

int pthread_cond_signal(pthread_cond_t *c) {
  if (inTest())
    return condSignal(c, false, nullptr);
  static auto real = next<int (*)(pthread_cond_t *)>("pthread_cond_signal");
  return real(c);
}

int pthread_cond_broadcast(pthread_cond_t *c) {
  if (inTest())
    return condSignal(c, true, nullptr);
  static auto real = next<int (*)(pthread_cond_t *)>("pthread_cond_broadcast");
  return real(c);
}

} // extern "C"
