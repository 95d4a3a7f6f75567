#!/usr/bin/env python3
"""Measures psg-demo's peak resident memory on hostile feeds and on the largest feed accepted.

    swift build -c release --product psg-demo
    python3 Docs/Scripts/memory-corpus.py [--build-dir .build/release] [--keep DIR] [--only TEXT]...

It writes each feed to a temporary folder (removed at the end unless --keep names a folder to
write them to instead), every one valid JSON within the 16 MiB limit:

  numbers     8 million numbers where players are expected       refused (65)
  empty       5 million empty objects as players                 refused (65)
  objects     objects nested 511 deep, repeated                  accepted
  arrays      arrays nested 66 deep, repeated                    accepted
  escapes     many unknown keys written with \\u escapes           accepted
  exponent    the largest feed with one number written 1e3       accepted
  wide        one 16 MiB name of wide characters                 accepted
  ascii       one 16 MiB name of ASCII letters                   accepted
  pairs       one 16 MiB name of `a ` pairs (ends with a space)  accepted
  zwj         one 16 MiB name: 👩 and ZERO WIDTH JOINER, chained  accepted
              (one grapheme cluster)
  bells       one name of BEL characters written \u0007, as     accepted
              many as 16 MiB holds
  largest     the largest feed accepted, by construction: as     accepted
              many minimal players as 16 MiB holds (101,127)
  longids     the same with the longest ids, from -2^63: fewer    accepted
              players (92,691), longer file names

It also writes recordings, from a run of the embedded squad that `--record` made (`open 1`):

  garbage     one line of 100 MB that is not JSON                refused (65)
  title       step 0 with a title of 100 MB, valid JSON          refused (65)
  after       the run's two steps, then a line of 100 MB         refused (65)
  events      step 1 with 200,000 events                         refused (65)
  most        step 1 with as many events as a line holds         replayed, 200 kept
  cut         the run with a title of 4 MiB less a few bytes     replayed, title cut
  values      step 1 with a stack of as many values as a line    replayed
              holds, less a few

and replays each with `replay FILE --at N` in plain, ANSI, JSON, HTML and Markdown, and
exports it (`replay FILE --export DIR`).

A minimal player has every field at its shortest: empty texts, zeros, the date 01/01/2000,
`true`, and ids counting from 1, so no feed within the limit holds more players.

It runs psg-demo on each through /usr/bin/time -v and reads its "Maximum resident set size",
the kernel's peak for the process. Loading is `--renderer plain --data FEED --open players`
(load, build the list, print a page). Each feed of one long name is also loaded in ANSI and
JSON, on the list and on the player's page (`--open player/id/1`), in HTML and Markdown, in
JSON from a script (`open 1`, `back`: three screens), and exported. On the largest feed it
runs `refresh` once and ten times, `open 1` then `compare 2` (the first two players side by
side), `open 1` then `compare` (the picker over every other player), `scorers` (every player
ranked), the full-screen app (in a pseudo-terminal: a search, `r` to reload, Ctrl-C; then
1,000 seeded random keys, without and with `--record`, and recorded with the panel showing
what each step changed), an export, the same export again into
its site (`--force`: every page compared with its file), and again under each other renderer (`--force --renderer
markdown`, then `json`: every page replaced); the feed of the longest ids gets the same four
exports, since its site has fewer pages but longer names.
It prints one Markdown table: feed, command, exit status, peak RSS in MiB. Each `--only TEXT`
keeps the rows whose feed or command contains TEXT (`--only largest --only "full screen"`), to
measure again only what a change can move.
"""

import argparse
import os
import pty
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time

LIMIT = 16 << 20
LONG_NAMES = ["wide", "ascii", "pairs", "zwj", "bells"]
NUMBERS = "1 2 3 4 5 6 7 8 9 10 11 12 14 15 16 17 18 20 21 22 23 24 25 27 28 30 31 32 34 35 38 39 40 50 60".split()
POSITIONS = [
    "Gardien de but",
    "Défenseur central",
    "Latéral droit",
    "Milieu",
    "Milieu offensif",
    "Attaquant",
]


def player(i, goals=None, extra=""):
    """One generated player, as Docs/Performance.md's generate-feed.sh writes it."""
    goals = str((i * 7) % 50) if goals is None else goals
    return (
        f'{{"id":{i},"name":"P{i}","number":{NUMBERS[(i - 1) % 35]},"country":"FR",'
        f'"size":{170 + i % 30},"weight":{65 + i % 25},'
        f'"birthDate":"{i % 28 + 1:02d}/{i % 12 + 1:02d}/{1980 + i % 25}",'
        f'"position":"{POSITIONS[(i - 1) % 6]}","goals":{goals},"matches":{(i * 13) % 300},'
        f'"fromPSGformation":{"true" if i % 3 == 0 else "false"},"imageURL":"p{i}.png"{extra}}}'
    )


