#!/usr/bin/env bash
# Regenerates the published compatibility report of the bundled resolvers into Reports/ (or into $1).
# CI runs it into a temporary folder and fails when Reports/ differs: the outputs hold no timestamps
# or durations, so the same resolvers give the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-Reports}"
swift build --package-path Examples/c-resolver >/dev/null
swift build --product barcheck >/dev/null
.build/debug/barcheck compat \
  --resolver reference \
  --resolver "exec:python3 Examples/python-resolver/style_stack_resolver.py" \
  --resolver plugin:Examples/c-resolver/.build/debug/libNaiveResolver.so \
  --mutation-score \
  --out "$out"
