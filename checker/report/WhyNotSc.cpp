#include "report/WhyNotSc.h"

#include <map>

namespace wmc {
namespace {

using Edge = ScCycleStep::Edge;
using Step = ScCycleStep;

std::vector<Step> successors(const Graph &g, EventId e) {
  std::vector<Step> out;
  const Event &ev = g[e];
  if (e.index + 1 < g.threadSize(e.thread))
    out.push_back({e, e.next(), Edge::Po});
  if (ev.kind == EventKind::ThreadCreate) {
    ThreadId c = static_cast<ThreadId>(ev.value);
    if (g.hasThread(c))
      out.push_back({e, EventId{c, 0}, Edge::Sync});
  }
  if (ev.kind == EventKind::ThreadEnd) {
    g.forEach([&](EventId j) {
      if (g[j].kind == EventKind::ThreadJoin && g[j].rf == e)
        out.push_back({e, j, Edge::Sync});
    });
  }
  if (!ev.isMemAccess())
    return out;
  const LocState *loc = g.findLoc(ev.addr);
  if (!loc)
    return out;
  auto coNext = [&](EventId w) -> std::optional<EventId> {
    size_t i = static_cast<size_t>(g.coIndex(w) + 1);
    if (i < loc->co.size())
      return loc->co[i];
    return std::nullopt;
  };
  if (ev.isWrite()) {
    for (EventId r : loc->reads)
      if (g[r].rf == e)
        out.push_back({e, r, Edge::Rf});
    if (auto n = coNext(e))
      out.push_back({e, *n, Edge::Co});
  } else if (auto n = coNext(ev.rf)) {
    out.push_back({e, *n, Edge::Fr});
  }
  return out;
}

} // namespace

std::string relaxedPoReason(const Event &a, const Event &b, bool c11) {
  if (!a.isWrite() || !(b.isRead() || b.isWrite()))
    return "";
  if (b.isRead())
    return c11 ? ", but that orders them only within the thread: no happens-before edge "
                 "carries the store to the other threads before the load, and the SC order "
                 "covers only seq_cst accesses and fences"
               : ", but was still in the store buffer when the load executed";
  return c11 ? ", but a thread that reads the second store without synchronising with it "
               "(a release store read by an acquire load) is not ordered after the first"
             : ", but the stores became visible in the other order";
}

std::vector<ScCycleStep> findNonScCycle(const Graph &g) {
  // Iterative DFS for a cycle (a GPU launch has tens of thousands of events,
  // too deep for recursion); `state`: 0 new, 1 on the path, 2 done.
  std::map<EventId, int> state;
  struct Frame {
    EventId event;
    std::vector<Step> next;
    size_t pos = 0;
  };
  std::vector<Frame> stack;
  std::vector<Step> path; // path[i] leads from stack[i] to stack[i + 1]
  auto enter = [&](EventId e) {
    state[e] = 1;
    stack.push_back({e, successors(g, e)});
  };
  std::vector<Step> cycle;
  g.forEach([&](EventId root) {
    if (!cycle.empty() || state[root] != 0)
      return;
    enter(root);
    while (!stack.empty() && cycle.empty()) {
      Frame &f = stack.back();
      if (f.pos == f.next.size()) {
        state[f.event] = 2;
        stack.pop_back();
        if (!path.empty())
          path.pop_back();
        continue;
      }
      Step s = f.next[f.pos++];
      int st = state[s.to];
      if (st == 1) {
        auto it = path.begin();
        while (it != path.end() && it->from != s.to)
          ++it;
        cycle.assign(it, path.end());
        cycle.push_back(s);
      } else if (st == 0) {
        path.push_back(s);
        enter(s.to);
      }
    }
    stack.clear();
    path.clear();
  });
  return cycle;
}

std::vector<std::string> explainNotSc(const Graph &g, const Explorer &ex, const Describer &d,
                                      std::string_view model) {
  if (model == "sc")
    return {};
  std::vector<Step> cycle = findNonScCycle(g);
  if (cycle.empty())
    return {};
  auto name = [&](EventId e) {
    const Event &ev = g[e];
    SiteInfo s = d.site(ev.site);
    std::string what = ev.isRead()    ? "load " + d.location(ev.addr, ev.site, ev.is(kMutexLoc))
                       : ev.isWrite() ? "store " + d.location(ev.addr, ev.site, ev.is(kMutexLoc)) +
                                            " = " + valueText(ev)
                                      : std::string(toString(ev.kind));
    return ex.threadName(e.thread) + "'s " + what +
           (s.file.empty() ? "" : " (" + s.file + ":" + std::to_string(s.line) + ")");
  };
  // The C11 models (RC11, SRC11) have no store buffers: there a program
  // order step is relaxed because nothing carries it to the other threads.
  bool c11 = ex.model().plainAccessesRace();
  std::vector<std::string> lines;
  for (const Step &s : cycle) {
    const Event &a = g[s.from], &b = g[s.to];
    switch (s.kind) {
    case Edge::Po:
      lines.push_back(name(s.from) + " comes before " + name(s.to) + " in program order" +
                      relaxedPoReason(a, b, c11));
      break;
    case Edge::Sync:
      lines.push_back(name(s.from) + " happens before " + name(s.to));
      break;
    case Edge::Rf:
      lines.push_back(name(s.to) + " reads from " + name(s.from));
      break;
    case Edge::Co:
      lines.push_back(name(s.from) + " is overwritten by " + name(s.to));
      break;
    case Edge::Fr:
      lines.push_back(name(s.from) + " reads a value that " + name(s.to) + " overwrites");
      break;
    }
  }
  return lines;
}

} // namespace wmc
