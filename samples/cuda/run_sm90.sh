#!/usr/bin/env bash
# Builds and runs the Hopper tensor-core GEMM (sm90_gemm.cu) on an sm_90 GPU: run.sh makes the headers
# of Sm90GemmLayouts.java (where Java is; a GPU machine gets samples/cuda/build/classes/cute carried),
# nvcc compiles the kernel for sm_90a against the layouts of header_layouts_sm90.hpp (from those
# headers) and hand_layouts_sm90.hpp, and the
# program checks every C against cuBLAS (and, on small sizes, the exact FP64 product) and prints
# TFLOP/s of the header-driven kernel, the hand-written one and cuBLAS, for BF16 (C in FP32), TF32
# and BF16 with C in BF16, on seven sizes, tile multiples and not. Exit status 1 if any check fails.
#   samples/cuda/run_sm90.sh [CUTLASS_INCLUDE]   (default: third_party_cutlass/include in the
#                                                 checkout, or ../shared/third_party/cutlass/include)
set -euo pipefail
cd "$(dirname "$0")/../.."
cutlass=${1:-}
for c in "$cutlass" third_party_cutlass/include ../shared/third_party/cutlass/include; do
  [[ -n "$c" && -f "$c/cute/tensor.hpp" ]] && { cutlass=$c; break; }
done
[[ -f "$cutlass/cute/tensor.hpp" ]] || { echo "no CuTe headers: pass a CUTLASS include folder" >&2; exit 2; }
build=samples/cuda/build
HEADERS_ONLY=1 samples/cuda/run.sh "$cutlass"  # the headers of Sm90GemmLayouts.java (needs Java once)
nvcc -std=c++17 -O3 -gencode=arch=compute_90a,code=sm_90a --expt-relaxed-constexpr \
  -I"$build/classes/cute" -Isamples/cuda -I"$cutlass" samples/cuda/sm90_gemm.cu -lcublas -o "$build/sm90_gemm"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
status=0
for precision in bf16 tf32 bf16out; do
  for size in "4096 4096 4096" "8192 8192 8192" "2048 2048 2048" "4095 4097 4093" "1000 1000 1000" \
      "129 257 64" "1 1 1"; do
    set -- $size
    iterations=20; [[ $1 == 8192 ]] && iterations=10
    "$build/sm90_gemm" "$precision" "$1" "$2" "$3" "$iterations" || status=1
  done
done
exit $status
