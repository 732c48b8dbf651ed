"""Fixtures of tests/mixed_precision.rs: three AdamW steps of a pre-norm
TransformerEncoderLayer(64, 4, 128, gelu) with a Linear(64, 10) head and cross-entropy over
every position, in float32 and under torch.autocast("cpu", dtype=torch.bfloat16).

Run from the crate root: /tmp/pyenv/bin/python tests/data/mixed_reference.py
(torch 2.x, safetensors). Writes tests/data/mixed_precision.safetensors:
- `init.enc.*`, `init.head.*`: the initial float32 parameters (PyTorch's names);
- `x` [4, 16, 64] float32 and `targets` [4, 16] int64: the batch of every step;
- `{run}.losses` [3]: each step's loss, and `{run}.enc.*`, `{run}.head.*`: the parameters after
  three steps, for run `autocast` and `f32`.
"""
import copy

import torch
import torch.nn.functional as F
from safetensors.torch import save_file

torch.manual_seed(0)
M, HEADS, FF, CLASSES = 64, 4, 128, 10
enc = torch.nn.TransformerEncoderLayer(
    M, HEADS, FF, activation="gelu", norm_first=True, batch_first=True, dropout=0.0)
head = torch.nn.Linear(M, CLASSES)
x = torch.randn(4, 16, M)
targets = torch.randint(0, CLASSES, (4, 16))
out = {"x": x, "targets": targets}
for k, v in enc.state_dict().items():
    out[f"init.enc.{k}"] = v.clone()
for k, v in head.state_dict().items():
    out[f"init.head.{k}"] = v.clone()

for run in ["autocast", "f32"]:
    e, h = copy.deepcopy(enc).train(), copy.deepcopy(head).train()
    opt = torch.optim.AdamW(list(e.parameters()) + list(h.parameters()), lr=1e-3)
    losses = []
    for _ in range(3):
        opt.zero_grad()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=(run == "autocast")):
            logits = h(e(x))
        loss = F.cross_entropy(logits.float().reshape(-1, CLASSES), targets.reshape(-1))
        loss.backward()
        opt.step()
        losses.append(loss.item())
    out[f"{run}.losses"] = torch.tensor(losses)
    for k, v in e.state_dict().items():
        out[f"{run}.enc.{k}"] = v.clone()
    for k, v in h.state_dict().items():
        out[f"{run}.head.{k}"] = v.clone()
    print(run, losses)

diff = max((out[f"autocast.{n}"] - out[f"f32.{n}"]).abs().max().item()
           for n in [k[len("init."):] for k in out if k.startswith("init.")])
print("max |autocast - f32| over the parameters after 3 steps:", diff)
save_file({k: v.contiguous() for k, v in out.items()}, "tests/data/mixed_precision.safetensors")
