#!/usr/bin/env python3
"""Times loading the largest accepted feed as whole processes: psg-demo against python3's json.

    swift build -c release --product psg-demo
    swift build -c release --product psg-bench
    python3 Docs/Scripts/feed-load-comparison.py [--rounds N] [--build-dir .build/release]

psg-bench writes the feed (--write-feed: generated players, compact JSON with the fixture's
fields, just under 16 MiB) to a temporary folder. Then each round runs, one after the other:

  psg-demo --renderer plain --data FEED --open players     (load, build the list, print a page)
  python3 -c 'json.load(...); count the names containing "mb"'

so load on a shared machine falls on both alike. For each it prints the wall time (min, median,
max) and the peak resident memory (the kernel's maxrss of the child, through wait4), then the
ratio of the medians. Nothing is written outside the temporary folder, which is removed.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

PYTHON_LOAD = (
    "import json, sys\n"
    "players = json.load(open(sys.argv[1], encoding='utf-8'))['players']\n"
    "print(sum(1 for p in players if 'mb' in p['name'].lower()))\n"
)


def run(arguments):
    """Runs a process with its output discarded; returns (seconds, peak KiB, exit status)."""
    start = time.perf_counter()
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode("utf-8", "replace")
    process.stderr.close()
    if process.returncode != 0:
        sys.exit(f"{arguments[0]} failed with status {process.returncode}: {error.strip()}")
    return seconds, usage.ru_maxrss


def describe(samples):
    times = [seconds * 1000 for seconds, _ in samples]
    memory = [kib / 1024 for _, kib in samples]
    return (
        f"{min(times):.0f} ms | {statistics.median(times):.0f} ms | {max(times):.0f} ms "
        f"| {max(memory):.0f} MiB"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=11, help="rounds (default 11)")
    parser.add_argument("--build-dir", default=".build/release", help="where the binaries are")
    options = parser.parse_args()
    demo = os.path.join(options.build_dir, "psg-demo")
    bench = os.path.join(options.build_dir, "psg-bench")
    for binary in (demo, bench):
        if not os.access(binary, os.X_OK):
            sys.exit(f"{binary} is missing: build it with swift build -c release")

    with tempfile.TemporaryDirectory() as folder:
        feed = os.path.join(folder, "feed.json")
        subprocess.run([bench, "--write-feed", feed], check=True)
        commands = {
            "psg-demo": [demo, "--renderer", "plain", "--data", feed, "--open", "players"],
            "python3 json.load": [sys.executable, "-c", PYTHON_LOAD, feed],
        }
        samples = {name: [] for name in commands}
        for name, command in commands.items():  # warm-up: the file in the page cache
            run(command)
        for _ in range(options.rounds):
            for name, command in commands.items():
                samples[name].append(run(command))

    print(f"{options.rounds} rounds, interleaved, after one warm-up run each")
    print()
    print("| process | min | median | max | peak RSS |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name in commands:
        print(f"| {name} | {describe(samples[name])} |")
    demo_median = statistics.median(seconds for seconds, _ in samples["psg-demo"])
    python_median = statistics.median(seconds for seconds, _ in samples["python3 json.load"])
    demo_peak = max(kib for _, kib in samples["psg-demo"]) / 1024
    print()
    print(f"psg-demo / python3, medians: {demo_median / python_median:.2f}× (goal ≤ 1.50×)")
    print(f"psg-demo peak RSS: {demo_peak:.0f} MiB (goal ≤ 100 MiB)")


if __name__ == "__main__":
    main()
