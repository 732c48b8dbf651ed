#!/usr/bin/env python3
"""Prints the softmax and map tables of BENCHMARKS.md from criterion's saved estimates.

Run after `BENCH_QUICK=1 cargo bench --bench softmax`:
    python3 benches/softmax_table.py target/criterion
One row per criterion group of benches/softmax.rs: the median time of every form, and the
speed-ups of the fused op over the composed form and over ndarray.
"""
import sys

# table.py sits next to this script, whose folder Python puts first on sys.path.
from table import load as load_estimates


def load(root):
    """{group: {function[/value]: median ns}} of the softmax, log_softmax and map groups."""
    groups = load_estimates(root, prefix=("softmax", "log_softmax", "map("))
    return {group: {name: median for name, (median, _) in forms.items()}
            for group, forms in groups.items()}


def ms(ns):
    return f"{ns / 1e6:.3g} ms" if ns is not None else "–"


def ratio(slow, fast):
    return f"{slow / fast:.2f}x" if slow and fast else "–"


def main(root):
    groups = load(root)
    print("| op | fused | composed | fused, 1 thread | composed, 1 thread | ndarray (1 thread) "
          "| fused vs composed | 1 thread: fused vs composed | 1 thread: fused vs ndarray |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in sorted(g for g in groups if not g.startswith("map(")):
        g = groups[name]
        fp, cp = g.get("fused/parallel"), g.get("composed/parallel")
        fs, cs, nd = g.get("fused/serial"), g.get("composed/serial"), g.get("ndarray/serial")
        print(f"| {name} | {ms(fp)} | {ms(cp)} | {ms(fs)} | {ms(cs)} | {ms(nd)} "
              f"| {ratio(cp, fp)} | {ratio(cs, fs)} | {ratio(nd, fs)} |")
    for name in sorted(g for g in groups if g.startswith("map(")):
        print(f"\n**{name}**\n")
        print("| form | median |")
        print("|---|---|")
        for form, median in sorted(groups[name].items()):
            print(f"| {form} | {ms(median)} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")
