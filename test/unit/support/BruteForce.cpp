#include "support/BruteForce.h"

#include <stdexcept>

#include "support/Canonical.h"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace wmc::test {

std::vector<std::string> scriptThreadNames(const Script &script) {
  std::vector<std::string> names{"T0"};
  for (size_t i = 0; i < script.threads.size(); ++i)
    names.push_back("T0." + std::to_string(i + 1));
  return names;
}

namespace {

struct State {
  Graph g;
  std::vector<ThreadInterp> threads; ///< script thread i is graph thread i + 1
  std::vector<char> lockBlocked;     ///< its last Lock read a held mutex
};

Event memEvent(EventKind kind, Addr addr, MemOrder order, uint16_t flags,
               Scope scope = Scope::System) {
  Event e;
  e.kind = kind;
  e.addr = addr;
  e.order = order;
  e.scope = scope;
  e.size = kAccessSize;
  e.flags = flags;
  return e;
}

/// Sources a new read of `addr` may take: INIT and every write in co.
std::vector<EventId> sources(const Graph &g, Addr addr) {
  std::vector<EventId> s{EventId::init()};
  if (const LocState *loc = g.findLoc(addr))
    s.insert(s.end(), loc->co.begin(), loc->co.end());
  return s;
}

/// A compact key of a graph of a script: the events of a thread and their
/// values are determined by the program and the reads-from choices, so the
/// per-thread event counts, the reads-from of every read and the coherence
/// orders identify the graph.
std::string graphKey(const Graph &g) {
  std::string k;
  auto id = [&](EventId e) {
    k += static_cast<char>(e.isInit() ? 0xFF : e.thread);
    k += static_cast<char>(e.isInit() ? 0xFF : e.index);
  };
  for (ThreadId t = 0; t < g.numThreads(); ++t) {
    k += static_cast<char>(g.threadSize(t));
    for (uint32_t i = 0; i < g.threadSize(t); ++i)
      if (g[EventId{t, i}].isRead())
        id(g[EventId{t, i}].rf);
      else if (g[EventId{t, i}].kind == EventKind::Choice) // a guessed CAS outcome
        k += static_cast<char>(g[EventId{t, i}].value);
  }
  std::vector<Addr> addrs;
  for (const auto &[a, loc] : g.locations())
    addrs.push_back(a);
  std::sort(addrs.begin(), addrs.end());
  for (Addr a : addrs) {
    k += '|';
    k += static_cast<char>(a >> 4);
    k += static_cast<char>(a >> 12);
    for (EventId w : g.findLoc(a)->co)
      id(w);
  }
  return k;
}

class Enumerator {
public:
  /// With `checker`, every step also asks the checker's model and records
  /// where it disagrees with the reference.
  Enumerator(const Script &s, RefModel m, Model *checker)
      : script_(s), model_(m), checker_(checker), names_(scriptThreadNames(s)) {
    // Joint accesses: their tears are judged by the checker's model (this
    // enumeration tests the explorer's search, not Model::jointTorn), which
    // needs its per-event data (onAdded) for every event.
    for (const auto &code : s.threads)
      for (const auto &in : code)
        joint_ = joint_ || in.joint;
    if (joint_ && !checker_) {
      tear_ = createModel(refModelName(m));
      if (!tear_)
        throw std::logic_error("no checker model for the reference model");
    }
  }

  /// Like Explorer::ensureLocation: every location used has a LocState
  /// before its first event is added (models rely on it).
  void ensureLocations(Graph &g) const {
    for (const auto &code : script_.threads)
      for (const auto &in : code) {
        bool mutex = in.op == Op::Lock || in.op == Op::Unlock;
        LocState &loc = g.locState(mutex ? mutexAddr(in.loc) : locAddr(in.loc));
        loc.size = kAccessSize;
        loc.isMutex = mutex;
      }
  }

