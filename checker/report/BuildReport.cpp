// Turns the explorer's results into the Report data model.
#include "report/Report.h"

#include "report/WhyNotSc.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

namespace wmc {
namespace {

std::string upper(std::string_view s) {
  std::string r(s);
  for (char &c : r)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return r;
}

class EventDescriber {
public:
  EventDescriber(const Explorer &ex, const Describer &d, const Graph &g) : ex_(ex), d_(d), g_(g) {}

  std::string ref(EventId e) const {
    if (e.isInit())
      return "INIT";
    return ex_.threadName(e.thread) + "#" + std::to_string(e.index);
  }

  ReportEvent describe(EventId id) const {
    const Event &ev = g_[id];
    ReportEvent r;
    r.thread = ex_.threadName(id.thread);
    r.index = id.index;
    SiteInfo s = d_.site(ev.site);
    r.file = s.file;
    r.dir = s.dir;
    r.line = s.line;
    bool mutex = ev.is(kMutexLoc);
    switch (ev.kind) {
    case EventKind::ThreadStart:
      r.op = "start";
      break;
    case EventKind::ThreadEnd:
      r.op = "end";
      break;
    case EventKind::ThreadCreate:
      r.op = "create " + ex_.threadName(static_cast<ThreadId>(ev.value));
      break;
    case EventKind::ThreadJoin:
      r.op = "join " + ex_.threadName(ev.rf.thread);
      break;
    case EventKind::Fence:
      r.op = "fence";
      r.order = std::string(toString(ev.order));
      if (ev.scope != Scope::System)
        r.order += "." + std::string(toString(ev.scope));
      break;
    case EventKind::BarrierArrive:
      r.op = "barrier";
      break;
    case EventKind::BarrierDepart:
      r.op = "barrier-leave";
      break;
    case EventKind::Choice:
      r.op = "nondet";
      r.hasValue = true;
      r.value = ev.value;
      r.valueText = std::to_string(static_cast<int64_t>(ev.value));
      break;
    case EventKind::Read:
      r.op = ev.is(kLock) ? "lock" : ev.is(kCas) ? "cas" : ev.is(kRmwAttempt) ? "rmw" : "load";
      break;
    case EventKind::Write:
      r.op = ev.is(kUnlock)     ? "unlock"
             : ev.is(kRmwWrite) ? (ev.is(kLock) ? "lock" : "rmw-write")
                                : "store";
      break;
    }
    if (mutex && ev.syncOp != SyncOp::None && ev.syncOp != SyncOp::Lock &&
        ev.syncOp != SyncOp::Unlock)
      r.op = std::string(toString(ev.syncOp)) + (ev.is(kRmwWrite) ? "-write" : "");
    if (ev.isMemAccess()) {
      r.location = object(ev);
      // The order the model gives the access: a volatile one may be atomic.
      MemOrder order = ex_.model().modelledOrder(ev);
      r.volatileAtomic = ev.is(kVolatile) && order != ev.order;
      r.order = std::string(toString(order));
      if (ev.scope != Scope::System && isAtomic(order))
        r.order += "." + std::string(toString(ev.scope));
      r.hasValue = !mutex;
      r.value = ev.value;
      r.valueText = valueText(ev);
      r.floating = ev.is(kFloat) || ev.is(kDouble);
    }
    if (ev.isRead()) {
      r.readsFrom = ref(ev.rf);
      // An RMW reads the write just before its own in co: never stale.
      if (!ev.is(kRmwAttempt))
        r.note = staleNote(id);
    }
    return r;
  }

  /// A location's name; a synchronisation object's with its kind
  /// ("condition variable c").
  std::string object(const Event &ev) const {
    if (!ev.is(kMutexLoc))
      return d_.location(ev.addr, ev.site, false);
    SyncObject o = objectOf(ev.syncOp);
    if (o == SyncObject::None || o == SyncObject::Mutex)
      return d_.location(ev.addr, ev.site, true);
    return std::string(toString(o)) + " " + d_.location(ev.addr, ev.site, false);
  }

