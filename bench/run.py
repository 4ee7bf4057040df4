#!/usr/bin/env python3
"""wmc benchmarks: compiles each program with the plugin, explores it under
each model and prints executions, time, executions per second and peak memory
(max RSS of the test process). Figures only — nothing here passes or fails.

    python3 bench/run.py [--build build] [--quick] [--only NAME]

The second table ("cliffs") times shapes that used to grow much faster than
the graph: time per execution against the size of the program. Then come
"jobs" and "shards" (the scale figures of bench/scale.py) and the GPU
launch table, and "throughput" (executions per second per core, on CPU time,
one worker).

Every table but "jobs" runs the test in one process (--wmc-jobs=1; the
default is one worker per core), so its figures compare with earlier ones.

The last case ("memory-flat") is a check: the peak RSS of the same program
after 10^6 executions must be within 10 % of that after 10^4; run.py exits
with status 1 when it is not.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

import scale
import spin

HERE = os.path.dirname(os.path.abspath(__file__))

# (name, source, defines, models)
CASES = [
    ("SB", "sb.c", [], ["sc", "tso", "pso"]),
    ("MP", "mp.c", [], ["sc", "tso", "pso"]),
    ("IRIW", "iriw.c", [], ["sc", "tso", "pso"]),
] + [("LB-ring n=%d" % n, "lb_ring.c", ["-DN=%d" % n], ["sc", "tso", "pso"]) for n in (10, 12, 14, 16, 18)] + [
    ("indexer n=12", "indexer.c", ["-DN=12"], ["sc", "tso", "pso"]),
    ("indexer n=14", "indexer.c", ["-DN=14"], ["sc", "tso"]),
    ("peterson loop x2", "peterson_loop.c", ["-DITER=2"], ["sc", "tso", "pso"]),
] + [("LB-ring-c11 n=%d" % n, "lb_ring_c11.c", ["-DN=%d" % n], ["rc11"]) for n in (12, 14, 16, 18, 20)] + [
    ("SB-c11 n=%d" % n, "sb_n_c11.c", ["-DN=%d" % n], ["rc11"]) for n in (2, 5, 10, 15, 20, 25)
] + [("LB-ring-gpu n=%d" % n, "lb_ring_gpu.c", ["-DN=%d" % n], ["src11"]) for n in (12, 14, 16, 18, 20, 22)] + [
    ("SB-gpu n=%d" % n, "sb_n_gpu.c", ["-DN=%d" % n], ["src11"]) for n in (2, 5, 10, 15, 20, 25)
]


# Cliffs: (name, source, defines, model, size, runtime options). The time per
# execution is explore_s / executions.
CLIFF_LIMIT = ["--wmc-max-executions=10"]
CLIFFS = [("threadfence-2blk N=%d" % n, "threadfence_blocks.c", ["-DN=%d" % n], "src11", n, CLIFF_LIMIT)
          for n in (4, 8, 12, 16, 24, 32, 64, 128, 256)] + [
    ("many-writes K=%d" % k, "many_writes.c", ["-DK=%d" % k], m, k, ["--wmc-max-events=0"])
    for m in ("sc", "rc11") for k in (1250, 2500, 5000, 10000)]

# SC-robustness monitor (docs/robustness.md): (name, source, defines, weak
# model). Each is run exhaustively under the weak model and with
# --wmc-check=robustness, both with --wmc-keep-going (every execution), and
# the monitor once more without it (time to the first violation).
ROBUSTNESS = [("LB-ring n=%d" % n, "lb_ring.c", ["-DN=%d" % n], "tso") for n in (8, 10, 12, 14)] + [
    ("indexer n=%d" % n, "indexer.c", ["-DN=%d" % n], "tso") for n in (12, 13, 14, 15)] + [
    ("SB n=%d" % n, "sb_n_c11.c", ["-DN=%d" % n], "tso") for n in (6, 8, 10, 12)] + [
    ("peterson loop x2", "peterson_loop.c", ["-DITER=2"], "tso")]


# Memory flatness: (name, source, defines, model, executions of the short run
# and of the long run, largest growth of the peak RSS allowed).
MEMORY_FLAT = ("memory-flat reader_writer K=12", "reader_writer.c", ["-DK=12", "-fplugin-arg-wmc--Wno-wmc-data-race"], "sc",
               10**4, 10**6, 0.10)


def compile_case(build, src, defines, out):
    cmd = ["/usr/lib/llvm-19/bin/clang", "-fplugin=%s/lib/libwmc_plugin.so" % build, "-O1",
           "-I%s/../include" % HERE] + defines + [os.path.join(HERE, "programs", src), "-o", out,
                                                  "%s/lib/libwmc_rt.a" % build]
    subprocess.run(cmd, check=True)


def run_case(binary, model, repeat, extra=[]):
    """Runs the test `repeat` times (tiny tests are timed over many runs)."""
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        p = subprocess.run([binary, "--wmc-model=" + model, "--wmc-report=json", "--wmc-jobs=1"] +
                           extra, capture_output=True, text=True)
        el = time.perf_counter() - t0
        rep = json.loads(p.stdout)
        execs = rep["executions"] + rep["blocked"] + rep["erroneous"] + rep.get("stale_awaits", 0)
        rec = (rep["time_s"], el, execs, rep["executions"], rep["blocked"], rep["max_rss_kb"],
               len(rep["errors"]))
        if best is None or rec[0] < best[0]:
            best = rec
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    ap.add_argument("--quick", action="store_true", help="skip the largest cases")
    ap.add_argument("--only", default="", help="run only the cases whose name contains this")
    ap.add_argument("--cliff-timeout", type=int, default=300,
                    help="stop a cliff case after this many seconds")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    ver = subprocess.run(["git", "-C", HERE, "rev-parse", "--short", "HEAD"], capture_output=True,
                         text=True).stdout.strip()
    print("# wmc benchmarks, commit %s, %s, %d cores" % (ver, time.strftime("%Y-%m-%d"), os.cpu_count()))
    print("%-18s %-5s %10s %9s %9s %9s %12s %9s" % ("program", "mdl", "complete", "blocked", "errors",
                                                      "explore_s", "exec/s", "maxRSS_MB"))
    with tempfile.TemporaryDirectory() as tmp:
        for name, src, defines, models in CASES:
            if args.only and args.only not in name:
                continue
            if args.quick and any("n=%d" % n in name for n in (14, 16, 18, 20, 22)):
                continue
            binary = os.path.join(tmp, "t")
            compile_case(build, src, defines, binary)
            for m in models:
                secs, wall, execs, complete, blocked, rss, errors = run_case(
                    binary, m, 3 if execs_small(name) else 1)
                rate = execs / secs if secs > 0 else float("inf")
                print("%-18s %-5s %10d %9d %9d %9.3f %12.0f %9.1f" % (name, m, complete, blocked, errors,
                                                                       secs, rate, rss / 1024.0))
                sys.stdout.flush()
        run_cliffs(build, tmp, args.only, args.quick, args.cliff_timeout)
        run_robustness(build, tmp, args.only, args.quick)
        scale.run_scale(lambda src, defines, out: compile_case(build, src, defines, out), tmp,
                        args.only, args.quick)
        run_gpu_launch(build, tmp, args.only, args.quick)
        spin.run_spin(lambda src, defines, out: compile_case(build, src, defines, out), tmp, args.only)
        run_throughput(build, tmp, args.only)
        if not run_memory_flat(build, tmp, args.only):
            sys.exit(1)


def run_robustness(build, tmp, only, quick):
    print()
    print("%-18s %-4s %10s %10s %10s %10s %8s %11s" % (
        "robustness", "mdl", "weak_execs", "weak_s", "mon_execs", "monitor_s", "verdict",
        "first_viol_s"))
    for name, src, defines, model in ROBUSTNESS:
        if only and only not in name:
            continue
        if quick and any(name.endswith("n=%d" % n) for n in (14, 15)):
            continue
        binary = os.path.join(tmp, "r")
        compile_case(build, src, defines, binary)
        weak = run_json(binary, model, ["--wmc-keep-going"], 600)
        mon = run_json(binary, model, ["--wmc-check=robustness", "--wmc-keep-going"], 600)
        first = run_json(binary, model, ["--wmc-check=robustness"], 600)
        robust = mon["robustness"]["robust"]
        print("%-18s %-4s %10d %10.3f %10d %10.3f %8s %11s" % (
            name, model, weak["executions"] + weak["blocked"] + weak["erroneous"] + weak.get("stale_awaits", 0), weak["time_s"],
            mon["executions"] + mon["blocked"] + mon["erroneous"] + mon.get("stale_awaits", 0), mon["time_s"],
            "robust" if robust else "not", "-" if robust else "%.3f" % first["time_s"]))
        sys.stdout.flush()


def run_memory_flat(build, tmp, only):
    """Peak RSS after few and after many executions of one program: the
    exploration keeps no per-execution state, so memory must not grow."""
    name, src, defines, model, short, long, allowed = MEMORY_FLAT
    if only and only not in name:
        return True
    print()
    binary = os.path.join(tmp, "m")
    compile_case(build, src, defines, binary)
    rss = []
    for n in (short, long):
        rep = run_json(binary, model, ["--wmc-max-executions=%d" % n, "--wmc-progress=off"], None)
        execs = rep["executions"] + rep["blocked"] + rep["erroneous"] + rep.get("stale_awaits", 0)
        print("%-32s %-5s %8d executions %8.3f s  maxRSS %7.1f MB" % (name, model, execs, rep["time_s"],
                                                                   rep["max_rss_kb"] / 1024.0))
        sys.stdout.flush()
        if execs != n:
            print("memory-flat: expected %d executions, got %d" % (n, execs))
            return False
        rss.append(rep["max_rss_kb"])
    growth = (rss[1] - rss[0]) / rss[0]
    ok = growth <= allowed
    print("memory-flat: peak RSS grew %+.1f %% from %d to %d executions (allowed %d %%): %s" %
          (100 * growth, short, long, 100 * allowed, "ok" if ok else "FAILED"))
    return ok


def run_cliffs(build, tmp, only, quick, timeout):
    print()
    print("%-20s %-5s %6s %7s %9s %9s %10s %9s" % ("cliff", "mdl", "size", "execs", "events",
                                                   "explore_s", "ms/exec", "maxRSS_MB"))
    for name, src, defines, model, size, extra in CLIFFS:
        if only and only not in name:
            continue
        if quick and size > (16 if "threadfence" in name else 2500):
            continue
        binary = os.path.join(tmp, "c")
        compile_case(build, src, defines, binary)
        rep = run_json(binary, model, extra, timeout)
        if rep is None:
            print("%-20s %-5s %6d   (more than %d s: stopped)" % (name, model, size, timeout))
            sys.stdout.flush()
            continue
        execs = rep["executions"] + rep["blocked"] + rep["erroneous"] + rep.get("stale_awaits", 0)
        per = 1000.0 * rep["time_s"] / execs if execs else float("nan")
        print("%-20s %-5s %6d %7d %9d %9.3f %10.3f %9.1f" % (name, model, size, execs, rep["events"],
                                                            rep["time_s"], per,
                                                            rep["max_rss_kb"] / 1024.0))
        sys.stdout.flush()


# GPU launch scaling (issue 9, item 4): one execution of a trivial kernel of
# T threads (bench/programs/gpu_launch.c); time, CPU time and peak memory
# must grow linearly with T.
GPU_LAUNCH_SIZES = (1024, 4096, 16384, 65536)


def run_gpu_launch(build, tmp, only, quick, models=("sc", "src11")):
    if only and only not in "gpu-launch":
        return
    print()
    print("%-20s %-5s %9s %9s %9s %9s" % ("gpu-launch", "mdl", "events", "explore_s", "cpu_s",
                                          "maxRSS_MB"))
    for threads in GPU_LAUNCH_SIZES:
        if quick and threads > 16384:
            continue
        binary = os.path.join(tmp, "g")
        compile_case(build, "gpu_launch.c", ["-DT=%d" % threads], binary)
        for m in models:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            rep = run_json(binary, m, [], 600)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            if rep is None:
                print("%-20s %-5s   (more than 600 s: stopped)" % ("T=%d" % threads, m))
                continue
            print("%-20s %-5s %9d %9.3f %9.3f %9.1f" % ("T=%d" % threads, m, rep["events"],
                                                       rep["time_s"], cpu,
                                                       rep["max_rss_kb"] / 1024.0))
            sys.stdout.flush()


# Throughput (issue 9, item 6): executions per second per core, one worker,
# measured on the CPU time (user + system) of the checking process, which is
# steadier than wall time on a shared machine; the least of 3 runs. (name, source, defines,
# models); the plain-int programs race under rc11, so they run under the
# hardware models; Dekker and Peterson are only correct under sc and tso.
THROUGHPUT = [
    ("LB-ring n=15", "lb_ring.c", ["-DN=15"], ["sc", "tso", "pso"]),
    ("LB-ring-c11 n=15", "lb_ring_c11.c", ["-DN=15"], ["rc11"]),
    ("LB-ring-gpu n=15", "lb_ring_gpu.c", ["-DN=15"], ["src11"]),
    ("readers K=10", "reader_writer.c", ["-DK=10"], ["sc", "tso", "pso"]),
    ("casrot n=10", "casrot.c", ["-DN=10"], ["sc", "tso", "pso", "rc11"]),
    ("indexer n=15", "indexer.c", ["-DN=15"], ["sc", "tso", "pso"]),
    ("indexer n=14", "indexer.c", ["-DN=14"], ["rc11"]),
    ("lastzero n=12", "lastzero.c", ["-DN=12"], ["sc", "tso", "pso", "rc11"]),
    ("dekker rounds=3", "dekker_loop.c", ["-DROUNDS=3"], ["sc", "tso"]),
    ("peterson loop x4", "peterson_loop.c", ["-DITER=4"], ["sc", "tso"]),
]
THROUGHPUT_REPEAT = 3


def run_throughput(build, tmp, only):
    if only and only not in "throughput":
        return
    print()
    print("%-18s %-5s %9s %9s %9s %12s" % ("throughput", "mdl", "complete", "blocked", "cpu_s",
                                           "exec/s/core"))
    for name, src, defines, models in THROUGHPUT:
        binary = os.path.join(tmp, "p")
        compile_case(build, src, defines + ["-w"], binary)
        for m in models:
            cpu, rep = None, None
            for _ in range(THROUGHPUT_REPEAT):  # the least CPU time: the least disturbed run
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                rep = run_json(binary, m, ["--wmc-jobs=1", "--wmc-progress=off"], 600)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                if rep is None:
                    break
                run_cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
                cpu = run_cpu if cpu is None else min(cpu, run_cpu)
            if rep is None:
                print("%-18s %-5s   (more than 600 s: stopped)" % (name, m))
                continue
            execs = rep["executions"] + rep["blocked"] + rep["erroneous"] + rep.get("stale_awaits", 0)
            print("%-18s %-5s %9d %9d %9.3f %12.0f" % (name, m, rep["executions"], rep["blocked"], cpu,
                                                     execs / cpu if cpu > 0 else float("inf")))
            sys.stdout.flush()


def run_json(binary, model, extra, timeout):
    try:
        p = subprocess.run([binary, "--wmc-model=" + model, "--wmc-report=json", "--wmc-jobs=1"] + extra,
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(p.stdout)


def execs_small(name):
    return name in ("SB", "MP", "IRIW")


if __name__ == "__main__":
    main()
