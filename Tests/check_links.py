#!/usr/bin/env python3
"""Fails on any broken relative link or anchor in the repository's Markdown. Standard library only; the test run
calls it (Tests/test.sh):

    python3 Tests/check_links.py

Every `[text](target)` and `[label]: target` outside code in every Markdown file is checked, except web addresses
(`http:`, `https:`, `mailto:`) and DocC's own links (`<doc:…>`, which docc checks when it builds the catalogs). A
relative target must name a file or folder of the repository; an anchor (`file.md#anchor`, or `#anchor` in the same
file) must be a heading of that file, made into an anchor as GitHub does, or an `<a id="…">` / `<a name="…">` in it.
"""
import glob
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:[^>]*\s)?(?:id|name)=\"([^\"]+)\"")


def markdown_files():
    files = []
    for path in glob.glob(os.path.join(ROOT, "**", "*.md"), recursive=True):
        rel = os.path.relpath(path, ROOT)
        if rel.startswith(".build") or "/.build/" in rel or rel.startswith(".git/"):
            continue
        files.append(rel)
    return sorted(files)


def prose_lines(text):
    """The lines outside fenced code, with inline code blanked, numbered from 1."""
    inside = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """A heading's anchor as GitHub makes it: its text without markup, lowercase, punctuation dropped, spaces hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").lower()
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if char in " -" or category[0] in "LMN" or category == "Pc":
            kept.append(char)
    return "".join(kept).replace(" ", "-")


def anchors(rel, cache={}):
    if rel not in cache:
        found = set()
        counts = {}
        with open(os.path.join(ROOT, rel), encoding="utf-8") as file:
            text = file.read()
        inside = False
        for line in text.split("\n"):
            if FENCE.match(line):
                inside = not inside
                continue
            if inside:
                continue
            found.update(HTML_ANCHOR.findall(line))
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(2))
                number = counts.get(base, 0)
                counts[base] = number + 1
                found.add(base if number == 0 else f"{base}-{number}")
        cache[rel] = found
    return cache[rel]


def check(rel):
    problems = []
    with open(os.path.join(ROOT, rel), encoding="utf-8") as file:
        text = file.read()
    for number, line in prose_lines(text):
        targets = INLINE_LINK.findall(line)
        reference = REFERENCE.match(line)
        if reference:
            targets.append(reference.group(1))
        for target in targets:
            if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("<doc:"):
                continue
            path, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(rel), path)) if path else rel
            where = f"{rel}:{number}"
            if resolved.startswith(".."):
                problems.append(f"{where}: {target} points outside the repository")
                continue
            if not os.path.exists(os.path.join(ROOT, resolved)):
                problems.append(f"{where}: {target}: {resolved} does not exist")
                continue
            if anchor:
                if not resolved.endswith(".md") or os.path.isdir(os.path.join(ROOT, resolved)):
                    problems.append(f"{where}: {target}: an anchor into something that is not a Markdown file")
                elif anchor not in anchors(resolved):
                    problems.append(f"{where}: {target}: {resolved} has no heading or <a id> for #{anchor}")
    return problems


def main():
    files = markdown_files()
    problems = [problem for rel in files for problem in check(rel)]
    for problem in problems:
        print(f"error: {problem}")
    print(f"links: {len(files)} Markdown files, {len(problems)} broken links")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
