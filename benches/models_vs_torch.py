"""The issue-26 models, this crate against PyTorch, taking turns in one run.

Build the timing binary first (this script builds nothing):

    cargo build --release --example model_timing
    /tmp/pyenv/bin/python benches/models_vs_torch.py [--rounds 5] [--reps 30] [--binary PATH]
        [--split timed|always]

For each model (the digits MLP at batch 4096, the pre-norm encoder layer at batch 8 x seq
128 x 256, both as in benches/models/mod.rs) and each thread count (1, 2), the rounds
alternate: PyTorch in this process (torch.set_num_threads(n), inference_mode, warm-up, the
median of --reps forwards), then `model_timing --model M --threads n --reps K` as a
subprocess (a rayon pool of n threads). The table gives the median over rounds of each
side's medians, the ratio ours / PyTorch, and /proc/loadavg at the start and the end.

PyTorch's OpenMP threads spin while they wait for each other (OMP_WAIT_POLICY=ACTIVE is
its default): on a machine with more runnable threads than cores, a descheduled thread
holds the other one spinning, and PyTorch's two-thread times grow several-fold. There,
`OMP_WAIT_POLICY=PASSIVE /tmp/pyenv/bin/python benches/models_vs_torch.py` gives a fairer
two-thread comparison; the header prints the policy in effect.
"""

import argparse
import os
import statistics
import subprocess
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
MLP_BATCH = 4096
ENCODER_BATCH, ENCODER_SEQ, MODEL = 8, 128, 256


def default_binary() -> Path:
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "release" / "examples" / "model_timing"


def mlp():
    model = torch.nn.Sequential(
        torch.nn.Linear(64, 128), torch.nn.LayerNorm(128), torch.nn.GELU(),
        torch.nn.Linear(128, 64), torch.nn.LayerNorm(64), torch.nn.GELU(),
        torch.nn.Linear(64, 10),
    )
    return model.eval(), torch.rand(MLP_BATCH, 64) * 2 - 1


def encoder():
    model = torch.nn.TransformerEncoderLayer(
        d_model=MODEL, nhead=8, dim_feedforward=1024, activation="gelu", norm_first=True,
        batch_first=True, dropout=0.0,
    )
    return model.eval(), torch.rand(ENCODER_BATCH, ENCODER_SEQ, MODEL) * 2 - 1


MODELS = {"mlp": mlp, "encoder": encoder}


def torch_median_ns(model, x, threads: int, reps: int) -> int:
    torch.set_num_threads(threads)
    times = []
    with torch.inference_mode():
        for _ in range(3):
            model(x)
        for _ in range(reps):
            start = time.perf_counter_ns()
            model(x)
            times.append(time.perf_counter_ns() - start)
    return int(statistics.median(times))


def ours_median_ns(binary: Path, name: str, threads: int, reps: int, split: str) -> int:
    line = subprocess.run(
        [str(binary), "--model", name, "--threads", str(threads), "--reps", str(reps),
         "--split", split],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    fields = dict(field.split("=") for field in line.split())
    return int(fields["median_ns"])


def loadavg() -> str:
    return Path("/proc/loadavg").read_text().strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--binary", type=Path, default=default_binary())
    parser.add_argument("--split", choices=["timed", "always"], default="timed",
                        help="our matmul split policy (model_timing --split)")
    args = parser.parse_args()
    if not args.binary.exists():
        raise SystemExit(f"{args.binary} is missing: cargo build --release --example model_timing")
    torch.manual_seed(26)
    print(f"load at start: {loadavg()}")
    policy = os.environ.get("OMP_WAIT_POLICY", "unset (PyTorch's default, spinning)")
    print(f"PyTorch {torch.__version__}, OMP_WAIT_POLICY {policy}, "
          f"{args.rounds} rounds of {args.reps} forwards per side, our split policy "
          f"{args.split}\n")
    print("| model | threads | PyTorch | typed-tensor | ours / PyTorch |")
    print("|---|---|---|---|---|")
    for name, build in MODELS.items():
        model, x = build()
        for threads in (1, 2):
            theirs, ours = [], []
            for _ in range(args.rounds):
                theirs.append(torch_median_ns(model, x, threads, args.reps))
                ours.append(ours_median_ns(args.binary, name, threads, args.reps, args.split))
            t, o = statistics.median(theirs), statistics.median(ours)
            print(f"| {name} | {threads} | {t / 1e6:.2f} ms | {o / 1e6:.2f} ms | {o / t:.2f}x |",
                  flush=True)
    print(f"\nload at end: {loadavg()}")


if __name__ == "__main__":
    main()
