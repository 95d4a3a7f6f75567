#!/usr/bin/env python3
"""A client of `psg-demo --rpc` in LSP framing, built on python-lsp-jsonrpc (PyPI).

    python3 -m pip install python-lsp-jsonrpc
    python3 Docs/Examples/lsp_client.py --demo .build/debug/psg-demo --log messages.jsonl

The library's JsonRpcStreamWriter writes each message with `Content-Length` headers, as a
language server's client does, and its JsonRpcStreamReader reads the replies, which psg-demo
frames the same way once it has seen the first header. The client drives a whole session:
initialize, search, open, typed fields, back, filter, goto, the scorers, errors, shutdown and
exit. With `--log FILE` every message either way is appended to FILE, as rpc_client.py does.

It exits with psg-demo's status (0 after shutdown and exit), or 70 when a reply is not the one
the protocol promises.
"""

import itertools
import json
import queue
import subprocess
import sys
import threading

from pylsp_jsonrpc.streams import JsonRpcStreamReader, JsonRpcStreamWriter

USAGE = "usage: lsp_client.py [--demo PATH] [--log FILE] [-- PSG-DEMO OPTIONS]"
BROKEN = 70  # EX_SOFTWARE


class Broken(Exception):
    """A reply the protocol does not promise."""


class Session:
    """psg-demo --rpc with a reader thread that queues each reply as it comes."""

    def __init__(self, demo, options, log):
        self.process = subprocess.Popen(
            [demo, "--rpc"] + options,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.writer = JsonRpcStreamWriter(self.process.stdin)
        self.replies = queue.Queue()
        self.ids = itertools.count(1)
        self.log = log
        threading.Thread(target=self.listen, daemon=True).start()

    def listen(self):
        JsonRpcStreamReader(self.process.stdout).listen(self.replies.put)
        self.replies.put(None)  # psg-demo ended

    def note(self, side, message):
        if self.log is not None:
            self.log.write(json.dumps({"from": side, "message": message}) + "\n")

    def send(self, message):
        self.note("client", message)
        self.writer.write(message)

    def call(self, method, params=None):
        """The reply to one request: its result, or ("error", code, data code)."""
        message = {"jsonrpc": "2.0", "id": "lsp-%d" % next(self.ids), "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        reply = self.replies.get()
        if reply is None:
            raise Broken("psg-demo ended before replying to %s" % method)
        self.note("server", reply)
        if reply.get("id") != message["id"]:
            raise Broken("reply %r to request %r" % (reply.get("id"), message["id"]))
        if "error" in reply:
            return ("error", reply["error"]["code"], reply["error"]["data"]["code"])
        return reply["result"]

    def notify(self, method):
        self.send({"jsonrpc": "2.0", "method": method})


def block(screen, kind):
    return next(block for block in screen["blocks"] if block["kind"] == kind)


def key_text(screen, row):
    table = block(screen, "table")
    roles = [column.get("role") for column in table["columns"]]
    return table["rows"][row]["cells"][roles.index("key")]["text"]


def walk(session):
    started = session.call("initialize", {"clientName": "lsp_client.py", "language": "fr"})
    if isinstance(started, tuple):
        raise Broken("initialize refused: %r" % (started,))
    session.notify("initialized")
    print("protocol %d at %s" % (started["protocolVersion"], started["address"]))
    found = session.call("command", {"line": "chercher mba"})
    print("search: %s" % key_text(found["screen"], 0))
    player = session.call("perform", {"action": "open", "argument": 1})["screen"]
    fields = {field.get("key"): field for field in block(player, "fields")["fields"]}
    print("%s: %d goals, %d kg" % (
        player["title"], fields["goals"]["data"]["number"], fields["weight"]["data"]["kilograms"]))
    print("back: %s" % session.call("perform", {"action": "back"})["address"])
    session.call("perform", {"action": "clear"})
    chosen = session.call("perform", {"action": "filter", "argument": "forwards"})
    print("filter: %s" % chosen["address"])
    print("goto: %s" % session.call("goto", {"address": "player/id/32"})["screen"]["title"])
    print("scorers: %s" % key_text(session.call("goto", {"address": "scorers"})["screen"], 0))
    for method, params in [("perform", {"action": "open", "argument": 0}), ("fly", None)]:
        print("error %r" % (session.call(method, params),))
    if session.call("shutdown") is not None:
        raise Broken("shutdown answers null")
    session.notify("exit")


def main(arguments):
    demo, log, options = "psg-demo", None, []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--demo" and arguments:
            demo = arguments.pop(0)
        elif argument == "--log" and arguments:
            log = open(arguments.pop(0), "a", encoding="utf-8")
        elif argument == "--":
            options = arguments
            break
        else:
            print(USAGE, file=sys.stderr)
            return 64
    session = Session(demo, options, log)
    try:
        walk(session)
    except (Broken, KeyError, TypeError) as problem:
        print("lsp_client.py: %s" % problem, file=sys.stderr)
        session.process.kill()
        session.process.wait()
        return BROKEN
    finally:
        if log is not None:
            log.close()
    session.process.stdin.close()
    status = session.process.wait()
    print("exit: status %d" % status)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
