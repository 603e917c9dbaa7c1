"""An outside Gomocup engine (pbrain protocol) as an oracle for 15x15 freestyle positions.

Used by the strength tools next to it (issue 26). The engine is started for every question,
so no state carries over. Moves are in OXO notation ("h8"), in the order played.
"""
import re
import subprocess


def cell(name):
    return ord(name[0]) - 97, int(name[1:]) - 1


def name(x, y):
    return chr(97 + x) + str(y + 1)


def ask(engine, moves, ms, pass_turn=False):
    """The engine's move and evaluation ("Eval" in its MESSAGE lines: "35", "+M13", "-M8")
    for the side to move after `moves`, or for the other side with `pass_turn`.

    BOARD marks the engine's own stones 1 and the opponent's 2; Rapfi takes the side to move to
    be the one that did not place the last stone listed, so the mover's stones go first."""
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    send("START 15")
    while not proc.stdout.readline().startswith("OK"):
        pass
    send(f"INFO timeout_turn {ms}")
    send("INFO timeout_match 100000000")
    send("INFO rule 0")
    send("BOARD")
    own, other = [], []
    for i, move in enumerate(moves):
        mover = (len(moves) - i) % 2 == 0
        (own if mover != pass_turn else other).append(cell(move))
    for x, y in own:
        send(f"{x},{y},1")
    for x, y in other:
        send(f"{x},{y},2")
    send("DONE")
    value, answer = None, None
    while True:
        line = proc.stdout.readline()
        if not line:
            break
        found = re.search(r"Eval ([-+]?M?\d+)", line)
        if found:
            value = found.group(1)
        if re.fullmatch(r"\d+,\d+", line.strip()):
            answer = name(*map(int, line.strip().split(",")))
            break
    send("END")
    proc.wait(timeout=10)
    return answer, value


def wins(value):
    """Whether an evaluation says the side it is for forces a win."""
    return value is not None and value.startswith(("+M", "M"))


def decided(value):
    return value is not None and "M" in value
