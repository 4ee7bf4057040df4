"""Scale figures (docs/scale.md): the speed-up of --wmc-jobs=2 over one
process, and the balance of --wmc-shard: for N shards, the largest shard's
executions and time against the mean (1.0 is perfect balance), with a check
that the shards add up to the one-process count.

The jobs table also gives CPU times: cpu1_s of --wmc-jobs=1, cpu2_s of the
parent and both workers of --wmc-jobs=2 (the work stealing's overhead is
cpu2_s - cpu1_s), and cpu_spdup, cpu1_s over the parent's CPU plus the
busiest worker's (--wmc-jobs-stats): the speed-up on an idle machine with
two cores, which a loaded machine's wall times do not show.

Standalone: python3 bench/scale.py [--build B] [--quick] [--only NAME] [--shards]
(the jobs table; --shards adds the shards table)."""
import json
import os
import re
import resource
import subprocess
import sys
import time

# (name, source, defines, model); --quick takes the smaller sizes.
SPEEDUP = [("LB-ring-c11 n=20", "lb_ring_c11.c", ["-DN=20"], "rc11"),
           ("indexer n=15", "indexer.c", ["-DN=15"], "sc")]
QUICK = {"LB-ring-c11 n=20": ("LB-ring-c11 n=14", ["-DN=14"]),
         "indexer n=15": ("indexer n=13", ["-DN=13"])}


def run_full(binary, model, extra):
    """Wall time, executions, CPU time of the process and its workers, and
    the --wmc-jobs-stats lines (stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run([binary, "--wmc-model=" + model, "--wmc-report=json",
                        "--wmc-progress=off"] + extra, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode not in (0, 1, 3):
        sys.exit("%s: exit status %d: %s" % (binary, p.returncode, p.stderr))
    rep = json.loads(p.stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, rep["executions"] + rep["blocked"] + rep["erroneous"] + rep.get("stale_awaits", 0), cpu, p.stderr


def run(binary, model, extra):
    wall, execs, _, _ = run_full(binary, model, extra)
    return wall, execs


def critical_cpu(stats):
    """From --wmc-jobs-stats: the CPU time of the parent (the runs before the
    workers start) plus that of the busiest worker. On an idle machine with
    a core per worker, the wall time is about this; on a loaded one it is
    the figure that does not depend on the load."""
    parent = re.search(r"parent: .* cpu ([0-9.]+) s", stats)
    workers = [float(c) for c in re.findall(r"worker \d+: .* cpu ([0-9.]+) s", stats)]
    if not parent or not workers:
        return None
    return float(parent.group(1)) + max(workers)


def cases(quick):
    for name, src, defines, model in SPEEDUP:
        if quick:
            name, defines = QUICK[name]
        yield name, src, defines, model


def run_scale(compile_case, tmp, only, quick, jobs_only=False):
    print()
    print("%-18s %-5s %10s %9s %9s %8s %9s %9s %8s" % (
        "jobs", "mdl", "execs", "jobs=1_s", "jobs=2_s", "speedup", "cpu1_s", "cpu2_s",
        "cpu_spdup"))
    for name, src, defines, model in cases(quick):
        if only and only not in name:
            continue
        binary = os.path.join(tmp, "s")
        compile_case(src, defines, binary)
        one, execs, cpu1, _ = run_full(binary, model, ["--wmc-jobs=1"])
        two, execs2, cpu2, stats = run_full(binary, model, ["--wmc-jobs=2", "--wmc-jobs-stats"])
        crit = critical_cpu(stats)
        print("%-18s %-5s %10d %9.2f %9.2f %7.2fx %9.2f %9.2f %7.2fx%s" % (
            name, model, execs, one, two, one / two, cpu1, cpu2,
            cpu1 / crit if crit else float("nan"), "" if execs2 == execs else " MISMATCH"))
        sys.stdout.flush()
    if jobs_only:
        return
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


if __name__ == "__main__":
    import argparse
    import tempfile
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import run as bench_run
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                    "..", "build"))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--shards", action="store_true", help="also print the shards table")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        run_scale(lambda src, defines, out: bench_run.compile_case(args.build, src, defines, out),
                  tmp, args.only, args.quick, jobs_only=not args.shards)
