"""Checks and times the attention kernels of attention_lib.cu beside PyTorch's
scaled_dot_product_attention backends (cuDNN, flash, memory-efficient), on the same tensors, in
interleaved rounds.

    python3 attention_bench.py LIB [check|time|all|profile]      (POLICIES=0,6 for only those,
                                                                  HEAD_DIMS=128 likewise)

Policies (attention_lib.cu): the kernel with one CTA per tile of Q rows, its layouts from the Java
descriptors' headers (0), written by hand (1), the headers' without the consumer warp groups taking
turns (2); the persistent kernel over the headers (3), by hand (4), without the turns (5); the
per-tile kernel over the headers with blocks of 176 keys at D 128 (6; D 64 as 0), with three K/V
stages at D 128 (11; D 64 as 0); the persistent kernel with blocks of 176 keys at D 128 (14; D 64
as 3).
Check: O and LSE of every policy against an FP32 reference computed with torch on the GPU (TF32
off) from the same BF16 inputs, on ragged, causal, grouped-query and tiny shapes, two of them with
several tiles per SM for the persistent kernel (4096 x 4096 and 777 x 1234); O is poisoned with NaN
first. Tolerance (as FlashAttention's own tests): max|O - ref| <= 2 * max|O_torch - ref| + 1e-3, where
O_torch is PyTorch's best BF16 backend on the same inputs (its error is the BF16 rounding of P and
O that any BF16 kernel makes), and |LSE - ref| <= 1e-3 * max(1, |ref|) (FP32 sums of up to 16k
exponentials). Time: TFLOP/s (4·B·H·Lq·Lk·D, halved when causal) of each, 15 rounds of 20
launches of every kernel, the kernels in a rotated order each round; the median over rounds, and for
the ratios the median and the spread (min-max) of the per-round ratios, so that a difference inside
the spread is not claimed.
Profile (run under ncu by run_attention.sh): one launch of policies 3 and 0 (or those POLICIES
names) on four shapes (HEAD_DIMS filters them), then cuDNN's on each, between cudaProfilerStart and
Stop, after a warm-up, and the list of what was launched. Before any of these,
each policy from 3 on runs once in a child process with a time limit (smoke); one that hangs
or fails is left out of the run, which then ends with status 1, so the other policies' figures
still come.
"""
import ctypes
import math
import os
import statistics
import subprocess
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

POLICIES = {0: "headers", 1: "hand", 2: "no-pingpong", 3: "persistent", 4: "persistent-hand",
            5: "persistent-no-pingpong", 6: "headers-176", 11: "headers-3-stages",
            14: "persistent-176"}
if os.environ.get("POLICIES"):  # e.g. POLICIES=0,6: check and time only these
    POLICIES = {p: n for p, n in POLICIES.items() if str(p) in os.environ["POLICIES"].split(",")}
# e.g. HEAD_DIMS=128: check and time only that head dim (policy 6 differs from 0 only at 128)
HEAD_DIMS = tuple(int(d) for d in os.environ.get("HEAD_DIMS", "64,128").split(","))
BACKENDS = {"cudnn": SDPBackend.CUDNN_ATTENTION, "flash": SDPBackend.FLASH_ATTENTION,
            "efficient": SDPBackend.EFFICIENT_ATTENTION}


class Ours:
    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        f = self.lib.strided_attention
        f.restype = ctypes.c_int
        f.argtypes = [ctypes.c_int] * 8 + [ctypes.c_float] + [ctypes.c_void_p] * 4 + \
            [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]

    def __call__(self, policy, q, k, v, causal, o=None, lse=None):
        b, h, lq, d = q.shape
        hkv, lk = k.shape[1], k.shape[2]
        o = torch.empty_like(q) if o is None else o
        lse = torch.empty(b, h, lq, device=q.device, dtype=torch.float32) if lse is None else lse
        s = [q.stride(2), q.stride(1), q.stride(0), k.stride(2), k.stride(1), k.stride(0),
             v.stride(2), v.stride(1), v.stride(0), o.stride(2), o.stride(1), o.stride(0)]
        strides = (ctypes.c_int * 12)(*s)
        rc = self.lib.strided_attention(policy, d, b, h, hkv, lq, lk, int(causal), 1 / math.sqrt(d),
                                        q.data_ptr(), k.data_ptr(), v.data_ptr(), o.data_ptr(),
                                        ctypes.cast(lse.data_ptr(), ctypes.c_void_p),
                                        ctypes.cast(strides, ctypes.c_void_p),
                                        torch.cuda.current_stream().cuda_stream)
        if rc != 0:
            raise RuntimeError(f"strided_attention returned cudaError {rc}")
        return o, lse


def torch_attention(backend, q, k, v, causal):
    with sdpa_kernel([BACKENDS[backend]]):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal,
                                              enable_gqa=k.shape[1] != q.shape[1])


