// assert/abort/exit, wmc_assume/wmc_assert, unsupported calls, and the
// registration of globals by instrumented modules (which runs before main).
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Registration.h"

#include <cstdio>
#include <cstdlib>

using namespace wmc;
using namespace wmc::rt;

namespace {
[[noreturn]] void fail(ErrorKind kind, const std::string &msg, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  s.thread(s.current()).lastSite = site;
  s.explorer().error(s.current(), kind, msg, site);
  s.suspendForever();
}
} // namespace

extern "C" {

void __wmc_register_globals(const wmc_global *table, uint64_t count) {
  pendingGlobals().emplace_back(table, count);
}

void __wmc_assert_fail(const char *expr, const char *, unsigned, const char *,
                       const wmc_site *site) {
  fail(ErrorKind::AssertionFailure, std::string("assertion `") + (expr ? expr : "?") + "' failed",
       site);
}

void __wmc_abort(const wmc_site *site) { fail(ErrorKind::Abort, "abort() was called", site); }

void __wmc_exit(int, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  s.thread(s.current()).lastSite = site;
  s.explorer().exitProgram(s.current());
  s.suspendForever();
}

void __wmc_assume(int cond, const wmc_site *site) {
  if (cond)
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  s.explorer().block(s.current(), BlockReason::Assume, site);
  s.suspendForever();
}

void __wmc_assert(int cond, const char *expr, const wmc_site *site) {
  if (!cond)
    fail(ErrorKind::AssertionFailure,
         std::string("wmc_assert(") + (expr ? expr : "?") + ") failed", site);
}

void __wmc_unsupported(const char *name, const wmc_site *site) {
  Session::get().fatal(std::string("unsupported call ") + (name ? name : "?") +
                           ": not supported yet by wmc",
                       site);
}

// Uninstrumented code calling abort() (e.g. std::terminate) inside a test.
void abort(void) noexcept {
  if (Session::active() && Session::get().inFiber())
    fail(ErrorKind::Abort, "abort() was called (uncaught exception or library error?)",
         Session::get().thread(Session::get().current()).lastSite);
  std::_Exit(134);
}

// Without the plugin, wmc.h's functions still work (as plain checks).
void wmc_assume(int cond) { __wmc_assume(cond, nullptr); }
void wmc_assert_expr(int cond, const char *expr) { __wmc_assert(cond, expr, nullptr); }

} // extern "C"
