"""Validates a SARIF log against the bundled SARIF 2.1.0 schema and prints
the facts a lit test checks: one line per result with its rule, level,
location, related locations, fixes and thread flows (wmc check and wmc
analyze)."""
import json
import os
import sys

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
rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
print("rules:", " ".join(rules))
props = run.get("properties")
if props:  # wmc check; wmc analyze has no run properties
    print("run: model=%s verdict=%s executions=%d erroneous=%d" %
          (props["model"], props["verdict"], props["executions"], props["erroneous"]))
for res in run["results"]:
    assert rules[res["ruleIndex"]] == res["ruleId"], "ruleIndex names the rule"
    loc = res["locations"][0]["physicalLocation"]
    column = loc["region"].get("startColumn")
    print("result: %s %s at %s:%d%s" % (res["ruleId"], res["level"],
                                        os.path.basename(loc["artifactLocation"]["uri"]),
                                        loc["region"]["startLine"],
                                        ":%d" % column if column else ""))
    print("message:", res["message"]["text"])
    for rel in res.get("relatedLocations", []):
        p = rel["physicalLocation"]
        print("related: line %d: %s" % (p["region"]["startLine"], rel["message"]["text"]))
    for fix in res.get("fixes", []):
        for change in fix["artifactChanges"]:
            for rep in change["replacements"]:
                d = rep["deletedRegion"]
                print("fix: %s offset %d length %d -> %r" % (
                    os.path.basename(change["artifactLocation"]["uri"]), d["byteOffset"],
                    d["byteLength"], rep["insertedContent"]["text"]))
    if "codeFlows" not in res:
        continue
    flow = res["codeFlows"][0]
    for tf in flow["threadFlows"]:
        steps = [s["location"]["message"]["text"] for s in tf["locations"]]
        print("thread %s: %s" % (tf["id"], " | ".join(steps)))
    if "message" in flow:
        print("flow message lines:", len(flow["message"]["text"].splitlines()))
