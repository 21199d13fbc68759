#!/usr/bin/env bash
# Instructions per step of the reference resolver, counted by callgrind: the same on every run,
# where times on a shared machine are not. Runs the harness for 0 and for 2 rounds of the bench's
# 2,000 generated cases and divides the difference by the steps played, for loaded cases and for
# cases built in memory.
#
# Usage: bash Benchmarks/count-instructions.sh   (needs valgrind: apt-get install -y valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "error: valgrind is missing: apt-get install -y valgrind" >&2; exit 2; }
swift build -c release --product barcheck-reference-instructions >/dev/null
binary=".build/release/barcheck-reference-instructions"
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 | awk '/Collected/ { print $4 }'
}
for mode in loaded built; do
  setup=$(count 0 "$mode")
  total=$(count 2 "$mode")
  steps=$("$binary" 2 "$mode" | awk '{ print $2 }')
  echo "$mode: $(( (total - setup) / steps )) instructions a step ($steps steps)"
done
