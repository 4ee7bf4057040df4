#include "runtime/Session.h"
#include "runtime/SiteRanges.h"
#include "runtime/intercept/Keys.h"
#include "runtime/intercept/ThreadLocals.h"

#include "report/ReadReport.h"
#include "report/Report.h"
#include "robustness/RobustnessModel.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace wmc::rt {
namespace {
Session *theSession = nullptr;

double now() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}
} // namespace

Session &Session::get() {
  if (!theSession) {
    std::fprintf(stderr, "wmc: a wmc runtime function was called outside the exploration "
                         "(from a static constructor or destructor?)\n");
    std::_Exit(2);
  }
  return *theSession;
}

bool Session::active() { return theSession != nullptr; }

Session::Session(Options opts, MainFn main, int argc, char **argv, char **envp)
    : opts_(std::move(opts)), main_(main), argc_(argc), argv_(argv), envp_(envp) {
  explorer_ = newExplorer();
  // On a terminal a line rewritten in place; in a file or CI log (or with
  // --wmc-progress=on) a line every few seconds, so a long run is never silent.
  if (opts_.progress == "auto")
    progressMode_ = isatty(2) ? ProgressMode::Live : ProgressMode::Lines;
  else if (opts_.progress == "on")
    progressMode_ = ProgressMode::Lines;
  theSession = this;
}

Session::~Session() { theSession = nullptr; }

std::unique_ptr<Explorer> Session::newExplorer() {
  ExplorerOptions eo;
  eo.keepGoing = opts_.keepGoing || opts_.repair; // a repair needs every conflict
  eo.maxEvents = opts_.maxEvents;
  eo.maxExecutions = opts_.maxExecutions;
  eo.exitStatusIsError = !opts_.ignoreExitStatus;
  eo.commutativeCounters = !opts_.exactRmwOrders;
  eo.pruneStaleAwaits = opts_.await != "plain";
  eo.deferAwaits = opts_.await == "defer";
  eo.notCounters = notCounters_;
  eo.shard.index = opts_.shardIndex;
  eo.shard.count = opts_.shardCount;
  eo.shard.fanout = opts_.shardFanout;
  if ((!opts_.checkpoint.empty() || resume_) && opts_.shardCount == 1) {
    // Checkpoints count completed subtrees: a finer split than for shards.
    eo.shard.split = true;
    eo.shard.fanout = opts_.shardFanout * 16;
    // A resumed run repeats the restarts the checkpointed run went through
    // (the exploration is deterministic) and skips work only in the tree the
    // checkpoint was taken in.
    if (resume_ && restarts_ == resume_->restarts) {
      eo.shard.resumeFrom = resume_->nextSubtree;
      eo.shard.resuming = true;
    }
    if (!opts_.checkpoint.empty())
      eo.shard.atSubtree = [this](uint64_t next, const ExplorationStats &) {
        maybeCheckpoint(next);
      };
  }
  if (opts_.check == "robustness")
    return std::make_unique<Explorer>(createRobustnessModel(opts_.model), eo, *this);
  return std::make_unique<Explorer>(createModel(opts_.model), eo, *this);
}

Value Session::initialValue(Addr addr, unsigned size, bool &uninitialized) {
  return memory_.initialValue(addr, size, uninitialized);
}

bool Session::uninitializedIsWarning(Addr addr) {
  return opts_.uninitialized == "warning" &&
         memory_.blockShared().contains(static_cast<uintptr_t>(addr));
}

std::string Session::describeSite(const wmc_site *site) const {
  if (!site || !site->file)
    return "<unknown location>";
  return std::string(site->file) + ":" + std::to_string(site->line);
}

void Session::fatal(const std::string &msg, const wmc_site *site) {
  std::fflush(stdout);
  if (site)
    std::fprintf(stderr, "wmc: %s: %s\n", describeSite(site).c_str(), msg.c_str());
  else
    std::fprintf(stderr, "wmc: %s\n", msg.c_str());
  std::_Exit(2);
}

void Session::spawn(ThreadId child, void *(*fn)(void *), void *arg, uint64_t stackSize) {
  while (threads_.size() <= child)
    threads_.push_back(std::make_unique<TestThread>());
  TestThread &th = *threads_[child];
  if (!th.stack) {
    th.stack = stackPool_.take(stackSize ? stackSize : opts_.stackSize);
    stacksByEnd_[reinterpret_cast<uintptr_t>(th.stack->top())] = th.stack.get();
  }
  th.fn = fn;
  th.arg = arg;
  th.loops.clear();
  th.gpu = GpuThread{};
  th.fiber.start(*th.stack, &threadEntry, reinterpret_cast<void *>(static_cast<uintptr_t>(child)));
}

