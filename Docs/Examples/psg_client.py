#!/usr/bin/env python3
"""An interactive client for psg-demo, from Docs/ScreenFormat.md alone ("The stream").

    python3 Docs/Examples/psg_client.py                       # psg-demo on PATH
    python3 Docs/Examples/psg_client.py --demo .build/debug/psg-demo -- --lang fr
    printf 'search mba\\nopen 1\\n' | python3 Docs/Examples/psg_client.py

It starts `psg-demo --renderer json` (with the options after `--`), then sends it each line
it reads, one command at a time. Every line psg-demo writes says what it answers (`seq`, the
command's number from 1; 0 for the start), so the client waits for the line whose `seq` is its
command's, and never guesses from timing or from standard error:

- a `screen` is drawn as text by screens_as_text.py, beside this file;
- an `error` is shown by its stable `code`, with the message in the app's language;
- the `end` line stops the client, which exits with psg-demo's status.

It uses only the standard library. psg-demo's standard error (the same errors, for people)
is left out: the stream says everything a program needs.
"""

import json
import os
import subprocess
import sys

# The renderer beside this file draws the screens; importing it leaves no cache in the folder.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from screens_as_text import screen_text, visible  # noqa: E402

USAGE = "usage: psg_client.py [--demo PATH] [-- PSG-DEMO OPTIONS]"
STREAM_BROKEN = 70  # EX_SOFTWARE: psg-demo ended without its `end` line, or wrote another one


class Client:
    """psg-demo running as a child process, driven one command at a time."""

    def __init__(self, demo, options):
        self.process = subprocess.Popen(
            [demo, "--renderer", "json"] + options,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            encoding="utf-8", errors="replace", bufsize=1)
        self.seq = 0
        self.status = None

    def next_line(self):
        """The next line of the stream as an object, or None when psg-demo closed it."""
        line = self.process.stdout.readline()
        if not line:
            return None
        return json.loads(line)

    def answer(self, seq):
        """Reads lines up to the one that answers command `seq` (None: the end of the input) and
        shows each; False once the stream ended."""
        while True:
            line = self.next_line()
            if line is None:
                print("psg-demo stopped without an end line", file=sys.stderr)
                self.status = STREAM_BROKEN
                return False
            if not self.show(line):
                return False
            if seq is not None and line.get("seq") == seq:
                return True

    def show(self, line):
        """Shows one line of the stream; False for the end."""
        kind = line.get("kind")
        prefix = "[%s] " % line["seq"] if "seq" in line else ""
        if kind == "screen":
            scene = line.get("scene", "?")
            print("%s%s\n%s\n" % (prefix, visible(scene), screen_text(line)))
            return True
        if kind == "error":
            message = visible(line["message"])
            if line.get("hint"):
                message += " (%s)" % visible(line["hint"])
            print("%serror %s: %s\n" % (prefix, line["code"], message))
            return True
        if kind == "end":
            self.status = line["status"]
            print("%send: status %d" % (prefix, self.status))
            return False
        print("psg-demo wrote a line of kind %r" % kind, file=sys.stderr)
        self.status = STREAM_BROKEN
        return False

    def send(self, command):
        """Sends one command and shows its answer; False once the stream ended."""
        self.seq += 1
        try:
            self.process.stdin.write(command + "\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            pass  # psg-demo has ended: its last lines are still to read
        return self.answer(self.seq)

    def finish(self):
        """Closes psg-demo's input, reads to its end line, and returns the status to exit with."""
        if self.process.stdin and not self.process.stdin.closed:
            try:
                self.process.stdin.close()
            except BrokenPipeError:
                pass
        if self.status is None:
            self.answer(None)
        self.process.stdout.close()
        self.process.wait()
        return self.status if self.status is not None else STREAM_BROKEN


def arguments(argv):
    """The psg-demo to run and its options, or None for a wrong command line."""
    demo = os.environ.get("PSG_DEMO", "psg-demo")
    options = []
    rest = list(argv)
    while rest:
        word = rest.pop(0)
        if word == "--demo" and rest:
            demo = rest.pop(0)
        elif word == "--":
            options = rest
            break
        else:
            return None
    return demo, options


def main(argv):
    parsed = arguments(argv)
    if parsed is None:
        print(USAGE, file=sys.stderr)
        return 64
    demo, options = parsed
    try:
        client = Client(demo, options)
    except OSError as error:
        print("psg_client: cannot start %s: %s" % (demo, error.strerror), file=sys.stderr)
        return 69
    prompt = "psg> " if sys.stdin.isatty() else ""
    # The start screen, or the error and end of a refused start.
    running = client.answer(0)
    while running:
        try:
            command = input(prompt)
        except EOFError:
            break
        except KeyboardInterrupt:
            print()
            break
        running = client.send(command)
    return client.finish()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
