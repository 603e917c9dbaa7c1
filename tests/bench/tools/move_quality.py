#!/usr/bin/env python3
"""How good Hard's moves in early positions are, judged by an outside Gomocup engine (issue 26).

  move_quality.py positions COUNT SEED GAMES_DIR... > POSITIONS
      From saved games (`oxo-cli match --save-games DIR`, one .oxo file a game, one seat Hard),
      every distinct position after 3 to 13 stones where Hard is to move, shuffled with SEED;
      the first COUNT, one per line (the moves in OXO notation).
  move_quality.py judge ENGINE NODES POSITIONS MOVES CACHE
      MOVES: `hard_tools depth VARIANT POSITIONS MS` output (one "depth D move M ..." line per
      position). The engine values each position and the position after Hard's move, with
      `INFO max_node NODES` (the same value every time), kept in the JSON file CACHE so that the
      next variant only asks about the moves that differ. Prints, over the positions:
        wploss   the mean fall of the mover's winning chance, 1 / (1 + e^(-value / 250)), in
                 points of 100, from the engine's value of the position to its value after the
                 move (a move better than the engine's own counts 0);
        mated    how many moves turn a position the engine does not call lost into one where the
                 opponent has a forced win ("+M");
        missed   how many positions the engine calls won ("+M") are not won after the move.

A forced result counts as a value of 3000. Session 22 (docs/bench/strength-sessions.md) found the
figure too coarse to choose between search settings: four times the nodes moved wploss by 0.2.
"""
import glob
import json
import math
import os
import random
import sys

from judge_positions import Engine, Stuck

FORCED = 3000


def positions(count, seed, dirs):
    found = set()
    for folder in dirs:
        for path in sorted(glob.glob(os.path.join(folder, "*.oxo"))):
            with open(path, encoding="utf-8") as f:
                game = json.load(f)
            seats = [i for i, p in enumerate(game["players"]) if p["kind"] == "hard"]
            if len(seats) != 1:
                continue
            moves = game["moves"]
            for ply in range(3, min(14, len(moves) - 1)):
                if ply % 2 == seats[0]:
                    found.add(" ".join(moves[:ply]))
    ordered = sorted(found)
    random.Random(seed).shuffle(ordered)
    for line in ordered[:count]:
        print(line)


def value(text):
    if text is None:
        return None
    if "M" in text:
        return -FORCED if text.startswith("-") else FORCED
    return max(-FORCED, min(FORCED, int(text)))


def judge(engine_path, nodes, positions_file, moves_file, cache_file):
    with open(positions_file, encoding="utf-8") as f:
        lines = [line.split() for line in f if line.strip()]
    with open(moves_file, encoding="utf-8") as f:
        moves = [line.split()[3] for line in f if line.startswith("depth ")]
    if len(moves) != len(lines):
        sys.exit(f"{len(lines)} positions but {len(moves)} moves")
    cache = {}
    if os.path.exists(cache_file):
        with open(cache_file, encoding="utf-8") as f:
            cache = json.load(f)
    engine = None

    def ask(line):
        nonlocal engine
        key = " ".join(line)
        if key not in cache:
            engine = engine or Engine(engine_path, nodes)
            for _ in range(3):
                try:
                    cache[key] = engine.judge(line)
                    break
                except Stuck:
                    engine.boot()
        return value(cache.get(key))

    def chance(v):
        return 1 / (1 + math.exp(-v / 250))

    falls, mated, missed = [], 0, 0
    for line, move in zip(lines, moves):
        before, after = ask(line), ask(line + [move])
        if before is None or after is None:
            continue
        mine = -after
        falls.append(max(0.0, chance(before) - chance(mine)))
        mated += before > -FORCED and mine == -FORCED
        missed += before == FORCED and mine != FORCED
    with open(cache_file, "w", encoding="utf-8") as f:
        json.dump(cache, f)
    if engine:
        engine.send("END")
    n = max(1, len(falls))
    print(f"positions {len(falls)} wploss {100 * sum(falls) / n:.2f} mated {mated} missed {missed}")


def main():
    if len(sys.argv) >= 5 and sys.argv[1] == "positions":
        positions(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:])
    elif len(sys.argv) == 7 and sys.argv[1] == "judge":
        judge(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
