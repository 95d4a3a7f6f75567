#!/usr/bin/env python3
"""A renderer for psg-demo written in Python, from Docs/ScreenFormat.md alone.

    psg-demo --renderer json --script Tests/EndToEndTests/Scripts/tour.txt \\
        | python3 Docs/Examples/screens_as_text.py

It reads the screens psg-demo writes as JSON Lines, one screen a line, and prints each as
plain text: the title, the breadcrumb, every block by its kind, then the actions. It uses only
the standard library. The stream's other lines are skipped: a refused command (`"kind":
"error"`, which psg-demo also reports on its standard error) and the end (`"kind": "end"`). A
line that is not a screen of format version 1 is reported on standard error and the script
ends with status 65, as psg-demo does for bad data.

Every string of a screen is data from a feed: before printing, control characters (C0, DEL,
C1) and bidirectional controls are shown as <U+XXXX>, so a hostile name cannot drive the
terminal that shows the output.
"""

import json
import sys

FORMAT_VERSION = 1
STATUS_WORDS = {"loading": "Loading:", "empty": "Nothing to show:", "error": "Error:"}
BIDI_CONTROLS = {0x061C, 0x200E, 0x200F} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


def visible(text):
    """The text with every character that could control a terminal made visible."""
    out = []
    for char in text:
        code = ord(char)
        if code < 0x20 or 0x7F <= code <= 0x9F or code in BIDI_CONTROLS:
            out.append("<U+%04X>" % code)
        else:
            out.append(char)
    return "".join(out)


def table_lines(block):
    """A table as aligned columns; the selected row marked with `>`, the key column's title
    announced by its role."""
    columns = block["columns"]
    rows = [[visible(cell["text"]) for cell in row["cells"]] for row in block["rows"]]
    titles = [visible(column["title"]) for column in columns]
    widths = [len(title) for title in titles]
    for row in rows:
        for index, text in enumerate(row[: len(columns)]):
            widths[index] = max(widths[index], len(text))

    def line(cells, marker):
        padded = []
        for index, width in enumerate(widths):
            text = cells[index] if index < len(cells) else ""
            if columns[index]["alignment"] == "trailing":
                padded.append(text.rjust(width))
            else:
                padded.append(text.ljust(width))
        return (marker + " " + "  ".join(padded)).rstrip()

    lines = [line(titles, " ")]
    selected = block.get("selectedRow")
    for index, row in enumerate(rows):
        lines.append(line(row, ">" if index == selected else " "))
    return lines


def block_lines(block):
    kind = block["kind"]
    if kind == "text":
        return [visible(block["text"])]
    if kind == "search":
        shown = block["text"] or "(%s)" % block["placeholder"]
        return ["%s: %s" % (visible(block["label"]), visible(shown))]
    if kind == "table":
        return table_lines(block)
    if kind == "options":
        chosen = block.get("selectedIndex")
        return [
            "%s %s. %s" % (">" if index == chosen else " ", visible(option["key"]),
                           visible(option["label"]))
            for index, option in enumerate(block["options"])
        ]
    if kind == "fields":
        lines = []
        for field in block["fields"]:
            value = visible(field["value"])
            data = field.get("data")
            if data and data["type"] == "date":
                value += " (%s)" % data["iso8601"]
            lines.append("%s: %s" % (visible(field["label"]), value))
        return lines
    if kind == "image":
        return ["Image: %s %s" % (visible(block["alternativeText"]), visible(block["url"]))]
    if kind == "status":
        return ["%s %s" % (STATUS_WORDS[block["state"]], visible(block["message"]))]
    if kind == "chart":
        lines = [visible(block["title"])]
        for bar in block["bars"]:
            lines.append("  %s %d" % (visible(bar["label"]), bar["value"]))
        return lines
    raise ValueError("unknown block kind %r" % kind)


def screen_text(screen):
    if screen.get("version") != FORMAT_VERSION:
        raise ValueError("screen format version %r, not %d" % (screen.get("version"), FORMAT_VERSION))
    lines = [visible(screen["title"])]
    if screen["breadcrumb"]:
        lines.append(" > ".join(visible(entry) for entry in screen["breadcrumb"]))
    for block in screen["blocks"]:
        lines.append("")
        lines.extend(block_lines(block))
    if screen["actions"]:
        lines.append("")
        for action in screen["actions"]:
            lines.append("%s  %s" % (visible(action["command"]), visible(action["label"])))
    return "\n".join(lines)


def main():
    first = True
    for number, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        try:
            screen = json.loads(line)
            # A line without `kind` is a screen alone: an exported page.
            if screen.get("kind", "screen") != "screen":
                continue
            text = screen_text(screen)
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            sys.stderr.write("screens_as_text: line %d: %s\n" % (number, visible(str(error))))
            return 65
        if not first:
            print("\n" + "=" * 40 + "\n")
        print(text)
        first = False
    return 0


if __name__ == "__main__":
    sys.exit(main())
