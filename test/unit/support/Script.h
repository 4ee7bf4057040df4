// A scripted fake program for unit tests of the explorer, its interpreter,
// and the driver loop that runs it under an Explorer the way the native
// runtime does (see the contract comment at the top of explore/Explorer.h).
//
// A script is a list of threads; each thread is a list of instructions over
// four per-thread registers r0..r3 and a few shared locations (location i is
// the 4-byte address 0x10*(i+1), initial value 0). Thread 0 ("main", T0) is
// implicit: it starts, creates the script threads (T0.1, T0.2, ...), joins
// them in order and ends. Script threads run at the places given in
// Script::places (CPU threads by default; GPU blocks for scoped RC11).
#pragma once

#include "explore/Explorer.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wmc::test {

constexpr int kNumRegs = 4;
constexpr unsigned kAccessSize = 4;

/// Address of shared location `loc` (0, 1, ...).
inline Addr locAddr(int loc) { return 0x10u * static_cast<Addr>(loc + 1); }
/// Address of mutex `m` (kept apart from the shared locations).
inline Addr mutexAddr(int m) { return 0x1000u + 0x10u * static_cast<Addr>(m); }
/// Address of semaphore `s` (starting at 0 units).
inline Addr semAddr(int s) { return 0x2000u + 0x10u * static_cast<Addr>(s); }
/// Location index of a shared-location address, or -1 (mutexes, others).
int locIndex(Addr a);

enum class Op : uint8_t {
  Load,     ///< reg = [loc]
  Store,    ///< [loc] = imm
  StoreReg, ///< [loc] = reg
  FetchAdd, ///< reg = fetch_add([loc], imm)
  Xchg,     ///< reg = exchange([loc], imm)
  Cas,      ///< reg = old value of compare_exchange([loc], imm, imm2)
  Fence,
  Lock,    ///< mutex `loc`
  Unlock,  ///< mutex `loc`
  SemWait, ///< semaphore `loc`: wait for a unit (Explorer::syncOp)
  SemPost, ///< semaphore `loc`: add a unit
  IfEq,    ///< skip the next `skip` instructions unless reg == imm
  Assume,  ///< block the thread unless reg == imm
  Assert,  ///< assertion failure unless reg == imm
  AddImm,  ///< reg += imm (local)
};

struct Instr {
  Op op = Op::Fence;
  int reg = 0;
  int loc = 0;    ///< location (or mutex) index
  Value imm = 0;  ///< stored value / operand / expected / compared value
  Value imm2 = 0; ///< Cas: desired value
  /// Cas: the failure order; Plain: the one-order form's (casFailureOrder).
  MemOrder failure = MemOrder::Plain;
  int skip = 0; ///< IfEq: instructions skipped when the test fails
  MemOrder order = MemOrder::Plain;
  Scope scope = Scope::System; ///< memory accesses and fences (scoped RC11)
  bool resultUnused = false;   ///< FetchAdd: the program ignores the old value (BlindAdd)
  /// Load/Store: a piece of one single-copy-atomic access with the previous
  /// instruction (the runtime's access over several locations): the driver
  /// performs the pieces in one step and ends them with jointAccessEnd.
  bool joint = false;
  /// Load/Store: a CUDA `volatile` access (kVolatile: relaxed under SRC11).
  bool isVolatile = false;
  std::string str() const;
};

// Instruction builders. Plain loads/stores default to MemOrder::Plain (machine
// accesses under SC/TSO/PSO, non-atomic under RC11); RMWs, CAS and fences
// default to seq_cst, as C11. Scopes default to System.
Instr Load(int reg, int loc, MemOrder o = MemOrder::Plain, Scope s = Scope::System);
Instr Store(int loc, Value v, MemOrder o = MemOrder::Plain, Scope s = Scope::System);
Instr StoreReg(int loc, int reg, MemOrder o = MemOrder::Plain, Scope s = Scope::System);
Instr FetchAdd(int reg, int loc, Value v, MemOrder o = MemOrder::SeqCst, Scope s = Scope::System);
/// fetch_add([loc], v) whose old value is unused (a counter update).
Instr BlindAdd(int loc, Value v, MemOrder o = MemOrder::Relaxed);
Instr Xchg(int reg, int loc, Value v, MemOrder o = MemOrder::SeqCst, Scope s = Scope::System);
Instr Cas(int reg, int loc, Value expected, Value desired, MemOrder o = MemOrder::SeqCst,
          Scope s = Scope::System);
/// compare_exchange([loc], expected, desired, success, failure) with its own
/// failure order.
Instr CasF(int reg, int loc, Value expected, Value desired, MemOrder success, MemOrder failure);
Instr Fence(MemOrder o = MemOrder::SeqCst, Scope s = Scope::System);
Instr Lock(int m);
Instr Unlock(int m);
Instr SemWait(int sem);
Instr SemPost(int sem);
Instr IfEq(int reg, Value v, int skip);
Instr Assume(int reg, Value v);
Instr Assert(int reg, Value v);
Instr AddImm(int reg, Value v);
/// `in` as a piece joined to the previous instruction (Instr::joint).
Instr Joint(Instr in);
/// `in` as a CUDA volatile access (Instr::isVolatile).
Instr Volatile(Instr in);

/// C11 failure order of a compare-exchange with success order `o`.
MemOrder casFailureOrder(MemOrder o);

