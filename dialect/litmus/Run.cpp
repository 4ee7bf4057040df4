#include "Run.h"

#include "explore/Explorer.h"
#include "models/Model.h"

#include <algorithm>
#include <map>

namespace wmc::litmus {

bool LitmusOutcome::ok(Quantifier q) const {
  switch (q) {
  case Quantifier::Exists:
    return positive > 0;
  case Quantifier::NotExists:
    return positive == 0;
  case Quantifier::Forall:
    return negative == 0;
  }
  return false;
}

namespace {

constexpr unsigned kSize = 4;
constexpr Addr kLocBase = 0x1000;
constexpr Addr kBarrierBase = 0x100000000ull;
constexpr uint64_t kMaxStepsPerRun = 100000;

Addr locAddr(int loc) { return kLocBase + 0x10u * static_cast<Addr>(loc); }

class LitmusEnvironment : public Environment {
public:
  explicit LitmusEnvironment(const LitmusTest &t) : t_(t) {}
  Value initialValue(Addr a, unsigned, bool &uninitialized) override {
    uninitialized = false;
    size_t loc = (a - kLocBase) / 0x10;
    return a >= kLocBase && loc < t_.locations.size() ? t_.locations[loc].init : 0;
  }

private:
  const LitmusTest &t_;
};

Value apply(const std::string &op, Value a, Value b) {
  Value r = a;
  if (op == "+")
    r = a + b;
  else if (op == "-")
    r = a - b;
  else if (op == "*")
    r = a * b;
  else if (op == "&")
    r = a & b;
  else if (op == "|")
    r = a | b;
  else if (op == "^")
    r = a ^ b;
  else if (op == "==")
    r = a == b;
  else if (op == "!=")
    r = a != b;
  return truncate(r, kSize);
}

/// One thread of the test during a run.
struct ThreadRun {
  const Thread *code = nullptr;
  std::vector<Value> regs;
  size_t pc = 0;
  bool started = false, ended = false;
  Value operand(const Operand &o) const {
    return o.reg < 0 ? o.imm : regs[static_cast<size_t>(o.reg)];
  }
  Value eval(const Expr &e) const {
    Value a = operand(e.a);
    return e.op.empty() ? a : apply(e.op, a, operand(e.b));
  }
};

/// The program state of one run and the driver's step function.
class Run {
public:
  Run(const LitmusTest &t, Explorer &ex, const std::map<std::pair<uint32_t, int>, SiteId> &sites)
      : t_(t), ex_(ex), barrierSites_(sites) {
    for (const Thread &th : t.threads)
      threads_.push_back(ThreadRun{&th, th.regInit});
  }