  BruteForceResult run() {
    State st;
    for (const auto &code : script_.threads)
      st.threads.emplace_back(&code);
    st.lockBlocked.assign(st.threads.size(), 0);
    ensureLocations(st.g);
    Event start;
    start.kind = EventKind::ThreadStart;
    start.rf = EventId::init();
    added(st.g, st.g.add(0, start));
    for (size_t i = 0; i < script_.threads.size(); ++i) {
      Event c;
      c.kind = EventKind::ThreadCreate;
      c.value = i + 1;
      added(st.g, st.g.add(0, c));
    }
    explore(st);
    return std::move(res_);
  }

private:
  /// The reference's verdict (and race kinds) on g, computed once per graph:
  /// with a checker, every graph is checked as a candidate and again as a state.
  const std::pair<bool, RaceKinds> &check(const Graph &g) {
    auto [it, fresh] = verdicts_.try_emplace(graphKey(g));
    if (fresh) {
      RaceKinds races;
      it->second.first =
          referenceCheck(g, model_, isRc11Family(model_) ? &races : nullptr).consistent;
      it->second.second = races;
    }
    return it->second;
  }
  bool consistent(const Graph &g) { return check(g).first; }

  Model *tearModel() const { return checker_ ? checker_ : tear_.get(); }

  /// Is a single-copy-atomic access over several locations torn in g?
  bool torn(const Graph &g) const {
    if (!joint_)
      return false;
    for (ThreadId t = 0; t < g.numThreads(); ++t)
      for (uint32_t i = 0; i < g.threadSize(t);) {
        JointGroup group = jointGroupOf(g, EventId{t, i});
        if (group.n > 1 && tearModel()->jointTorn(g, group))
          return true;
        i += std::max<uint32_t>(group.n, 1);
      }
    return tearModel()->tornAsAWhole(g);
  }

  std::string ref(EventId e) const {
    return e.isInit() ? "INIT" : names_[e.thread] + ":" + std::to_string(e.index);
  }

  /// A graph and its races, for failure messages.
  std::string raceText(const Graph &g) const {
    std::string s = canonicalGraph(g, names_);
    for (ErrorKind k : {ErrorKind::DataRace, ErrorKind::HeterogeneousRace})
      for (const EventPair &p : referenceRaces(g, model_, k))
        s += std::string(toString(k)) + ": " + ref(p.first) + " " + ref(p.second) + "\n";
    return s;
  }

  void mismatch(const Graph &g, EventId e, const std::string &what) {
    if (res_.modelMismatches.size() < 20)
      res_.modelMismatches.push_back(canonicalGraph(g, names_) + "new event " + ref(e) + ": " +
                                     what + "\n");
  }

  /// Sources a new read `re` of thread t may take (every write of its
  /// location; explore() prunes). With a checker, also compares the model's
  /// rfCandidates with the sources the reference accepts.
  std::vector<EventId> readSources(const Graph &g, ThreadId t, const Event &re) {
    std::vector<EventId> all = sources(g, re.addr);
    if (checker_) {
      Graph tmp = g;
      EventId r = tmp.add(t, re);
      std::vector<EventId> want, got;
      for (EventId src : all) {
        Graph h = tmp;
        h.setRf(r, src);
        if (consistent(h))
          want.push_back(src);
      }
      got = modelCandidates(tmp, r);
      if (got != want) {
        std::string m = "rfCandidates";
        for (EventId e : got)
          m += " " + ref(e);
        m += "; the reference allows";
        for (EventId e : want)
          m += " " + ref(e);
        mismatch(tmp, r, m);
      }
    }
    return all;
  }

