#!/usr/bin/env python3
"""Fits the tables of gelu.rs (prints them as Rust arrays, with each piece's error):

    /tmp/pyenv/bin/python src/kernel/vmath/float32/gelu_fit.py

`Q(y) = erfc(y / sqrt 2) / 2` on `[0, 4 sqrt 2]`, cut into 16 pieces by
`j = round(y * (A + B * y))` (narrower where `Q` falls faster), is on piece `j` a degree-7
polynomial in `v = y - Y[j]`: `Q = c0 + v * (c1 + ... + v * c7)`.

- `Y[j]` is near the point where `Q` is the harmonic mean of its values at the piece's ends
  (so that `|c0 - Q| / Q`, the share of `Q` carried by the rounded terms, is smallest), moved
  by the fewest ulp to where `Q(Y[j])` is within 2^-8 ulp of an `f32`, so that `c0` is that
  `f32` with almost no error (Gal's accurate tables); `Y[0] = 0`, where `Q = 1/2`.
- `c1..c7` are fitted (Lawson's iteratively reweighted least squares, near-minimax) to the
  relative error `(c0 + v P(v)) / Q - 1` on Chebyshev-spaced points; each is rounded to `f32`
  in turn and the rest refitted.

mpmath (80 bits) gives `Q`; numpy solves the least squares. Prints each piece's largest
relative error after rounding, and the largest `|Q - c0|` (the last step's product) in units
of `c0`.
"""
import numpy as np
import mpmath as mp

mp.mp.prec = 80
A, B = 1.0, 0.305
DEGREE = 7
PIECES = 16
X_END = float(np.float32(4 * np.sqrt(2)))


def q(y):
    return mp.erfc(mp.mpf(y) / mp.sqrt(2)) / 2


def f32(v):
    return float(np.float32(v))


def edge(j):
    """The `y` where `y * (A + B * y) = j - 1/2`, the start of piece `j`."""
    c = j - 0.5
    return 0.0 if c <= 0 else (-A + np.sqrt(A * A + 4 * B * c)) / (2 * B)


def near_float_centre(lo, hi):
    """A `y` near the harmonic-mean point of `Q` on `[lo, hi]` where `Q(y)` is nearly an f32."""
    qlo, qhi = q(lo), q(hi)
    target = 2 * qlo * qhi / (qlo + qhi)
    y = float(mp.findroot(lambda t: q(t) - target, (lo + hi) / 2))
    y = np.float32(y)
    best = None
    # Walk outwards from y one ulp at a time.
    up = dn = y
    for k in range(20000):
        for c in (up, dn):
            v = q(float(c))
            r = f32(float(v))
            ulp = np.spacing(np.float32(r))
            off = abs(float((v - mp.mpf(r)) / mp.mpf(float(ulp))))
            if best is None or off < best[0]:
                best = (off, float(c), r)
            if off < 2**-8:
                return float(c), r, off
        up = np.nextafter(up, np.float32(np.inf))
        dn = np.nextafter(dn, np.float32(-np.inf))
    return best[1], best[2], best[0]


def fit_piece(lo, hi, yj, c0):
    n = 10 * (DEGREE + 1)
    ys = (lo + hi) / 2 - (hi - lo) / 2 * np.cos(np.pi * np.arange(n) / (n - 1))
    qs = [q(y) for y in ys]
    vs = ys - yj
    # (Q - c0) / Q, what v * P(v) / Q must match, in double (its error is far below f32's).
    target = np.array([float((qq - mp.mpf(c0)) / qq) for qq in qs])
    invq = np.array([float(1 / qq) for qq in qs])
    fixed = []
    for _ in range(DEGREE):
        free = DEGREE - len(fixed)
        # residual after the fixed (already rounded) coefficients
        base = np.zeros(n)
        for i, c in enumerate(fixed):
            base += c * vs ** (i + 1) * invq
        s = max(abs(vs).max(), 1e-30)
        M = np.stack([vs ** (len(fixed) + 1 + i) * invq / s ** (len(fixed) + 1 + i) for i in range(free)], axis=1)
        rhs = target - base
        lw = np.ones(n) / n
        for _ in range(40):
            w = np.sqrt(lw)
            sol, *_ = np.linalg.lstsq(M * w[:, None], rhs * w, rcond=None)
            e = M @ sol - rhs
            lw = lw * np.abs(e) + 1e-300
            lw /= lw.sum()
        cs = sol / s ** np.arange(len(fixed) + 1, DEGREE + 1)
        fixed.append(f32(cs[0]))
    return fixed


def horner_error(lo, hi, yj, c0, cs):
    worst = 0.0
    for y in np.linspace(lo, hi, 400):
        v = mp.mpf(y) - mp.mpf(yj)
        p = mp.mpf(0)
        for c in reversed(cs):
            p = p * v + mp.mpf(c)
        val = mp.mpf(c0) + v * p
        worst = max(worst, abs(float(val / q(y) - 1)))
    return worst


def main():
    ys, tables = [], [[] for _ in range(DEGREE + 1)]
    for j in range(PIECES):
        lo, hi = edge(j), min(edge(j + 1), X_END)
        if j == 0:
            yj, c0, off = 0.0, 0.5, 0.0
        else:
            yj, c0, off = near_float_centre(lo, hi)
        cs = fit_piece(lo, hi, yj, c0)
        err = horner_error(lo, hi, yj, c0, cs)
        share = max(abs(float(q(y) / mp.mpf(c0) - 1)) for y in (lo, hi))
        print(f"// piece {j}: [{lo:.4f}, {hi:.4f}], Y {yj:.6f}, c0 off by {off:.1e} ulp, "
              f"relative error {err:.1e} (2^{np.log2(err):.1f}), |Q - c0| <= {share:.2f} c0")
        ys.append(yj)
        tables[0].append(c0)
        for i, c in enumerate(cs):
            tables[i + 1].append(c)
    def lit(v):
        s = np.format_float_positional(np.float32(v), unique=True, trim="0") if 1e-3 <= abs(v) or v == 0 else np.format_float_scientific(np.float32(v), unique=True, trim="0")
        return s.replace("e-0", "e-")
    print("/// Where each piece's polynomial is centred.")
    print("const Y: [f32; 16] = [" + ", ".join(lit(v) for v in ys) + "];")
    for i in reversed(range(DEGREE + 1)):
        print(f"/// The coefficients of `v^{i}`.")
        print("#[rustfmt::skip]")
        print(f"const V{i}: [f32; 16] = [")
        for k in range(0, 16, 6):
            print("    " + ", ".join(lit(v) for v in tables[i][k:k + 6]) + ",")
        print("];")
    print("/// The coefficients from `v^7`'s to `v^0`'s, in the order of Horner's rule.")
    print("const C: [[f32; 16]; 8] = [" + ", ".join(f"V{i}" for i in reversed(range(DEGREE + 1))) + "];")


main()
