#include "support/Script.h"

#include "support/Canonical.h"

#include <algorithm>

namespace wmc::test {

int locIndex(Addr a) {
  if (a >= 0x1000u || a == 0 || a % 0x10u != 0)
    return -1;
  return static_cast<int>(a / 0x10u) - 1;
}

// ---- instructions ------------------------------------------------------------

namespace {
Instr make(Op op, int reg, int loc, Value imm, MemOrder o, Scope sc = Scope::System) {
  Instr in;
  in.op = op;
  in.reg = reg;
  in.loc = loc;
  in.imm = imm;
  in.order = o;
  in.scope = sc;
  return in;
}
std::string locText(int l) { return "[" + std::to_string(l) + "]"; }
std::string regText(int r) { return "r" + std::to_string(r); }
std::string ord(MemOrder o, Scope sc = Scope::System) {
  std::string s = o == MemOrder::Plain ? "" : "." + std::string(toString(o));
  return sc == Scope::System ? s : s + "." + std::string(toString(sc));
}
} // namespace

Instr Load(int r, int l, MemOrder o, Scope s) { return make(Op::Load, r, l, 0, o, s); }
Instr Joint(Instr in) {
  in.joint = true;
  return in;
}
Instr Volatile(Instr in) {
  in.isVolatile = true;
  return in;
}
Instr Store(int l, Value v, MemOrder o, Scope s) { return make(Op::Store, 0, l, v, o, s); }
Instr StoreReg(int l, int r, MemOrder o, Scope s) { return make(Op::StoreReg, r, l, 0, o, s); }
Instr FetchAdd(int r, int l, Value v, MemOrder o, Scope s) {
  return make(Op::FetchAdd, r, l, v, o, s);
}
Instr BlindAdd(int l, Value v, MemOrder o) {
  Instr in = make(Op::FetchAdd, 0, l, v, o, Scope::System);
  in.resultUnused = true;
  return in;
}
Instr Xchg(int r, int l, Value v, MemOrder o, Scope s) { return make(Op::Xchg, r, l, v, o, s); }
Instr Cas(int r, int l, Value expected, Value desired, MemOrder o, Scope s) {
  Instr in = make(Op::Cas, r, l, expected, o, s);
  in.imm2 = desired;
  return in;
}
Instr CasF(int r, int l, Value expected, Value desired, MemOrder success, MemOrder failure) {
  Instr in = Cas(r, l, expected, desired, success);
  in.failure = failure;
  return in;
}
Instr Fence(MemOrder o, Scope s) { return make(Op::Fence, 0, 0, 0, o, s); }
Instr Lock(int m) { return make(Op::Lock, 0, m, 0, MemOrder::Acquire); }
Instr Unlock(int m) { return make(Op::Unlock, 0, m, 0, MemOrder::Release); }
Instr SemWait(int sem) { return make(Op::SemWait, 0, sem, 0, MemOrder::Acquire); }
Instr SemPost(int sem) { return make(Op::SemPost, 0, sem, 0, MemOrder::Release); }
Instr IfEq(int r, Value v, int skip) {
  Instr in = make(Op::IfEq, r, 0, v, MemOrder::Plain);
  in.skip = skip;
  return in;
}
Instr Assume(int r, Value v) { return make(Op::Assume, r, 0, v, MemOrder::Plain); }
Instr Assert(int r, Value v) { return make(Op::Assert, r, 0, v, MemOrder::Plain); }
Instr AddImm(int r, Value v) { return make(Op::AddImm, r, 0, v, MemOrder::Plain); }

MemOrder casFailureOrder(MemOrder o) {
  switch (o) {
  case MemOrder::Release:
    return MemOrder::Relaxed;
  case MemOrder::AcqRel:
    return MemOrder::Acquire;
  default:
    return o;
  }
}

std::string Instr::str() const {
  std::string v = std::to_string(imm);
  switch (op) {
  case Op::Load:
    return regText(reg) + " = load" + ord(order, scope) + " " + locText(loc);
  case Op::Store:
    return "store" + ord(order, scope) + " " + locText(loc) + " " + v;
  case Op::StoreReg:
    return "store" + ord(order, scope) + " " + locText(loc) + " " + regText(reg);
  case Op::FetchAdd:
    return regText(reg) + " = fadd" + ord(order, scope) + " " + locText(loc) + " " + v;
  case Op::Xchg:
    return regText(reg) + " = xchg" + ord(order, scope) + " " + locText(loc) + " " + v;
  case Op::Cas:
    return regText(reg) + " = cas" + ord(order, scope) + " " + locText(loc) + " " + v + " " +
           std::to_string(imm2) +
           (failure == MemOrder::Plain ? "" : " fail" + ord(failure, Scope::System));
  case Op::Fence:
    return "fence" + ord(order, scope);
  case Op::Lock:
    return "lock m" + std::to_string(loc);
  case Op::Unlock:
    return "unlock m" + std::to_string(loc);
  case Op::SemWait:
    return "sem_wait s" + std::to_string(loc);
  case Op::SemPost:
    return "sem_post s" + std::to_string(loc);
  case Op::IfEq:
    return "ifeq " + regText(reg) + " " + v + " skip " + std::to_string(skip);
  case Op::Assume:
    return "assume " + regText(reg) + " == " + v;
  case Op::Assert:
    return "assert " + regText(reg) + " == " + v;
  case Op::AddImm:
    return regText(reg) + " += " + v;
  }
  return "?";
}

bool Script::usesLocks() const {
  for (const auto &t : threads)
    for (const auto &in : t)
      if (in.op == Op::Lock || in.op == Op::Unlock)
        return true;
  return false;
}

bool Script::usesAssume() const {
  for (const auto &t : threads)
    for (const auto &in : t)
      if (in.op == Op::Assume)
        return true;
  return false;
}

std::string Script::str() const {
  std::string s = name.empty() ? "" : name + "\n";
  for (size_t t = 0; t < threads.size(); ++t) {
    s += "T0." + std::to_string(t + 1);
    if (Place p = placeOf(t); isGpuPlace(p))
      s += "(block " + std::to_string(p & 0xFFFFFFFFu) + ")";
    s += ":";
    for (const auto &in : threads[t])
      s += " " + in.str() + ";";
    s += "\n";
  }
  return s;
}

// ---- interpreter ---------------------------------------------------------------

Action ThreadInterp::next() {
  Action a;
  switch (phase_) {
  case Phase::NotStarted:
    a.kind = Action::Start;
    return a;
  case Phase::Done:
    a.kind = Action::Done;
    return a;
  case Phase::Blocked:
    a.kind = Action::Block;
    return a;
  case Phase::Failed:
    a.kind = Action::Fail;
    return a;
  case Phase::Running:
    break;
  }
  while (pc_ < code_->size()) {
    const Instr &in = (*code_)[pc_];
    Value &r = regs_[static_cast<size_t>(in.reg)];
    a.instr = &in;
    a.order = in.order;
    a.scope = in.scope;
    a.addr = locAddr(in.loc);
    switch (in.op) {
    case Op::IfEq:
      pc_ = std::min(code_->size(), pc_ + 1 + (r == in.imm ? 0 : static_cast<size_t>(in.skip)));
      continue;
    case Op::AddImm:
      r = truncate(r + in.imm, kAccessSize);
      ++pc_;
      continue;
    case Op::Assume:
      if (r == in.imm) {
        ++pc_;
        continue;
      }
      phase_ = Phase::Blocked;
      a.kind = Action::Block;
      return a;
    case Op::Assert:
      if (r == in.imm) {
        ++pc_;
        continue;
      }
      phase_ = Phase::Failed;
      a.kind = Action::Fail;
      return a;
    case Op::Load:
      a.kind = Action::Load;
      return a;
    case Op::Store:
      a.kind = Action::Store;
      a.value = in.imm;
      return a;
    case Op::StoreReg:
      a.kind = Action::Store;
      a.value = r;
      return a;
    case Op::FetchAdd:
    case Op::Xchg:
      a.kind = Action::Rmw;
      a.rmwOp = in.op == Op::FetchAdd ? RmwOp::Add : RmwOp::Xchg;
      a.value = in.imm;
      a.resultUnused = in.resultUnused;
      return a;
    case Op::Cas:
      a.kind = Action::Cas;
      a.expected = in.imm;
      a.value = in.imm2;
      a.failure = in.failure == MemOrder::Plain ? casFailureOrder(in.order) : in.failure;
      return a;
    case Op::Fence:
      a.kind = Action::Fence;
      return a;
    case Op::Lock:
    case Op::Unlock:
      a.kind = in.op == Op::Lock ? Action::Lock : Action::Unlock;
      a.addr = mutexAddr(in.loc);
      return a;
    case Op::SemWait:
    case Op::SemPost:
      a.kind = in.op == Op::SemWait ? Action::SemWait : Action::SemPost;
      a.addr = semAddr(in.loc);
      return a;
    }
  }
  a = Action{};
  a.kind = Action::End;
  return a;
}

bool ThreadInterp::awaitIsLoad() const {
  // The Load must also be the last instruction performed (not skipped by an IfEq).
  if (phase_ != Phase::Blocked || pc_ == 0 || pc_ >= code_->size() || lastDone_ != pc_ - 1)
    return false;
  const Instr &assume = (*code_)[pc_], &load = (*code_)[pc_ - 1];
  return assume.op == Op::Assume && load.op == Op::Load && !load.joint && load.reg == assume.reg;
}

void ThreadInterp::retryAwait() {
  --pc_;
  phase_ = Phase::Running;
}

void ThreadInterp::complete(Value result) {
  switch (phase_) {
  case Phase::NotStarted:
    phase_ = Phase::Running;
    return;
  case Phase::Running:
    break;
  default:
    return;
  }
  if (pc_ >= code_->size()) {
    phase_ = Phase::Done;
    return;
  }
  const Instr &in = (*code_)[pc_];
  switch (in.op) {
  case Op::FetchAdd:
    if (in.resultUnused)
      break;
    [[fallthrough]];
  case Op::Load:
  case Op::Xchg:
  case Op::Cas:
    regs_[static_cast<size_t>(in.reg)] = truncate(result, kAccessSize);
    break;
  default:
    break;
  }
  lastDone_ = pc_++;
}

// ---- driver ------------------------------------------------------------------------

namespace {

Access accessOf(const Action &a) {
  Access acc;
  acc.addr = a.addr;
  acc.size = kAccessSize;
  acc.order = a.order;
  acc.scope = a.scope;
  acc.site = a.instr;
  if (a.resultUnused)
    acc.flags = kResultUnused;
  if (a.instr && a.instr->isVolatile)
    acc.flags |= kVolatile;
  return acc;
}

/// Program state of one run: the main thread's progress and the script
/// threads' interpreters.
class Run {
public:
  Run(const Script &s, Explorer &ex) : s_(s), ex_(ex) {
    for (const auto &code : s.threads)
      interps_.emplace_back(&code);
  }

