#!/usr/bin/env python3
"""Runs or parses every sample in the repository's Markdown (README, Docs/, the DocC articles, the guides), so
that no sample can drift from what barcheck does. Called by Tests/test.sh after the build:

    python3 Tests/check_doc_samples.py .build/debug/barcheck

What each fenced block must be:

- ```console: a transcript. A line starting "$ " is a command, the lines after it are its standard output, exactly.
  `swift run barcheck ARGS` and `barcheck ARGS` run the built binary (ARGS through bash, so globs work) in a scratch
  directory that links the repository's top-level entries, so files a sample writes do not land in the checkout.
  Redirections are the shell's: `2>&1` shows standard error in the transcript too, `2>&1 >/dev/null` only it.
  `echo $?` prints the exit status of the command before it.
- ```json: parses as JSON. `<!-- schema: Conformance/schema/NAME.schema.json -->` on the line before the block also
  validates it against that schema (local references resolved from Conformance/schema/, as Docs/protocol.md says).
- ```jsonl: one JSON value a line, validated likewise when a schema is given.
- ```sh: commands. Every `barcheck SUBCOMMAND` names a real subcommand, and every `--option` after it is one that
  subcommand's --help lists; every repository path it names exists.
- ```swift, ```c, ```yaml (and any other code): `<!-- excerpt: PATH -->` on the line before the block says which
  compiled or validated file it is copied from, and the block must be a verbatim piece of that file (or, for
  declarations shown with comments of their own, its lines of code must be lines of that file, in order).
- ```text: prose laid out (trees, tables of files); the protocol session in Docs/protocol.md is checked on its own
  (every line against the schema, the hello and the requests against what barcheck really sends).
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

import check_links

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIPPED = ("CHANGELOG.md", "Conformance/CHANGELOG.md", "Conformance/SPEC.md")
FENCE = re.compile(r"^( *)```([A-Za-z0-9_+-]*)\s*$")
MARKER = re.compile(r"<!--\s*(schema|excerpt):\s*(\S+)\s*-->")


def markdown_files():
    """The repository's Markdown (as the link checker finds it) but for generated pages and the changelogs and spec."""
    samples = ("Tests/Fixtures", "Tests/BarcheckReportsTests/Goldens", "Reports/")
    return [rel for rel in check_links.markdown_files() if not rel.startswith(samples) and rel not in SKIPPED]


