#include "explore/Explorer.h"

#include <algorithm>
#include <tuple>

namespace wmc {

Explorer::Explorer(std::unique_ptr<Model> model, ExplorerOptions opts, Environment &env)
    : model_(std::move(model)), opts_(opts), env_(env) {
  threads_.push_back(ThreadInfo{0, 0, "T0"});
}

// ---- run lifecycle ---------------------------------------------------------

bool Explorer::beginRun() {
  if (done_)
    return false;
  if (!started_) {
    started_ = true;
    if (sharded() && splitDepth_ == 0) { // plan the split first, from depth 1
      planning_ = true;
      splitDepth_ = 1;
    }
    frames_.emplace_back();
    runDepth_ = 0;
    path_.clear();
    opened_ = 0;
    prepareRun();
    return true;
  }
  if (opts_.maxExecutions && stats_.runs >= opts_.maxExecutions) {
    done_ = limitHit_ = true;
    return false;
  }
  if (onTheWay()) { // exploreSubtree: the next item on the way to the subtree
    std::optional<WorkItem> item = takeTowardTarget();
    if (item && startItem(*item))
      return true;
    if (!item || onTheWay()) {
      failToReachSubtree();
      return false;
    }
    // The subtree's own item opened no run: it is explored (done).
  }
  while (!frames_.empty()) {
    Frame &f = frames_.back();
    if (f.items.empty()) {
      if (frames_.size() == 1)
        break; // keep the root frame so graph() stays valid
      if (spareGraphs_.size() < 8)
        spareGraphs_.push_back(std::move(frames_.back().graph));
      frames_.pop_back();
      continue;
    }
    WorkItem item = f.items.back();
    f.items.pop_back();
    if (!takeItem(item))
      continue;
    if (startItem(item))
      return true;
    if (done_) // a finding of the model stopped the exploration
      return false;
  }
  if (planning_ && planNextDepth())
    return beginRun();
  done_ = true;
  return false;
}

bool Explorer::startItem(const WorkItem &item) {
  runDepth_ = item.depth;
  path_.resize(item.depth - 1);
  path_.push_back(item.ordinal);
  opened_ = 0;
  if (applyItem(item)) {
    prepareRun();
    return true;
  }
  if (savedUncounted_) { // on the way to a subtree: what applying found is not counted here
    restoreUncounted();
    savedUncounted_ = false;
  }
  return false;
}

bool Explorer::takeItem(const WorkItem &item) {
  // Items above the split are explored by every shard; deeper ones exist
  // only inside subtrees this shard owns.
  if (!sharded() || item.depth != splitDepth_)
    return true;
  uint64_t ordinal = itemsAtSplit_++;
  if (planning_ || (opts_.shard.resuming && ordinal < opts_.shard.resumeFrom))
    return false;
  resumed_ = true;
  if (opts_.shard.atSubtree)
    opts_.shard.atSubtree(ordinal, stats_);
  return ordinal % opts_.shard.count == opts_.shard.index;
}

bool Explorer::planNextDepth() {
  // Deep enough when the depth has enough subtrees, or none (the whole tree
  // lies above it), or a bound keeps planning cheap on narrow trees.
  constexpr uint32_t kMaxSplitDepth = 64;
  uint64_t wanted = uint64_t(opts_.shard.fanout) * opts_.shard.count;
  if (itemsAtSplit_ > planBestItems_) {
    planBestItems_ = itemsAtSplit_;
    planBestDepth_ = splitDepth_;
  }
  if (itemsAtSplit_ == 0 && planBestItems_ > 0) {
    // The tree ends above this depth: split where it had the most subtrees
    // (a small tree still gets as many as it has).
    splitDepth_ = planBestDepth_;
    planning_ = false;
  } else if (itemsAtSplit_ >= wanted || itemsAtSplit_ == 0 || splitDepth_ >= kMaxSplitDepth)
    planning_ = false;
  else
    ++splitDepth_;
  startOver();
  return true;
}

void Explorer::startOver() {
  for (Frame &f : frames_)
    if (spareGraphs_.size() < 8)
      spareGraphs_.push_back(std::move(f.graph));
  frames_.clear();
  started_ = false;
  resumed_ = false;
  itemsAtSplit_ = 0;
  stats_ = ExplorationStats{};
  errors_.clear();
}

void Explorer::saveUncounted() {
  uncounted_.stats = stats_;
  uncounted_.errors = errors_.size();
  uncounted_.counts.clear();
  for (const FoundError &e : errors_)
    uncounted_.counts.emplace_back(e.count, e.lastRun);
}

void Explorer::restoreUncounted() {
  uint64_t runs = stats_.runs; // run numbers stay unique (errors remember theirs)
  stats_ = std::move(uncounted_.stats);
  stats_.runs = runs;
  errors_.resize(uncounted_.errors);
  for (size_t i = 0; i < errors_.size(); ++i)
    std::tie(errors_[i].count, errors_[i].lastRun) = uncounted_.counts[i];
}

bool Explorer::applyItem(WorkItem item) {
  Graph &gr = g();
  pendingCheck_ = EventId::none();
  switch (item.kind) {
  case WorkItem::Kind::ReadFrom: {
    gr.cutToStamp(item.stamp);
    gr.setRf(item.event, item.write);
    model_->onAdded(gr, item.event);
    pendingCheck_ = item.event;
    return true;
  }
  case WorkItem::Kind::Choice:
    gr.cutToStamp(item.stamp);
    gr.at(item.event).value = gr[item.event].expected + item.pos;
    return true;
  case WorkItem::Kind::CoPlace:
    gr.cutToStamp(item.stamp);
    gr.moveCo(item.event, item.pos);
    model_->onAdded(gr, item.event);
    pendingCheck_ = item.event;
    return true;
  case WorkItem::Kind::Revisit: {
    gr.cutToStamp(item.stamp);
    EventId r = item.event, a = item.write;
    PorfView ap = gr[a].porf;
    Graph ng;
    if (!spareGraphs_.empty()) { // reuse the memory of a finished frame
      ng = std::move(spareGraphs_.back());
      spareGraphs_.pop_back();
    }
    keptInRevisit(gr, r, a, keptScratch_);
    gr.restrictInto(ng, [&](EventId e) { return e.index < keptScratch_[e.thread]; });
    ng.removeFromCo(a);
    ng.setRf(r, a);
    ng.forEach([&](EventId e) {
      if (ng[e].isRead() && ap.contains(e))
        ng.at(e).flags |= kNotRevisitable;
    });
    model_->onAdded(ng, r);
    std::vector<size_t> valid;
    size_t n = ng.locState(ng[a].addr).co.size();
    for (size_t p = 0; p <= n; ++p) {
      ng.insertCo(a, p);
      if (model_->revisitConsistent(ng, a, r))
        valid.push_back(p);
      ng.removeFromCo(a);
    }
    recordFindings(r); // against gr: the graph the revisit starts from
    if (valid.empty() || done_)
      return false;
    ng.insertCo(a, valid.back());
    Frame nf{std::move(ng), {}};
    for (size_t i = 0; i + 1 < valid.size(); ++i)
      nf.items.push_back(WorkItem{WorkItem::Kind::CoPlace, a, EventId::none(), valid[i], item.stamp,
                                  runDepth_ + 1, opened_++});
    frames_.push_back(std::move(nf));
    model_->onAdded(g(), a);
    pendingCheck_ = r;
    return true;
  }
  }
  return false;
}

void Explorer::prepareRun() {
  stopped_ = moot_ = errorInRun_ = exited_ = torn_ = stopAfterRun_ = staleStop_ = false;
  inRun_ = true;
  errorsAtRunStart_ = errors_.size();
  countedInRun_.clear();
  pendingUninit_.reset();
  runUninitWarnings_.clear();
  run_.threads.assign(threads_.size(), RunThread{});
  const Graph &gr = g();
  for (ThreadId t = 0; t < threads_.size(); ++t)
    run_.threads[t].replayEnd = gr.threadSize(t);
  ready_.clear();
  replayReady_.clear();
  deferred_.clear();
  awaitWatch_.clear();
  lastAdder_ = EventId::kNoneThread;
  lastErrorStamp_ = 0; // an error of an earlier run says nothing about this run's events
  joiners_.clear();
  markRunnable(0);
  // Above the split, only shard 0 counts (every shard explores these runs).
  runCounted_ =
      (!sharded() || (!planning_ && (runDepth_ >= splitDepth_ || opts_.shard.index == 0) &&
                      (resumed_ || !opts_.shard.resuming))) &&
      !onTheWay();
  // On the way to a subtree, the results were saved before the item was
  // applied (what applying it finds is not counted either).
  if (!runCounted_ && !savedUncounted_)
    saveUncounted();
  savedUncounted_ = false;
  ++stats_.runs;
}

void Explorer::endRun() {
  classifyRun();
  if (stopAfterRun_)
    done_ = true;
  inRun_ = stopAfterRun_ = torn_ = false;
  if (!runCounted_)
    restoreUncounted();
}

void Explorer::classifyRun() {
  if (fatal_) {
    done_ = true;
    return;
  }
  // A run with a torn or half-done single-copy-atomic access is no
  // execution, and what it found is not (an untorn run finds it again).
  bool dropped = tornNow() || jointIncomplete() || atomicityBroken();
  if (moot_ || dropped) { // not an execution, even if an error was found in its consistent prefix
    ++stats_.moot;
    for (size_t i : countedInRun_) // counts are of executions: take back this run's
      --errors_[i].count;
    if (dropped) {
      // A race is found when its access is added; a later run may replay
      // the pair without the torn access, so check every access from now.
      recheckRaces_ = recheckRaces_ || errors_.size() > errorsAtRunStart_;
      errors_.resize(std::min(errors_.size(), errorsAtRunStart_));
      stopAfterRun_ = false;
    }
    return;
  }
  checkCounters();
  if (counterViolation_) { // the driver restarts without the reduction there
    done_ = true;
    return;
  }
  // Races are checked when an access is added or changes its rf/co; an
  // execution that only replays a racy pair would not see it again. With
  // --keep-going every error counts the executions that show it, so check
  // every access, also in a run that already found another error.
  if ((opts_.keepGoing || (recheckRaces_ && !errorInRun_)) && model_->plainAccessesRace())
    g().forEach([&](EventId e) {
      if (g()[e].isMemAccess())
        checkModelErrors(e);
    });
  reportPendingUninit();
  commitUninitWarnings();
  if (errorInRun_) {
    ++stats_.erroneous;
    return;
  }
  bool allFinished = true, cut = false, stuck = true;
  std::vector<EventId> stuckEvents;
  std::vector<StuckThread> stuckThreads;
  std::string who;
  for (ThreadId t = 0; t < run_.threads.size(); ++t) {
    const RunThread &rt = run_.threads[t];
    if (rt.status == ThreadStatus::NotCreated || rt.status == ThreadStatus::Finished)
      continue;
    if (rt.status == ThreadStatus::Blocked && rt.reason == BlockReason::Exited)
      continue;
    bool waits = rt.status == ThreadStatus::Blocked &&
                 (rt.reason == BlockReason::Lock || rt.reason == BlockReason::Sync ||
                  rt.reason == BlockReason::Spin);
    if (exited_ && !(rt.status == ThreadStatus::Blocked && !waits))
      continue; // after exit(), waiting for a lock, a join or an await is harmless
    allFinished = false;
    if (rt.status == ThreadStatus::Blocked &&
        (rt.reason == BlockReason::LoopBound || rt.reason == BlockReason::EventBound)) {
      cut = true;
      noteBoundSite(rt.blockSite, rt.reason);
    }
    if (!genuinelyStuck(t)) {
      stuck = false;
      continue;
    }
    if (g().threadSize(t) > 0)
      stuckEvents.push_back(g().last(t));
    StuckThread st{t, StuckThread::Why::Object, EventId::none(), 0, rt.blockSite};
    if (!who.empty())
      who += ", ";
    who += threads_[t].name;
    switch (rt.status) {
    case ThreadStatus::Joining:
      who += " waits to join " + threads_[rt.waitFor].name;
      st.why = StuckThread::Why::Join;
      st.joins = rt.waitFor;
      break;
    case ThreadStatus::Blocked:
      who += rt.reason == BlockReason::Lock   ? " waits for a mutex"
             : rt.reason == BlockReason::Sync ? " waits on a synchronisation object"
                                              : " spins forever";
      if (rt.reason == BlockReason::Spin)
        st.why = StuckThread::Why::Spin;
      else
        st.event = g().last(t);
      break;
    case ThreadStatus::AtBarrier:
      who += " waits at a barrier";
      st.why = StuckThread::Why::Barrier;
      st.event = g().last(t);
      break;
    default:
      break;
    }
    stuckThreads.push_back(st);
  }
  if (allFinished) {
    ++stats_.complete;
    return;
  }
  if (stuck && !cut) {
    for (EventId e : stuckEvents)
      if (run_.threads[e.thread].status == ThreadStatus::AtBarrier &&
          run_.threads[e.thread].barrierKind != BarrierKind::Pthread) {
        const RunThread &rt = run_.threads[e.thread];
        bool warp = rt.barrierKind == BarrierKind::Warp;
        recordError(ErrorKind::BarrierDivergence,
                    threads_[e.thread].name +
                        (warp ? " waits at a warp collective that other threads of its mask "
                                "never reach ("
                              : " waits at a barrier that other threads of its block never "
                                "reach (") +
                        std::to_string(arrivalsAt(rt.barrier, g()[e].value)) + " of " +
                        std::to_string(rt.barrierCount) + " arrived): " + who,
                    e.thread, rt.blockSite, stuckEvents);
        ++stats_.erroneous;
        return;
      }
    // Name a thread that waits for a lock or a value, not one that joins it.
    ThreadId first = stuckEvents.empty() ? 0 : stuckEvents.front().thread;
    for (EventId e : stuckEvents)
      if (run_.threads[e.thread].status == ThreadStatus::Blocked ||
          run_.threads[e.thread].status == ThreadStatus::AtBarrier) {
        first = e.thread;
        break;
      }
    recordError(ErrorKind::Deadlock, "every live thread is blocked: " + who, first, nullptr,
                stuckEvents, std::move(stuckThreads));
    ++stats_.erroneous;
    return;
  }
  if (staleStop_ && !cut) {
    ++stats_.staleAwaits;
    return;
  }
  ++stats_.blocked;
  if (cut)
    ++stats_.boundHits;
}

uint8_t Explorer::counterClassOf(const Access &a, RmwOp op) {
  if (!opts_.commutativeCounters || !model_->relaxedRmwsCommute() || a.order != MemOrder::Relaxed ||
      !(a.flags & kResultUnused) ||
      std::find(opts_.notCounters.begin(), opts_.notCounters.end(), a.addr) !=
          opts_.notCounters.end())
    return 0;
  // Operations that commute with each other (modulo 2^n); floating-point
  // additions do not (rounding depends on the order).
  uint8_t cls = 0;
  switch (op) {
  case RmwOp::Add:
  case RmwOp::Sub:
    cls = 1;
    break;
  case RmwOp::And:
    cls = 2;
    break;
  case RmwOp::Or:
    cls = 3;
    break;
  case RmwOp::Xor:
    cls = 4;
    break;
  case RmwOp::Max:
    cls = 5;
    break;
  case RmwOp::Min:
    cls = 6;
    break;
  case RmwOp::UMax:
    cls = 7;
    break;
  case RmwOp::UMin:
    cls = 8;
    break;
  default:
    break;
  }
  countersSeen_ |= cls != 0;
  return cls;
}

// The counter updates of a location were explored in one order. That hides
// nothing when the updates are relaxed (their rf edges create no hb), when
// every other access to the location is ordered by hb with every update (so
// it sees all of them or none, whatever their order), and when no fence of
// an updating thread could synchronise through them. Otherwise the location
// is reported for a restart with every order explored.
void Explorer::checkCounters() {
  if (!countersSeen_) // no graph of this exploration has a counter update
    return;
  const Graph &gr = g();
  std::vector<EventId> updates, others;
  for (const auto &[addr, loc] : gr.locations()) {
    updates.clear();
    others.clear();
    uint8_t cls = 0;
    bool mixed = false;
    for (EventId w : loc.co) {
      const Event &ew = gr[w];
      if (!ew.counterClass) {
        others.push_back(w);
        continue;
      }
      mixed |= cls && cls != ew.counterClass;
      cls = ew.counterClass;
      updates.push_back(w);
    }
    if (updates.empty())
      continue;
    for (EventId r : loc.reads)
      if (!gr[r].counterClass)
        others.push_back(r);
    bool ok = !mixed;
    for (EventId u : updates) {
      EventId read{u.thread, u.index - 1}; // the RMW's read part
      for (EventId o : others)
        ok = ok && (model_->happensBefore(gr, o, read) || model_->happensBefore(gr, u, o));
      for (uint32_t i = 0; ok && i < gr.threadSize(u.thread); ++i) {
        const Event &e = gr[EventId{u.thread, i}];
        ok = !(e.isFence() && e.order != MemOrder::Relaxed && e.order != MemOrder::Plain);
      }
      if (!ok)
        break;
    }
    if (!ok) {
      counterViolation_ = addr;
      return;
    }
  }
}

void Explorer::noteBoundSite(SiteId site, BlockReason reason) {
  // Once per execution and site: several threads cut at one loop count once.
  for (auto &b : stats_.boundSites)
    if (b.site == site && b.reason == reason) {
      if (b.lastRun != stats_.runs)
        ++b.executions;
      b.lastRun = stats_.runs;
      return;
    }
  stats_.boundSites.push_back({site, reason, 1, stats_.runs});
}

bool Explorer::genuinelyStuck(ThreadId t) const {
  const RunThread &rt = run_.threads[t];
  const Graph &gr = frames_.back().graph;
  auto readsLatest = [&](EventId e) {
    const Event &ev = gr[e];
    const LocState *loc = gr.findLoc(ev.addr);
    EventId latest = loc && !loc->co.empty() ? loc->co.back() : EventId::init();
    return ev.rf == latest;
  };
  switch (rt.status) {
  case ThreadStatus::AtBarrier:
    return true; // no thread can run: the rest never arrives
  case ThreadStatus::Joining:
    return rt.waitFor != t && run_.threads[rt.waitFor].status != ThreadStatus::Finished &&
           genuinelyStuck(rt.waitFor);
  case ThreadStatus::Blocked:
    if (rt.reason == BlockReason::Lock || rt.reason == BlockReason::Sync)
      return gr.threadSize(t) > 0 && readsLatest(gr.last(t));
    if (rt.reason == BlockReason::Spin) {
      for (uint32_t i = rt.spinFrom; i < gr.threadSize(t); ++i)
        if (gr[EventId{t, i}].isRead() && !readsLatest(EventId{t, i}))
          return false;
      return true;
    }
    return false;
  default:
    return false;
  }
}

// ---- scheduling --------------------------------------------------------------

std::optional<ThreadId> Explorer::nextThread() {
  if (stopped_)
    return std::nullopt;
  // Dropping a thread that does not qualify is safe: a thread stops
  // replaying for good, and becomes runnable only in markRunnable, which
  // queues it again (a deferred thread too, when it wakes).
  auto runnable = [&](ThreadId t) {
    return run_.threads[t].status == ThreadStatus::Runnable && !run_.threads[t].deferred;
  };
  if (auto t = replayReady_.lowest([&](ThreadId t) { return runnable(t) && run_.replaying(t); }))
    return t;
  if (auto t = ready_.lowest(runnable))
    return t;
  // Only deferred awaits are left: the lowest runs its iteration again (on
  // the same values: nothing it read was written since) and blocks.
  auto t = deferred_.lowest([&](ThreadId t) {
    return run_.threads[t].status == ThreadStatus::Runnable && run_.threads[t].deferred;
  });
  if (!t)
    return std::nullopt;
  RunThread &rt = run_.threads[*t];
  rt.deferred = false;
  rt.forced = true;
  std::erase_if(awaitWatch_, [&](const auto &w) { return w.second == *t; });
  markRunnable(*t);
  return t;
}

// ---- helpers -------------------------------------------------------------------

void Explorer::mismatch(ThreadId t, const std::string &what) {
  fatal_ = "the test is not deterministic: in " + threads_[t].name + ", replaying event " +
           std::to_string(run_.threads[t].next) + " found " + what +
           " (does it depend on time, randomness, or memory wmc does not see?)";
  stopped_ = true;
  done_ = true;
}

const Event *Explorer::replayNext(ThreadId t, EventKind kind, const Access *a) {
  RunThread &rt = run_.threads[t];
  const Event &e = g()[EventId{t, rt.next}];
  if (e.kind != kind) {
    mismatch(t,
             std::string(toString(kind)) + " where the graph has " + std::string(toString(e.kind)));
    return nullptr;
  }
  if (a && (e.addr != a->addr || e.size != a->size)) {
    mismatch(t, "an access to another address or size");
    return nullptr;
  }
  ++rt.next;
  if (EventId{t, rt.next - 1} == pendingCheck_) {
    pendingCheck_ = EventId::none();
    // Its reads-from or coherence position changed since it was added:
    // check it again in this execution.
    checkMemoryUse(EventId{t, rt.next - 1});
    if (!stopped_)
      checkModelErrors(EventId{t, rt.next - 1});
  }
  return &e;
}

void Explorer::checkMemoryUse(EventId e) {
  const Graph &gr = g();
  const Event &ev = gr[e];
  const LocState *loc = gr.findLoc(ev.addr);
  if (!loc || stopped_)
    return;
  auto freedBy = [&](EventId w) { return !w.isInit() && gr[w].is(kFree); };
  if (ev.isRead()) {
    if (ev.rf.isInit() && loc->uninitialized) {
      if (loc->uninitWarning)
        runUninitWarnings_.push_back(e); // counted at the end of the run, unless a race explains it
      else if (!pendingUninit_)
        pendingUninit_ = e; // an error at the end of the run, unless a race explains it
    } else if (freedBy(ev.rf))
      error(e.thread, ErrorKind::InvalidAccess,
            "use after free: the read sees memory freed by " + threads_[ev.rf.thread].name,
            ev.site);
    return;
  }
  if (!ev.isWrite())
    return;
  // A write coherence-after a free writes freed memory, whichever of the
  // two was added last.
  bool afterFree = false;
  for (EventId w : loc->co) {
    if (w == e)
      break;
    afterFree = afterFree || freedBy(w);
  }
  if (afterFree && !ev.is(kFree)) {
    error(e.thread, ErrorKind::InvalidAccess, "use after free: a write to freed memory", ev.site);
    return;
  }
  if (ev.is(kFree)) {
    bool seen = false;
    for (EventId w : loc->co) {
      if (seen && !gr[w].is(kFree)) {
        error(w.thread, ErrorKind::InvalidAccess, "use after free: a write to freed memory",
              gr[w].site);
        return;
      }
      seen = seen || w == e;
    }
  }
}

void Explorer::ensureLocation(const Access &a) {
  if (a.jointMore > 0) // the first pieces of a single-copy-atomic access
    jointSeen_ = true;
  LocState &loc = g().locState(a.addr);
  if (loc.size == 0) {
    loc.size = a.size;
    loc.isMutex = (a.flags & kMutexLoc) != 0;
    bool uninit = false;
    loc.initValue = loc.isMutex ? 0 : env_.initialValue(a.addr, a.size, uninit);
    loc.uninitialized = uninit;
    loc.uninitWarning = uninit && env_.uninitializedIsWarning(a.addr);
  } else if (loc.size != a.size && !stopped_) {
    fatal_ = "mixed-size accesses to one location are not supported yet (" +
             std::to_string(loc.size) + " and " + std::to_string(a.size) + " bytes)";
    stopped_ = done_ = true;
  }
}

bool Explorer::eventBoundHit(ThreadId t, SiteId site) {
  // Thread creations and joins do not count: a launch of thousands of GPU
  // threads must not cut the launching thread.
  const RunThread &rt = run_.threads[t];
  if (opts_.maxEvents && rt.next - rt.creates - rt.joins >= opts_.maxEvents) {
    block(t, BlockReason::EventBound, site);
    return true;
  }
  return false;
}

EventId Explorer::addEvent(ThreadId t, Event ev) {
  bool write = ev.isWrite();
  Addr addr = ev.addr;
  EventId id = g().add(t, std::move(ev));
  ++run_.threads[t].next;
  ++stats_.events;
  if (lastAdder_ != t) {
    lastAdder_ = t;
    soleAdderSince_ = g()[id].stamp;
  }
  if (write && !awaitWatch_.empty())
    wakeAwaits(addr);
  return id;
}

void Explorer::afterAdd(EventId e) {
  model_->onAdded(g(), e);
  checkModelErrors(e);
}

void Explorer::checkModelErrors(EventId e) {
  modelErrors_.clear();
  model_->checkErrors(g(), e, modelErrors_);
  for (auto &me : modelErrors_) {
    recordError(me.kind, me.message, e.thread, g()[e].site, {me.first, me.second});
    if (!opts_.keepGoing && !jointSeen_) { // with joint accesses, see error()
      stopped_ = true;
      break;
    }
  }
  recordFindings(e);
}

void Explorer::recordFindings(EventId e) {
  modelErrors_.clear();
  model_->takeFindings(modelErrors_);
  for (auto &me : modelErrors_) {
    std::vector<EventId> events{me.first, me.second};
    if (me.third != EventId::none())
      events.push_back(me.third);
    // Reported at the access that overtakes (e is where it was noticed).
    EventId at = g().contains(me.second) ? me.second : e;
    recordError(me.kind, me.message, at.thread, g()[at].site, std::move(events));
    if (!opts_.keepGoing && !jointSeen_) { // with joint accesses, see error()
      stopped_ = true;
      break;
    }
  }
}

namespace {
/// A memory event of the given kind for access a.
Event accessEvent(EventKind kind, const Access &a, uint16_t flags) {
  Event ev;
  ev.kind = kind;
  ev.order = a.order;
  ev.scope = a.scope;
  ev.size = a.size;
  ev.flags = static_cast<uint16_t>(flags | a.flags);
  ev.jointMore = a.jointMore;
  ev.addr = a.addr;
  ev.site = a.site;
  ev.counterClass = a.counterClass;
  ev.syncOp = a.syncOp;
  return ev;
}
} // namespace

EventId Explorer::addRead(ThreadId t, const Access &a, uint16_t flags, const Event *cas) {
  ensureLocation(a);
  Event ev = accessEvent(EventKind::Read, a, flags);
  if (cas) {
    ev.flags |= kCas;
    ev.expected = cas->expected;
    ev.successOrder = cas->successOrder;
    ev.failureOrder = cas->failureOrder;
  }
  EventId id = addEvent(t, std::move(ev));
  if (cas)
    casCandidates(id);
  else
    model_->rfCandidates(g(), id, rfScratch_);
  // Read the coherence-latest write first (never already taken by an RMW);
  // every other candidate is an alternative.
  EventId chosen = rfScratch_.back();
  for (size_t i = 0; i + 1 < rfScratch_.size(); ++i)
    frames_.back().items.push_back(WorkItem{WorkItem::Kind::ReadFrom, id, rfScratch_[i], 0,
                                            g()[id].stamp, runDepth_ + 1, opened_++});
  g().setRf(id, chosen);
  afterAdd(id);
  checkMemoryUse(id);
  return id;
}

// A compare-exchange's order (and, for some models, its fence effect)
// depends on whether it succeeds, i.e. on the write it reads: the candidates
// are those consistent as a success that hold the expected value, plus those
// consistent as a failure that do not.
void Explorer::casCandidates(EventId id) {
  Event &ev = g().at(id);
  Value expected = truncate(ev.expected, ev.size);
  auto pick = [&](bool success, std::vector<EventId> &out) {
    ev.order = success ? ev.successOrder : ev.failureOrder;
    ev.flags = static_cast<uint16_t>(success ? ev.flags & ~kCasFailed : ev.flags | kCasFailed);
    model_->rfCandidates(g(), id, rfScratch_);
    for (EventId w : rfScratch_)
      if ((truncate(g().valueOf(w, ev.addr), ev.size) == expected) == success)
        out.push_back(w);
  };
  std::vector<EventId> ok, failed;
  pick(true, ok);
  pick(false, failed);
  rfScratch_.clear();
  std::merge(ok.begin(), ok.end(), failed.begin(), failed.end(), std::back_inserter(rfScratch_),
             [&](EventId a, EventId b) { return g().coIndex(a) < g().coIndex(b); });
}

EventId Explorer::addWrite(ThreadId t, const Access &a, Value v, uint16_t flags) {
  ensureLocation(a);
  Event ev = accessEvent(EventKind::Write, a, flags);
  ev.value = truncate(v, a.size);
  EventId id = addEvent(t, std::move(ev));
  model_->coCandidates(g(), id, coScratch_);
  if (coScratch_.empty()) {
    fatal_ = "wmc internal error: a new write has no consistent coherence position";
    stopped_ = done_ = true;
    return id;
  }
  size_t chosen = coScratch_.back();
  for (size_t i = 0; i + 1 < coScratch_.size(); ++i)
    frames_.back().items.push_back(WorkItem{WorkItem::Kind::CoPlace, id, EventId::none(),
                                            coScratch_[i], g()[id].stamp, runDepth_ + 1,
                                            opened_++});
  g().insertCo(id, chosen);
  afterAdd(id);
  pushRevisits(id);
  checkMemoryUse(id);
  return id;
}

void Explorer::addRmwWrite(ThreadId t, const Access &a, Value v, EventId read, uint16_t flags) {
  Event ev = accessEvent(EventKind::Write, a, static_cast<uint16_t>(flags | kRmwWrite));
  ev.value = truncate(v, a.size);
  EventId id = addEvent(t, std::move(ev));
  EventId src = g()[read].rf;
  const LocState &loc = g().locState(a.addr);
  size_t pos = static_cast<size_t>(g().coIndex(src) + 1);
  // Another RMW already reads src: atomicity is violated. The graph is only
  // useful for the revisits of this write (TruSt); it is not continued.
  bool taken = splitsRmw(g(), loc, pos);
  EventId other = taken ? loc.co[pos] : EventId::none(); // the RMW write that took src
  g().insertCo(id, pos);
  auto piece = [&](EventId e) { return g()[e].isJointPiece(); };
  if (taken && (piece(id) || piece(other))) {
    // One of the two is a piece of an RMW over several locations. The
    // graph its revisits start from may need later events of any thread
    // first: writes that revisit the joint RMW's other read pieces (added
    // in the same turn as its writes), or that make a joint CAS fail
    // through another piece, so that it writes nothing. So the run goes
    // on; it, and the graphs below it that still break atomicity, are
    // dropped (atomicityBroken).
    afterAdd(id);
    pushRevisits(id);
    moot_ = jointMootSeen_ = true;
    return;
  }
  if (taken || !model_->writeConsistent(g(), id)) {
    recordFindings(id);
    if (taken)
      pushRevisits(id);
    moot_ = stopped_ = true;
    return;
  }
  afterAdd(id);
  pushRevisits(id);
}

void Explorer::pushRevisits(EventId w) {
  const Event &ew = g()[w];
  const LocState *loc = g().findLoc(ew.addr);
  if (!loc)
    return;
  for (EventId r : loc->reads) {
    if (ew.porf.contains(r) || g()[r].is(kNotRevisitable))
      continue;
    // Two updates of a counter commute: the order explored first stands for
    // every order (checkCounters makes sure nothing can tell them apart).
    if (ew.counterClass && g()[r].counterClass == ew.counterClass) {
      ++stats_.counterRevisitsSkipped;
      continue;
    }
    if (!maximalForRevisit(r, w))
      continue;
    frames_.back().items.push_back(
        WorkItem{WorkItem::Kind::Revisit, r, w, 0, ew.stamp, runDepth_ + 1, opened_++});
  }
}

// CheckOptimal (GPUMC Algorithm 3): the revisit of r by w happens only from
// the graph whose deleted part was added "maximally": each deleted read (and
// r itself) reads from a write that existed when it was added (or is kept)
// and is co-maximal among those, and each deleted write is co-maximal. This
// makes the graph before the revisit unique, hence every graph is explored
// once.
void Explorer::keptInRevisit(const Graph &gr, EventId r, EventId w, std::vector<uint32_t> &out) {
  Stamp rs = gr[r].stamp;
  const PorfView &wp = gr[w].porf;
  out.assign(gr.numThreads(), 0);
  for (ThreadId t = 0; t < gr.numThreads(); ++t) {
    // Stamps grow along each thread, and porf is a prefix of it.
    uint32_t n = 0;
    while (n < gr.threadSize(t) && (gr[EventId{t, n}].stamp <= rs || wp.contains(EventId{t, n})))
      ++n;
    // A single-copy-atomic store is kept whole or not at all: half of one
    // would be added again apart from the rest (in another turn, at other
    // coherence positions), so the graph a revisit starts from would not
    // be unique. Only w's own store is cut after w: its later pieces did
    // not exist when its revisits were pushed, and its thread adds them
    // when it runs again.
    while (n > 0 && n < gr.threadSize(t) && t != w.thread) {
      const Event &last = gr[EventId{t, n - 1}];
      if (!last.isWrite() || last.jointMore == 0)
        break;
      ++n;
    }
    out[t] = n;
  }
}

bool Explorer::maximalForRevisit(EventId r, EventId w) {
  const Graph &gr = frames_.back().graph;
  keptInRevisit(gr, r, w, keptScratch_);
  auto kept = [&](EventId e) { return e.index < keptScratch_[e.thread]; };
  // Eset(e): events added before e, or kept; the revisiting write excluded.
  auto inEset = [&](EventId x, Stamp es) {
    return x.isInit() || (x != w && (gr[x].stamp < es || kept(x)));
  };
  auto coMaximal = [&](EventId x, Addr addr, Stamp es) {
    const LocState *loc = gr.findLoc(addr);
    if (!loc)
      return true;
    for (size_t i = static_cast<size_t>(gr.coIndex(x) + 1); i < loc->co.size(); ++i)
      if (inEset(loc->co[i], es))
        return false;
    return true;
  };
  auto maximal = [&](EventId e) {
    const Event &ev = gr[e];
    if (ev.isRead())
      return inEset(ev.rf, ev.stamp) && coMaximal(ev.rf, ev.addr, ev.stamp);
    if (ev.isWrite()) {
      // An RMW write whose read stays (a piece of an RMW over several
      // locations: its read is kept, its write added after r) has no
      // choice: it is added again right after the same source.
      if (ev.is(kRmwWrite)) {
        EventId read = rmwReadOf(gr, e);
        if (read != r && kept(read))
          return true;
      }
      return coMaximal(e, ev.addr, ev.stamp);
    }
    if (ev.kind == EventKind::Choice) // deleted choices restart at their first value
      return ev.value == ev.expected;
    return true;
  };
  if (!maximal(r))
    return false;
  bool ok = true;
  gr.forEach([&](EventId e) {
    if (ok && e != w && !kept(e) && !maximal(e))
      ok = false;
  });
  return ok;
}

void Explorer::reportPendingUninit() {
  if (!pendingUninit_)
    return;
  EventId r = *pendingUninit_;
  pendingUninit_.reset();
  recordError(ErrorKind::UninitializedRead,
              "read of uninitialized memory (no write to it is visible to this thread)", r.thread,
              g()[r].site, {r});
}

void Explorer::commitUninitWarnings() {
  for (EventId e : runUninitWarnings_)
    countUninitWarning(e);
  runUninitWarnings_.clear();
}

void Explorer::countUninitWarning(EventId e) {
  const Event &ev = g()[e];
  for (auto &w : stats_.uninitWarnings)
    if (w.site == ev.site) {
      if (w.lastRun != stats_.runs)
        ++w.executions;
      w.lastRun = stats_.runs;
      return;
    }
  stats_.uninitWarnings.push_back({ev.site, ev.addr, 1, stats_.runs});
}

void Explorer::recordError(ErrorKind kind, std::string message, ThreadId t, SiteId site,
                           std::vector<EventId> events, std::vector<StuckThread> stuck) {
  if (tornNow()) // a torn access's run is no execution: what follows it is not an error
    return;
  // A race is the same race when the same two sites race, whichever of the
  // two accesses was added last.
  bool race = kind == ErrorKind::DataRace || kind == ErrorKind::HeterogeneousRace;
  // A race, or a robustness violation (a delayed store and the access that
  // overtakes it), is identified by its pair of sites.
  bool pair = race || kind == ErrorKind::NotRobust;
  // A pending uninitialized read is reported when the run ends, unless the
  // run races on its location, which explains it (the read saw memory
  // another thread had not written yet). The warnings of a racy run are
  // dropped: its other uninitialized reads may race too, unseen if the
  // run stops here.
  if (race) {
    if (pendingUninit_ && std::any_of(events.begin(), events.end(), [&](EventId e) {
          return g()[e].addr == g()[*pendingUninit_].addr;
        }))
      pendingUninit_.reset();
    runUninitWarnings_.clear();
  }
  errorInRun_ = true;
  lastErrorStamp_ = g().nextStamp();
  auto sitePair = [&](const std::vector<EventId> &evs, const Graph &gr) {
    std::pair<SiteId, SiteId> p{nullptr, nullptr};
    if (evs.size() >= 2)
      p = std::minmax(gr[evs[0]].site, gr[evs[1]].site);
    return p;
  };
  for (auto &e : errors_) {
    // The same error: same kind at the same site (or, without a site, with
    // the same message, e.g. a deadlock of the same threads).
    bool same = pair
                    ? e.kind == kind && sitePair(e.events, e.witness) == sitePair(events, g())
                    : e.kind == kind && e.site == site && (site != nullptr || e.message == message);
    if (same) {
      if (e.lastRun != stats_.runs) { // counted once per execution
        ++e.count;
        countedInRun_.push_back(static_cast<size_t>(&e - errors_.data()));
      }
      e.lastRun = stats_.runs;
      if (!opts_.keepGoing && runCounted_)
        stopForError();
      return;
    }
  }
  countedInRun_.push_back(errors_.size());
  errors_.push_back(FoundError{kind, std::move(message), t, site, std::move(events), g(), 1,
                               stats_.runs, std::move(stuck)});
  if (!opts_.keepGoing && runCounted_) // an uncounted run's error is another shard's
    stopForError();
}

ThreadId Explorer::childId(ThreadId parent, uint32_t ordinal, Place place, std::string_view label) {
  uint64_t key = uint64_t{parent} << 32 | ordinal;
  if (auto it = childIds_.find(key); it != childIds_.end())
    return it->second;
  childIds_.emplace(key, static_cast<ThreadId>(threads_.size()));
  threads_.push_back(ThreadInfo{parent, ordinal, spawnName(parent, ordinal, label), place});
  run_.threads.resize(threads_.size());
  return static_cast<ThreadId>(threads_.size() - 1);
}

std::string Explorer::spawnName(ThreadId parent, uint32_t ordinal, std::string_view label) const {
  std::string name = threads_[parent].name + "." + std::to_string(ordinal + 1);
  if (!label.empty())
    name += "(" + std::string(label) + ")";
  return name;
}

bool Explorer::setPlace(ThreadId t, Place place, std::string_view label) {
  if (t == 0 || run_.threads[t].next != 1)
    return false;
  ThreadInfo &info = threads_[t];
  info.place = place;
  info.name = spawnName(info.parent, info.ordinal, label);
  // Scope inclusion reads a thread's place from its start event.
  g().at(EventId{t, 0}).value = place;
  return true;
}

// ---- operations ------------------------------------------------------------------

void Explorer::threadStart(ThreadId t, SiteId site) {
  if (isReplaying(t)) {
    replayNext(t, EventKind::ThreadStart, nullptr);
    return;
  }
  Event ev;
  ev.kind = EventKind::ThreadStart;
  ev.site = site;
  ev.rf = run_.threads[t].creator;
  ev.value = threads_[t].place;
  EventId id = addEvent(t, std::move(ev));
  afterAdd(id);
}

ThreadId Explorer::threadCreate(ThreadId t, SiteId site, Place place, std::string_view label) {
  uint32_t ordinal = run_.threads[t].creates++;
  ThreadId child;
  EventId at{t, run_.threads[t].next};
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::ThreadCreate, nullptr);
    if (!e)
      return 0;
    child = static_cast<ThreadId>(e->value);
  } else {
    child = childId(t, ordinal, place, label);
    Event ev;
    ev.kind = EventKind::ThreadCreate;
    ev.site = site;
    ev.value = child;
    EventId id = addEvent(t, std::move(ev));
    afterAdd(id);
  }
  if (run_.threads.size() <= child)
    run_.threads.resize(child + 1);
  markRunnable(child);
  run_.threads[child].creator = at;
  return child;
}

