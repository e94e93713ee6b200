#!/usr/bin/python3
"""Golden screens of the full-screen face, read through a terminal emulator.

Starts `tictactoe --full-screen` in a pseudo-terminal of a fixed size, types
keys, lets pyte (a VT100 emulator) read what the game writes, and compares
the screen's text with tests/golden/NAME.txt; for the won game it also reads
the cells' attributes (the winning line in reverse video). Each run is made
deterministic: --seed, --no-history, --no-config, --color never, LANG, HOME
and the XDG directories fixed (a fresh temporary folder).

    screen_golden_test.py GAME GOLDEN_DIR [README] [--update]

--update writes the golden files from what the game shows now (read them
before committing). With README, the 40x12 capture in README.md must equal
its golden file. Exit 77 (CTest: skipped) when pyte is not installed.
"""

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import tempfile
import termios
import time
import unicodedata

try:
    import pyte
    import pyte.screens
except ImportError:
    print("SKIP: pyte is not installed (apt-get install python3-pyte)")
    sys.exit(77)

# pyte 0.8 asks wcwidth 0.2.5, which gives the directional isolates
# (U+2066-U+2069) a column; terminals (and glibc's wcwidth) give them none,
# as the game does.
_wcwidth = pyte.screens.wcwidth


def _width(char):
    return 0 if "\u2066" <= char <= "\u2069" else _wcwidth(char)


pyte.screens.wcwidth = _width


class Screen(pyte.Screen):
    """pyte's screen, keeping the zero-width characters that are not
    combining marks (RLM, LRM, the isolates, ZWNJ), at which pyte 0.8 stops
    drawing: each joins the cell left of the cursor (pyte wants a cell's
    first character to be the one with a width), or at a row's start the
    next character drawn, after it."""

    pending = ""

    def draw(self, data):
        for char in data:
            if _width(char) == 0 and not unicodedata.combining(char):
                if self.cursor.x > 0 and self.cursor.x <= self.columns:
                    line = self.buffer[self.cursor.y]
                    line[self.cursor.x - 1] = line[self.cursor.x - 1]._replace(data=line[self.cursor.x - 1].data + char)
                else:
                    self.pending += char
                continue
            super().draw(char)
            if self.pending:
                x = max(0, self.cursor.x - max(1, _width(char)))
                line = self.buffer[self.cursor.y]
                line[x] = line[x]._replace(data=line[x].data + self.pending)
                self.pending = ""

UP, DOWN, RIGHT, LEFT = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"

# name: (columns, rows, LANG, arguments, [(keys, text to wait for)]); the
# language is chosen with --lang (C.UTF-8 is the one locale sure to exist).
CASES = {
    "start_menu_80x24": (80, 24, "C.UTF-8", [], [("", "hvh")]),
    "mid_game_cursor_80x24": (80, 24, "C.UTF-8", ["--mode", "hvh"], [("5", "O to move"), ("1", "X to move"),
                                                                       (RIGHT + DOWN, None)]),
    "won_80x24": (80, 24, "C.UTF-8", ["--mode", "hvh"], [("1", "O to move"), ("4", None), ("2", None), ("5", None),
                                                          ("3", "X wins!")]),
    "help_80x24": (80, 24, "C.UTF-8", ["--mode", "hvh"], [("?", "Keys and mouse")]),
    "review_80x24": (80, 24, "C.UTF-8", ["--mode", "hvh"], [("1", "O to move"), ("4", None), ("2", None),
                                                             ("5", None), ("3", "X wins!"), ("r", "1. X 1"),
                                                             (RIGHT, "2. O 4")]),
    "too_small_30x8": (30, 8, "C.UTF-8", ["--mode", "hvh"], [("", "30x8")]),
    "hvc_40x12": (40, 12, "C.UTF-8", ["--mode", "hvc", "--seed", "1"], [("5", "O plays 3")]),
    "help_40x12": (40, 12, "C.UTF-8", ["--mode", "hvh"], [("?", "Keys")]),
    "persian_80x24": (80, 24, "C.UTF-8", ["--mode", "hvc", "--seed", "1", "--lang", "fa"], [("5", "\u06f3")]),
    "chinese_40x12": (40, 12, "C.UTF-8", ["--mode", "hvh", "--lang", "zh_CN"], [("5", None), ("?", None)]),
}


class Terminal:
    """The game in a pseudo-terminal, its output read by pyte."""

    def __init__(self, game, columns, rows, language, arguments, home):
        self.screen = Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": language, "LC_ALL": language,
               "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
               "XDG_DATA_HOME": home + "/data", "NO_COLOR": "1"}
        argv = [game, "--full-screen", "--no-history", "--no-config", "--color", "never"] + arguments
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the game, on the terminal's other side, sized first
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            os.execve(game, argv, env)

    def read(self, wait_for=None, quiet=0.3, most=10.0, answer=False):
        """Reads until `wait_for` is on screen (if given), with `answer` something came at all, and then
        nothing for `quiet` seconds."""
        deadline = time.monotonic() + most
        last = time.monotonic()
        came = not answer
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                self.stream.feed(data)
                last = time.monotonic()
                came = True
            seen = came and (wait_for is None or wait_for in "\n".join(self.screen.display))
            if seen and time.monotonic() - last >= quiet:
                return True
        return wait_for is None or wait_for in "\n".join(self.screen.display)

    def type(self, keys):
        os.write(self.fd, keys.encode())

    def text(self):
        rows = [row.rstrip() for row in self.screen.display]
        while rows and not rows[-1]:
            rows.pop()
        return "\n".join(rows) + "\n"

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def play(game, name, home):
    columns, rows, language, arguments, steps = CASES[name]
    terminal = Terminal(game, columns, rows, language, arguments, home)
    problems = []
    try:
        terminal.read()
        for keys, wait_for in steps:
            if keys:
                terminal.type(keys)
            if not terminal.read(wait_for, answer=bool(keys)):
                problems.append(f"never saw {wait_for!r}")
        return terminal.text(), terminal.screen, problems
    finally:
        terminal.close()


