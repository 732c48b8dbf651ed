"""PyTorch's side of issue 26's matrix products (see run.sh): `x @ w.t()` and the attention
products (BACKWARD=1: and the linear layers' backward products), median and minimum
microseconds of CPU time (WALL=1: wall time), as src/main.rs."""
import sys, time, os, torch

clock = time.perf_counter_ns if os.environ.get('WALL') else time.process_time_ns
threads = int(sys.argv[1]) if len(sys.argv) > 1 else 1
torch.set_num_threads(threads)
def vals(*s):
    # the values of src/main.rs: (sum of indices % 7) * 0.25 - 0.5
    grids = torch.meshgrid(*[torch.arange(d) for d in s], indexing="ij")
    tot = sum(grids)
    return ((tot % 7).float() * 0.25 - 0.5).contiguous()
def med(f, reps):
    for _ in range(3): f()
    ts = []
    for _ in range(reps):
        t = clock(); f(); ts.append((clock() - t) / 1e3)
    ts.sort(); return (ts[len(ts)//2], ts[0])
out = []
for name, m, k, n in [("mlp1 [4096,64]x[128,64]t",4096,64,128),("mlp2 [4096,128]x[64,128]t",4096,128,64),("mlp3 [4096,64]x[10,64]t",4096,64,10),("qkv [1024,256]x[768,256]t",1024,256,768),("out [1024,256]x[256,256]t",1024,256,256),("ff1 [1024,256]x[1024,256]t",1024,256,1024),("ff2 [1024,1024]x[256,1024]t",1024,1024,256)]:
    x = vals(m, k); w = vals(n, k)
    reps = max(20, min(400, 200_000_000 // (m*k*n)))
    out.append((name, med(lambda: x @ w.t(), reps)))
q = vals(64,128,32); kk = vals(64,128,32); p = vals(64,128,128)
out.append(("att qk [64:128,32]x[64:32,128]", med(lambda: q @ kk.transpose(-1,-2), 200)))
out.append(("att pv [64:128,128]x[64:128,32]", med(lambda: p @ q, 200)))
out.append(("att ptv [64:128,128]t x[64:128,32]", med(lambda: p.transpose(-1, -2) @ q, 200)))
if os.environ.get("BACKWARD"):
    for name, m, k, n in [("qkv", 1024, 256, 768), ("out", 1024, 256, 256), ("ff1", 1024, 256, 1024), ("ff2", 1024, 1024, 256)]:
        x = vals(m, k); w = vals(n, k); g = vals(m, n)
        reps = max(20, min(400, 200_000_000 // (m*k*n)))
        out.append((f"{name} dX [{m},{n}]x[{n},{k}]", med(lambda: g @ w, reps)))
        out.append((f"{name} dW [{m},{n}]t x[{m},{k}]", med(lambda: g.t() @ x, reps)))
for name, t in out:
    print(f"torch{threads} {name:32} {t[0]:9.1f} {t[1]:9.1f}")
