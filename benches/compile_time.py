#!/usr/bin/env python3
"""Type-checking cost of broadcast ops: `cargo check` time per op, measured against a baseline.

Generates a throwaway crate that depends on this one, with N functions of broadcast ops between
static shapes of ranks 1..=8 (random sizes, some axes `One`, some `dyn`), and a second version
with the same signatures and empty bodies. The difference of the two `cargo check` times,
divided by N, is what one op costs the type checker. Run from the repository root:

    python3 benches/compile_time.py            # N = 3000, 3 runs of each, median
    python3 benches/compile_time.py 1000 5     # N = 1000, 5 runs
    python3 benches/compile_time.py 500 instructions   # N = 500, instruction counts
    python3 benches/compile_time.py 500 instructions --named   # run-time dims named
    python3 benches/compile_time.py 300 instructions --matmul  # `a.matmul(&b)` instead
    python3 benches/compile_time.py 300 instructions --assign  # `a += b` instead
    python3 benches/compile_time.py 300 instructions --unflatten     # `a.unflatten::<A, (..)>()`
    python3 benches/compile_time.py 300 instructions --flatten-axes  # its inverse, `flatten_axes`

With `--named`, each run-time dim is a named one (`dyn N0` .. `dyn N7`, named by axis), so
the two runs compare what names cost the type checker. With `--matmul`, each function is one
`a.matmul(&b)` between operands of ranks 1..=4 each (every rank pair of `torch.matmul`),
whose batch axes broadcast as above. With `--assign`, each is one in-place `a += b` into the
broadcast shape. With `--unflatten`, each splits one axis of a shape of rank 1..=7 into two
static parts (`a.unflatten::<A, (D<P>, D<Q>)>()`); with `--flatten-axes`, each merges them back
(`a.flatten_axes::<A, {A + 1}, D<{P * Q}>>()`), the existing op of the same kind.

Runs alternate (ops, empty, ops, empty, ...) so a change in machine load hits both alike, and
time is the compiler's CPU time, not wall time. On a busy machine CPU time still varies by a
third; `instructions` runs rustc once under valgrind's callgrind and counts instructions
instead, which is exact and repeatable, at about 50 times the cost (use a smaller N).
"""
import os
import pathlib
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

OPS = ["+", "-", "*"]
SIZES = [2, 3, 4, 5, 7, 8, 16, 64]


def dims_pair(rng):
    """Two broadcast-compatible dim lists (as `shape!` tokens) and their broadcast."""
    rank = rng.randint(1, 8)
    other_rank = rng.randint(1, rank)
    lhs, rhs, out = dims_pair_of_rank(rng, rank)
    # The shorter operand lacks the leading axes, where the result keeps the longer's dims.
    cut = rank - other_rank
    rhs, out = rhs[cut:], lhs[:cut] + out[cut:]
    if rng.random() < 0.5:
        lhs, rhs = rhs, lhs
    return lhs, rhs, out


def dims_pair_of_rank(rng, rank):
    """Two equally long, broadcast-compatible dim lists and their broadcast."""
    lhs, rhs = [], []
    for _ in range(rank):
        size = str(rng.choice(SIZES))
        kind = rng.random()
        a, b = size, size
        if kind < 0.2:
            a = "1"
        elif kind < 0.35:
            b = "1"
        elif kind < 0.45:
            a = "dyn"
        lhs.append(a)
        rhs.append(b)
    return lhs, rhs, [broadcast(a, b) for a, b in zip(lhs, rhs)]


def matmul_dims(rng):
    """Two matmul operands of ranks 1..=4 (as `shape!` tokens) and their product's shape."""
    lhs_rank, rhs_rank = rng.randint(1, 4), rng.randint(1, 4)
    inner = rng.choice([str(rng.choice(SIZES)), "dyn"])
    # The batch axes broadcast as whole shapes do: the operand of lower rank lacks the leading
    # ones, where the product keeps the other's dims.
    batch_rank = max(lhs_rank, rhs_rank, 2) - 2
    lhs_batch, rhs_batch, both = dims_pair_of_rank(rng, batch_rank)
    lhs_cut = batch_rank - max(lhs_rank - 2, 0)
    rhs_cut = batch_rank - max(rhs_rank - 2, 0)
    batch = [lhs_batch[i] if i < rhs_cut else rhs_batch[i] if i < lhs_cut else both[i]
             for i in range(batch_rank)]
    rows = [str(rng.choice(SIZES))] if lhs_rank >= 2 else []
    cols = [str(rng.choice(SIZES))] if rhs_rank >= 2 else []
    return (lhs_batch[lhs_cut:] + rows + [inner], rhs_batch[rhs_cut:] + [inner] + cols,
            batch + rows + cols)


