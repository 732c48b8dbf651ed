"""Ours and PyTorch's products (src/main.rs, torch_side.py) in turns, over many rounds: the
median over the rounds of each side's medians, their ratio, and the spread of the per-round
ratios, with /proc/loadavg at the start and the end. Build first (`cargo build --release`).

    /tmp/pyenv/bin/python turns.py [ROUNDS=10] [THREADS=1]

Two threads time wall clock (WALL=1), as run.sh does. Rounds alternate which side goes first.
"""
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
threads = sys.argv[2] if len(sys.argv) > 2 else "1"
ours = Path(os.environ.get("CARGO_TARGET_DIR", HERE / "target")) / "release" / "matmul-vs-torch"
env = dict(os.environ, **({"WALL": "1"} if threads != "1" else {}))
sides = {"ours": [str(ours), threads], "torch": [sys.executable, "torch_side.py", threads]}
times = {}


def load():
    return open("/proc/loadavg").read().split()[0]


start = load()
for r in range(rounds):
    for side in ("ours", "torch") if r % 2 == 0 else ("torch", "ours"):
        out = subprocess.run(sides[side], env=env, cwd=HERE, capture_output=True, text=True, check=True)
        for line in out.stdout.splitlines():
            fields = line.split()
            name, median = " ".join(fields[1:-2]), float(fields[-2])
            times.setdefault(name, {}).setdefault(side, []).append(median)
print(f"load {start} -> {load()}, {threads} thread(s), {rounds} rounds")
for name, t in times.items():
    if len(t) < 2:  # ONLY= filters our side; torch_side.py runs every product
        continue
    o, p = statistics.median(t["ours"]), statistics.median(t["torch"])
    ratios = [a / b for a, b in zip(t["ours"], t["torch"])]
    print(f"{name:40} ours {o:8.1f} torch {p:8.1f} {o / p:.3f}x  rounds {min(ratios):.2f}-{max(ratios):.2f}")
