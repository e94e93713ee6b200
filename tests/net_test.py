#!/usr/bin/env python3
"""Play over the network, end to end, over loopback only (issue 26).

  net_test.py TICTACTOE

Two processes, host and guest, each with piped input, play a whole game over
127.0.0.1 and over [::1]; then a hostile peer written here, speaking the real
protocol (docs/protocol.md), joins a host and breaks it each way: a wrong
code (refused, the host waits on and the right code still gets in), a move
out of turn, a taken cell, a wrong ply, an unknown kind, an oversized frame,
escape sequences, a frame cut in half, silence. Each ends the host with one
line naming what came, exit status 1, and no raw escape byte on its output.
Exits 77 (skipped) when IPv6 loopback is missing for the [::1] game only.
"""
import os
import re
import socket
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1]
CODE = "ABCD-EFGH"
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def start_host(listen, names, stdin_text, extra=()):
    home = tempfile.mkdtemp()
    env = dict(os.environ, HOME=home, LANG="C.UTF-8", LC_ALL="C.UTF-8", XDG_STATE_HOME=home + "/state")
    proc = subprocess.Popen(
        [BINARY, "--host", listen, "--code", CODE, "--names", names, "--no-config",
         "--history-file", home + "/history.jsonl", *extra],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdin.write(stdin_text.encode())
    proc.stdin.close()
    proc.stdin = None
    line = proc.stdout.readline().decode()
    match = re.search(r"--join (\S+) --code (\S+)", line)
    check(match is not None, "the host's first line says what to type: " + line)
    port = int(match.group(1).rsplit(":", 1)[1]) if match else 0
    return proc, port, home


def finish(proc, timeout=30):
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out.decode(), err.decode()


def whole_game(listen, join_host):
    host, port, home = start_host(listen, "Ann", "5\n1\n9\nn\n")
    guest_home = tempfile.mkdtemp()
    guest = subprocess.run(
        [BINARY, "--join", f"{join_host}:{port}", "--code", CODE.lower(), "--names", "Bob", "--no-config",
         "--history-file", guest_home + "/history.jsonl"],
        input=b"3\n2\n", capture_output=True, timeout=30)
    status, out, err = finish(host)
    gout = guest.stdout.decode()
    check(status == 0, f"{listen}: the host ends well ({status}, {err})")
    check(guest.returncode == 0, f"{listen}: the guest ends well ({guest.returncode}, {guest.stderr.decode()})")
    check("Ann wins!" in out and "Ann wins!" in gout, f"{listen}: both sides see the same result")
    check("Bob played cell 3." in out, f"{listen}: the host names the friend's move")
    check("Ann played cell 5." in gout, f"{listen}: the guest names the friend's move")
    check("Score: Ann (X) 1, Bob (O) 0, ties 0" in out and "Score: Ann (X) 1, Bob (O) 0, ties 0" in gout,
          f"{listen}: the same score on both sides")
    for where in (home, guest_home):
        with open(where + "/history.jsonl") as history:
            check(len(history.readlines()) == 1, f"{listen}: each history holds the game once")


class Peer:
    """A hostile guest: the real protocol, then whatever a test sends."""

    def __init__(self, port, code=CODE, name="Eve"):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=15)
        self.send(f"hello tictactoe 1 {code} {name}\n".encode())
        self.buffer = b""

    def send(self, data):
        self.sock.sendall(data)

    def line(self):
        while b"\n" not in self.buffer:
            data = self.sock.recv(4096)
            if not data:
                return None
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()

    def frame(self):  # the next frame that is not a ping
        while True:
            line = self.line()
            if line != "ping":
                return line


def hostile(name, attack, expected):
    host, port, _ = start_host("127.0.0.1:0", "Ann", "5\n1\n9\n")
    peer = Peer(port)
    welcome = peer.frame()
    check(welcome is not None and welcome.startswith("welcome tictactoe 1 host 0 Ann"), f"{name}: welcomed ({welcome})")
    started = time.monotonic()
    attack(peer)
    status, out, err = finish(host, timeout=40)
    check(status == 1, f"{name}: the host exits 1 ({status})")
    check(re.search(expected, err) is not None, f"{name}: one line says why: {err!r}")
    check("\x1b" not in out + err, f"{name}: no raw escape byte reaches the output")
    peer.sock.close()
    return time.monotonic() - started


def main():
    whole_game("127.0.0.1:0", "127.0.0.1")
    try:
        socket.create_server(("::1", 0), family=socket.AF_INET6).close()
        whole_game("[::1]:0", "[::1]")
    except OSError:
        print("note: no IPv6 loopback here; the [::1] game is skipped")

    # A wrong code is refused after a delay, and the host waits on.
    host, port, _ = start_host("127.0.0.1:0", "Ann", "5\n")
    started = time.monotonic()
    wrong = Peer(port, code="ZZZZ-ZZZZ")
    check(wrong.frame() == "refused code", "a wrong code is refused")
    check(time.monotonic() - started >= 0.5, "after at least 0.5 s")
    right = Peer(port)
    check((right.frame() or "").startswith("welcome"), "the right code still gets in")
    right.send(b"bye\n")
    status, out, err = finish(host)
    check("wrong code" in err and "Eve has left the game." in err, f"the host said both: {err!r}")

    def first_move(peer):  # the host moved 5 (cell 4); the friend answers
        check(peer.frame() == "move 1 4", "the host's move crosses as ply and cell")

    hostile("out of turn", lambda p: p.send(b"move 1 0\n"), r"Eve sent move 1 when move 2 was due")
    hostile("taken cell", lambda p: (first_move(p), p.send(b"move 2 4\n")), r"Eve played cell 5, which is taken")
    hostile("wrong ply", lambda p: (first_move(p), p.send(b"move 5 0\n")), r"Eve sent move 5 when move 2 was due")
    hostile("unknown kind", lambda p: (first_move(p), p.send(b"board XOX......\n")), r"does not understand")
    hostile("again mid-game", lambda p: (first_move(p), p.send(b"again yes\n")), r"when it was not their turn")
    hostile("1 MiB frame", lambda p: (first_move(p), p.send(b"x" * (1 << 20))), r"more than 1024 bytes")
    hostile("escapes", lambda p: (first_move(p), p.send(b"move 2 \x1b[2J\n")), r"does not understand")
    hostile("cut mid-frame", lambda p: (first_move(p), p.send(b"move 2"), p.sock.shutdown(socket.SHUT_WR)),
            r"closed in the middle of a message")
    waited = hostile("silence", lambda p: first_move(p), r"has sent nothing for 10 seconds")
    check(waited < 20, f"a silent friend is known within 10 s ({waited:.1f} s)")

    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    print("ok: two processes played over loopback; every hostile peer ended with one line and status 1")
    return 0


if __name__ == "__main__":
    sys.exit(main())