def minimal_player(i, goals="0", long_id=False):
    """A player with every field at its shortest valid value; with `long_id`, an id of 20
    characters, counting from -2^63, which names the longest pages."""
    identifier = -(2**63) + i - 1 if long_id else i
    return (
        f'{{"id":{identifier},"name":"","number":0,"country":"","size":0,"weight":0,'
        f'"birthDate":"01/01/2000","position":"","goals":{goals},"matches":0,'
        f'"fromPSGformation":true,"imageURL":""}}'
    )


def largest(exponent=False, long_ids=False):
    """As many minimal players as the limit holds: the feed with the most players."""
    head, tail = '{"players":[', "]}"
    parts = []
    size = len(head) + len(tail)
    while True:
        i = len(parts) + 1
        text = minimal_player(i, goals="1e3" if exponent and i == 1 else "0", long_id=long_ids)
        added = len(text) + (1 if parts else 0)
        if size + added > LIMIT:
            break
        parts.append(text)
        size += added
    return head + ",".join(parts) + tail


def repeated(item, head='{"players":[],"extra":[', tail="]}"):
    """`head` then `item` repeated, comma-separated, as often as the limit allows, then `tail`."""
    room = LIMIT - len(head.encode()) - len(tail.encode())
    count = (room + 1) // (len(item.encode()) + 1)
    return head + ",".join([item] * count) + tail


def escaped_keys():
    """Players whose extra keys are all written with \\u escapes, as many as fit."""
    extra = "".join(f',"\\u0078\\u{0x61 + k % 26:04x}{k}":0' for k in range(40))
    parts = []
    size = 20
    i = 1
    while True:
        text = player(i, extra=extra)
        if size + len(text.encode()) + 2 > LIMIT:
            break
        parts.append(text)
        size += len(text.encode()) + 2
        i += 1
    return '{"players":[\n' + ",\n".join(parts) + "\n]}\n"