std::optional<Value> Explorer::threadJoin(ThreadId t, ThreadId child, SiteId site) {
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::ThreadJoin, nullptr);
    ++run_.threads[t].joins;
    return e ? e->value : 0;
  }
  RunThread &rt = run_.threads[t];
  if (run_.threads[child].status != ThreadStatus::Finished) {
    rt.status = ThreadStatus::Joining;
    rt.waitFor = child;
    joiners_.push_back(t);
    rt.blockSite = site;
    return std::nullopt;
  }
  markRunnable(t);
  Event ev;
  ev.kind = EventKind::ThreadJoin;
  ev.site = site;
  ev.rf = g().last(child);
  ev.value = g()[ev.rf].value;
  Value v = ev.value;
  ++rt.joins;
  EventId id = addEvent(t, std::move(ev));
  afterAdd(id);
  return v;
}

void Explorer::threadEnd(ThreadId t, Value ret, SiteId site) {
  if (isReplaying(t)) {
    replayNext(t, EventKind::ThreadEnd, nullptr);
  } else {
    Event ev;
    ev.kind = EventKind::ThreadEnd;
    ev.site = site;
    ev.value = ret;
    EventId id = addEvent(t, std::move(ev));
    afterAdd(id);
  }
  run_.threads[t].status = ThreadStatus::Finished;
  if (t == 0)
    exited_ = true; // returning from main ends the program like exit()
  std::erase_if(joiners_, [&](ThreadId j) {
    const RunThread &rj = run_.threads[j];
    if (rj.status == ThreadStatus::Joining && rj.waitFor == t)
      markRunnable(j);
    return rj.status != ThreadStatus::Joining;
  });
}

