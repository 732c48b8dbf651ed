"""PyTorch's unary float kernels on one thread, on the inputs of benches/unary.rs.

`/tmp/pyenv/bin/python benches/unary_torch.py`: one markdown row per op and shape, the median
ns per element over many calls. Prints a message and exits where torch is not installed.

With `--serve` it is the PyTorch side of benches/unary.rs's table instead, which starts it as a
child process: it answers `ready`, then reads requests `<op> <shape index>` (0: [4096, 128],
1: [8, 128, 1024]), one per line, runs that op once and answers with the nanoseconds it took
(measured here, so the pipe's round trip is not counted).
"""
import sys
import time

try:
    import torch
    import torch.nn.functional as F
except ImportError:
    print("torch is not installed: skipping the PyTorch side of the unary benches")
    sys.exit(0)

torch.set_num_threads(1)


def values(n, positive):
    """The formula of benches/unary.rs's `value`, in float64 then rounded to float32."""
    i = torch.arange(n, dtype=torch.int64)
    v = ((i * 7919) % 10007).double() / 10007.0 * 12.0 - 6.0
    if positive:
        v = v.abs() + 0.01
    return v.float()


CASES = [
    ("exp", False, torch.exp),
    ("ln", True, torch.log),
    ("log2", True, torch.log2),
    ("log10", True, torch.log10),
    ("sqrt", True, torch.sqrt),
    ("tanh", False, torch.tanh),
    ("sigmoid", False, torch.sigmoid),
    ("erf", False, torch.erf),
    ("gelu", False, F.gelu),
    ("gelu_tanh", False, lambda x: F.gelu(x, approximate="tanh")),
    ("silu", False, F.silu),
    ("powf(1.7)", True, lambda x: torch.pow(x, 1.7)),
]


def median_ns_per_element(f, x, budget=0.6):
    times = []
    start = time.perf_counter()
    while time.perf_counter() - start < budget or len(times) < 12:
        t = time.perf_counter()
        f(x)
        times.append(time.perf_counter() - t)
    times.sort()
    return times[len(times) // 2] * 1e9 / x.numel()


SHAPES = [(4096, 128), (8, 128, 1024)]


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def serve():
    inputs = {
        (name, k): values(numel(shape), positive).reshape(shape)
        for name, positive, _ in CASES
        for k, shape in enumerate(SHAPES)
    }
    ops = {name: f for name, _, f in CASES}
    for (name, k), x in inputs.items():
        ops[name](x)
    print("ready", flush=True)
    for line in sys.stdin:
        name, k = line.split()
        f, x = ops[name], inputs[(name, int(k))]
        t = time.perf_counter_ns()
        f(x)
        print(time.perf_counter_ns() - t, flush=True)


if "--serve" in sys.argv:
    serve()
    sys.exit(0)

print(f"| op | shape | PyTorch {torch.__version__} ns/elem ({torch.backends.cpu.get_cpu_capability()}) |")
print("|---|---|---|")
for name, positive, f in CASES:
    for shape in SHAPES:
        n = numel(shape)
        x = values(n, positive).reshape(shape)
        ns = median_ns_per_element(f, x)
        print(f"| {name} | [{','.join(map(str, shape))}] | {ns:.3} |")
