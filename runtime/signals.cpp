// Signals: a crash inside a test thread (bad pointer, stack overflow,
// division by zero) becomes an error of the test; a crash in wmc itself says
// so. A watchdog stops a thread that computes for too long without any
// visible operation (an infinite loop on local data).
#include "runtime/Session.h"

#include <signal.h>
#include <unistd.h>

#include <cstring>

namespace wmc::rt {
namespace {

void writeErr(const char *s) { (void)!write(2, s, std::strlen(s)); }

void onCrash(int sig, siginfo_t *info, void *) {
  if (Session::active() && Session::get().inFiber())
    Session::get().noteCrash(sig, info->si_addr); // does not return
  writeErr("wmc internal error: the checker crashed (signal ");
  char num[8];
  int n = sig, i = 0;
  char rev[8];
  do {
    rev[i++] = static_cast<char>('0' + n % 10);
    n /= 10;
  } while (n && i < 7);
  for (int k = 0; k < i; ++k)
    num[k] = rev[i - 1 - k];
  num[i] = 0;
  writeErr(num);
  writeErr("); please report this with the test program\n");
  _exit(2);
}

uint64_t lastProgress = 0;
uint32_t idleSeconds = 0;

void onAlarm(int) {
  if (Session::active()) {
    Session &s = Session::get();
    if (s.inFiber() && s.progress == lastProgress) {
      if (++idleSeconds >= s.options().timeout && s.options().timeout) {
        writeErr("wmc: a test thread ran for ");
        writeErr(std::to_string(idleSeconds).c_str());
        writeErr(" s without any visible operation (an infinite loop on local data?); "
                 "raise --wmc-timeout if it is just slow\n");
        _exit(2);
      }
    } else {
      idleSeconds = 0;
      lastProgress = s.progress;
    }
  }
  alarm(1);
}

} // namespace

void Session::installSignalHandlers() {
  static char altStack[1 << 16];
  stack_t ss{};
  ss.ss_sp = altStack;
  ss.ss_size = sizeof altStack;
  sigaltstack(&ss, nullptr);
  struct sigaction sa{};
  sa.sa_sigaction = &onCrash;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL})
    sigaction(sig, &sa, nullptr);
  struct sigaction al{};
  al.sa_handler = &onAlarm;
  al.sa_flags = SA_RESTART;
  sigemptyset(&al.sa_mask);
  sigaction(SIGALRM, &al, nullptr);
  alarm(1);
}

} // namespace wmc::rt
