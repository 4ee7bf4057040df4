#!/usr/bin/env python3
"""Private accesses (issue 7 item 5): events and time of programs with the
privacy proofs (default: own-slot and read-only kernel parameters,
thread_local copies that stay with their thread) and without them
(-fplugin-arg-wmc-no-private). The executions must be the same; the events
and the time per execution drop where a proof applies.

    python3 bench/private.py [--build build]

ms_off / ms_on: the fastest of 3 explorations (time_s of the JSON report).
Figures only; the exact counts are checked by test/lit/private/.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPEAT = 3

# (name, program, wmc check options, clang args)
CASES = [("own-slot %dx%d K=%d" % (g, b, k), "own_slot.cu", ["--grid=%d" % g, "--block=%d" % b],
          ["-DK=%d" % k]) for (g, b, k) in ((1, 64, 4), (2, 256, 4), (8, 256, 4), (2, 256, 16))] + [
    ("own-slot+host 2x256 K=4", "own_slot.cu", [], ["-DK=4", "-DWITH_MAIN", "-DGRID=2", "-DBLOCK=256"]),
] + [("read-only %dx%d K=%d" % (g, b, k), "read_only.cu", ["--grid=%d" % g, "--block=%d" % b],
      ["-DK=%d" % k]) for (g, b, k) in ((2, 256, 4), (2, 256, 16), (8, 256, 4))] + [
    ("thread-local T=%d K=%d" % (t, k), "thread_local.c", ["--model=rc11"], ["-DT=%d" % t, "-DK=%d" % k])
    for (t, k) in ((4, 100), (4, 1000), (8, 1000))] + [
    # <wmc/gpu.h> programs: no kernel parameters, so nothing changes.
    ("gpu-launch T=1024", "gpu_launch.c", ["--model=src11"], ["-DT=1024"]),
    ("threadfence N=4", "threadfence_blocks.c", ["--model=src11"], ["-DN=4"]),
]


def run(wmc, program, options, clang_args, tmp):
    """Builds once, explores REPEAT times; the fastest exploration counts."""
    binary = os.path.join(tmp, "bench")
    cmd = [wmc, "check", "-o", binary, "--report=json"] + options + [
        os.path.join(HERE, "programs", program), "--"] + clang_args
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    report = json.loads(out.stdout)
    run_cmd = [binary, "--wmc-report=json"] + ["--wmc-" + o[2:] for o in options]
    if not any(o.startswith("--model") for o in options):
        run_cmd.append("--wmc-model=src11")
    best = report["time_s"]
    for _ in range(REPEAT - 1):
        again = json.loads(subprocess.run(run_cmd, capture_output=True, text=True, timeout=600).stdout)
        if (again["executions"], again["events"]) != (report["executions"], report["events"]):
            sys.exit("%s: the counts differ between two runs" % program)
        best = min(best, again["time_s"])
    return report["executions"], report["events"], best, report["verdict"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    args = ap.parse_args()
    wmc = os.path.join(args.build, "bin", "wmc")
    print("%-26s %6s %10s %10s %9s %9s %8s %s" % ("program", "execs", "events_off", "events_on",
                                                  "ms_off", "ms_on", "speedup", "verdicts"))
    with tempfile.TemporaryDirectory(prefix="wmc-private-") as tmp:
        for name, program, options, clang_args in CASES:
            e_off, ev_off, t_off, v_off = run(wmc, program, options,
                                              clang_args + ["-fplugin-arg-wmc-no-private"], tmp)
            e_on, ev_on, t_on, v_on = run(wmc, program, options, clang_args, tmp)
            same = "same" if (e_off, v_off) == (e_on, v_on) else "DIFFER (%s/%s)" % (e_on, v_on)
            print("%-26s %6d %10d %10d %9.2f %9.2f %7.1fx %s %s" % (
                name, e_off, ev_off, ev_on, 1000 * t_off, 1000 * t_on, t_off / max(t_on, 1e-9),
                v_off, same))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
