#!/usr/bin/env python3
"""How a game was lost, move by move, judged by an outside Gomocup engine (issue 26).

  loss_trace.py ENGINE MS HARD_MARK GAME.oxo...
      For every move from ply 3 on (after a three-stone opening): who moved (H for Hard, whose
      mark is HARD_MARK, X or O; C for the other), the move, the engine's own choice when it
      differs, and the engine's value for the side to move before the move ("+M23": it wins in
      23 plies; "-M24": it loses). One line per game.

Used for the Carbon games in docs/bench/strength-outside.md ("Where Hard loses to Carbon, move
by move"): a slide of values is a positional loss, a jump to a forced result is the move that
lost, and a forced win for Hard that later disappears is a win not found.
"""
import json
import sys

from pbrain_oracle import ask


def trace(engine, ms, hard_mark, game_file):
    with open(game_file, encoding="utf-8") as f:
        moves = json.load(f)["moves"]
    hard = 0 if hard_mark == "X" else 1
    steps = []
    for i in range(3, len(moves)):
        best, value = ask(engine, moves[:i], ms)
        who = "H" if i % 2 == hard else "C"
        choice = "" if best == moves[i] else f"(engine: {best})"
        steps.append(f"{i}{who}:{moves[i]}{choice}:{value}")
    return " ".join(steps)


def main():
    engine, ms, hard_mark = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    for game_file in sys.argv[4:]:
        print(game_file, hard_mark, trace(engine, ms, hard_mark, game_file), flush=True)


if __name__ == "__main__":
    main()
