#!/usr/bin/env bash
# Regenerates everything derived from the suite and the reference resolver, after a change to
# a case, a rule, an event or a renderer: the bundled resolvers' expectation files, the report
# goldens, Examples/swift-package's expectation file, the published Reports/ and the samples in Docs/ that
# follow the suite. Review the
# diff (`git diff`) before committing: every change it shows is a change users will see.
# Tests/test.sh fails on anything stale and names this script.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '==> %s\n' "$*"; }

# Runs a command silently; on failure prints what it said and stops.
quietly() {
  local log
  log=$(mktemp)
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: '$*' failed" >&2
    exit 1
  fi
  rm -f "$log"
}

say "building barcheck and the C example"
quietly swift build --product barcheck
quietly swift build --package-path Examples/c-resolver

say "Conformance/expectations/: the bundled resolvers' expectation files"
# The reference's own known disagreements come from the cases (knownDisagreement), so its file
# stays as written; the third-party examples' files are rewritten from a run, keeping reasons.
refresh_expectations() {
  local name=$1 resolver=$2 status=0
  .build/debug/barcheck run --resolver "$resolver" --expectations "Conformance/expectations/$name.json" \
    --update-expectations --no-reports >/dev/null || status=$?
  # 0: all as expected; 1: the file was rewritten because outcomes moved.
  [ "$status" -le 1 ] || { echo "error: the run of $name failed (exit $status)" >&2; exit "$status"; }
}
refresh_expectations style-stack-helper "exec:python3 Examples/python-resolver/style_stack_resolver.py"
refresh_expectations naive-c "plugin:Examples/c-resolver/.build/debug/libNaiveResolver.so"

say "Tests/BarcheckReportsTests/Goldens/: the renderers' golden files"
# Recording reports each file as an issue (so a recording run cannot pass by accident).
BARCHECK_RECORD_GOLDENS=1 swift test --filter GoldenTests >/dev/null 2>&1 || true
quietly swift test --filter GoldenTests

say "Examples/swift-package: its expectation file"
rm -rf Examples/swift-package/.build
# The updating run fails on purpose (updating never passes a gate); what matters is the file it wrote.
env BARCHECK_UPDATE_EXPECTATIONS=1 swift test --package-path Examples/swift-package >/dev/null 2>&1 || true

say "the Markdown's console samples, rewritten from real output where it changed"
BARCHECK_UPDATE_SAMPLES=1 python3 Tests/check_doc_samples.py .build/debug/barcheck >/dev/null || true
say "Reports/: the published compatibility report"
quietly bash Reports/regenerate.sh

say "Docs/: the protocol's hello (the suite's version and hash) and the format reference (from the schema)"
# The suite's identity as barcheck list --version prints it: "NAME VERSION", then "sha256:HASH (N cases)".
identity=$(.build/debug/barcheck list --version)
suite_name=$(sed -n '1s/ .*//p' <<<"$identity")
suite_version=$(sed -n '1s/.* //p' <<<"$identity")
suite_hash=$(sed -n '2s/ .*//p' <<<"$identity")
sed -i -E "s/\"suite\":\{\"name\":\"[^\"]*\",\"version\":\"[^\"]*\",\"hash\":\"sha256:[0-9a-f]*\"\}/\"suite\":{\"name\":\"$suite_name\",\"version\":\"$suite_version\",\"hash\":\"$suite_hash\"}/" Docs/protocol.md
python3 Tests/make_format_reference.py

changed=$(git status --short -- Conformance/expectations Tests/BarcheckReportsTests/Goldens Examples/swift-package Reports Docs 2>/dev/null || true)
if [ -z "$changed" ]; then
  echo "everything derived was already current"
else
  echo "changed (review with git diff before committing):"
  echo "$changed"
fi
