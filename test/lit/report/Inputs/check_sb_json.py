"""Checks wmc's JSON report of the SB test (json-sb.c).

usage: check_sb_json.py REPORT.json SOURCE.c MODEL

The expected values come from the source and from EXPECTED.md (A): SB has 3
executions under SC and 4 under TSO and PSO, and only the extra weak one
has r1 == r2 == 0, which fails the assert in main.
"""
import json
import os
import sys

report_path, source, model = sys.argv[1:4]
with open(report_path) as f:
    rep = json.load(f)  # stdout must hold only the JSON object

lines = open(source).read().splitlines()


def line_of(text):
    hits = [i + 1 for i, l in enumerate(lines) if text in l and "RUN" not in l]
    assert len(hits) == 1, (text, hits)
    return hits[0]


L1 = line_of("x = 1; r1 = y;")
L2 = line_of("y = 1; r2 = x;")
LA = line_of("assert(!(r1 == 0 && r2 == 0));")
base = os.path.basename(source)


def check(cond, what):
    if not cond:
        sys.exit("FAIL: %s\nreport: %s" % (what, json.dumps(rep, indent=1)[:3000]))


for key in ("model", "executions", "erroneous", "blocked", "bound_hits", "events",
            "time_s", "exhaustive", "errors"):
    check(key in rep, "missing key " + key)
check(list(rep) == sorted(rep), "keys are not sorted")
check(rep["model"] == model, "model")
check(rep["blocked"] == 0 and rep["bound_hits"] == 0, "blocked / bound_hits")
check(rep["exhaustive"] is True, "exhaustive (--wmc-keep-going explores all)")

if model == "SC":
    check(rep["executions"] == 3 and rep["erroneous"] == 0, "SC counts: 3 complete")
    check(rep["errors"] == [], "SC: no error")
    print("ok", model)
    sys.exit(0)

check(rep["executions"] == 3 and rep["erroneous"] == 1, "%s counts: 3 complete + 1 erroneous" % model)
check(len(rep["errors"]) == 1, "one error")
e = rep["errors"][0]
check(e["kind"] == "assertion-failure", "kind")
check(e["message"] == "assertion `!(r1 == 0 && r2 == 0)' failed", "message")
check(e["thread"] == "T0", "error thread (main asserts)")
check(os.path.basename(e["file"]) == base and e["line"] == LA, "error file:line")
check(e["count"] == 1, "count")

for ev in e["events"]:
    for key in ("thread", "index", "op", "location", "value", "file", "line"):
        check(key in ev, "event key " + key)


def events(thread):
    evs = [ev for ev in e["events"] if ev["thread"] == thread]
    # Strictly increasing: hidden events (the main thread's own pthread_t
    # accesses) leave gaps.
    idx = [ev["index"] for ev in evs]
    check(idx == sorted(set(idx)) and idx[:1] == [0], thread + " events in program order")
    return evs


def mem(evs):
    return [(ev["op"], ev["location"], ev["value"], os.path.basename(ev["file"]), ev["line"])
            for ev in evs if ev["location"] in ("x", "y", "r1", "r2")]


t1, t2, t0 = events("T0.1"), events("T0.2"), events("T0")
check(t1[0]["op"] == "start" and t1[-1]["op"] == "end", "T0.1 start/end")
check(mem(t1) == [("store", "x", 1, base, L1), ("load", "y", 0, base, L1),
                  ("store", "r1", 0, base, L1)], "T0.1 accesses")
check(mem(t2) == [("store", "y", 1, base, L2), ("load", "x", 0, base, L2),
                  ("store", "r2", 0, base, L2)], "T0.2 accesses")
check(mem(t0) == [("load", "r1", 0, base, LA), ("load", "r2", 0, base, LA)], "T0 accesses")
check(any(ev["op"] == "create T0.1" for ev in t0) and any(ev["op"] == "join T0.2" for ev in t0),
      "T0 creates and joins")
for evs, other, loc, wline in ((t1, "T0.2", "y", L2), (t2, "T0.1", "x", L1)):
    ld = [ev for ev in evs if ev["op"] == "load"][0]
    check(ld["reads_from"] == "INIT", "stale load reads the initial value")
    check(ld["note"] == "%s's store %s = 1 (%s:%d) is not visible yet" % (other, loc, e["file"], wline),
          "stale-read note")
    check(ld["order"] == "na", "plain access order")
check(len(e["not_sc"]) == 4, "not_sc cycle of 4 steps")
check(sum("still in the store buffer" in s for s in e["not_sc"]) == 2, "two store-buffer steps")
print("ok", model)
