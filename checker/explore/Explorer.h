// The TruSt-style optimal explorer (GPUMC paper, Algorithms 1-3; Kokologiannakis
// et al., POPL'22). The program is re-run once per execution: the driver (the
// native runtime, or a scripted program in unit tests) calls one method per
// visible operation of a thread. Operations already in the current graph are
// replayed (their recorded results are returned); new ones are added to the
// graph, and the alternatives they open — other writes a read may read from,
// other coherence positions of a write, earlier reads a new write may revisit
// — are pushed to the work list. Every consistent graph is explored exactly
// once; memory stays polynomial (a stack of graph copies, one per nested
// revisit).
//
// Contract with the driver, per run:
//   while (ex.beginRun()) {
//     reset program state; create thread 0 (main);
//     while (auto t = ex.nextThread(); t && !ex.runStopped()) resume(*t);
//     ex.endRun();
//   }
// A thread runs until it calls an operation while !isReplaying(t) and
// nextThread() != t (it must then wait), blocks, or finishes. After every
// call, the driver checks runStopped(): the run was abandoned (error found,
// or a graph only useful for its revisits), and no thread may run further.
#pragma once

#include "explore/ReadyQueue.h"
#include "explore/RunState.h"
#include "explore/WorkList.h"
#include "graph/Graph.h"
#include "models/Model.h"
#include "report/ErrorKind.h"
#include "sync/SyncObjects.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace wmc {

/// What the explorer needs to know about the program's memory.
class Environment {
public:
  virtual ~Environment() = default;
  /// Initial value of a location first accessed at `addr` with `size` bytes.
  /// Sets `uninitialized` when the memory has no defined initial value
  /// (fresh heap or stack memory).
  virtual Value initialValue(Addr addr, unsigned size, bool &uninitialized) = 0;
  /// Is a read of uninitialized memory at `addr` a warning rather than an
  /// error (GPU block-shared memory, by default)?
  virtual bool uninitializedIsWarning(Addr) { return false; }
};

struct ExplorationStats;

struct ExplorerOptions {
  bool keepGoing = false;        ///< explore everything, collecting errors
  uint32_t maxEvents = 10000;    ///< events per thread before it is cut (blocked)
  uint64_t maxExecutions = 0;    ///< stop after this many runs (0 = no limit)
  bool exitStatusIsError = true; ///< exit(non-zero) / main returning non-zero is an error
  /// Explore blind commutative relaxed RMWs (counters) in one order where
  /// that hides no behaviour (see docs/architecture.md, commutative
  /// counters); off: every order, exact counts.
  bool commutativeCounters = false;
  /// Stop a run as soon as an await iteration fails on a read that no
  /// later write can revisit (Explorer::awaitForeverStale; docs/guide.md,
  /// "Loops"). Not with keepGoing (it counts every erroneous execution).
  /// Off (--wmc-await=plain): every blocked execution runs to its end.
  bool pruneStaleAwaits = true;
  /// Schedule failed awaits last (Explorer::awaitFailed, DeferredAwait.cpp):
  /// an await iteration that fails on the latest values is taken back, and
  /// its thread waits until a write to a location it read (or until no
  /// other thread can run). Off: the thread blocks at once (--wmc-await=plain
  /// and prune; the session's default, --wmc-await=defer, sets it).
  bool deferAwaits = true;
  /// Locations where a run showed that the reduction would hide behaviour:
  /// explored with every order (the driver restarts with them excluded).
  std::vector<Addr> notCounters;
  /// --shard=index/count: explore only this shard's part of the search tree
  /// (docs/scale.md). The tree is split at the first depth with at least
  /// `fanout * count` subtrees (found by a planning pass over the runs above
  /// it); a subtree there belongs to shard (ordinal mod count). The runs
  /// above the split are explored by every shard and counted by shard 0, so
  /// the shards' counts and errors add up to those of the whole tree.
  struct Shard {
    uint32_t index = 0;
    uint32_t count = 1; ///< 1: no sharding
    uint32_t fanout = 16;
    /// Split even with one shard (checkpoints: the subtrees are the units
    /// of completed work).
    bool split = false;
    /// Resuming (--wmc-resume): subtrees before this ordinal were explored
    /// and counted before; they are skipped, and the runs above the split
    /// are counted only from the moment this subtree is reached.
    uint64_t resumeFrom = 0;
    bool resuming = false; ///< resumeFrom applies (it may be 0)
    /// Called when subtree `ordinal` is about to be explored, with the
    /// stats of everything explored before it (errors() too are exactly
    /// those found before it).
    std::function<void(uint64_t, const ExplorationStats &)> atSubtree;
  } shard;
};

