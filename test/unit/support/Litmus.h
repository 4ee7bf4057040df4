// The litmus tests of the unit tests, as scripts. Registers: r = r0, s = r1.
#pragma once

#include "support/Script.h"

#include <vector>

namespace wmc::test::litmus {

constexpr int X = 0, Y = 1, Z = 2;

/// SB: x=1; r=y || y=1; s=x
Script SB();
/// SB with a seq_cst fence after each store.
Script SBFenced();
/// MP: x=1; y=1 || r=y; s=x
Script MP();
/// ROWE (SMC-TSO/PSO paper, Fig. 5): x=1; r=x || x=2
Script ROWE();
/// Peterson idiom (Fig. 10): x=1; z=1; r=z; s=y || y=1; z=0; r=z; s=x
Script Peterson();
/// LB: r=x; y=1 || s=y; x=1
Script LB();
/// 2+2W: x=1; y=2 || y=1; x=2
Script TwoPlusTwoW();
/// IRIW: x=1 || y=1 || r=x; s=y || r=y; s=x
Script IRIW();
/// Two threads increment a counter inside a mutex and assert mutual exclusion
/// (a flag set inside the critical section is never seen set).
Script LockCounter();
/// Three threads fetch_add 1 on one counter.
Script FaaCounter();
/// MP whose reader asserts: r == 1 implies s == 1 (fails only under PSO).
Script MPAssert();

struct Named {
  const char *name;
  Script (*make)();
};
/// Every litmus test above.
const std::vector<Named> &all();

} // namespace wmc::test::litmus