  /// The model's candidates for the new read r. A compare-exchange's order
  /// depends on the value it reads (Graph::setRf), so the model is asked under
  /// each order and only writes with matching values are kept (the contract
  /// of Model::rfCandidates: the read is taken as it is, order included).
  std::vector<EventId> modelCandidates(Graph &g, EventId r) {
    std::vector<EventId> out;
    Event &ev = g.at(r);
    if (!ev.is(kCas)) {
      checker_->rfCandidates(g, r, out);
      return out;
    }
    std::vector<EventId> ok;
    for (bool success : {true, false}) {
      ev.order = success ? ev.successOrder : ev.failureOrder;
      ev.flags = static_cast<uint16_t>(success ? ev.flags & ~kCasFailed : ev.flags | kCasFailed);
      std::vector<EventId> c;
      checker_->rfCandidates(g, r, c);
      for (EventId w : c)
        if ((truncate(g.valueOf(w, ev.addr), ev.size) == truncate(ev.expected, ev.size)) == success)
          ok.push_back(w);
    }
    auto allowed = [&](EventId w) { return std::find(ok.begin(), ok.end(), w) != ok.end(); };
    for (EventId w : sources(g, ev.addr))
      if (allowed(w))
        out.push_back(w);
    return out;
  }

  /// Coherence positions a new write `we` of thread t may take (all of them;
  /// explore() prunes). With a checker, also compares coCandidates.
  std::vector<size_t> writePositions(const Graph &g, ThreadId t, const Event &we) {
    size_t n = g.findLoc(we.addr) ? g.findLoc(we.addr)->co.size() : 0;
    std::vector<size_t> all;
    for (size_t pos = 0; pos <= n; ++pos)
      all.push_back(pos);
    if (checker_) {
      Graph tmp = g;
      EventId w = tmp.add(t, we);
      std::vector<size_t> want, got;
      for (size_t pos : all) {
        Graph h = tmp;
        h.insertCo(w, pos);
        if (consistent(h))
          want.push_back(pos);
      }
      checker_->coCandidates(tmp, w, got);
      if (got != want) {
        std::string m = "coCandidates";
        for (size_t p : got)
          m += " " + std::to_string(p);
        m += "; the reference allows";
        for (size_t p : want)
          m += " " + std::to_string(p);
        mismatch(tmp, w, m);
      }
    }
    return all;
  }

  /// With a checker: compares writeConsistent for an RMW's write.
  void checkRmwWrite(Graph &g, EventId w) {
    if (!checker_)
      return;
    bool got = checker_->writeConsistent(g, w), want = consistent(g);
    if (got != want)
      mismatch(g, w,
               std::string("writeConsistent says ") + (got ? "yes" : "no") + ", the reference " +
                   (want ? "yes" : "no"));
  }

  /// Every new event, as the explorer does (models keep per-event data).
  void added(Graph &g, EventId e) {
    if (Model *m = tearModel())
      m->onAdded(g, e);
  }

  /// Expands a graph the first time it is seen, if it is consistent.
  void explore(State &st) {
    if (!visited_.insert(graphKey(st.g)).second)
      return;
    auto [ok, races] = check(st.g);
    if (!ok || torn(st.g))
      return;
    if (races.data && res_.dataRaceWitness.empty())
      res_.dataRaceWitness = raceText(st.g);
    if (races.heterogeneous && res_.heterogeneousRaceWitness.empty())
      res_.heterogeneousRaceWitness = raceText(st.g);
    res_.dataRace |= races.data;
    res_.heterogeneousRace |= races.heterogeneous;
    ++res_.states;
    bool moved = false;
    for (size_t i = 0; i < st.threads.size(); ++i) {
      if (st.lockBlocked[i])
        continue;
      Action a = st.threads[i].next(); // settles local instructions (deterministic)
      switch (a.kind) {
      case Action::Done:
      case Action::Block:
        break;
      case Action::Fail:
        res_.assertionFailureReachable = true;
        break;
      default:
        moved = true;
        expand(st, i, a);
        break;
      }
    }
    if (!moved)
      finish(st);
  }

