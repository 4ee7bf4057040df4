#!/usr/bin/env python3
"""Fix-it round trip: apply the analysis's fix-its to each buggy twin and re-explore.

For every buggy twin of the corpus (README.md) this runs
`wmc analyze --report=json FILE`; if the diagnostics carry fix-its, it copies
the file to a temporary directory, applies the fix-its (byte offsets and
lengths of the original file, applied back to front, identical edits once),
and runs the file's own explorer command (`wmc check` + its `// EXPLORE:`
arguments) on the original and on the fixed copy. The fix works when the
explorer finds the error in the original and no error in the fixed copy.

    test/lit/analysis/corpus/roundtrip.py [--wmc PATH] [--check] [--keep DIR] [-v] [FILE...]

With --check, exits 1 if any fix-it cannot be applied or leaves the error;
twins without fix-its are listed but are not failures. Exit 2 for a
malformed corpus file.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_files  # noqa: E402

ERROR_RE = re.compile(r"^error: ([a-z-]+): .* at \S+:(\d+) \(thread", re.M)


class FixitError(Exception):
    """Fix-its that cannot be applied to the copy."""


def line_column(data, offset):
    """1-based line and byte column of a byte offset."""
    line_start = data.rfind(b"\n", 0, offset) + 1
    return data.count(b"\n", 0, offset) + 1, offset - line_start + 1


def collect_fixits(diagnostics, path, data):
    """The distinct edits of all diagnostics, checked against the original file."""
    edits = {}
    for diag in diagnostics:
        for fix in diag.get("fixits", []):
            if not corpus_files.same_file(fix["file"], path):
                raise FixitError("a fix-it edits another file, %s" % fix["file"])
            end = fix["offset"] + fix["length"]
            if end > len(data):
                raise FixitError("fix-it at byte %d+%d is past the end of the file (%d bytes)"
                                 % (fix["offset"], fix["length"], len(data)))
            where = line_column(data, fix["offset"])
            said = (fix.get("line"), fix.get("column"))
            if said != where:
                raise FixitError("fix-it at byte %d is %d:%d, the JSON says %s:%s"
                                 % ((fix["offset"],) + where + said))
            edits[(fix["offset"], fix["length"], fix["replacement"])] = True
    ordered = sorted(edits)
    for (o1, l1, r1), (o2, l2, r2) in zip(ordered, ordered[1:]):
        if o2 < o1 + l1 or (o1 == o2 and l1 == l2 == 0):
            raise FixitError("conflicting fix-its at bytes %d and %d" % (o1, o2))
    return ordered


def apply_fixits(data, edits):
    for offset, length, replacement in reversed(edits):
        data = data[:offset] + replacement.encode("utf-8") + data[offset + length:]
    return data


def explore(wmc, args, path, timeout=300):
    """(exit status, first error as `kind@line` or a message) of `wmc check`."""
    try:
        proc = subprocess.run([wmc, "check"] + args + [path], cwd=os.path.dirname(path),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              errors="replace", timeout=timeout)
    except OSError as e:
        return None, "cannot run %s: %s" % (wmc, e.strerror)
    except subprocess.TimeoutExpired:
        return None, "wmc check took more than %d s" % timeout
    m = ERROR_RE.search(proc.stdout)
    if m:
        return proc.returncode, "%s@%s" % (m.group(1), m.group(2))
    if proc.returncode == 0:
        return 0, "clean"
    why = next((l for l in proc.stderr.splitlines() if l.strip()), "no message")
    return proc.returncode, "exit status %d: %s" % (proc.returncode, why.strip())


class Trip:
    """One twin's round trip."""

    def __init__(self, program):
        self.program = program
        self.edits = []
        self.before = self.after = self.analysis_after = ""
        self.verdict = ""
        self.failed = False

    def fail(self, verdict):
        self.verdict = verdict
        self.failed = True


def round_trip(wmc, program, workdir):
    trip = Trip(program)
    result = corpus_files.analyze(wmc, program.path)
    if result.failure:
        trip.fail("FAILED: analysis: " + result.failure)
        return trip
    with open(program.path, "rb") as f:
        original = f.read()
    try:
        trip.edits = collect_fixits(result.diagnostics, program.path, original)
    except FixitError as e:
        trip.fail("FAILED: " + str(e))
        return trip
    if not trip.edits:
        trip.verdict = "no fix-it"
        return trip
    status, trip.before = explore(wmc, program.explore_args, program.path)
    if status != 1:
        trip.fail("FAILED: the original shows no error (%s)" % trip.before)
        return trip
    copy_dir = os.path.join(workdir, os.path.splitext(program.name)[0])
    os.makedirs(copy_dir, exist_ok=True)
    copy = os.path.join(copy_dir, program.name)
    with open(copy, "wb") as f:
        f.write(apply_fixits(original, trip.edits))
    fixed = corpus_files.analyze(wmc, copy)
    trip.analysis_after = (fixed.failure and "failed") or (
        " ".join(corpus_files.describe(d, copy) for d in fixed.diagnostics) or "silent")
    status, trip.after = explore(wmc, program.explore_args, copy)
    if status == 0:
        trip.verdict = "fixed"
    elif status == 1:
        trip.fail("ERROR REMAINS")
    else:
        trip.fail("FAILED: the fixed copy: " + trip.after)
    return trip


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wmc", default=corpus_files.default_wmc(), help="the wmc binary")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if a fix-it cannot be applied or leaves the error")
    ap.add_argument("--keep", metavar="DIR", help="keep the fixed copies in DIR")
    ap.add_argument("-v", action="store_true", help="print the edits")
    ap.add_argument("files", nargs="*", help="corpus files (default: all)")
    opts = ap.parse_args()
    try:
        programs = [corpus_files.CorpusFile(p) for p in corpus_files.corpus_paths(opts.files)]
    except corpus_files.CorpusError as e:
        print("roundtrip.py: %s" % e, file=sys.stderr)
        return 2
    if not os.access(opts.wmc, os.X_OK):
        print("roundtrip.py: %s is not an executable wmc (use --wmc)" % opts.wmc, file=sys.stderr)
        return 2
    twins = [p for p in programs if not p.is_correct]

    workdir = opts.keep or tempfile.mkdtemp(prefix="wmc-roundtrip-")
    try:
        trips = [round_trip(opts.wmc, p, workdir) for p in twins]
    finally:
        if not opts.keep:
            shutil.rmtree(workdir, ignore_errors=True)

    print("%-28s %-6s %-26s %-12s %-26s %s" % ("twin", "edits", "explorer before", "after",
                                              "analysis after", "verdict"))
    for t in trips:
        print("%-28s %-6s %-26s %-12s %-26s %s" % (
            t.program.name, len(t.edits) or "-", t.before or "-", t.after or "-",
            t.analysis_after or "-", t.verdict))
        if opts.v:
            for offset, length, replacement in t.edits:
                print("    byte %d, replace %d byte(s) with %r" % (offset, length, replacement))
    with_fixits = [t for t in trips if t.edits]
    print()
    print("buggy twins with fix-its: %d/%d" % (len(with_fixits), len(trips)))
    print("fix-its that remove the explorer's error: %d/%d"
          % (sum(t.verdict == "fixed" for t in with_fixits), len(with_fixits)))
    failed = [t for t in trips if t.failed and not t.edits]
    if failed:
        print("twins whose fix-its could not be tried: %d" % len(failed))
    if opts.check and any(t.failed for t in trips):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
