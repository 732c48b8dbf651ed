"""Training steps, this crate against PyTorch, taking turns in one run (issue 39).

Build the timing binary first (this script builds nothing):

    cargo build --release --features rand --example train_step_timing
    /tmp/pyenv/bin/python benches/train_vs_torch.py [--rounds 5] [--reps 20] [--binary PATH]
        [--models mlp,encoder,encoder_ce,gpt] [--threads 1,2]

One step is the forward pass, the backward pass and an AdamW update (PyTorch:
`zero_grad(set_to_none=True)`, forward, `loss.backward()`, `opt.step()`), of:
- `mlp`: `Linear(784, 128) -> ReLU -> Linear(128, 10)` with cross-entropy at batch 64;
- `encoder`: a pre-norm `TransformerEncoderLayer(256, 8, 1024, gelu, dropout=0)` at batch 8 x
  seq 128 with the mean squared error against a fixed target;
- `encoder_ce`: that layer with a `Linear(256, 16)` head and cross-entropy over all 1,024
  positions;
- `gpt`: the one-block GPT of `examples/train_gpt.rs` (batch 32 x 12 tokens, width 32, causal
  attention, dropout 0.1, cross-entropy ignoring the padding, gradients clipped to norm 1,
  AdamW at 3e-3), each step on a fresh batch drawn inside the step on both sides;
- `lenet`: issue 40's LeNet (conv 1->32 3x3 pad 1, ReLU, max-pool 2, conv 32->64, ReLU,
  max-pool 2, flatten, Linear(3136, 128), ReLU, Linear(128, 10)) at batch 64 on 28x28 with
  cross-entropy; `lenet_forward`: its forward alone (PyTorch under `inference_mode`);
- `resnet`: a ResNet basic block (two 3x3 convs of 64 channels without bias, batch norm in
  training mode, ReLU, the residual) on [8, 64, 56, 56] with the mean squared error against a
  fixed target; `resnet_forward`: its forward in eval mode (under `inference_mode`).

For each thread count the rounds take turns, which side goes first alternating: PyTorch with its
default OpenMP settings, PyTorch with `OMP_WAIT_POLICY=PASSIVE` (each a fresh process:
`torch.set_num_threads(n)`, 3 warm-up steps, the median of --reps steps), and
`train_step_timing --threads n --reps K` (a rayon pool of n threads). The table gives the median
over rounds of each side's medians, PyTorch's faster setting as the reference, the ratio ours /
PyTorch, and /proc/loadavg at the start and the end.

The memory columns give how far each side's resident memory rises while it trains above its
level once the model and inputs are made (the peak reset through /proc/self/clear_refs and
read as VmHWM): the activations, gradients and optimizer state the steps need, with what the
allocator keeps. PyTorch's is the one of its reference setting's runs.
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
    model = encoder_layer()
    x = torch.rand(8, 128, 256) * 2 - 1
    target = torch.rand(8, 128, 256) * 2 - 1
    opt = torch.optim.AdamW(model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.mse_loss(model(x), target)
        loss.backward()
        opt.step()

    return step


def encoder_layer():
    return torch.nn.TransformerEncoderLayer(
        256, 8, dim_feedforward=1024, dropout=0.0, activation="gelu", norm_first=True,
        batch_first=True)


def encoder_ce_step(autocast=False):
    """The encoder layer with a Linear(256, 16) head and cross-entropy; with `autocast`, the
    forward under torch.autocast(bfloat16) and the loss in float32, as mixed precision runs."""
    torch.manual_seed(0)
    layer, head = encoder_layer(), torch.nn.Linear(256, 16)
    x = torch.rand(8, 128, 256) * 2 - 1
    classes = torch.arange(1024) * 7 % 16
    params = list(layer.parameters()) + list(head.parameters())
    opt = torch.optim.AdamW(params)

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
            logits = head(layer(x)).reshape(1024, 16)
        loss = torch.nn.functional.cross_entropy(logits.float(), classes)
        loss.backward()
        opt.step()

    return step


def encoder_ce_mixed_step():
    return encoder_ce_step(autocast=True)


class Gpt(torch.nn.Module):
    """examples/gpt/model.rs in PyTorch."""
    SEQ, PAD, VOCAB, WIDTH, HEADS, BATCH, DROPOUT = 12, 10, 11, 32, 4, 32, 0.1

    def __init__(self):
        super().__init__()
        w = self.WIDTH
        self.tokens = torch.nn.Embedding(self.VOCAB, w)
        self.positions = torch.nn.Embedding(self.SEQ, w)
        torch.nn.init.normal_(self.tokens.weight, 0.0, 0.5)
        torch.nn.init.normal_(self.positions.weight, 0.0, 0.5)
        self.ln1, self.ln2, self.ln_f = (torch.nn.LayerNorm(w) for _ in range(3))
        self.qkv = torch.nn.Linear(w, 3 * w)
        self.proj = torch.nn.Linear(w, w)
        self.fc1 = torch.nn.Linear(w, 4 * w)
        self.fc2 = torch.nn.Linear(4 * w, w)
        self.head = torch.nn.Linear(w, self.VOCAB)
        self.places = torch.arange(self.SEQ)

    def forward(self, tokens):
        f = torch.nn.functional
        b = tokens.shape[0]
        x = self.tokens(tokens) + self.positions(self.places)
        qkv = self.qkv(self.ln1(x)).reshape(b, self.SEQ, 3, self.HEADS, -1).permute(2, 0, 3, 1, 4)
        attended = f.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2], is_causal=True)
        attended = attended.transpose(1, 2).reshape(b, self.SEQ, self.WIDTH)
        x = x + f.dropout(self.proj(attended), self.DROPOUT, self.training)
        hidden = f.gelu(self.fc1(self.ln2(x)))
        x = x + f.dropout(self.fc2(hidden), self.DROPOUT, self.training)
        return self.head(self.ln_f(x))

    def batch(self):
        """BATCH counting sequences padded to SEQ, and the next token at every position."""
        n = self.BATCH
        start = torch.randint(0, 10, (n, 1))
        stride = torch.randint(1, 4, (n, 1))
        length = torch.randint(4, self.SEQ + 1, (n, 1))
        places = self.places.unsqueeze(0)
        rows = torch.where(places < length, (start + places * stride) % 10, self.PAD)
        pad = torch.full((n, 1), self.PAD)
        return rows, torch.cat([rows[:, 1:], pad], dim=1).reshape(-1)


def gpt_step():
    torch.manual_seed(0)
    model = Gpt()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)

    def step():
        tokens, following = model.batch()
        opt.zero_grad(set_to_none=True)
        logits = model(tokens).reshape(-1, Gpt.VOCAB)
        loss = torch.nn.functional.cross_entropy(logits, following, ignore_index=Gpt.PAD)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()

    return step


def lenet():
    torch.manual_seed(0)
    nn = torch.nn
    return nn.Sequential(
        nn.Conv2d(1, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(32, 64, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(3136, 128), nn.ReLU(), nn.Linear(128, 10))


def lenet_step():
    model = lenet()
    x = torch.rand(64, 1, 28, 28) * 2 - 1
    targets = torch.arange(64) * 7 % 10
    opt = torch.optim.AdamW(model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(model(x), targets)
        loss.backward()
        opt.step()

    return step


def lenet_forward():
    model = lenet().eval()
    x = torch.rand(64, 1, 28, 28) * 2 - 1

    def step():
        with torch.inference_mode():
            model(x)

    return step


class BasicBlock(torch.nn.Module):
    """torchvision's `BasicBlock(64, 64)`: conv, batch norm, ReLU, conv, batch norm, + x, ReLU."""

    def __init__(self):
        super().__init__()
        nn = torch.nn
        self.conv1 = nn.Conv2d(64, 64, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(64)
        self.conv2 = nn.Conv2d(64, 64, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(64)

    def forward(self, x):
        h = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(h)) + x)