  void step(ThreadId tid) {
    if (tid == 0) {
      stepMain();
      return;
    }
    auto it = testThread_.find(tid);
    if (it == testThread_.end())
      return;
    ThreadRun &tr = threads_[it->second];
    if (!tr.started) {
      ex_.threadStart(tid, nullptr);
      tr.started = true;
      return;
    }
    const std::vector<Instr> &code = tr.code->code;
    // Local instructions run here, up to the next visible operation.
    while (tr.pc < code.size()) {
      const Instr &in = code[tr.pc];
      if (in.kind == InstrKind::Assign) {
        tr.regs[static_cast<size_t>(in.dest)] = tr.eval(in.value);
        ++tr.pc;
      } else if (in.kind == InstrKind::BranchIfZero) {
        tr.pc = tr.eval(in.value) == 0 ? in.target : tr.pc + 1;
      } else if (in.kind == InstrKind::Jump) {
        tr.pc = in.target;
      } else {
        break;
      }
    }
    if (tr.pc == code.size()) {
      ex_.threadEnd(tid, 0, nullptr);
      tr.ended = true;
      ++tr.pc;
      return;
    }
    const Instr &in = code[tr.pc];
    Access a;
    a.addr = locAddr(in.loc);
    a.size = kSize;
    a.order = in.order;
    a.scope = in.scope;
    a.site = &in;
    auto set = [&](int reg, Value v) {
      if (reg >= 0)
        tr.regs[static_cast<size_t>(reg)] = truncate(v, kSize);
    };
    switch (in.kind) {
    case InstrKind::Load:
      set(in.dest, ex_.load(tid, a));
      break;
    case InstrKind::Store:
      ex_.store(tid, a, tr.eval(in.value));
      break;
    case InstrKind::Rmw:
      if (in.dest < 0)
        a.flags = kResultUnused;
      set(in.dest, ex_.rmw(tid, a, in.rmwOp, tr.eval(in.value)));
      break;
    case InstrKind::Cas: {
      Explorer::CasResult r =
          ex_.cas(tid, a, tr.operand(in.expected), tr.eval(in.value), in.failureOrder);
      if (in.casUpdatesExpected) {
        set(in.expected.reg, r.old);
        set(in.dest, r.success ? 1 : 0);
      } else {
        set(in.dest, r.old);
      }
      break;
    }
    case InstrKind::Fence:
      ex_.fence(tid, in.order, in.scope, &in);
      break;
    case InstrKind::Barrier: {
      uint32_t group = tr.code->group;
      uint32_t count =
          static_cast<uint32_t>(std::count_if(t_.threads.begin(), t_.threads.end(),
                                              [&](const Thread &th) { return th.group == group; }));
      Addr id = kBarrierBase + (static_cast<Addr>(group) << 16) +
                static_cast<Addr>(static_cast<uint16_t>(in.barrier));
      if (!ex_.barrier(tid, id, count, barrierSites_.at({group, in.barrier})))
        return; // waits: called again when scheduled
      break;
    }
    case InstrKind::Assign:
    case InstrKind::BranchIfZero:
    case InstrKind::Jump:
      break; // local: handled above
    }
    ++tr.pc;
  }

  bool allEnded() const {
    return std::all_of(threads_.begin(), threads_.end(),
                       [](const ThreadRun &t) { return t.ended; });
  }
  const std::vector<ThreadRun> &threads() const { return threads_; }
  /// Test thread index of explorer thread tid, or -1.
  int testIndex(ThreadId tid) const {
    auto it = testThread_.find(tid);
    return it == testThread_.end() ? -1 : static_cast<int>(it->second);
  }
  const std::map<ThreadId, size_t> &threadMap() const { return testThread_; }

private:
  // Main (thread 0) starts, creates the test's threads, joins them, ends.
  void stepMain() {
    size_t n = t_.threads.size();
    if (mainStep_ == 0) {
      ex_.threadStart(0, nullptr);
    } else if (mainStep_ <= n) {
      const Thread &th = t_.threads[mainStep_ - 1];
      Place place =
          t_.arch == Arch::OpenCL || t_.arch == Arch::Ptx ? gpuPlace(0, th.group) : kCpuPlace;
      ThreadId child = ex_.threadCreate(0, nullptr, place, th.name);
      testThread_[child] = mainStep_ - 1;
      children_.push_back(child);
    } else if (mainStep_ <= 2 * n) {
      if (!ex_.threadJoin(0, children_[mainStep_ - n - 1], nullptr))
        return;
    } else if (mainStep_ == 2 * n + 1) {
      ex_.threadEnd(0, 0, nullptr);
    } else {
      return;
    }
    ++mainStep_;
  }