Value Explorer::load(ThreadId t, const Access &a) {
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Read, &a);
    return e ? e->value : 0;
  }
  if (!(a.flags & kJointWithPrev) && eventBoundHit(t, a.site)) // never between pieces
    return 0;
  EventId id = addRead(t, a, 0, nullptr);
  return g()[id].value;
}

void Explorer::store(ThreadId t, const Access &a, Value v) {
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Write, &a);
    if (e && e->value != truncate(v, a.size))
      mismatch(t, "a store of another value");
    return;
  }
  if (!(a.flags & kJointWithPrev) && eventBoundHit(t, a.site)) // never between pieces
    return;
  addWrite(t, a, v, 0);
}

Value Explorer::rmw(ThreadId t, const Access &a, RmwOp op, Value operand) {
  Value old;
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Read, &a);
    if (!e)
      return 0;
    old = e->value;
  } else {
    if (eventBoundHit(t, a.site))
      return 0;
    Access counter = a;
    counter.counterClass = counterClassOf(a, op);
    EventId id = addRead(t, counter, kRmwAttempt, nullptr);
    if (stopped_)
      return 0;
    old = g()[id].value;
  }
  Value nv = applyRmw(op, old, operand, a.size);
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Write, &a);
    if (e && e->value != nv)
      mismatch(t, "an RMW writing another value");
    return old;
  }
  Access counter = a;
  counter.counterClass = counterClassOf(a, op);
  addRmwWrite(t, counter, nv, EventId{t, run_.threads[t].next - 1}, 0);
  return old;
}

