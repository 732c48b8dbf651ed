"""Writes examples/data/digits.csv, the data set of examples/train_digits.rs.

The data are the UCI ML hand-written digits (optical recognition of handwritten digits,
E. Alpaydin and C. Kaynak, 1998; https://archive.ics.uci.edu/dataset/80, licensed CC BY 4.0),
as scikit-learn bundles them (`sklearn.datasets.load_digits`): 1,797 images of 8x8 pixels with
values 0-16, and their labels 0-9.

One image per line: 64 pixel values, then the label. The rows are shuffled once (seed 0) so
that the example can take the first 1,437 for training and the last 360 for testing.

Run with scikit-learn 1.9 and numpy: python examples/data/export_digits.py
"""
import pathlib

import numpy as np
from sklearn.datasets import load_digits

digits = load_digits()
order = np.random.default_rng(0).permutation(len(digits.target))
lines = []
for i in order:
    pixels = ",".join(str(int(v)) for v in digits.data[i])
    lines.append(f"{pixels},{int(digits.target[i])}")
path = pathlib.Path(__file__).with_name("digits.csv")
path.write_text("\n".join(lines) + "\n")
print(f"wrote {len(lines)} images to {path}")
