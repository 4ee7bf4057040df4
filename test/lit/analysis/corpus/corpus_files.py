"""The analysis corpus's files and their annotations (README.md describes them).

Shared by tally.py and roundtrip.py: finding the corpus files, parsing the
`// CORPUS:`, `// ANALYSIS:` and `// EXPLORE:` header lines, running
`wmc analyze --report=json` and reading its JSON.
"""
import json
import os
import re
import shlex
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(HERE))))
SUFFIXES = (".c", ".cc", ".cpp", ".cu", ".cl")
CHECKS = ("wmc-scope", "wmc-shared-race", "wmc-divergent-barrier", "wmc-data-race",
          "wmc-weak-publication")

CORPUS_RE = re.compile(r"^//\s*CORPUS:\s*(.*?)\s*$", re.M)
ANALYSIS_RE = re.compile(r"^//\s*ANALYSIS:\s*(.*?)\s*$", re.M)
EXPLORE_RE = re.compile(r"^//\s*EXPLORE:\s*(.*?)\s*$", re.M)
RUN_CHECK_RE = re.compile(r"^//\s*RUN:.*%wmc\s+check\s+(.*?)\s*%s\b", re.M)
EXPECT_RE = re.compile(r"^(wmc-[a-z-]+)\s+line=(\d+(?:\|\d+)*)$")


class CorpusError(Exception):
    """A corpus file whose annotations are missing or malformed."""


class Expectation:
    """One expected warning: a check and the lines its main location may have."""

    def __init__(self, check, lines):
        self.check = check
        self.lines = lines

    def matches(self, diag):
        return diag["check"] == self.check and diag["line"] in self.lines

    def __str__(self):
        return "%s@%s" % (self.check, "|".join(map(str, sorted(self.lines))))


class CorpusFile:
    """A corpus program: its role, expected warnings and explorer arguments."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.name = os.path.basename(path)
        try:
            with open(self.path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise CorpusError("%s: cannot read: %s" % (path, e.strerror))
        self.twin_of = self._role(text)
        self.expected = self._expectations(text)
        self.explore_args = self._explore_args(text)
        if self.is_correct and self.expected:
            raise CorpusError("%s: a correct program must be `ANALYSIS: silent`" % self.name)
        if not self.is_correct and not self.expected:
            raise CorpusError("%s: a buggy twin must expect at least one warning" % self.name)

    @property
    def is_correct(self):
        return self.twin_of is None

    def _role(self, text):
        roles = CORPUS_RE.findall(text)
        if len(roles) != 1:
            raise CorpusError("%s: needs exactly one `// CORPUS:` line" % self.name)
        if roles[0] == "correct":
            return None
        m = re.fullmatch(r"buggy twin of (\S+)", roles[0])
        if not m:
            raise CorpusError("%s: `CORPUS: %s`: expected `correct` or `buggy twin of FILE`"
                              % (self.name, roles[0]))
        twin = os.path.join(os.path.dirname(self.path), m.group(1))
        if not os.path.exists(twin):
            raise CorpusError("%s: twin of %s, which does not exist" % (self.name, m.group(1)))
        return m.group(1)

    def _expectations(self, text):
        lines = ANALYSIS_RE.findall(text)
        if not lines:
            raise CorpusError("%s: no `// ANALYSIS:` line" % self.name)
        if lines == ["silent"]:
            return []
        expected = []
        for line in lines:
            m = EXPECT_RE.match(line)
            if not m:
                raise CorpusError("%s: `ANALYSIS: %s`: expected `silent` or `CHECK line=N[|M...]`"
                                  % (self.name, line))
            if m.group(1) not in CHECKS:
                raise CorpusError("%s: unknown check %s" % (self.name, m.group(1)))
            expected.append(Expectation(m.group(1), {int(n) for n in m.group(2).split("|")}))
        return expected

    def _explore_args(self, text):
        explores = EXPLORE_RE.findall(text)
        if len(explores) != 1:
            raise CorpusError("%s: needs exactly one `// EXPLORE:` line" % self.name)
        args = shlex.split(explores[0])
        runs = RUN_CHECK_RE.findall(text)
        if not runs:
            raise CorpusError("%s: no `RUN: ... %%wmc check ARGS %%s` line" % self.name)
        for run in runs:
            if shlex.split(run) != args:
                raise CorpusError("%s: RUN line checks with `%s`, EXPLORE says `%s`"
                                  % (self.name, run, explores[0]))
        return args


def corpus_paths(files):
    """The files named on the command line, or every corpus file."""
    if files:
        return [os.path.abspath(f) for f in files]
    return sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(SUFFIXES))


def default_wmc():
    return os.path.join(ROOT, "build", "bin", "wmc")


def same_file(reported, path):
    """Whether a diagnostic's `file` names the corpus file `path`."""
    if os.path.exists(reported):
        return os.path.realpath(reported) == os.path.realpath(path)
    return os.path.basename(reported) == os.path.basename(path)