Explorer::CasResult Explorer::cas(ThreadId t, const Access &a, Value expected, Value desired,
                                  MemOrder failure) {
  Value old;
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Read, &a);
    if (!e)
      return {0, false};
    old = e->value;
  } else {
    if (eventBoundHit(t, a.site))
      return {0, false};
    Event info;
    info.expected = expected;
    info.successOrder = a.order;
    info.failureOrder = failure;
    EventId id = addRead(t, a, kRmwAttempt, &info);
    if (stopped_)
      return {0, false};
    old = g()[id].value;
  }
  if (truncate(old, a.size) != truncate(expected, a.size))
    return {old, false};
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Write, &a);
    if (e && e->value != truncate(desired, a.size))
      mismatch(t, "a compare-exchange writing another value");
    return {old, true};
  }
  addRmwWrite(t, a, desired, EventId{t, run_.threads[t].next - 1}, 0);
  return {old, true};
}

void Explorer::rmwStore(ThreadId t, const Access &a, Value v) {
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Write, &a);
    if (e && e->value != truncate(v, a.size))
      mismatch(t, "an RMW writing another value");
    return;
  }
  EventId read = lastReadBefore(g(), EventId{t, run_.threads[t].next}, a.addr);
  if (!g()[read].is(kRmwAttempt) || g()[read].addr != a.addr) {
    fatal_ = "wmc internal error: the write of an RMW piece has no read";
    stopped_ = done_ = true;
    return;
  }
  addRmwWrite(t, a, v, read, 0);
}

