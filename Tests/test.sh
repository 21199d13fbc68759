#!/usr/bin/env bash
# The project's whole test run: the command the README gives and .ci/run calls.
#
# It checks the system packages the tests need and installs the missing ones when it
# may (as root with CI=true, or with BARCHECK_INSTALL=1); otherwise it names them and
# stops. Then: formatting, build, every test target.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '==> %s\n' "$*"; }

# System packages the tests use, as "command:debian-package".
needed=()
missing=()
for pair in "${needed[@]}"; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && { [ "${CI:-}" = true ] || [ "${BARCHECK_INSTALL:-}" = 1 ]; }; then
    say "installing ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "error: the tests need these Debian packages: ${missing[*]}" >&2
    echo "install them (apt-get install -y ${missing[*]}) or rerun as root with BARCHECK_INSTALL=1" >&2
    exit 2
  fi
fi

if swift format --version >/dev/null 2>&1; then
  say "swift format lint --strict"
  swift format lint --strict --recursive Sources Tests Package.swift
fi

say "swift build"
swift build --build-tests

say "swift test"
swift test
