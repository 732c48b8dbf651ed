#!/usr/bin/env python3
"""Fits the tables of erf.rs (prints them as Rust arrays, with each piece's error):

    /tmp/pyenv/bin/python src/kernel/vmath/float64/erf_fit.py

`erf` on `[0, 6]`, cut into 16 pieces by `j = max(round(OFFSET + y * (A + B * y)), 0)`
(narrower where erf's derivatives are larger), is:

- on piece 0, `erf(y) = y + y g(y^2)`, `g` of degree 10 fitted to `erf(y) / y - 1` (odd in
  `y`, so that erf keeps its relative accuracy down to the smallest inputs);
- on piece `j >= 1`, a degree-11 polynomial in `v = y - Y[j]`: `c0 + v * (c1 + ... + v * c11)`.
  `Y[j]` is near the piece's middle, moved by the fewest ulp to where `erf(Y[j])` is within
  2^-9 ulp of an `f64`, so that `c0` is that `f64` with almost no error (Gal's accurate
  tables); `c1..c11` are fitted to the relative error of the whole polynomial with `c0` fixed.

Fits are near-minimax (Lawson's iteratively reweighted least squares, mpmath at 120 bits, on
Chebyshev-spaced points over each piece widened by 1e-9 of its ends, since the piece of an
input is decided by a rounded product). Prints each piece's largest relative error after the
coefficients are rounded to `f64` (evaluated exactly, on 400 points).
"""
import struct

import mpmath as mp

mp.mp.prec = 120
A, B, OFFSET = 5.0, -0.328125, -3.0
X_END = 6.0
DEGREE = 11
PIECES = 16
WIDEN = mp.mpf("1e-9")


def edge(j):
    """The `y` where `OFFSET + y * (A + B * y) = j - 1/2`, the start of piece `j >= 1`."""
    c = mp.mpf(j) - mp.mpf("0.5") - OFFSET
    return (-A + mp.sqrt(A * A + 4 * B * c)) / (2 * B)


def ulp(v):
    return mp.mpf(2) ** (mp.floor(mp.log(abs(v), 2)) - 52)


def near_float_centre(lo, hi):
    """A double near the middle of `[lo, hi]` where `erf` is within 2^-9 ulp of a double: the
    nearest such double by steps of one ulp, or (where erf moves by less than that over
    thousands of ulp, near 1) the inverse of the doubles nearest erf's value in the middle."""
    mid = float((lo + hi) / 2)
    step = float(ulp(mp.mpf(mid)))
    for k in range(3000):
        for y in (mid + k * step, mid - k * step):
            v = mp.erf(y)
            r = mp.mpf(float(v))
            if abs(v - r) <= ulp(r) / 512:
                return y, float(v)
    target = float(mp.erf(mid))
    width = hi - lo
    for k in range(200):
        for t in (target + k * float(ulp(mp.mpf(target))), target - k * float(ulp(mp.mpf(target)))):
            if t >= 1:
                continue
            y = float(mp.erfinv(t))
            v = mp.erf(y)
            r = mp.mpf(float(v))
            if lo + width / 4 <= y <= hi - width / 4 and abs(v - r) <= ulp(r) / 512:
                return y, float(v)
    raise RuntimeError("no centre")


def lawson(basis, target, weight, xs, iters=12):
    """Coefficients minimizing max |weight (sum c_i basis_i - target)| over xs (near-minimax)."""
    m, n = len(xs), len(basis(xs[0]))
    rows = [basis(x) for x in xs]
    fx = [target(x) for x in xs]
    wx = [weight(x) for x in xs]
    lw = [mp.mpf(1) / m] * m
    best = None
    for _ in range(iters):
        a = mp.matrix(m, n)
        b = mp.matrix(m, 1)
        for i in range(m):
            s = mp.sqrt(lw[i]) * wx[i]
            for k in range(n):
                a[i, k] = s * rows[i][k]
            b[i] = s * fx[i]
        sol, _ = mp.qr_solve(a, b)
        errs = [abs(wx[i] * (mp.fsum(sol[k] * rows[i][k] for k in range(n)) - fx[i])) for i in range(m)]
        worst = max(errs)
        if best is None or worst < best[0]:
            best = (worst, [sol[k] for k in range(n)])
        total = mp.fsum(lw[i] * errs[i] for i in range(m))
        lw = [lw[i] * errs[i] / total for i in range(m)]
    return best[1]


def chebyshev(lo, hi, m):
    return [(lo + hi) / 2 - (hi - lo) / 2 * mp.cos(mp.pi * k / (m - 1)) for k in range(m)]