  /// Adds the next operation of script thread i in every possible way.
  void expand(const State &st, size_t i, const Action &a) {
    ThreadId t = static_cast<ThreadId>(i + 1);
    if (st.threads[i].jointFollowers() > 0) {
      if (a.kind == Action::Load || a.kind == Action::Store) {
        addJointPieces(st, i, a, 0);
        return;
      }
      if (a.kind == Action::Cas && a.failure != casFailureOrder(a.order)) {
        // Its reads take the order of its outcome: both guesses, and the
        // graphs whose guess was wrong are dropped (addJointRmwWrites).
        for (int guess : {0, 1}) {
          State n = st;
          Event c;
          c.kind = EventKind::Choice;
          c.flags = kGuess;
          c.value = static_cast<Value>(guess);
          added(n.g, n.g.add(t, c));
          addJointRmwReads(n, i, a, {}, guess);
        }
        return;
      }
      if (a.kind == Action::Rmw || a.kind == Action::Cas) {
        addJointRmwReads(st, i, a, {});
        return;
      }
      if (a.kind != Action::Start)
        throw std::logic_error("the brute-force reference joins only loads, stores and RMWs");
    }
    switch (a.kind) {
    case Action::Start: {
      Event e;
      e.kind = EventKind::ThreadStart;
      e.rf = EventId{0, static_cast<uint32_t>(i + 1)};
      e.value = script_.placeOf(i);
      addSimple(st, i, e);
      return;
    }
    case Action::End: {
      Event e;
      e.kind = EventKind::ThreadEnd;
      addSimple(st, i, e);
      return;
    }
    case Action::Fence: {
      Event e;
      e.kind = EventKind::Fence;
      e.order = a.order;
      e.scope = a.scope;
      addSimple(st, i, e);
      return;
    }
    case Action::Load: {
      Event re = memEvent(EventKind::Read, a.addr, a.order, 0, a.scope);
      for (EventId src : readSources(st.g, t, re)) {
        State n = st;
        EventId r = n.g.add(t, re);
        n.g.setRf(r, src);
        added(n.g, r);
        n.threads[i].complete(n.g[r].value);
        explore(n);
      }
      return;
    }
    case Action::Store:
    case Action::Unlock: {
      bool unlock = a.kind == Action::Unlock;
      Event we = unlock ? memEvent(EventKind::Write, a.addr, MemOrder::Release, kUnlock | kMutexLoc)
                        : memEvent(EventKind::Write, a.addr, a.order, 0, a.scope);
      we.value = unlock ? 0 : truncate(a.value, kAccessSize);
      for (size_t pos : writePositions(st.g, t, we)) {
        State n = st;
        EventId w = n.g.add(t, we);
        n.g.insertCo(w, pos);
        added(n.g, w);
        n.threads[i].complete(0);
        explore(n);
      }
      return;
    }
    case Action::SemWait:
    case Action::SemPost:
      throw std::logic_error("the brute-force reference does not model semaphores");
    case Action::Rmw:
    case Action::Cas:
    case Action::Lock:
      for (EventId src : readSources(st.g, t, rmwRead(a)))
        addRmw(st, i, a, src);
      return;
    case Action::Block:
    case Action::Fail:
    case Action::Done:
      return;
    }
  }

  /// Joint pieces are added in one step, as the explorer's driver does:
  /// no other thread's event comes between them.
  static Event pieceEvent(EventKind kind, const Action &a, size_t index, size_t more,
                          uint16_t flags) {
    if (index > 0)
      flags |= kJointWithPrev;
    if (a.resultUnused)
      flags |= kResultUnused;
    Event e = memEvent(kind, a.addr, a.order, flags, a.scope);
    e.jointMore = static_cast<uint8_t>(more);
    return e;
  }

  /// Piece `index` (and the rest) of a joint load or store of thread i.
  void addJointPieces(const State &st, size_t i, const Action &a, size_t index) {
    ThreadId t = static_cast<ThreadId>(i + 1);
    size_t more = st.threads[i].jointFollowers();
    auto rest = [&](State &n, Value v) {
      n.threads[i].complete(v);
      if (more > 0)
        addJointPieces(n, i, n.threads[i].next(), index + 1);
      else
        explore(n);
    };
    if (a.kind == Action::Load) {
      Event re = pieceEvent(EventKind::Read, a, index, more, 0);
      for (EventId src : sources(st.g, a.addr)) {
        State n = st;
        EventId r = n.g.add(t, re);
        n.g.setRf(r, src);
        added(n.g, r);
        rest(n, n.g[r].value);
      }
      return;
    }
    if (a.kind != Action::Store)
      throw std::logic_error("a joint piece that is no load or store");
    Event we = pieceEvent(EventKind::Write, a, index, more, 0);
    we.value = truncate(a.value, kAccessSize);
    size_t n = st.g.findLoc(a.addr) ? st.g.findLoc(a.addr)->co.size() : 0;
    for (size_t pos = 0; pos <= n; ++pos) {
      State next = st;
      EventId w = next.g.add(t, we);
      next.g.insertCo(w, pos);
      added(next.g, w);
      rest(next, 0);
    }
  }

