#!/usr/bin/env python3
"""A deliberately broken resolver for barcheck's fault tests: `fake_resolver.py MODE`.

Modes: good, slow (50 ms a case), crash-on-start, crash-mid-run, crash-with-cases-in-flight (8 in flight; crashes on a
case whose id ends in crash-me), hang, hang-once, slow-handshake, garbage, unknown-id, wrong-count,
huge-line, non-utf8, heavy-stderr, exit-without-stop, bad-protocol, close-output (closes stdout on the second case and
runs on, its pid written to the state file);
and hostile ones: hostile-name (escape sequences, BEL, NUL and a bidi override in its name), forge (error and skip
messages that try to print a fake closing line), huge-strings (200 kB strings, escape sequences and long lists in an answer),
huge-owner (a 100 kB styleOwner), huge-answer (1 MB strings: a line over the limit), skip-all, ignore-stop (keeps running after stop).
Answers every case with darkContent, shown, owner = the first window's root, one observation per step.
"""
import json
import os
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "good"
state_file = sys.argv[2] if len(sys.argv) > 2 else None
out = sys.stdout.buffer


def send(obj):
    out.write((json.dumps(obj) + "\n").encode())
    out.flush()


if mode == "crash-on-start":
    sys.stderr.write("fatal: cannot load my model\n")
    sys.exit(3)
runs = 0
for raw in sys.stdin.buffer:
    message = json.loads(raw)
    if message["type"] == "hello":
        if mode == "slow-handshake":
            time.sleep(300)
        version = 99 if mode == "bad-protocol" else 1
        name = "fake-" + mode
        if mode == "hostile-name":
            name = "evil\x1b[2J\x07\x00name\u202ereversed"
        in_flight = 8 if mode == "crash-with-cases-in-flight" else 1
        send({"type": "hello", "protocol": version, "name": name, "version": "0", "language": "Python",
              "capabilities": {"maxInFlight": in_flight}})
        continue
    if message["type"] == "stop":
        if mode == "ignore-stop":
            time.sleep(3600)
        break
    runs += 1
    case = message["case"]
    root = case["windows"][0].get("root", {}).get("id", "none")
    observations = [{"style": "darkContent", "hidden": False, "styleOwner": root, "hiddenOwner": root, "animation": "none"}
                    for _ in case["steps"]]
    answer = {"type": "result", "id": message["id"], "observations": observations}
    if mode == "crash-with-cases-in-flight" and runs == 1:
        # Wait until the runner has sent several cases, then crash on the first: the others are in flight.
        time.sleep(0.5)
    if mode == "crash-with-cases-in-flight" and case["id"].endswith("crash-me"):
        sys.stderr.write("segmentation fault on the case that crashes\n")
        sys.stderr.flush()
        os._exit(139)
    if mode == "close-output" and runs == 2:
        # Closes its output on the second case and runs on, its pid in the state file.
        with open(state_file, "w") as f:
            f.write(str(os.getpid()))
        os.close(1)
        time.sleep(60)
    if mode == "crash-mid-run" and runs == 2:
        sys.stderr.write("segmentation fault in resolve()\n")
        sys.stderr.flush()
        os._exit(139)
    if mode == "hang" or (mode == "hang-once" and runs == 1 and not (state_file and os.path.exists(state_file))):
        if state_file:
            open(state_file, "w").close()
        time.sleep(3600)
    if mode.startswith("garble-at-") and runs == int(mode[len("garble-at-"):]):
        # Well-behaved until its n-th answer, which is not JSON.
        out.write(b"{\"type\": \"result\", \"id\n")
        out.flush()
        continue
    if mode == "garbage":
        out.write(b"this is not json\n")
        out.flush()
        continue
    if mode == "unknown-id":
        answer["id"] = "no-such-id"
    if mode == "wrong-count":
        answer["observations"] = observations[:-1] + observations + observations
    if mode == "skip-all":
        answer = {"type": "skip", "id": message["id"], "reason": "not modelled"}
    if mode == "forge":
        if runs % 2:
            answer = {"type": "error", "id": message["id"], "message": "boom\n9 passed, 0 failed\r\x1b[2K"}
        else:
            answer = {"type": "skip", "id": message["id"], "reason": "later\r\n0 passed, 0 failed"}
    if mode == "huge-strings":
        # About 400 kB a line, under the 1 MiB line limit: a 200 kB trace entry and diagnostic, 300 short
        # entries and 100 short diagnostics, escape sequences everywhere.
        big = "\x1b[31m" + "x" * (200 * 1024)
        first = observations[0]
        first["trace"] = [{"rule": "S" + "9" * 1000, "message": big}] + [{"rule": "S1", "message": "\x1b[2Jstep"} for _ in range(300)]
        first["diagnostics"] = [big] + ["\x07note"] * 100
        first["style"] = "lightContent"
    if mode == "huge-answer":
        for observation in observations:
            observation["styleOwner"] = "\x1b[2J" + "o" * (1024 * 1024)
    if mode == "huge-owner":
        for observation in observations:
            observation["styleOwner"] = "o" * (100 * 1024)
    if mode == "huge-line":
        out.write(b'{"type":"result","id":"' + message["id"].encode() + b'","pad":"' + b"x" * (20 * 1024 * 1024) + b'"}\n')
        out.flush()
        continue
    if mode == "non-utf8":
        out.write(b'{"type":"result","id":"' + message["id"].encode() + b'","observations":[],"x":"\xff\xfe"}\n')
        out.flush()
        continue
    if mode == "slow":
        time.sleep(0.05)
    if mode == "heavy-stderr":
        sys.stderr.write(("log line for case " + message["id"] + "\n") * 50000)
        sys.stderr.flush()
    send(answer)
    if mode == "duplicate-answers":
        # Every answer twice: the second is for a case no longer in flight.
        send(answer)
    if mode == "exit-without-stop" and runs == 3:
        sys.exit(0)
