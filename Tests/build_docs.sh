#!/usr/bin/env bash
# Builds the DocC catalogs of the products third parties use (BarcheckModel's resolver API, BarcheckTesting) with the
# toolchain's swift-symbolgraph-extract and docc, without a package plugin, and fails on any warning (a missing or
# broken symbol link among them) and on any public declaration without a doc comment. Needs a debug build
# (swift build); Tests/test.sh calls it after one. The documentation is written to .build/docs/<Module>.doccarchive.
#
# Usage: bash Tests/build_docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
for tool in swift-symbolgraph-extract docc; do
  [ -x "$toolchain/$tool" ] || { echo "error: $tool is not beside swift in $toolchain" >&2; exit 2; }
done
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "error: no debug build: run swift build first" >&2; exit 2; }
target=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in BarcheckModel BarcheckTesting; do
  mkdir -p "$graphs/$module"
  "$toolchain/swift-symbolgraph-extract" -module-name "$module" -target "$target" -I "$modules" \
    -Xcc "-fmodule-map-file=$PWD/.build/debug/CBarcheckSHA256.build/module.modulemap" -I Sources/CBarcheckSHA256/include \
    -minimum-access-level public -skip-inherited-docs -output-dir "$graphs/$module"
done

# Every public declaration of these modules carries a doc comment of its own.
python3 - "$graphs" <<'PY'
import glob, json, sys
missing = []
for path in glob.glob(sys.argv[1] + "/*/*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if "/Sources/" in uri and not symbol.get("docComment"):
            line = symbol["location"]["position"]["line"] + 1
            missing.append(f"Sources/{uri.split('/Sources/', 1)[1]}:{line}: public {'.'.join(symbol['pathComponents'])} has no doc comment")
for problem in sorted(missing):
    print(f"error: {problem}")
print(f"doc comments: {len(missing)} public declarations without one")
sys.exit(1 if missing else 0)
PY

mkdir -p .build/docs
for module in BarcheckModel BarcheckTesting; do
  log=$(mktemp)
  if ! "$toolchain/docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.barcheck.$module" --warnings-as-errors \
    --output-path ".build/docs/$module.doccarchive" >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: the DocC catalog of $module does not build without warnings" >&2
    exit 1
  fi
  if grep -q "warning:" "$log"; then
    cat "$log" >&2
    echo "error: the DocC catalog of $module has warnings" >&2
    exit 1
  fi
  rm -f "$log"
  echo "docc: $module built with no warnings (.build/docs/$module.doccarchive)"
done