  /// An RMW over several locations (runtime/abi.cpp rmwPieces): every
  /// piece's read (kRmwAttempt), then, unless a CAS piece saw another value
  /// than expected, every piece's write right after its read's source.
  struct RmwPiece {
    Action action;
    EventId read;
  };
  /// `guess`: -1, or the guessed outcome of a CAS whose orders differ (1:
  /// it fails, and its reads take the failure order).
  void addJointRmwReads(const State &st, size_t i, const Action &a, std::vector<RmwPiece> done,
                        int guess = -1) {
    ThreadId t = static_cast<ThreadId>(i + 1);
    size_t more = st.threads[i].jointFollowers();
    Event re = pieceEvent(EventKind::Read, a, done.size(), more, kRmwAttempt);
    if (guess == 1) {
      re.order = a.failure;
      re.flags |= kCasFailed;
    }
    for (EventId src : sources(st.g, a.addr)) {
      State n = st;
      EventId r = n.g.add(t, re);
      n.g.setRf(r, src);
      added(n.g, r);
      n.threads[i].complete(n.g[r].value);
      std::vector<RmwPiece> pieces = done;
      pieces.push_back({a, r});
      if (more > 0)
        addJointRmwReads(n, i, n.threads[i].next(), std::move(pieces), guess);
      else
        addJointRmwWrites(n, i, pieces, guess);
    }
  }

  void addJointRmwWrites(State &n, size_t i, const std::vector<RmwPiece> &pieces, int guess) {
    ThreadId t = static_cast<ThreadId>(i + 1);
    auto old = [&](const RmwPiece &p) { return truncate(n.g[p.read].value, kAccessSize); };
    bool success = std::all_of(pieces.begin(), pieces.end(), [&](const RmwPiece &p) {
      return p.action.kind != Action::Cas || old(p) == truncate(p.action.expected, kAccessSize);
    });
    if (guess >= 0 && (guess == 1) == success)
      return; // the guessed outcome is not the real one: no execution
    for (size_t k = 0; success && k < pieces.size(); ++k) {
      const Action &a = pieces[k].action;
      Event we = pieceEvent(EventKind::Write, a, k, pieces.size() - 1 - k, kRmwWrite);
      we.value = a.kind == Action::Cas ? truncate(a.value, kAccessSize)
                                       : applyRmw(a.rmwOp, old(pieces[k]), a.value, kAccessSize);
      EventId src = n.g[pieces[k].read].rf;
      EventId w = n.g.add(t, we);
      n.g.insertCo(w, static_cast<size_t>(n.g.coIndex(src) + 1));
      added(n.g, w);
    }
    explore(n);
  }

  void addSimple(const State &st, size_t i, const Event &e) {
    State n = st;
    added(n.g, n.g.add(static_cast<ThreadId>(i + 1), e));
    n.threads[i].complete(0);
    explore(n);
  }

  /// The read part of an RMW, CAS or lock (as the explorer builds it).
  static Event rmwRead(const Action &a) {
    bool lock = a.kind == Action::Lock;
    uint16_t extra = lock ? static_cast<uint16_t>(kLock | kMutexLoc) : 0;
    MemOrder order = lock ? MemOrder::Acquire : a.order;
    Event re = memEvent(EventKind::Read, a.addr, order, static_cast<uint16_t>(kRmwAttempt | extra),
                        a.scope);
    if (a.kind == Action::Cas || lock) {
      re.flags |= kCas;
      re.expected = lock ? 0 : a.expected;
      re.successOrder = order;
      re.failureOrder = lock ? MemOrder::Acquire : a.failure;
    }
    return re;
  }