void Explorer::fence(ThreadId t, MemOrder order, Scope scope, SiteId site) {
  if (isReplaying(t)) {
    replayNext(t, EventKind::Fence, nullptr);
    return;
  }
  if (eventBoundHit(t, site))
    return;
  Event ev;
  ev.kind = EventKind::Fence;
  ev.order = order;
  ev.scope = scope;
  ev.site = site;
  EventId id = addEvent(t, std::move(ev));
  afterAdd(id);
}

Value Explorer::choose(ThreadId t, Value first, Value count, SiteId site) {
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Choice, nullptr);
    return e ? e->value : first;
  }
  if (eventBoundHit(t, site))
    return first;
  Event ev;
  ev.kind = EventKind::Choice;
  ev.site = site;
  ev.value = ev.expected = first;
  EventId id = addEvent(t, std::move(ev));
  ++stats_.choices;
  for (Value v = count; v-- > 1;)
    frames_.back().items.push_back(WorkItem{WorkItem::Kind::Choice, id, EventId::none(), v,
                                            g()[id].stamp, runDepth_ + 1, opened_++});
  afterAdd(id);
  return first;
}

bool Explorer::guessCasFails(ThreadId t, SiteId site) {
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Choice, nullptr);
    return e && e->value != 0;
  }
  if (eventBoundHit(t, site))
    return false;
  Event ev;
  ev.kind = EventKind::Choice;
  ev.flags = kGuess;
  ev.site = site;
  ev.value = ev.expected = 0; // 0: succeeds, 1: fails
  EventId id = addEvent(t, std::move(ev));
  frames_.back().items.push_back(WorkItem{WorkItem::Kind::Choice, id, EventId::none(), 1,
                                          g()[id].stamp, runDepth_ + 1, opened_++});
  afterAdd(id);
  return false;
}