def resnet_step():
    torch.manual_seed(0)
    model = BasicBlock()
    x = torch.rand(8, 64, 56, 56) * 2 - 1
    target = torch.rand(8, 64, 56, 56) * 2 - 1
    opt = torch.optim.AdamW(model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.mse_loss(model(x), target)
        loss.backward()
        opt.step()

    return step


def resnet_forward():
    torch.manual_seed(0)
    model = BasicBlock().eval()
    x = torch.rand(8, 64, 56, 56) * 2 - 1

    def step():
        with torch.inference_mode():
            model(x)

    return step


MODELS = {"mlp": mlp_step, "encoder": encoder_step, "encoder_ce": encoder_ce_step,
          "encoder_ce_mixed": encoder_ce_mixed_step,
          "gpt": gpt_step, "lenet": lenet_step, "lenet_forward": lenet_forward,
          "resnet": resnet_step, "resnet_forward": resnet_forward}



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


def torch_worker(name, threads, reps):
    """One PyTorch turn in this process: prints its median step and its memory's rise."""
    torch.set_num_threads(threads)
    step = MODELS[name]()
    peak = peak_of(step, 0)
    print(f"median_ns={torch_median(step, reps)} peak_step_bytes={peak}")


def torch_turn(name, threads, reps, passive):
    env = dict(os.environ)
    env.pop("OMP_WAIT_POLICY", None)
    if passive:
        env["OMP_WAIT_POLICY"] = "PASSIVE"
    out = subprocess.run(
        [sys.executable, __file__, "--worker", name, "--threads", str(threads),
         "--reps", str(reps)], env=env, check=True, capture_output=True, text=True).stdout
    fields = dict(part.split("=") for part in out.split())
    return float(fields["median_ns"]), int(fields["peak_step_bytes"])


def fmt_time(ns):
    return f"{ns / 1e6:.2f} ms" if ns >= 1e6 else f"{ns / 1e3:.0f} µs"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--binary", type=Path, default=default_binary())
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        torch_worker(args.worker, int(args.threads), args.reps)
        return
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"torch {torch.__version__}, load at start {' '.join(load)}, {args.rounds} rounds "
          f"of {args.reps} steps")
    print("| model | threads | ours | PyTorch default | PyTorch PASSIVE | ours / faster "
          "| step memory, ours | PyTorch |")
    print("|---|---|---|---|---|---|---|---|")
    for name in args.models.split(","):
        for threads in map(int, args.threads.split(",")):
            turns = {
                "ours": lambda: ours_median(args.binary, name, threads, args.reps),
                "default": lambda: torch_turn(name, threads, args.reps, False),
                "passive": lambda: torch_turn(name, threads, args.reps, True),
            }
            results = {side: [] for side in turns}
            for r in range(args.rounds):
                order = list(turns) if r % 2 == 0 else list(reversed(turns))
                for side in order:
                    results[side].append(turns[side]())
            med = {side: statistics.median(t for t, _ in runs) for side, runs in results.items()}
            peak = {side: statistics.median(p for _, p in runs) for side, runs in results.items()}
            ref = min(("default", "passive"), key=med.get)
            mib = lambda side: f"{peak[side] / 2**20:.1f} MiB"
            print(f"| {name} | {threads} | {fmt_time(med['ours'])} | {fmt_time(med['default'])} "
                  f"| {fmt_time(med['passive'])} | {med['ours'] / med[ref]:.2f}x "
                  f"| {mib('ours')} | {mib(ref)} |", flush=True)
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"load at end {' '.join(load)}")


if __name__ == "__main__":
    main()