def reference(q, k, v, causal, heads):
    """FP32 O and LSE of the (batch, head) pairs in heads."""
    group = q.shape[1] // k.shape[1]
    outs, lses = [], []
    for b, h in heads:
        qf, kf, vf = q[b, h].float(), k[b, h // group].float(), v[b, h // group].float()
        s = qf @ kf.T / math.sqrt(q.shape[-1])
        if causal:
            s.masked_fill_(torch.ones_like(s, dtype=torch.bool).triu(1), float("-inf"))
        lses.append(torch.logsumexp(s, -1))
        outs.append(torch.softmax(s, -1) @ vf)
    return outs, lses


def check(ours, policies, b, h, hkv, lq, lk, d, causal):
    g = torch.Generator(device="cuda").manual_seed(lq * 7919 + lk * 31 + d + causal)
    q = torch.randn(b, h, lq, d, device="cuda", dtype=torch.bfloat16, generator=g)
    k = torch.randn(b, hkv, lk, d, device="cuda", dtype=torch.bfloat16, generator=g)
    v = torch.randn(b, hkv, lk, d, device="cuda", dtype=torch.bfloat16, generator=g)
    pairs = [(i, j) for i in range(b) for j in range(h)]
    heads = pairs if len(pairs) * lq * lk <= 2 ** 28 else [pairs[0], pairs[len(pairs) // 2], pairs[-1]]
    ref_o, ref_lse = reference(q, k, v, causal, heads)
    torch_err = None
    for backend in BACKENDS:
        try:
            ot = torch_attention(backend, q, k, v, causal)
        except RuntimeError:
            continue
        e = max((ot[i, j].float() - r).abs().max().item() for (i, j), r in zip(heads, ref_o))
        torch_err = e if torch_err is None else min(torch_err, e)
    tol_o = 2 * (torch_err if torch_err is not None else 2 ** -8) + 1e-3
    ok, text = True, []
    for policy, name in policies.items():
        o = torch.full_like(q, float("nan"))
        lse = torch.full((b, h, lq), float("nan"), device="cuda")
        ours(policy, q, k, v, causal, o, lse)
        torch.cuda.synchronize()
        eo = max((o[i, j].float() - r).abs().max().item() for (i, j), r in zip(heads, ref_o))
        el = max(((lse[i, j] - r).abs() / r.abs().clamp(min=1)).max().item()
                 for (i, j), r in zip(heads, ref_lse))
        good = eo <= tol_o and el <= 1e-3 and not math.isnan(eo) and not math.isnan(el)
        ok &= good
        text.append(f"{name} O {eo:.2e} LSE {el:.2e}")
    print(f"check B={b} H={h} Hkv={hkv} Lq={lq} Lk={lk} D={d} causal={int(causal)} | "
          f"{' | '.join(text)} | torch {torch_err if torch_err is None else f'{torch_err:.2e}'} "
          f"tol {tol_o:.2e} | {'OK' if ok else 'WRONG'}", flush=True)
    return ok


def ms(f, iterations=20):
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    f(); f()
    start.record()
    for _ in range(iterations):
        f()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop) / iterations


def ratio(times, a, b):
    """a's speed over b's: the median and the min-max over rounds of b's time / a's time."""
    if a not in times or b not in times:
        return f"{a}/{b} n/a"
    r = [y / x for x, y in zip(times[a], times[b])]
    return f"{a}/{b} {statistics.median(r):.3f} [{min(r):.3f}-{max(r):.3f}]"


def time_shape(ours, policies, b, h, l, d, causal, rounds=15):
    q, k, v = (torch.randn(b, h, l, d, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    o = torch.empty_like(q)
    lse = torch.empty(b, h, l, device="cuda")
    runs = {name: (lambda pol: lambda: ours(pol, q, k, v, causal, o, lse))(policy)
            for policy, name in policies.items()}
    for backend in BACKENDS:
        try:
            torch_attention(backend, q, k, v, causal)
            runs[backend] = (lambda be: lambda: torch_attention(be, q, k, v, causal))(backend)
        except RuntimeError:
            pass
    names = list(runs)
    times = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            times[name].append(ms(runs[name]))
    flop = 4.0 * b * h * l * l * d / (2 if causal else 1)
    tf = {name: flop / statistics.median(t) / 1e9 for name, t in times.items()}
    best = max((n for n in tf if n in BACKENDS), key=tf.get)
    cells = " | ".join(f"{n} {v:.1f}" for n, v in tf.items())
    print(f"time B={b} H={h} L={l} D={d} causal={int(causal)} | {cells}", flush=True)
    ours_timed = [n for n in policies.values() if n in tf]
    speeds = " ".join(f"{n} {tf[n]:.1f}" for n in ours_timed + [best])
    pairs = [(n, best) for n in ours_timed] + [
        (a, b) for a, b in (("persistent", "headers"), ("persistent-176", "persistent"),
                            ("persistent-176", "headers-176"), ("headers", "hand"),
                            ("persistent", "persistent-hand"), ("persistent", "persistent-no-pingpong"),
                            ("headers-176", "headers"), ("headers-3-stages", "headers"))
        if a in tf and b in tf]
    return (f"D={d} causal={int(causal)} L={l:5d} | {speeds} | "
            + " | ".join(ratio(times, x, y) for x, y in pairs))


def smoke(ours, policy):
    """Runs one policy on shapes with several tiles per CTA, D 64 and 128, causal and not."""
    for d in (64, 128):
        for causal in (False, True):
            for b, h, hkv, lq, lk in ((1, 1, 1, 1, 1), (3, 32, 8, 777, 1234), (2, 16, 16, 4096, 4096)):
                q = torch.randn(b, h, lq, d, device="cuda", dtype=torch.bfloat16)
                k, v = (torch.randn(b, hkv, lk, d, device="cuda", dtype=torch.bfloat16) for _ in range(2))
                ours(policy, q, k, v, causal)
    torch.cuda.synchronize()


def alive(lib, seconds=45):
    """The policies to check and time: those from 3 on (persistent, or new) only if each first ran smoke() in a
    child process that ended, in time and without an error; so a kernel that hangs (a barrier
    protocol gone wrong) or faults costs its policy, not the run and the other policies' figures."""
    kept = {}
    for policy, name in POLICIES.items():
        if policy < 3:
            kept[policy] = name
            continue
        try:
            r = subprocess.run([sys.executable, __file__, lib, "smoke", str(policy)], timeout=seconds,
                               capture_output=True, text=True)
            if r.returncode == 0:
                kept[policy] = name
            else:
                last = (r.stderr.strip().splitlines() or ["no message"])[-1]
                print(f"policy {policy} ({name}) DROPPED, it failed: {last}", flush=True)
        except subprocess.TimeoutExpired:
            print(f"policy {policy} ({name}) DROPPED: not done in {seconds} s (a hang?)", flush=True)
    return kept


PROFILE_SHAPES = ((128, False, 4096), (128, False, 1024), (64, True, 4096), (128, False, 16384))


def profile(ours, policies):
    """One launch of each profiled policy per shape (3 and 0, or those POLICIES names), then one of
    cuDNN's SDPA per shape, between cudaProfilerStart and Stop (ncu --profile-from-start off sees
    only these); a "profiled:" line for each of ours, in launch order (cuDNN's rows come last and
    are named by their kernels)."""
    chosen = [p for p in policies if "POLICIES" in os.environ or p in (3, 0)]
    chosen.sort(key=lambda p: (p != 3, p))
    shapes = [(d, causal, l) for d, causal, l in PROFILE_SHAPES if d in HEAD_DIMS]
    tensors = {}
    for d, causal, l in shapes:
        b, h = 32768 // l, 16
        tensors[d, causal, l] = [torch.randn(b, h, l, d, device="cuda", dtype=torch.bfloat16)
                                 for _ in range(3)]
        q, k, v = tensors[d, causal, l]
        for policy in chosen:
            launch_profiled(lambda: ours(policy, q, k, v, causal))
            print(f"profiled: B={b} H={h} L={l} D={d} causal={int(causal)} policy {policy} "
                  f"({POLICIES[policy]})", flush=True)
    for (d, causal, l), (q, k, v) in tensors.items():
        launch_profiled(lambda: torch_attention("cudnn", q, k, v, causal))


def launch_profiled(f):
    f()
    f()
    torch.cuda.synchronize()
    torch.cuda.profiler.start()
    f()
    torch.cuda.synchronize()
    torch.cuda.profiler.stop()


def main():
    torch.backends.cuda.matmul.allow_tf32 = False
    ours = Ours(sys.argv[1])
    mode = sys.argv[2] if len(sys.argv) > 2 else "all"
    if mode == "smoke":
        smoke(ours, int(sys.argv[3]))
        return
    print(torch.cuda.get_device_name(), "torch", torch.__version__,
          "cudnn", torch.backends.cudnn.version(), flush=True)
    policies = alive(sys.argv[1])
    ok = len(policies) == len(POLICIES)
    if mode == "profile":
        profile(ours, policies)
        return
    if mode in ("check", "all"):
        for d in HEAD_DIMS:
            for causal in (False, True):
                for b, h, hkv, lq, lk in ((1, 1, 1, 1, 1), (2, 4, 4, 128, 128), (1, 2, 2, 1000, 1537),
                                          (2, 3, 3, 1537, 1000), (1, 8, 2, 700, 700),
                                          (1, 4, 1, 257, 4099), (2, 16, 16, 4096, 4096),
                                          (3, 32, 8, 777, 1234)):
                    ok &= check(ours, policies, b, h, hkv, lq, lk, d, causal)
    if mode in ("time", "all"):
        table = [time_shape(ours, policies, 32768 // l, 16, l, d, causal)
                 for d, causal in ((128, False), (128, True), (64, False), (64, True)) if d in HEAD_DIMS
                 for l in (1024, 4096, 16384)]
        print("TFLOP/s (median of rounds); a/b: a's speed over b's, median [min-max] of the rounds' ratios")
        print("\n".join(table), flush=True)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
