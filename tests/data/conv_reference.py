"""Writes the PyTorch fixture of tests/conv_vs_torch.rs: a small CNN's forward and backward in
float64, so that the crate's conv2d, max_pool2d and their gradients meet PyTorch's autograd.

    /tmp/pyenv/bin/python tests/data/conv_reference.py

conv_cnn.safetensors holds, for `x` of [3, 2, 9, 8]:
- conv1 = nn.Conv2d(2, 6, 3, stride=1, padding=1), then ReLU, then MaxPool2d(2)
  (9x8 -> 9x8 -> 4x4);
- conv2 = nn.Conv2d(6, 4, 2, stride=2, padding=1), no bias (4x4 -> 3x3);
- `y` = conv2's output and the loss `sum(y * weights)`;
- the gradients of the loss with respect to x and to every parameter (`grad.<name>`);
- `avg` = avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False), `avg_weights`, and
  `grad_avg.x`, the gradient of `sum(avg * avg_weights)` with respect to x.
"""

from pathlib import Path

import torch
from safetensors.torch import save_file

HERE = Path(__file__).resolve().parent


def main() -> None:
    torch.manual_seed(40)
    conv1 = torch.nn.Conv2d(2, 6, 3, stride=1, padding=1).double()
    conv2 = torch.nn.Conv2d(6, 4, 2, stride=2, padding=1, bias=False).double()
    x = torch.randn(3, 2, 9, 8, dtype=torch.float64, requires_grad=True)
    h = torch.nn.functional.max_pool2d(torch.relu(conv1(x)), 2)
    y = conv2(h)
    weights = torch.randn(y.shape, dtype=torch.float64)
    (y * weights).sum().backward()
    xa = x.detach().clone().requires_grad_(True)
    avg = torch.nn.functional.avg_pool2d(xa, 3, stride=2, padding=1, count_include_pad=False)
    avg_weights = torch.randn(avg.shape, dtype=torch.float64)
    (avg * avg_weights).sum().backward()
    tensors = {
        "avg": avg.detach(),
        "avg_weights": avg_weights,
        "grad_avg.x": xa.grad,
        "x": x.detach(),
        "y": y.detach(),
        "weights": weights,
        "grad.x": x.grad,
        "conv1.weight": conv1.weight.detach(),
        "conv1.bias": conv1.bias.detach(),
        "conv2.weight": conv2.weight.detach(),
        "grad.conv1.weight": conv1.weight.grad,
        "grad.conv1.bias": conv1.bias.grad,
        "grad.conv2.weight": conv2.weight.grad,
    }
    save_file({k: v.contiguous() for k, v in tensors.items()}, HERE / "conv_cnn.safetensors")


if __name__ == "__main__":
    main()
