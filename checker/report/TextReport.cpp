// Human-readable report: verdict, the error and the events it is about, the
// witness execution per thread with source lines and read values, why it is
// not SC (weak models), then the summary line.
#include "report/Report.h"

#include <cstdio>

namespace wmc {
namespace {

std::string where(const ReportEvent &e) {
  if (e.file.empty())
    return "";
  return e.file + ":" + std::to_string(e.line);
}

std::string executions(uint64_t n) {
  return std::to_string(n) + (n == 1 ? " execution" : " executions");
}

} // namespace

std::string eventText(const ReportEvent &e, bool orders) {
  std::string s = e.op;
  bool atomic = !e.order.empty() && (orders || e.order != "na");
  if (!e.location.empty()) {
    if (atomic && e.op != "lock" && e.op != "unlock")
      s += "(" + e.order + (e.volatileAtomic ? ",volatile" : "") + ")";
    s += " " + e.location;
    if (e.hasValue)
      s += " = " + e.valueText;
  } else if (e.op == "fence") {
    s += "(" + e.order + ")";
  } else if (e.op == "nondet") {
    s += " = " + e.valueText;
  }
  if (!e.readsFrom.empty())
    s += "  [reads " + (e.readsFrom == "INIT" ? std::string("the initial value") : e.readsFrom) +
         "]";
  return s;
}

std::string renderText(const Report &r) {
  std::string out;
  for (const ReportError &e : r.errors) {
    out += "error: " + e.kind + ": " + e.message;
    if (!e.file.empty())
      out += " at " + e.file + ":" + std::to_string(e.line);
    out += " (thread " + e.thread + ")\n";
    bool race = e.kind == "data-race" || e.kind == "heterogeneous-race";
    for (const ReportEvent &f : e.focus)
      out += "  " + f.thread + "#" + std::to_string(f.index) + ": " + eventText(f, race) +
             (where(f).empty() ? "" : " @ " + where(f)) + "\n";
    if (e.count > 1)
      out += "  (seen in " + std::to_string(e.count) + " executions)\n";
    out += "witness execution under " + r.model + ":\n";
    for (const ReportThread &t : e.witness) {
      out += "  " + t.name + ":\n";
      for (const ReportEvent &ev : t.events) {
        std::string loc = where(ev);
        char num[16];
        std::snprintf(num, sizeof num, "#%-3u", ev.index);
        std::string line = "    " + std::string(num) + " ";
        line += loc.empty() ? std::string(18, ' ')
                            : loc + std::string(loc.size() < 18 ? 18 - loc.size() : 1, ' ');
        line += eventText(ev);
        if (!ev.note.empty())
          line += "  -- " + ev.note;
        out += line + "\n";
      }
    }
    if (e.hiddenEvents)
      out += "  (" + std::to_string(e.hiddenEvents) + " later or unrelated events" +
             (e.hiddenThreads ? " of " + std::to_string(e.hiddenThreads) + " more threads" : "") +
             " not shown; --wmc-full-trace shows them)\n";
    if (!e.whyNotSc.empty()) {
      out += "not sequentially consistent (a cycle in po, rf, co and fr):\n";
      for (const std::string &l : e.whyNotSc)
        out += "  - " + l + "\n";
    }
    out += "\n";
  }
  out += "Summary: model=" + r.model + " complete=" + std::to_string(r.executions) +
         " erroneous=" + std::to_string(r.erroneous) + " blocked=" + std::to_string(r.blocked) +
         " errors=" + std::to_string(r.errors.size());
  char secs[32];
  std::snprintf(secs, sizeof secs, " time=%.2fs", r.seconds);
  out += secs;
  out += "\n";
  if (!r.robustAgainst.empty()) {
    bool violated = false;
    for (const ReportError &e : r.errors)
      violated = violated || e.kind == "not-robust";
    out += violated       ? "not robust against " + r.robustAgainst + "\n"
           : r.exhaustive ? "robust against " + r.robustAgainst + ": no " + r.robustAgainst +
                                " execution is outside SC\n"
                          : "robustness against " + r.robustAgainst +
                                " not decided: the exploration stopped early\n";
  }
  if (r.shardCount > 1)
    out += "note: shard " + std::to_string(r.shardIndex) + "/" + std::to_string(r.shardCount) +
           " of the search tree; 'wmc merge' adds up the JSON reports of all shards\n";
  for (const ReportBoundSite &b : r.boundSites) {
    std::string where =
        b.file.empty() ? std::string("an unknown location") : b.file + ":" + std::to_string(b.line);
    out +=
        "note: " +
        (b.bound == "loop"
             ? "the loop bound (--wmc-unroll) cut " + executions(b.executions) + " in the loop at "
             : "the event bound (--wmc-max-events) cut " + executions(b.executions) + " at ") +
        where + "\n";
  }
  for (const ReportWarning &w : r.warnings)
    out += "warning: " + w.kind + ": " + w.message + " (" + w.location + ") at " + w.file + ":" +
           std::to_string(w.line) + " in " + executions(w.executions) +
           "; --wmc-uninitialized=error makes it an error\n";
  if (r.staleAwaits)
    out += "note: " + std::to_string(r.staleAwaits) + (r.staleAwaits == 1 ? " run" : " runs") +
           " stopped at an await that failed on an overwritten value (every execution "
           "continuing it blocks there; not counted as blocked)\n";
  if (r.boundHits)
    out += "note: " + executions(r.boundHits) +
           " blocked by a bound: the exploration is complete only up to that bound\n";
  if (!r.nondetDomain.empty())
    out += "note: nondeterministic inputs (__VERIFIER_nondet_*) were bounded: each took every "
           "value of " + r.nondetDomain + " that fits its type (--wmc-nondet-domain=LO..HI)\n";
  if (r.counterRevisitsSkipped)
    out += "note: relaxed atomic updates with unused results (counters) were explored in one "
           "order where no access could tell the orders apart; --wmc-exact-rmw-orders explores "
           "every order\n";
  if (verdict(r) == "inconclusive")
    out +=
        "warning: INCONCLUSIVE: no execution completed (" + std::to_string(r.blocked) + " blocked" +
        (r.staleAwaits ? ", " + std::to_string(r.staleAwaits) + " stopped at a stale await" : "") +
        (r.boundHits ? ", " + std::to_string(r.boundHits) + " of them cut by a bound" : "") +
        "): nothing was verified\n";
  if (!r.exhaustive)
    out +=
        r.errors.empty()
            ? "note: stopped at the --wmc-max-executions limit; the exploration is not complete\n"
            : "note: stopped at the first error; use --wmc-keep-going to explore everything\n";
  return out;
}

} // namespace wmc