/// One memory access as the driver describes it.
struct Access {
  Addr addr = 0;
  uint8_t size = 0;
  MemOrder order = MemOrder::Plain;
  Scope scope = Scope::System;
  SiteId site = nullptr;
  uint16_t flags = 0;           ///< extra EventFlag bits (kVolatile, kMutexLoc, ...)
  uint8_t counterClass = 0;     ///< set by the explorer for counter updates (Event::counterClass)
  uint8_t jointMore = 0;        ///< pieces of the same single-copy-atomic access after this one
  SyncOp syncOp = SyncOp::None; ///< operations on synchronisation objects
};

/// A thread left waiting in a deadlock, and what for.
struct StuckThread {
  enum class Why : uint8_t { Object, Join, Barrier, Spin };
  ThreadId thread = 0;
  Why why = Why::Object;
  EventId event = EventId::none(); ///< Object: the read that could not proceed
  ThreadId joins = 0;              ///< Join: the thread it waits for
  SiteId site = nullptr;           ///< where it waits
};

/// An error found in one execution, with a copy of the witness graph.
struct FoundError {
  ErrorKind kind;
  std::string message;
  ThreadId thread = 0;
  SiteId site = nullptr;
  std::vector<EventId> events; ///< the events the error is about (e.g. both racing accesses)
  Graph witness;
  uint64_t count = 1;             ///< executions that showed the same (kind, site)
  uint64_t lastRun = 0;           ///< the run that last showed it
  std::vector<StuckThread> stuck; ///< deadlocks: every blocked thread
};

struct ExplorationStats {
  uint64_t complete = 0;  ///< executions where every thread finished
  uint64_t blocked = 0;   ///< executions cut by assume/await/bounds
  /// Runs stopped where an await failed on a value already overwritten
  /// when it was read (StaleAwait.cpp): every continuation blocks there.
  /// Not counted in `blocked` (nor, by its Peterson figure, by GenMC).
  uint64_t staleAwaits = 0;
  uint64_t erroneous = 0; ///< executions that ended in an error
  uint64_t moot = 0;      ///< runs kept only for their revisits (not executions)
  uint64_t boundHits = 0; ///< blocked executions that hit the event or loop bound
  /// Runs that ended as an execution or stopped at a stale await (not the
  /// moot ones): the work the progress line counts.
  uint64_t executionsAndStops() const { return complete + blocked + erroneous + staleAwaits; }
  /// Where the bound hits happened: per (site, kind) the executions that hit
  /// it there (a loop's site for --unroll, the cut operation's for --max-events).
  struct BoundSite {
    SiteId site;
    BlockReason reason; ///< LoopBound or EventBound
    uint64_t executions;
    uint64_t lastRun; ///< the run that last counted here
  };
  std::vector<BoundSite> boundSites;
  /// Reads of uninitialized memory that are warnings (block-shared memory):
  /// per site, the executions that had one and the first location read.
  struct UninitWarning {
    SiteId site;
    Addr addr;
    uint64_t executions;
    uint64_t lastRun;
  };
  std::vector<UninitWarning> uninitWarnings;
  uint64_t events = 0;  ///< events added (not replayed)
  uint64_t choices = 0; ///< nondeterministic inputs added (Explorer::choose)
  uint64_t runs = 0;
  /// Revisits skipped between blind commutative RMWs (commutative counters).
  uint64_t counterRevisitsSkipped = 0;
};

class Explorer {
public:
  Explorer(std::unique_ptr<Model> model, ExplorerOptions opts, Environment &env);

