#!/usr/bin/env bash
# Writes what a refactoring of the reference, the scene or the codecs must leave byte-identical, so that two builds
# compare with `diff -r`: `explain --trace` of every bundled case, 3,000 generated cases (their expectations are the
# reference's observations), every mutant's score and the clause table, and fuzz findings against the Python example.
#
# Usage: bash Benchmarks/identity-snapshot.sh OUT-DIR   (builds the debug barcheck first)
#   bash Benchmarks/identity-snapshot.sh /tmp/before; (change, rebuild) bash Benchmarks/identity-snapshot.sh /tmp/after
#   diff -r /tmp/before /tmp/after   # only fuzz.txt's own output paths may differ
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: bash Benchmarks/identity-snapshot.sh OUT-DIR" >&2; exit 2; }
out=$1
rm -rf "$out"
mkdir -p "$out/explain"
swift build --product barcheck >/dev/null
bc=.build/debug/barcheck
for file in $(find Conformance/cases -name '*.json' | sort); do
  for id in $("$bc" list "$file" 2>/dev/null | awk '{ print $1 }'); do
    "$bc" explain "$file" --case "$id" --trace >"$out/explain/$id.txt" 2>&1 || true
  done
done
"$bc" generate --count 3000 --seed 7 --out "$out/gen" >/dev/null
"$bc" mutants --json "$out/mutants.json" >"$out/mutants.txt" 2>&1
"$bc" mutants --by-clause >"$out/mutants-by-clause.txt" 2>&1
"$bc" mutants --list >"$out/mutants-list.txt" 2>&1
"$bc" fuzz --resolver 'exec:python3 Examples/python-resolver/style_stack_resolver.py' --cases 300 --seed 3 --out "$out/fuzz" \
  >"$out/fuzz.txt" 2>&1 || true
echo "snapshot written to $out"