bool Explorer::casOutcome(ThreadId t, bool guessedFail, bool failed, SiteId site) {
  if (guessedFail == failed)
    return true;
  torn_ = true;
  if (!run_.replaying(t))
    block(t, BlockReason::Torn, site);
  return false;
}

uint32_t Explorer::arrivalsAt(Addr id, Value gen) const {
  uint32_t n = 0;
  frames_.back().graph.forEachArrival(id, gen, [&](EventId) { ++n; });
  return n;
}

void Explorer::checkBarrierSites(ThreadId t, Addr id, Value gen) {
  std::vector<EventId> arrivals;
  g().forEachArrival(id, gen, [&](EventId a) { arrivals.push_back(a); });
  for (EventId a : arrivals)
    if (g()[a].site != g()[arrivals.front()].site) {
      recordError(ErrorKind::BarrierDivergence,
                  "the threads of a block reach different barriers (" +
                      threads_[arrivals.front().thread].name + " and " + threads_[a.thread].name +
                      ")",
                  t, g()[a].site, {arrivals.front(), a});
      if (!jointSeen_) // with joint accesses, see error()
        stopped_ = true;
      return;
    }
}

bool Explorer::lastToArrive(ThreadId t, Addr id) const {
  const Graph &gr = frames_.back().graph;
  uint32_t n = gr.threadSize(t);
  if (n < 2 || gr[EventId{t, n - 1}].kind != EventKind::BarrierDepart ||
      gr[EventId{t, n - 1}].addr != id)
    return false;
  const Event &arrival = gr[EventId{t, n - 2}];
  bool last = true;
  gr.forEachArrival(id, arrival.value,
                    [&](EventId a) { last = last && gr[a].stamp <= arrival.stamp; });
  return last;
}