  /// "T0.1 waiting for mutex a at f.c:12" for a thread left in a deadlock.
  std::string stuck(const StuckThread &st) const {
    auto at = [&](SiteId id) {
      SiteInfo s = d_.site(id);
      return s.file.empty() ? std::string() : " at " + s.file + ":" + std::to_string(s.line);
    };
    std::string who = ex_.threadName(st.thread);
    switch (st.why) {
    case StuckThread::Why::Join:
      return who + " waiting to join " + ex_.threadName(st.joins) + at(st.site);
    case StuckThread::Why::Barrier:
      if (g_.contains(st.event) && g_[st.event].kind == EventKind::BarrierArrive)
        return who + " waiting at barrier " +
               d_.location(g_[st.event].addr, g_[st.event].site, false) + at(g_[st.event].site);
      return who + " waiting at a barrier" + at(st.site);
    case StuckThread::Why::Spin:
      // A futex wait (libstdc++'s atomic waits) blocks as an await on the
      // word it read last.
      if (d_.site(st.site).text == "futex" && g_.threadSize(st.thread) > 0) {
        const Event &ev = g_[g_.last(st.thread)];
        if (ev.isRead())
          return who + " waiting on futex " + d_.location(ev.addr, ev.site, false) +
                 " (std::atomic::wait, semaphore, latch or barrier)" + at(st.site);
      }
      return who + " spinning forever" + at(st.site);
    case StuckThread::Why::Object:
      break;
    }
    if (!g_.contains(st.event) || st.event.isNone())
      return who + " waiting";
    const Event &ev = g_[st.event];
    SyncObject o = ev.is(kLock) ? SyncObject::Mutex : objectOf(ev.syncOp);
    bool on = o == SyncObject::CondVar || o == SyncObject::Semaphore;
    return who + (on ? " waiting on " : " waiting for ") + object(ev) + at(ev.site);
  }

  /// "T0.2's store y = 1 (sb.c:13) is later in coherence order" for a read
  /// that does not see the coherence-latest write.
  std::string staleNote(EventId rId) const {
    const Event &r = g_[rId];
    const LocState *loc = g_.findLoc(r.addr);
    if (!loc)
      return "";
    std::string note;
    for (size_t i = static_cast<size_t>(g_.coIndex(r.rf) + 1); i < loc->co.size(); ++i) {
      EventId w = loc->co[i];
      if (w.thread == rId.thread)
        continue;
      const Event &ew = g_[w];
      SiteInfo s = d_.site(ew.site);
      if (!note.empty())
        note += "; ";
      note += ex_.threadName(w.thread) + "'s store " +
              d_.location(ew.addr, ew.site, ew.is(kMutexLoc)) + " = " + valueText(ew) +
              (s.file.empty() ? "" : " (" + s.file + ":" + std::to_string(s.line) + ")") +
              " is not visible yet";
    }
    return note;
  }

private:
  const Explorer &ex_;
  const Describer &d_;
  const Graph &g_;
};

// The locations that at least two threads of g access.
std::unordered_set<Addr> locationsOfSeveralThreads(const Graph &g) {
  std::unordered_map<Addr, ThreadId> firstThread;
  std::unordered_set<Addr> shared;
  for (ThreadId t = 0; t < g.numThreads(); ++t) {
    if (!g.hasThread(t))
      continue;
    for (uint32_t i = 0; i < g.threadSize(t); ++i) {
      const Event &ev = g[EventId{t, i}];
      if (!ev.isMemAccess())
        continue;
      auto [it, fresh] = firstThread.try_emplace(ev.addr, t);
      if (!fresh && it->second != t)
        shared.insert(ev.addr);
    }
  }
  return shared;
}

} // namespace

std::string valueText(const Event &e) {
  char buf[40];
  if (e.is(kFloat)) {
    float f;
    auto bits = static_cast<uint32_t>(e.value);
    std::memcpy(&f, &bits, sizeof f);
    return std::string(buf, std::to_chars(buf, buf + sizeof buf, f).ptr); // shortest round trip
  }
  if (e.is(kPointer) && e.value != 0) {
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(e.value));
    return buf;
  }
  if (e.is(kDouble)) {
    double d;
    std::memcpy(&d, &e.value, sizeof d);
    return std::string(buf, std::to_chars(buf, buf + sizeof buf, d).ptr);
  }
  return std::to_string(e.value);
}

