#!/usr/bin/env python3
"""Synthesises OXO's four sounds (move, win, draw, illegal) as short 16-bit mono WAV files.

Written for OXO and released with it under the MIT licence; the WAVs it writes are committed
beside it, so building OXO never runs it. Run it again after changing a sound:
    python3 resources/sounds/make-sounds.py
"""
import math
import os
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def tone(freq, seconds, volume=0.5, decay=8.0, harmonics=(1.0, 0.3, 0.1), attack=0.004):
    """A plucked tone: a few harmonics under an exponential decay, with a short attack."""
    samples = []
    count = int(RATE * seconds)
    for i in range(count):
        t = i / RATE
        envelope = math.exp(-decay * t) * min(1.0, t / attack)
        value = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        samples.append(volume * envelope * value / sum(harmonics))
    # A few milliseconds of fade-out so the end never clicks.
    fade = int(RATE * 0.005)
    for i in range(1, fade + 1):
        samples[-i] *= i / fade
    return samples


def mix(parts):
    """Lays (start seconds, samples) parts over one another."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, s in parts:
        offset = int(start * RATE)
        for i, v in enumerate(s):
            out[offset + i] += v
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = min(1.0, 0.9 / peak)
    with wave.open(os.path.join(HERE, name), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(v * scale * 32767)) for v in samples))


# A soft wooden tock.
write("move.wav", tone(740, 0.09, volume=0.6, decay=45, harmonics=(1.0, 0.5, 0.2)))
# A rising major arpeggio.
write("win.wav", mix([(0.00, tone(523.25, 0.35, decay=9)),
                      (0.09, tone(659.25, 0.35, decay=9)),
                      (0.18, tone(783.99, 0.35, decay=9)),
                      (0.27, tone(1046.5, 0.45, decay=7))]))
# Two level notes: neither joy nor sorrow.
write("draw.wav", mix([(0.00, tone(587.33, 0.25, decay=10)),
                       (0.16, tone(587.33, 0.30, decay=10))]))
# A low double buzz: "no".
write("illegal.wav", mix([(0.00, tone(196, 0.08, volume=0.7, decay=20,
                                      harmonics=(1.0, 0.0, 0.33, 0.0, 0.2))),
                          (0.10, tone(185, 0.10, volume=0.7, decay=20,
                                      harmonics=(1.0, 0.0, 0.33, 0.0, 0.2)))]))
