"""Spin loops (issue 9 item 5): complete executions, and per await mode the
blocked executions and the runs stopped at a stale await, with the time, of
the await-loop programs: plain (every blocked execution runs to its end),
prune (the thread blocks at once; runs stop at stale awaits) and defer (the
default: failed awaits run again after the next write to what they read,
then prune). GenMC v0.11's published figures are beside them where the
program is the same one (the complete counts match). wmc's `blocked` does
not count runs stopped at a stale await; by its Peterson figure, GenMC's
does not either (bench/README.md, "Spin loops").
Stops if the complete counts differ.

    python3 bench/run.py --only spin
"""
import json
import os
import subprocess

# (name, source, defines, models, GenMC's (complete, blocked) under sc or None)
SPIN = [
    ("dekker R=3", "dekker_rounds.c", ["-DR=3"], ["sc", "tso"], None),
    ("peterson R=4", "peterson_loop.c", ["-DITER=4"], ["sc", "tso"], (7360, 10561)),
    ("ttas N=4", "ttas_lock.c", ["-DN=4"], ["sc", "tso", "pso", "rc11"], None),
    ("ticket N=4 R=2", "ticket_lock.c", ["-DN=4", "-DR=2"], ["sc", "tso", "pso", "rc11"], None),
    ("barrier N=4", "sense_barrier.c", ["-DN=4"], ["sc", "tso", "pso", "rc11"], None),
    ("stale-await", "stale_await.c", [], ["sc", "rc11"], None),
]

# The Dekker figures (GenMC's Dekker, 2 threads, 3 rounds, SC):
# not the same program as dekker_rounds.c (166,479 complete there).
GENMC_DEKKER = "GenMC's own Dekker R=3 (sc): complete 166,479, blocked 69,845 (wmc then: 152,116)"

MODES = ["plain", "prune", "defer"]


def run(binary, model, mode):
    p = subprocess.run([binary, "--wmc-model=" + model, "--wmc-report=json", "--wmc-jobs=1", "--wmc-await=" + mode],
                       capture_output=True, text=True)
    rep = json.loads(p.stdout)
    return rep["executions"], rep["blocked"], rep.get("stale_awaits", 0), rep["time_s"]


def run_spin(compile_case, tmp, only):
    if only and only not in "spin":
        return
    print()
    print("# spin loops: blocked executions / runs stopped at a stale await, and seconds, per --wmc-await mode")
    print("%-16s %-5s %9s %13s %13s %13s %7s %7s %7s %16s" %
          ("program", "mdl", "complete", "plain", "prune", "defer", "plain_s", "prune_s", "defer_s",
           "GenMC cmpl/blkd"))
    for name, src, defines, models, genmc in SPIN:
        binary = os.path.join(tmp, "spin")
        compile_case(src, defines, binary)
        for m in models:
            res = [run(binary, m, mode) for mode in MODES]
            if len(set(r[0] for r in res)) != 1:
                raise SystemExit("%s %s: complete counts differ: %s" %
                                 (name, m, ", ".join("%d %s" % (r[0], mode) for r, mode in zip(res, MODES))))
            theirs = "%d/%d" % genmc if genmc and m == "sc" else "-"
            counts = ["%d/%d" % (r[1], r[2]) for r in res]
            print("%-16s %-5s %9d %13s %13s %13s %7.3f %7.3f %7.3f %16s" %
                  ((name, m, res[0][0]) + tuple(counts) + tuple(r[3] for r in res) + (theirs,)), flush=True)
    print(GENMC_DEKKER)
