#include "support/RandomScript.h"

namespace wmc::test {
namespace {

class Gen {
public:
  Gen(std::mt19937 &rng, const RandomScriptOptions &o) : rng_(rng), o_(o) {}

  // Not std::uniform_int_distribution: its output differs between standard
  // libraries, and the tests must see the same scripts everywhere.
  int uniform(int lo, int hi) {
    return lo + static_cast<int>(rng_() % static_cast<uint32_t>(hi - lo + 1));
  }
  bool chance(int percent) { return uniform(1, 100) <= percent; }
  int loc() { return uniform(0, o_.locations - 1); }
  int reg() { return uniform(0, 1); }
  Value val() { return static_cast<Value>(uniform(1, 2)); }

  MemOrder storeOrder() {
    int p = uniform(1, 100);
    return p <= 70 ? MemOrder::Plain : p <= 85 ? MemOrder::Release : MemOrder::SeqCst;
  }
  MemOrder rmwOrder() {
    int p = uniform(1, 100);
    return p <= 60   ? MemOrder::SeqCst
           : p <= 80 ? MemOrder::Relaxed
           : p <= 90 ? MemOrder::Release
                     : MemOrder::AcqRel;
  }

  template <size_t N> MemOrder pick(const MemOrder (&orders)[N]) {
    return orders[uniform(0, static_cast<int>(N) - 1)];
  }
  Scope scope() {
    static constexpr Scope kScopes[] = {Scope::System, Scope::System, Scope::Device, Scope::Device,
                                        Scope::Device, Scope::Block,  Scope::Block,  Scope::Block,
                                        Scope::Block,  Scope::Thread};
    return kScopes[uniform(0, 9)];
  }

  /// The memory instruction of class p (as in thread()) with C11 orders.
  /// Arguments are drawn in a fixed sequence: the scripts must not depend
  /// on the compiler's order of evaluating function arguments.
  Instr c11Instr(int p) {
    using enum MemOrder;
    static constexpr MemOrder kLoad[] = {Plain, Plain, Relaxed, Acquire, SeqCst};
    static constexpr MemOrder kStore[] = {Plain, Plain, Relaxed, Release, SeqCst};
    static constexpr MemOrder kRmw[] = {Relaxed, Acquire, Release, AcqRel, SeqCst};
    static constexpr MemOrder kFence[] = {Acquire, Release, AcqRel, SeqCst};
    int l = loc(), r = reg();
    Value v = val();
    Instr in;
    if (p <= 28) {
      in = Load(r, l, pick(kLoad));
    } else if (p <= 50) {
      in = Store(l, v, pick(kStore));
    } else if (p <= 55) {
      in = StoreReg(l, r, pick(kStore));
    } else if (p <= 65) {
      in = FetchAdd(r, l, v, pick(kRmw));
    } else if (p <= 70) {
      in = Xchg(r, l, v, pick(kRmw));
    } else if (p <= 80) {
      Value expected = static_cast<Value>(uniform(0, 2));
      in = Cas(r, l, expected, v, pick(kRmw));
    } else {
      in = Fence(pick(kFence));
    }
    if (o_.scopes)
      in.scope = scope();
    return in;
  }

  std::vector<Instr> thread() {
    std::vector<Instr> code;
    int n = uniform(o_.minInstrs, o_.maxInstrs);
    bool locked = false;
    while (static_cast<int>(code.size()) < n) {
      int remaining = n - static_cast<int>(code.size());
      int p = uniform(1, 100);
      if (o_.locks && p <= 10 && !locked && remaining >= 2) {
        code.push_back(Lock(0));
        locked = true;
        continue;
      }
      if (o_.locks && locked && (p <= 20 || remaining == 1)) {
        code.push_back(Unlock(0));
        locked = false;
        continue;
      }
      p = uniform(1, 100);
      if (o_.c11 && p <= 88)
        code.push_back(c11Instr(p));
      else if (p <= 28)
        code.push_back(Load(reg(), loc(), chance(20) ? MemOrder::Acquire : MemOrder::Plain));
      else if (p <= 50)
        code.push_back(Store(loc(), val(), storeOrder()));
      else if (p <= 55)
        code.push_back(StoreReg(loc(), reg(), storeOrder()));
      else if (p <= 65)
        code.push_back(FetchAdd(reg(), loc(), val(), rmwOrder()));
      else if (p <= 70)
        code.push_back(Xchg(reg(), loc(), val(), rmwOrder()));
      else if (p <= 80)
        code.push_back(Cas(reg(), loc(), static_cast<Value>(uniform(0, 2)), val(), rmwOrder()));
      else if (p <= 88)
        code.push_back(Fence(chance(80) ? MemOrder::SeqCst : MemOrder::Release));
      else if (o_.assume && p <= 94)
        code.push_back(Assume(reg(), static_cast<Value>(uniform(0, 2))));
      else if (o_.asserts && p >= 95)
        code.push_back(Assert(reg(), static_cast<Value>(uniform(0, 2))));
      else if (remaining >= 2)
        code.push_back(IfEq(reg(), static_cast<Value>(uniform(0, 2)), uniform(1, remaining - 1)));
    }
    if (locked)
      code.push_back(Unlock(0));
    return code;
  }

private:
  std::mt19937 &rng_;
  const RandomScriptOptions &o_;
};

} // namespace

Script randomScript(std::mt19937 &rng, const RandomScriptOptions &opts) {
  Gen g(rng, opts);
  Script s;
  int n = g.uniform(opts.minThreads, opts.maxThreads);
  for (int t = 0; t < n; ++t)
    s.threads.push_back(g.thread());
  for (int t = 0; opts.blocks > 0 && t < n; ++t) {
    bool cpu = g.chance(10);
    uint32_t block = static_cast<uint32_t>(g.uniform(0, opts.blocks - 1));
    s.places.push_back(cpu ? kCpuPlace : gpuPlace(0, block));
  }
  return s;
}

} // namespace wmc::test
