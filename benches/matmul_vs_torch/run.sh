#!/bin/sh
# Ours and PyTorch's, taking turns, three rounds on one thread (CPU time) and three on two
# (wall time). PYTHON: an interpreter with torch (default /tmp/pyenv/bin/python).
set -e
cd "$(dirname "$0")"
cargo build --release
PYTHON=${PYTHON:-/tmp/pyenv/bin/python}
ours=${CARGO_TARGET_DIR:-target}/release/matmul-vs-torch
cat /proc/loadavg
for i in 1 2 3; do "$ours" 1; "$PYTHON" torch_side.py 1; done
cat /proc/loadavg
for i in 1 2 3; do WALL=1 "$ours" 2; WALL=1 "$PYTHON" torch_side.py 2; done
cat /proc/loadavg
