#include "support/Canonical.h"

#include <algorithm>
#include <cstdio>

namespace wmc::test {
namespace {

std::string hex(Addr a) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(a));
  return buf;
}

std::string ref(EventId e, const std::vector<std::string> &names) {
  if (e.isInit())
    return "INIT";
  if (e.isNone())
    return "NONE";
  std::string n = e.thread < names.size() ? names[e.thread] : "T?" + std::to_string(e.thread);
  return n + ":" + std::to_string(e.index);
}

std::string eventText(const Graph &g, EventId id, const std::vector<std::string> &names) {
  const Event &e = g[id];
  switch (e.kind) {
  case EventKind::ThreadStart: return "S(" + ref(e.rf, names) + ")";
  case EventKind::ThreadCreate:
    return "C(" + (e.value < names.size() ? names[e.value] : std::to_string(e.value)) + ")";
  case EventKind::ThreadJoin: return "J(" + ref(e.rf, names) + ")=" + std::to_string(e.value);
  case EventKind::ThreadEnd: return "E=" + std::to_string(e.value);
  case EventKind::Read:
    return std::string(e.is(kRmwAttempt) ? "Ra" : "R") + hex(e.addr) + "=" +
           std::to_string(e.value) + "<" + ref(e.rf, names) + ">";
  case EventKind::Write:
    return std::string(e.is(kRmwWrite) ? "Wa" : "W") + hex(e.addr) + "=" +
           std::to_string(e.value);
  case EventKind::Fence: return "F." + std::string(toString(e.order));
  case EventKind::BarrierArrive: return "BA" + hex(e.addr) + "#" + std::to_string(e.value);
  case EventKind::BarrierDepart: return "BD" + hex(e.addr) + "#" + std::to_string(e.value);
  case EventKind::Choice: return "CH=" + std::to_string(e.value);
  }
  return "?";
}

} // namespace

std::string canonicalGraph(const Graph &g, const std::vector<std::string> &names) {
  std::vector<std::pair<std::string, ThreadId>> order;
  for (ThreadId t = 0; t < g.numThreads(); ++t)
    if (g.hasThread(t))
      order.emplace_back(t < names.size() ? names[t] : "T?" + std::to_string(t), t);
  std::sort(order.begin(), order.end());
  std::string s;
  for (const auto &[name, t] : order) {
    s += name + ":";
    for (uint32_t i = 0; i < g.threadSize(t); ++i)
      s += " " + eventText(g, EventId{t, i}, names);
    s += "\n";
  }
  std::vector<Addr> addrs;
  for (const auto &[a, loc] : g.locations())
    if (!loc.co.empty())
      addrs.push_back(a);
  std::sort(addrs.begin(), addrs.end());
  for (Addr a : addrs) {
    s += "co " + hex(a) + ":";
    for (EventId w : g.findLoc(a)->co)
      s += " " + ref(w, names);
    s += "\n";
  }
  return s;
}

std::string outcomeString(const Outcome &o) {
  std::string s;
  for (size_t i = 0; i < o.size(); ++i) {
    s += "T0." + std::to_string(i + 1) + "[";
    for (int r = 0; r < kNumRegs; ++r)
      s += (r ? "," : "") + std::to_string(o[i][static_cast<size_t>(r)]);
    s += "] ";
  }
  return s;
}

std::map<int, Value> finalMemory(const Graph &g) {
  std::map<int, Value> m;
  for (const auto &[a, loc] : g.locations()) {
    int idx = locIndex(a);
    if (idx < 0)
      continue;
    m[idx] = loc.co.empty() ? loc.initValue : g[loc.co.back()].value;
  }
  return m;
}

ExecutionRecord makeRecord(const Graph &g, const std::vector<std::string> &names,
                           const Outcome &outcome) {
  ExecutionRecord r;
  r.key = canonicalGraph(g, names) + "regs " + outcomeString(outcome);
  r.outcome = outcome;
  r.memory = finalMemory(g);
  return r;
}

} // namespace wmc::test
