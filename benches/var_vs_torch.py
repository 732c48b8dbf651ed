"""`var` of a [4096, 128] f32 tensor along each axis and over all elements, this crate
against `torch.var` on one thread, taking turns in one run.

    cargo build --release --example var_timing
    /tmp/pyenv/bin/python benches/var_vs_torch.py [--rounds 5] [--reps 50]

Each round times `torch.var` (dim=1, dim=0, all; correction 1) in this process, then runs
`var_timing` (ours, forced to one thread) as a subprocess. The table gives, per op, the
median over rounds of each side's medians and the least time seen.
"""

import argparse
import os
import statistics
import subprocess
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent


def times_ns(fn, reps: int) -> tuple:
    """(median, minimum) of `reps` timed calls after three untimed ones."""
    for _ in range(3):
        fn()
    times = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        fn()
        times.append(time.perf_counter_ns() - start)
    return int(statistics.median(times)), min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reps", type=int, default=50)
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    parser.add_argument("--binary", type=Path,
                        default=target / "release" / "examples" / "var_timing")
    args = parser.parse_args()
    torch.set_num_threads(1)
    x = torch.rand(4096, 128)
    theirs_ops = {
        "var_last_axis": lambda: torch.var(x, dim=1),
        "var_axis_0": lambda: torch.var(x, dim=0),
        "var_all": lambda: torch.var(x),
    }
    theirs, ours = {}, {}
    for _ in range(args.rounds):
        with torch.inference_mode():
            for name, fn in theirs_ops.items():
                theirs.setdefault(name, []).append(times_ns(fn, args.reps))
        out = subprocess.run([str(args.binary), "--reps", str(args.reps)], check=True,
                             capture_output=True, text=True,
                             env={**os.environ, "RAYON_NUM_THREADS": "1"}).stdout
        for line in out.splitlines():
            fields = dict(f.split("=") for f in line.split())
            ours.setdefault(fields["op"], []).append(
                (int(fields["median_ns"]), int(fields["min_ns"])))
    print("| op | PyTorch | typed-tensor | ours / PyTorch | least, PyTorch / ours |")
    print("|---|---|---|---|---|")
    for name, runs in ours.items():
        median = statistics.median(m for m, _ in runs)
        least = min(m for _, m in runs)
        if name in theirs:
            t_median = statistics.median(m for m, _ in theirs[name])
            t_least = min(m for _, m in theirs[name])
            print(f"| {name} | {t_median / 1e3:.0f} µs | {median / 1e3:.0f} µs | "
                  f"{median / t_median:.2f}x | {t_least / 1e3:.0f} / {least / 1e3:.0f} µs |")
        else:
            print(f"| {name} | – | {median / 1e3:.0f} µs | | – / {least / 1e3:.0f} µs |")


if __name__ == "__main__":
    main()
