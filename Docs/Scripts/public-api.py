#!/usr/bin/env python3
"""Writes the public API of every library product to Docs/API/<Module>.txt, or checks it.

    python3 Docs/Scripts/public-api.py            # build, then write Docs/API/*.txt
    python3 Docs/Scripts/public-api.py --check    # build, then compare; a diff and exit 1 if not

Each file holds one declaration a line, sorted: the symbol's path, then its declaration as the
compiler spells it, with the constraints of the extension that declares it; and one line for
each protocol a type conforms to or a class inherits from:

    Screen.title: var title: String
    Dynamic.removingDuplicates(): @MainActor func removingDuplicates() -> Dynamic<Value> where Value : Equatable
    conformance Screen: Swift.Decodable

The lines come from the symbol graph, `swift symbolgraph-extract` on the modules of a build with
`-minimum-access-level public`: what a client can name, `package` and internal left out. A new
toolchain may spell a declaration differently; run the script again and review the diff.

Without `--modules-dir` the script runs `swift build` and reads that build's modules; the library
products come from `swift package describe`, unless modules are named. The tests
(PublicAPITests) pass the modules of their own build and the modules to check.
"""

import argparse
import concurrent.futures
import difflib
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(arguments):
    """Runs a command in the package's folder and returns its standard output."""
    result = subprocess.run(
        arguments, cwd=PACKAGE_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(arguments)} failed ({result.returncode}):\n{result.stderr}")
    return result.stdout


def library_modules():
    """The modules of the package's library products, from the toolchain's reading of the manifest."""
    package = json.loads(run(["swift", "package", "describe", "--type", "json"]))
    modules = set()
    for product in package["products"]:
        if "library" in product["type"]:
            modules.update(product["targets"])
    return sorted(modules)


def target_triple():
    return json.loads(run(["swift", "-print-target-info"]))["target"]["triple"]


def extract(module, modules_dir, triple, scratch):
    """The symbol graph files of `module`: its own and those of its extensions of other modules."""
    output = os.path.join(scratch, module)
    os.makedirs(output)
    run([
        "swift", "symbolgraph-extract", "-module-name", module, "-I", modules_dir,
        "-target", triple, "-minimum-access-level", "public", "-skip-synthesized-members",
        "-emit-extension-block-symbols", "-module-cache-path", os.path.join(scratch, "cache"),
        "-output-dir", output,
    ])
    return sorted(glob.glob(os.path.join(output, "*.symbols.json")))


def spelled(fragments):
    """Declaration fragments as one line of text."""
    return re.sub(r"\s+", " ", "".join(fragment["spelling"] for fragment in fragments)).strip()


def api_lines(graph_files):
    """The lines of a module's API, sorted, from its symbol graph files."""
    lines = set()
    for path in graph_files:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        names = {}
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
        for symbol in graph["symbols"]:
            # An extension block is no declaration; its members and conformances are.
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            line = f"{'.'.join(symbol['pathComponents'])}: {spelled(symbol['declarationFragments'])}"
            constraints = symbol.get("swiftExtension", {}).get("constraints", [])
            if constraints and " where " not in line:
                line += " where " + ", ".join(
                    f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}"
                    if c["kind"] != "superclass" else f"{c['lhs']} : {c['rhs']}"
                    for c in constraints)
            lines.add(line)
        for relationship in graph["relationships"]:
            if relationship["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(relationship["source"])
            if source is None:
                continue
            # Another module's protocol by its qualified name, such as `Swift.Equatable`.
            target = names.get(relationship["target"]) or relationship.get("targetFallback")
            if target is None:
                continue
            lines.add(f"conformance {source}: {target}")
    return sorted(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("modules", nargs="*", help="the modules (default: every library product)")
    parser.add_argument("--check", action="store_true",
                        help="compare with the files instead of writing them; exit 1 if they differ")
    parser.add_argument("--modules-dir", help="the built modules to read (default: swift build's)")
    parser.add_argument("--api-dir", default=os.path.join(PACKAGE_ROOT, "Docs", "API"),
                        help="the folder of the API files (default: Docs/API)")
    arguments = parser.parse_args()

    modules = arguments.modules or library_modules()
    modules_dir = arguments.modules_dir
    if modules_dir is None:
        run(["swift", "build"])
        modules_dir = os.path.join(run(["swift", "build", "--show-bin-path"]).strip(), "Modules")
    triple = target_triple()

    with tempfile.TemporaryDirectory(prefix="public-api-") as scratch:
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            graphs = dict(zip(modules, pool.map(
                lambda module: extract(module, modules_dir, triple, scratch), modules)))
        apis = {module: api_lines(files) for module, files in graphs.items()}

    differing = []
    os.makedirs(arguments.api_dir, exist_ok=True)
    for module in modules:
        path = os.path.join(arguments.api_dir, f"{module}.txt")
        text = "".join(line + "\n" for line in apis[module])
        if not arguments.check:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            print(f"{path}: {len(apis[module])} declarations")
            continue
        recorded = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if recorded != text:
            differing.append(module)
            sys.stdout.writelines(difflib.unified_diff(
                recorded.splitlines(keepends=True), text.splitlines(keepends=True),
                fromfile=f"{module}.txt (recorded)", tofile=f"{module}.txt (built)"))
    if differing:
        print(f"the public API of {', '.join(differing)} differs from its file; if the change is "
              "meant, run `python3 Docs/Scripts/public-api.py` and commit the files")
        sys.exit(1)


if __name__ == "__main__":
    main()
