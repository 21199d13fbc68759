#!/usr/bin/env bash
# The project's whole test run: the command the README gives and .ci/run calls.
#
# It checks the system packages the tests need and installs the missing ones when it
# may (as root with CI=true, or with BARCHECK_INSTALL=1); otherwise it names them and
# stops. Then: formatting, build, every test target.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '==> %s\n' "$*"; }

may_install() { [ "${CI:-}" = true ] || [ "${BARCHECK_INSTALL:-}" = 1 ]; }

# Debian packages the tests use, as "command:package".
needed=(chromium:chromium xmllint:libxml2-utils pkg-config:pkg-config cc:gcc)
missing=()
for pair in ${needed[@]+"${needed[@]}"}; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
done
# json-c, for the C example resolver and plugin SDK.
{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists json-c; } || missing+=(libjson-c-dev)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && may_install; then
    say "installing ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "error: the tests need these Debian packages: ${missing[*]}" >&2
    echo "install them (apt-get install -y ${missing[*]}) or rerun as root with BARCHECK_INSTALL=1" >&2
    exit 2
  fi
fi

# Python packages (PyPI) the tests use: independent validators and consumers of our outputs.
python_needed=(jsonschema junitparser playwright)
python_missing=()
for module in "${python_needed[@]}"; do
  python3 -c "import $module" >/dev/null 2>&1 || python_missing+=("$module")
done
if [ ${#python_missing[@]} -gt 0 ]; then
  if may_install; then
    say "installing ${python_missing[*]} from PyPI"
    python3 -m pip install -q --disable-pip-version-check "${python_missing[@]}" 2>&1 | grep -v "Running pip as the 'root' user" || true
  else
    echo "error: the tests need these Python packages: ${python_missing[*]}" >&2
    echo "install them (python3 -m pip install ${python_missing[*]}) or rerun with BARCHECK_INSTALL=1" >&2
    exit 2
  fi
fi

if swift format --version >/dev/null 2>&1; then
  say "swift format lint --strict"
  swift format lint --strict --recursive Sources Tests Benchmarks Package.swift
fi

say "JSON Schema validation of the suite and the bad-file corpus (jsonschema)"
python3 Tests/validate_schema.py

say "swift build"
swift build --build-tests

say "the C example resolver (json-c), as a plugin and a program"
swift build --package-path Examples/c-resolver

say "swift test"
swift test

say "Examples/swift-package: a third party's swift test with the bundled suite and an expectation file"
swift test --package-path Examples/swift-package

say "Examples/swift-package: bootstrapping its expectation file passes and leaves it as committed"
BARCHECK_UPDATE_EXPECTATIONS=1 swift test --package-path Examples/swift-package
if command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1; then
  git diff --exit-code -- Examples/swift-package/Tests/TopControllerResolverTests/expectations.json ||
    { echo "error: Examples/swift-package's expectation file is stale: run BARCHECK_UPDATE_EXPECTATIONS=1 swift test there and commit it" >&2; exit 1; }
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
  echo "error: Reports/ is stale: regenerate it with 'bash Reports/regenerate.sh' and commit the result" >&2
  exit 1
fi
rm -rf "$fresh"

say "reports read by real consumers: junitparser, xmllint, headless Chromium (Playwright)"
python3 Tests/verify_reports.py .build/debug/barcheck
