#!/usr/bin/env python3
"""Times a keystroke through `matc lsp`: from sending the edit to receiving
the diagnostics of the new version, as an editor waits for them.

    cargo run --release -p ide --example keystroke -- --write /tmp/big.m
    python3 bench/editor/lsp_keystroke.py target/release/matc /tmp/big.m

The edit is the keystroke example's: one digit of the middle kernel's
constant changes, 21 times; prints the median, fastest and slowest.
"""
import json
import os
import re
import subprocess
import sys
import time


def send(proc, msg):
    body = json.dumps(msg).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def receive(proc):
    length = 0
    while True:
        line = proc.stdout.readline()
        if not line:
            sys.exit("matc lsp closed its output")
        if line in (b"\r\n", b"\n"):
            break
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(proc.stdout.read(length))


def wait_diagnostics(proc, version):
    while True:
        m = receive(proc)
        if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version:
            return m["params"]["diagnostics"]


def main():
    matc, path = sys.argv[1], os.path.abspath(sys.argv[2])
    text = open(path).read()
    count = len(re.findall(r"^function r = kernel", text, re.M))
    mid = text.index("sin(y(i)) * %d " % (count // 2)) + len("sin(y(i)) * ")
    line = text.count("\n", 0, mid)
    col = mid - (text.rfind("\n", 0, mid) + 1)
    uri = "file://" + path
    proc = subprocess.Popen([matc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"processId": None, "rootUri": None, "capabilities": {}}})
    while receive(proc).get("id") != 1:
        pass
    send(proc, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
    t = time.perf_counter()
    send(proc, {"jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": {"textDocument": {"uri": uri, "languageId": "matlab", "version": 1, "text": text}}})
    first = wait_diagnostics(proc, 1)
    print("%d lines; open: %.1f ms, %d diagnostics" % (text.count("\n"), (time.perf_counter() - t) * 1e3, len(first)))
    times = []
    for r in range(21):
        version = r + 2
        edit = {"range": {"start": {"line": line, "character": col},
                          "end": {"line": line, "character": col + 1}},
                "text": str(1 + r % 9)}
        t = time.perf_counter()
        send(proc, {"jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [edit]}})
        wait_diagnostics(proc, version)
        times.append((time.perf_counter() - t) * 1e3)
    send(proc, {"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    while receive(proc).get("id") != 2:
        pass
    send(proc, {"jsonrpc": "2.0", "method": "exit"})
    proc.wait(timeout=10)
    times.sort()
    print("after a keystroke (21 edits): median %.1f ms, min %.1f ms, max %.1f ms"
          % (times[len(times) // 2], times[0], times[-1]))


if __name__ == "__main__":
    main()
