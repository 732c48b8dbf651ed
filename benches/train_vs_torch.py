"""The issue-27 training steps, this crate against PyTorch, taking turns in one run.

Build the timing binary first (this script builds nothing):

    cargo build --release --example train_step_timing
    /tmp/pyenv/bin/python benches/train_vs_torch.py [--rounds 5] [--reps 50] [--binary PATH]

One step is the forward pass, the backward pass and an AdamW update (PyTorch:
`zero_grad(set_to_none=True)`, forward, `loss.backward()`, `opt.step()`), of the MLP
`Linear(784, 128) -> ReLU -> Linear(128, 10)` with cross-entropy at batch 64, and of a
pre-norm `TransformerEncoderLayer(256, 8, 1024, gelu, dropout=0)` at batch 8 x seq 128 with
the mean squared error against a fixed target. For each thread
count (1, 2) the rounds alternate: PyTorch in this process (torch.set_num_threads(n), warm-up,
the median of --reps steps), then `train_step_timing --threads n --reps K` as a subprocess
(a rayon pool of n threads). The table gives the median over rounds of each side's medians,
the ratio ours / PyTorch, and /proc/loadavg at the start and the end.

The memory columns give how far each side's resident memory rises while it trains above its
level once the model and inputs are made (the peak reset through /proc/self/clear_refs and
read as VmHWM): the activations, gradients and optimizer state the steps need, with what the
allocator keeps. PyTorch's is measured once per thread count, in a fresh process.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent


def default_binary() -> Path:
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "release" / "examples" / "train_step_timing"


def mlp_step():
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Linear(784, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
    x = torch.rand(64, 784) * 2 - 1
    targets = torch.arange(64) * 7 % 10
    opt = torch.optim.AdamW(model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(model(x), targets)
        loss.backward()
        opt.step()

    return step


def encoder_step():
    torch.manual_seed(0)
    model = torch.nn.TransformerEncoderLayer(
        256, 8, dim_feedforward=1024, dropout=0.0, activation="gelu", norm_first=True,
        batch_first=True)
    x = torch.rand(8, 128, 256) * 2 - 1
    target = torch.rand(8, 128, 256) * 2 - 1
    opt = torch.optim.AdamW(model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.mse_loss(model(x), target)
        loss.backward()
        opt.step()

    return step


MODELS = {"mlp": mlp_step, "encoder": encoder_step}


def torch_median(step, reps):
    for _ in range(3):
        step()
    times = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        step()
        times.append(time.perf_counter_ns() - start)
    return statistics.median(times)


def status_bytes(field):
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field):
            return int(line.split()[1]) * 1024
    return 0


def torch_peak(name, threads, reps):
    """Resident memory's rise while a fresh process trains `reps` + 3 steps."""
    code = (
        "import sys, torch; sys.path.insert(0, %r); import train_vs_torch as b; "
        "torch.set_num_threads(%d); step = b.MODELS[%r](); print(b.peak_of(step, %d))"
        % (str(Path(__file__).parent), threads, name, reps))
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True).stdout
    return int(out.split()[-1])


def peak_of(step, reps):
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return 0
    before = status_bytes("VmRSS:")
    for _ in range(reps + 3):
        step()
    return max(0, status_bytes("VmHWM:") - before)


def ours_median(binary, model, threads, reps):
    out = subprocess.run(
        [str(binary), "--model", model, "--threads", str(threads), "--reps", str(reps)],
        check=True, capture_output=True, text=True).stdout
    fields = dict(part.split("=") for part in out.split())
    return float(fields["median_ns"]), int(fields["peak_step_bytes"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reps", type=int, default=50)
    parser.add_argument("--binary", type=Path, default=default_binary())
    parser.add_argument("--models", default=",".join(MODELS))
    args = parser.parse_args()
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"torch {torch.__version__}, load at start {' '.join(load)}")
    print("| model | threads | ours | PyTorch | ours / PyTorch | step memory, ours | PyTorch |")
    print("|---|---|---|---|---|---|---|")
    for name in args.models.split(","):
        make = MODELS[name]
        for threads in (1, 2):
            torch.set_num_threads(threads)
            step = make()
            theirs, ours, our_peaks = [], [], []
            their_peaks = [torch_peak(name, threads, args.reps)]
            for _ in range(args.rounds):
                theirs.append(torch_median(step, args.reps))
                time_ns, peak = ours_median(args.binary, name, threads, args.reps)
                ours.append(time_ns)
                our_peaks.append(peak)
            t, o = statistics.median(theirs), statistics.median(ours)
            mib = lambda peaks: f"{statistics.median(peaks) / 2**20:.1f} MiB"
            print(f"| {name} | {threads} | {o / 1e3:.0f} µs | {t / 1e3:.0f} µs | {o / t:.2f}x "
                  f"| {mib(our_peaks)} | {mib(their_peaks)} |")
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"load at end {' '.join(load)}")


if __name__ == "__main__":
    main()
