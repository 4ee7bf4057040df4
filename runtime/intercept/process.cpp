// assert/abort/exit, wmc_assume/wmc_assert, unsupported calls, and the
// registration of globals by instrumented modules (which runs before main).
#include "abi.h"

#include "runtime/Registration.h"
#include "runtime/Session.h"
#include "runtime/intercept/Fail.h"

#include <cstdio>
#include <cstdlib>

using namespace wmc;
using namespace wmc::rt;

namespace {
/// A failure in start-up code (a C++ dynamic initialiser) happens before any
/// execution is explored: bad input, not a verdict.
[[noreturn]] void failAtStartup(const std::string &msg, const wmc_site *site) {
  std::string where =
      site && site->file ? std::string(site->file) + ":" + std::to_string(site->line) + ": " : "";
  std::fflush(stdout);
  std::fprintf(stderr, "wmc: %s%s before main (in static initialisation); nothing was checked\n",
               where.c_str(), msg.c_str());
  std::_Exit(2);
}
} // namespace

void wmc::rt::failExecution(ErrorKind kind, const std::string &msg, const wmc_site *site) {
  if (!Session::active())
    failAtStartup(msg, site);
  Session &s = Session::get();
  RuntimeScope scope;
  s.thread(s.current()).lastSite = site;
  s.explorer().error(s.current(), kind, msg, site);
  s.suspendForever();
}

extern "C" {

void __wmc_register_globals(const wmc_global *table, uint64_t count) {
  pendingGlobals().emplace_back(table, count);
}

void __wmc_assert_fail(const char *expr, const char *, unsigned, const char *,
                       const wmc_site *site) {
  failExecution(ErrorKind::AssertionFailure,
                std::string("assertion `") + (expr ? expr : "?") + "' failed", site);
}

void __wmc_abort(const wmc_site *site) {
  failExecution(ErrorKind::Abort, "abort() was called", site);
}

void __wmc_exit(int status, const wmc_site *site) {
  if (!Session::active()) // during static initialisation: the program ends
    std::_Exit(status);
  Session &s = Session::get();
  RuntimeScope scope;
  s.thread(s.current()).lastSite = site;
  std::string call = site && site->text ? site->text : "exit";
  s.explorer().exitProgram(s.current(), status, site,
                           call + "(" + std::to_string(status) + ") was called");
  s.suspendForever();
}

void __wmc_main_return(int status, const wmc_site *site) {
  // Only a failure status matters here: main's end itself is its thread's end.
  if (status == 0 || !Session::active() || !Session::get().inFiber())
    return;
  Session &s = Session::get();
  if (s.options().ignoreExitStatus)
    return;
  RuntimeScope scope;
  s.thread(s.current()).lastSite = site;
  s.explorer().exitProgram(s.current(), status, site, "main returned " + std::to_string(status));
  s.suspendForever();
}

void __wmc_assume(int cond, const wmc_site *site) {
  if (cond)
    return;
  if (!Session::active())
    failAtStartup("wmc_assume failed", site);
  Session &s = Session::get();
  RuntimeScope scope;
  s.explorer().block(s.current(), BlockReason::Assume, site);
  s.suspendForever();
}

void __wmc_assert(int cond, const char *expr, const wmc_site *site) {
  if (!cond)
    failExecution(ErrorKind::AssertionFailure,
                  std::string("wmc_assert(") + (expr ? expr : "?") + ") failed", site);
}

void __wmc_unsupported(const char *name, const wmc_site *site) {
  Session::get().fatal(
      std::string("unsupported call ") + (name ? name : "?") + ": not supported yet by wmc", site);
}

// Uninstrumented code calling abort() (e.g. std::terminate) inside a test.
void abort(void) noexcept {
  if (Session::active() && Session::get().inFiber())
    failExecution(ErrorKind::Abort, "abort() was called (uncaught exception or library error?)",
                  Session::get().thread(Session::get().current()).lastSite);
  std::_Exit(134);
}

void __wmc_verifier_assert(int cond, const wmc_site *site) {
  if (!cond)
    failExecution(ErrorKind::AssertionFailure, "__VERIFIER_assert failed", site);
}

void __wmc_verifier_error(const wmc_site *site) {
  failExecution(ErrorKind::AssertionFailure,
                "the error function (reach_error / __VERIFIER_error) was reached", site);
}

// Atomic blocks exclude each other: each holds this one mutex.
static pthread_mutex_t verifierAtomicBlock = PTHREAD_MUTEX_INITIALIZER;

void __wmc_verifier_atomic_begin(const wmc_site *site) {
  __wmc_pthread_mutex_lock(&verifierAtomicBlock, site);
}

void __wmc_verifier_atomic_end(const wmc_site *site) {
  __wmc_pthread_mutex_unlock(&verifierAtomicBlock, site);
}

// __VERIFIER_nondet_pointer and _pchar are not modelled: the pass puts a
// call to __wmc_unsupported (exit 2, naming the call's line) before every
// call; these weak definitions only let such a test link. The other nondet
// functions are in nondet.cpp.
__attribute__((weak)) void *__VERIFIER_nondet_pointer(void) {
  __wmc_unsupported("__VERIFIER_nondet_pointer", nullptr);
}
__attribute__((weak)) char *__VERIFIER_nondet_pchar(void) {
  __wmc_unsupported("__VERIFIER_nondet_pchar", nullptr);
}

// Without the plugin, wmc.h's functions still work (as plain checks).
void wmc_assume(int cond) { __wmc_assume(cond, nullptr); }
void wmc_assert_expr(int cond, const char *expr) { __wmc_assert(cond, expr, nullptr); }

} // extern "C"