void Session::releaseIfFinished(ThreadId t) {
  // Small programs keep every stack committed (no page faults in later
  // executions); a launch of thousands of threads keeps only a few.
  constexpr size_t kResidentStacks = 256;
  Stack &stack = *threads_[t]->stack;
  if (t == 0 || residentStacks_ - toRelease_.size() <= kResidentStacks || !stack.resident() ||
      explorer_->thread(t).status != ThreadStatus::Finished)
    return;
  toRelease_.push_back(&stack);
  if (toRelease_.size() >= 64) // neighbours finish together: few calls
    releaseQueued();
}

// main is called as int(int, char **, char **) whatever parameters the test
// declared, as the C library's start-up code calls it; UBSan's -fsanitize=
// function would report `int main(void)`.
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
void Session::threadEntry(void *arg) {
  Session &s = get();
  ThreadId t = static_cast<ThreadId>(reinterpret_cast<uintptr_t>(arg));
  {
    RuntimeScope scope;
    s.perform(nullptr, [&](Explorer &ex, ThreadId self) {
      ex.threadStart(self, nullptr);
      return 0;
    });
  }
  Value ret = 0;
  if (t == 0) {
    ret = static_cast<Value>(s.main_(s.argc_, s.argv_, s.envp_));
    // Kernels still running when main returns are joined first, so that
    // their errors (a barrier divergence, a race) are not lost.
    gpuJoinOutstanding(/*all=*/true, nullptr);
  } else {
    ret = reinterpret_cast<Value>(s.threads_[t]->fn(s.threads_[t]->arg));
  }
  s.endThread(ret, nullptr);
}

Value Session::join(ThreadId child, const wmc_site *site) {
  ThreadId t = current_;
  thread(t).lastSite = site;
  for (;;) {
    if (!explorer_->isReplaying(t))
      waitTurn();
    std::optional<Value> v = explorer_->threadJoin(t, child, site);
    if (v) {
      joinedBy_[child] = t;
      afterOp();
      return *v;
    }
    // The child has not finished: wait until the explorer schedules us again.
  }
}

void Session::endThread(Value ret, const wmc_site *site) {
  runThreadLocalDestructors(current_); // user code, before the thread's end event
  runKeyDestructors(current_);
  RuntimeScope scope;
  perform(site, [&](Explorer &ex, ThreadId t) {
    ex.threadEnd(t, ret, site);
    return 0;
  });
  suspendForever(); // afterOp already left: the thread is finished
}

void Session::waitTurn() {
  ++progress;
  for (;;) {
    if (explorer_->runStopped() || restart_ == Restart::Now)
      suspendForever();
    auto next = explorer_->nextThread();
    if (next && *next == current_)
      return;
    int depth = runtimeDepth;
    Fiber::suspend();
    runtimeDepth = depth;
  }
}

void Session::afterOp() {
  if (explorer_->runStopped())
    suspendForever();
  ThreadStatus st = explorer_->thread(current_).status;
  if (st == ThreadStatus::Blocked || st == ThreadStatus::Finished)
    suspendForever();
}

void Session::suspendForever() {
  runtimeDepth = 0;
  for (;;) {
    Fiber::suspend();
    // A finished or blocked thread must never be resumed in this run.
    std::fprintf(stderr, "wmc internal error: a stopped thread was resumed\n");
    std::_Exit(2);
  }
}

void Session::invalidAccess(unsigned size, const std::string &problem, const wmc_site *site) {
  explorer_->error(current_, ErrorKind::InvalidAccess,
                   "invalid " + std::to_string(size) + "-byte access: " + problem, site);
  suspendForever();
}

void Session::checkArenaAccess(const void *addr, unsigned size, const wmc_site *site) {
  auto a = reinterpret_cast<uintptr_t>(addr);
  // A replayed access was checked when it was added (same graph prefix).
  if (memory_.inArena(addr) && !explorer_->isReplaying(current_)) {
    if (!memory_.withinBlock(a, size))
      invalidAccess(size, memory_.outOfBounds(a, threadNames()), site);
    // A location the free did not cover (first accessed after it); covered
    // ones are checked through the free's poison writes.
    if (memory_.isFreed(a) && !explorer_->graph().findLoc(a))
      invalidAccess(size, "access to freed memory (" + memory_.describe(a, threadNames()) + ")",
                    site);
  }
  const BlockSharedMemory &shared = memory_.blockShared();
  if (shared.contains(a) && !shared.within(a, size) && !explorer_->isReplaying(current_))
    invalidAccess(size, shared.outOfBounds(a), site);
}

