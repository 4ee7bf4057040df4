// Hand-built graphs for model unit tests: events added one by one the way
// the explorer adds them (locations exist before their first access; every
// event is passed to Model::onAdded).
#pragma once

#include "models/Model.h"

#include <memory>
#include <utility>
#include <vector>

namespace wmc::test {

/// The two locations every GraphBuilder has (4 bytes each).
constexpr Addr kGraphX = 0x10, kGraphY = 0x20;

/// Builds graphs event by event, the way the explorer does (locations exist
/// before their first access; every event is passed to Model::onAdded).
class GraphBuilder {
public:
  explicit GraphBuilder(const char *model) : m(createModel(model)) {
    g.locState(kGraphX).size = 4;
    g.locState(kGraphY).size = 4;
  }

  EventId write(ThreadId t, Addr a, Value v, size_t pos, MemOrder o = MemOrder::Plain,
                uint16_t flags = 0) {
    Event e = mem(EventKind::Write, a, o, flags);
    e.value = v;
    EventId id = g.add(t, e);
    g.insertCo(id, pos);
    m->onAdded(g, id);
    return id;
  }
  /// Appends a write at the end of co.
  EventId write(ThreadId t, Addr a, Value v) { return write(t, a, v, g.locState(a).co.size()); }
  EventId read(ThreadId t, Addr a, EventId rf, MemOrder o = MemOrder::Plain, uint16_t flags = 0) {
    EventId id = newRead(t, a, o, flags);
    g.setRf(id, rf);
    m->onAdded(g, id);
    return id;
  }
  /// A read without reads-from yet (for rfCandidates).
  EventId newRead(ThreadId t, Addr a, MemOrder o = MemOrder::Plain, uint16_t flags = 0) {
    return g.add(t, mem(EventKind::Read, a, o, flags));
  }
  /// A write not yet in co (for coCandidates).
  EventId newWrite(ThreadId t, Addr a, Value v, MemOrder o = MemOrder::Plain) {
    Event e = mem(EventKind::Write, a, o, 0);
    e.value = v;
    return g.add(t, e);
  }
  /// An RMW (fetch_add 1) reading from `rf`; its write goes right after rf in co.
  std::pair<EventId, EventId> rmw(ThreadId t, Addr a, EventId rf, MemOrder o = MemOrder::SeqCst) {
    EventId r = read(t, a, rf, o, kRmwAttempt);
    EventId w = write(t, a, g[r].value + 1, static_cast<size_t>(g.coIndex(rf) + 1), o, kRmwWrite);
    return {r, w};
  }
  EventId fence(ThreadId t, MemOrder o = MemOrder::SeqCst) {
    Event e;
    e.kind = EventKind::Fence;
    e.order = o;
    EventId id = g.add(t, e);
    m->onAdded(g, id);
    return id;
  }

  std::vector<EventId> rfCandidates(EventId r) {
    std::vector<EventId> out;
    m->rfCandidates(g, r, out);
    return out;
  }
  std::vector<size_t> coCandidates(EventId w) {
    std::vector<size_t> out;
    m->coCandidates(g, w, out);
    return out;
  }

  Graph g;
  std::unique_ptr<Model> m;

private:
  static Event mem(EventKind k, Addr a, MemOrder o, uint16_t flags) {
    Event e;
    e.kind = k;
    e.addr = a;
    e.size = 4;
    e.order = o;
    e.flags = flags;
    return e;
  }
};

} // namespace wmc::test