def broadcast(a, b):
    if b is None or b == "1":
        return a
    if a in ("1", "dyn"):
        return b
    return a


def named(dims):
    """`dyn` axes named by their position from the right, so broadcast partners agree."""
    return [f"dyn N{len(dims) - i}" if d == "dyn" else d for i, d in enumerate(dims)]


def split_dims(rng):
    """A shape of rank 1..=7 (as `shape!` tokens), an axis, two static parts and the shape with
    that axis split into them."""
    rank = rng.randint(1, 7)
    dims = [rng.choice([str(rng.choice(SIZES)), "dyn"]) for _ in range(rank)]
    axis = rng.randrange(rank)
    p, q = rng.choice([2, 3, 4, 8]), rng.choice([2, 4, 8, 16])
    if dims[axis] != "dyn":
        dims[axis] = str(p * q)
    split = dims[:axis] + [str(p), str(q)] + dims[axis + 1:]
    return dims, axis, p, q, split


def split_source(n, with_bodies, merge, seed=1):
    """`--unflatten` (or `--flatten-axes` when `merge`): one split (or merge) per function."""
    rng = random.Random(seed)
    lines = ["#![allow(unused)]", "use typed_tensor::{shape, Tensor, D};"]
    for i in range(n):
        dims, axis, p, q, split = split_dims(rng)
        if merge:
            source_dims, out, body = split, dims, f"a.flatten_axes::<{axis}, {axis + 1}, D<{p * q}>>()"
            if dims[axis] == "dyn":
                body = f"a.flatten_axes::<{axis}, {axis + 1}, typed_tensor::Dyn>()"
        else:
            source_dims, out, body = dims, split, f"a.unflatten::<{axis}, (D<{p}>, D<{q}>)>()"
        body = body if with_bodies else "unimplemented!()"
        lines.append(
            f"pub fn f{i}(a: &Tensor<f32, shape![{', '.join(source_dims)}]>) "
            f"-> Tensor<f32, shape![{', '.join(out)}]> {{ {body} }}"
        )
    return "\n".join(lines) + "\n"


def source(n, with_bodies, seed=1, names=False, matmul=False, assign=False):
    rng = random.Random(seed)
    lines = ["#![allow(unused)]", "use typed_tensor::{dim_name, shape, Tensor};"]
    if names:
        lines += [f"dim_name!(pub N{i});" for i in range(1, 9)]
    for i in range(n):
        lhs, rhs, out = matmul_dims(rng) if matmul else dims_pair(rng)
        if names:
            lhs, rhs, out = named(lhs), named(rhs), named(out)
        op = OPS[i % len(OPS)]
        if assign:
            # The result's shape is the broadcast one, so `b` broadcasts into it.
            lhs = out
            expression = f"{{ let mut a = a.clone(); a {op}= b; a }}"
        else:
            expression = "a.matmul(b)" if matmul else f"a {op} b"
        body = expression if with_bodies else "unimplemented!()"
        lines.append(
            f"pub fn f{i}(a: &Tensor<f32, shape![{', '.join(lhs)}]>, "
            f"b: &Tensor<f32, shape![{', '.join(rhs)}]>) -> Tensor<f32, shape![{', '.join(out)}]> "
            f"{{ {body} }}"
        )
    return "\n".join(lines) + "\n"