Layout::Cover Session::locate(const void *addr, unsigned size, const wmc_site *site) {
  auto a = reinterpret_cast<uintptr_t>(addr);
  if (a < 4096)
    invalidAccess(size, "null pointer dereference", site);
  checkArenaAccess(addr, size, site);
  Layout::Cover c = layout_.cover(a, size);
  if (c.refined && restart_ == Restart::None)
    restart_ = Restart::AfterRun;
  if (c.cut) {
    restart_ = Restart::Now;
    suspendForever();
  }
  return c;
}

bool Session::privateRange(const void *p, uint64_t size) {
  const auto &th = thread(current_);
  auto a = reinterpret_cast<uintptr_t>(p);
  if (!th.stack || !th.stack->contains(p) || layout_.anyPiece(a, size))
    return false;
  layout_.notePrivate(a, size);
  return true;
}

bool Session::claimPrivate(const void *p, unsigned size, bool write, const wmc_site *site) {
  return claim(p, size, write, current_, site);
}

bool Session::claimReadOnly(const void *p, unsigned size, const wmc_site *site) {
  return claim(p, size, /*write=*/false, kEveryReader, site);
}

bool Session::claim(const void *p, unsigned size, bool write, ThreadId owner,
                    const wmc_site *site) {
  auto a = reinterpret_cast<uintptr_t>(p);
  // A null pointer is reported by locate. Stacks have their own private
  // path (privateRange) and block-shared memory its uninitialized state.
  if (a < 4096 || layout_.anyPiece(a, size) || onTestStack(p) || memory_.blockShared().contains(a))
    return false;
  checkArenaAccess(p, size, site);
  // The claims overlapping [a, a+size): the one starting before a, then on.
  auto it = privateClaims_.upper_bound(a);
  if (it != privateClaims_.begin() && std::prev(it)->second.end > a)
    --it;
  if (it != privateClaims_.end() && it->first < a + size)
    // Only the same owner's claim of exactly these bytes (this thread's, or
    // every reader's) lets the access go without an event.
    return it->first == a && it->second.end == a + size && it->second.owner == owner;
  if (!write) {
    bool uninitialized = false;
    memory_.initialValue(a, size, uninitialized);
    if (uninitialized)
      return false; // the event reports the uninitialized read
  }
  privateClaims_.emplace(a, PrivateClaim{a + size, owner});
  layout_.notePrivate(a, size);
  return true;
}

void Session::dropClaimsForFree(uintptr_t lo, uintptr_t hi) {
  auto it = privateClaims_.upper_bound(lo);
  if (it != privateClaims_.begin() && std::prev(it)->second.end > lo)
    --it;
  while (it != privateClaims_.end() && it->first < hi) {
    ThreadId owner = it->second.owner;
    auto joined = joinedBy_.find(owner);
    // The owner's accesses happen before the free if it is the freeing
    // thread or one that thread joined.
    if (owner != current_ && (joined == joinedBy_.end() || joined->second != current_)) {
      Layout::Cover c = layout_.cover(it->first, static_cast<unsigned>(it->second.end - it->first));
      if (c.refined && restart_ == Restart::None)
        restart_ = Restart::AfterRun;
    }
    it = privateClaims_.erase(it);
  }
}

std::vector<std::string> Session::threadNames() const {
  std::vector<std::string> names;
  for (ThreadId t = 0; t < explorer_->numThreads(); ++t)
    names.push_back(explorer_->threadName(t));
  return names;
}

bool Session::onTestStack(const void *p) const {
  // A lookup, not a scan: kernels have thousands of threads.
  auto it = stacksByEnd_.upper_bound(reinterpret_cast<uintptr_t>(p));
  return it != stacksByEnd_.end() && it->second->contains(p);
}

void Session::startRun() {
  memory_.resetForExecution();
  privateClaims_.clear();
  joinedBy_.clear();
  gpu_.resetForExecution();
  resetThreadKeys();
  resetThreadLocals();
  spawn(0, nullptr, nullptr);
}

