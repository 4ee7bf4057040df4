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

// ---- C11 -----------------------------------------------------------------

namespace {
constexpr MemOrder kRlx = MemOrder::Relaxed, kAcq = MemOrder::Acquire, kRel = MemOrder::Release,
                   kSc = MemOrder::SeqCst;
constexpr Scope kBlock = Scope::Block, kDevice = Scope::Device;
} // namespace

Script SBAtomic(MemOrder o) {
  return make(o == kSc ? "SB+scs" : "SB+rlxs",
              {{Store(X, 1, o), Load(0, Y, o)}, {Store(Y, 1, o), Load(1, X, o)}});
}

Script MPAtomic(MemOrder w, MemOrder r) {
  return make(
      w == kRel ? "MP+rel+acq" : "MP+rlxs",
      {{Store(X, 1, kRlx), Store(Y, 1, w)}, {Load(0, Y, r), IfEq(0, 1, 1), Load(1, X, kRlx)}});
}

Script MPFences() {
  return make("MP+fences", {{Store(X, 1, kRlx), Fence(kRel), Store(Y, 1, kRlx)},
                            {Load(0, Y, kRlx), Fence(kAcq), Load(1, X, kRlx)}});
}

Script IRIWAtomic(MemOrder w, MemOrder rd) {
  return make(rd == kSc ? "IRIW+scs" : "IRIW+acqs", {{Store(X, 1, w)},
                                                     {Store(Y, 1, w)},
                                                     {Load(0, X, rd), Load(1, Y, rd)},
                                                     {Load(0, Y, rd), Load(1, X, rd)}});
}

Script IRIWFences() {
  return make("IRIW+rlxs+scfences", {{Store(X, 1, kRlx)},
                                     {Store(Y, 1, kRlx)},
                                     {Load(0, X, kRlx), Fence(kSc), Load(1, Y, kRlx)},
                                     {Load(0, Y, kRlx), Fence(kSc), Load(1, X, kRlx)}});
}

Script LBRelaxed() {
  return make("LB+rlxs",
              {{Load(0, X, kRlx), Store(Y, 1, kRlx)}, {Load(1, Y, kRlx), Store(X, 1, kRlx)}});
}

Script CoRR() { return make("CoRR", {{Store(X, 1, kRlx)}, {Load(0, X, kRlx), Load(1, X, kRlx)}}); }

Script CoWR() { return make("CoWR", {{Store(X, 1, kRlx), Load(0, X, kRlx)}, {Store(X, 2, kRlx)}}); }

Script CoRW() {
  return make("CoRW",
              {{Load(0, X, kRlx), Store(X, 1, kRlx)}, {Store(X, 2, kRlx), Load(1, X, kRlx)}});
}

Script TwoPlusTwoWAtomic(MemOrder o) {
  return make(o == kSc ? "2+2W+scs" : "2+2W+rlxs",
              {{Store(X, 1, o), Store(Y, 2, o)}, {Store(Y, 1, o), Store(X, 2, o)}});
}

Script ReleaseSequence(bool rmw) {
  return make(rmw ? "MP+rel+rmw+acq" : "MP+rel+store+acq",
              {{Store(X, 1, kRlx), Store(Y, 1, kRel)},
               {rmw ? FetchAdd(0, Y, 1, kRlx) : Store(Y, 2, kRlx)},
               {Load(0, Y, kAcq), IfEq(0, 2, 1), Load(1, X, kRlx)}});
}

namespace {
Script inBlocks(Script s, std::vector<uint32_t> blocks) {
  for (uint32_t b : blocks)
    s.places.push_back(gpuPlace(0, b));
  return s;
}
} // namespace

Script ScopedMP(uint32_t block2) {
  return inBlocks(make(block2 ? "MP+cta+2blocks" : "MP+cta",
                       {{Store(X, 1, kRlx, kBlock), Store(Y, 1, kRel, kBlock)},
                        {Load(0, Y, kAcq, kBlock), IfEq(0, 1, 1), Load(1, X, kRlx, kBlock)}}),
                  {0, block2});
}

Script ScopedFig1a(uint32_t block2) {
  return inBlocks(
      make(block2 ? "Fig1a+2blocks" : "Fig1a",
           {{Store(X, 1, kRel, kBlock)}, {Load(0, X, kAcq, kBlock), IfEq(0, 1, 1), Load(1, X)}}),
      {0, block2});
}

Script Section42() {
  return inBlocks(make("Section4.2", {{Store(X, 1, kRel, kBlock), Store(Y, 1, kRel, kBlock)},
                                      {Load(0, Y), Load(1, X, kAcq, kBlock)}}),
                  {0, 0});
}

Script LBRing(int n) {
  Script s;
  s.name = "LB-ring" + std::to_string(n);
  for (int i = 0; i < n; ++i) {
    s.threads.push_back({Load(0, (i + 1) % n, kAcq, kDevice), Store(i, 1, kRel, kDevice)});
    s.places.push_back(gpuPlace(0, static_cast<uint32_t>(i)));
  }
  return s;
}

const std::vector<Named> &c11() {
  static const std::vector<Named> tests = {
      {"SBrlx", [] { return SBAtomic(kRlx); }},
      {"SBsc", [] { return SBAtomic(kSc); }},
      {"MPrelacq", [] { return MPAtomic(kRel, kAcq); }},
      {"MPrlx", [] { return MPAtomic(kRlx, kRlx); }},
      {"MPfences", &MPFences},
      {"IRIWacq", [] { return IRIWAtomic(kRel, kAcq); }},
      {"IRIWsc", [] { return IRIWAtomic(kSc, kSc); }},
      {"IRIWfences", &IRIWFences},
      {"LBrlx", &LBRelaxed},
      {"CoRR", &CoRR},
      {"CoWR", &CoWR},
      {"CoRW", &CoRW},
      {"2+2Wrlx", [] { return TwoPlusTwoWAtomic(kRlx); }},
      {"2+2Wsc", [] { return TwoPlusTwoWAtomic(kSc); }},
      {"RelSeqRmw", [] { return ReleaseSequence(true); }},
      {"RelSeqStore", [] { return ReleaseSequence(false); }},
      {"ScopedMP1", [] { return ScopedMP(0); }},
      {"ScopedMP2", [] { return ScopedMP(1); }},
      {"Fig1a1", [] { return ScopedFig1a(0); }},
      {"Fig1a2", [] { return ScopedFig1a(1); }},
      {"Section42", &Section42},
      {"LBRing3", [] { return LBRing(3); }},
  };
  return tests;
}

} // namespace wmc::test::litmus
