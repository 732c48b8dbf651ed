#!/usr/bin/env python3
"""PyTorch's side of benches/unary_f64.rs: times one f64 op per request, on one thread.

Started by the bench as a child process; reads an op name per line on stdin, runs that op
once on a [4096, 128] float64 tensor holding the bench's values, and answers with the
nanoseconds it took (measured here, so the pipe's round trip is not counted). Answers
`ready` once set up; exits at end of input.
"""
import sys
import time

import torch
import torch.nn.functional as F

ROWS, COLS = 4096, 128


def main():
    torch.set_num_threads(1)
    i = torch.arange(ROWS, dtype=torch.int64).reshape(ROWS, 1)
    j = torch.arange(COLS, dtype=torch.int64).reshape(1, COLS)
    k = (i * 7919 + j * 104729) % 2001
    # The bench's `signed` and `positive` values (exact in f64).
    signed = k.to(torch.float64) / 100.0 - 10.0
    positive = k.to(torch.float64) / 100.0 + 0.01
    ops = {
        "exp": lambda: torch.exp(signed),
        "ln": lambda: torch.log(positive),
        "log2": lambda: torch.log2(positive),
        "log10": lambda: torch.log10(positive),
        "sqrt": lambda: torch.sqrt(positive),
        "tanh": lambda: torch.tanh(signed),
        "sigmoid": lambda: torch.sigmoid(signed),
        "erf": lambda: torch.erf(signed),
        "gelu": lambda: F.gelu(signed),
        "gelu_tanh": lambda: F.gelu(signed, approximate="tanh"),
        "silu": lambda: F.silu(signed),
        "powf": lambda: torch.pow(positive, 1.7),
    }
    for f in ops.values():
        f()
    print("ready", flush=True)
    for line in sys.stdin:
        f = ops[line.strip()]
        t = time.perf_counter_ns()
        f()
        print(time.perf_counter_ns() - t, flush=True)


if __name__ == "__main__":
    main()