int Session::run() {
  if (!opts_.resume.empty() && !resume_ && restarts_ == 0) {
    std::string error;
    resume_ = readCheckpoint(opts_.resume, error);
    if (!resume_) {
      std::fprintf(stderr, "wmc: --wmc-resume: %s\n", error.c_str());
      return 2;
    }
    explorer_ = newExplorer();
  }
  memory_.snapshotGlobals();
  // With a JSON or SARIF report, stdout carries only the report: the test's
  // own output (printed once per execution) goes to /dev/null meanwhile.
  int savedStdout = -1;
  if (opts_.report != "text") {
    std::fflush(stdout);
    savedStdout = dup(1);
    int devnull = open("/dev/null", O_WRONLY);
    if (devnull >= 0) {
      dup2(devnull, 1);
      close(devnull);
    }
  }
  installSignalHandlers();
  startTime_ = lastProgress_ = lastCheckpoint_ = now();
  // --wmc-jobs: the first runs here, then the workers go on from there (a
  // tree of fewer runs is explored here alone, exactly as by one process).
  if (opts_.jobs > 1)
    pauseAt_ = opts_.jobsWarmup;
  exploreAll();
  std::optional<Report> report;
  std::optional<RepairOutcome> repaired;
  std::string error;
  if (paused_) {
    int status = 0;
    report = runWorkers(status);
    if (!report && status != kWorkerDiverged) {
      printProgress(true);
      return status;
    }
    if (!report) { // a worker's exploration restarted: explore the rest here
      std::fprintf(stderr, "wmc: note: the workers of --wmc-jobs no longer explored the same "
                           "tree (a restart, or a subtree not found); exploring the rest in "
                           "one process\n");
      board_.reset();
      pauseAt_ = 0;
      paused_ = false;
      exploreAll();
    }
  }
  if (!report && !explorer_->fatal()) {
    report = currentReport(error);
    if (report && opts_.repair)
      repaired = repair();
  }
  if (savedStdout >= 0) {
    std::fflush(stdout);
    dup2(savedStdout, 1);
    close(savedStdout);
  }
  if (!explorer_->fatal() && !report) {
    std::fprintf(stderr, "wmc: --wmc-resume: %s\n", error.c_str());
    return 2;
  }
  return finish(report, repaired);
}

void Session::exploreAll() {
  for (;;) {
    explore();
    // Start again from scratch when the layout was refined (the graphs so
    // far have the wrong granularity) or a run showed that a counter's
    // updates must be explored in every order (that location is excluded).
    if (restart_ == Restart::None) {
      const auto &addr = explorer_->counterViolation();
      if (!addr)
        break;
      notCounters_.push_back(*addr);
    }
    if (resume_ && restarts_ >= resume_->restarts) { // more restarts than the checkpointed run
      std::fprintf(stderr, "wmc: note: the exploration restarted; the checkpoint is not used and "
                           "everything is explored again\n");
      resume_.reset();
    }
    restart_ = Restart::None;
    ++restarts_;
    explorer_ = newExplorer();
  }
}

void Session::explore() {
  for (;;) {
    if (pauseAt_ && explorer_->stats().runs >= pauseAt_) {
      paused_ = true;
      return;
    }
    if (!explorer_->beginRun())
      break;
    if (board_ && board_->stopRequested()) { // another worker found an error
      explorer_->stopEarly();
      break;
    }
    if (isWorker_)
      showTestOutput(explorer_->runCounted());
    startRun();
    if (sigsetjmp(schedulerJmp_, 1) != 0) {
      inFiber_ = false;
      runtimeDepth = 0;
      std::string what = crashSignal_ == SIGSEGV || crashSignal_ == SIGBUS
                             ? "invalid memory access (signal " + std::to_string(crashSignal_) + ")"
                             : "the thread crashed (signal " + std::to_string(crashSignal_) + ")";
      if (threads_[current_]->stack && threads_[current_]->stack->inGuard(crashAddr_))
        what = threads_[current_]->gpu.isGpu ? "stack overflow (raise --wmc-gpu-stack-size)"
                                             : "stack overflow (raise --wmc-stack-size)";
      explorer_->error(current_,
                       crashSignal_ == SIGSEGV || crashSignal_ == SIGBUS ? ErrorKind::InvalidAccess
                                                                         : ErrorKind::Crash,
                       what, threads_[current_]->lastSite);
    }
    for (;;) {
      if (explorer_->runStopped() || restart_ == Restart::Now)
        break;
      auto next = explorer_->nextThread();
      if (!next)
        break;
      current_ = *next;
      if (threads_.size() <= current_ || !threads_[current_]->fiber.started())
        fatal("internal error: thread without a fiber", nullptr);
      TestThread &th = *threads_[current_];
      residentStacks_ += !th.stack->resident(); // resume() touches it
      inFiber_ = true;
      runtimeDepth = 0;
      th.fiber.resume();
      inFiber_ = false;
      releaseIfFinished(current_);
    }
    releaseQueued();
    if (restart_ != Restart::None)
      return; // this run and its explorer are dropped
    explorer_->endRun();
    if (isWorker_)
      afterWorkerRun();
    if (progressMode_ != ProgressMode::Off && (explorer_->stats().runs & 255) == 0)
      printProgress(false);
  }
}

