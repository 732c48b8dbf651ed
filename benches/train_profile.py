"""Where PyTorch's training step spends its time, op by op (issue 39): PyTorch's profiler over
--reps steps of a configuration of `train_vs_torch.py`, after warm-up, on --threads threads,
printing the ops by self CPU time. Our side's counterpart is `perf record` of
`train_step_timing` (BENCHMARKS.md, "Where a training step's time goes").

    /tmp/pyenv/bin/python benches/train_profile.py [--model encoder] [--threads 1] [--reps 20]
"""

import argparse
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train_vs_torch  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="encoder")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--rows", type=int, default=25)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    step = train_vs_torch.MODELS[args.model]()
    for _ in range(5):
        step()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        for _ in range(args.reps):
            step()
    print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=args.rows))


if __name__ == "__main__":
    main()
