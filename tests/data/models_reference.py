"""Writes the PyTorch fixtures of tests/models_vs_torch.rs: small configurations of the two
models of issue 26 (benches/models/mod.rs), their weights under PyTorch's state-dict names,
an input and PyTorch's output, one safetensors file per model.

    /tmp/pyenv/bin/python tests/data/models_reference.py

- models_mlp.safetensors: nn.Sequential(Linear(64,128), LayerNorm(128), GELU(),
  Linear(128,64), LayerNorm(64), GELU(), Linear(64,10)) at batch 5.
- models_encoder.safetensors: TransformerEncoderLayer(d_model=32, nhead=4,
  dim_feedforward=64, activation="gelu", norm_first=True, batch_first=True, dropout=0.0) in
  eval mode, at batch 2 x seq 7.

Each file holds the state dict plus "input" and "output" (float32, from PyTorch's float32
forward under inference_mode) and "output_f64" (the same model and input in float64, for the
error of float32 itself). The LayerNorm weights and biases are drawn at random (PyTorch
initializes them to 1 and 0, which would leave their use untested).
"""

from pathlib import Path

import torch
from safetensors.torch import save_file

HERE = Path(__file__).resolve().parent


def randomize_norms(model: torch.nn.Module) -> None:
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, torch.nn.LayerNorm):
                m.weight.uniform_(0.5, 1.5)
                m.bias.uniform_(-0.5, 0.5)


def save(model: torch.nn.Module, x: torch.Tensor, name: str) -> None:
    model.eval()
    with torch.inference_mode():
        out = model(x)
        out64 = model.double()(x.double())
    model.float()
    tensors = {k: v.detach().contiguous() for k, v in model.state_dict().items()}
    tensors["input"] = x.contiguous()
    tensors["output"] = out.contiguous()
    tensors["output_f64"] = out64.contiguous()
    path = HERE / name
    save_file(tensors, str(path))
    print(f"{path.name}: {path.stat().st_size} bytes, output {tuple(out.shape)}, "
          f"max |f32 - f64| = {(out.double() - out64).abs().max().item():.3g}, "
          f"max |output| = {out.abs().max().item():.3g}")


def main() -> None:
    torch.manual_seed(26)
    mlp = torch.nn.Sequential(
        torch.nn.Linear(64, 128), torch.nn.LayerNorm(128), torch.nn.GELU(),
        torch.nn.Linear(128, 64), torch.nn.LayerNorm(64), torch.nn.GELU(),
        torch.nn.Linear(64, 10),
    )
    randomize_norms(mlp)
    save(mlp, torch.randn(5, 64), "models_mlp.safetensors")

    encoder = torch.nn.TransformerEncoderLayer(
        d_model=32, nhead=4, dim_feedforward=64, activation="gelu", norm_first=True,
        batch_first=True, dropout=0.0,
    )
    randomize_norms(encoder)
    with torch.no_grad():  # PyTorch initializes these biases to 0, which would leave them untested
        encoder.self_attn.in_proj_bias.uniform_(-0.2, 0.2)
        encoder.self_attn.out_proj.bias.uniform_(-0.2, 0.2)
    save(encoder, torch.randn(2, 7, 32), "models_encoder.safetensors")


if __name__ == "__main__":
    main()
