"""Writes the PyTorch fixture of tests/cnn_layers_vs_torch.rs: a CNN of every layer the crate
has for convolutional nets, its state_dict (running statistics included), its output in eval
mode, and one training-mode forward and backward in float64.

    /tmp/pyenv/bin/python tests/data/cnn_layers_reference.py

cnn_layers.safetensors holds, for `x` of [6, 3, 10, 10]:
- `model.*`: the state_dict of `Net` below after three training-mode forwards on other
  batches (so that running statistics and num_batches_tracked are not the initial ones), with
  the batch norms' weights and biases moved off 1 and 0;
- `y_eval`: `net.eval()(x)`;
- `y_train`, `weights` and `grad.<name>`: the output with the batch norms in training mode
  (the dropout layers in eval mode, since their random masks are not PyTorch's), and the
  gradients of `sum(y_train * weights)` for `x` and every parameter;
- `after.<name>`: every buffer after that training forward;
- `nearest.x` and `nearest.<oh>x<ow>`: `F.interpolate(x, size=(oh, ow), mode="nearest")`;
  `bilinear.<oh>x<ow>.<align_corners>` the same in bilinear mode;
- `ceil.*`: max and average pooling of `nearest.x` with `ceil_mode=True`.
"""

from pathlib import Path

import torch
from safetensors.torch import save_file
from torch import nn

HERE = Path(__file__).resolve().parent


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(8, momentum=None)
        self.drop2d = nn.Dropout2d(0.25)
        self.up = nn.ConvTranspose2d(8, 8, 2, stride=2)
        self.avg = nn.AvgPool2d(3, stride=1, padding=1)
        self.adaptive = nn.AdaptiveAvgPool2d((2, 2))
        self.gn = nn.GroupNorm(4, 8)
        self.conv1d = nn.Conv1d(8, 8, 3, padding=1)
        self.fc1 = nn.Linear(32, 16)
        self.bn3 = nn.BatchNorm1d(16)
        self.drop = nn.Dropout(0.5)
        self.fc2 = nn.Linear(16, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pool(torch.relu(self.bn1(self.conv1(x))))  # [n, 8, 5, 5]
        h = self.drop2d(torch.relu(self.bn2(self.conv2(h))))
        h = self.up(h)  # [n, 8, 10, 10]
        h = self.gn(self.adaptive(self.avg(h))).flatten(2)  # [n, 8, 4]
        h = torch.relu(self.conv1d(h)).flatten(1)  # [n, 32]
        h = self.drop(torch.relu(self.bn3(self.fc1(h))))
        return self.fc2(h)


def main() -> None:
    torch.manual_seed(40)
    net = Net().double()
    with torch.no_grad():
        for bn in (net.bn1, net.bn2, net.bn3, net.gn):
            bn.weight.uniform_(0.5, 1.5)
            bn.bias.uniform_(-0.5, 0.5)
        net.train()
        for _ in range(3):
            net(torch.randn(6, 3, 10, 10, dtype=torch.float64) * 2 + 1)
    state = {f"model.{k}": v.detach().clone() for k, v in net.state_dict().items()}

    x = torch.randn(6, 3, 10, 10, dtype=torch.float64, requires_grad=True)
    net.eval()
    with torch.no_grad():
        y_eval = net(x)

    net.train()
    net.drop.eval()
    net.drop2d.eval()
    y_train = net(x)
    weights = torch.randn(y_train.shape, dtype=torch.float64)
    (y_train * weights).sum().backward()

    tensors = dict(state)
    tensors.update(
        {
            "x": x.detach(),
            "y_eval": y_eval,
            "y_train": y_train.detach(),
            "weights": weights,
            "grad.x": x.grad,
        }
    )
    for name, param in net.named_parameters():
        tensors[f"grad.{name}"] = param.grad
    small = torch.randn(2, 3, 5, 7, dtype=torch.float64)
    tensors["nearest.x"] = small
    for oh, ow in ((9, 3), (12, 14), (3, 5), (10, 21)):
        resized = torch.nn.functional.interpolate(small, size=(oh, ow), mode="nearest")
        tensors[f"nearest.{oh}x{ow}"] = resized
        for corners in (False, True):
            blended = torch.nn.functional.interpolate(
                small, size=(oh, ow), mode="bilinear", align_corners=corners)
            tensors[f"bilinear.{oh}x{ow}.{int(corners)}"] = blended
    F = torch.nn.functional
    tensors["ceil.max.2"] = F.max_pool2d(small, 2, 2, 0, ceil_mode=True)
    tensors["ceil.max.3"] = F.max_pool2d(small, 3, 2, 1, ceil_mode=True)
    for pad_counted in (False, True):
        tensors[f"ceil.avg.3.{int(pad_counted)}"] = F.avg_pool2d(
            small, 3, 2, 1, ceil_mode=True, count_include_pad=pad_counted)
        tensors[f"ceil.avg.2.{int(pad_counted)}"] = F.avg_pool2d(
            small, 2, 2, 1, ceil_mode=True, count_include_pad=pad_counted)
    for name, buffer in net.named_buffers():
        tensors[f"after.{name}"] = buffer.detach().clone()
    save_file({k: v.contiguous() for k, v in tensors.items()}, HERE / "cnn_layers.safetensors")


if __name__ == "__main__":
    main()
