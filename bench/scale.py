"""Scale figures (docs/scale.md): the speed-up of --wmc-jobs=2 over one
process, and the balance of --wmc-shard: for N shards, the largest shard's
executions and time against the mean (1.0 is perfect balance), with a check
that the shards add up to the one-process count."""
import json
import os
import subprocess
import sys
import time

# (name, source, defines, model); --quick takes the smaller sizes.
SPEEDUP = [("LB-ring-c11 n=20", "lb_ring_c11.c", ["-DN=20"], "rc11"),
           ("indexer n=15", "indexer.c", ["-DN=15"], "sc")]
QUICK = {"LB-ring-c11 n=20": ("LB-ring-c11 n=14", ["-DN=14"]),
         "indexer n=15": ("indexer n=13", ["-DN=13"])}


def run(binary, model, extra):
    t0 = time.perf_counter()
    p = subprocess.run([binary, "--wmc-model=" + model, "--wmc-report=json",
                        "--wmc-progress=off"] + extra, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if p.returncode not in (0, 1, 3):
        sys.exit("%s: exit status %d: %s" % (binary, p.returncode, p.stderr))
    rep = json.loads(p.stdout)
    return wall, rep["executions"] + rep["blocked"] + rep["erroneous"]


def cases(quick):
    for name, src, defines, model in SPEEDUP:
        if quick:
            name, defines = QUICK[name]
        yield name, src, defines, model


def run_scale(compile_case, tmp, only, quick):
    print()
    print("%-18s %-5s %10s %9s %9s %8s" % ("jobs", "mdl", "execs", "jobs=1_s", "jobs=2_s",
                                           "speedup"))
    for name, src, defines, model in cases(quick):
        if only and only not in name:
            continue
        binary = os.path.join(tmp, "s")
        compile_case(src, defines, binary)
        one, execs = run(binary, model, ["--wmc-jobs=1"])
        two, execs2 = run(binary, model, ["--wmc-jobs=2"])
        print("%-18s %-5s %10d %9.2f %9.2f %7.2fx%s" % (name, model, execs, one, two, one / two,
                                                         "" if execs2 == execs else " MISMATCH"))
        sys.stdout.flush()
    print()
    print("%-18s %-5s %6s %10s %12s %12s %6s" % ("shards", "mdl", "N", "execs", "imbal_execs",
                                                 "imbal_time", "sum"))
    for name, src, defines, model in cases(quick):
        if only and only not in name:
            continue
        binary = os.path.join(tmp, "s")
        compile_case(src, defines, binary)
        _, serial = run(binary, model, [])
        for n in (16, 64):
            shards = [run(binary, model, ["--wmc-shard=%d/%d" % (i, n)]) for i in range(n)]
            execs = [e for _, e in shards]
            times = [t for t, _ in shards]
            print("%-18s %-5s %6d %10d %12.2f %12.2f %6s" % (
                name, model, n, serial, max(execs) / (sum(execs) / n), max(times) / (sum(times) / n),
                "ok" if sum(execs) == serial else "WRONG"))
            sys.stdout.flush()
