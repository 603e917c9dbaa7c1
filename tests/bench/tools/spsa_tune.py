#!/usr/bin/env python3
"""Hard's evaluation weights and search margins tuned by self-play (SPSA), issue 26.

  spsa_tune.py run HARD_TOOLS START_WEIGHTS OPENINGS OUT_DIR [STEPS]
      Simultaneous perturbation stochastic approximation: each step draws a random sign for
      every tuned value, plays theta + c*delta against theta - c*delta with `hard_tools ab` on
      four random openings of OPENINGS, both colours, at NODES nodes a move, and moves theta by
      RATE * c * (wins - losses) * delta. Two steps run at once (one per core). START_WEIGHTS is a
      weights file as `hard_tools tune` prints them (four lines: mover shapes, other shapes, mover
      classes, other classes). Each step appends theta to OUT_DIR/log.txt; a run stopped and
      started again goes on from OUT_DIR/state.json.
  spsa_tune.py mean START_WEIGHTS OUT_DIR WEIGHTS_OUT
      Writes the mean theta of the second half of the run as a weights file and prints the
      `hard_tools` variant (weights and margins) to verify with `hard_tools ab`.

Environment: NODES (20000), RATE (0.005). Session 13 (docs/bench/strength-sessions.md) ran it
on `hard_tools openings 15 3000 13013 3000`, less the openings of the verification sets.
Tuned: the shapes four to open two for the side to move and open four to open two for the
other side, the combination classes, and three margins. The blocked twos and the "ones" stay
fixed: a weight on the open "one" alone swings the static score by hundreds of points with the
side to move and broke the pruning in run 1.
"""

import json
import os
import random
import re
import subprocess
import sys
import threading

MOVER_SHAPES = range(3, 7)  # four, open three, three, open two
OTHER_SHAPES = range(2, 7)  # open four, four, open three, three, open two
MOVER_CLASSES = range(2, 6)  # four-three, four, double three, three
OTHER_CLASSES = range(1, 6)  # flex four, four-three, four, double three, three
# Start values of the margins: SearchSettings' defaults (engine/src/bots/hard/searcher.h), which
# hard_tools cannot print; change them here when those change.
MARGINS = [('staticCutMargin', 140), ('futilityMargin', 200), ('lmrDivisor', 94)]
OPENINGS_PER_STEP = 4


def read_weights(path):
    return [[int(x) for x in line.split()] for line in open(path) if line.strip()]


def names():
    return ([f'm{i}' for i in MOVER_SHAPES] + [f'o{i}' for i in OTHER_SHAPES] +
            [f'mc{i}' for i in MOVER_CLASSES] + [f'oc{i}' for i in OTHER_CLASSES] +
            [m[0] for m in MARGINS])


def start_theta(weights):
    mover, other, mover_class, other_class = weights
    return ([float(mover[i]) for i in MOVER_SHAPES] + [float(other[i]) for i in OTHER_SHAPES] +
            [float(mover_class[i]) for i in MOVER_CLASSES] +
            [float(other_class[i]) for i in OTHER_CLASSES] + [float(m[1]) for m in MARGINS])


def variant(weights, theta, path):
    """Writes theta's weights to path; returns the hard_tools variant string."""
    values = dict(zip(names(), theta))
    rows = [list(row) for row in weights]
    for row, prefix, slots in ((0, 'm', MOVER_SHAPES), (1, 'o', OTHER_SHAPES),
                               (2, 'mc', MOVER_CLASSES), (3, 'oc', OTHER_CLASSES)):
        for i in slots:
            rows[row][i] = max(0, round(values[f'{prefix}{i}']))
    with open(path, 'w') as out:
        out.write(''.join(' '.join(map(str, row)) + '\n' for row in rows))
    margins = ','.join(f'{m}={max(1, round(values[m]))}' for m, _ in MARGINS)
    return f'weights={path},{margins}'


def run(hard_tools, weights_path, openings_path, out_dir, steps):
    nodes = int(os.environ.get('NODES', '20000'))
    rate = float(os.environ.get('RATE', '0.005'))
    weights = read_weights(weights_path)
    pool = [line.strip() for line in open(openings_path) if line.strip()]
    os.makedirs(out_dir, exist_ok=True)
    theta = start_theta(weights)
    # Perturbation: 12 % of each value, at least 1.5, fixed from the start.
    scale = [max(1.5, 0.12 * t) for t in theta]
    state_path = os.path.join(out_dir, 'state.json')
    step = 0
    if os.path.exists(state_path):
        saved = json.load(open(state_path))
        theta, step = saved['theta'], saved['step']
    lock = threading.Lock()
    shared = {'step': step}

    def worker(worker_id):
        rng = random.Random(1000 + worker_id + step)
        while True:
            with lock:
                k = shared['step']
                if k >= steps:
                    return
                shared['step'] += 1
                current = list(theta)
            delta = [rng.choice((-1, 1)) for _ in current]
            plus = [t + c * d for t, c, d in zip(current, scale, delta)]
            minus = [t - c * d for t, c, d in zip(current, scale, delta)]
            openings = os.path.join(out_dir, f'openings_{worker_id}.txt')
            with open(openings, 'w') as out:
                out.write('\n'.join(rng.sample(pool, OPENINGS_PER_STEP)) + '\n')
            a = variant(weights, plus, os.path.join(out_dir, f'plus_{worker_id}.txt'))
            b = variant(weights, minus, os.path.join(out_dir, f'minus_{worker_id}.txt'))
            result = subprocess.run([hard_tools, 'ab', '15', openings, f'-{nodes}', a, b],
                                    capture_output=True, text=True, check=False).stdout
            found = re.search(r'W/D/L (\d+)/(\d+)/(\d+)', result)
            if not found:
                print('hard_tools ab gave no result:', result, file=sys.stderr)
                return
            wins, draws, losses = map(int, found.groups())
            with lock:
                for i, (c, d) in enumerate(zip(scale, delta)):
                    theta[i] = max(0.0, theta[i] + rate * c * (wins - losses) * d)
                with open(os.path.join(out_dir, 'log.txt'), 'a') as log:
                    log.write(json.dumps({'step': k, 'w': wins, 'd': draws, 'l': losses,
                                          'theta': [round(t, 2) for t in theta]}) + '\n')
                json.dump({'step': shared['step'], 'theta': theta}, open(state_path, 'w'))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def mean(weights_path, out_dir, weights_out):
    steps = [json.loads(line) for line in open(os.path.join(out_dir, 'log.txt'))]
    second_half = steps[len(steps) // 2:]
    theta = [sum(s['theta'][i] for s in second_half) / len(second_half)
             for i in range(len(names()))]
    for name, value in zip(names(), theta):
        print(f'{name:16} {value:9.2f}')
    print(variant(read_weights(weights_path), theta, weights_out))


if __name__ == '__main__':
    if len(sys.argv) >= 6 and sys.argv[1] == 'run':
        run(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5],
            int(sys.argv[6]) if len(sys.argv) > 6 else 100000)
    elif len(sys.argv) == 5 and sys.argv[1] == 'mean':
        mean(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