bool Explorer::barrier(ThreadId t, Addr id, uint32_t count, SiteId site, BarrierCall how) {
  RunThread &rt = run_.threads[t];
  // A collective that orders no memory: its departure is relaxed (the
  // models leave it out of happens-before).
  MemOrder order = how.ordersMemory ? MemOrder::Plain : MemOrder::Relaxed;
  // Arriving, unless t's last event is its arrival here: it waited, was
  // woken (status Runnable again) and now leaves.
  const Event *last = rt.next ? &g()[EventId{t, rt.next - 1}] : nullptr;
  if (!last || last->kind != EventKind::BarrierArrive || last->addr != id) { // arriving
    if (isReplaying(t)) {
      const Event *e = replayNext(t, EventKind::BarrierArrive, nullptr);
      if (!e)
        return false;
      if (e->expected != how.payload) {
        mismatch(t, "a collective with another value");
        return false;
      }
    } else {
      if (eventBoundHit(t, site))
        return false;
      Value gen = 0;
      for (uint32_t i = 0; i < rt.next; ++i) {
        const Event &e = g()[EventId{t, i}];
        gen += e.kind == EventKind::BarrierArrive && e.addr == id;
      }
      Event ev;
      ev.kind = EventKind::BarrierArrive;
      ev.addr = id;
      ev.value = gen;
      ev.expected = how.payload;
      ev.site = site;
      afterAdd(addEvent(t, std::move(ev)));
      if (arrivalsAt(id, gen) == count) {
        if (how.kind == BarrierKind::Block)
          checkBarrierSites(t, id, gen);
        for (ThreadId o = 0; o < run_.threads.size(); ++o) // wake the block
          if (run_.threads[o].status == ThreadStatus::AtBarrier && run_.threads[o].barrier == id)
            markRunnable(o);
      }
      if (stopped_)
        return false;
    }
  }
  markRunnable(t);
  if (isReplaying(t))
    return replayNext(t, EventKind::BarrierDepart, nullptr) != nullptr;
  Value gen = g()[EventId{t, rt.next - 1}].value;
  if (arrivalsAt(id, gen) < count) {
    rt.status = ThreadStatus::AtBarrier;
    rt.barrier = id;
    rt.barrierCount = count;
    rt.barrierKind = how.kind;
    rt.blockSite = site;
    return false;
  }
  Event ev;
  ev.kind = EventKind::BarrierDepart;
  ev.addr = id;
  ev.value = gen;
  ev.order = order;
  ev.site = site;
  afterAdd(addEvent(t, std::move(ev)));
  return !stopped_;
}

std::vector<std::pair<ThreadId, Value>> Explorer::collectiveValues(ThreadId t, Addr id) const {
  std::vector<std::pair<ThreadId, Value>> out;
  const Graph &gr = frames_.back().graph;
  uint32_t n = run_.threads[t].next;
  if (n == 0 || gr[EventId{t, n - 1}].kind != EventKind::BarrierDepart ||
      gr[EventId{t, n - 1}].addr != id)
    return out;
  gr.forEachArrival(id, gr[EventId{t, n - 1}].value,
                    [&](EventId a) { out.emplace_back(a.thread, gr[a].expected); });
  return out;
}

namespace {
Access mutexAccess(Addr m, MemOrder order, SiteId site, uint16_t flags) {
  Access a;
  a.addr = m;
  a.size = 4;
  a.order = order;
  a.site = site;
  a.flags = static_cast<uint16_t>(flags | kMutexLoc);
  a.syncOp = flags & kUnlock ? SyncOp::Unlock : SyncOp::Lock;
  return a;
}
} // namespace

bool Explorer::lock(ThreadId t, Addr m, SiteId site) {
  Access a = mutexAccess(m, MemOrder::Acquire, site, kLock);
  CasResult r = cas(t, a, 0, 1, MemOrder::Acquire);
  if (stopped_ || run_.threads[t].status == ThreadStatus::Blocked)
    return false;
  if (!r.success) {
    block(t, BlockReason::Lock, site, run_.threads[t].next - 1);
    return false;
  }
  return true;
}

bool Explorer::trylock(ThreadId t, Addr m, SiteId site) {
  Access a = mutexAccess(m, MemOrder::Acquire, site, kLock);
  return cas(t, a, 0, 1, MemOrder::Acquire).success;
}

void Explorer::unlock(ThreadId t, Addr m, SiteId site) {
  store(t, mutexAccess(m, MemOrder::Release, site, kUnlock), 0);
}

