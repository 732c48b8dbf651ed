#!/usr/bin/env python3
"""Prints the Markdown tables of BENCHMARKS.md from criterion's saved estimates.

Run after `cargo bench --bench broadcast` (see BENCHMARKS.md for the exact command):
    python3 benches/table.py target/criterion
Each row is one criterion group: median time per iteration and bandwidth (bytes read plus
written per second) of every measured form, and the ratios the targets are stated in.
"""
import json
import pathlib
import sys


def load(root, prefix="", throughput="Bytes"):
    """{group: {function[/value]: (median ns, the group's `throughput` count or None)}} of the
    criterion groups whose id starts with `prefix` (a string or a tuple of them).

    Also used by matmul_table.py and softmax_table.py.
    """
    groups = {}
    for bench in pathlib.Path(root).glob("**/new/benchmark.json"):
        meta = json.loads(bench.read_text())
        if not meta["group_id"].startswith(prefix):
            continue
        median = json.loads((bench.parent / "estimates.json").read_text())["median"]["point_estimate"]
        name = meta["function_id"] + ("/" + meta["value_str"] if meta.get("value_str") else "")
        count = (meta.get("throughput") or {}).get(throughput)
        groups.setdefault(meta["group_id"], {})[name] = (median, count)
    return groups


def fmt_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def cell(entry):
    if entry is None:
        return "–"
    ns, nbytes = entry
    return f"{fmt_time(ns)} ({nbytes / ns:.1f} GB/s)" if nbytes else fmt_time(ns)


def ratio(a, b):
    return f"{b[0] / a[0]:.2f}x" if a and b else "–"


def main(root):
    groups = load(root)
    ceiling = groups.get("ceiling (preallocated, rayon)", {})
    print("| pattern | ours, allocating | ndarray `&a + &b` | speed-up vs ndarray | ours, into existing | ndarray par `Zip` into | ours, in place | best of into/in place, % of ceiling (`add`; `fill` for 4, 7) |")
    print("|---|---|---|---|---|---|---|---|")
    # Patterns 4 and 7 mostly write (their inputs are small): their ceiling is the fill.
    write_dominated = ("4 ", "7 ")
    ceilings = {form: e[1] / e[0] for form, e in ceiling.items()}
    for name in sorted(g for g in groups if g[0].isdigit()):
        g = groups[name]
        ours, nd = g.get("typed-tensor/alloc"), g.get("ndarray/alloc")
        into, inplace = g.get("typed-tensor/into"), g.get("typed-tensor/in_place")
        share = "–"
        reference = ceilings.get("fill" if name.startswith(write_dominated) else "add")
        best = max((e for e in (into, inplace) if e and e[1]), key=lambda e: e[1] / e[0], default=None)
        if best and reference:
            share = f"{100 * (best[1] / best[0]) / reference:.0f}%"
        print(f"| {name} | {cell(ours)} | {cell(nd)} | {ratio(ours, nd)} | {cell(into)} | "
              f"{cell(g.get('ndarray-par-zip/into'))} | {cell(inplace)} | {share} |")
    for title in sorted(g for g in groups if not g[0].isdigit()):
        print(f"\n**{title}**\n")
        print("| form | median |")
        print("|---|---|")
        for form, entry in sorted(groups[title].items()):
            print(f"| {form} | {cell(entry)} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")