struct Script {
  std::string name;
  std::vector<std::vector<Instr>> threads;
  /// Place of script thread i (see graph/Types.h); missing entries are CPU threads.
  std::vector<Place> places;
  Place placeOf(size_t i) const { return i < places.size() ? places[i] : kCpuPlace; }
  /// Threads are created on the CPU and place themselves right after their
  /// start (Explorer::setPlace, as GPUMC's annotated pthreads do).
  bool placeAfterStart = false;
  /// A failed Assume is a failed await iteration (BlockReason::Spin) made of
  /// the thread's last event. When that is the Load of its register (the
  /// Assume directly follows it), the driver calls Explorer::awaitFailed,
  /// and runs the Load again if the iteration was taken back.
  bool assumeIsAwait = false;
  /// Locations with no defined initial value (like fresh heap memory), and
  /// those of them whose uninitialized reads are warnings (block-shared).
  std::vector<int> uninitialized, uninitializedWarning;
  bool usesLocks() const;
  bool usesAssume() const;
  std::string str() const;
};

/// The next visible operation of a script thread.
struct Action {
  enum Kind : uint8_t {
    Start,
    Load,
    Store,
    Rmw,
    Cas,
    Fence,
    Lock,
    Unlock,
    SemWait,
    SemPost,
    End,
    Block, ///< an Assume failed: the thread stops for good
    Fail,  ///< an Assert failed
    Done,  ///< the thread has ended
  };
  Kind kind = Done;
  Addr addr = 0;
  MemOrder order = MemOrder::Plain;
  Scope scope = Scope::System;
  Value value = 0;                    ///< Store: value; Rmw: operand; Cas: desired
  Value expected = 0;                 ///< Cas
  MemOrder failure = MemOrder::Plain; ///< Cas: failure order
  RmwOp rmwOp = RmwOp::Add;
  bool resultUnused = false;
  const Instr *instr = nullptr; ///< the instruction (used as SiteId)
};

/// Interpreter of one script thread. Local instructions run inside next();
/// a visible operation is performed by the caller, who then calls
/// complete() with the value read (Load/Rmw/Cas: the old value; else 0).
class ThreadInterp {
public:
  explicit ThreadInterp(const std::vector<Instr> *code) : code_(code) {}
  Action next();
  void complete(Value result);
  const std::array<Value, kNumRegs> &regs() const { return regs_; }
  bool done() const { return phase_ == Phase::Done; }
  bool blocked() const { return phase_ == Phase::Blocked; }
  /// Blocked at an Assume that directly follows a Load of its register (an
  /// await whose iteration is that Load)?
  bool awaitIsLoad() const;
  /// The await's iteration was taken back (Explorer::awaitFailed): run its
  /// Load again.
  void retryAwait();
  bool failed() const { return phase_ == Phase::Failed; }
  /// Is the next instruction a piece joined to the one just completed?
  bool nextIsJoint() const { return pc_ < code_->size() && (*code_)[pc_].joint; }
  /// Joined pieces after the current instruction (the one next() returned).
  size_t jointFollowers() const {
    size_t n = 0;
    while (pc_ + 1 + n < code_->size() && (*code_)[pc_ + 1 + n].joint)
      ++n;
    return n;
  }

private:
  enum class Phase : uint8_t { NotStarted, Running, Done, Blocked, Failed };
  const std::vector<Instr> *code_;
  size_t pc_ = 0;
  size_t lastDone_ = SIZE_MAX; ///< the last visible instruction performed
  Phase phase_ = Phase::NotStarted;
  std::array<Value, kNumRegs> regs_{};
};

/// Final registers of the script threads (index = script thread).
using Outcome = std::vector<std::array<Value, kNumRegs>>;

/// One execution as seen at the end of a run.
struct ExecutionRecord {
  std::string key; ///< canonical graph + outcome (see Canonical.h)
  Outcome outcome;
  std::map<int, Value> memory; ///< final value of each shared location used
};

struct DriverResult {
  ExplorationStats stats;
  std::vector<FoundError> errors;
  std::optional<std::string> fatal;
  std::vector<ExecutionRecord> complete; ///< in exploration order
  std::vector<ExecutionRecord> blocked;
  std::vector<ExecutionRecord> failed;    ///< erroneous runs in which an Assert failed
  std::vector<ExecutionRecord> erroneous; ///< other erroneous runs (deadlocks, ...)
  /// Locations the explorer reported as no commutative counters; the driver
  /// restarted the exploration with them in ExplorerOptions::notCounters.
  std::vector<Addr> counterRestarts;
};

class ZeroEnvironment : public Environment {
public:
  Value initialValue(Addr, unsigned, bool &uninitialized) override {
    uninitialized = false;
    return 0;
  }
};

/// Zero initial values; the script's `uninitialized` locations are undefined.
class ScriptEnvironment : public Environment {
public:
  explicit ScriptEnvironment(const Script &s) : s_(s) {}
  Value initialValue(Addr a, unsigned, bool &uninitialized) override {
    uninitialized = listed(s_.uninitialized, a);
    return 0;
  }
  bool uninitializedIsWarning(Addr a) override { return listed(s_.uninitializedWarning, a); }

private:
  static bool listed(const std::vector<int> &locs, Addr a) {
    for (int l : locs)
      if (locAddr(l) == a)
        return true;
    return false;
  }
  const Script &s_;
};

/// Runs `script` under a fresh Explorer for model `model` ("sc", "tso", ...)
/// until the exploration is finished.
DriverResult runExplorer(const Script &script, std::string_view model, ExplorerOptions opts = {});
/// The same with a given model object (e.g. the reference oracle).
DriverResult runExplorer(const Script &script, std::unique_ptr<Model> model,
                         ExplorerOptions opts = {});
/// Runs `script` under `ex` until ex.beginRun() is false, calling
/// afterRun(ex) after every run; adds the runs' records to `res` (not the
/// stats and errors: they are the explorer's). False on a driver failure
/// (res.fatal says why).
bool driveExplorer(const Script &script, Explorer &ex, DriverResult &res,
                   const std::function<void(Explorer &)> &afterRun = nullptr);

} // namespace wmc::test