void Session::printProgress(bool final) {
  double t = now();
  bool live = progressMode_ == ProgressMode::Live;
  if (!final && t - lastProgress_ < (live ? 0.5 : opts_.progressInterval))
    return;
  if (final) {
    if (live && lastProgress_ > startTime_)
      std::fprintf(stderr, "\r%100s\r", "");
    return;
  }
  lastProgress_ = t;
  const auto &st = explorer_->stats();
  double el = t - startTime_;
  uint64_t execs = st.executionsAndStops(), complete = st.complete, blocked = st.blocked;
  std::string workers;
  if (board_ && !isWorker_) { // the parent of --wmc-jobs: every worker's counts
    execs = complete = blocked = 0;
    for (uint32_t i = 0; i < board_->workers(); ++i) {
      const JobBoard::WorkerCounts &c = board_->counts(i);
      execs += c.executions.load(std::memory_order_relaxed);
      complete += c.complete.load(std::memory_order_relaxed);
      blocked += c.blocked.load(std::memory_order_relaxed);
    }
    workers = ", " + std::to_string(board_->workers()) + " workers";
  }
  std::string loop;
  if (busiestLoop_ && busiestIterations_ >= 16)
    loop = ", longest loop " + describeSite(&busiestLoop_->site) + " (" +
           std::to_string(busiestIterations_) + " iterations)";
  std::fprintf(stderr, "%swmc: %llu executions (%llu complete, %llu blocked) %.0f/s, %.0f s%s%s",
               live ? "\r" : "", static_cast<unsigned long long>(execs),
               static_cast<unsigned long long>(complete), static_cast<unsigned long long>(blocked),
               el > 0 ? execs / el : 0.0, el, (workers + loop).c_str(), live ? "   " : "\n");
}

namespace {
class SessionDescriber final : public Describer {
public:
  SessionDescriber(const Memory &m, std::vector<std::string> names)
      : m_(m), names_(std::move(names)) {}
  SiteInfo site(SiteId id) const override {
    SiteInfo s;
    if (auto *w = static_cast<const wmc_site *>(id)) {
      s.file = w->file ? w->file : "";
      s.dir = w->dir ? w->dir : "";
      s.line = w->line;
      s.col = w->col;
      s.function = w->function ? w->function : "";
      s.text = w->text ? w->text : "";
      s.ranges = ranges_.get(w->ranges);
    }
    return s;
  }
  std::string location(Addr key, SiteId site, bool mutex) const override {
    auto a = static_cast<uintptr_t>(key);
    const auto *w = static_cast<const wmc_site *>(site);
    std::string n = m_.describe(a, names_, w ? w->field : nullptr);
    if (n.rfind("0x", 0) == 0)
      for (size_t t = 0; t < stacks_.size(); ++t)
        if (stacks_[t] && stacks_[t]->contains(reinterpret_cast<void *>(a)))
          n = "local of " + (t < names_.size() ? names_[t] : std::string("?")) + " (" + n + ")";
    return mutex ? "mutex " + n : n;
  }
  std::string variable(Addr key) const override {
    return m_.globalName(static_cast<uintptr_t>(key));
  }
  bool blockShared(Addr key) const override {
    return m_.blockShared().contains(static_cast<uintptr_t>(key));
  }
  std::vector<const Stack *> stacks_;

private:
  const Memory &m_;
  std::vector<std::string> names_;
  mutable SiteRangesCache ranges_;
};
/// Peak resident memory of this process in kB: VmHWM of /proc/self/status.
/// getrusage's ru_maxrss is kept across execve, so it would report the peak
/// of whatever process started the test, if that was bigger.
uint64_t peakRssKb() {
  if (FILE *f = std::fopen("/proc/self/status", "r")) {
    char line[256];
    unsigned long long kb = 0;
    bool found = false;
    while (!found && std::fgets(line, sizeof line, f))
      found = std::sscanf(line, "VmHWM: %llu kB", &kb) == 1;
    std::fclose(f);
    if (found)
      return kb;
  }
  struct rusage ru{};
  return getrusage(RUSAGE_SELF, &ru) == 0 ? static_cast<uint64_t>(ru.ru_maxrss) : 0;
}

} // namespace

