#!/usr/bin/env python3
"""Validates case files with an independent JSON Schema validator (the `jsonschema` package).

Every case in Conformance/cases must be valid against Conformance/schema/case.schema.json, and every file in
Tests/Fixtures/bad-cases must be rejected (the Swift tests check that barcheck's own loader rejects them too). Every
capture in Tests/Fixtures/captures must be valid against Conformance/schema/capture.schema.json, which must describe
every key it has.
Prints one line per problem and a closing 'N passed, N failed' line; exits 1 on any problem.
"""
import glob
import json
import os
import sys

from jsonschema import Draft202012Validator

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with open(os.path.join(root, "Conformance/schema/case.schema.json")) as f:
    schema = json.load(f)
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)

passed = failed = 0


def problems(path, against=None):
    """A schema's complaints about a file (the case schema's by default); a file that is not JSON counts as one."""
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except ValueError as error:
        return [f"not JSON: {error}"]
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in (against or validator).iter_errors(document)]


for path in sorted(glob.glob(os.path.join(root, "Conformance/cases/**/*.json"), recursive=True)):
    found = problems(path)
    if found:
        failed += 1
        print(f"{os.path.relpath(path, root)}: invalid: {found[0]}")
    else:
        passed += 1

bad_files = sorted(p for p in glob.glob(os.path.join(root, "Tests/Fixtures/bad-cases/*.json")) if not p.endswith("expected-messages.json"))
for path in bad_files:
    if problems(path):
        passed += 1
    else:
        failed += 1
        print(f"{os.path.relpath(path, root)}: the schema accepts a file that barcheck rejects")

# Protocol v1: the messages the runner sends and the Python example resolver's answers, live.
import subprocess

from referencing import Registry, Resource

with open(os.path.join(root, "Conformance/schema/protocol.schema.json")) as f:
    protocol = json.load(f)
registry = Registry().with_resources([
    ("https://github.com/barcheck/barcheck/Conformance/schema/case.schema.json", Resource.from_contents(schema)),
    ("https://github.com/barcheck/barcheck/Conformance/schema/protocol.schema.json", Resource.from_contents(protocol)),
])
Draft202012Validator.check_schema(protocol)
protocol_validator = Draft202012Validator(protocol, registry=registry)


def strip_expectations(case):
    case = dict(case)
    case.pop("$schema", None)
    case["steps"] = [{k: v for k, v in step.items() if k != "expect"} for step in case["steps"]]
    return case


requests = [{"type": "hello", "protocol": 1, "runner": {"name": "barcheck", "version": "0"},
             "suite": {"name": "s", "version": "1", "hash": "sha256:" + "0" * 64}}]
for i, path in enumerate(sorted(glob.glob(os.path.join(root, "Conformance/cases/*/*.json")))[:40]):
    with open(path) as f:
        requests.append({"type": "run", "id": f"c{i}", "trace": False, "case": strip_expectations(json.load(f))})
requests.append({"type": "stop"})
process = subprocess.run([sys.executable, os.path.join(root, "Examples/python-resolver/style_stack_resolver.py")],
                         input="".join(json.dumps(r) + "\n" for r in requests), capture_output=True, text=True, timeout=60)
answers = [json.loads(line) for line in process.stdout.splitlines() if line.strip()]
for message in requests + answers:
    errors = list(protocol_validator.iter_errors(message))
    if errors:
        failed += 1
        print(f"protocol: a {message.get('type')} message is invalid: {errors[0].message[:200]}")
    else:
        passed += 1
if len(answers) != len(requests) - 1:
    failed += 1
    print(f"protocol: {len(answers)} answers to {len(requests) - 1} requests")

# The optional "traces" capability: a boolean, as the runner reads it.
resolver_hello = {"type": "hello", "protocol": 1, "name": "naive-c", "version": "1.0.0", "language": "C"}
for traces, valid in [(False, True), (True, True), ("no", False), (0, False)]:
    message = dict(resolver_hello, capabilities={"maxInFlight": 1, "traces": traces})
    if protocol_validator.is_valid(message) == valid:
        passed += 1
    else:
        failed += 1
        print(f"protocol: a hello with \"traces\": {json.dumps(traces)} should be {'valid' if valid else 'invalid'}")

# Expectation files: the bundled resolvers' and the Swift example's, against their schema.
with open(os.path.join(root, "Conformance/schema/expectations.schema.json")) as f:
    expectations_schema = json.load(f)
Draft202012Validator.check_schema(expectations_schema)
expectations_validator = Draft202012Validator(expectations_schema)
expectation_files = sorted(glob.glob(os.path.join(root, "Conformance/expectations/*.json"))) + [
    os.path.join(root, "Examples/swift-package/Tests/TopControllerResolverTests/expectations.json")]
