#!/usr/bin/env python3
"""Openings balanced by an outside Gomocup engine (issue 26's matches).

Random three-stone openings (X, O, X in the middle 7x7 of a 15x15 board) are shown to a pbrain
engine, which thinks MS ms on each; an opening is kept when the engine's evaluation for the side
to move (O) lies within +-BOUND and is not a forced result. Kept openings go to stdout in OXO
notation, one per line; every opening tried goes to stderr with its evaluation.

    balance_openings.py ENGINE COUNT SEED MS BOUND > openings.txt
"""
import random
import sys

from pbrain_oracle import ask, decided, name


def main():
    engine, count, seed, ms, bound = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), \
        int(sys.argv[4]), int(sys.argv[5])
    rng = random.Random(seed)
    seen = set()
    kept = 0
    while kept < count:
        cells = set()
        while len(cells) < 3:
            cells.add((rng.randint(4, 10), rng.randint(4, 10)))
        stones = list(cells)
        rng.shuffle(stones)
        if tuple(stones) in seen:
            continue
        seen.add(tuple(stones))
        moves = [name(x, y) for x, y in stones]
        _, value = ask(engine, moves, ms)
        balanced = value is not None and not decided(value) and abs(int(value)) <= bound
        print(" ".join(moves), value, "kept" if balanced else "", file=sys.stderr, flush=True)
        if balanced:
            print(" ".join(moves), flush=True)
            kept += 1


if __name__ == "__main__":
    main()
