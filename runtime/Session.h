// All process-wide state of the runtime, in one object: options, the
// explorer, the test's memory and its threads (fibers). Reached through
// Session::get(), which says what probably went wrong when it is used outside
// an exploration. Switching fibers changes `current`, never other globals.
#pragma once

#include "abi.h"
#include "explore/Explorer.h"
#include "report/Report.h"
#include "runtime/Checkpoint.h"
#include "runtime/JobBoard.h"
#include "runtime/Layout.h"
#include "runtime/Memory.h"
#include "runtime/Options.h"
#include "runtime/Overrides.h"
#include "runtime/Repair.h"
#include "runtime/fiber/Fiber.h"
#include "runtime/gpu/GpuRuntime.h"

#include <csetjmp>
#include <limits>
#include <map>
#include <memory>
#include <unordered_map>
#include <vector>

namespace wmc::rt {

/// Loop state of one thread in one execution.
struct LoopState {
  uint32_t iterations = 0;
  uint32_t iterationStart = 0; ///< event index at the last loop header
};

struct TestThread {
  std::unique_ptr<Stack> stack;
  Fiber fiber;
  void *(*fn)(void *) = nullptr;
  void *arg = nullptr;
  std::unordered_map<const wmc_loop *, LoopState> loops;
  /// Bytes of locals handed to uninstrumented code (see __wmc_external_begin).
  std::vector<std::vector<unsigned char>> externalSaved;
  const wmc_site *lastSite = nullptr;
  GpuThread gpu; ///< set for the GPU threads of a kernel launch
};

class Session final : public Environment {
public:
  /// The session; exits with a message if called before main started.
  static Session &get();
  static bool active();

  using MainFn = int (*)(int, char **, char **);
  /// `main` is what thread T0 runs: the program's renamed main, or the
  /// generated host of a kernel-only program.
  Session(Options opts, MainFn main, int argc, char **argv, char **envp);
  ~Session() override;
  /// Explores every execution of the test; returns the exit status.
  int run();

  // ---- used by the ABI functions (all run on the current test thread) ----
  ThreadId current() const { return current_; }
  Explorer &explorer() { return *explorer_; }
  Memory &memory() { return memory_; }
  GpuRuntime &gpu() { return gpu_; }
  /// Condition-variable states (interned: kept for the whole exploration).
  CondVarStates &condVars() { return condVars_; }
  /// The thread count of each pthread barrier, from pthread_barrier_init.
  std::unordered_map<Addr, uint32_t> &barrierCounts() { return barrierCounts_; }
  const Options &options() const { return opts_; }
  /// Per-site changes of the repair being re-explored (empty otherwise).
  Overrides &overrides() { return overrides_; }
  TestThread &thread(ThreadId t) { return *threads_[t]; }
  /// Before a new (not replayed) operation: waits until it is t's turn.
  void waitTurn();
  /// After an operation: leaves the fiber if the thread may not go on.
  void afterOp();
  /// Runs one operation f(explorer, thread) of the current thread: waits for
  /// its turn unless it is replayed, performs it, then stops the fiber if
  /// the thread may not go on.
  template <typename F> auto perform(const wmc_site *site, F &&f) {
    ThreadId t = current_;
    thread(t).lastSite = site;
    if (!explorer_->isReplaying(t))
      waitTurn();
    auto r = f(*explorer_, t);
    afterOp();
    return r;
  }
  /// The current thread ends with `ret` (return from its function, or
  /// pthread_exit); never returns.
  [[noreturn]] void endThread(Value ret, const wmc_site *site);
  /// Leaves the fiber for good (thread finished or blocked, run stopped).
  [[noreturn]] void suspendForever();
  /// Starts a fiber for a new thread, with a stack of stackSize bytes
  /// (0: --wmc-stack-size) when the thread id has none yet.
  void spawn(ThreadId child, void *(*fn)(void *), void *arg, uint64_t stackSize = 0);
  /// The current thread joins `child` (waiting until it finished); returns
  /// the child's return value.
  Value join(ThreadId child, const wmc_site *site);
  /// The locations an access of [addr, addr+size) (size <= 8) maps to.
  /// Checks that the access is valid (reports and stops the thread if not)
  /// and refines the layout where needed: a cut piece stops the run and
  /// restarts the exploration; a new location over privately accessed stack
  /// bytes restarts it after this run (see Layout).
  Layout::Cover locate(const void *addr, unsigned size, const wmc_site *site);
  /// Is [p, p+size) on the current thread's own stack and no location? A
  /// memcpy/memset piece there needs no event; it is recorded in the layout
  /// (a location created there later restarts the exploration).
  bool privateRange(const void *p, uint64_t size);
  /// A plain access the analysis proved private to the current GPU thread
  /// (WMC_FLAG_PRIVATE). True if it needs no event and acts on memory
  /// directly: no location covers [p, p+size) and no other thread claimed
  /// those bytes in this run; a load of bytes nobody claimed yet also needs
  /// an initialized initial value. The bytes are noted private in the
  /// layout, so an event there later restarts the exploration (as for the
  /// stack). False: the caller makes the usual events.
  bool claimPrivate(const void *p, unsigned size, bool write, const wmc_site *site);
  /// A plain load the analysis proved to read memory no thread of the kernel
  /// writes (WMC_FLAG_READONLY): as claimPrivate for a load, but any thread
  /// may claim the same bytes (a claim without an owner).
  bool claimReadOnly(const void *p, unsigned size, const wmc_site *site);
  /// Before a free of [lo, hi): bytes claimed privately in this run by a
  /// thread other than the freeing one or a thread it joined get locations
  /// (the free is checked against every access of the block), which
  /// restarts the exploration after this run.
  void dropClaimsForFree(uintptr_t lo, uintptr_t hi);
  /// Size of the location at addr if one was accessed before, else 0.
  unsigned knownLocationSize(uintptr_t addr) const { return layout_.pieceAt(addr); }
  /// Fatal: bad input/unsupported feature; prints and exits with status 2.
  [[noreturn]] void fatal(const std::string &msg, const wmc_site *site);
  std::string describeSite(const wmc_site *site) const;
  /// Names of the threads seen so far ("T0", "T0.1", ...), by id.
  std::vector<std::string> threadNames() const;
  /// Is p on the stack of some test thread?
  bool onTestStack(const void *p) const;

