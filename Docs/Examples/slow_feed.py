"""The feed both JSON-RPC clients of Docs/Examples serve psg-demo, so that each can cancel a
refresh that waits: a file over HTTP on 127.0.0.1, whose second answer waits until the client
calls `release()` (psg-demo's first load at `initialize` is the first answer)."""

import http.server
import os
import threading

# The squad the tests use, from the clients' folder.
SQUAD = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "Fixtures", "psgPlayers2021.json")


class SlowFeed:
    """FILE over HTTP on 127.0.0.1; the second answer waits until `release()`."""

    def __init__(self, path):
        with open(path, "rb") as file:
            body = file.read()
        served, released = [0], threading.Event()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                served[0] += 1
                if served[0] == 2:
                    released.wait(60)
                try:
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except OSError:
                    pass  # psg-demo hung up: the refresh was cancelled

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.released = released
        self.url = "http://127.0.0.1:%d/squad.json" % self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def release(self):
        self.released.set()
