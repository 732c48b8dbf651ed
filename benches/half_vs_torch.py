"""bf16 inference, this crate against PyTorch's bf16 paths (oneDNN, AMX), taking turns in one
run (issue 42).

Build the timing binary first (this script builds nothing):

    cargo build --release --example model_timing
    /tmp/pyenv/bin/python benches/half_vs_torch.py [--rounds 5] [--reps 30] [--binary PATH]

Rows:
- the pre-norm encoder layer (d_model 256, 8 heads, feed-forward 1024, GELU) at batch 8 x seq
  128, forward, on 1 and 2 threads: PyTorch's module converted with `.to(torch.bfloat16)` and
  its f32 module under `torch.autocast("cpu", dtype=torch.bfloat16)`, against
  `model_timing --model encoder-bf16` (`nn::TransformerEncoderLayer` with `T = bf16`);
- the layer's four products as `linear` with bias on 1024 rows (qkv, out-proj, ff1, ff2), on
  1 thread: `torch.nn.functional.linear` on bf16 tensors against `linear-bf16-R-I-O`.

Each round runs PyTorch in this process (torch.set_num_threads(n), inference_mode, warm-up, the
median of --reps calls), then the crate's binary as a subprocess (a rayon pool of n threads).
The ratio is against the faster PyTorch form. Run it once as is and once with
`OMP_WAIT_POLICY=PASSIVE` (the header prints the policy) and compare against the faster.
"""

import argparse
import os
import statistics
import subprocess
import time
from pathlib import Path

import torch

# The timing binary's path and the load line, as the f32 comparison has them (same folder).
from models_vs_torch import default_binary, loadavg


def torch_median_ns(call, threads: int, reps: int) -> int:
    torch.set_num_threads(threads)
    times = []
    with torch.inference_mode():
        for _ in range(5):
            call()
        for _ in range(reps):
            start = time.perf_counter_ns()
            call()
            times.append(time.perf_counter_ns() - start)
    return int(statistics.median(times))


def ours_median_ns(binary: Path, name: str, threads: int, reps: int) -> int:
    line = subprocess.run(
        [str(binary), "--model", name, "--threads", str(threads), "--reps", str(reps)],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    fields = dict(field.split("=") for field in line.split())
    return int(fields["median_ns"])


def encoder_forms():
    layer = torch.nn.TransformerEncoderLayer(
        d_model=256, nhead=8, dim_feedforward=1024, activation="gelu", norm_first=True,
        batch_first=True, dropout=0.0,
    ).eval()
    x = torch.rand(8, 128, 256) * 2 - 1
    as_bf16 = torch.nn.TransformerEncoderLayer(
        d_model=256, nhead=8, dim_feedforward=1024, activation="gelu", norm_first=True,
        batch_first=True, dropout=0.0,
    ).eval()
    as_bf16.load_state_dict(layer.state_dict())
    as_bf16 = as_bf16.to(torch.bfloat16)
    xb = x.to(torch.bfloat16)

    def autocast():
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return layer(x)

    return {"module.to(bf16)": lambda: as_bf16(xb), "autocast(bf16)": autocast}


LINEARS = {"qkv": (1024, 256, 768), "out-proj": (1024, 256, 256),
           "ff1": (1024, 256, 1024), "ff2": (1024, 1024, 256)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--binary", type=Path, default=default_binary())
    args = parser.parse_args()
    if not args.binary.exists():
        raise SystemExit(f"{args.binary} is missing: cargo build --release --example model_timing")
    torch.manual_seed(42)
    print(f"load at start: {loadavg()}")
    policy = os.environ.get("OMP_WAIT_POLICY", "unset (PyTorch's default, spinning)")
    print(f"PyTorch {torch.__version__}, OMP_WAIT_POLICY {policy}, "
          f"{args.rounds} rounds of {args.reps} calls per side\n")
    print("| workload | threads | PyTorch module.to(bf16) | PyTorch autocast | typed-tensor bf16 "
          "| ours / faster PyTorch |")
    print("|---|---|---|---|---|---|")
    forms = encoder_forms()
    for threads in (1, 2):
        med = {name: [] for name in forms}
        ours = []
        for _ in range(args.rounds):
            for name, call in forms.items():
                med[name].append(torch_median_ns(call, threads, args.reps))
            ours.append(ours_median_ns(args.binary, "encoder-bf16", threads, args.reps))
        m, a, o = (statistics.median(med["module.to(bf16)"]),
                   statistics.median(med["autocast(bf16)"]), statistics.median(ours))
        print(f"| encoder forward | {threads} | {m / 1e6:.2f} ms | {a / 1e6:.2f} ms "
              f"| {o / 1e6:.2f} ms | {o / min(m, a):.2f}x |", flush=True)
    for name, (rows, inner, out) in LINEARS.items():
        x = (torch.rand(rows, inner) * 2 - 1).to(torch.bfloat16)
        w = (torch.rand(out, inner) * 2 - 1).to(torch.bfloat16)
        b = (torch.rand(out) * 2 - 1).to(torch.bfloat16)
        theirs, ours = [], []
        for _ in range(args.rounds):
            theirs.append(torch_median_ns(lambda: torch.nn.functional.linear(x, w, b), 1, args.reps))
            ours.append(ours_median_ns(args.binary, f"linear-bf16-{rows}-{inner}-{out}", 1, args.reps))
        t, o = statistics.median(theirs), statistics.median(ours)
        print(f"| linear {name} [{rows}, {inner}] x [{out}, {inner}]ᵀ | 1 | {t / 1e6:.3f} ms | - "
              f"| {o / 1e6:.3f} ms | {o / t:.2f}x |", flush=True)
    print(f"\nload at end: {loadavg()}")


if __name__ == "__main__":
    main()
