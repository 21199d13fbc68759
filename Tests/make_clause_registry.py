#!/usr/bin/env python3
"""Writes Sources/BarcheckModel/Case/SpecClause+All.swift from the clause tables of Conformance/SPEC.md.

SPEC.md is the authority: every row `| <a id="s9.4"></a>S9.4 | kind | says | confidence |` of a rule's clause table
becomes `SpecClause.s9_4`, which the reference's traces, decisions and mutants name. `barcheck lint` (SpecDocument's
check) fails when this file and SPEC.md disagree; run this script after editing a clause table. `--check` only says
whether the file is up to date.
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec_path = os.path.join(root, "Conformance/SPEC.md")
out_path = os.path.join(root, "Sources/BarcheckModel/Case/SpecClause+All.swift")

ROW = re.compile(r'^\| <a id="([sl][0-9]+\.[0-9]+)"></a>([SL][0-9]+\.[0-9]+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|$')


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def kind(text):
    if text in ("statement", "negative"):
        return "." + text
    match = re.fullmatch(r"boundary ([0-9]+)\.([0-9])", text)
    if not match:
        sys.exit(f"SPEC.md: unknown clause kind {text!r}")
    return f".boundary(major: {match.group(1)}, minor: {match.group(2)})"


def main():
    clauses = []
    with open(spec_path, encoding="utf-8") as spec:
        for line in spec:
            match = ROW.match(line.strip())
            if match:
                clauses.append((match.group(2), match.group(3).strip(), match.group(4).strip(), match.group(5).strip()))
    lines = [
        "// Generated from Conformance/SPEC.md by Tests/make_clause_registry.py: do not edit; edit SPEC.md's clause tables and rerun it.",
        "// swift-format-ignore-file",
        "",
        "extension SpecClause {",
    ]
    for ident, kind_text, says, level in clauses:
        name = ident.lower().replace(".", "_")
        lines.append(f"  /// {ident}: {says}")
        lines.append(f"  public static let {name} = SpecClause({swift_string(ident)}, {kind(kind_text)}, .{level}, {swift_string(says)})")
    lines.append("")
    lines.append("  /// Every clause of SPEC.md, in document order.")
    lines.append("  public static let all: [SpecClause] = [")
    for ident, *_ in clauses:
        lines.append(f"    {ident.lower().replace('.', '_')},")
    lines.append("  ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    if "--check" in sys.argv:
        current = open(out_path, encoding="utf-8").read() if os.path.exists(out_path) else ""
        if current != text:
            sys.exit(f"{os.path.relpath(out_path, root)} is not what SPEC.md's clause tables give: run Tests/make_clause_registry.py")
        print(f"clause registry up to date ({len(clauses)} clauses)")
        return
    with open(out_path, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"wrote {os.path.relpath(out_path, root)}: {len(clauses)} clauses")


main()
