// Execution graphs: events, reads-from, coherence lists, porf views, and the
// two ways of deleting events (cutToStamp, restricted).
#include "graph/Graph.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace wmc {
namespace {

constexpr Addr X = 0x10, Y = 0x20;

Event start(EventId creator = EventId::init()) {
  Event e;
  e.kind = EventKind::ThreadStart;
  e.rf = creator;
  return e;
}
Event create(ThreadId child) {
  Event e;
  e.kind = EventKind::ThreadCreate;
  e.value = child;
  return e;
}
Event read(Addr a) {
  Event e;
  e.kind = EventKind::Read;
  e.addr = a;
  e.size = 4;
  return e;
}
Event write(Addr a, Value v, uint16_t flags = 0) {
  Event e;
  e.kind = EventKind::Write;
  e.addr = a;
  e.size = 4;
  e.value = v;
  e.flags = flags;
  return e;
}

bool contains(const std::vector<EventId> &v, EventId e) {
  return std::find(v.begin(), v.end(), e) != v.end();
}

TEST(EventId, InitAndNone) {
  EXPECT_TRUE(EventId::init().isInit());
  EXPECT_FALSE(EventId::init().isNone());
  EXPECT_TRUE(EventId::none().isNone());
  EXPECT_EQ(EventId::init().str(), "INIT");
  EXPECT_EQ((EventId{2, 3}).str(), "(2,3)");
  EXPECT_EQ((EventId{2, 3}).prev(), (EventId{2, 2}));
  EXPECT_EQ((EventId{2, 3}).next(), (EventId{2, 4}));
  EXPECT_LT((EventId{1, 9}), (EventId{2, 0}));
}

TEST(View, RaiseIncludeJoin) {
  View v;
  EXPECT_TRUE(v.contains(EventId::init()));
  EXPECT_FALSE(v.contains(EventId{0, 0}));
  v.include(EventId{1, 2});
  EXPECT_EQ(v.count(1), 3u);
  EXPECT_TRUE(v.contains(EventId{1, 0}));
  EXPECT_TRUE(v.contains(EventId{1, 2}));
  EXPECT_FALSE(v.contains(EventId{1, 3}));
  v.raise(1, 1); // never lowers
  EXPECT_EQ(v.count(1), 3u);
  View w;
  w.raise(3, 2);
  w.raise(1, 1);
  v.join(w);
  EXPECT_EQ(v.count(1), 3u);
  EXPECT_EQ(v.count(3), 2u);
  EXPECT_EQ(v.count(2), 0u);
  EXPECT_EQ(v.count(7), 0u);
}

TEST(PorfView, AfterAndJoin) {
  PorfView a0 = PorfView::after(nullptr, EventId{0, 0});
  EXPECT_TRUE(a0.contains(EventId::init()));
  EXPECT_TRUE(a0.contains(EventId{0, 0}));
  EXPECT_FALSE(a0.contains(EventId{0, 1}));
  EXPECT_FALSE(a0.contains(EventId{1, 0}));
  PorfView b0 = PorfView::after(nullptr, EventId{1, 0});
  PorfView b1 = PorfView::after(&b0, EventId{1, 1});
  EXPECT_EQ(b1.count(1), 2u);
  PorfView a1 = PorfView::after(&a0, EventId{0, 1});
  a1.join(b1); // a1 reads from (1,1)
  EXPECT_TRUE(a1.contains(EventId{1, 1}));
  EXPECT_TRUE(a1.contains(EventId{0, 1}));
  EXPECT_EQ(a1.count(1), 2u);
  EXPECT_EQ(a1.count(0), 2u);
  EXPECT_EQ(a1.count(5), 0u);
  // The part about other threads is inherited by later events of the thread...
  PorfView a2 = PorfView::after(&a1, EventId{0, 2});
  EXPECT_TRUE(a2.contains(EventId{1, 1}));
  EXPECT_EQ(a2.count(0), 3u);
  // ...and never shared back: joining into a2 does not change a1.
  PorfView c0 = PorfView::after(nullptr, EventId{2, 0});
  a2.join(c0);
  EXPECT_TRUE(a2.contains(EventId{2, 0}));
  EXPECT_FALSE(a1.contains(EventId{2, 0}));
  // Joining a smaller view changes nothing.
  PorfView a3 = a2;
  a3.join(b0);
  EXPECT_EQ(a3.count(1), 2u);
  EXPECT_EQ(a3.count(2), 1u);
}

TEST(Types, TruncateAndRmw) {
  EXPECT_EQ(truncate(0x1234'5678'9abcull, 4), 0x5678'9abcull);
  EXPECT_EQ(truncate(0x1ff, 1), 0xffu);
  EXPECT_EQ(truncate(~0ull, 8), ~0ull);
  EXPECT_EQ(applyRmw(RmwOp::Add, 0xffffffff, 1, 4), 0u); // wraps at the access size
  EXPECT_EQ(applyRmw(RmwOp::Xchg, 5, 7, 4), 7u);
  EXPECT_EQ(applyRmw(RmwOp::Sub, 0, 1, 4), 0xffffffffu);
  EXPECT_EQ(applyRmw(RmwOp::Max, 0xffffffff, 1, 4), 1u); // signed: -1 < 1
  EXPECT_EQ(applyRmw(RmwOp::UMax, 0xffffffff, 1, 4), 0xffffffffu);
  EXPECT_EQ(applyRmw(RmwOp::UIncWrap, 3, 3, 4), 0u);
  EXPECT_EQ(applyRmw(RmwOp::UDecWrap, 0, 3, 4), 3u);
}

TEST(Graph, AddAssignsIdsStampsAndRegistersReads) {
  Graph g;
  EXPECT_EQ(g.size(), 0u);
  EventId s = g.add(0, start());
  EventId r = g.add(0, read(X));
  EventId w = g.add(1, write(X, 1));
  EXPECT_EQ(s, (EventId{0, 0}));
  EXPECT_EQ(r, (EventId{0, 1}));
  EXPECT_EQ(w, (EventId{1, 0}));
  EXPECT_LT(g[s].stamp, g[r].stamp);
  EXPECT_LT(g[r].stamp, g[w].stamp);
  EXPECT_EQ(g.nextStamp(), g[w].stamp + 1);
  EXPECT_EQ(g.size(), 3u);
  EXPECT_EQ(g.numThreads(), 2u);
  EXPECT_EQ(g.threadSize(0), 2u);
  EXPECT_EQ(g.last(0), r);
  EXPECT_TRUE(g.contains(r));
  EXPECT_TRUE(g.contains(EventId::init()));
  EXPECT_FALSE(g.contains(EventId{0, 2}));
  EXPECT_FALSE(g.contains(EventId{5, 0}));
  ASSERT_NE(g.findLoc(X), nullptr);
  EXPECT_EQ(g.findLoc(X)->reads, std::vector<EventId>{r});
  EXPECT_TRUE(g.findLoc(X)->co.empty()); // writes are placed with insertCo
  EXPECT_EQ(g[r].rf, EventId::none());
}

TEST(Graph, EmptyThreadSlots) {
  Graph g;
  g.add(2, start());
  EXPECT_EQ(g.numThreads(), 3u);
  EXPECT_FALSE(g.hasThread(0));
  EXPECT_FALSE(g.hasThread(1));
  EXPECT_TRUE(g.hasThread(2));
  EXPECT_FALSE(g.hasThread(7));
  std::vector<EventId> seen;
  g.forEach([&](EventId e) { seen.push_back(e); });
  EXPECT_EQ(seen, std::vector<EventId>{(EventId{2, 0})});
}

TEST(Graph, CoherenceInsertMoveRemove) {
  Graph g;
  EventId a = g.add(0, write(X, 1));
  EventId b = g.add(1, write(X, 2));
  EventId c = g.add(2, write(X, 3));
  g.insertCo(a, 0);
  g.insertCo(b, 0); // before a
  g.insertCo(c, 1); // between b and a
  EXPECT_EQ(g.findLoc(X)->co, (std::vector<EventId>{b, c, a}));
  EXPECT_EQ(g.coIndex(b), 0);
  EXPECT_EQ(g.coIndex(c), 1);
  EXPECT_EQ(g.coIndex(a), 2);
  EXPECT_EQ(g.coIndex(EventId::init()), -1);
  EXPECT_TRUE(g.coBefore(EventId::init(), b));
  EXPECT_TRUE(g.coBefore(b, a));
  EXPECT_FALSE(g.coBefore(a, b));
  EXPECT_FALSE(g.coBefore(a, a));
  EXPECT_FALSE(g.coBefore(a, EventId::init()));
  g.moveCo(a, 0);
  EXPECT_EQ(g.findLoc(X)->co, (std::vector<EventId>{a, b, c}));
  g.moveCo(a, 2);
  EXPECT_EQ(g.findLoc(X)->co, (std::vector<EventId>{b, c, a}));
  g.removeFromCo(c);
  EXPECT_EQ(g.findLoc(X)->co, (std::vector<EventId>{b, a}));
  EXPECT_EQ(g.coIndex(c), -2); // not in co
  g.removeFromCo(c);           // no-op
  EXPECT_EQ(g.findLoc(X)->co.size(), 2u);
}

TEST(Graph, SetRfSetsValueFromWriteOrInit) {
  Graph g;
  g.locState(X).initValue = 42;
  EventId w = g.add(0, write(X, 7));
  g.insertCo(w, 0);
  EventId r1 = g.add(1, read(X));
  g.setRf(r1, EventId::init());
  EXPECT_EQ(g[r1].value, 42u);
  EXPECT_EQ(g.valueOf(EventId::init(), X), 42u);
  EXPECT_EQ(g.valueOf(EventId::init(), Y), 0u); // unknown location
  g.setRf(r1, w);
  EXPECT_EQ(g[r1].rf, w);
  EXPECT_EQ(g[r1].value, 7u);
}

TEST(Graph, SetRfOfCasPicksSuccessOrFailureOrder) {
  Graph g;
  EventId w = g.add(0, write(X, 1));
  g.insertCo(w, 0);
  Event cas = read(X);
  cas.flags = kCas | kRmwAttempt;
  cas.expected = 1;
  cas.successOrder = MemOrder::AcqRel;
  cas.failureOrder = MemOrder::Acquire;
  EventId r = g.add(1, cas);
  g.setRf(r, w);
  EXPECT_EQ(g[r].order, MemOrder::AcqRel);
  g.setRf(r, EventId::init());
  EXPECT_EQ(g[r].order, MemOrder::Acquire);
}

TEST(Graph, PorfFollowsPoRfCreateAndJoin) {
  Graph g;
  // T0: start, create(T1), create(T2), join(T1)
  // T1: start, W x
  // T2: start, R x (from T1's write)
  g.add(0, start());
  EventId c1 = g.add(0, create(1));
  EventId c2 = g.add(0, create(2));
  g.add(1, start(c1));
  EventId w = g.add(1, write(X, 1));
  g.insertCo(w, 0);
  EventId s2 = g.add(2, start(c2));
  EventId r = g.add(2, read(X));
  EXPECT_TRUE(g[s2].porf.contains(c2));
  EXPECT_TRUE(g[s2].porf.contains(c1)); // po-before c2
  EXPECT_FALSE(g[r].porf.contains(w));  // no rf yet
  g.setRf(r, w);
  const auto &v = g[r].porf;
  EXPECT_TRUE(v.contains(r));
  EXPECT_TRUE(v.contains(w));
  EXPECT_TRUE(v.contains(EventId{1, 0}));
  EXPECT_EQ(v.count(0), 3u);
  EXPECT_FALSE(g[w].porf.contains(c2)); // T1 was created before c2
  EXPECT_EQ(g[w].porf.count(0), 2u);
  Event join;
  join.kind = EventKind::ThreadJoin;
  join.rf = w;
  EventId j = g.add(0, join);
  EXPECT_TRUE(g[j].porf.contains(w));
  EXPECT_FALSE(g[j].porf.contains(r));
  // Reading INIT adds nothing but the event itself and its po-prefix.
  g.setRf(r, EventId::init());
  EXPECT_FALSE(g[r].porf.contains(w));
  EXPECT_EQ(g[r].porf.count(2), 2u);
}

TEST(Graph, CutToStampDropsLaterEventsEverywhere) {
  Graph g;
  EventId w1 = g.add(0, write(X, 1));
  g.insertCo(w1, 0);
  EventId r1 = g.add(1, read(X));
  g.setRf(r1, w1);
  Stamp keep = g.nextStamp() - 1; // everything so far
  EventId w2 = g.add(0, write(X, 2));
  g.insertCo(w2, 0); // co-before w1
  EventId r2 = g.add(1, read(X));
  g.setRf(r2, w2);
  g.add(2, write(Y, 1));
  g.insertCo(EventId{2, 0}, 0);
  ASSERT_EQ(g.findLoc(X)->co, (std::vector<EventId>{w2, w1}));
  g.cutToStamp(keep);
  EXPECT_EQ(g.size(), 2u);
  EXPECT_EQ(g.threadSize(0), 1u);
  EXPECT_EQ(g.threadSize(1), 1u);
  EXPECT_EQ(g.numThreads(), 2u); // the emptied last thread slot is dropped
  EXPECT_EQ(g.findLoc(X)->co, std::vector<EventId>{w1});
  EXPECT_EQ(g.findLoc(X)->reads, std::vector<EventId>{r1});
  EXPECT_TRUE(g.findLoc(Y)->co.empty());
  EXPECT_EQ(g[r1].rf, w1);
  // New events continue the stamp sequence (stamps are never reused).
  EventId again = g.add(0, write(X, 3));
  EXPECT_EQ(again, (EventId{0, 1}));
  EXPECT_GT(g[again].stamp, keep);
}

TEST(Graph, CutToStampKeepsEventsAddedBeforeEvenIfLaterInPo) {
  Graph g;
  EventId a = g.add(0, write(X, 1)); // stamp 1
  g.insertCo(a, 0);
  EventId b = g.add(1, read(X)); // stamp 2
  g.setRf(b, a);
  EventId c = g.add(0, write(X, 2)); // stamp 3
  g.insertCo(c, 1);
  g.cutToStamp(g[b].stamp);
  EXPECT_TRUE(g.contains(a));
  EXPECT_TRUE(g.contains(b));
  EXPECT_FALSE(g.contains(c));
  EXPECT_EQ(g.findLoc(X)->co, std::vector<EventId>{a});
}

TEST(Graph, RestrictedKeepsPrefixesAndFiltersLists) {
  Graph g;
  g.locState(X).initValue = 5;
  g.locState(X).size = 4;
  EventId a0 = g.add(0, write(X, 1));
  EventId a1 = g.add(0, read(Y));
  EventId b0 = g.add(1, write(Y, 1));
  EventId b1 = g.add(1, write(X, 2));
  EventId c0 = g.add(2, read(X));
  g.insertCo(a0, 0);
  g.insertCo(b0, 0);
  g.insertCo(b1, 0);
  g.setRf(a1, b0);
  g.setRf(c0, a0);
  Graph h = g.restricted([&](EventId e) { return e != b1 && e.thread != 2; });
  EXPECT_EQ(h.size(), 3u);
  EXPECT_TRUE(h.contains(a0));
  EXPECT_TRUE(h.contains(a1));
  EXPECT_TRUE(h.contains(b0));
  EXPECT_FALSE(h.contains(b1));
  EXPECT_FALSE(h.hasThread(2));
  EXPECT_EQ(h.findLoc(X)->co, std::vector<EventId>{a0});
  EXPECT_TRUE(h.findLoc(X)->reads.empty());
  EXPECT_EQ(h.findLoc(Y)->co, std::vector<EventId>{b0});
  EXPECT_EQ(h.findLoc(Y)->reads, std::vector<EventId>{a1});
  EXPECT_EQ(h.findLoc(X)->initValue, 5u);
  EXPECT_EQ(h.findLoc(X)->size, 4u);
  EXPECT_EQ(h.nextStamp(), g.nextStamp());
  EXPECT_EQ(h[a1].rf, b0);
  EXPECT_EQ(h[a1].value, 1u);
  // The original is untouched.
  EXPECT_EQ(g.size(), 5u);
  EXPECT_EQ(g.findLoc(X)->co.size(), 2u);
}

TEST(Graph, RestrictedStopsAtTheFirstDroppedEventOfAThread) {
  Graph g;
  EventId a0 = g.add(0, write(X, 1));
  EventId a1 = g.add(0, write(X, 2));
  EventId a2 = g.add(0, write(X, 3));
  g.insertCo(a0, 0);
  g.insertCo(a1, 1);
  g.insertCo(a2, 2);
  Graph h = g.restricted([&](EventId e) { return e != a1; });
  EXPECT_EQ(h.threadSize(0), 1u); // a2 goes with a1: deleted events form a po-suffix
  EXPECT_EQ(h.findLoc(X)->co, std::vector<EventId>{a0});
}

TEST(Graph, ReadsListKeepsInsertionOrder) {
  Graph g;
  EventId r1 = g.add(1, read(X));
  EventId r0 = g.add(0, read(X));
  EventId r2 = g.add(1, read(X));
  EXPECT_EQ(g.findLoc(X)->reads, (std::vector<EventId>{r1, r0, r2}));
  g.cutToStamp(g[r0].stamp);
  EXPECT_EQ(g.findLoc(X)->reads, (std::vector<EventId>{r1, r0}));
  EXPECT_TRUE(contains(g.findLoc(X)->reads, r0));
}

// Event::coPos must agree with the co lists after every kind of change:
// insertion anywhere, moves, removal, cuts to a stamp and restricted copies.
void expectCoPositionsMatchLists(const Graph &g) {
  g.forEach([&](EventId e) {
    if (!g[e].isWrite())
      return;
    const auto &co = g.findLoc(g[e].addr)->co;
    auto it = std::find(co.begin(), co.end(), e);
    int expected = it == co.end() ? kNotInCo : static_cast<int>(it - co.begin());
    ASSERT_EQ(g.coIndex(e), expected) << e.str();
  });
}

TEST(Graph, CoPositionsFollowRandomEdits) {
  std::mt19937 rng(7);
  auto pick = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
  Graph g;
  for (ThreadId t = 0; t < 3; ++t)
    g.add(t, start());
  std::vector<Stamp> marks;
  for (int step = 0; step < 2000; ++step) {
    Addr a = pick(2) ? X : Y;
    auto &co = g.locState(a).co;
    switch (pick(6)) {
    case 0:
    case 1: { // a new write anywhere in co
      EventId w = g.add(static_cast<ThreadId>(pick(3)), write(a, 1));
      g.insertCo(w, pick(co.size() + 1));
      break;
    }
    case 2: // move a write
      if (!co.empty())
        g.moveCo(co[pick(co.size())], pick(co.size()));
      break;
    case 3: // take a write out and put it back elsewhere
      if (!co.empty()) {
        EventId w = co[pick(co.size())];
        g.removeFromCo(w);
        g.insertCo(w, pick(co.size() + 1));
      }
      break;
    case 4: // remember a stamp to cut back to
      marks.push_back(g.nextStamp() - 1);
      break;
    case 5: // cut, or copy keeping a stamp prefix
      if (!marks.empty()) {
        Stamp s = marks[pick(marks.size())];
        if (pick(2)) {
          g.cutToStamp(s);
        } else {
          Graph copy;
          g.restrictInto(copy, [&](EventId e) { return g[e].stamp <= s; });
          g = copy;
        }
        std::erase_if(marks, [&](Stamp m) { return m > s; });
      }
      break;
    }
    expectCoPositionsMatchLists(g);
    if (HasFatalFailure())
      return;
  }
}

} // namespace
} // namespace wmc
