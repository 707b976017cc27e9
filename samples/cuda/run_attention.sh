#!/usr/bin/env bash
# Builds the attention kernels (attention_lib.cu: the layouts emitted from AttentionLayouts.java and the
# same written by hand) as a shared library for sm_90a and runs attention_bench.py: checks O and LSE of
# both against an FP32 reference on ragged, causal and grouped-query shapes, then times both beside
# PyTorch's scaled_dot_product_attention backends. Exit status 1 if any check fails.
#   samples/cuda/run_attention.sh [CUTLASS_INCLUDE] [check|time|all|profile]
# profile: one launch each of the persistent kernel (policy 3) and the per-tile one (policy 0), or
# of the policies POLICIES=0,6 names, then cuDNN's, on four shapes (HEAD_DIMS=128 keeps D 128's)
# under Nsight Compute (ncu --clock-control none: the card's own clocks), the report
# and its raw CSV under $OUT (or samples/cuda/build/profile), a summary per launch printed
# (attention_profile.py), and the SASS's HGMMA and MUFU.EX2 counts where cuobjdump is found.
# The headers are made where Java is (HEADERS_ONLY=1 stops after them); a GPU machine gets
# samples/cuda/build/classes/cute carried, and LIB=path uses a library built elsewhere (then no
# headers are needed: LIB=.gpu/libattention.so samples/cuda/run_attention.sh "" profile).
set -euo pipefail
cd "$(dirname "$0")/../.."
cutlass=${1:-}
for c in "$cutlass" third_party_cutlass/include ../shared/third_party/cutlass/include; do
  [[ -n "$c" && -f "$c/cute/tensor.hpp" ]] && { cutlass=$c; break; }
done
build=samples/cuda/build
if [[ -z "${LIB:-}" && ! -f "$build/classes/cute/dev/strided/samples/cuda/SmemV128.hpp" ]]; then
  mkdir -p "$build/classes"
  jar() { echo "$1/target/strided-$1-0.1.0-SNAPSHOT.jar"; }
  if [[ ! -f $(jar processor) || ! -f $(jar runtime) || ! -f $(jar render) ]]; then
    mvn -B -q -DskipTests package -pl processor -am
  fi
  javac -proc:only -Astrided.cute=true \
    -processorpath "$(jar processor):$(jar core):$(jar runtime):$(jar render):$(jar annotations)" \
    -cp "$(jar annotations):$(jar runtime):$(jar core)" \
    -d "$build/classes" -s "$build/classes" samples/cuda/AttentionLayouts.java
fi
[[ ${HEADERS_ONLY:-0} == 1 ]] && exit 0
lib=${LIB:-}
if [[ -z "$lib" ]]; then
  [[ -f "$cutlass/cute/tensor.hpp" ]] || { echo "no CuTe headers: pass a CUTLASS include folder" >&2; exit 2; }
  lib=$build/libattention.so
  nvcc -std=c++17 -O3 -gencode=arch=compute_90a,code=sm_90a --expt-relaxed-constexpr -Xptxas -v \
    -I"$build/classes/cute" -Isamples/cuda -I"$cutlass" -shared -Xcompiler -fPIC \
    samples/cuda/attention_lib.cu -o "$lib" 2>&1 | grep -E "registers|spill" || true
fi
if [[ ${2:-all} == profile ]]; then
  out=${OUT:-$build/profile}
  mkdir -p "$out"
  ncu=(ncu --clock-control none --profile-from-start off --target-processes all
       --section SpeedOfLight --section ComputeWorkloadAnalysis --section LaunchStats
       --section Occupancy --section SchedulerStats --section WarpStateStats)
  tensor='regex:^sm__pipe_tensor.*cycles_active\.avg\.pct_of_peak_sustained_(active|elapsed)$'
  xu='sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active'
  bench=(python3 samples/cuda/attention_bench.py "$lib" profile)
  # a metric name this ncu does not know fails the whole run: then again with the sections only
  if ! "${ncu[@]}" --metrics "$tensor,$xu" -f -o "$out/attention" "${bench[@]}" > "$out/launches.txt" 2> "$out/ncu.log"; then
    echo "ncu with the extra metrics failed ($(grep -h -m1 -i error "$out/ncu.log" "$out/launches.txt" || true)); sections only"
    "${ncu[@]}" -f -o "$out/attention" "${bench[@]}" > "$out/launches.txt" 2> "$out/ncu.log" ||
      { tail -20 "$out/ncu.log"; exit 1; }
  fi
  ncu --import "$out/attention.ncu-rep" --csv --page raw > "$out/raw.csv"
  cat "$out/launches.txt"
  python3 samples/cuda/attention_profile.py ncu "$out/raw.csv" "$out/launches.txt"
  if command -v cuobjdump > /dev/null; then
    cuobjdump -sass "$lib" > "$out/attention.sass" && python3 samples/cuda/attention_profile.py sass "$out/attention.sass"
  fi
  exit 0
fi
PYTHONUNBUFFERED=1 python3 samples/cuda/attention_bench.py "$lib" "${2:-all}"
