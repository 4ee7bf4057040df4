"""Runs a checked binary unsharded and as every shard I/N for N = 1..MAXN,
and checks that the shards add up to the unsharded run: the same complete,
blocked and erroneous counts, the same events, and the same errors with the
same counts; `wmc merge` of the shards' reports must say the same.

usage: shards.py WMC BINARY MAXN FANOUT TMPDIR [RUNTIME_ARGS...]
Prints the unsharded totals and one line per N; exit status 1 on a mismatch.
"""
import json
import os
import subprocess
import sys


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode not in (0, 1, 3):
        sys.exit("%s: exit status %d\n%s" % (" ".join(cmd), p.returncode, p.stderr))
    return p.stdout


def error_key(e):
    if e["kind"] in ("data-race", "heterogeneous-race"):
        return (e["kind"],) + tuple(sorted("%s:%d" % (f["file"], f["line"]) for f in e["focus"]))
    return (e["kind"], "%s:%d" % (e["file"], e["line"]), e["message"] if not e["file"] else "")


def totals(reports):
    t = {"complete": 0, "blocked": 0, "erroneous": 0, "events": 0, "errors": {}}
    for r in reports:
        t["complete"] += r["executions"]
        t["blocked"] += r["blocked"]
        t["erroneous"] += r["erroneous"]
        t["events"] += r["events"]
        for e in r["errors"]:
            k = error_key(e)
            t["errors"][k] = t["errors"].get(k, 0) + e["count"]
    return t


def describe(t):
    errors = sorted("%s x%d" % (k[0], n) for k, n in t["errors"].items())
    return "complete=%d blocked=%d erroneous=%d errors=[%s]" % (
        t["complete"], t["blocked"], t["erroneous"], ", ".join(errors))


def main():
    wmc, binary, maxn, fanout, tmp = sys.argv[1:6]
    args = sys.argv[6:]
    os.makedirs(tmp, exist_ok=True)
    serial = totals([json.loads(run([binary] + args + ["--wmc-report=json"]))])
    print("serial: " + describe(serial))
    ok = True
    for n in range(1, int(maxn) + 1):
        files, reports = [], []
        for i in range(n):
            out = run([binary] + args + ["--wmc-report=json", "--wmc-shard=%d/%d" % (i, n),
                                         "--wmc-shard-fanout=" + fanout])
            files.append(os.path.join(tmp, "shard-%d-of-%d.json" % (i, n)))
            with open(files[-1], "w") as f:
                f.write(out)
            reports.append(json.loads(out))
        union = totals(reports)
        merged = totals([json.loads(run([wmc, "merge", "--report=json"] + files))])
        same = union == serial and merged == serial
        ok = ok and same
        print("N=%d: %s%s" % (n, "equal" if same else "DIFFERENT: " + describe(union) +
                              " merged " + describe(merged),
                              " (every shard explored something)" if all(
                                  r["executions"] + r["blocked"] + r["erroneous"] > 0
                                  for r in reports) else ""))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