class AnalysisResult:
    """What `wmc analyze --report=json FILE` said, or why it said nothing usable."""

    def __init__(self, status=None, diagnostics=None, failure=None):
        self.status = status
        self.diagnostics = diagnostics or []
        self.failure = failure


def _first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def _valid_fixit(f):
    return (isinstance(f, dict) and isinstance(f.get("file"), str)
            and all(isinstance(f.get(k), int) and f.get(k) >= 0 for k in ("offset", "length"))
            and isinstance(f.get("replacement"), str))


def _validate(diags):
    """A message if the JSON does not have the documented shape, else None."""
    if not isinstance(diags, list):
        return "`diagnostics` is not a list"
    for d in diags:
        if not isinstance(d, dict):
            return "a diagnostic is not an object"
        for key, kind in (("check", str), ("file", str), ("line", int)):
            if not isinstance(d.get(key), kind):
                return "a diagnostic has no %s `%s`" % (kind.__name__, key)
        fixits = d.get("fixits", [])
        if not isinstance(fixits, list) or not all(_valid_fixit(f) for f in fixits):
            return "diagnostic %s:%s has a malformed `fixits`" % (d["file"], d["line"])
    return None


def analyze(wmc, path, timeout=120):
    """Runs `wmc analyze --report=json PATH` and reads its diagnostics."""
    try:
        proc = subprocess.run([wmc, "analyze", "--report=json", path], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, errors="replace", timeout=timeout)
    except OSError as e:
        return AnalysisResult(failure="cannot run %s: %s" % (wmc, e.strerror))
    except subprocess.TimeoutExpired:
        return AnalysisResult(failure="wmc analyze took more than %d s" % timeout)
    if proc.returncode not in (0, 1):
        why = _first_line(proc.stderr) or _first_line(proc.stdout) or "no message"
        return AnalysisResult(proc.returncode,
                              failure="exit status %d: %s" % (proc.returncode, why))
    try:
        report = json.loads(proc.stdout)
    except ValueError as e:
        return AnalysisResult(proc.returncode, failure="stdout is not JSON (%s)" % e)
    diags = report.get("diagnostics") if isinstance(report, dict) else None
    problem = _validate(diags)
    if problem:
        return AnalysisResult(proc.returncode, failure="unexpected JSON: " + problem)
    if (proc.returncode == 1) != bool(diags):
        return AnalysisResult(proc.returncode, diags,
                              failure="exit status %d with %d diagnostic(s)"
                              % (proc.returncode, len(diags)))
    return AnalysisResult(proc.returncode, diags)


def describe(diag, path):
    """check@LINE, or check@FILE:LINE for a diagnostic in another file."""
    where = "" if same_file(diag["file"], path) else os.path.basename(diag["file"]) + ":"
    return "%s@%s%d" % (diag["check"], where, diag["line"])
