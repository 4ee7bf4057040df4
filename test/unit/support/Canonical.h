// The canonical text of an execution graph, used to compare the executions
// the explorer produces with the ones the brute-force enumerator finds.
//
// Format (one line per thread, then one per location's coherence order):
//   T0.1: S(T0:1) W0x10=1 R0x20=0<INIT> Ra0x10=1<T0.2:1> Wa0x10=2 F.sc E
//   co 0x10: T0.1:1 T0.2:2
// Events: S start, C(child) create, J join, E end, R read (Ra: read of an
// RMW/CAS), W write (Wa: write of an RMW), F fence; <src> is the reads-from
// source as threadName:index or INIT. Thread lines are sorted by name.
#pragma once

#include "graph/Graph.h"
#include "support/Script.h"

#include <map>
#include <string>
#include <vector>

namespace wmc::test {

/// `names[t]` is the name of thread t.
std::string canonicalGraph(const Graph &g, const std::vector<std::string> &names);
std::string outcomeString(const Outcome &o);
/// Final (co-last) value of every shared location (not mutexes) in g.
std::map<int, Value> finalMemory(const Graph &g);
/// Record of a finished execution: canonical graph, registers, memory.
ExecutionRecord makeRecord(const Graph &g, const std::vector<std::string> &names,
                           const Outcome &outcome);

} // namespace wmc::test