def check_seconds(crate, target):
    """CPU seconds (user + system) of one `cargo check` of `crate` alone.

    CPU time rather than wall time: on a shared machine other processes stretch the wall
    clock but not the time the compiler itself spends.
    """
    # Touch the source so only this crate is checked again, never the dependencies; without
    # incremental compilation, so no query result of an earlier run is reused.
    (crate / "src" / "lib.rs").touch()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        ["cargo", "check", "--quiet", "--offline"],
        cwd=crate,
        env={**os.environ, "CARGO_TARGET_DIR": str(target), "CARGO_INCREMENTAL": "0"},
        check=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def rustc_command(crate, target):
    """The rustc command line that `cargo check` runs for `crate` itself."""
    (crate / "src" / "lib.rs").touch()
    out = subprocess.run(
        ["cargo", "check", "-v", "--offline"],
        cwd=crate,
        env={**os.environ, "CARGO_TARGET_DIR": str(target), "CARGO_INCREMENTAL": "0"},
        check=True,
        capture_output=True,
        text=True,
    ).stderr
    line = [l for l in out.splitlines() if "Running `" in l and "--crate-name ct_" in l][-1]
    return line.split("Running `", 1)[1].rsplit("`", 1)[0]


def instructions(crate, target):
    """Instructions rustc executes to check `crate`, counted by callgrind."""
    command = rustc_command(crate, target)
    out = subprocess.run(
        f"valgrind --tool=callgrind --callgrind-out-file=/dev/null {command}",
        shell=True,
        cwd=crate,
        check=True,
        capture_output=True,
        text=True,
    ).stderr
    collected = [l for l in out.splitlines() if "Collected :" in l][-1]
    return int(collected.split(":")[-1])


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    names = "--named" in sys.argv
    matmul = "--matmul" in sys.argv
    assign = "--assign" in sys.argv
    unflatten = "--unflatten" in sys.argv
    flatten_axes = "--flatten-axes" in sys.argv
    flags = ("--named", "--matmul", "--assign", "--unflatten", "--flatten-axes")
    sys.argv = [a for a in sys.argv if a not in flags]
    what = ("matmul calls, ranks 1..=4 each" if matmul
            else "in-place ops, ranks 1..=8" if assign
            else "unflatten calls, ranks 1..=7" if unflatten
            else "flatten_axes calls, ranks 2..=8" if flatten_axes
            else "broadcast ops, ranks 1..=8")
    count_instructions = len(sys.argv) > 2 and sys.argv[2] == "instructions"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 and not count_instructions else 3
    repo = pathlib.Path(__file__).resolve().parent.parent
    work = pathlib.Path(tempfile.mkdtemp(prefix="tt-compile-time-"))
    target = work / "target"
    crates = {}
    for name, bodies in (("ops", True), ("empty", False)):
        crate = work / name
        (crate / "src").mkdir(parents=True)
        (crate / "Cargo.toml").write_text(
            f'[package]\nname = "ct_{name}"\nversion = "0.0.0"\nedition = "2021"\n\n'
            f'[dependencies]\ntyped-tensor = {{ path = "{repo}", default-features = false }}\n'
            "\n[workspace]\n"
        )
        if unflatten or flatten_axes:
            text = split_source(n, bodies, merge=flatten_axes)
        else:
            text = source(n, bodies, names=names, matmul=matmul, assign=assign)
        (crate / "src" / "lib.rs").write_text(text)
        crates[name] = crate
    try:
        # The first check of each builds the dependencies; it is not timed.
        for crate in crates.values():
            subprocess.run(
                ["cargo", "check", "--quiet"],
                cwd=crate,
                env={**os.environ, "CARGO_TARGET_DIR": str(target)},
                check=True,
            )
        if count_instructions:
            ops, empty = (instructions(crates[name], target) for name in ("ops", "empty"))
            kind = "named run-time dims" if names else "unnamed run-time dims"
            print(f"{n} {what}, {kind}, rustc instructions (callgrind)")
            print(f"  with ops:     {ops / 1e9:.3f} G")
            print(f"  empty bodies: {empty / 1e9:.3f} G")
            print(f"  per op:       {(ops - empty) / n / 1e6:.3f} M instructions")
            return
        times = {"ops": [], "empty": []}
        for _ in range(runs):
            for name, crate in crates.items():
                times[name].append(check_seconds(crate, target))
        ops, empty = statistics.median(times["ops"]), statistics.median(times["empty"])
        print(f"{n} {what}, median of {runs} `cargo check` runs each, CPU seconds")
        print(f"  with ops:     {ops:.2f} s  {sorted(round(t, 2) for t in times['ops'])}")
        print(f"  empty bodies: {empty:.2f} s  {sorted(round(t, 2) for t in times['empty'])}")
        print(f"  per op:       {(ops - empty) / n * 1000:.2f} ms")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
