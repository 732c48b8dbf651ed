#!/usr/bin/env python3
"""Writes tests/data/vmath_f64.txt: inputs of every f64 unary op of kernel::vmath with mpmath's
correctly rounded results, for the accuracy test in src/kernel/vmath/float64/tests.rs.

    /tmp/pyenv/bin/python tests/data/vmath_f64_reference.py

Format: a line `# op` starts each op's section; then one line per input,
`x y frac`: `x` and `y` are the bits of the input and of the correctly rounded result (16 hex
digits), `frac` is (exact - y) / ulp(y) in hundredths (from -50 to 50), so the test measures
errors in fractions of an ulp against the exact value. Composite ops (gelu, gelu_tanh, silu)
are the exact value of the formula the crate computes, with its f64 constants. `powf` has one
section per exponent, `# powf E` with E as Rust prints the f64 (`3`, `-2.5`). The section
`# erf pieces` holds inputs at and near the ends of the pieces of
src/kernel/vmath/float64/erf.rs and dense inputs over its range.
"""
import math
import os
import random
import struct

import mpmath

mpmath.mp.prec = 256
PER_OP = 1500

F = mpmath.mpf
BETA = math.sqrt(2) * (2 / math.sqrt(math.pi)) * 0.5  # as the crate: M_SQRT2 * M_2_SQRTPI * 0.5


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def nearest(v):
    """The f64 nearest to the mpf `v` (ties to even), and (v - y) / ulp(y)."""
    y = float(v)
    if math.isinf(y):
        return y, 0.0
    best = min((y, math.nextafter(y, -math.inf), math.nextafter(y, math.inf)),
               key=lambda c: (abs(v - F(c)), bits(c) & 1))
    return best, float((v - F(best)) / F(math.ulp(best)))


def uniform(rng, lo, hi, n):
    return [rng.uniform(lo, hi) for _ in range(n)]


def log_uniform(rng, lo_exp, hi_exp, n, signed=True):
    out = []
    for _ in range(n):
        x = 2.0 ** rng.uniform(lo_exp, hi_exp)
        out.append(-x if signed and rng.random() < 0.5 else x)
    return out


def gelu(x):
    x = F(x)
    # 1 + erf(x / sqrt 2), as erfc: the sum would cancel below mpmath's precision in the tail.
    return x / 2 * mpmath.erfc(-x / mpmath.sqrt(2))


def gelu_tanh(x):
    x = F(x)
    return F(0.5) * x * (1 + mpmath.tanh(F(BETA) * (x + F(0.044715) * x ** 3)))


# The exponents of the tests (`EXPONENTS` in src/kernel/vmath/float64/tests.rs), named as
# Rust prints them.
POWF_EXPONENTS = [("1.7", 1.7), ("-2.5", -2.5), ("3", 3.0), ("-4", -4.0), ("0.5", 0.5),
                  ("11.25", 11.25), ("0.3", 0.3), ("200.5", 200.5)]


# The pieces of erf.rs: piece j >= 1 starts where ERF_OFFSET + y (ERF_A + ERF_B y) = j - 1/2.
ERF_A, ERF_B, ERF_OFFSET, ERF_END = 5.0, -0.328125, -3.0, 6.0


def erf_piece_inputs(rng):
    """Each piece's start and the doubles up to 4 ulp and 1e-9 on either side (both signs),
    the clamp at ERF_END, and dense inputs over [0, 6.5] and near 0."""
    xs = []
    ends = []
    for j in range(1, 16):
        c = mpmath.mpf(j) - mpmath.mpf("0.5") - ERF_OFFSET
        ends.append(float((-ERF_A + mpmath.sqrt(ERF_A**2 + 4 * ERF_B * c)) / (2 * ERF_B)))
    ends.append(ERF_END)
    for e in ends:
        near = [e]
        for k in range(4):
            near = [math.nextafter(near[0], 0)] + near + [math.nextafter(near[-1], math.inf)]
        near += [e * (1 - 1e-9), e * (1 + 1e-9)]
        xs += near + [-x for x in near]
    xs += uniform(rng, 0.0, 6.5, 2500) + uniform(rng, -6.5, 0.0, 500)
    xs += log_uniform(rng, -60, -1, 500)
    return xs