def blocks(text):
    """Yields (line number, language, marker, body) for each fenced block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent, language = match.group(1), match.group(2)
        marker = None
        for back in range(index - 1, max(index - 3, -1), -1):
            found = MARKER.search(lines[back])
            if found:
                marker = (found.group(1), found.group(2))
                break
            if lines[back].strip():
                break
        body = []
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            body.append(lines[end][len(indent):] if lines[end].startswith(indent) else lines[end])
            end += 1
        yield index + 1, language, marker, "\n".join(body) + "\n"
        index = end + 1


def code_lines(text):
    """The lines of code, without trailing comments and indentation: an excerpt may annotate its lines."""
    stripped = (re.sub(r"\s*(/\*.*\*/|//.*)$", "", line).strip() for line in text.split("\n"))
    return [line for line in stripped if line]


def in_order(wanted, lines):
    position = 0
    for line in wanted:
        try:
            position = lines.index(line, position) + 1
        except ValueError:
            return False
    return True


def schema_validator(name):
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    resources = []
    for path in glob.glob(os.path.join(ROOT, "Conformance/schema/*.schema.json")):
        with open(path) as file:
            schema = json.load(file)
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    with open(os.path.join(ROOT, name)) as file:
        return Draft202012Validator(json.load(file), registry=registry)


class Checker:
    def __init__(self, binary):
        self.binary = os.path.abspath(binary)
        self.problems = []
        # With BARCHECK_UPDATE_SAMPLES=1, console samples whose output changed are rewritten from the real output
        # (bash Tests/refresh.sh does this; review the diff).
        self.rewrites = []
        self.counts = {}
        self.help = {}
        self.scratch = tempfile.mkdtemp(prefix="doc-samples-")
        for entry in os.listdir(ROOT):
            if entry not in (".build", ".git"):
                os.symlink(os.path.join(ROOT, entry), os.path.join(self.scratch, entry))
        os.makedirs(os.path.join(self.scratch, ".build/debug"))
        os.symlink(self.binary, os.path.join(self.scratch, ".build/debug/barcheck"))

    def fail(self, where, message):
        self.problems.append(f"{where}: {message}")

    def count(self, kind):
        self.counts[kind] = self.counts.get(kind, 0) + 1

    # console: run each command, compare its output.
    def console(self, where, body):
        commands = []
        for line in body.rstrip("\n").split("\n"):
            if line.startswith("$ "):
                commands.append([line[2:], []])
            elif commands:
                commands[-1][1].append(line)
            else:
                self.fail(where, f"output before any command: {line!r}")
                return
        status = None
        rewritten = []
        changed = False
        for command, expected in commands:
            want = "\n".join(expected) + "\n" if expected else ""
            if command == "echo $?":
                got = f"{status}\n"
            else:
                words = re.match(r"(?:swift run )?barcheck( .*)?$", command)
                if not words:
                    self.fail(where, f"a console sample runs only barcheck (and echo $?): {command!r}")
                    return
                args = words.group(1) or ""
                result = subprocess.run(
                    ["bash", "-c", f'exec "$BARCHECK"{args}'], cwd=self.scratch, capture_output=True, text=True,
                    env={**os.environ, "BARCHECK": self.binary, "NO_COLOR": "1"}, timeout=600)
                status = result.returncode
                got = result.stdout
            rewritten.append("$ " + command + "\n" + got)
            if got != want:
                changed = True
                if os.environ.get("BARCHECK_UPDATE_SAMPLES") != "1":
                    self.fail(where, f"`{command}` printed something else than the sample; it printed:\n{got}")
        if changed and os.environ.get("BARCHECK_UPDATE_SAMPLES") == "1":
            self.rewrites.append((where.rsplit(":", 1)[0], body, "".join(rewritten)))
        self.count("console commands run")

    def json_sample(self, where, body, marker, lines):
        try:
            values = [json.loads(line) for line in body.split("\n") if line.strip()] if lines else [json.loads(body)]
        except json.JSONDecodeError as error:
            self.fail(where, f"not JSON: {error}")
            return
        if marker and marker[0] == "schema":
            validator = schema_validator(marker[1])
            for value in values:
                for error in validator.iter_errors(value):
                    self.fail(where, f"not valid against {marker[1]}: {error.message}")
        self.count("JSON samples parsed")

    def subcommand_help(self, name):
        if name not in self.help:
            result = subprocess.run([self.binary, name, "--help"], capture_output=True, text=True)
            self.help[name] = result.stdout if result.returncode == 0 else None
        return self.help[name]

    def shell(self, where, body):
        text = re.sub(r"\\\n", " ", body)
        for line in text.split("\n"):
            line = line.split(" #")[0].strip()
            if not line or line.startswith("#"):
                continue
            for match in re.finditer(r"(?:^|[\s;&|(])(?:swift run (?:-c release )?|[./\w-]*/)?barcheck\s+([a-z-]+)((?:\s+(?:'[^']*'|\"[^\"]*\"|[^\s;&|]+))*)", line):
                sub, rest = match.group(1), match.group(2)
                usage = self.subcommand_help(sub)
                if usage is None:
                    self.fail(where, f"`barcheck {sub}` is not a subcommand")
                    continue
                for option in re.findall(r"(?<![\w'\"-])(--[a-z][a-z0-9-]*)", rest):
                    if option not in usage and option != "--help":
                        self.fail(where, f"`barcheck {sub}` has no option {option}")
            for token in re.findall(r"(?<![\w$:=/.-])((?:Examples|Conformance|Tests|Sources|Benchmarks|Reports|Docs)/[\w./-]*[\w])", line):
                if not glob.glob(os.path.join(ROOT, token)) and ".build/" not in token:
                    self.fail(where, f"{token} does not exist")
        self.count("shell samples parsed")

    def excerpt(self, where, body, marker, language):
        if not marker or marker[0] != "excerpt":
            self.fail(where, f"a ```{language} sample needs <!-- excerpt: PATH --> naming the tested file it comes from")
            return
        path = os.path.join(ROOT, marker[1])
        if not os.path.isfile(path):
            self.fail(where, f"{marker[1]} does not exist")
            return
        with open(path) as file:
            source = file.read()
        if body not in source and not in_order(code_lines(body), code_lines(source)):
            self.fail(where, f"the sample is not a verbatim excerpt of {marker[1]}")
            return
        self.count("code excerpts matched")

    def check(self, rel):
        with open(os.path.join(ROOT, rel)) as file:
            text = file.read()
        for line, language, marker, body in blocks(text):
            where = f"{rel}:{line}"
            if marker and marker[0] == "excerpt":
                self.excerpt(where, body, marker, language)
            elif language == "console":
                self.console(where, body)
            elif language in ("json", "jsonl"):
                self.json_sample(where, body, marker, language == "jsonl")
            elif language == "sh":
                self.shell(where, body)
            elif language == "text":
                if rel == "Docs/protocol.md" and body.startswith("> {"):
                    self.protocol_session(where, body)
                else:
                    self.count("text blocks (not code)")
            elif language == "":
                self.fail(where, "a fenced block needs a language: console, json, sh, text, or code with an excerpt marker")
            else:
                self.excerpt(where, body, marker, language)

    # The session in Docs/protocol.md: every line a valid message; the runner's lines what barcheck sends.
    def protocol_session(self, where, body):
        validator = schema_validator("Conformance/schema/protocol.schema.json")
        sent = []
        for line in body.strip().split("\n"):
            direction, _, message = line.partition(" ")
            value = json.loads(message)
            for error in validator.iter_errors(value):
                self.fail(where, f"not valid against protocol.schema.json: {error.message}: {message[:80]}")
            if direction == ">":
                sent.append(value)
        cases = sorted({message["case"]["id"] for message in sent if message["type"] == "run"})
        recorded = self.record_session(cases)
        real = {message["case"]["id"]: message["case"] for message in recorded if message["type"] == "run"}
        for message in sent:
            if message["type"] == "hello" and message != recorded[0]:
                self.fail(where, f"the runner's hello is not what barcheck sends (bash Tests/refresh.sh rewrites it): {json.dumps(recorded[0], separators=(',', ':'))}")
            if message["type"] == "run" and message["case"] != real.get(message["case"]["id"]):
                self.fail(where, f"the request for {message['case']['id']} is not what barcheck sends")
        self.count("protocol sessions replayed")

    def record_session(self, cases):
        """What barcheck writes to a resolver that skips every case, read by a resolver that records it."""
        log = os.path.join(self.scratch, "session.jsonl")
        resolver = os.path.join(self.scratch, "recorder.py")
        with open(resolver, "w") as file:
            file.write(
                "import json, sys\n"
                f"log = open({log!r}, 'w')\n"
                "for line in sys.stdin:\n"
                "    log.write(line); log.flush()\n"
                "    message = json.loads(line)\n"
                "    if message['type'] == 'hello':\n"
                "        answer = {'type': 'hello', 'protocol': 1, 'name': 'recorder', 'version': '', 'language': 'Python'}\n"
                "    elif message['type'] == 'run':\n"
                "        answer = {'type': 'skip', 'id': message['id'], 'reason': 'recording'}\n"
                "    else:\n"
                "        break\n"
                "    print(json.dumps(answer), flush=True)\n")
        arguments = [self.binary, "run", "--resolver", f"exec:python3 {resolver}", "--no-reports", "--jobs", "1"]
        for case in cases:
            arguments += ["--filter", case]
        subprocess.run(arguments, cwd=ROOT, capture_output=True)
        with open(log) as file:
            return [json.loads(line) for line in file if line.strip()]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_doc_samples.py PATH-TO-BARCHECK")
    checker = Checker(sys.argv[1])
    files = markdown_files()
    for rel in files:
        checker.check(rel)
    for rel, old, new in checker.rewrites:
        path = os.path.join(ROOT, rel)
        with open(path) as file:
            text = file.read()
        with open(path, "w") as file:
            file.write(text.replace("```console\n" + old, "```console\n" + new, 1))
        print(f"rewrote a console sample of {rel}")
    for problem in checker.problems:
        print(f"error: {problem}")
    summary = ", ".join(f"{count} {kind}" for kind, count in sorted(checker.counts.items()))
    print(f"doc samples: {len(files)} Markdown files; {summary}; {len(checker.problems)} problems")
    sys.exit(1 if checker.problems else 0)


if __name__ == "__main__":
    main()