std::unique_ptr<Describer> Session::makeDescriber() const {
  auto d = std::make_unique<SessionDescriber>(memory_, threadNames());
  for (const auto &th : threads_)
    d->stacks_.push_back(th ? th->stack.get() : nullptr);
  return d;
}

Report Session::localReport() const {
  auto d = makeDescriber();
  Report rep = buildReport(*explorer_, *d, now() - startTime_, opts_.fullTrace);
  rep.shardIndex = opts_.shardIndex;
  rep.shardCount = opts_.shardCount;
  rep.maxRssKb = peakRssKb();
  if (explorer_->stats().choices)
    rep.nondetDomain = std::to_string(opts_.nondetLo) + ".." + std::to_string(opts_.nondetHi);
  return rep;
}

std::optional<Report> Session::currentReport(std::string &error) {
  Report rep = localReport();
  if (!resume_)
    return rep;
  if (explorer_->splitDepth() != resume_->splitDepth) {
    error = "the checkpoint is not of this test (resume with the same binary and options)";
    return std::nullopt;
  }
  std::optional<Report> all = mergeReports({resume_->done, rep}, error);
  if (all)
    all->seconds = resume_->done.seconds + rep.seconds; // the time of the whole run
  return all;
}

void Session::maybeCheckpoint(uint64_t next) {
  // While a resumed run repeats the restarts before its checkpoint, its
  // report does not include the checkpoint's yet.
  if (resume_ && restarts_ < resume_->restarts)
    return;
  double t = now();
  if (t - lastCheckpoint_ < opts_.checkpointInterval)
    return;
  lastCheckpoint_ = t;
  std::string error;
  std::optional<Report> rep = currentReport(error);
  Checkpoint c{next, explorer_->splitDepth(), static_cast<uint32_t>(restarts_),
               rep ? std::move(*rep) : Report{}};
  if (!rep || !writeCheckpoint(opts_.checkpoint, c, error))
    fatal("--wmc-checkpoint: " + error, nullptr);
}

int Session::finish(const std::optional<Report> &report,
                    const std::optional<RepairOutcome> &repaired) {
  printProgress(true);
  std::fflush(stdout);
  if (!report) {
    std::fprintf(stderr, "wmc: %s\n", explorer_->fatal()->c_str());
    return 2;
  }
  const Report &rep = *report;
  std::string out = opts_.report == "json"    ? renderJson(rep)
                    : opts_.report == "sarif" ? renderSarif(withRepair(rep, repaired))
                                              : renderText(rep);
  if (repaired) {
    if (opts_.report == "json")
      out = addRepairToJson(out, *repaired);
    else if (opts_.report == "text")
      out += renderRepairText(*repaired);
    else // the edits are the results' fixes; stdout stays one SARIF document
      std::fputs(renderRepairText(*repaired).c_str(), stderr);
    if (!opts_.exportFixes.empty()) {
      FILE *f = std::fopen(opts_.exportFixes.c_str(), "w");
      std::string yaml = repairFixesYaml(*repaired);
      if (!f || std::fwrite(yaml.data(), 1, yaml.size(), f) != yaml.size()) {
        std::fprintf(stderr, "wmc: cannot write %s: %s\n", opts_.exportFixes.c_str(),
                     std::strerror(errno));
        if (f)
          std::fclose(f);
        return 2;
      }
      std::fclose(f);
    }
  }
  if (reportFd_ >= 0) { // a worker's report goes to its parent
    for (size_t at = 0; at < out.size();) {
      ssize_t n = write(reportFd_, out.data() + at, out.size() - at);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return 2;
      at += static_cast<size_t>(n);
    }
    return exitStatus(rep, opts_.strictBounds);
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  return exitStatus(rep, opts_.strictBounds);
}

void Session::noteCrash(int sig, void *addr) {
  crashSignal_ = sig;
  crashAddr_ = addr;
  siglongjmp(schedulerJmp_, 1);
}

} // namespace wmc::rt