  // Environment
  Value initialValue(Addr addr, unsigned size, bool &uninitialized) override;
  bool uninitializedIsWarning(Addr addr) override;

  // Crash handling (signals.cpp)
  bool inFiber() const { return inFiber_; }
  void noteCrash(int sig, void *addr);
  void installSignalHandlers();

  /// Runtime code running on a test thread sets this so that allocations it
  /// makes go to the real heap, not to the test's arena.
  int runtimeDepth = 0;
  uint64_t progress = 0; ///< bumped at every operation (watchdog)
  /// A loop made `iterations` iterations in one entry: the progress lines
  /// name the loop with the most, so a user sees which loop is unrolled.
  void noteLoopIterations(const wmc_loop *loop, uint32_t iterations) {
    if (iterations > busiestIterations_) {
      busiestIterations_ = iterations;
      busiestLoop_ = loop;
    }
  }

private:
  /// Body of every test thread's fiber: start, run main or the thread
  /// function, end. `arg` is the thread id.
  static void threadEntry(void *arg);
  void startRun();
  std::unique_ptr<Explorer> newExplorer();
  /// Runs executions until the exploration is finished or must restart (or,
  /// before the workers of --wmc-jobs start, pauses: paused_).
  void explore();
  /// Explores every execution, restarting when the layout was refined.
  void exploreAll();
  /// The repair loop (runtime/Repair.cpp), after the first exploration.
  RepairOutcome repair();
  /// Names sites and locations of the current exploration for reports.
  std::unique_ptr<Describer> makeDescriber() const;
  /// Reports an invalid access and stops the thread.
  [[noreturn]] void invalidAccess(unsigned size, const std::string &problem, const wmc_site *site);
  void printProgress(bool final);
  /// Prints the report (and the repair) and returns the exit status.
  int finish(const std::optional<Report> &report, const std::optional<RepairOutcome> &repaired);
  /// The report of this process's exploration.
  Report localReport() const;
  /// The report of the exploration so far (with a resumed checkpoint's).
  std::optional<Report> currentReport(std::string &error);
  /// At subtree `next` of a split tree: writes a checkpoint if it is time.
  void maybeCheckpoint(uint64_t next);
  // ---- --wmc-jobs (Workers.cpp) ----
  /// Forks the workers, which go on from this process's paused exploration,
  /// and merges their reports. nullopt with `status` set if it failed; with
  /// status kWorkerDiverged, this process explores the rest itself.
  std::optional<Report> runWorkers(int &status);
  /// A worker's exit status when its exploration had to restart (the
  /// others explore another tree): the parent explores alone instead.
  static constexpr int kWorkerDiverged = 75;
  /// Becomes worker `index`: its report (JSON) goes to `reportFd`.
  void becomeWorker(uint32_t index, int reportFd);
  /// A worker's life: its part, then subtrees the others give; returns its
  /// exit status after writing its report.
  int workerMain();
  /// After a worker's run: its counts for the parent, work for idle workers.
  void afterWorkerRun();
  /// A worker shows the test's output of counted runs only.
  void showTestOutput(bool show);
  uint64_t pauseAt_ = 0; ///< explore() pauses before this run (0: never)
  bool paused_ = false;
  uint32_t workerIndex_ = 0;
  int reportFd_ = -1;   ///< a worker's report pipe (-1: stdout)
  int testStdout_ = -1; ///< a worker's stdout for the test's output
  bool outputShown_ = true;