Report buildReport(const Explorer &ex, const Describer &d, double seconds, bool fullTrace) {
  Report rep;
  rep.model = upper(ex.model().name());
  constexpr std::string_view kRobust = "-robustness";
  if (rep.model.size() > kRobust.size() && ex.model().name().ends_with(kRobust)) {
    // The monitor explores SC executions for a weak model.
    rep.robustAgainst = rep.model.substr(0, rep.model.size() - kRobust.size());
    rep.model = "SC";
  }
  const auto &st = ex.stats();
  rep.executions = st.complete;
  rep.blocked = st.blocked;
  rep.staleAwaits = st.staleAwaits;
  rep.boundHits = st.boundHits;
  rep.erroneous = st.erroneous;
  rep.events = st.events;
  rep.seconds = seconds;
  rep.exhaustive = !ex.stoppedEarly();
  rep.counterRevisitsSkipped = st.counterRevisitsSkipped;
  for (const auto &b : st.boundSites) {
    SiteInfo s = d.site(b.site);
    rep.boundSites.push_back(
        {b.reason == BlockReason::LoopBound ? "loop" : "event", s.file, s.line, b.executions});
  }
  for (const auto &w : st.uninitWarnings) {
    SiteInfo s = d.site(w.site);
    rep.warnings.push_back({std::string(toString(ErrorKind::UninitializedRead)),
                            "a read of __shared__/__local memory that no write had initialised",
                            s.file, s.line, d.location(w.addr, w.site, false), w.executions,
                            s.dir});
  }
  for (const FoundError &fe : ex.errors()) {
    const Graph &g = fe.witness;
    EventDescriber ed(ex, d, g);
    ReportError re;
    re.kind = std::string(toString(fe.kind));
    re.message = fe.message;
    if (fe.kind == ErrorKind::Deadlock && !fe.stuck.empty()) {
      re.message = "every live thread is blocked: ";
      for (size_t i = 0; i < fe.stuck.size(); ++i)
        re.message += (i ? "; " : "") + ed.stuck(fe.stuck[i]);
    }
    re.thread = ex.threadName(fe.thread);
    SiteInfo s = d.site(fe.site);
    re.file = s.file;
    re.dir = s.dir;
    re.line = s.line;
    re.count = fe.count;
    for (EventId e : fe.events)
      if (g.contains(e))
        re.focus.push_back(ed.describe(e));
    // What matters for the error: its events and everything that happened
    // causally before them, except accesses to locations only one thread
    // touches (a thread's own pthread_t, a private buffer): they cannot
    // explain an interleaving. Without focus events, the whole execution.
    std::unordered_set<Addr> sharedLocs = locationsOfSeveralThreads(g);
    auto matters = [&](EventId e) {
      if (fullTrace || fe.events.empty())
        return true;
      bool focus = false, past = false;
      for (EventId f : fe.events)
        if (g.contains(f)) {
          focus = focus || f == e;
          past = past || g[f].porf.contains(e);
        }
      const Event &ev = g[e];
      return focus || (past && (!ev.isMemAccess() || sharedLocs.contains(ev.addr)));
    };
    for (ThreadId t = 0; t < g.numThreads(); ++t) {
      if (!g.hasThread(t))
        continue;
      ReportThread rt{ex.threadName(t), {}};
      for (uint32_t i = 0; i < g.threadSize(t); ++i)
        if (const Event &ev = g[EventId{t, i}]; ev.kind == EventKind::Choice && ev.is(kGuess))
          continue; // the explorer's own guess, not the program's
        else if (matters(EventId{t, i}))
          rt.events.push_back(ed.describe(EventId{t, i}));
        else
          ++re.hiddenEvents;
      if (rt.events.empty())
        ++re.hiddenThreads;
      else
        re.witness.push_back(std::move(rt));
    }
    re.whyNotSc = explainNotSc(g, ex, d, ex.model().name());
    rep.errors.push_back(std::move(re));
  }
  return rep;
}

std::string verdict(const Report &r) {
  if (!r.errors.empty())
    return "error";
  if (r.executions == 0 && r.shardCount <= 1)
    return "inconclusive";
  if (r.boundHits || !r.exhaustive)
    return "bounded";
  return "verified";
}

int exitStatus(const Report &r, bool strictBounds) {
  std::string v = verdict(r);
  if (v == "error")
    return 1;
  if (v == "inconclusive" || (v == "bounded" && strictBounds))
    return 3;
  return 0;
}

} // namespace wmc
