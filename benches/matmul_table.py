#!/usr/bin/env python3
"""Prints the matrix-multiply table of BENCHMARKS.md from criterion's saved estimates.

Run after `cargo bench --bench matmul` (see BENCHMARKS.md for the exact command):
    python3 benches/matmul_table.py target/criterion
Each row is one criterion group: median time and GFLOP/s (2 flops per multiply-add, the
group's element throughput) of each form, and our ratios to ndarray's `dot`.
(`benches/matmul_openblas.rs` and `benches/matmul_split.rs` print their own tables.)
"""
import sys

# table.py sits next to this script, whose folder Python puts first on sys.path.
from table import fmt_time, load, ratio


def cell(entry):
    if entry is None:
        return "–"
    ns, fmas = entry
    return f"{fmt_time(ns)} ({2 * fmas / ns:.1f} GFLOP/s)"


def main(root):
    # (median, multiply-adds): each group's element throughput counts multiply-adds.
    groups = load(root, prefix="matmul", throughput="Elements")
    print("| product | ours, parallel | ours, serial | ndarray `dot` | other | parallel / ndarray | serial / ndarray |")
    print("|---|---|---|---|---|---|---|")
    for group in sorted(groups):
        if group in ("matmul batch split threshold", "matmul row split"):
            continue
        g = groups[group]
        nd = g.get("ndarray/dot") or g.get("ndarray/dot looped")
        other = g.get("typed-tensor/broadcast-mul-sum")
        other_cell = f"broadcast-mul-sum {cell(other)}" if other else "–"
        print(f"| {group[len('matmul '):]} | {cell(g.get('typed-tensor/parallel'))} | "
              f"{cell(g.get('typed-tensor/serial'))} | {cell(nd)} | {other_cell} | "
              f"{ratio(g.get('typed-tensor/parallel'), nd)} | {ratio(g.get('typed-tensor/serial'), nd)} |")
    for name, what in (("matmul batch split threshold", "[8, n, n] x [8, n, n]"),
                       ("matmul row split", "square n")):
        t = groups.get(name)
        if not t:
            continue
        print()
        print(f"| {what} | multiply-adds | split every time | serial | timed (default) | "
              "serial / split time | serial / timed time |")
        print("|---|---|---|---|---|---|---|")
        for n in sorted({int(k.split("/")[1]) for k in t}):
            split, serial, timed = t.get(f"split/{n}"), t.get(f"serial/{n}"), t.get(f"timed/{n}")
            print(f"| {n} | {split[1]} | {cell(split)} | {cell(serial)} | {cell(timed)} | "
                  f"{ratio(split, serial)} | {ratio(timed, serial)} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")
