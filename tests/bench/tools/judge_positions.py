#!/usr/bin/env python3
"""Positions of self-play games judged by an outside Gomocup engine at a node limit (issue 26:
the evaluation fitted to a strong engine's judgement, docs/bench/strength-outside.md).

  judge_positions.py ENGINE GAMES NODES SEED > judged.txt
      GAMES: one game per line, as `hard_tools selfplay` writes them (a result, then the moves).
      Half of each game's positions from ply 4 on (chosen with SEED) are given to one engine
      process, BOARD after BOARD, with `INFO max_node NODES`. Output, one per line: the engine's
      value for the side to move ("35", "+M13", "-M6"; "None" when it gave none), then the moves.

With a node limit, Rapfi 0.43.02 sometimes holds its answer back until it reads another line:
while no answer comes, a harmless INFO line is sent every 50 ms, and after 5 s the engine is
restarted and the position skipped (reported on stderr).
"""
import os
import random
import re
import select
import subprocess
import sys
import time

from pbrain_oracle import cell


class Stuck(Exception):
    pass


class Engine:
    def __init__(self, path, nodes):
        self.path, self.nodes = path, nodes
        self.proc, self.buffer = None, b""
        self.boot()

    def send(self, line):
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def line(self):
        started = time.time()
        while b"\n" not in self.buffer:
            if time.time() - started > 5:
                raise Stuck()
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.05)
            if not ready:
                self.send("INFO game_type 1")  # it prints its answer once it reads a line
                continue
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                sys.exit("the engine ended")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\n", 1)
        return text.decode().strip()

    def boot(self):
        if self.proc:
            self.proc.kill()
            self.proc.wait()
        self.proc = subprocess.Popen([self.path], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.buffer = b""
        self.send("START 15")
        while not self.line().startswith("OK"):
            pass
        for info in ("timeout_turn 10000", "timeout_match 1000000000",
                     f"max_node {self.nodes}", "rule 0"):
            self.send("INFO " + info)

    def judge(self, moves):
        """The value for the side to move after `moves` (OXO notation, in play order)."""
        self.send("BOARD")
        for i, move in enumerate(moves):
            x, y = cell(move)
            self.send(f"{x},{y},{1 if (len(moves) - i) % 2 == 0 else 2}")
        self.send("DONE")
        value = None
        while True:
            text = self.line()
            found = re.search(r"Eval ([-+]?M?\d+)", text)
            if found:
                value = found.group(1)
            if re.fullmatch(r"\d+,\d+", text):
                return value


def main():
    engine = Engine(sys.argv[1], int(sys.argv[3]))
    rng = random.Random(int(sys.argv[4]))
    with open(sys.argv[2], encoding="utf-8") as games:
        for game in games:
            moves = game.split()[1:]
            for ply in range(4, len(moves) - 1):
                if rng.random() > 0.5:
                    continue
                try:
                    value = engine.judge(moves[:ply])
                except Stuck:
                    print("no answer, skipped:", " ".join(moves[:ply]), file=sys.stderr)
                    engine.boot()
                    continue
                print(value, " ".join(moves[:ply]), flush=True)
    engine.send("END")


if __name__ == "__main__":
    main()