  // ---- run lifecycle --------------------------------------------------
  /// Prepares the next graph to run; false when the exploration is finished.
  bool beginRun();
  /// Classifies and counts the finished run.
  void endRun();
  /// True once the current run must not continue (error, moot graph).
  bool runStopped() const { return stopped_; }
  /// Are the current run's results counted? False for a run above the shard
  /// split in a shard other than 0 (another shard counts it), and during the
  /// planning pass that finds the split.
  bool runCounted() const { return runCounted_; }
  /// Ends the exploration early (another worker found an error): the report
  /// says it is not exhaustive.
  void stopEarly() { done_ = limitHit_ = true; }
  /// The depth the search tree was split at (0: not sharded).
  uint32_t splitDepth() const { return planning_ ? 0 : splitDepth_; }
  /// True if the exploration stopped before exploring every execution.
  bool stoppedEarly() const { return (!errors_.empty() && !opts_.keepGoing) || limitHit_; }

  // ---- parallel workers (--wmc-jobs; Subtrees.cpp) ----------------------
  /// A subtree of the search tree, named so that any process exploring the
  /// same test finds it: the ordinals (WorkItem::ordinal) of the items
  /// applied from the root run to the subtree's item.
  using SubtreePath = std::vector<uint32_t>;
  /// Explores only the subtree at `path` from now on (once the previous work
  /// is done): the runs on the way there run again but are not counted, and
  /// the results so far are kept (they add up). With `check` (the giver's
  /// itemCheck of the item), an item there that is not the one given is
  /// fatal (reachedWrongSubtree()) rather than a wrong count.
  void exploreSubtree(SubtreePath path, std::optional<uint32_t> check = std::nullopt);
  /// Gives the shallowest pending item away: `give(path, check)` takes it
  /// (true) or not; a taken item's subtree is not explored here. False if
  /// nothing was given.
  bool donate(const std::function<bool(const SubtreePath &, uint32_t check)> &give);
  /// The exploration could not reach the subtree it was given, or reached
  /// another item than the one given (a test that is not deterministic, or
  /// threads met in another order): fatal() says so.
  bool reachedWrongSubtree() const { return wrongSubtree_; }
  /// Forgets every result (a worker that starts from another one's state).
  void dropResults();
  /// The path of the current run (its item's, or empty for the root run).
  const SubtreePath &runPath() const { return path_; }

  // ---- scheduling -------------------------------------------------------
  /// The thread that should run now: first the threads that still replay
  /// events (lowest id first), then the lowest runnable thread. nullopt when
  /// no thread can run.
  /// Threads whose failed await was taken back (awaitFailed) are skipped
  /// until a write wakes them; when no other thread can run, the lowest of
  /// them runs its iteration again, and it then blocks for good.
  std::optional<ThreadId> nextThread();
  /// Does t's next operation replay an event of the graph?
  bool isReplaying(ThreadId t) const { return run_.replaying(t); }
  const RunThread &thread(ThreadId t) const { return run_.threads[t]; }
  uint32_t numThreads() const { return static_cast<uint32_t>(threads_.size()); }
  /// Spawn-path name of a thread ("T0", "T0.1", ...).
  const std::string &threadName(ThreadId t) const { return threads_[t].name; }

