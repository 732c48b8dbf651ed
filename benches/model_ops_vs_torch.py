"""Each op of the issue-26 model forwards alone, this crate against PyTorch on one thread,
taking turns in one run: where the forward's time goes and which ops fall behind.

    cargo build --release --example model_op_timing
    /tmp/pyenv/bin/python benches/model_ops_vs_torch.py [--rounds 3] [--reps 30] [--threads 1]

Each round times every op in PyTorch (in this process, inference_mode), then runs
`model_op_timing` (every op of ours, in the same order) as a subprocess. The table gives,
per op, the median over rounds of each side's medians, the ratio ours / PyTorch, the ratio
of the least times seen (what each side does when the machine leaves it alone), and the
op's share of the sum of our op times weighted by how often the op runs in one forward
(`calls`; 0 for the forms the models do not use: the product and bias add that `linear`
fuses, the composed layer norm), then the whole forward for comparison with the sum.
PyTorch's side of `linear` is F.linear, of both layer norms F.layer_norm. The attention's
q, k and v are views of one [8, 128, 768] tensor in both.
"""

import argparse
import os
import statistics
import subprocess
import time
from pathlib import Path

import torch
import torch.nn.functional as F

from models_vs_torch import encoder, mlp

ROOT = Path(__file__).resolve().parent.parent


def default_binary() -> Path:
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "release" / "examples" / "model_op_timing"


def torch_ops():
    """(name, calls per forward, fn) as in examples/model_op_timing.rs."""
    r = lambda *dims: torch.rand(*dims) * 2 - 1  # noqa: E731
    x, h128, h64, h10 = r(4096, 64), r(4096, 128), r(4096, 64), r(4096, 10)
    w1, w2, w3 = r(128, 64) * 0.1, r(64, 128) * 0.1, r(10, 64) * 0.1
    b128, b64, b10 = r(128), r(64), r(10)
    # GELU's inputs as in the models, layer-normed: its cost depends on the values' range.
    normed128, normed64 = F.layer_norm(h128, (128,)), F.layer_norm(h64, (64,))
    mlp_model, mlp_input = mlp()
    ops = [
        ("mlp.forward", 0, lambda: mlp_model(mlp_input)),
        ("mlp.linear_64x128", 1, lambda: F.linear(x, w1, b128)),
        ("mlp.linear_128x64", 1, lambda: F.linear(h128, w2, b64)),
        ("mlp.linear_64x10", 1, lambda: F.linear(h64, w3, b10)),
        ("mlp.layer_norm_128", 1, lambda: F.layer_norm(h128, (128,), b128, b128)),
        ("mlp.layer_norm_64", 1, lambda: F.layer_norm(h64, (64,), b64, b64)),
        ("mlp.gelu_128", 1, lambda: F.gelu(normed128)),
        ("mlp.gelu_64", 1, lambda: F.gelu(normed64)),
        ("mlp.matmul_64x128", 0, lambda: x.matmul(w1.t())),
        ("mlp.matmul_128x64", 0, lambda: h128.matmul(w2.t())),
        ("mlp.matmul_64x10", 0, lambda: h64.matmul(w3.t())),
        ("mlp.bias_add_128", 0, lambda: h128 + b128),
        ("mlp.bias_add_64", 0, lambda: h64 + b64),
        ("mlp.bias_add_10", 0, lambda: h10 + b10),
        ("mlp.layer_norm_composed_128", 0, lambda: F.layer_norm(h128, (128,), b128, b128)),
        ("mlp.layer_norm_composed_64", 0, lambda: F.layer_norm(h64, (64,), b64, b64)),
    ]
    B, T = 8, 128
    xe, hidden = r(B, T, 256), r(B, T, 1024)
    hidden_normed = F.layer_norm(hidden, (1024,))
    w_qkv, w_out = r(768, 256) * 0.1, r(256, 256) * 0.1
    w_ff1, w_ff2 = r(1024, 256) * 0.1, r(256, 1024) * 0.1
    b256, b768, b1024 = r(256), r(768), r(1024)
    qkv_out = r(B, T, 768)
    qkv = qkv_out.view(B, T, 3, 8, 32)
    q_view, k, v = (qkv.select(2, i).permute(0, 2, 1, 3) for i in range(3))
    q = q_view * 1.0
    scores = q.matmul(k.transpose(2, 3))
    weights = scores.softmax(-1)
    context = weights.matmul(v)
    encoder_model, encoder_input = encoder()
    ops += [
        ("enc.forward", 0, lambda: encoder_model(encoder_input)),
        ("enc.layer_norm_256", 2, lambda: F.layer_norm(xe, (256,), b256, b256)),
        ("enc.linear_qkv", 1, lambda: F.linear(xe, w_qkv, b768)),
        ("enc.scale_q", 0, lambda: q_view * 0.17),
        ("enc.matmul_q_kt", 0, lambda: q.matmul(k.transpose(2, 3))),
        ("enc.softmax", 0, lambda: scores.softmax(-1)),
        ("enc.matmul_weights_v", 0, lambda: weights.matmul(v)),
        ("enc.attention", 1, lambda: F.scaled_dot_product_attention(q_view, k, v)),
        ("enc.merge_heads", 0, lambda: context.permute(0, 2, 1, 3).contiguous()),
        ("enc.linear_out_proj", 1, lambda: F.linear(xe, w_out, b256)),
        ("enc.residual_add", 2, lambda: xe + xe),
        ("enc.linear_ff1", 1, lambda: F.linear(xe, w_ff1, b1024)),
        ("enc.gelu_1024", 1, lambda: F.gelu(hidden_normed)),
        ("enc.linear_ff2", 1, lambda: F.linear(hidden, w_ff2, b256)),
        ("enc.matmul_qkv", 0, lambda: xe.matmul(w_qkv.t())),
        ("enc.matmul_ff1", 0, lambda: xe.matmul(w_ff1.t())),
        ("enc.matmul_ff2", 0, lambda: hidden.matmul(w_ff2.t())),
        ("enc.bias_add_768", 0, lambda: qkv_out + b768),
        ("enc.bias_add_1024", 0, lambda: hidden + b1024),
        ("enc.layer_norm_composed_256", 0, lambda: F.layer_norm(xe, (256,), b256, b256)),
    ]
    return ops


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