Explorer::SyncResult Explorer::syncOpImpl(ThreadId t, const Access &a,
                                          const std::function<SyncStep(Value)> &step, bool wait) {
  Access sa = a;
  sa.flags = static_cast<uint16_t>(sa.flags | kMutexLoc);
  Value old;
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Read, &sa);
    if (!e)
      return {0, false};
    old = e->value;
  } else {
    if (eventBoundHit(t, a.site))
      return {0, false};
    EventId id = addRead(t, sa, kRmwAttempt, nullptr);
    if (stopped_)
      return {0, false};
    old = g()[id].value;
  }
  SyncStep s = step(old);
  if (!s.proceed) {
    if (wait)
      block(t, BlockReason::Sync, a.site, run_.threads[t].next - 1);
    return {old, false};
  }
  if (!s.write)
    return {old, true};
  if (isReplaying(t)) {
    const Event *e = replayNext(t, EventKind::Write, &sa);
    if (e && e->value != truncate(*s.write, a.size))
      mismatch(t, "a synchronisation operation writing another state");
    return {old, true};
  }
  addRmwWrite(t, sa, *s.write, EventId{t, run_.threads[t].next - 1}, 0);
  return {old, !stopped_};
}

void Explorer::freeMemory(ThreadId t, Addr lo, Addr hi, SiteId site) {
  if (isReplaying(t)) {
    // The poison writes recorded for this free (the locations it covered
    // then: later runs may know more locations).
    while (isReplaying(t) && g()[EventId{t, run_.threads[t].next}].is(kFree) && !stopped_)
      replayNext(t, EventKind::Write, nullptr);
    return;
  }
  std::vector<std::pair<Addr, uint8_t>> cover;
  for (const auto &[addr, loc] : g().locations())
    if (addr >= lo && addr < hi && !loc.isMutex && loc.size)
      cover.emplace_back(addr, loc.size);
  std::sort(cover.begin(), cover.end()); // deterministic order
  for (auto [addr, size] : cover) {
    if (stopped_ || run_.threads[t].status != ThreadStatus::Runnable)
      return;
    Access a;
    a.addr = addr;
    a.size = size;
    a.site = site;
    addWrite(t, a, 0, kFree);
  }
}

void Explorer::block(ThreadId t, BlockReason reason, SiteId site, uint32_t fromIndex) {
  RunThread &rt = run_.threads[t];
  rt.status = ThreadStatus::Blocked;
  rt.reason = reason;
  rt.blockSite = site;
  rt.spinFrom = fromIndex;
  // --keep-going counts every erroneous execution, and the runs below this
  // one may have errors of other threads: then they are all run.
  if (reason == BlockReason::Spin && opts_.pruneStaleAwaits && !opts_.keepGoing &&
      !jointIncomplete() && awaitForeverStale(t, fromIndex))
    stopped_ = staleStop_ = true; // counted in stats_.staleAwaits (classifyRun)
}

void Explorer::error(ThreadId t, ErrorKind kind, std::string message, SiteId site) {
  if (tornNow()) { // what t saw cannot happen: no error, and no reason to stop the others
    block(t, BlockReason::Torn, site);
    return;
  }
  std::vector<EventId> events;
  if (g().threadSize(t) > 0)
    events.push_back(g().last(t));
  recordError(kind, std::move(message), t, site, std::move(events));
  // With joint accesses the run goes on, so that a half-done one is
  // completed and the run dropped if it tore (classifyRun).
  if (!opts_.keepGoing && !jointSeen_) {
    stopped_ = true;
    return;
  }
  // An error at a piece (a use after free): the access is finished first,
  // so that no other thread sees half of it.
  if (midAccess(t)) {
    run_.threads[t].blockAfterAccess = true;
    run_.threads[t].blockSite = site;
    return;
  }
  // Keep going: the failing thread stops, the others run on, so that their
  // events are added and the alternatives they open (e.g. a later write the
  // failing read could have read) are explored too.
  block(t, BlockReason::Error, site);
}

void Explorer::jointAccessEnd(ThreadId t, SiteId site) {
  jointSeen_ = true;
  const Graph &gr = g();
  uint32_t next = run_.threads[t].next;
  if (next == 0)
    return;
  JointGroup group = jointGroupOf(gr, EventId{t, next - 1});
  bool torn = group.n > 1 && model_->jointTorn(gr, group);
  torn_ = torn_ || torn;
  RunThread &rt = run_.threads[t];
  if (rt.blockAfterAccess) { // an error at one of its pieces
    rt.blockAfterAccess = false;
    block(t, torn ? BlockReason::Torn : BlockReason::Error, rt.blockSite);
    return;
  }
  // A replayed access is followed by t's later events in the graph: they
  // replay, and the run is dropped when it ends.
  if (torn && !run_.replaying(t))
    block(t, BlockReason::Torn, site);
}

bool Explorer::midAccess(ThreadId t) const {
  const Graph &gr = frames_.back().graph;
  uint32_t next = run_.threads[t].next;
  return next > 0 && next <= gr.threadSize(t) && gr[EventId{t, next - 1}].jointMore > 0;
}

bool Explorer::tornNow() {
  if (!jointSeen_)
    return false;
  if (inRun_ && torn_)
    return true;
  const Graph &gr = g();
  bool torn = false;
  for (ThreadId t = 0; t < gr.numThreads() && !torn; ++t)
    for (uint32_t i = 0; i < gr.threadSize(t) && !torn;) {
      JointGroup group = jointGroupOf(gr, EventId{t, i});
      torn = group.n > 1 && model_->jointTorn(gr, group);
      i += std::max<uint32_t>(group.n, 1);
    }
  torn = torn || model_->tornAsAWhole(gr);
  if (inRun_)
    torn_ = torn;
  return torn;
}

bool Explorer::atomicityBroken() const {
  if (!jointMootSeen_)
    return false;
  const Graph &gr = frames_.back().graph;
  for (const auto &[addr, loc] : gr.locations())
    for (size_t i = 0; i < loc.co.size(); ++i) {
      const Event &w = gr[loc.co[i]];
      if (!w.is(kRmwWrite))
        continue;
      EventId before = i == 0 ? EventId::init() : loc.co[i - 1];
      if (gr[rmwReadOf(gr, loc.co[i])].rf != before)
        return true;
    }
  return false;
}

bool Explorer::jointIncomplete() const {
  // Only the first pieces of an access that the run began with (a revisit
  // kept them) and did not finish: a thread stopped in its own access (a
  // fatal error) added only consistent pieces that no one else saw.
  const Graph &gr = frames_.back().graph;
  for (ThreadId t = 0; t < gr.numThreads() && t < run_.threads.size(); ++t) {
    uint32_t n = gr.threadSize(t);
    if (n > 0 && gr[gr.last(t)].jointMore > 0 && n <= run_.threads[t].replayEnd)
      return true;
  }
  return false;
}

void Explorer::stopForError() {
  if (inRun_ && jointSeen_)
    stopAfterRun_ = true;
  else
    done_ = true;
}

void Explorer::exitProgram(ThreadId t, int status, SiteId site, std::string what) {
  if (status != 0 && opts_.exitStatusIsError) {
    // The test reports failure through its status: an error like a failed
    // assertion. Keep-going: error() blocked t and the others run on.
    error(t, ErrorKind::ExitStatus, std::move(what), site);
    exited_ = true;
    return;
  }
  // exit() ends the program, but every event of the other threads could have
  // happened before it: they run on (an execution where they are cut short is
  // a prefix of one where they are not), and what they still wait for once
  // exit() was called is no deadlock.
  exited_ = true;
  block(t, BlockReason::Exited, nullptr);
}

} // namespace wmc
