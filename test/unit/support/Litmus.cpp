#include "support/Litmus.h"

namespace wmc::test::litmus {

namespace {
Script make(const char *name, std::vector<std::vector<Instr>> threads) {
  Script s;
  s.name = name;
  s.threads = std::move(threads);
  return s;
}
} // namespace

Script SB() {
  return make("SB", {{Store(X, 1), Load(0, Y)}, {Store(Y, 1), Load(1, X)}});
}

Script SBFenced() {
  return make("SB+fences",
              {{Store(X, 1), Fence(), Load(0, Y)}, {Store(Y, 1), Fence(), Load(1, X)}});
}

Script MP() {
  return make("MP", {{Store(X, 1), Store(Y, 1)}, {Load(0, Y), Load(1, X)}});
}

Script ROWE() { return make("ROWE", {{Store(X, 1), Load(0, X)}, {Store(X, 2)}}); }

Script Peterson() {
  return make("Peterson",
              {{Store(X, 1), Store(Z, 1), Load(0, Z), Load(1, Y)},
               {Store(Y, 1), Store(Z, 0), Load(0, Z), Load(1, X)}});
}

Script LB() {
  return make("LB", {{Load(0, X), Store(Y, 1)}, {Load(1, Y), Store(X, 1)}});
}

Script TwoPlusTwoW() {
  return make("2+2W", {{Store(X, 1), Store(Y, 2)}, {Store(Y, 1), Store(X, 2)}});
}

Script IRIW() {
  return make("IRIW", {{Store(X, 1)},
                       {Store(Y, 1)},
                       {Load(0, X), Load(1, Y)},
                       {Load(0, Y), Load(1, X)}});
}

Script LockCounter() {
  // lock; r2 = inCS; assert r2 == 0; inCS = 1; r0 = c; r0 += 1; c = r0; inCS = 0; unlock
  std::vector<Instr> t = {Lock(0),       Load(2, Y),     Assert(2, 0), Store(Y, 1), Load(0, X),
                          AddImm(0, 1),  StoreReg(X, 0), Store(Y, 0),  Unlock(0)};
  return make("LockCounter", {t, t});
}

Script FaaCounter() {
  std::vector<Instr> t = {FetchAdd(0, X, 1)};
  return make("FaaCounter", {t, t, t});
}

Script MPAssert() {
  return make("MP+assert",
              {{Store(X, 1), Store(Y, 1)}, {Load(0, Y), Load(1, X), IfEq(0, 1, 1), Assert(1, 1)}});
}

const std::vector<Named> &all() {
  static const std::vector<Named> tests = {
      {"SB", &SB},         {"SBFenced", &SBFenced},       {"MP", &MP},
      {"ROWE", &ROWE},     {"Peterson", &Peterson},       {"LB", &LB},
      {"2+2W", &TwoPlusTwoW}, {"IRIW", &IRIW},            {"LockCounter", &LockCounter},
      {"FaaCounter", &FaaCounter},
  };
  return tests;
}

} // namespace wmc::test::litmus
