// Futexes, as libstdc++'s atomic waits use them (std::atomic::wait/notify,
// counting_semaphore, latch, barrier; docs/sync.md). A FUTEX_WAIT is an
// await: it reads the word, and if the value is still the expected one the
// thread blocks in this execution, exactly like a failed iteration of a
// spin loop. A later write to the word revisits the read, which gives the
// execution in which the thread was woken. So a FUTEX_WAKE has nothing to
// do: the write before it (the counter a release increments, the phase a
// barrier completes) is what wakes the waiter. A waiter whose read sees the
// latest value when no thread can run is reported as stuck (a deadlock).
#include "abi.h"

#include "runtime/Session.h"

#include <cerrno>
#include <linux/futex.h>
#include <string>

using namespace wmc;
using namespace wmc::rt;

extern "C" long __wmc_futex(int *addr, int op, int val, const wmc_site *site) {
  if (!Session::active())
    return 0; // start-up code: no other thread exists to wait for
  Session &s = Session::get();
  switch (op & FUTEX_CMD_MASK) {
  case FUTEX_WAKE:
    return 0;
  case FUTEX_WAIT:
    for (;;) { // a wait taken back (deferred) reads the word again when scheduled
      ThreadId t = s.current();
      uint32_t read = s.explorer().eventCount(t);
      auto seen = static_cast<int>(__wmc_load(addr, sizeof(int), WMC_ORDER_RELAXED, site));
      if (seen != val) {
        errno = EAGAIN;
        return -1;
      }
      RuntimeScope scope;
      if (!s.explorer().awaitFailed(t, site, read))
        s.suspendForever();
    }
  default:
    s.fatal("futex operation " + std::to_string(op & FUTEX_CMD_MASK) +
                " (a timed wait?): not supported yet by wmc",
            site);
  }
}

// std::future and std::promise wait in libstdc++'s out-of-line
// __atomic_futex_unsigned_base::_M_futex_wait_until: "block while *addr ==
// val", the futex wait above. The notify is the write before it.
extern "C" bool __wmc_futex_wait_until(void *, unsigned *addr, unsigned val, bool has_timeout, long,
                                       long, const wmc_site *site) {
  if (!Session::active())
    return true;
  if (has_timeout)
    Session::get().fatal("a timed wait on a std::future (wait_for / wait_until) is not "
                         "supported yet by wmc",
                         site);
  __wmc_futex(reinterpret_cast<int *>(addr), FUTEX_WAIT, static_cast<int>(val), site);
  return true;
}

extern "C" void __wmc_futex_notify_all(unsigned *, const wmc_site *) {}
