#!/usr/bin/env python3
"""Tally the compile-time analysis on the corpus: silent on correct code, warned twins.

For every corpus file this runs `wmc analyze --report=json FILE` and compares
the diagnostics with the file's `// ANALYSIS:` lines (README.md): a correct
program must get no diagnostic at all; a buggy twin must get, for each
expected warning, a diagnostic of that check at one of the expected lines.
Any other diagnostic is an unexpected extra warning.

    test/lit/analysis/corpus/tally.py [--wmc PATH] [--check] [-j N] [-v] [FILE...]

Prints one row per file and the headline numbers. With --check, exits 1 on
any disagreement (a warned correct program, a twin without its warning, an
extra warning, an analysis that failed); exit 2 for a malformed corpus file.
"""
import argparse
import concurrent.futures
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_files  # noqa: E402


class Verdict:
    """How one file's diagnostics compare with its expectations."""

    def __init__(self, program, result):
        self.program = program
        self.result = result
        self.missing = []
        self.extras = []
        if result.failure:
            return
        diags = result.diagnostics
        here = [d for d in diags if corpus_files.same_file(d["file"], program.path)]
        for exp in program.expected:
            if not any(exp.matches(d) for d in here):
                self.missing.append(exp)
        self.extras = [d for d in diags
                       if d not in here or not any(e.matches(d) for e in program.expected)]

    @property
    def agrees(self):
        return not self.result.failure and not self.missing and not self.extras

    @property
    def silent(self):
        return not self.result.failure and not self.result.diagnostics

    @property
    def warned_as_intended(self):
        return not self.result.failure and not self.missing

    def got(self):
        if self.result.failure:
            return "analysis failed"
        if not self.result.diagnostics:
            return "silent"
        return " ".join(corpus_files.describe(d, self.program.path)
                        for d in self.result.diagnostics)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wmc", default=corpus_files.default_wmc(), help="the wmc binary")
    ap.add_argument("--check", action="store_true", help="exit 1 on any disagreement")
    ap.add_argument("-j", type=int, default=1, help="analyses to run at once")
    ap.add_argument("-v", action="store_true", help="print each diagnostic's message")
    ap.add_argument("files", nargs="*", help="corpus files (default: all)")
    opts = ap.parse_args()
    try:
        programs = [corpus_files.CorpusFile(p) for p in corpus_files.corpus_paths(opts.files)]
        # Each correct program, then its twins.
        programs.sort(key=lambda p: (p.twin_of or p.name, not p.is_correct, p.name))
    except corpus_files.CorpusError as e:
        print("tally.py: %s" % e, file=sys.stderr)
        return 2
    if not os.access(opts.wmc, os.X_OK):
        print("tally.py: %s is not an executable wmc (use --wmc)" % opts.wmc, file=sys.stderr)
        return 2

    with concurrent.futures.ThreadPoolExecutor(max(1, opts.j)) as pool:
        results = list(pool.map(lambda p: corpus_files.analyze(opts.wmc, p.path), programs))
    verdicts = [Verdict(p, r) for p, r in zip(programs, results)]

    print("%-28s %-7s %-36s %-36s %s" % ("file", "role", "expected", "got", "verdict"))
    for v in verdicts:
        p = v.program
        expected = " ".join(map(str, p.expected)) or "silent"
        if v.result.failure:
            verdict = "FAILED: " + v.result.failure
        elif v.agrees:
            verdict = "ok"
        elif p.is_correct:
            verdict = "WARNED (false positive)"
        else:
            parts = []
            if v.missing:
                parts.append("MISSED " + " ".join(map(str, v.missing)))
            if v.extras:
                parts.append("EXTRA " + " ".join(corpus_files.describe(d, p.path)
                                                 for d in v.extras))
            verdict = "; ".join(parts)
        print("%-28s %-7s %-36s %-36s %s" % (p.name, "correct" if p.is_correct else "twin",
                                             expected, v.got(), verdict))
        if opts.v:
            for d in v.result.diagnostics:
                print("    %s:%d: %s [%s]" % (os.path.basename(d["file"]), d["line"],
                                             d.get("message", ""), d["check"]))

    correct = [v for v in verdicts if v.program.is_correct]
    twins = [v for v in verdicts if not v.program.is_correct]
    extra_files = [v for v in twins if v.extras]
    print()
    print("correct programs silent: %d/%d" % (sum(v.silent for v in correct), len(correct)))
    print("buggy twins warned by the intended check: %d/%d"
          % (sum(v.warned_as_intended for v in twins), len(twins)))
    print("unexpected extra warnings on twins: %d (in %d files)"
          % (sum(len(v.extras) for v in extra_files), len(extra_files)))
    failed = [v for v in verdicts if v.result.failure]
    if failed:
        print("analysis failed on %d of %d files" % (len(failed), len(verdicts)))
    if opts.check and not all(v.agrees for v in verdicts):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