for path in expectation_files:
    with open(path) as f:
        errors = list(expectations_validator.iter_errors(json.load(f)))
    if errors:
        failed += 1
        print(f"{os.path.relpath(path, root)}: invalid: {errors[0].message[:200]}")
    else:
        passed += 1

# App scenarios: scenario.schema.json is current (written from the case schema), every key has a description for
# editors, every example scenario and the SwiftUI twins validate, and bad scenarios are rejected.
if subprocess.run([sys.executable, os.path.join(root, "Tests/make_scenario_schema.py"), "--check"]).returncode != 0:
    failed += 1
else:
    passed += 1
with open(os.path.join(root, "Conformance/schema/scenario.schema.json")) as f:
    scenario_schema = json.load(f)
Draft202012Validator.check_schema(scenario_schema)
scenario_validator = Draft202012Validator(scenario_schema)


def undescribed(node, where="$"):
    """Property schemas without a description (an editor would show nothing for them)."""
    out = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$defs" and isinstance(value, dict):
                for name, sub in value.items():
                    out += undescribed(sub, f"{where}.$defs.{name}")
            elif key == "properties" and isinstance(value, dict):
                for name, sub in value.items():
                    if isinstance(sub, dict) and "description" not in sub:
                        out.append(f"{where}.properties.{name}")
                    out += undescribed(sub, f"{where}.properties.{name}")
            elif isinstance(value, (dict, list)):
                out += undescribed(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += undescribed(value, f"{where}[{i}]")
    return out


missing = undescribed(scenario_schema)
if missing:
    failed += 1
    print(f"scenario.schema.json: {len(missing)} keys without a description, first {missing[0]}")
else:
    passed += 1
scenario_files = sorted(glob.glob(os.path.join(root, "Examples/scenarios/**/*.json"), recursive=True)) + sorted(
    glob.glob(os.path.join(root, "Tests/Fixtures/swiftui-lowered/*.json")))
for path in scenario_files:
    found = problems(path, scenario_validator)
    if found:
        failed += 1
        print(f"{os.path.relpath(path, root)}: invalid against scenario.schema.json: {found[0]}")
    else:
        passed += 1
bad_scenarios = [
    {"windows": [{"id": "main", "root": {"id": "a"}}], "steps": [{"event": "launch", "want": {"style": "default"}}]},
    {"windows": [{"id": "main", "root": {"id": "a"}}], "steps": [{"event": "launch", "update": True}]},
    {"windows": [{"id": "main", "root": {"id": "a"}}], "steps": [{"event": "launch", "acknowledge": [{"rule": "S25", "reason": "x"}]}]},
    {"app": {"windowGroup": {"swiftUI": "view", "id": "a", "prefersStatusBarHidden": True}}, "steps": [{"event": "launch"}]},
    {"app": {"windowGroup": {"swiftUI": "NavigationStak", "id": "a"}}, "steps": [{"event": "launch"}]},
    {"id": "a.b", "windows": [{"id": "main", "root": {"id": "a"}}], "steps": [{"event": "launch"}]},
    [],
]
for document in bad_scenarios:
    if list(scenario_validator.iter_errors(document)):
        passed += 1
    else:
        failed += 1
        print(f"scenario.schema.json accepts a scenario barcheck rejects: {json.dumps(document)[:120]}")

# Captures (barcheck import's input): the fixtures against their schema, which describes every key it has.
with open(os.path.join(root, "Conformance/schema/capture.schema.json")) as f:
    capture_schema = json.load(f)
Draft202012Validator.check_schema(capture_schema)
capture_validator = Draft202012Validator(capture_schema)


missing = undescribed(capture_schema, "$")
if missing:
    failed += 1
    print(f"capture.schema.json: keys without a description: {', '.join(missing)}")
else:
    passed += 1
captures = sorted(glob.glob(os.path.join(root, "Tests/Fixtures/captures/**/*.json"), recursive=True))
for path in captures:
    found = problems(path, capture_validator)
    if found:
        failed += 1
        print(f"{os.path.relpath(path, root)}: invalid: {found[0][:200]}")
    else:
        passed += 1
if captures:
    with open(captures[0]) as f:
        misspelt = json.load(f)
    misspelt["statusbar"] = misspelt.pop("statusBar")
    if capture_validator.is_valid(misspelt):
        failed += 1
        print("capture.schema.json: accepts a capture with a misspelt key and no statusBar")
    else:
        passed += 1

print(f"schema: {passed} passed, {failed} failed")
sys.exit(1 if failed or not bad_files or not captures else 0)