def ours(binary: Path, threads: int, reps: int) -> dict:
    out = subprocess.run([str(binary), "--threads", str(threads), "--reps", str(reps)],
                         check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        fields = dict(f.split("=") for f in line.split())
        rows[fields["op"]] = (int(fields["median_ns"]), int(fields["min_ns"]))
    return rows


def share(part: float, total: float) -> str:
    """A share of our forward's op time; "–" for a form the forward does not use."""
    return f"{100 * part / total:.0f}%" if part else "–"


def summary(runs: list) -> tuple:
    """The median of the rounds' medians and the least of their minima."""
    return statistics.median(m for m, _ in runs), min(m for _, m in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--binary", type=Path, default=default_binary())
    args = parser.parse_args()
    if not args.binary.exists():
        raise SystemExit(f"{args.binary} is missing: cargo build --release --example model_op_timing")
    torch.manual_seed(26)
    torch.set_num_threads(args.threads)
    ops = torch_ops()
    theirs = {name: [] for name, _, _ in ops}
    mine = {name: [] for name, _, _ in ops}
    print(f"load at start: {Path('/proc/loadavg').read_text().strip()}")
    with torch.inference_mode():
        for _ in range(args.rounds):
            for name, _, fn in ops:
                theirs[name].append(times_ns(fn, args.reps))
            for name, t in ours(args.binary, args.threads, args.reps).items():
                mine[name].append(t)
    print(f"load at end: {Path('/proc/loadavg').read_text().strip()}\n")
    for model in ("mlp", "enc"):
        rows = [(name, calls, *summary(theirs[name]), *summary(mine[name]))
                for name, calls, _ in ops if name.startswith(model + ".")]
        forward = [row[2:] for row in rows if row[0].endswith(".forward")]
        rows = [row for row in rows if not row[0].endswith(".forward")]
        total_ours = sum(calls * o for _, calls, _, _, o, _ in rows)
        total_theirs = sum(calls * t for _, calls, t, _, _, _ in rows)
        print("| op | calls | PyTorch | typed-tensor | ours / PyTorch | ratio of minima "
              "| share of ours |")
        print("|---|---|---|---|---|---|---|")
        for name, calls, t, tmin, o, omin in rows:
            print(f"| {name} | {calls} | {t / 1e3:.0f} µs | {o / 1e3:.0f} µs | {o / t:.2f}x | "
                  f"{omin / tmin:.2f}x | {share(calls * o, total_ours)} |")
        print(f"| sum | | {total_theirs / 1e3:.0f} µs | {total_ours / 1e3:.0f} µs | "
              f"{total_ours / total_theirs:.2f}x | | |")
        for t, tmin, o, omin in forward:
            print(f"| whole forward | | {t / 1e3:.0f} µs | {o / 1e3:.0f} µs | {o / t:.2f}x | "
                  f"{omin / tmin:.2f}x | |")
        print()


if __name__ == "__main__":
    main()
