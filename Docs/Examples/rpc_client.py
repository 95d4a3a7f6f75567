#!/usr/bin/env python3
"""A client of `psg-demo --rpc` built on jsonrpcclient (PyPI), from Docs/Protocol.md alone.

    python3 -m pip install jsonrpcclient
    python3 Docs/Examples/rpc_client.py                       # psg-demo on PATH
    python3 Docs/Examples/rpc_client.py --demo .build/debug/psg-demo --log messages.jsonl

It starts `psg-demo --rpc` and drives a whole session, one JSON object a line: initialize,
a refresh of a slow feed cancelled, search, open the player, read typed fields, back, filter,
goto, the scorers, an error of each kind, shutdown and exit. The feed is FILE (by default the
squad in Tests/Fixtures), served on 127.0.0.1 by the client itself (slow_feed.py, beside
it): its second answer waits until the client has cancelled the refresh that asked for it.
jsonrpcclient builds each request (choosing its id) and reads each reply into `Ok` or
`Error`; the client writes a line and reads the line that answers it.
With `--log FILE`, every message either way is appended to FILE as a line of
`{"from": "client"|"server", "message": …}` (`"raw"` for the bytes sent that are no JSON),
for a check against Docs/Protocol.schema.json.

It exits with psg-demo's status (0 after shutdown and exit), or 70 when a reply is not the
one the protocol promises.
"""

import json
import subprocess
import sys

from jsonrpcclient import Error, Ok, notification, parse, request

# The feed module beside this file, imported without leaving a cache in the folder.
sys.dont_write_bytecode = True
from slow_feed import SQUAD, SlowFeed  # noqa: E402

USAGE = "usage: rpc_client.py [--demo PATH] [--log FILE] [--feed FILE] [-- PSG-DEMO OPTIONS]"
BROKEN = 70  # EX_SOFTWARE


class Broken(Exception):
    """A reply the protocol does not promise."""


