#!/usr/bin/env bash
# numpy's single-threaded SGEMM, C = A @ B.T (float32, A and B n×n row-major), for the side-by-side
# with SgemmBenchmark. OpenBLAS runs the kernel it picks for this CPU: the machines' preset
# OPENBLAS_CORETYPE=Haswell (and OPENBLAS_L2_SIZE) are unset for this command only.
#
#   benchmarks/numpy-sgemm.sh            # n = 256, 512, 1024 (wall time and the thread's CPU time)
#   benchmarks/numpy-sgemm.sh 1024       # one size
set -euo pipefail
sizes=("${@:-256 512 1024}")
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \
  python3 - ${sizes[*]} <<'PY'
import sys, time
import numpy as np
import ctypes, glob, os
libs = glob.glob(os.path.join(os.path.dirname(np.__file__), os.pardir, "numpy.libs", "*openblas*"))
for lib in libs:
    for name in ("scipy_openblas_get_corename64_", "openblas_get_corename"):
        if hasattr(ctypes.CDLL(lib), name):
            f = getattr(ctypes.CDLL(lib), name)
            f.restype = ctypes.c_char_p
            print(f"OpenBLAS kernel: {f().decode()} ({os.path.basename(lib)})")
            break
for n in map(int, sys.argv[1:]):
    rng = np.random.default_rng(5)
    a = rng.random((n, n), dtype=np.float32) - 0.5
    b = rng.random((n, n), dtype=np.float32) - 0.5
    reps = max(1, int(2e9 / (2.0 * n ** 3)))
    for _ in range(3):
        a @ b.T                                   # warm-up: page faults, OpenBLAS buffers
    rates, cpu_rates = [], []
    for _ in range(10):
        t0, c0 = time.perf_counter(), time.thread_time()
        for _ in range(reps):
            c = a @ b.T
        rates.append(2.0 * n ** 3 * reps / (time.perf_counter() - t0) / 1e9)
        cpu_rates.append(2.0 * n ** 3 * reps / (time.thread_time() - c0) / 1e9)
    rates.sort()
    cpu_rates.sort()
    print(f"numpy {np.__version__} n={n}: median {rates[len(rates) // 2]:.1f} GFLOP/s, "
          f"best {rates[-1]:.1f}, worst {rates[0]:.1f} (10 runs of {reps}); by CPU time "
          f"median {cpu_rates[len(cpu_rates) // 2]:.1f}, best {cpu_rates[-1]:.1f}")
PY
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