  Options opts_;
  MainFn main_;
  int argc_;
  char **argv_;
  char **envp_;
  Memory memory_;
  GpuRuntime gpu_;
  CondVarStates condVars_;
  std::unordered_map<Addr, uint32_t> barrierCounts_;
  std::unique_ptr<Explorer> explorer_;
  std::vector<std::unique_ptr<TestThread>> threads_; // stable addresses: fibers point into them
  std::map<uintptr_t, const Stack *> stacksByEnd_;   // every stack, by its top (onTestStack)
  StackPool stackPool_;
  size_t residentStacks_ = 0;      // stacks whose pages may be committed
  std::vector<Stack *> toRelease_; // of threads finished in this run
  /// Queues the stack of t for release if t finished and many stacks are
  /// committed; releases the queue once it is long enough.
  void releaseIfFinished(ThreadId t);
  /// Releases the queued stacks (at the latest when the run ends: their
  /// threads run again in the next one).
  void releaseQueued() { residentStacks_ -= Stack::release(toRelease_); }
  ThreadId current_ = 0;
  bool inFiber_ = false;
  sigjmp_buf schedulerJmp_;
  volatile int crashSignal_ = 0;
  void *volatile crashAddr_ = nullptr;
  Layout layout_; // kept across restarts: it only grows
  /// This run's claimPrivate byte ranges: start -> (end, claiming thread).
  struct PrivateClaim {
    uintptr_t end;
    ThreadId owner;
  };
  std::map<uintptr_t, PrivateClaim> privateClaims_;
  /// The owner of a read-only claim: every thread (claimReadOnly).
  static constexpr ThreadId kEveryReader = std::numeric_limits<ThreadId>::max();
  bool claim(const void *p, unsigned size, bool write, ThreadId owner, const wmc_site *site);
  /// This run's joins: finished thread -> the thread that joined it.
  std::unordered_map<ThreadId, ThreadId> joinedBy_;
  /// Reports and stops an access to the heap arenas outside a live block,
  /// or to block-shared memory outside every instance (a red zone).
  void checkArenaAccess(const void *addr, unsigned size, const wmc_site *site);
  Overrides overrides_;
  /// The layout was refined: restart the exploration after this run, or now
  /// (a piece was cut, so this run's graph has the old piece).
  enum class Restart { None, AfterRun, Now } restart_ = Restart::None;
  uint64_t restarts_ = 0;
  std::vector<Addr> notCounters_; // ExplorerOptions::notCounters, kept across restarts
  /// --wmc-jobs: the workers' shared state (in a worker, and in the parent).
  std::unique_ptr<JobBoard> board_;
  bool isWorker_ = false;
  /// --wmc-resume: the checkpoint this run continues (dropped if the
  /// exploration restarts: the tree is then another one).
  std::optional<Checkpoint> resume_;
  double lastCheckpoint_ = 0;
  double startTime_ = 0, lastProgress_ = 0;
  enum class ProgressMode { Off, Live, Lines } progressMode_ = ProgressMode::Off;
  const wmc_loop *busiestLoop_ = nullptr;
  uint32_t busiestIterations_ = 0;
};

/// Is the caller the test's own code, running on a test thread during the
/// exploration (not the runtime, not start-up)?
inline bool inTestCode() {
  return Session::active() && Session::get().inFiber() && Session::get().runtimeDepth == 0;
}

/// RAII marker for runtime code running on a test thread.
struct RuntimeScope {
  RuntimeScope() { ++Session::get().runtimeDepth; }
  ~RuntimeScope() { --Session::get().runtimeDepth; }
};

} // namespace wmc::rt