class Session:
    """psg-demo --rpc as a child process: one request written, its reply read."""

    def __init__(self, demo, options, log):
        self.process = subprocess.Popen(
            [demo, "--rpc"] + options,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.log = log

    def ended(self):
        """Why there is no reply: psg-demo's status and the end of its standard error."""
        status = self.process.wait(timeout=10)
        return "psg-demo ended (status %d) before replying: %s" % (
            status, self.process.stderr.read()[-2000:].decode("utf-8", "replace"))

    def note(self, side, message=None, raw=None):
        if self.log is not None:
            entry = {"from": side, "message": message} if raw is None else {"from": side, "raw": raw}
            self.log.write(json.dumps(entry) + "\n")

    def write(self, message):
        self.note("client", message)
        self.process.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
        self.process.stdin.flush()

    def read(self):
        """The next message that is not a `status` notification (those are only logged)."""
        while True:
            message = self.next_message()
            if message.get("method") != "status":
                return message

    def next_message(self):
        line = self.process.stdout.readline()
        if not line:
            raise Broken(self.ended())
        message = json.loads(line)
        self.note("server", message)
        return message

    def call(self, method, params=None):
        """The reply to one request, as jsonrpcclient parses it, checked against its id."""
        sent = request(method, params=params)
        self.write(sent)
        reply = parse(self.read())
        if reply.id != sent["id"]:
            raise Broken("reply %r to request %r" % (reply.id, sent["id"]))
        return reply

    def result(self, method, params=None):
        reply = self.call(method, params)
        if not isinstance(reply, Ok):
            raise Broken("%s refused: %s %s" % (method, reply.code, reply.message))
        return reply.result

    def refusal(self, method, params, code, name):
        """An error expected: its JSON-RPC code and the stream's code in data."""
        reply = self.call(method, params)
        if not isinstance(reply, Error) or reply.code != code or reply.data["code"] != name:
            raise Broken("%s %r: expected %d %s, got %r" % (method, params, code, name, reply))
        return reply

    def notify(self, method, params=None):
        self.write(notification(method, params))


def block(screen, kind):
    return next(block for block in screen["blocks"] if block["kind"] == kind)


def key_cell(table, row):
    """The cell naming row `row`: the column whose role is `key`, not a counted position."""
    roles = [column.get("role") for column in table["columns"]]
    return table["rows"][row]["cells"][roles.index("key")]


def field(screen, key):
    return next(field for field in block(screen, "fields")["fields"] if field.get("key") == key)


def cancel_a_slow_refresh(session, feed):
    """A refresh waits for the slow feed: status busy, then the client cancels it, and the
    request is answered -32800 after status idle. A second refresh loads the feed again."""
    sent = request("command", params={"line": "refresh"})
    session.write(sent)
    busy = session.next_message()
    if busy.get("method") != "status" or busy["params"] != {"state": "busy", "request": sent["id"]}:
        raise Broken("refresh: expected status busy, got %r" % busy)
    session.notify("$/cancelRequest", {"id": sent["id"]})
    idle = session.next_message()
    if idle.get("method") != "status" or idle["params"]["state"] != "idle":
        raise Broken("refresh: expected status idle, got %r" % idle)
    reply = parse(session.read())
    if not isinstance(reply, Error) or reply.id != sent["id"] or reply.code != -32800:
        raise Broken("refresh: expected error -32800, got %r" % reply)
    print("refresh cancelled: error %d %s" % (reply.code, reply.data["code"]))
    feed.release()
    rows = block(session.result("command", {"line": "refresh"})["screen"], "table")["paging"]
    print("refresh: %d players" % rows["rows"])


def walk(session, feed):
    # Before initialize, every request is refused (-32002), as in LSP.
    early = session.refusal("screen", None, -32002, "notInitialized")
    print("error %d notInitialized: %s" % (early.code, early.data["message"]))
    started = session.result(
        "initialize",
        {"clientName": "rpc_client.py", "protocolVersions": [1], "language": "en",
         "width": 80, "rows": 10})
    session.notify("initialized")
    print("protocol %d, %s %s, at %s" % (
        started["protocolVersion"], started["serverName"], started["appVersion"],
        started["address"]))

    cancel_a_slow_refresh(session, feed)

    found = session.result("command", {"line": "search mba"})
    name = key_cell(block(found["screen"], "table"), 0)
    print("search mba: %s (id %d)" % (name["text"], name["data"]["id"]))

    player = session.result("perform", {"action": "open", "argument": 1})["screen"]
    born = field(player, "birthDate")["data"]
    height = field(player, "height")["data"]
    print("%s: born %s, %d cm" % (player["title"], born["iso8601"], height["centimetres"]))

    back = session.result("perform", {"action": "back"})
    print("back: %s" % back["address"])

    session.result("perform", {"action": "clear"})
    session.result("perform", {"action": "filter"})
    keepers = session.result("perform", {"action": "choose", "argument": "goalkeepers"})
    print("filter: %s, %d rows" % (
        keepers["address"], block(keepers["screen"], "table")["paging"]["rows"]))

    page = session.result("goto", {"address": "player/id/32"})
    print("goto: %s" % page["screen"]["title"])

    scorers = session.result("goto", {"address": "scorers"})
    top = key_cell(block(scorers["screen"], "table"), 0)
    print("scorers: %s first" % top["text"])

    # An error of each kind the session can provoke, each tied to its request's id.
    errors = [
        ("perform", {"action": "open", "argument": 99}, -32000, "noRow"),
        ("command", {"line": "fly"}, -32000, "unknownCommand"),
        ("goto", {"address": "nowhere"}, -32000, "invalidRoute"),
        ("perform", {"action": "clear", "argument": "x"}, -32602, "invalidParams"),
        ("teleport", None, -32601, "methodNotFound"),
        ("initialize", None, -32600, "alreadyInitialized"),
    ]
    for method, params, code, name in errors:
        reply = session.refusal(method, params, code, name)
        print("error %d %s: %s" % (reply.code, name, reply.data["message"]))
    # Bytes that are not JSON cannot carry an id: the reply's is null, and the session goes on.
    session.process.stdin.write(b"{not json\n")
    session.process.stdin.flush()
    session.note("client", raw="{not json")
    unreadable = session.read()
    print("error %d %s" % (unreadable["error"]["code"], unreadable["error"]["data"]["code"]))

    session.result("shutdown")
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
    except Broken as problem:
        print("rpc_client.py: %s" % problem, file=sys.stderr)
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