def g(u):
    if u == 0:
        return 2 / mp.sqrt(mp.pi) - 1
    y = mp.sqrt(u)
    return mp.erf(y) / y - 1


def fit_first():
    """`g`'s coefficients, lowest degree first, and its largest error relative to erf."""
    hi = (edge(1) * (1 + WIDEN)) ** 2
    # Scaled to [0, 1] for the conditioning of the least squares.
    basis = lambda s: [s**k for k in range(DEGREE)]
    sol = lawson(basis, lambda s: g(s * hi), lambda s: 1 / (1 + g(s * hi)), chebyshev(0, 1, 6 * DEGREE))
    cs = [float(c / hi**k) for k, c in enumerate(sol)]
    worst = 0
    for k in range(401):
        u = hi * k / 400
        p = mp.fsum(mp.mpf(c) * u**i for i, c in enumerate(cs))
        worst = max(worst, abs((p - g(u)) / (1 + g(u))))
    return cs, worst


def fit_piece(j):
    """`(Y[j], [c0, ..., c11])` and the largest relative error of the rounded polynomial."""
    lo = edge(j) * (1 - WIDEN)
    hi = edge(j + 1) * (1 + WIDEN) if j + 1 < PIECES else mp.mpf(X_END)
    hi = min(hi, mp.mpf(X_END))
    centre, c0 = near_float_centre(lo, hi)
    y0 = mp.mpf(centre)
    half = (hi - lo) / 2
    # In s = v / half, for conditioning.
    basis = lambda s: [s**k for k in range(1, DEGREE + 1)]
    xs = [(x - y0) / half for x in chebyshev(lo, hi, 6 * DEGREE)]
    target = lambda s: mp.erf(y0 + s * half) - c0
    sol = lawson(basis, target, lambda s: 1 / mp.erf(y0 + s * half), xs)
    cs = [c0] + [float(c / half ** (k + 1)) for k, c in enumerate(sol)]
    worst = 0
    for k in range(401):
        y = lo + (hi - lo) * k / 400
        v = y - y0
        p = mp.fsum(mp.mpf(c) * v**i for i, c in enumerate(cs))
        worst = max(worst, abs(p / mp.erf(y) - 1))
    return centre, cs, worst


def hexf(v):
    b = "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]
    return f"f64::from_bits(0x{b[0:4]}_{b[4:8]}_{b[8:12]}_{b[12:16]})"


def main():
    first, err = fit_first()
    print(f"// piece 0: [0, {float(edge(1)):.4f}), max relative error 2^{float(mp.log(err, 2)):.1f}")
    centres, pieces = [0.0], [None]
    for j in range(1, PIECES):
        y0, cs, err = fit_piece(j)
        end = min(float(edge(j + 1)), X_END) if j + 1 < PIECES else X_END
        print(f"// piece {j}: [{float(edge(j)):.4f}, {end:.4f}), Y = {y0!r}, "
              f"max relative error 2^{float(mp.log(err, 2)):.1f}")
        centres.append(y0)
        pieces.append(cs)
    # Rows in the order of Horner's rule: the coefficient of v^11 (g's of u^10) first. The
    # first piece's `c0` (never used: erf is `y + y g`) is 0.
    rows = [[first[DEGREE - 1 - r]] + [pieces[j][DEGREE - r] for j in range(1, PIECES)] for r in range(DEGREE)]
    c0 = [0.0] + [pieces[j][0] for j in range(1, PIECES)]
    print("/// Where each piece's polynomial is centred.")
    print("#[rustfmt::skip]")
    print("const Y: [f64; 16] = " + table(centres, "") + ";")
    print("/// Each piece's `c0` (piece 0's is never used: there erf is `y + y g(y^2)`).")
    print("#[rustfmt::skip]")
    print("const C0: [f64; 16] = " + table(c0, "") + ";")
    print("/// The coefficients from `v^11`'s to `v^1`'s, in the order of Horner's rule (piece 0:")
    print("/// `g`'s from `u^10`'s to `u^0`'s).")
    print("#[rustfmt::skip]")
    print(f"const ROWS: [[f64; 16]; {DEGREE}] = [")
    for row in rows:
        print("    " + table(row, "    ") + ",")
    print("];")


def table(values, indent):
    lines = []
    for k in range(0, len(values), 2):
        lines.append(indent + "    " + ", ".join(hexf(v) for v in values[k:k + 2]) + ",")
    return "[\n" + "\n".join(lines) + "\n" + indent + "]"

if __name__ == "__main__":
    main()
