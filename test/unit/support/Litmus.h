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

// C11 litmus tests (RC11), named in herd's style. rlx/acq/rel/sc are the
// orders of the atomic accesses; "if r" reads only when r == 1 (no race).

/// SB: x.store(1); r = y.load() || y.store(1); s = x.load(), all with order o
Script SBAtomic(MemOrder o);
/// MP: x.store(1, rlx); y.store(1, w) || r = y.load(r); if r: s = x.load(rlx)
Script MPAtomic(MemOrder w, MemOrder r);
/// MP with fences: x.store(1, rlx); fence(rel); y.store(1, rlx) ||
/// r = y.load(rlx); fence(acq); s = x.load(rlx)
Script MPFences();
/// IRIW: x.store(1, w) || y.store(1, w) || r = x.load(rd); s = y.load(rd) ||
/// r = y.load(rd); s = x.load(rd)
Script IRIWAtomic(MemOrder w, MemOrder rd);
/// IRIW, relaxed, with a seq_cst fence between the reads of each reader
Script IRIWFences();
/// LB, relaxed: r = x.load(rlx); y.store(1, rlx) || s = y.load(rlx); x.store(1, rlx)
Script LBRelaxed();
/// CoRR: x.store(1, rlx) || r = x.load(rlx); s = x.load(rlx)
Script CoRR();
/// CoWR: x.store(1, rlx); r = x.load(rlx) || x.store(2, rlx)
Script CoWR();
/// CoRW: r = x.load(rlx); x.store(1, rlx) || x.store(2, rlx); s = x.load(rlx)
Script CoRW();
/// 2+2W: x.store(1, o); y.store(2, o) || y.store(1, o); x.store(2, o)
Script TwoPlusTwoWAtomic(MemOrder o);
/// Release sequence through an RMW: x.store(1, rlx); y.store(1, rel) ||
/// fetch_add(y, 1, rlx) || r = y.load(acq); if r == 2: s = x.load(rlx).
/// With `rmw` false the middle thread does y.store(2, rlx) instead.
Script ReleaseSequence(bool rmw);

// Scoped RC11 (EXPECTED.md section C). Two threads in GPU blocks 0 and
// `block2` of one launch.

/// Fig. 2 (SMP), block scope: X.store(1, rlx); Y.store(1, rel) ||
/// a = Y.load(acq); if a: b = X.load(rlx)
Script ScopedMP(uint32_t block2);
/// Fig. 1a, block scope: X.store(1, rel) || a = X.load(acq); if a: b = X (plain)
Script ScopedFig1a(uint32_t block2);
/// §4.2, one block, block scope: X.store(1, rel); Y.store(1, rel) ||
/// a = Y (plain); b = X.load(acq)
Script Section42();
/// LB ring of n threads, each in its own block, device scope: thread i does
/// r = V[(i+1) mod n].load(acq); V[i].store(1, rel)
Script LBRing(int n);

struct Named {
  const char *name;
  Script (*make)();
};
/// The litmus tests from SB to FaaCounter (not MPAssert, nor the C11 ones).
const std::vector<Named> &all();
/// The C11 and scoped litmus tests, in their variants (LBRing with n = 3).
const std::vector<Named> &c11();

} // namespace wmc::test::litmus