def winning_cells_reversed(screen):
    """X wins with 1-2-3: the top row's cells are in reverse video, the middle row's are not."""
    problems = []
    rows = {y: "".join(screen.buffer[y][x].data for x in range(screen.columns)) for y in range(screen.lines)}
    marks = [y for y, text in rows.items() if "\\" in text and "/" in text]
    if not marks:
        return ["no large X drawn"]
    top = marks[0]
    reversed_cells = [x for x in range(screen.columns) if screen.buffer[top][x].reverse]
    if len(reversed_cells) < 3 * 5:
        problems.append(f"the winning row {top} has {len(reversed_cells)} reversed cells")
    bold_marks = [x for x in range(screen.columns) if screen.buffer[top][x].data in "\\/X" and
                  screen.buffer[top][x].data != " " and screen.buffer[top][x].bold]
    if not bold_marks:
        problems.append("the winning marks are not bold")
    status = next(y for y, text in rows.items() if "X wins!" in text)
    middle = screen.lines // 2
    if any(screen.buffer[middle][x].reverse for x in range(screen.columns)):
        problems.append(f"row {middle} (not on the winning line) has reversed cells")
    if status != 0:
        problems.append(f"the result is on row {status}, not the status row")
    return problems


def unbalanced_rows(screen):
    """The rows whose directional isolates (U+2066-U+2068 ... U+2069) are not paired."""
    problems = []
    for y in range(screen.lines):
        depth = 0
        for char in "".join(screen.buffer[y][x].data for x in range(screen.columns)):
            depth += 1 if "\u2066" <= char <= "\u2068" else -1 if char == "\u2069" else 0
            if depth < 0:
                break
        if depth != 0:
            problems.append(f"row {y} has unpaired isolates")
    return problems


def cursor_reversed(screen):
    """The cursor (on cell 5 after 5, 1, Right, Down) is the one run of reverse video: its cell's middle row."""
    cells = [(x, y) for y in range(screen.lines) for x in range(screen.columns) if screen.buffer[y][x].reverse]
    rows = {y for _, y in cells}
    if len(rows) != 1 or len(cells) != 11:
        return [f"the cursor is {len(cells)} reversed cells on rows {sorted(rows)}, not one cell's 11 on one row"]
    y = rows.pop()
    return [] if "X" in "".join(screen.buffer[y][x].data for x, _ in cells) else ["the cursor is not on cell 5's X"]


def readme_capture(readme):
    """The 40x12 capture in README.md: the code block after 'At 40x12'."""
    with open(readme, encoding="utf-8") as file:
        text = file.read()
    start = text.index("```\n", text.index("At 40x12")) + 4
    return text[start:text.index("```", start)]


def main():
    arguments = [a for a in sys.argv[1:] if a != "--update"]
    update = "--update" in sys.argv[1:]
    game, golden = os.path.abspath(arguments[0]), arguments[1]
    readme = arguments[2] if len(arguments) > 2 else None
    failures = 0
    for name, (_, _, _, arguments_of, _) in CASES.items():
        with tempfile.TemporaryDirectory(prefix="tictactoe-golden.") as home:
            shown, screen, problems = play(game, name, home)
        path = os.path.join(golden, name + ".txt")
        if update:
            with open(path, "w", encoding="utf-8") as file:
                file.write(shown)
        elif not os.path.exists(path):
            problems.append(f"no golden file {path} (run with --update)")
        else:
            with open(path, encoding="utf-8") as file:
                expected = file.read()
            if shown != expected:
                problems.append("the screen differs from " + path + ":\n--- expected\n" + expected + "--- shown\n" +
                                shown)
        if "fa" in arguments_of:  # Persian: each row's isolates paired
            problems += unbalanced_rows(screen)
        if name == "mid_game_cursor_80x24":
            problems += cursor_reversed(screen)
        if name == "won_80x24":
            problems += winning_cells_reversed(screen)
        for problem in problems:
            print(f"FAIL {name}: {problem}")
        failures += 1 if problems else 0
        print(f"{'ok' if not problems else 'FAIL'}: {name}")
    if readme and not update:
        with open(os.path.join(golden, "hvc_40x12.txt"), encoding="utf-8") as file:
            if readme_capture(readme) != file.read():
                print("FAIL: README.md's 40x12 capture differs from tests/golden/hvc_40x12.txt")
                failures += 1
    print(f"{len(CASES) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
