#!/bin/sh
# The crate's matrix products at commit OLD against the working tree's, in one process and in
# tight turns (the machine's speed moves by 30% or more within minutes, so two binaries run
# one after the other disagree by more than a kernel change does): src/main.rs links both builds,
# the old one renamed to version 0.0.1 so that Cargo takes the two.
#
#     sh benches/gemm_ab/run.sh OLD [ROUNDS=15] [FILTER]
#
# Products on one thread, f32, in the registers this CPU picks; per product the median and
# the fastest round of each side and their ratios (new / old).
set -e
old=$1
rounds=${2:-15}
filter=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${TMPDIR:-/tmp}/gemm-ab
rm -rf "$work"
mkdir -p "$work/old" "$work/ab/src"
git -C "$root" archive "$old" Cargo.toml README.md src macros | tar -x -C "$work/old"
# The old tree as typed-tensor 0.0.1 (and its macros 0.0.1), its library alone.
python3 - "$work/old" <<'PY'
import re, sys
root = sys.argv[1]
for path in (f"{root}/Cargo.toml", f"{root}/macros/Cargo.toml"):
    text = open(path).read().replace('version = "0.1.0"', 'version = "0.0.1"', 1)
    text = text.replace('path = "macros", version = "0.1.0"', 'path = "macros", version = "0.0.1"')
    text = re.sub(r'\[\[(test|example|bench)\]\]\n(?:[^\[\n][^\n]*\n)*\n?', '', text)
    text = re.sub(r'^\[workspace\]\n(?:[^\[\n][^\n]*\n)*\n?', '', text)
    text = re.sub(r'\[dev-dependencies\]\n(?:[^\[\n][^\n]*\n)*\n?', '', text)
    open(path, "w").write(text)
PY
cat > "$work/ab/Cargo.toml" <<TOML
[package]
name = "gemm-ab"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
old = { package = "typed-tensor", path = "$work/old" }
new = { package = "typed-tensor", path = "$root" }

[workspace]
TOML
cp "$here/src/main.rs" "$work/ab/src/main.rs"
cd "$work/ab"
cargo build --release
cat /proc/loadavg
./target/release/gemm-ab "$rounds" "$filter"
cat /proc/loadavg
