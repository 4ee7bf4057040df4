#!/usr/bin/env python3
"""Run the field-test corpus (test/field) and print the verdict tally.

Each `RUN: %expect N %wmc check ARGS` line of a corpus file is one expected
verdict: exit status N (0 = no error, 1 = an error was found) and, for N == 1,
one of the error kinds of the `PREFIX: error: KIND:` (or PREFIX-DAG) lines
of that RUN line's FileCheck prefix. This script runs each such check with the
built wmc and compares the exit status and the kind of the first error wmc
reports. (lit, via ctest, checks the rest: lines, counts, summaries.)

    test/field/tally.py [--build DIR] [-j N] [-v] [FILE...]
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SUFFIXES = (".c", ".cc", ".cpp", ".cu", ".cl")
RUN_RE = re.compile(r"//\s*RUN:\s*%expect\s+(\d+)\s+%wmc\s+check\s+(.*)$")


def parse(path):
    text = open(path).read()
    xfail = re.search(r"//\s*XFAIL:", text) is not None
    checks = []
    for line in text.splitlines():
        m = RUN_RE.search(line)
        if not m:
            continue
        status = int(m.group(1))
        cmd, _, filecheck = m.group(2).partition("|")
        pm = re.search(r"--check-prefix=(\S+)", filecheck)
        prefix = pm.group(1) if pm else "CHECK"
        kind = None
        if status == 1:
            kinds = re.findall(r"\b%s(?:-DAG)?: error: ([a-z-]+):" % re.escape(prefix), text)
            kind = "|".join(dict.fromkeys(kinds)) or None
        args = [os.path.abspath(path) if a == "%s" else a for a in shlex.split(cmd)]
        checks.append({"status": status, "kind": kind, "args": args, "text": cmd.strip()})
    return xfail, checks


def run(wmc, check):
    proc = subprocess.run([wmc, "check"] + check["args"], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, errors="replace")
    m = re.search(r"^error: ([a-z-]+):", proc.stdout, re.M)
    got_kind = m.group(1) if m else None
    agree = proc.returncode == check["status"] and (
        check["status"] != 1 or check["kind"] is None or got_kind in check["kind"].split("|"))
    return proc.returncode, got_kind, agree


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-v", action="store_true", help="print every check")
    ap.add_argument("files", nargs="*")
    opts = ap.parse_args()
    wmc = os.path.join(opts.build, "bin", "wmc")
    files = opts.files or sorted(os.path.join(HERE, f) for f in os.listdir(HERE)
                                 if f.endswith(SUFFIXES))
    programs = [(f,) + parse(f) for f in files]
    jobs = [(f, c) for f, _, checks in programs for c in checks]
    with concurrent.futures.ThreadPoolExecutor(opts.j) as pool:
        results = dict(zip(map(id, (c for _, c in jobs)),
                           pool.map(lambda fc: run(wmc, fc[1]), jobs)))
    n_checks = n_err = n_agree = n_prog_agree = 0
    print("%-30s %6s %6s %6s  %s" % ("program", "checks", "errors", "agree", "notes"))
    for f, xfail, checks in programs:
        agree = sum(results[id(c)][2] for c in checks)
        errs = sum(c["status"] == 1 for c in checks)
        n_checks += len(checks)
        n_err += errs
        n_agree += agree
        n_prog_agree += agree == len(checks)
        notes = "XFAIL (known defect)" if xfail else ""
        print("%-30s %6d %6d %6d  %s" % (os.path.basename(f), len(checks), errs, agree, notes))
        for c in checks:
            status, kind, ok = results[id(c)]
            if opts.v or not ok:
                print("    %s expect %d%s, got %d%s: %s" % (
                    "ok  " if ok else "DIFF", c["status"], " " + c["kind"] if c["kind"] else "",
                    status, " " + kind if kind else "", c["text"]))
    print()
    print("programs: %d (%d with every verdict agreeing, %d marked XFAIL)" % (
        len(programs), n_prog_agree, sum(x for _, x, _ in programs)))
    print("expected verdicts: %d (%d error, %d no error); agreeing today: %d" % (
        n_checks, n_err, n_checks - n_err, n_agree))
    return 0


if __name__ == "__main__":
    sys.exit(main())