  /// Performs one visible operation of thread t. Returns an error text if
  /// the explorer scheduled a thread that cannot run.
  std::optional<std::string> step(ThreadId t) {
    if (t == 0)
      return stepMain();
    auto it = scriptOf_.find(t);
    if (it == scriptOf_.end())
      return "explorer scheduled unknown thread " + std::to_string(t);
    ThreadInterp &in = interps_[it->second];
    Action a = in.next();
    switch (a.kind) {
    case Action::Start:
      ex_.threadStart(t, nullptr);
      if (s_.placeAfterStart && !ex_.setPlace(t, s_.placeOf(it->second), {}))
        return "setPlace refused right after the start of " + ex_.threadName(t);
      in.complete(0);
      break;
    case Action::Load:
    case Action::Store: {
      // The pieces of a joint access in one step, as the runtime does.
      for (;;) {
        Access acc = accessOf(a);
        if (a.instr->joint)
          acc.flags |= kJointWithPrev;
        acc.jointMore = static_cast<uint8_t>(in.jointFollowers());
        if (a.kind == Action::Load) {
          in.complete(ex_.load(t, acc));
        } else {
          ex_.store(t, acc, a.value);
          in.complete(0);
        }
        if (!in.nextIsJoint() || ex_.runStopped() || ex_.thread(t).status != ThreadStatus::Runnable)
          break;
        a = in.next();
      }
      if (a.instr->joint)
        ex_.jointAccessEnd(t, a.instr);
      break;
    }
    case Action::Rmw:
      if (in.jointFollowers() > 0)
        jointRmw(t, in, a);
      else
        in.complete(ex_.rmw(t, accessOf(a), a.rmwOp, a.value));
      break;
    case Action::Cas:
      if (in.jointFollowers() > 0)
        jointRmw(t, in, a);
      else
        in.complete(ex_.cas(t, accessOf(a), a.expected, a.value, a.failure).old);
      break;
    case Action::Fence:
      ex_.fence(t, a.order, a.scope, a.instr);
      in.complete(0);
      break;
    case Action::Lock:
      if (ex_.lock(t, a.addr, a.instr))
        in.complete(0);
      break;
    case Action::Unlock:
      ex_.unlock(t, a.addr, a.instr);
      in.complete(0);
      break;
    case Action::SemWait:
    case Action::SemPost: {
      Access acc = accessOf(a);
      acc.syncOp = a.kind == Action::SemWait ? SyncOp::SemWait : SyncOp::SemPost;
      bool wait = a.kind == Action::SemWait;
      if (ex_.syncOp(
                 t, acc, [&](Value v) { return wait ? semWait(v) : semPost(v); }, wait)
              .proceeded)
        in.complete(0);
      break;
    }
    case Action::End:
      ex_.threadEnd(t, 0, nullptr);
      in.complete(0);
      break;
    case Action::Block:
      if (s_.assumeIsAwait && in.awaitIsLoad()) {
        // The iteration is the Load: taken back, it runs again later.
        if (ex_.awaitFailed(t, a.instr, ex_.eventCount(t) - 1))
          in.retryAwait();
      } else if (s_.assumeIsAwait)
        ex_.block(t, BlockReason::Spin, a.instr, ex_.eventCount(t) - 1);
      else
        ex_.block(t, BlockReason::Assume, a.instr);
      break;
    case Action::Fail:
      assertFailed_ = true;
      ex_.error(t, ErrorKind::AssertionFailure, "assertion failed: " + a.instr->str(), a.instr);
      break;
    case Action::Done:
      return "explorer scheduled finished thread " + ex_.threadName(t);
    }
    return std::nullopt;
  }