def one_name(unit, written=None):
    """One player whose name is `unit` repeated as often as the limit allows; `written` is
    how the unit is written in the JSON, if not as itself."""
    written = written or unit
    head = player(1).split('"name":"P1"')
    room = LIMIT - len(head[0].encode()) - len(head[1].encode()) - 40
    name = written * (room // len(written.encode()))
    return '{"players":[' + head[0] + '"name":"' + name + '"' + head[1] + "]}"


def feeds():
    depth = 511 - 2  # the top object and the "extra" array hold the first two levels
    return {
        "numbers": "{\"players\":[" + ",".join(["0"] * 8_000_000) + "]}",
        "empty": "{\"players\":[" + ",".join(["{}"] * 5_000_000) + "]}",
        "objects": repeated('{"a":' * (depth - 1) + "{}" + "}" * (depth - 1)),
        "arrays": repeated("[" * 64 + "]" * 64),
        "escapes": escaped_keys(),
        "exponent": largest(exponent=True),
        "wide": one_name("語"),
        "ascii": one_name("a"),
        "pairs": one_name("a "),
        "zwj": one_name("\U0001F469\u200D"),
        "bells": one_name("\u0007", written="\\u0007"),
        "largest": largest(),
        "longids": largest(long_ids=True),
    }


HUNDRED_MB = 100_000_000
MAXIMUM_LINE = 4 << 20  # RecordingReader.maximumLineBytes
MAXIMUM_VALUES = 1 << 18  # RecordingReader.maximumLineValues


def recordings(demo, folder):
    """The recordings above, written into `folder`: their paths and the step each replays."""
    import json

    base = os.path.join(folder, "base.jsonl")
    subprocess.run([demo, "--renderer", "plain", "--record", base], input=b"open 1\n",
                   stdout=subprocess.DEVNULL, check=True)
    with open(base, encoding="utf-8") as file:
        lines = file.read().splitlines()
    steps = [json.loads(line) for line in lines]

    def line(step):
        return json.dumps(step, ensure_ascii=False, separators=(",", ":"))

    def with_title(step, size):
        titled = dict(step)
        titled["title"] = ""
        titled["title"] = "a" * (size - len(line(titled).encode()) - 1)
        return line(titled)

    def with_events(step, count):
        crowded = dict(step)
        crowded["events"] = [{"kind": "navigation", "text": ""}] * count
        return line(crowded)

    def with_stack(step, values):
        deep = dict(step)
        # 6 values an entry: its braces, 3 strings, 2 commas.
        deep["stack"] = [{"isModal": False, "title": ""}] * (values // 6)
        return line(deep)

    most = dict(steps[1])
    room = MAXIMUM_LINE - 1 - len(with_events(most, 0).encode())
    event_size = len(json.dumps({"kind": "navigation", "text": ""}, separators=(",", ":"))) + 1
    written = {
        "garbage": ("x" * HUNDRED_MB + "\n", 0),
        "title": (with_title(steps[0], HUNDRED_MB) + "\n" + lines[1] + "\n", 0),
        "after": ("\n".join(lines) + "\n" + "x" * HUNDRED_MB + "\n", 1),
        "events": (lines[0] + "\n" + with_events(steps[1], 200_000) + "\n", 1),
        "most": (lines[0] + "\n" + with_events(steps[1], room // event_size) + "\n", 1),
        "cut": (with_title(steps[0], MAXIMUM_LINE - 16) + "\n" + lines[1] + "\n", 0),
        "values": (lines[0] + "\n" + with_stack(steps[1], MAXIMUM_VALUES - 2_000) + "\n", 1),
    }
    paths = {}
    for name, (text, seq) in written.items():
        paths[name] = (os.path.join(folder, name + ".jsonl"), seq)
        with open(paths[name][0], "w", encoding="utf-8") as file:
            file.write(text)
    return paths


RECORDING_LABELS = {
    "garbage": "a recording of one 100 MB line that is not JSON",
    "title": "a recording whose step 0 has a 100 MB title",
    "after": "a recording of two steps, then a 100 MB line",
    "events": "a recording whose step 1 has 200,000 events",
    "most": "a recording whose step 1 has as many events as a line holds",
    "cut": "a recording whose step 0 has a title of a line's most bytes",
    "values": "a recording whose step 1 has as many values as a line holds (its stack)",
}


def peak(arguments, stdin=None, terminal_input=None, pause=3.0):
    """Runs `arguments` through /usr/bin/time -v; returns (exit status, peak MiB)."""
    report = tempfile.NamedTemporaryFile(prefix="rss", delete=False)
    report.close()
    command = ["/usr/bin/time", "-v", "-o", report.name] + arguments
    if terminal_input is None:
        status = subprocess.run(
            command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        ).returncode
    else:
        status = in_terminal(command, terminal_input, pause)
    with open(report.name, encoding="utf-8") as text:
        lines = text.read().splitlines()
    os.unlink(report.name)
    kib = next(int(line.split(":")[1]) for line in lines if "Maximum resident set size" in line)
    return status, kib / 1024


def in_terminal(command, keys, pause=3.0):
    """Runs `command` in a pseudo-terminal of 120x40, typing each of `keys` after `pause`
    seconds (three seconds first, for the feed to load)."""
    pid, master = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ["COLUMNS"], os.environ["LINES"] = "120", "40"
        os.execvp(command[0], command)
    import fcntl
    import struct
    import termios

    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    drain(master, 3.0)
    for key in keys:
        drain(master, pause)
        os.write(master, key)
    drain(master, 3.0)
    _, status = os.waitpid(pid, 0)
    os.close(master)
    return os.waitstatus_to_exitcode(status)


def random_keys(count, seed=1, without=()):
    """`count` keys drawn from a fixed seed, but those `without`, then Ctrl-C."""
    keys = [b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D", b"\x1b[5~", b"\x1b[6~", b"\x1b[H",
            b"\x1b[F", b"\r", b"\x1b", b"/", b"a", b"e", b"s", b"f", b"i", b"\t", b"h", b"1",
            b"2", b"c", b"n", b"p", b"\x7f"]
    keys = [key for key in keys if key not in without]
    generator = random.Random(seed)
    return [generator.choice(keys) for _ in range(count)] + [b"\x03"]


def drain(master, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                os.read(master, 65536)
            except OSError:
                return


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", default=".build/release", help="where psg-demo is")
    parser.add_argument("--keep", help="write the feeds to this folder and keep them")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT",
                        help="run only the rows whose feed or command contains TEXT")
    options = parser.parse_args()
    demo = os.path.abspath(os.path.join(options.build_dir, "psg-demo"))
    if not os.access(demo, os.X_OK):
        sys.exit(f"no psg-demo in {options.build_dir}: swift build -c release --product psg-demo")
    folder = options.keep or tempfile.mkdtemp(prefix="psg-memory")
    os.makedirs(folder, exist_ok=True)
    try:
        paths = {}
        players = 0
        for name, text in feeds().items():
            if name == "largest":
                players = text.count('"id":')
            paths[name] = os.path.join(folder, name + ".json")
            with open(paths[name], "w", encoding="utf-8") as file:
                file.write(text)
            assert os.path.getsize(paths[name]) <= LIMIT, name
        print(f"The largest feed holds {players:,} players.\n")
        print("| feed | command | status | peak RSS |")
        print("| --- | --- | ---: | ---: |")

        def row(name, label, arguments, **keywords):
            if options.only and not any(text in f"{name} {label}" for text in options.only):
                return
            status, mib = peak(arguments, **keywords)
            print(f"| {name} | {label} | {status} | {mib:.1f} MiB |", flush=True)

        for name, path in paths.items():
            row(name, "load", [demo, "--renderer", "plain", "--data", path, "--open", "players"],
                stdin=subprocess.DEVNULL)
        for name in LONG_NAMES:
            for renderer in ["plain", "ansi", "json", "html", "markdown"]:
                for page, route in [("list", "players"), ("player's page", "player/id/1")]:
                    if renderer == "plain" and page == "list":
                        continue  # the load above
                    row(name, f"{renderer}, {page}",
                        [demo, "--renderer", renderer, "--color", "always", "--data",
                         paths[name], "--open", route],
                        stdin=subprocess.DEVNULL)
            with tempfile.TemporaryFile() as script:
                script.write(b"open 1\nback\n")
                script.seek(0)
                row(name, "json, `open 1`, `back` from standard input",
                    [demo, "--renderer", "json", "--data", paths[name]], stdin=script)
        big = paths["largest"]
        for label, lines in [("refresh", "refresh\n"), ("refresh ×10", "refresh\n" * 10),
                             ("open 1, compare 2", "open 1\ncompare 2\n"),
                             ("open 1, compare (the picker)", "open 1\ncompare\n"),
                             ("scorers", "scorers\n")]:
            with tempfile.TemporaryFile() as script:
                script.write(lines.encode())
                script.seek(0)
                row("largest", label, [demo, "--renderer", "plain", "--data", big], stdin=script)
        row("largest", "full screen: /mb, r, Ctrl-C", [demo, "--data", big],
            terminal_input=[b"/", b"mb", b"\x1b", b"r", b"\x03"])
        # 1,000 keys drawn from every kind the app answers (moves, search, filter, compare,
        # scorers, inspector, history), then Ctrl-C; the same keys again while --record
        # writes each step, so the two rows show what recording costs.
        fuzz = random_keys(1000)
        row("largest", "full screen: 1,000 random keys", [demo, "--data", big],
            terminal_input=fuzz, pause=0.02)
        recording = os.path.join(folder, "fuzz.jsonl")
        row("largest", "the same keys, --record", [demo, "--data", big, "--record", recording],
            terminal_input=fuzz, pause=0.02)
        # The panel open on what each step changed (`i`, Tab, `d`, Tab), then 1,000 keys that
        # leave it so (no `i`, no Tab), recorded: what keeping and showing the changes costs.
        changes = [b"i", b"\t", b"d", b"\t"] + random_keys(1000, without=[b"i", b"\t"])
        row("largest", "1,000 random keys, the changes shown, --record",
            [demo, "--data", big, "--record", os.path.join(folder, "changes.jsonl")],
            terminal_input=changes, pause=0.02)
        for name, (path, seq) in recordings(demo, folder).items():
            label = RECORDING_LABELS[name]
            for renderer in ["plain", "ansi", "json", "html", "markdown"]:
                row(label, f"replay --at {seq}, {renderer}",
                    [demo, "replay", path, "--at", str(seq), "--renderer", renderer,
                     "--color", "always"],
                    stdin=subprocess.DEVNULL)
            site = os.path.join(folder, "walkthrough-" + name)
            row(label, "replay --export", [demo, "replay", path, "--export", site],
                stdin=subprocess.DEVNULL)
            shutil.rmtree(site, ignore_errors=True)
            os.unlink(path)
        for name in ["largest", "longids"] + LONG_NAMES:
            site = os.path.join(folder, "site-" + name)
            row(name, "export", [demo, "export", site, "--data", paths[name]],
                stdin=subprocess.DEVNULL)
            if name in ["largest", "longids"]:
                row(name, "export again, --force",
                    [demo, "export", site, "--force", "--data", paths[name]],
                    stdin=subprocess.DEVNULL)
                for renderer in ["markdown", "json"]:
                    row(name, f"export again, --force --renderer {renderer}",
                        [demo, "export", site, "--force", "--renderer", renderer,
                         "--data", paths[name]],
                        stdin=subprocess.DEVNULL)
            shutil.rmtree(site, ignore_errors=True)
    finally:
        if not options.keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
