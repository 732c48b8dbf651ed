"""Writes tests/data/train_step.safetensors, the fixture of tests/train_step.rs: a small MLP
trained a few steps by PyTorch (float32), from the same initial weights and batch.

Model: Linear(64, 32) -> GELU -> Linear(32, 10), loss cross_entropy (mean), batch 16.
- `init.{w1,b1,w2,b2}`: the initial parameters; `x` [16, 64]; `targets` [16] (float32 holding
  class indices 0-9).
- `grad.{w1,b1,w2,b2}`: the gradients of the first step (label_smoothing 0), from autograd.
- `sgd.{...}`: the parameters after 3 steps of SGD(lr=0.1, momentum=0.9, dampening=0.1,
  weight_decay=1e-3), label_smoothing 0.
- `nesterov.{...}`: after 3 steps of SGD(lr=0.1, momentum=0.9, nesterov=True).
- `adamw.{...}`: after 3 steps of AdamW(lr=1e-2, betas=(0.9, 0.99), eps=1e-8,
  weight_decay=0.05), label_smoothing 0.1.
- `loss.{sgd,nesterov,adamw}` [3]: the loss of each step.
- `enc.`: a TransformerEncoderLayer(16, 2, 32, dropout=0, batch_first=True, norm_first=True,
  activation='gelu') state_dict; `enc_x` [2, 5, 16], `enc_padding` [2, 5] (float32, 1 for a
  padded key), `enc_weights` [2, 5, 16]; `enc_grad.{name}` and `enc_grad_x`: the gradients of
  `(layer(x, src_key_padding_mask=padding, is_causal=True) * weights).sum()`.

Run with torch 2.15 and safetensors: python tests/data/train_reference.py
"""
import pathlib

import torch
import torch.nn.functional as F
from safetensors.torch import save_file

torch.manual_seed(0)
NAMES = ("w1", "b1", "w2", "b2")
init = {
    "w1": torch.randn(32, 64) * 0.2,
    "b1": torch.randn(32) * 0.1,
    "w2": torch.randn(10, 32) * 0.2,
    "b2": torch.randn(10) * 0.1,
}
x = torch.randn(16, 64)
targets = torch.randint(0, 10, (16,))


def forward(p, smoothing):
    h = F.gelu(F.linear(x, p["w1"], p["b1"]))
    return F.cross_entropy(F.linear(h, p["w2"], p["b2"]), targets, label_smoothing=smoothing)


def train(make_optimizer, smoothing, steps=3):
    p = {k: v.clone().requires_grad_(True) for k, v in init.items()}
    opt = make_optimizer([p[k] for k in NAMES])
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = forward(p, smoothing)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return {k: v.detach().clone() for k, v in p.items()}, torch.tensor(losses)


out = {f"init.{k}": v.clone() for k, v in init.items()}
out["x"] = x
out["targets"] = targets.to(torch.float32)

p = {k: v.clone().requires_grad_(True) for k, v in init.items()}
forward(p, 0.0).backward()
out.update({f"grad.{k}": p[k].grad.clone() for k in NAMES})

runs = {
    "sgd": (lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, dampening=0.1,
                                       weight_decay=1e-3), 0.0),
    "nesterov": (lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, nesterov=True), 0.0),
    "adamw": (lambda ps: torch.optim.AdamW(ps, lr=1e-2, betas=(0.9, 0.99), eps=1e-8,
                                           weight_decay=0.05), 0.1),
}
for name, (make, smoothing) in runs.items():
    params, losses = train(make, smoothing)
    out.update({f"{name}.{k}": v for k, v in params.items()})
    out[f"loss.{name}"] = losses

enc = torch.nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, batch_first=True,
                                       norm_first=True, activation="gelu")
with torch.no_grad():
    for name, p in enc.named_parameters():
        if "norm" in name and "weight" in name:
            p.uniform_(0.5, 1.5)
        elif "bias" in name:
            p.uniform_(-0.2, 0.2)
out.update({f"enc.{k}": v.detach().clone() for k, v in enc.state_dict().items()})
enc_x = torch.randn(2, 5, 16, requires_grad=True)
padding = torch.zeros(2, 5, dtype=torch.bool)
padding[1, 3:] = True
weights = torch.randn(2, 5, 16)
mask = torch.nn.Transformer.generate_square_subsequent_mask(5)
y = enc(enc_x, src_mask=mask, src_key_padding_mask=padding, is_causal=True)
(y * weights).sum().backward()
out["enc_x"] = enc_x.detach().clone()
out["enc_padding"] = padding.to(torch.float32)
out["enc_weights"] = weights
out["enc_output"] = y.detach().clone()
out["enc_grad_x"] = enc_x.grad.clone()
out.update({f"enc_grad.{k}": p.grad.clone() for k, p in enc.named_parameters()})

path = pathlib.Path(__file__).with_name("train_step.safetensors")
save_file({k: v.contiguous() for k, v in out.items()}, str(path))
print(f"wrote {path}")
