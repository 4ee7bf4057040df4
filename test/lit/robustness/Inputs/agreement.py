#!/usr/bin/env python3
"""Runs C programs both ways and checks that the SC-robustness monitor agrees
with exhaustive exploration (docs/robustness.md).

For each program (a file and its -D flags) and each weak model M (tso, pso):
  * exhaustive: `--wmc-model=sc` and `--wmc-model=M`, both with
    --wmc-keep-going. Every SC graph is an M graph and each graph is
    explored once, so M has a non-SC execution iff it explores more
    executions (complete + erroneous + blocked) than SC;
  * monitor: `--wmc-check=robustness --wmc-model=M --wmc-keep-going`: not
    robust iff the report says "not robust against M".
Both must equal the verdict listed for the program. Prints one line per
program and model; exits 1 on any disagreement.

Usage: agreement.py CLANG PLUGIN INCLUDE WORKDIR LISTFILE RUNTIME...
(RUNTIME...: the link arguments, with the sanitizer flags of that build)
LISTFILE lines: PATH [-DFLAG...] : TSO PSO, with R (robust) or N (not).
"""
import os
import re
import subprocess
import sys

SUMMARY = re.compile(r"^Summary: model=\S+ complete=(\d+) erroneous=(\d+) blocked=(\d+)", re.M)


def run(binary, flags):
    out = subprocess.run([binary] + flags, capture_output=True, text=True, timeout=120)
    m = SUMMARY.search(out.stdout)
    if not m:
        sys.exit(f"no summary from {binary} {' '.join(flags)}:\n{out.stdout}\n{out.stderr}")
    return sum(int(g) for g in m.groups()), out.stdout


def main():
    clang, plugin, include, work, listfile = sys.argv[1:6]
    runtime = sys.argv[6:]
    base = os.path.dirname(os.path.abspath(listfile))
    failures = 0
    for n, line in enumerate(open(listfile)):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        prog, verdicts = line.split(":")
        path, *defines = prog.split()
        expected = dict(zip(("tso", "pso"), verdicts.split()))
        binary = os.path.join(work, f"prog{n}")
        subprocess.run([clang, f"-fplugin={plugin}", f"-I{include}", "-g", "-O1", "-w",
                        *defines, os.path.join(base, path), "-o", binary, *runtime],
                       check=True)
        sc, _ = run(binary, ["--wmc-model=sc", "--wmc-keep-going"])
        for model in ("tso", "pso"):
            weak, _ = run(binary, [f"--wmc-model={model}", "--wmc-keep-going"])
            _, report = run(binary, [f"--wmc-model={model}", "--wmc-check=robustness",
                                     "--wmc-keep-going"])
            exhaustive = "R" if weak == sc else "N"
            fired = f"not robust against {model.upper()}" in report
            robust = f"robust against {model.upper()}:" in report
            monitor = "N" if fired else "R" if robust else "?"
            ok = exhaustive == monitor == expected[model]
            failures += not ok
            print(f"{'ok' if ok else 'MISMATCH'}: {path} {' '.join(defines)} {model}: "
                  f"expected {expected[model]} exhaustive {exhaustive} ({sc} SC, {weak} "
                  f"{model.upper()} executions) monitor {monitor}")
    sys.exit(1 if failures else 0)


main()
