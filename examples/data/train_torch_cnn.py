"""Trains a small CNN in PyTorch on examples/data/digits.csv and writes the checkpoint that
examples/load_torch_cnn.rs loads: examples/data/torch_cnn.safetensors.

    /tmp/pyenv/bin/python examples/data/train_torch_cnn.py

The net (batch norm, dropout and adaptive pooling included, so that their state and modes
matter): Conv2d(1, 16, 3, padding=1) -> BatchNorm2d(16) -> ReLU -> MaxPool2d(2) ->
Conv2d(16, 32, 3, padding=1) -> BatchNorm2d(32) -> ReLU -> AdaptiveAvgPool2d((2, 2)) ->
flatten -> Dropout(0.2) -> Linear(128, 10), trained for 15 epochs on the first 1,437 images
with AdamW. The file holds its state_dict under `model.` (running statistics and
num_batches_tracked included) and, under `test_logits`, its eval-mode logits for the last 360
images, which the example reproduces.
"""

from pathlib import Path

import torch
from safetensors.torch import save_file
from torch import nn

HERE = Path(__file__).resolve().parent
TRAIN = 1437


def load():
    rows = [list(map(int, line.split(","))) for line in (HERE / "digits.csv").read_text().splitlines()]
    data = torch.tensor(rows, dtype=torch.float32)
    return data[:, :64].reshape(-1, 1, 8, 8) / 16.0, data[:, 64].long()


def main() -> None:
    torch.manual_seed(0)
    model = nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
        nn.AdaptiveAvgPool2d((2, 2)), nn.Flatten(), nn.Dropout(0.2), nn.Linear(128, 10))
    images, labels = load()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    for _ in range(15):
        model.train()
        for rows in torch.randperm(TRAIN).split(32):
            opt.zero_grad()
            nn.functional.cross_entropy(model(images[rows]), labels[rows]).backward()
            opt.step()
    model.eval()
    with torch.no_grad():
        logits = model(images[TRAIN:])
    accuracy = (logits.argmax(1) == labels[TRAIN:]).float().mean().item()
    tensors = {f"model.{k}": v.contiguous() for k, v in model.state_dict().items()}
    tensors["test_logits"] = logits.contiguous()
    save_file(tensors, HERE / "torch_cnn.safetensors")
    print(f"test accuracy {accuracy:.3f}")


if __name__ == "__main__":
    main()
