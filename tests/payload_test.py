#!/usr/bin/python3
"""Escape payloads through every output that shows a name, a record or a path.

Usage: payload_test.py TICTACTOE

The security probe's 23 kinds of payload (ESC/CSI/OSC, OSC 52, C1 CSI/OSC/DCS,
BEL, DEL, NUL, CR, TAB, BS, RLO, isolates, LRM/RLM, ZWSP, tag characters,
U+2028/9, 5000 characters, combining and wide names, a non-BMP character,
noncharacters, invalid UTF-8) plus random names over C0, C1, bidi and invalid
code points are written into a history file, as \\u escapes and as raw UTF-8,
in the names and in the time. Then --history, --history --json, --stats,
--stats --json and --review @K for every K read it, the line game is given
them by --names, by the preferences and at its name prompts, and the paths of
the messages carry them. No output (stdout or stderr) may hold a byte below
0x20 but newline, DEL, a C1 control or a bidi control. In Persian, the bidi
controls of each output are the program's own: the same ones, in the same
order, as for the same command on a history of plain names.
"""

import json
import os
import random
import subprocess
import sys
import tempfile

BIDI = {0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
        0x2066, 0x2067, 0x2068, 0x2069}

PAYLOADS = [
    "\x1b]0;PWNED\x07\x1b]52;c;cHduZWQ=\x07\x1b[2J\u009b31m\u202eevil",
    "\x1b[31mred\x1b[0m",
    "\x1b]52;c;cHduZWQ=\x07",
    "\u009b2J",
    "\u009d0;title\u009c",
    "\u0090qdcs\u009c",
    "bell\x07",
    "del\x7f",
    "nul\x00x",
    "abc\rXYZ",
    "tab\tbed",
    "back\x08\x08",
    "\u202eevil",
    "\u2066iso\u2069\u2067rtl\u2068first",
    "\u200eLRM\u200fRLM\u061c",
    "zw\u200bsp",
    "tag\U000E0041\U000E007F",
    "line\u2028para\u2029",
    "x" * 5000,
    "e\u0301" * 40,
    "\u4e2d\u6587" * 30,
    "\U0001F600 emoji",
    "\ufdd0\uffff nonchar",
]

INVALID = [b"\xff\xfe", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80"]


def random_name(rng):
    pools = [range(0, 0x20), range(0x7F, 0xA1), sorted(BIDI), range(0x41, 0x5B),
             range(0x4E00, 0x4E10), range(0xE0000, 0xE0080)]
    length = rng.choice([1, 3, 20, 41, 200])
    return "".join(chr(rng.choice(list(rng.choice(pools)))) for _ in range(length))


def record(number, x_name, time="2026-12-01T08:00:00Z", ascii_only=True):
    body = {"v": 1, "id": "p%d" % number, "time": time, "mode": "hvh",
            "x": {"name": x_name, "level": None}, "o": {"name": "Bob", "level": None},
            "first": "human", "seed": 1, "moves": [1, 4, 2, 5, 3], "result": "X"}
    return json.dumps(body, ensure_ascii=ascii_only, separators=(",", ":")).encode("utf-8", "surrogatepass")


def bad_characters(data):
    """The forbidden characters in `data` (bytes), as a list of descriptions."""
    found = []
    text = data.decode("utf-8", "surrogateescape")
    for character in text:
        code = ord(character)
        if (code < 0x20 and code != 0x0A) or code == 0x7F or 0x80 <= code <= 0x9F or code in BIDI:
            found.append("U+%04X" % code)
        elif 0xDC80 <= code <= 0xDCFF:
            byte = code - 0xDC00
            if byte < 0xA0:  # a raw C1 byte or a stray continuation byte
                found.append("byte %02X" % byte)
    return found


def bidi_of(data):
    return [ord(c) for c in data.decode("utf-8", "replace") if ord(c) in BIDI]


class Runner:
    def __init__(self, program, home):
        self.program = program
        self.home = home
        self.failures = 0
        self.runs = 0

    def env(self, lang, extra=None):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home,
               "LANG": lang, "LC_ALL": lang, "NO_COLOR": "1"}
        env.update(extra or {})
        return env

    def run(self, args, stdin=b"", lang="C.UTF-8", extra=None):
        self.runs += 1
        done = subprocess.run([self.program] + args, input=stdin, capture_output=True,
                              env=self.env(lang, extra), timeout=60)
        return done.stdout + b"\0" + done.stderr  # the NUL only separates

    def check(self, label, args, stdin=b"", lang="C.UTF-8", extra=None):
        output = self.run(args, stdin, lang, extra)
        stdout, stderr = output.split(b"\0", 1)
        bad = bad_characters(stdout) + bad_characters(stderr)
        if bad:
            self.failures += 1
            print("FAIL %s: %s: %s" % (label, " ".join(args)[:120], ", ".join(sorted(set(bad)))[:200]))
        return stdout + stderr