  const LitmusTest &t_;
  Explorer &ex_;
  const std::map<std::pair<uint32_t, int>, SiteId> &barrierSites_;
  std::vector<ThreadRun> threads_;
  std::map<ThreadId, size_t> testThread_;
  std::vector<ThreadId> children_;
  size_t mainStep_ = 0;
};

/// Source positions and location names of the test, for the checker's report.
class LitmusDescriber : public Describer {
public:
  explicit LitmusDescriber(const LitmusTest &t) : t_(t) {}
  SiteInfo site(SiteId id) const override {
    if (!id)
      return {};
    const auto *in = static_cast<const Instr *>(id);
    return SiteInfo{t_.file, "", in->line, 1, threadOf(in), in->text, /*ranges=*/nullptr};
  }
  std::string location(Addr a, SiteId, bool) const override {
    size_t loc = (a - kLocBase) / 0x10;
    if (a >= kLocBase && a < kBarrierBase && loc < t_.locations.size())
      return t_.locations[loc].name;
    return "barrier";
  }

private:
  std::string threadOf(const Instr *in) const {
    for (const Thread &th : t_.threads)
      if (!th.code.empty() && in >= th.code.data() && in < th.code.data() + th.code.size())
        return th.name;
    return {};
  }
  const LitmusTest &t_;
};

/// Final value of every location: the coherence-last write, else the initial value.
std::vector<Value> finalMemory(const LitmusTest &t, const Graph &g) {
  std::vector<Value> mem;
  for (size_t i = 0; i < t.locations.size(); ++i) {
    const LocState *ls = g.findLoc(locAddr(static_cast<int>(i)));
    mem.push_back(ls && !ls->co.empty() ? truncate(g[ls->co.back()].value, kSize)
                                        : t.locations[i].init);
  }
  return mem;
}

} // namespace

std::optional<LitmusOutcome> runLitmus(const LitmusTest &test, std::string_view modelName) {
  std::unique_ptr<Model> model = createModel(modelName);
  if (!model)
    return std::nullopt;
  LitmusOutcome out;
  out.model = std::string(model->name());
  // Every thread of a group reaching barrier L is at the same barrier: one site.
  std::map<std::pair<uint32_t, int>, SiteId> barrierSites;
  for (const Thread &th : test.threads)
    for (const Instr &in : th.code)
      if (in.kind == InstrKind::Barrier)
        barrierSites.emplace(std::pair{th.group, in.barrier}, &in);

  LitmusEnvironment env(test);
  ExplorerOptions opts;
  opts.keepGoing = true; // every execution's final state, races included
  Explorer ex(std::move(model), opts, env);
  std::map<std::vector<Value>, StateCount> states;
  std::map<ThreadId, size_t> threadMap;
  while (ex.beginRun()) {
    Run run(test, ex, barrierSites);
    uint64_t steps = 0;
    while (auto t = ex.nextThread()) {
      run.step(*t);
      if (ex.runStopped())
        break;
      if (++steps > kMaxStepsPerRun) {
        out.fatal = "litmus run does not terminate";
        return out;
      }
    }
    ExplorationStats before = ex.stats();
    ex.endRun();
    threadMap = run.threadMap();
    const ExplorationStats &after = ex.stats();
    bool erroneous = after.erroneous > before.erroneous;
    if (after.complete == before.complete && !erroneous) {
      out.blocked += after.blocked - before.blocked;
      continue;
    }
    if (!run.allEnded()) {
      ++out.blocked;
      continue;
    }
    std::vector<std::vector<Value>> regs;
    for (const ThreadRun &tr : run.threads())
      regs.push_back(tr.regs);
    std::vector<Value> mem = finalMemory(test, ex.graph());
    std::vector<Value> shown;
    for (const Observed &o : test.observed)
      shown.push_back(o.thread < 0
                          ? mem[static_cast<size_t>(o.index)]
                          : regs[static_cast<size_t>(o.thread)][static_cast<size_t>(o.index)]);
    StateCount &sc = states[shown];
    sc.values = shown;
    ++sc.executions;
    sc.flagged |= erroneous;
    sc.satisfies = evaluate(test.condition, regs, mem);
    ++out.executions;
    ++(sc.satisfies ? out.positive : out.negative);
  }
  if (ex.fatal())
    out.fatal = *ex.fatal();
  out.report = buildReport(ex, LitmusDescriber(test), 0.0);
  for (auto &[values, sc] : states)
    out.states.push_back(sc);
  for (const FoundError &fe : ex.errors()) {
    LitmusError le{fe.kind, fe.message, {}};
    for (EventId e : fe.events) {
      if (!fe.witness.contains(e) || e.isInit())
        continue;
      auto it = threadMap.find(e.thread);
      le.accesses.push_back(ErrorAccess{it == threadMap.end() ? -1 : static_cast<int>(it->second),
                                        static_cast<const Instr *>(fe.witness[e].site)});
    }
    out.errors.push_back(std::move(le));
  }
  return out;
}

} // namespace wmc::litmus
