// C11 <threads.h>: thin layers over the pthread interceptions. glibc
// implements these functions over pthreads inside libc, whose internal calls
// the pass never sees, so the thrd_/mtx_/cnd_ symbols themselves are
// renamed to these.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Stores.h"

#include <cerrno>
#include <cstdint>
#include <threads.h>

using namespace wmc;
using namespace wmc::rt;

namespace {
int status(int err) {
  switch (err) {
  case 0: return thrd_success;
  case EBUSY: return thrd_busy;
  case ETIMEDOUT: return thrd_timedout;
  default: return thrd_error;
  }
}
pthread_mutex_t *asMutex(mtx_t *m) { return reinterpret_cast<pthread_mutex_t *>(m); }
pthread_cond_t *asCond(cnd_t *c) { return reinterpret_cast<pthread_cond_t *>(c); }
} // namespace

extern "C" {

int __wmc_thrd_create(thrd_t *thr, thrd_start_t fn, void *arg, const wmc_site *site) {
  // The thread function returns an int, read back by thrd_join from the low
  // 32 bits of the thread's return value (where the x86-64 ABI returns an int).
  return status(__wmc_pthread_create(reinterpret_cast<pthread_t *>(thr), nullptr,
                                     reinterpret_cast<void *(*)(void *)>(
                                         reinterpret_cast<void (*)()>(fn)),
                                     arg, site));
}

int __wmc_thrd_join(thrd_t thr, int *res, const wmc_site *site) {
  void *ret = nullptr;
  int err = __wmc_pthread_join(thr, &ret, site);
  // Written like a store of the program: the result is read back by
  // instrumented code.
  if (res)
    storeValue(res, static_cast<uint32_t>(reinterpret_cast<uintptr_t>(ret)), sizeof(int), site);
  return status(err);
}

void __wmc_thrd_exit(int res, const wmc_site *site) {
  __wmc_pthread_exit(reinterpret_cast<void *>(static_cast<intptr_t>(res)), site);
}

thrd_t __wmc_thrd_current(const wmc_site *site) { return __wmc_pthread_self(site); }

int __wmc_thrd_detach(thrd_t, const wmc_site *) { return thrd_success; }

void __wmc_thrd_yield(const wmc_site *) {} // every schedule is explored anyway

int __wmc_mtx_init(mtx_t *m, int type, const wmc_site *site) {
  if (type & mtx_recursive)
    Session::get().fatal("a recursive mutex (mtx_recursive) is not supported yet", site);
  return status(__wmc_pthread_mutex_init(asMutex(m), nullptr, site));
}

void __wmc_mtx_destroy(mtx_t *, const wmc_site *) {}

int __wmc_mtx_lock(mtx_t *m, const wmc_site *site) {
  return status(__wmc_pthread_mutex_lock(asMutex(m), site));
}

int __wmc_mtx_trylock(mtx_t *m, const wmc_site *site) {
  return status(__wmc_pthread_mutex_trylock(asMutex(m), site));
}

int __wmc_mtx_unlock(mtx_t *m, const wmc_site *site) {
  return status(__wmc_pthread_mutex_unlock(asMutex(m), site));
}

int __wmc_cnd_init(cnd_t *c, const wmc_site *site) {
  return status(__wmc_pthread_cond_init(asCond(c), nullptr, site));
}

void __wmc_cnd_destroy(cnd_t *, const wmc_site *) {}

int __wmc_cnd_wait(cnd_t *c, mtx_t *m, const wmc_site *site) {
  return status(__wmc_pthread_cond_wait(asCond(c), asMutex(m), site));
}

int __wmc_cnd_timedwait(cnd_t *c, mtx_t *m, const struct timespec *ts, const wmc_site *site) {
  return status(__wmc_pthread_cond_timedwait(asCond(c), asMutex(m), ts, site));
}

int __wmc_cnd_signal(cnd_t *c, const wmc_site *site) {
  return status(__wmc_pthread_cond_signal(asCond(c), site));
}

int __wmc_cnd_broadcast(cnd_t *c, const wmc_site *site) {
  return status(__wmc_pthread_cond_broadcast(asCond(c), site));
}

void __wmc_call_once(once_flag *flag, void (*fn)(void), const wmc_site *site) {
  static_assert(sizeof(once_flag) == sizeof(pthread_once_t));
  __wmc_pthread_once(reinterpret_cast<pthread_once_t *>(flag), fn, site);
}

} // extern "C"
