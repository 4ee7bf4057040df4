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
  }
  return "?";
}

EventId Graph::add(ThreadId t, Event ev) {
  if (t >= threads_.size())
    threads_.resize(t + 1);
  auto &events = threads_[t];
  EventId id{t, static_cast<uint32_t>(events.size())};
  ev.stamp = nextStamp_++;
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

void Graph::insertCo(EventId w, size_t pos) {
  auto &co = locState((*this)[w].addr).co;
  assert(pos <= co.size());
  co.insert(co.begin() + static_cast<std::ptrdiff_t>(pos), w);
}

void Graph::moveCo(EventId w, size_t pos) {
  auto &co = locState((*this)[w].addr).co;
  co.erase(std::find(co.begin(), co.end(), w));
  co.insert(co.begin() + static_cast<std::ptrdiff_t>(pos), w);
}

int Graph::coIndex(EventId w) const {
  if (w.isInit())
    return -1;
  const LocState *loc = findLoc((*this)[w].addr);
  if (!loc)
    return -2; // not in co (no location yet)
  const auto &co = loc->co;
  auto it = std::find(co.begin(), co.end(), w);
  return it == co.end() ? -2 : static_cast<int>(it - co.begin());
}

bool Graph::coBefore(EventId a, EventId b) const {
  if (a == b || b.isInit())
    return false;
  if (a.isInit())
    return true;
  return coIndex(a) < coIndex(b);
}

void Graph::removeFromLoc(const Event &ev, EventId id) {
  LocState *loc = const_cast<LocState *>(findLoc(ev.addr));
  if (!loc)
    return;
  auto &list = ev.isRead() ? loc->reads
               : ev.isBarrier() ? loc->arrivals
                                                     : loc->co;
  auto pos = std::find(list.begin(), list.end(), id);
  if (pos != list.end())
    list.erase(pos);
}

void Graph::cutToStamp(Stamp s) {
  for (ThreadId t = 0; t < threads_.size(); ++t) {
    auto &events = threads_[t];
    while (!events.empty() && events.back().stamp > s) {
      EventId id{t, static_cast<uint32_t>(events.size() - 1)};
      if (events.back().isMemAccess() || events.back().isBarrier())
        removeFromLoc(events.back(), id);
      events.pop_back();
    }
  }
  while (!threads_.empty() && threads_.back().empty())
    threads_.pop_back();
}

LocState &Graph::locState(Addr a) {
  auto it = locs_.begin() + (lowerBound(a) - locs_.cbegin());
  if (it == locs_.end() || it->first != a)
    it = locs_.emplace(it, a, LocState{});
  return it->second;
}

void Graph::removeFromCo(EventId w) {
  auto &co = locState((*this)[w].addr).co;
  auto it = std::find(co.begin(), co.end(), w);
  if (it != co.end())
    co.erase(it);
}

size_t Graph::size() const {
  size_t n = 0;
  for (const auto &t : threads_)
    n += t.size();
  return n;
}

} // namespace wmc
