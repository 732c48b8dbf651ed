#!/usr/bin/env python3
"""Fits the two polynomials of erf.rs (printed as Rust arrays, highest degree first):

    /tmp/pyenv/bin/python src/kernel/vmath/float64/erf_fit.py

- NEAR: g(t) ~ erf(a) / a - 1 with t = a^2 - 1, for a in [0, 1.5], degree 14;
- FAR: h(s) ~ ln(erfc(a)) with s = a - 3.5, for a in [1.5, 5.921875], degree 14, the error
  weighted by erfc(a) (what reaches erf = 1 - e^h).

Near-minimax by Lawson's iteratively reweighted least squares (mpmath, 120 bits) on
Chebyshev-spaced points; prints each fit's largest (weighted) error before rounding.
"""
import struct

import mpmath as mp

mp.mp.prec = 200


def horner(cs, t):
    p = cs[-1]
    for v in reversed(cs[:-1]): p = p*t + v
    return p

def maxerr(f, cs, lo, hi, weight=lambda x: 1, c=None, n=2000):
    lo, hi = mp.mpf(lo), mp.mpf(hi)
    if c is None: c=(lo+hi)/2
    m = 0; at = None
    for k in range(n+1):
        x = lo + (hi-lo)*k/n
        e = abs((horner(cs, x - c) - f(x))*weight(x))
        if e > m: m, at = e, x
    return m, at

def lawson_fit(f, lo, hi, n, weight=lambda x: 1, c=None, m=None, iters=15, prec=120):
    """Near weighted-minimax poly in t = x - c, degree n, via Lawson's IRLS on Chebyshev-spaced points."""
    old = mp.mp.prec; mp.mp.prec = prec
    lo, hi = mp.mpf(lo), mp.mpf(hi)
    if c is None: c = (lo+hi)/2
    c = mp.mpf(c)
    if m is None: m = 6*(n+1)
    xs = [(hi+lo)/2 - (hi-lo)/2*mp.cos(mp.pi*k/(m-1)) for k in range(m)]
    fx = [f(x) for x in xs]; wx = [weight(x) for x in xs]
    half = (hi-lo)/2
    # basis in s = (x - c)/half for conditioning
    ss = [(x - c)/half for x in xs]
    lw = [mp.mpf(1)/m]*m
    best = None
    for it in range(iters):
        A = mp.matrix(m, n+1); b = mp.matrix(m, 1)
        for i in range(m):
            sq = mp.sqrt(lw[i])*wx[i]
            p = mp.mpf(1)
            for j in range(n+1):
                A[i,j] = sq*p; p *= ss[i]
            b[i] = sq*fx[i]
        sol, res = mp.qr_solve(A, b)
        errs = []
        for i in range(m):
            p = mp.mpf(0)
            for j in reversed(range(n+1)): p = p*ss[i] + sol[j]
            errs.append(abs((p - fx[i])*wx[i]))
        mx = max(errs)
        if best is None or mx < best[0]: best = (mx, [sol[j]/half**j for j in range(n+1)])
        tot = mp.fsum(lw[i]*errs[i] for i in range(m))
        lw = [lw[i]*errs[i]/tot for i in range(m)]
    mp.mp.prec = old
    return best[1]


def g(u):
    if u == 0:
        return 2 / mp.sqrt(mp.pi) - 1
    a = mp.sqrt(u)
    return mp.erf(a) / a - 1


def h(a):
    return mp.log(mp.erfc(a))


def rust(name, cs):
    print(f"const {name}: [f64; {len(cs)}] = [")
    for v in reversed(cs):
        b = "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]
        print(f"    f64::from_bits(0x{b[0:4]}_{b[4:8]}_{b[8:12]}_{b[12:16]}),")
    print("];")


def main():
    near = lawson_fit(g, 0, 2.25, 14, c=1.0, iters=25)
    print("// NEAR: max error", mp.nstr(maxerr(g, near, 0, 2.25, c=1.0, n=600)[0], 3))
    far = lawson_fit(h, 1.5, 5.921875, 14, weight=mp.erfc, c=3.5, iters=25)
    print("// FAR: max weighted error",
          mp.nstr(maxerr(h, far, 1.5, 5.921875, weight=mp.erfc, c=3.5, n=600)[0], 3))
    rust("NEAR", near)
    rust("FAR", far)


if __name__ == "__main__":
    main()
