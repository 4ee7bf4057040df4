"""Runs a checked binary with one process and with --wmc-jobs=J for each J
given, and checks that the counts, events and errors (with their counts)
are the same.

usage: jobs.py BINARY J1,J2,... [RUNTIME_ARGS...]
Prints the one-process totals and one line per J; exit status 1 on a mismatch.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shards import describe, run, totals  # noqa: E402


def main():
    binary, jobs = sys.argv[1:3]
    args = sys.argv[3:]
    serial = totals([json.loads(run([binary] + args + ["--wmc-report=json", "--wmc-jobs=1"]))])
    print("jobs=1: " + describe(serial))
    ok = True
    for j in jobs.split(","):
        t = totals([json.loads(run([binary] + args + ["--wmc-report=json", "--wmc-jobs=" + j]))])
        same = t == serial
        ok = ok and same
        print("jobs=%s: %s" % (j, "equal" if same else "DIFFERENT: " + describe(t)))
    sys.exit(0 if ok else 1)


main()
