"""Fixtures of tests/half_vs_torch.rs: PyTorch's TransformerEncoderLayer in bfloat16 and in
float16, saved in its own dtype, with an input and PyTorch's output in that dtype, and the
output of the same rounded weights and input computed in float64 (the exact reference).

Run from the crate root: /tmp/pyenv/bin/python tests/data/half_reference.py
(torch 2.x, safetensors). Writes tests/data/half_encoder.safetensors.
"""
import torch
from safetensors.torch import save_file

torch.manual_seed(0)
M, HEADS, FF = 64, 4, 128
base = torch.nn.TransformerEncoderLayer(
    M, HEADS, FF, activation="gelu", norm_first=True, batch_first=True, dropout=0.0
).eval()
x32 = torch.randn(2, 16, M)
tensors = {}
for name, dtype in [("bf16", torch.bfloat16), ("f16", torch.float16)]:
    layer = torch.nn.TransformerEncoderLayer(
        M, HEADS, FF, activation="gelu", norm_first=True, batch_first=True, dropout=0.0
    ).eval()
    layer.load_state_dict(base.state_dict())
    layer = layer.to(dtype)
    x = x32.to(dtype)
    with torch.no_grad():
        y = layer(x)
        exact = torch.nn.TransformerEncoderLayer(
            M, HEADS, FF, activation="gelu", norm_first=True, batch_first=True, dropout=0.0
        ).eval().double()
        exact.load_state_dict({k: v.double() for k, v in layer.state_dict().items()})
        y64 = exact(x.double())
    for k, v in layer.state_dict().items():
        tensors[f"{name}.{k}"] = v.contiguous()
    tensors[f"{name}_input"] = x.contiguous()
    tensors[f"{name}_output"] = y.contiguous()
    tensors[f"{name}_output_f64"] = y64.contiguous()
    print(name, "max |torch - f64| =", (y.double() - y64).abs().max().item(),
          "max |f64| =", y64.abs().max().item())
save_file(tensors, "tests/data/half_encoder.safetensors")