  // ---- operations of thread t -----------------------------------------
  /// Thread t starts (its first event). Thread 0 is main.
  void threadStart(ThreadId t, SiteId site);
  /// t creates a thread running at `place` (a CPU thread, or a GPU thread of
  /// a block: see Place); returns the child's id (stable across executions).
  /// `label` is appended to the spawn-path name (e.g. "b1,t0" for a GPU thread).
  ThreadId threadCreate(ThreadId t, SiteId site, Place place = kCpuPlace,
                        std::string_view label = {});
  /// Places thread t (a pthread that declares itself a GPU thread, GPUMC's
  /// __VERIFIER_thread_group_id...) and appends `label` to its name. Only
  /// right after its start: false if t has events other than its start.
  bool setPlace(ThreadId t, Place place, std::string_view label);
  /// t joins child: the child's return value, or nullopt if the child has not
  /// finished (t now waits; retry when it is scheduled again).
  std::optional<Value> threadJoin(ThreadId t, ThreadId child, SiteId site);
  void threadEnd(ThreadId t, Value ret, SiteId site);
  Value load(ThreadId t, const Access &a);
  void store(ThreadId t, const Access &a, Value v);
  /// Atomic read-modify-write; returns the old value.
  Value rmw(ThreadId t, const Access &a, RmwOp op, Value operand);
  struct CasResult {
    Value old;
    bool success;
  };
  CasResult cas(ThreadId t, const Access &a, Value expected, Value desired, MemOrder failure);
  /// The write part of an RMW whose read part was an earlier load() with
  /// kRmwAttempt (rmwReadOf pairs them): a compound update made atomic by a
  /// repair, or a piece of an RMW over several locations (all reads, then
  /// all writes).
  void rmwStore(ThreadId t, const Access &a, Value v);
  void fence(ThreadId t, MemOrder order, Scope scope, SiteId site);
  /// A nondeterministic input of thread t (SV-COMP's __VERIFIER_nondet_*):
  /// one of the `count` values first, first + 1, ... (two's complement);
  /// each is explored once, `first` first.
  Value choose(ThreadId t, Value first, Value count, SiteId site);
  /// A compare-exchange over several locations whose failure order reads
  /// differently from its success order: its read pieces take the order of
  /// its outcome, which is known only once every piece is read. The
  /// explorer guesses the outcome (an internal choice, not an input of the
  /// program: both guesses are explored, "succeeds" first); the driver
  /// reads the pieces with the guessed outcome's order and then calls
  /// casOutcome. True: the guess is "fails".
  bool guessCasFails(ThreadId t, SiteId site);
  /// The outcome of a guessed compare-exchange: a run whose guess was wrong
  /// is no execution (each execution is the run whose guess was right), so
  /// t stops there and the run is dropped like one with a torn access.
  /// False if the guess was wrong: the driver must not perform the writes.
  bool casOutcome(ThreadId t, bool guessedFail, bool failed, SiteId site);
  /// t reaches barrier `id` (a block's __syncthreads, an OpenCL work-group
  /// barrier) that `count` threads must reach. True once t may leave (every
  /// thread of the generation arrived); false: t waits — call again when it
  /// is scheduled. Threads that arrive at different barrier sites, or a
  /// thread that waits for threads that finished, are barrier divergence.
  /// A pthread barrier (BarrierKind::Pthread) is the same, except that its
  /// threads may wait at different sites, and a thread left waiting is a
  /// deadlock. A warp collective (BarrierKind::Warp: CUDA __syncwarp,
  /// shuffles, votes) may be reached at different sites (Volta's
  /// independent thread scheduling matches them by barrier id); each
  /// arrival carries the thread's `payload` (see collectiveValues), and with
  /// `ordersMemory` false the departure comes after the arrivals in porf but
  /// not in happens-before: the threads wait for each other and exchange
  /// values, but no memory access is ordered by it.
  using BarrierCall = wmc::BarrierCall;
  bool barrier(ThreadId t, Addr id, uint32_t count, SiteId site, BarrierCall how = {});
  /// After barrier() returned true for a warp collective: each thread that
  /// arrived in t's generation of barrier `id`, with its payload.
  std::vector<std::pair<ThreadId, Value>> collectiveValues(ThreadId t, Addr id) const;
  /// After barrier() returned true: did t's arrival complete its generation
  /// (the last arrival in this execution)? pthread_barrier_wait returns
  /// PTHREAD_BARRIER_SERIAL_THREAD to that thread.
  bool lastToArrive(ThreadId t, Addr id) const;
  /// Mutex acquire; false if the mutex is held: t is then blocked for the run.
  bool lock(ThreadId t, Addr mutex, SiteId site);
  bool trylock(ThreadId t, Addr mutex, SiteId site);
  void unlock(ThreadId t, Addr mutex, SiteId site);
  struct SyncResult {
    Value old;      ///< the state read
    bool proceeded; ///< false: the operation could not proceed
  };
  /// An operation on the synchronisation object at a.addr (a condition
  /// variable, semaphore, ...; a.syncOp says which operation): reads the
  /// object's state, asks `step` what to do with it, and writes the new
  /// state if there is one (a read-modify-write; else the event only
  /// reads). If the operation cannot proceed and `wait` is set, t is
  /// blocked for the run, like a lock that finds its mutex held: a later
  /// write to the object revisits the read.
  template <typename Step> SyncResult syncOp(ThreadId t, const Access &a, Step &&step, bool wait) {
    return syncOpImpl(t, a, std::function<SyncStep(Value)>(std::forward<Step>(step)), wait);
  }
  /// free() of [lo, hi): a poison write to every location of the block that
  /// exists so far, so that an access ordered after the free in some
  /// execution reads or overwrites it (a use after free).
  void freeMemory(ThreadId t, Addr lo, Addr hi, SiteId site);
  /// t cannot continue in this run. For BlockReason::Spin, `fromIndex` is
  /// the first event of the failed iteration (its reads decide whether the
  /// wait is real or a stale read).
  void block(ThreadId t, BlockReason reason, SiteId site, uint32_t fromIndex = 0);
  /// An await iteration of t (its events from `fromIndex` on, reads and
  /// fences only) failed. True: the iteration was taken back (its events
  /// not yet replayed from the graph are deleted, the others will be
  /// replayed again) and t must run it again from its start when it is
  /// scheduled next. False: t is blocked (block(t, Spin, site, fromIndex)).
  bool awaitFailed(ThreadId t, SiteId site, uint32_t fromIndex);
  /// An error in thread t (assertion, abort, crash...): ends the run.
  void error(ThreadId t, ErrorKind kind, std::string message, SiteId site);
  /// t's last events, linked by kJointWithPrev, are the pieces of one
  /// single-copy-atomic access (up to 8 aligned bytes over several
  /// locations). If they are torn (Model::jointTorn), the run is no
  /// execution: t stops, and the run is counted like a moot one.
  void jointAccessEnd(ThreadId t, SiteId site);
  /// The program ends now: exit() was called, or main returned. A non-zero
  /// status is an exit-status error (unless exitStatusIsError is off) whose
  /// message is `what` (e.g. "exit(3) was called"); a zero status ends the
  /// execution normally.
  void exitProgram(ThreadId t, int status = 0, SiteId site = nullptr, std::string what = {});

