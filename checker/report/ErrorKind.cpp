#include "report/ErrorKind.h"

namespace wmc {

ErrorKindInfo info(ErrorKind k) {
  switch (k) {
  case ErrorKind::AssertionFailure: return {"assertion-failure", "an assertion in the test failed"};
  case ErrorKind::Abort: return {"abort", "the test called abort()"};
  case ErrorKind::Deadlock:
    return {"deadlock", "every live thread waits forever (locks, joins or spin loops)"};
  case ErrorKind::InvalidAccess: return {"invalid-access", "the test accessed invalid memory"};
  case ErrorKind::UninitializedRead:
    return {"uninitialized-read", "a read saw memory that no write had initialised"};
  case ErrorKind::Crash: return {"crash", "the test crashed (signal) inside a thread"};
  case ErrorKind::DataRace:
    return {"data-race", "two conflicting accesses, one non-atomic, not ordered by happens-before"};
  case ErrorKind::HeterogeneousRace:
    return {"heterogeneous-race",
            "two conflicting atomic accesses whose scopes do not include each other's thread, "
            "not ordered by happens-before"};
  case ErrorKind::BarrierDivergence:
    return {"barrier-divergence",
            "a thread waits at a barrier that the other threads of its block never reach"};
  case ErrorKind::ExitStatus:
    return {"exit-status", "the test ended with a non-zero exit status (exit() or main's return)"};
  case ErrorKind::NotRobust:
    return {"not-robust",
            "a store can wait in a store buffer (TSO/PSO) so that the execution is not SC"};
  }
  return {"?", "?"};
}

} // namespace wmc
