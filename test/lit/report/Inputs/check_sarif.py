"""Validates a SARIF log against the bundled SARIF 2.1.0 schema and prints
the facts a lit test checks: one line per result with its rule, level,
location, related locations, fixes and thread flows (wmc check and wmc
analyze). With a second argument, a JSON report of the same check with
--repair: checks that every result's fix holds exactly the JSON report's
repair fixes (file, offset, length, line, column, replacement).

Every artifactLocation of the log must name its file in one form: a URI
relative to a base id that run.originalUriBaseIds defines, or an absolute
file:// URI; and one file must have the same form everywhere (result
locations, code flows and fixes alike)."""
import json
import os
import sys
from urllib.parse import unquote, urljoin

try:
    import jsonschema
except ImportError:
    # A python3 without it (pyenv) first on PATH: Debian's python3 has it
    # from the python3-jsonschema package that scripts/setup.sh installs.
    if sys.executable != "/usr/bin/python3" and os.path.exists("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    raise

log = json.load(open(sys.argv[1]))
schema = json.load(open(os.path.join(os.path.dirname(__file__), "sarif-2.1.0-rtm.5.json")))
jsonschema.validate(log, schema)
print("valid SARIF", log["version"])
run = log["runs"][0]


def artifact_locations(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "artifactLocation":
                yield value
            else:
                yield from artifact_locations(value)
    elif isinstance(node, list):
        for value in node:
            yield from artifact_locations(value)


bases = run.get("originalUriBaseIds", {})
forms = {}  # absolute file URI -> the artifactLocations naming it
for loc in artifact_locations(run):
    uri = loc["uri"]
    if "uriBaseId" in loc:
        base = bases[loc["uriBaseId"]]["uri"]
        assert base.startswith("file:///") and base.endswith("/"), "an absolute base: " + base
        assert not uri.startswith("/") and ":" not in uri.split("/")[0], "relative: " + uri
        absolute = urljoin(base, uri)
    else:
        assert uri.startswith("file:///"), "an absolute file URI or a base id: " + uri
        absolute = uri
    forms.setdefault(absolute, set()).add(json.dumps(loc, sort_keys=True))
for absolute, named in forms.items():
    assert len(named) == 1, "%s is named in %d forms: %s" % (absolute, len(named), named)


def shown(loc):
    """A location's file as a test checks it: relative to its base, or the
    absolute path's basename."""
    if "uriBaseId" in loc:
        return "%s:%s" % (loc["uriBaseId"], unquote(loc["uri"]))
    return os.path.basename(unquote(loc["uri"]))

rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
print("rules:", " ".join(rules))
props = run.get("properties")
if props:  # wmc check; wmc analyze has no run properties
    print("run: model=%s verdict=%s executions=%d erroneous=%d" %
          (props["model"], props["verdict"], props["executions"], props["erroneous"]))
    if "repair" in props:
        rep = props["repair"]
        print("repair: %s rounds=%d edits=%d after: %d executions, %d errors" %
              (rep["status"], rep["rounds"], rep["edits"], rep["after"]["executions"],
               rep["after"]["errors"]))
sarif_fixes = []
for res in run["results"]:
    assert rules[res["ruleIndex"]] == res["ruleId"], "ruleIndex names the rule"
    loc = res["locations"][0]["physicalLocation"]
    column = loc["region"].get("startColumn")
    print("result: %s %s at %s:%d%s" % (res["ruleId"], res["level"],
                                        shown(loc["artifactLocation"]),
                                        loc["region"]["startLine"],
                                        ":%d" % column if column else ""))
    print("message:", res["message"]["text"])
    for rel in res.get("relatedLocations", []):
        p = rel["physicalLocation"]
        print("related: line %d: %s" % (p["region"]["startLine"], rel["message"]["text"]))
    for fix in res.get("fixes", []):
        edits = []
        for change in fix["artifactChanges"]:
            for rep in change["replacements"]:
                d = rep["deletedRegion"]
                where = ""
                if "startLine" in d:
                    where = " line %d columns %d-%d" % (d["startLine"], d["startColumn"],
                                                        d["endColumn"])
                    assert d["endLine"] == d["startLine"], "an edit within one line"
                print("fix: %s offset %d length %d%s -> %r" % (
                    shown(change["artifactLocation"]), d["byteOffset"],
                    d["byteLength"], where, rep["insertedContent"]["text"]))
                edits.append((os.path.basename(unquote(change["artifactLocation"]["uri"])),
                               d["byteOffset"],
                              d["byteLength"], d.get("startLine"), d.get("startColumn"),
                              rep["insertedContent"]["text"]))
        sarif_fixes.append(edits)
        if "description" in fix:
            for line in fix["description"]["text"].splitlines():
                print("fix description:", line)
    if "codeFlows" not in res:
        continue
    flow = res["codeFlows"][0]
    for tf in flow["threadFlows"]:
        steps = [s["location"]["message"]["text"] for s in tf["locations"]]
        print("thread %s: %s" % (tf["id"], " | ".join(steps)))
    if "message" in flow:
        print("flow message lines:", len(flow["message"]["text"].splitlines()))
if len(sys.argv) > 2:
    repair = json.load(open(sys.argv[2]))["repair"]
    # A JSON fix's column is in bytes: for ASCII lines, the SARIF character column.
    expected = [(os.path.basename(f["file"]), f["offset"], f["length"], f["line"], f["column"],
                 f["replacement"]) for f in repair["fixes"]]
    assert sarif_fixes, "the SARIF log has fixes"
    for edits in sarif_fixes:
        assert edits == expected, "SARIF fix %r != JSON fixes %r" % (edits, expected)
    print("fixes match the JSON report's repair")
print("artifacts: one form per file")