  /// Number of events thread t has in the current run so far.
  uint32_t eventCount(ThreadId t) const { return run_.threads[t].next; }

  // ---- results ----------------------------------------------------------
  const ExplorationStats &stats() const { return stats_; }
  const std::vector<FoundError> &errors() const { return errors_; }
  const Graph &graph() const { return frames_.back().graph; }
  const Model &model() const { return *model_; }

  /// A location where the last run showed that exploring its blind RMWs in
  /// one order would hide behaviour (a read of an intermediate value, a
  /// fence ordering through them...): the driver must restart the
  /// exploration with it in ExplorerOptions::notCounters.
  const std::optional<Addr> &counterViolation() const { return counterViolation_; }

  /// A run failed for a reason that is not the test's fault (nondeterministic
  /// replay, internal invariant): the message, for exit status 2.
  const std::optional<std::string> &fatal() const { return fatal_; }

private:
  struct ThreadInfo {
    ThreadId parent;
    uint32_t ordinal;
    std::string name;
    Place place = kCpuPlace;
  };
  Graph &g() { return frames_.back().graph; }
  SyncResult syncOpImpl(ThreadId t, const Access &a, const std::function<SyncStep(Value)> &step,
                        bool wait);
  bool applyItem(WorkItem item);
  /// Applies `item` and prepares its run; false if it opens no run.
  bool startItem(const WorkItem &item);
  uint32_t opened_ = 0; ///< items the current run opened so far (the next one's ordinal)
  SubtreePath path_;    ///< the current run's path
  SubtreePath target_;  ///< exploreSubtree: the subtree explored (empty: the whole tree)
  std::optional<uint32_t> targetCheck_; ///< the giver's itemCheck of target_'s item
  bool wrongSubtree_ = false;
  /// A hash of what the item changes (kind, events, position, depth): the
  /// same item has the same check in every process.
  static uint32_t itemCheck(const WorkItem &item);
  /// Is the exploration still on the way to target_ (the current run is above it)?
  bool onTheWay() const { return path_.size() < target_.size(); }
  /// On the way to target_: takes the next item toward it and drops the
  /// others; nullopt if it is not there.
  std::optional<WorkItem> takeTowardTarget();
  /// Ends an exploration that could not reach target_ (fatal).
  void failToReachSubtree();
  /// The results were saved before an uncounted item was applied.
  bool savedUncounted_ = false;
  void classifyRun();
  // ---- sharding (ExplorerOptions::shard) ----
  bool sharded() const { return opts_.shard.count > 1 || opts_.shard.split; }
  /// Is this item's subtree explored here? Counts the items at the split depth.
  bool takeItem(const WorkItem &item);
  /// The planning pass explored every run above splitDepth_: either that
  /// depth has enough subtrees (then the real exploration starts over) or
  /// the next depth is tried. False when the planning pass is over.
  bool planNextDepth();
  /// Drops every result: the exploration starts again from the root run.
  void startOver();
  void saveUncounted();
  void restoreUncounted();
  uint32_t runDepth_ = 0; ///< depth of the item the current run applied (0: root run)
  bool planning_ = false; ///< exploring only the runs above splitDepth_ to count subtrees
  uint32_t splitDepth_ = 0;
  uint64_t itemsAtSplit_ = 0;  ///< items taken at splitDepth_ so far (their ordinals)
  uint64_t planBestItems_ = 0; ///< planning: the most items seen at one depth,
  uint32_t planBestDepth_ = 0; ///< and that depth
  bool runCounted_ = true;
  bool resumed_ = false; ///< resumeFrom's subtree was reached (or there is none to wait for)
  /// The results before an uncounted run, restored when it ends.
  struct Uncounted {
    ExplorationStats stats;
    size_t errors = 0;
    std::vector<std::pair<uint64_t, uint64_t>> counts; ///< (count, lastRun) per error
  } uncounted_;
  void prepareRun();
  void recordError(ErrorKind kind, std::string message, ThreadId t, SiteId site,
                   std::vector<EventId> events, std::vector<StuckThread> stuck = {});
  const Event *replayNext(ThreadId t, EventKind kind, const Access *a);
  void mismatch(ThreadId t, const std::string &what);
  void ensureLocation(const Access &a);
  EventId addEvent(ThreadId t, Event ev);
  EventId addRead(ThreadId t, const Access &a, uint16_t flags, const Event *cas);
  EventId addWrite(ThreadId t, const Access &a, Value v, uint16_t flags);
  void casCandidates(EventId read);
  void addRmwWrite(ThreadId t, const Access &a, Value v, EventId read, uint16_t flags);
  void pushRevisits(EventId w);
  bool maximalForRevisit(EventId r, EventId w);
  /// The events a revisit of r by w keeps, as a prefix length per thread
  /// (out[t]): those added up to r, w's porf-prefix, and every single-copy-
  /// atomic store of which some piece is kept.
  static void keptInRevisit(const Graph &gr, EventId r, EventId w, std::vector<uint32_t> &out);
  std::vector<uint32_t> keptScratch_;
  bool eventBoundHit(ThreadId t, SiteId site);
  void noteBoundSite(SiteId site, BlockReason reason);
  void afterAdd(EventId e);
  /// Errors the model finds at e (data races...), recorded for this run.
  void checkModelErrors(EventId e);
  /// Records the model's findings (Model::takeFindings) at event e.
  void recordFindings(EventId e);
  ThreadId childId(ThreadId parent, uint32_t ordinal, Place place, std::string_view label);
  std::string spawnName(ThreadId parent, uint32_t ordinal, std::string_view label) const;
  uint32_t arrivalsAt(Addr id, Value gen) const;
  /// A barrier generation is complete: every arrival must be at one site.
  void checkBarrierSites(ThreadId t, Addr id, Value gen);
  bool genuinelyStuck(ThreadId t) const;
  /// Explorer/StaleAwait.cpp: t's failed await iteration (from event
  /// `from`) ends with a read that reads a write with a co-successor older
  /// than the read: every run below this one keeps t blocked there.
  bool awaitForeverStale(ThreadId t, uint32_t from) const;
  /// Explorer/DeferredAwait.cpp: takes back the events of t's failed await
  /// iteration (from event `from`) that this run added; false (nothing
  /// changed) if it has none, or if they cannot be taken back exactly.
  bool withdrawAwait(ThreadId t, uint32_t from);
  /// A write to `addr` was added: the deferred awaits that read it may pass now.
  void wakeAwaits(Addr addr);
  /// Deferred threads and the locations their withdrawn iterations read.
  std::vector<std::pair<Addr, ThreadId>> awaitWatch_;
  ReadyQueue deferred_;
  /// The thread that added the latest events of this run, and the stamp of
  /// the first of them (since which it is the only thread that added).
  ThreadId lastAdder_ = 0;
  Stamp soleAdderSince_ = 0;
  /// g().nextStamp() when the latest error was recorded.
  Stamp lastErrorStamp_ = 0;
  void markRunnable(ThreadId t) {
    run_.threads[t].status = ThreadStatus::Runnable;
    ready_.push(t);
    replayReady_.push(t);
  }
  /// nextThread's candidates: every runnable thread is in ready_, every
  /// runnable thread that replays in replayReady_ (with stale entries).
  ReadyQueue ready_, replayReady_;
  /// Threads that waited in a join in this run (threadEnd wakes them).
  std::vector<ThreadId> joiners_;
  /// Child ids by (parent, ordinal), for childId.
  std::unordered_map<uint64_t, ThreadId> childIds_;

