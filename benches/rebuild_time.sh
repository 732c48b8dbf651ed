#!/usr/bin/env bash
# Build time of a model binary, as a downstream user sees it: a fresh crate that depends on
# this one by path, whose main.rs is a copy of an example (the encoder block by default),
# built with cargo's default release profile.
#
#   benches/rebuild_time.sh [example] [repetitions]
#
# Prints the first release build (crate, its dependencies and the binary, from an empty
# target dir), then the release rebuild after a one-line edit of the model file, repeated and
# with the median. Each figure is wall seconds and CPU seconds (user + system of cargo and
# the compilers it runs): the CPU figure moves less with the load of a shared machine. The
# model file is a copy in a temporary directory, so nothing in this repository is edited.
set -euo pipefail

example=${1:-transformer_block}
runs=${2:-3}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/model/src"
cat >"$work/model/Cargo.toml" <<EOF
[package]
name = "model"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
typed-tensor = { path = "$repo" }

[workspace]
EOF
cp "$repo/Cargo.lock" "$work/model/Cargo.lock"
main="$work/model/src/main.rs"
cp "$repo/examples/$example.rs" "$main"
grep -q '^fn main() {$' "$main" || { echo "no 'fn main() {' line in $example.rs" >&2; exit 1; }

export CARGO_TARGET_DIR="$work/target"
unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_PROFILE_RELEASE_LTO CARGO_PROFILE_RELEASE_CODEGEN_UNITS

# Wall and CPU seconds of one `cargo build --release` in the model crate.
build() {
    local start end cpu
    start=$(date +%s.%N)
    cpu=$( { /usr/bin/time -f '%U %S' cargo build --release --quiet \
        --manifest-path "$work/model/Cargo.toml" 2>&1 >/dev/null; } | tail -1)
    end=$(date +%s.%N)
    echo "$(echo "$end - $start" | bc) $(echo "$cpu" | awk '{print $1 + $2}')"
}

# Fetching the dependencies is not building them.
cargo fetch --quiet --manifest-path "$work/model/Cargo.toml"
echo "load before: $(cat /proc/loadavg)"
read -r wall cpu <<<"$(build)"
printf 'first build:  %6.1f s wall %6.1f s cpu\n' "$wall" "$cpu"

walls=()
cpus=()
for i in $(seq 1 "$runs"); do
    # One edit line, right after `fn main() {`, whose value differs from the last build's.
    awk -v n="$i" '/^    let _edit = [0-9]+;$/ {next} {print} /^fn main\(\) \{$/ {print "    let _edit = " n ";"}' \
        "$main" >"$main.tmp" && mv "$main.tmp" "$main"
    read -r wall cpu <<<"$(build)"
    walls+=("$wall")
    cpus+=("$cpu")
    printf 'rebuild %d:    %6.1f s wall %6.1f s cpu   (load %s)\n' "$i" "$wall" "$cpu" \
        "$(cut -d' ' -f1-3 /proc/loadavg)"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
printf 'rebuild median: %.1f s wall %.1f s cpu (%d runs)\n' "$(median "${walls[@]}")" \
    "$(median "${cpus[@]}")" "$runs"
echo "load after: $(cat /proc/loadavg)"