def main():
    rng = random.Random(26)
    n = PER_OP
    ops = {
        "exp": (mpmath.exp, uniform(rng, -745.0, 709.7, n // 2) + uniform(rng, -2.0, 2.0, n // 4)
                + log_uniform(rng, -60, 0, n - n // 2 - n // 4)),
        "ln": (mpmath.log, [2.0 ** rng.uniform(-1074, 1024) for _ in range(n // 2)]
               + uniform(rng, 0.5, 2.0, n // 4) + [1 + x for x in log_uniform(rng, -52, -1, n - n // 2 - n // 4)]),
        "log2": (lambda x: mpmath.log(x, 2), [2.0 ** rng.uniform(-1074, 1024) for _ in range(n // 2)]
                 + uniform(rng, 0.5, 2.0, n // 4) + [1 + x for x in log_uniform(rng, -52, -1, n - n // 2 - n // 4)]),
        "log10": (mpmath.log10, [2.0 ** rng.uniform(-1074, 1024) for _ in range(n // 2)]
                  + uniform(rng, 0.5, 2.0, n // 4) + [1 + x for x in log_uniform(rng, -52, -1, n - n // 2 - n // 4)]),
        "tanh": (mpmath.tanh, uniform(rng, -25.0, 25.0, n // 3) + log_uniform(rng, -40, 4, n - n // 3)),
        "sigmoid": (lambda x: 1 / (1 + mpmath.exp(-x)),
                    uniform(rng, -760.0, 760.0, n // 3) + uniform(rng, -40.0, 40.0, n // 3)
                    + log_uniform(rng, -40, 2, n - 2 * (n // 3))),
        "erf": (mpmath.erf, uniform(rng, -7.0, 7.0, n // 2) + log_uniform(rng, -40, 3, n - n // 2)),
        # GELU down to -37.5, where it is still a normal number (1e-306).
        "gelu": (gelu, uniform(rng, -10.0, 10.0, n // 3) + uniform(rng, -37.5, -10.0, n // 6)
                 + log_uniform(rng, -40, 4, n - n // 3 - n // 6)),
        "gelu_tanh": (gelu_tanh, uniform(rng, -10.0, 10.0, n // 2) + log_uniform(rng, -40, 4, n - n // 2)),
        # Below -709.78, e^-x overflows and the formula gives -0 (as PyTorch's).
        "silu": (lambda x: x / (1 + mpmath.exp(-x)),
                 uniform(rng, -709.0, 760.0, n // 3) + uniform(rng, -40.0, 40.0, n // 3)
                 + log_uniform(rng, -40, 2, n - 2 * (n // 3))),
    }
    # powf: bases over the exponents the fast form takes (|e ln x| <= 708), near 1, and
    # negative for integer exponents.
    for name, e in POWF_EXPONENTS:
        reach = min(1021, math.floor(708 / (abs(e) * math.log(2))) - 1)
        xs = ([2.0 ** rng.uniform(-reach, reach + 1) for _ in range(n // 2)] + uniform(rng, 0.5, 2.0, n // 4)
              + [1 + x for x in log_uniform(rng, -52, -1, n - n // 2 - n // 4)])
        if e == int(e):
            xs = [-x if rng.random() < 0.5 else x for x in xs]
        ops[f"powf {name}"] = ((lambda e: lambda x: mpmath.power(x, F(e)))(e), xs)
    # After the others, with its own generator, so that their inputs stay as they were.
    ops["erf pieces"] = (mpmath.erf, erf_piece_inputs(random.Random(2611)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vmath_f64.txt")
    with open(path, "w") as out:
        for name, (f, xs) in ops.items():
            out.write(f"# {name}\n")
            for x in xs:
                y, frac = nearest(f(F(x)))
                out.write(f"{bits(x):016x} {bits(y):016x} {round(frac * 100)}\n")


if __name__ == "__main__":
    main()