  std::unique_ptr<Model> model_;
  ExplorerOptions opts_;
  Environment &env_;
  std::vector<Frame> frames_;
  std::vector<Graph> spareGraphs_; ///< graphs of finished frames, reused for new ones
  RunState run_;
  std::vector<ThreadInfo> threads_;
  bool started_ = false;
  bool stopped_ = false;
  bool moot_ = false;
  bool staleStop_ = false; ///< stopped at a stale await (block)
  bool errorInRun_ = false;
  /// errors_ whose count this run raised (taken back if the run is moot).
  std::vector<size_t> countedInRun_;
  /// A joint access of this run is torn (found so far); the run is no
  /// execution and its errors from then on are not errors.
  bool torn_ = false;
  /// Some run had a joint access (else tornNow need not look).
  bool jointSeen_ = false;
  /// Is some joint access of the current graph torn? Sets torn_ in a run.
  bool tornNow();
  /// A run went on past an RMW write whose source another RMW had taken,
  /// one of them a piece of an RMW over several locations (addRmwWrite):
  /// the graphs below it may break atomicity (atomicityBroken).
  bool jointMootSeen_ = false;
  /// Does an RMW write not directly follow its read's source in coherence?
  /// Such a graph comes from a run continued past a taken RMW write
  /// (jointMootSeen_): no execution, only a source of revisits.
  bool atomicityBroken() const;
  /// Does a thread's graph end in part of a joint access (a revisit kept
  /// its first pieces, and the run did not add the rest)?
  bool jointIncomplete() const;
  /// Is t between the pieces of a joint access (more pieces follow)?
  bool midAccess(ThreadId t) const;
  /// Between prepareRun and endRun.
  bool inRun_ = false;
  /// Once joint accesses exist, an error that ends the exploration does so
  /// only when its run counts (endRun): a torn run's errors are dropped.
  bool stopAfterRun_ = false;
  /// errors_.size() when the run began: the errors a dropped run found.
  size_t errorsAtRunStart_ = 0;
  /// A dropped run found errors: check every access for races at the end
  /// of each run from then on (as --keep-going does).
  bool recheckRaces_ = false;
  /// Ends the exploration after an error (see stopAfterRun_).
  void stopForError();
  bool exited_ = false;
  bool done_ = false;
  bool limitHit_ = false;
  /// An event whose reads-from or coherence position an alternative just
  /// changed: checked (uninitialized read, use after free) when replayed.
  EventId pendingCheck_ = EventId::none();
  // The first read of uninitialized memory in this run. It becomes an error
  // when the run ends, unless the run races on its location: a racy read of
  // memory another thread has not written yet is reported as the race, its
  // cause.
  std::optional<EventId> pendingUninit_;
  void reportPendingUninit();
  std::vector<EventId> runUninitWarnings_; // this run's reads for uninitWarnings
  void commitUninitWarnings();
  void countUninitWarning(EventId read);
  /// Reports an uninitialized read or a use after free at e, if any.
  void checkMemoryUse(EventId e);
  std::optional<std::string> fatal_;
  std::optional<Addr> counterViolation_;
  /// The class of mutually commuting operations of an RMW at a if it is
  /// explored as a counter update, else 0.
  uint8_t counterClassOf(const Access &a, RmwOp op);
  /// Some run of this exploration created a counter update (else
  /// checkCounters has nothing to check).
  bool countersSeen_ = false;
  /// endRun: do this graph's counter updates commute with everything else?
  void checkCounters();
  ExplorationStats stats_;
  std::vector<FoundError> errors_;
  std::vector<EventId> rfScratch_;
  std::vector<size_t> coScratch_;
  std::vector<ModelError> modelErrors_;
};

} // namespace wmc
