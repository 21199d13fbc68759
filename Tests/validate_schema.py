#!/usr/bin/env python3
"""Validates case files with an independent JSON Schema validator (the `jsonschema` package).

Every case in Conformance/cases must be valid against Conformance/schema/case.schema.json, and every file in
Tests/Fixtures/bad-cases must be rejected (the Swift tests check that barcheck's own loader rejects them too).
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


def problems(path):
    """The schema's complaints about a file; a file that is not JSON counts as one."""
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except ValueError as error:
        return [f"not JSON: {error}"]
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(document)]


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

print(f"schema: {passed} passed, {failed} failed")
sys.exit(1 if failed or not bad_files else 0)