  bool assertFailed() const { return assertFailed_; }

  Outcome outcome() const {
    Outcome o;
    for (const auto &in : interps_)
      o.push_back(in.regs());
    return o;
  }

private:
  /// An RMW over several locations, as the runtime performs one (abi.cpp
  /// rmwPieces): the pieces' reads (kRmwAttempt) as one joint load, then,
  /// unless a piece of a CAS saw another value than expected, their writes
  /// (Explorer::rmwStore) as one joint store. Each piece applies its own
  /// operand: no carry between pieces.
  /// A compare-exchange whose failure order reads differently from its
  /// success order has its outcome guessed (Explorer::guessCasFails): the
  /// reads take the guessed outcome's order.
  void jointRmw(ThreadId t, ThreadInterp &in, Action a) {
    std::vector<std::pair<Action, Value>> pieces;
    auto stopped = [&] {
      return ex_.runStopped() || ex_.thread(t).status != ThreadStatus::Runnable;
    };
    bool guess = a.kind == Action::Cas && a.failure != casFailureOrder(a.order);
    bool guessedFail = guess && ex_.guessCasFails(t, a.instr);
    for (bool first = true;; first = false) {
      if (stopped())
        return;
      Access acc = accessOf(a);
      acc.flags |= kRmwAttempt;
      if (guessedFail) {
        acc.order = a.failure;
        acc.flags |= kCasFailed;
      }
      if (!first)
        acc.flags |= kJointWithPrev;
      acc.jointMore = static_cast<uint8_t>(in.jointFollowers());
      Value old = ex_.load(t, acc);
      pieces.emplace_back(a, old);
      in.complete(old);
      if (!in.nextIsJoint())
        break;
      a = in.next();
    }
    ex_.jointAccessEnd(t, a.instr);
    bool success = std::all_of(pieces.begin(), pieces.end(), [](const auto &p) {
      return p.first.kind != Action::Cas || truncate(p.second, kAccessSize) == p.first.expected;
    });
    if (guess && !ex_.casOutcome(t, guessedFail, !success, a.instr))
      return;
    if (!success)
      return;
    for (size_t i = 0; i < pieces.size(); ++i) {
      if (stopped())
        return;
      const auto &[piece, old] = pieces[i];
      Access acc = accessOf(piece);
      if (i > 0)
        acc.flags |= kJointWithPrev;
      acc.jointMore = static_cast<uint8_t>(pieces.size() - 1 - i);
      Value nv = piece.kind == Action::Cas ? piece.value
                                           : applyRmw(piece.rmwOp, old, piece.value, kAccessSize);
      ex_.rmwStore(t, acc, nv);
    }
    ex_.jointAccessEnd(t, a.instr);
  }
  std::optional<std::string> stepMain() {
    size_t n = s_.threads.size();
    if (mainStep_ == 0) {
      ex_.threadStart(0, nullptr);
    } else if (mainStep_ <= n) {
      Place place = s_.placeAfterStart ? kCpuPlace : s_.placeOf(mainStep_ - 1);
      ThreadId child = ex_.threadCreate(0, nullptr, place);
      scriptOf_[child] = mainStep_ - 1;
      children_.push_back(child);
    } else if (mainStep_ <= 2 * n) {
      if (!ex_.threadJoin(0, children_[mainStep_ - n - 1], nullptr))
        return std::nullopt; // waits; retried when scheduled again
    } else if (mainStep_ == 2 * n + 1) {
      ex_.threadEnd(0, 0, nullptr);
    } else {
      return std::string("explorer scheduled finished main thread");
    }
    ++mainStep_;
    return std::nullopt;
  }

