"""Summarises what run_attention.sh's profile mode collected (plain Python, no torch):

    python3 attention_profile.py ncu RAW_CSV LAUNCHES   # ncu --import ... --csv --page raw, and the
                                                         # bench's "profiled:" lines, in launch order
    python3 attention_profile.py sass SASS              # cuobjdump -sass of the library

ncu: per profiled launch, its duration, SM throughput, tensor-pipe and issue-slot utilisation, the
MUFU (xu) pipe, registers per thread and the five largest warp stall reasons (cycles per issued
instruction). Metric names differ between Nsight Compute versions: each row prints what the report
has and "n/a" where a name is absent, and the tensor columns are every sm__pipe_tensor*
cycles-active percentage it holds. sass: per kernel, its instructions, HGMMAs and MUFU.EX2s.
"""
import csv
import re
import sys

COLUMNS = (("duration us", ("gpu__time_duration.sum",), 1e-3),
           ("SM %", ("sm__throughput.avg.pct_of_peak_sustained_elapsed",), 1),
           ("issue %", ("sm__inst_issued.avg.pct_of_peak_sustained_active",
                        "smsp__issue_active.avg.pct_of_peak_sustained_active"), 1),
           ("xu %", ("sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active",), 1),
           ("regs", ("launch__registers_per_thread",), 1))
TENSOR = re.compile(r"^sm__pipe_tensor\w*cycles_active\.avg\.pct_of_peak_sustained_(active|elapsed)$")
STALL = re.compile(r"^smsp__average_warps?_(?:latency_)?issue_stalled_(\w+?)(?:_per_issue_active)?\.ratio$")


def number(text):
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def ncu(raw, launches):
    with open(raw, newline="") as f:
        rows = [r for r in csv.reader(f)]
    start = next((i for i, r in enumerate(rows) if r and r[0] == "ID"), None)
    if start is None:
        print("no ncu rows in", raw)
        return
    header, units, kernels = rows[start], rows[start + 1], rows[start + 2:]
    with open(launches) as f:
        labels = [line.split("profiled:", 1)[1].strip() for line in f if "profiled:" in line]
    index = {name: i for i, name in enumerate(header)}
    tensor = [n for n in header if TENSOR.match(n)]
    stalls = [(n, STALL.match(n).group(1)) for n in header if STALL.match(n)]
    print("ncu: time unit of gpu__time_duration:", units[index["gpu__time_duration.sum"]]
          if "gpu__time_duration.sum" in index else "n/a")
    for k, row in enumerate(kernels):
        label = labels[k] if k < len(labels) else row[index.get("Kernel Name", 0)][:60]
        cells = []
        for title, names, factor in COLUMNS:
            name = next((n for n in names if n in index), None)
            value = number(row[index[name]]) if name else None
            if value is not None and title.startswith("duration"):
                unit = units[index[name]]
                factor = {"nsecond": 1e-3, "usecond": 1, "msecond": 1e3, "ns": 1e-3, "us": 1, "ms": 1e3}.get(unit, factor)
            cells.append(f"{title} {value * factor:.1f}" if value is not None else f"{title} n/a")
        for n in tensor:
            short = n.replace("sm__pipe_", "").replace(".avg.pct_of_peak_sustained_", " ")
            cells.append(f"{short} {row[index[n]]}")
        if not tensor:
            cells.append("tensor pipe n/a")
        ranked = sorted(((number(row[index[n]]) or 0.0, reason) for n, reason in stalls), reverse=True)
        cells.append("stalls " + (", ".join(f"{r} {v:.2f}" for v, r in ranked[:5]) if ranked else "n/a"))
        print(f"{label} | " + " | ".join(cells))


def sass(path):
    counts, name = {}, None
    with open(path, errors="replace") as f:
        for line in f:
            m = re.search(r"Function : (\S+)", line)
            if m:
                name = m.group(1)
                counts[name] = [0, 0, 0]
            elif name and re.search(r"/\*[0-9a-f]{4,}\*/\s+\S", line):
                c = counts[name]
                c[0] += 1
                c[1] += "HGMMA" in line
                c[2] += "MUFU.EX2" in line
    for name, (instructions, hgmma, ex2) in counts.items():
        kind = "persistent" if "persistent_kernel" in name else "per-tile"
        print(f"sass {kind} {name[:70]}...: {instructions} instructions, {hgmma} HGMMA, {ex2} MUFU.EX2")


if __name__ == "__main__":
    if sys.argv[1] == "ncu":
        ncu(sys.argv[2], sys.argv[3])
    else:
        sass(sys.argv[2])
