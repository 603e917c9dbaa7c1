#!/usr/bin/env python3
"""Defence positions judged by an outside Gomocup engine (issue 26: "positions where only a few
moves stop a forced win").

  defence_check.py make ENGINE GAMES COUNT SEED [LOOK_MS] > positions.txt
      Positions from the games of GAMES (one per line: a result, then the moves, as hard_tools
      writes them): the side to move is not lost (the engine, LOOK_MS ms, default 1500, sees no
      forced result for it), but the opponent, if it moved now, would force a win (the engine,
      0.6 s, finds one). A short look lets lost positions through (strength-sessions.md,
      session 18), so the second set was made with 4000.
  defence_check.py recheck ENGINE LOOK_MS positions.txt
      The positions the engine, with LOOK_MS ms, still sees no forced result for (kept), and
      the others with the engine's value (on standard error).
  defence_check.py defensible ENGINE LOOK_MS positions.txt
      The positions where some move holds (kept): every empty cell within 3 of a stone, and the
      cells 4 along a stone's lines, nearest first, each answered by the engine with LOOK_MS ms
      until one is not a forced win for the opponent. A position where every move loses is no
      defence position (dropped, on standard error); session 21 found seven such in the 93.
  defence_check.py oxo ENGINE OXO_CLI MS positions.txt
  defence_check.py engine ENGINE - MS positions.txt
      The defender's move with MS ms (Hard through `oxo-cli solve`, or the engine itself), then
      the engine with 2 s for the opponent: "held" unless it finds a forced win. Prints each
      position and the count held.
"""
import json
import random
import subprocess
import sys

from pbrain_oracle import ask, cell, decided, name, wins


def unsettled(value):
    """Whether the engine gave a value and it names no forced result either way."""
    return value is not None and not decided(value)


def make(engine, games_file, count, seed, look_ms):
    games = [line.split()[1:] for line in open(games_file) if len(line.split()) > 11]
    rng = random.Random(seed)
    made = tried = 0
    while made < count and tried < count * 20:
        moves = rng.choice(games)
        tried += 1
        position = moves[:rng.randint(6, len(moves) - 3)]
        _, threat = ask(engine, position, 600, pass_turn=True)
        if not wins(threat):
            continue
        _, value = ask(engine, position, look_ms)
        if not unsettled(value):
            continue
        print(" ".join(position), flush=True)
        made += 1
        print(f"made {made} of {tried} tried: {value}, the opponent {threat}", file=sys.stderr,
              flush=True)


def recheck(engine, look_ms, positions_file):
    kept = total = 0
    for line in open(positions_file):
        _, value = ask(engine, line.split(), look_ms)
        total += 1
        if unsettled(value):
            kept += 1
            print(line.strip(), flush=True)
        else:
            print(f"dropped ({value}): {line.strip()}", file=sys.stderr, flush=True)
    print(f"kept {kept} of {total}", file=sys.stderr)


def defence_candidates(position):
    """The cells a defence could take, nearest the stones first: every empty cell within 3 of a
    stone (the square around it), and those 4 along one of its lines (a five's far end)."""
    stones = {cell(m) for m in position}
    found = set()
    for x, y in stones:
        for dx in range(-4, 5):
            for dy in range(-4, 5):
                on_line = dx == 0 or dy == 0 or abs(dx) == abs(dy)
                c = (x + dx, y + dy)
                if (max(abs(dx), abs(dy)) <= 3 or on_line) and 0 <= c[0] < 15 and \
                        0 <= c[1] < 15 and c not in stones:
                    found.add(c)

    def distance(c):
        return min(max(abs(c[0] - sx), abs(c[1] - sy)) for sx, sy in stones)
    return [name(*c) for c in sorted(found, key=lambda c: (distance(c), c))]


def defensible(engine, look_ms, positions_file):
    kept = total = 0
    for line in open(positions_file):
        position = line.split()
        total += 1
        moves = defence_candidates(position)
        holding = None
        for move in moves:
            _, after = ask(engine, position + [move], look_ms)
            if not wins(after):
                holding = (move, after)
                break
        if holding:
            kept += 1
            print(line.strip(), flush=True)
            print(f"kept ({holding[0]}: {holding[1]}): {line.strip()}", file=sys.stderr,
                  flush=True)
        else:
            print(f"dropped (all {len(moves)} moves lose): {line.strip()}", file=sys.stderr,
                  flush=True)
    print(f"kept {kept} of {total}", file=sys.stderr)


def check(who, engine, cli, ms, positions_file):
    held = total = 0
    for line in open(positions_file):
        position = line.split()
        if who == "oxo":
            result = subprocess.run([cli, "solve", "--size", "15", "--win", "5", "--moves",
                                     " ".join(position), "--think-ms", str(ms), "--json"],
                                    capture_output=True, text=True, check=True)
            move = json.loads(result.stdout)["bestMove"]
        else:
            move, _ = ask(engine, position, ms)
        _, after = ask(engine, position + [move], 2000)
        holds = not wins(after)
        held += holds
        total += 1
        print("held" if holds else "LOST", move, after, " ".join(position), flush=True)
    print(f"held {held} of {total}")


def main():
    if sys.argv[1] == "make":
        look_ms = int(sys.argv[6]) if len(sys.argv) > 6 else 1500
        make(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), look_ms)
    elif sys.argv[1] == "defensible":
        defensible(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    elif sys.argv[1] == "recheck":
        recheck(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    else:
        check(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])


if __name__ == "__main__":
    main()