  const Script &s_;
  Explorer &ex_;
  std::vector<ThreadInterp> interps_;
  std::map<ThreadId, size_t> scriptOf_;
  std::vector<ThreadId> children_;
  size_t mainStep_ = 0;
  bool assertFailed_ = false;
};

constexpr uint64_t kMaxStepsPerRun = 100000;
constexpr uint64_t kMaxRuns = 2000000;

} // namespace

DriverResult runExplorer(const Script &script, std::string_view model, ExplorerOptions opts) {
  std::unique_ptr<Model> m = createModel(model);
  if (!m) {
    DriverResult res;
    res.fatal = "no model " + std::string(model);
    return res;
  }
  return runExplorer(script, std::move(m), opts);
}

bool driveExplorer(const Script &script, Explorer &ex, DriverResult &res,
                   const std::function<void(Explorer &)> &afterRun) {
  uint64_t runs = 0;
  while (ex.beginRun()) {
    if (++runs > kMaxRuns) {
      res.fatal = "driver: too many runs";
      return false;
    }
    Run run(script, ex);
    uint64_t steps = 0;
    while (auto t = ex.nextThread()) {
      if (auto err = run.step(*t)) {
        res.fatal = "driver: " + *err;
        return false;
      }
      if (ex.runStopped())
        break;
      if (++steps > kMaxStepsPerRun) {
        res.fatal = "driver: run does not terminate";
        return false;
      }
    }
    ExplorationStats before = ex.stats();
    ex.endRun();
    const ExplorationStats &after = ex.stats();
    std::vector<std::string> names;
    for (ThreadId t = 0; t < ex.numThreads(); ++t)
      names.push_back(ex.threadName(t));
    auto record = [&] { return makeRecord(ex.graph(), names, run.outcome()); };
    if (after.complete > before.complete)
      res.complete.push_back(record());
    else if (after.blocked > before.blocked)
      res.blocked.push_back(record());
    else if (after.erroneous > before.erroneous)
      (run.assertFailed() ? res.failed : res.erroneous).push_back(record());
    if (afterRun)
      afterRun(ex);
  }
  return true;
}

DriverResult runExplorer(const Script &script, std::unique_ptr<Model> m, ExplorerOptions opts) {
  DriverResult res;
  ScriptEnvironment env(script);
  Explorer ex(std::move(m), opts, env);
  driveExplorer(script, ex, res);
  if (const auto &addr = ex.counterViolation(); addr && !res.fatal) {
    // As the runtime does: start again with every order of that location.
    opts.notCounters.push_back(*addr);
    DriverResult again = runExplorer(script, createModel(ex.model().name()), opts);
    again.counterRestarts.insert(again.counterRestarts.begin(), *addr);
    return again;
  }
  res.stats = ex.stats();
  res.errors = ex.errors();
  if (!res.fatal)
    res.fatal = ex.fatal();
  return res;
}

} // namespace wmc::test
