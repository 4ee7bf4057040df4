#include "graph/Graph.h"

#include <algorithm>
#include <cassert>

namespace wmc {

std::string EventId::str() const {
  if (isInit())
    return "INIT";
  if (isNone())
    return "NONE";
  return "(" + std::to_string(thread) + "," + std::to_string(index) + ")";
}

std::string_view toString(EventKind k) {
  switch (k) {
  case EventKind::ThreadStart: return "start";
  case EventKind::ThreadCreate: return "create";
  case EventKind::ThreadJoin: return "join";
  case EventKind::ThreadEnd: return "end";
  case EventKind::Read: return "read";
  case EventKind::Write: return "write";
  case EventKind::Fence: return "fence";
  case EventKind::BarrierArrive: return "barrier-arrive";
  case EventKind::BarrierDepart: return "barrier-depart";
  case EventKind::Choice: return "choice";
  }
  return "?";
}

std::string_view toString(SyncOp op) {
  switch (op) {
  case SyncOp::None: return "";
  case SyncOp::Lock: return "lock";
  case SyncOp::Unlock: return "unlock";
  case SyncOp::CondWait: return "cond-wait";
  case SyncOp::CondWake: return "cond-wake";
  case SyncOp::CondSignal: return "signal";
  case SyncOp::CondBroadcast: return "broadcast";
  case SyncOp::SemInit: return "sem-init";
  case SyncOp::SemWait: return "sem-wait";
  case SyncOp::SemPost: return "sem-post";
  case SyncOp::RdLock: return "rdlock";
  case SyncOp::WrLock: return "wrlock";
  case SyncOp::RwUnlock: return "rw-unlock";
  case SyncOp::OnceEnter: return "once";
  case SyncOp::OnceDone: return "once-done";
  }
  return "";
}

EventId Graph::add(ThreadId t, Event ev) {
  if (t >= threads_.size())
    threads_.resize(t + 1);
  auto &events = threads_[t];
  EventId id{t, static_cast<uint32_t>(events.size())};
  ev.stamp = nextStamp_++;
  ev.coPos = kNotInCo; // placed by insertCo
  events.push_back(std::move(ev));
  if (events.back().isRead())
    locState(events.back().addr).reads.push_back(id);
  else if (events.back().isBarrier())
    locState(events.back().addr).arrivals.push_back(id);
  recomputePorf(id);
  return id;
}

void Graph::recomputePorf(EventId id) {
  Event &ev = at(id);
  PorfView v = PorfView::after(id.index > 0 ? &threads_[id.thread][id.index - 1].porf : nullptr, id);
  switch (ev.kind) {
  case EventKind::Read:
  case EventKind::ThreadStart:
  case EventKind::ThreadJoin:
    if (!ev.rf.isInit() && !ev.rf.isNone() && contains(ev.rf))
      v.join((*this)[ev.rf].porf);
    break;
  case EventKind::BarrierDepart: // after every arrival of its generation
    forEachDepartSource(id, [&](EventId a) { v.join((*this)[a].porf); });
    break;
  case EventKind::ThreadCreate:
  case EventKind::ThreadEnd:
  case EventKind::Write:
  case EventKind::Fence:
  case EventKind::BarrierArrive:
  case EventKind::Choice:
    break;
  }
  ev.porf = std::move(v);
}

void Graph::setRf(EventId r, EventId w) {
  Event &ev = at(r);
  ev.rf = w;
  ev.value = valueOf(w, ev.addr);
  if (ev.is(kCas)) {
    bool ok = truncate(ev.value, ev.size) == truncate(ev.expected, ev.size);
    ev.order = ok ? ev.successOrder : ev.failureOrder;
    ev.flags = static_cast<uint16_t>(ok ? ev.flags & ~kCasFailed : ev.flags | kCasFailed);
  }
  recomputePorf(r);
}

Value Graph::valueOf(EventId w, Addr a) const {
  if (w.isInit()) {
    const LocState *loc = findLoc(a);
    return loc ? loc->initValue : 0;
  }
  return (*this)[w].value;
}

void Graph::renumberCo(const std::vector<EventId> &co, size_t from) {
  for (size_t i = from; i < co.size(); ++i)
    at(co[i]).coPos = static_cast<int32_t>(i);
}

void Graph::insertCo(EventId w, size_t pos) {
  auto &co = locState((*this)[w].addr).co;
  assert(pos <= co.size() && (*this)[w].coPos == kNotInCo);
  co.insert(co.begin() + static_cast<std::ptrdiff_t>(pos), w);
  renumberCo(co, pos);
}

void Graph::moveCo(EventId w, size_t pos) {
  auto &co = locState((*this)[w].addr).co;
  auto from = static_cast<size_t>((*this)[w].coPos);
  assert(from < co.size() && co[from] == w && pos < co.size());
  co.erase(co.begin() + static_cast<std::ptrdiff_t>(from));
  co.insert(co.begin() + static_cast<std::ptrdiff_t>(pos), w);
  renumberCo(co, std::min(from, pos));
}

bool Graph::coBefore(EventId a, EventId b) const {
  if (a == b || b.isInit())
    return false;
  if (a.isInit())
    return true;
  return coIndex(a) < coIndex(b);
}

void Graph::pruneLoc(LocState &loc) {
  auto gone = [&](EventId e) { return !contains(e); };
  std::erase_if(loc.reads, gone);
  std::erase_if(loc.arrivals, gone);
  auto first = std::find_if(loc.co.begin(), loc.co.end(), gone);
  if (first == loc.co.end())
    return;
  auto from = static_cast<size_t>(first - loc.co.begin());
  loc.co.erase(std::remove_if(first, loc.co.end(), gone), loc.co.end());
  renumberCo(loc.co, from);
}

void Graph::cutToStamp(Stamp s) {
  std::vector<Addr> touched; // locations that lose events: pruned once each
  for (ThreadId t = 0; t < threads_.size(); ++t) {
    auto &events = threads_[t];
    while (!events.empty() && events.back().stamp > s) {
      if (events.back().isMemAccess() || events.back().isBarrier())
        touched.push_back(events.back().addr);
      events.pop_back();
    }
  }
  while (!threads_.empty() && threads_.back().empty())
    threads_.pop_back();
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  for (Addr a : touched)
    pruneLoc(locState(a));
}

LocState &Graph::locState(Addr a) {
  auto it = locs_.begin() + (lowerBound(a) - locs_.cbegin());
  if (it == locs_.end() || it->first != a)
    it = locs_.emplace(it, a, LocState{});
  return it->second;
}

void Graph::removeFromCo(EventId w) {
  int32_t pos = (*this)[w].coPos;
  if (pos == kNotInCo)
    return;
  auto &co = locState((*this)[w].addr).co;
  co.erase(co.begin() + pos);
  at(w).coPos = kNotInCo;
  renumberCo(co, static_cast<size_t>(pos));
}

size_t Graph::size() const {
  size_t n = 0;
  for (const auto &t : threads_)
    n += t.size();
  return n;
}

} // namespace wmc
