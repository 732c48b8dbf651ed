"""Writes the PyTorch fixture of tests/resample_vs_torch.rs: pad and interpolate, forward and
autograd in float64, so that the crate's pad1d/pad2d and interpolate_nearest/bilinear and
their gradients meet PyTorch's.

    /tmp/pyenv/bin/python tests/data/resample_reference.py

resample.safetensors holds `x` of [2, 3, 5, 6] and `x1` of [2, 3, 7], and for each case
`<case>` below the output `<case>.y`, a weight `<case>.w` of its shape and `<case>.grad`, the
gradient of `sum(y * w)` with respect to the input:
- `pad_constant`: F.pad(x, (1, 2, 0, 3), value=1.5);
- `pad_reflect`: F.pad(x, (2, 3, 1, 4), mode="reflect");
- `pad_replicate`: F.pad(x, (3, 0, 2, 5), mode="replicate");
- `pad1d_reflect`: F.pad(x1, (3, 2), mode="reflect");
- `pad1d_replicate`: F.pad(x1, (0, 4), mode="replicate");
- `nearest`: F.interpolate(x, size=(8, 4), mode="nearest");
- `bilinear`: F.interpolate(x, size=(7, 11), mode="bilinear", align_corners=False);
- `bilinear_corners`: F.interpolate(x, size=(3, 9), mode="bilinear", align_corners=True).
"""

from pathlib import Path

import torch
import torch.nn.functional as F
from safetensors.torch import save_file

HERE = Path(__file__).resolve().parent

CASES = {
    "pad_constant": ("x", lambda t: F.pad(t, (1, 2, 0, 3), value=1.5)),
    "pad_reflect": ("x", lambda t: F.pad(t, (2, 3, 1, 4), mode="reflect")),
    "pad_replicate": ("x", lambda t: F.pad(t, (3, 0, 2, 5), mode="replicate")),
    "pad1d_reflect": ("x1", lambda t: F.pad(t, (3, 2), mode="reflect")),
    "pad1d_replicate": ("x1", lambda t: F.pad(t, (0, 4), mode="replicate")),
    "nearest": ("x", lambda t: F.interpolate(t, size=(8, 4), mode="nearest")),
    "bilinear": ("x", lambda t: F.interpolate(t, size=(7, 11), mode="bilinear",
                                               align_corners=False)),
    "bilinear_corners": ("x", lambda t: F.interpolate(t, size=(3, 9), mode="bilinear",
                                                       align_corners=True)),
}


def main() -> None:
    torch.manual_seed(40)
    inputs = {"x": torch.randn(2, 3, 5, 6, dtype=torch.float64),
              "x1": torch.randn(2, 3, 7, dtype=torch.float64)}
    tensors = dict(inputs)
    for case, (name, op) in CASES.items():
        x = inputs[name].clone().requires_grad_(True)
        y = op(x)
        w = torch.randn(y.shape, dtype=torch.float64)
        (y * w).sum().backward()
        tensors[f"{case}.y"] = y.detach()
        tensors[f"{case}.w"] = w
        tensors[f"{case}.grad"] = x.grad
    save_file({k: v.contiguous() for k, v in tensors.items()}, HERE / "resample.safetensors")


if __name__ == "__main__":
    main()