def write_history(path, names, times, ascii_only):
    with open(path, "wb") as out:
        for number, name in enumerate(names):
            out.write(record(number, name, ascii_only=ascii_only) + b"\n")
        for number, time in enumerate(times):
            out.write(record(10000 + number, "Ann", time=time, ascii_only=ascii_only) + b"\n")
        for number, junk in enumerate(INVALID):
            out.write(b'{"v":1,"id":"b%d","time":"2026-12-01T08:00:00Z","mode":"hvh","x":{"name":"' % number
                      + junk + b'","level":null},"o":{"name":"Bob","level":null},"first":"human",'
                      b'"seed":1,"moves":[1,4,2,5,3],"result":"X"}\n')


def reading_commands(runner, history, count):
    runner.check("history", ["--history-file", history, "--history", str(count + 100)])
    runner.check("history json", ["--history-file", history, "--history", str(count + 100), "--json"])
    runner.check("stats", ["--history-file", history, "--stats"])
    runner.check("stats json", ["--history-file", history, "--stats", "--json"])
    for back in range(1, count + 1):
        runner.check("review @%d" % back, ["--history-file", history, "--review", "@%d" % back])


def persian_isolates(runner, folder):
    """In Persian, each output's bidi controls are those of plain names."""
    plain = os.path.join(folder, "plain.jsonl")
    evil = os.path.join(folder, "evil.jsonl")
    write_history(plain, ["Plain%d" % i for i in range(len(PAYLOADS))], [], True)
    write_history(evil, PAYLOADS, [], True)
    for args in (["--history", "100"], ["--stats"], ["--review", "@3"], ["--review", "@%d" % len(PAYLOADS)]):
        want = bidi_of(runner.run(["--history-file", plain] + args, lang="fa_IR.UTF-8"))
        got = bidi_of(runner.run(["--history-file", evil] + args, lang="fa_IR.UTF-8"))
        if want != got:
            runner.failures += 1
            print("FAIL persian %s: bidi controls %s, want the program's own %s" % (args, got[:12], want[:12]))


def line_game(runner, folder):
    """Names by --names, by the preferences and at the prompts; the score and farewell."""
    moves = b"1\n4\n2\n5\n3\nn\n"
    for name in PAYLOADS[:18]:
        arg = name.replace("\x00", "")
        runner.check("--names", ["--mode", "hvh", "--no-history", "--names", arg + ",Bob"], moves)
        config = os.path.join(folder, "config-home", "tictactoe")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "config"), "w", encoding="utf-8", errors="surrogateescape") as out:
            out.write("names = %s,Bob\nlang = %s\n%s = 1\n" % (arg.replace("\n", ""), arg[:40], arg[:40]))
        runner.check("preferences", ["--mode", "hvh", "--no-history"], moves,
                     extra={"XDG_CONFIG_HOME": os.path.join(folder, "config-home")})
        typed = (arg.replace("\n", "") + "\n").encode("utf-8", "surrogatepass")
        runner.check("name prompt", ["--mode", "hvh", "--no-history"], typed + b"\n\n" + moves)
    runner.check("score and farewell", ["--mode", "hvh", "--no-history", "--names", "Ann,Bob"], moves)


def paths(runner, folder):
    """Paths from the command line and the environment in every message."""
    for name in PAYLOADS[:12]:
        part = name.replace("\x00", "").replace("/", "")[:60]
        path = os.path.join(folder, "no such " + part, "h.jsonl")
        for args in (["--stats"], ["--history"], ["--review", "@1"]):
            runner.check("path", ["--history-file", path] + args)
        runner.check("path save", ["--mode", "hvh", "--history-file", path], b"1\n4\n2\n5\n3\nn\n")
        runner.check("state home", ["--stats"], extra={"XDG_STATE_HOME": os.path.join(folder, part)})
        runner.check("home", ["--stats"], extra={"HOME": os.path.join(folder, part)})


def main():
    program = sys.argv[1]
    rng = random.Random(25)
    with tempfile.TemporaryDirectory() as folder:
        home = os.path.join(folder, "home")
        os.makedirs(home)
        runner = Runner(program, home)
        names = PAYLOADS + [random_name(rng) for _ in range(120)]
        times = PAYLOADS[:17] + ["\x1b]0;PWN\x07ABT\x1b[2J\x1b", "\u00e9\u00e9\u00e9\u00e9\u00e9Taaaa\u00e9"]
        for ascii_only in (True, False):
            history = os.path.join(folder, "h%d.jsonl" % ascii_only)
            write_history(history, names, times, ascii_only)
            reading_commands(runner, history, len(names) + len(times))
        persian_isolates(runner, folder)
        line_game(runner, folder)
        paths(runner, folder)
        print("%d runs, %d with a raw control or bidi character" % (runner.runs, runner.failures))
        return 1 if runner.failures else 0


if __name__ == "__main__":
    sys.exit(main())
