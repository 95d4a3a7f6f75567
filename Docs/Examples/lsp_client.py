#!/usr/bin/env python3
"""A client of `psg-demo --rpc` in LSP framing, built on python-lsp-jsonrpc (PyPI).

    python3 -m pip install python-lsp-jsonrpc
    python3 Docs/Examples/lsp_client.py --demo .build/debug/psg-demo --log messages.jsonl

The library's JsonRpcStreamWriter writes each message with `Content-Length` headers, as a
language server's client does, and its JsonRpcStreamReader reads the replies, which psg-demo
frames the same way once it has seen the first header. The client drives a whole session:
initialize, a refresh of a slow feed cancelled with `$/cancelRequest`, search, open, typed
fields, back, filter, goto, the scorers, an error of each kind, shutdown and exit. The feed is
FILE (by default the squad in Tests/Fixtures), served on 127.0.0.1 by the client
(slow_feed.py, beside it), whose second answer waits until the refresh is cancelled. With
`--log FILE` every message either way is appended to FILE, as rpc_client.py does.

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

# The feed module beside this file, imported without leaving a cache in the folder.
sys.dont_write_bytecode = True
from slow_feed import SQUAD, SlowFeed  # noqa: E402

USAGE = "usage: lsp_client.py [--demo PATH] [--log FILE] [--feed FILE] [-- PSG-DEMO OPTIONS]"
BROKEN = 70  # EX_SOFTWARE


class Broken(Exception):
    """A reply the protocol does not promise."""


class Session:
    """psg-demo --rpc with a reader thread that queues each reply as it comes."""

    def __init__(self, demo, options, log):
        self.process = subprocess.Popen(
            [demo, "--rpc"] + options,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.writer = JsonRpcStreamWriter(self.process.stdin)
        self.replies = queue.Queue()
        self.ids = itertools.count(1)
        self.log = log
        threading.Thread(target=self.listen, daemon=True).start()

    def listen(self):
        JsonRpcStreamReader(self.process.stdout).listen(self.replies.put)
        self.replies.put(None)  # psg-demo ended

    def ended(self):
        """Why there is no reply: psg-demo's status and the end of its standard error."""
        status = self.process.wait(timeout=10)
        return "psg-demo ended (status %d) before replying: %s" % (
            status, self.process.stderr.read()[-2000:].decode("utf-8", "replace"))

    def note(self, side, message=None, raw=None):
        if self.log is not None:
            entry = {"from": side, "message": message} if raw is None else {"from": side, "raw": raw}
            self.log.write(json.dumps(entry) + "\n")

    def send_bytes(self, body):
        """A body that is no JSON, framed as the writer frames: its reply has id null."""
        self.note("client", raw=body.decode("utf-8"))
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.process.stdin.flush()

    def send(self, message):
        self.note("client", message)
        self.writer.write(message)

    def request(self, method, params=None):
        """Sends a request; its id."""
        message = {"jsonrpc": "2.0", "id": "lsp-%d" % next(self.ids), "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return message["id"]

    def next_message(self):
        message = self.replies.get()
        if message is None:
            raise Broken(self.ended())
        self.note("server", message)
        return message

    def reply(self, id):
        """The reply to request `id`: its result, or ("error", code, data code); the `status`
        notifications before it are skipped."""
        message = self.next_message()
        while message.get("method") == "status":
            message = self.next_message()
        if message.get("id") != id:
            raise Broken("reply %r to request %r" % (message.get("id"), id))
        if "error" in message:
            return ("error", message["error"]["code"], message["error"]["data"]["code"])
        return message["result"]

    def call(self, method, params=None):
        return self.reply(self.request(method, params))

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)


def block(screen, kind):
    return next(block for block in screen["blocks"] if block["kind"] == kind)


def key_text(screen, row):
    table = block(screen, "table")
    roles = [column.get("role") for column in table["columns"]]
    return table["rows"][row]["cells"][roles.index("key")]["text"]


def cancel_a_slow_refresh(session, feed):
    """`actualiser` waits for the slow feed (status busy); `$/cancelRequest` ends it with
    -32800 after status idle; a second refresh loads the feed again."""
    id = session.request("perform", {"action": "refresh"})
    busy = session.next_message()
    if busy.get("params") != {"state": "busy", "request": id}:
        raise Broken("refresh: expected status busy, got %r" % busy)
    session.notify("$/cancelRequest", {"id": id})
    idle = session.next_message()
    if idle.get("params") != {"state": "idle", "request": id}:
        raise Broken("refresh: expected status idle, got %r" % idle)
    answer = session.reply(id)
    if answer != ("error", -32800, "requestCancelled"):
        raise Broken("refresh: expected error -32800, got %r" % (answer,))
    print("refresh: %r" % (answer,))
    feed.release()
    again = session.call("command", {"line": "actualiser"})
    print("refresh again: %d players" % block(again["screen"], "table")["paging"]["rows"])


def walk(session, feed):
    # Before initialize, every request is refused (-32002), as in LSP.
    print("error %r" % (session.call("screen"),))
    started = session.call("initialize", {"clientName": "lsp_client.py", "language": "fr"})
    if isinstance(started, tuple):
        raise Broken("initialize refused: %r" % (started,))
    session.notify("initialized")
    print("protocol %d at %s" % (started["protocolVersion"], started["address"]))
    cancel_a_slow_refresh(session, feed)
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
    # An error of each kind the session can provoke.
    for method, params in [
        ("perform", {"action": "open", "argument": 0}),
        ("command", {"line": "voler"}),
        ("goto", {"address": "nulle-part"}),
        ("perform", {"action": "clear", "argument": "x"}),
        ("fly", None),
        ("initialize", None),
    ]:
        print("error %r" % (session.call(method, params),))
    # Bytes that are not JSON carry no id: the reply's is null, and the session goes on.
    session.send_bytes(b"{not json")
    print("error %r" % (session.reply(None),))
    if session.call("shutdown") is not None:
        raise Broken("shutdown answers null")
    session.notify("exit")


def main(arguments):
    demo, log, options, feed_path = "psg-demo", None, [], SQUAD
    while arguments:
        argument = arguments.pop(0)
        if argument == "--demo" and arguments:
            demo = arguments.pop(0)
        elif argument == "--log" and arguments:
            log = open(arguments.pop(0), "a", encoding="utf-8")
        elif argument == "--feed" and arguments:
            feed_path = arguments.pop(0)
        elif argument == "--":
            options = arguments
            break
        else:
            print(USAGE, file=sys.stderr)
            return 64
    feed = SlowFeed(feed_path)
    session = Session(demo, ["--data", feed.url] + options, log)
    try:
        walk(session, feed)
    except (Broken, KeyError, TypeError) as problem:
        print("lsp_client.py: %s" % problem, file=sys.stderr)
        session.process.kill()
        session.process.wait()
        return BROKEN
    finally:
        feed.release()
        if log is not None:
            log.close()
    session.process.stdin.close()
    status = session.process.wait()
    print("exit: status %d" % status)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