  /// An RMW, CAS or lock of script thread i whose read reads from src.
  void addRmw(const State &st, size_t i, const Action &a, EventId src) {
    ThreadId t = static_cast<ThreadId>(i + 1);
    bool lock = a.kind == Action::Lock;
    bool cas = a.kind == Action::Cas || lock;
    uint16_t extra = lock ? static_cast<uint16_t>(kLock | kMutexLoc) : 0;
    MemOrder order = lock ? MemOrder::Acquire : a.order;
    Value expected = lock ? 0 : a.expected;
    Value desired = lock ? 1 : a.value;
    State n = st;
    EventId r = n.g.add(t, rmwRead(a));
    n.g.setRf(r, src);
    added(n.g, r);
    Value old = n.g[r].value;
    bool writes = !cas || truncate(old, kAccessSize) == truncate(expected, kAccessSize);
    if (lock && !writes) {
      n.lockBlocked[i] = 1; // the mutex is held: the thread waits forever
      explore(n);
      return;
    }
    if (writes) {
      Value nv =
          cas ? truncate(desired, kAccessSize) : applyRmw(a.rmwOp, old, a.value, kAccessSize);
      Event we = memEvent(EventKind::Write, a.addr, order, static_cast<uint16_t>(kRmwWrite | extra),
                          a.scope);
      we.value = nv;
      EventId w = n.g.add(t, we);
      n.g.insertCo(w, static_cast<size_t>(n.g.coIndex(src) + 1));
      checkRmwWrite(n.g, w);
      added(n.g, w);
    }
    n.threads[i].complete(old);
    explore(n);
  }

  /// Every script thread has stopped: main joins the finished ones in order.
  void finish(State &st) {
    bool failed = false;
    for (const auto &th : st.threads)
      failed |= th.failed();
    bool all = true;
    for (size_t i = 0; i < st.threads.size(); ++i) {
      if (!st.threads[i].done()) {
        all = false;
        break;
      }
      ThreadId child = static_cast<ThreadId>(i + 1);
      Event j;
      j.kind = EventKind::ThreadJoin;
      j.rf = st.g.last(child);
      j.value = st.g[j.rf].value;
      added(st.g, st.g.add(0, j));
    }
    if (all) {
      Event e;
      e.kind = EventKind::ThreadEnd;
      added(st.g, st.g.add(0, e));
    }
    if (!consistent(st.g))
      return;
    Outcome o;
    for (const auto &th : st.threads)
      o.push_back(th.regs());
    ExecutionRecord rec = makeRecord(st.g, names_, o);
    if (failed) {
      res_.failed.insert(rec.key);
    } else if (all) {
      if (res_.complete.insert(rec.key).second)
        res_.records.push_back(rec);
    } else {
      res_.blocked.insert(rec.key);
    }
  }

  const Script &script_;
  RefModel model_;
  Model *checker_;
  std::unique_ptr<Model> tear_; ///< judges tears when there is no checker
  bool joint_ = false;          ///< the script has joint accesses
  std::vector<std::string> names_;
  std::unordered_set<std::string> visited_;
  std::unordered_map<std::string, std::pair<bool, RaceKinds>> verdicts_;
  BruteForceResult res_;
};

} // namespace

BruteForceResult bruteForce(const Script &script, RefModel model) {
  return Enumerator(script, model, nullptr).run();
}

BruteForceResult crossCheckModel(const Script &script, std::string_view model) {
  std::unique_ptr<Model> m = createModel(model);
  if (!m) { // without a model nothing would be compared: say so
    BruteForceResult r;
    r.modelMismatches.push_back("createModel(\"" + std::string(model) + "\") is null\n");
    return r;
  }
  return Enumerator(script, *refModelByName(model), m.get()).run();
}

} // namespace wmc::test
