#!/usr/bin/env bash
# Builds and runs the header-driven CUDA SGEMM on a GPU: the Strided processor emits the CuTe headers of
# SgemmLayouts.java (and Sm90GemmLayouts.java, for run_sm90.sh; HEADERS_ONLY=1 stops there), nvcc compiles the kernel against them (sm_90), and the program checks C against
# cuBLAS (pedantic FP32) within 1e-4 of max|C| and prints TFLOP/s of the header-driven kernel, the same
# kernel with hand-written layouts, and cuBLAS; sizes that are not tile multiples run the masked
# kernels (guards from the masked layouts' headers). The headers are made once (Java and Maven needed);
# a machine without Java gets samples/cuda/build/classes/cute copied from one that has it.
#   samples/cuda/run.sh [CUTLASS_INCLUDE]   (default: ../shared/third_party/cutlass/include, or
#                                            third_party_cutlass/include in the checkout)
set -euo pipefail
cd "$(dirname "$0")/../.."
cutlass=${1:-}
for c in "$cutlass" third_party_cutlass/include ../shared/third_party/cutlass/include; do
  [[ -n "$c" && -f "$c/cute/tensor.hpp" ]] && { cutlass=$c; break; }
done
[[ -f "$cutlass/cute/tensor.hpp" ]] || { echo "no CuTe headers: pass a CUTLASS include folder" >&2; exit 2; }
build=samples/cuda/build
if [[ ! -f "$build/classes/cute/dev/strided/samples/cuda/CtaA.hpp" || \
      ! -f "$build/classes/cute/dev/strided/samples/cuda/SmemABf16.hpp" ]]; then  # a GPU machine gets them carried
mkdir -p "$build/classes"
jar() { echo "$1/target/strided-$1-0.1.0-SNAPSHOT.jar"; }
if [[ ! -f $(jar processor) || ! -f $(jar runtime) || ! -f $(jar render) ]]; then
  mvn -B -q -DskipTests package -pl processor -am
fi
headers() {  # the processor path is the processor's jar and what it depends on, as Maven resolves it
  javac -proc:only -Astrided.cute=true \
    -processorpath "$(jar processor):$(jar core):$(jar runtime):$(jar render):$(jar annotations)" \
    -cp "$(jar annotations):$(jar runtime):$(jar core)" \
    -d "$build/classes" -s "$build/classes" "$@"
}
headers samples/src/main/java/dev/strided/samples/cuda/SgemmLayouts.java
headers samples/cuda/Sm90GemmLayouts.java
fi
[[ ${HEADERS_ONLY:-0} == 1 ]] && exit 0
nvcc -std=c++17 -O3 -arch=sm_90 --expt-relaxed-constexpr -I"$build/classes/cute" -Isamples/cuda \
  -I"$cutlass" samples/cuda/sgemm.cu -lcublas -o "$build/sgemm"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
# tile multiples (the unmasked kernels), then sizes that are not (the masked ones), then a multiple
# through the masked kernels (what the guards cost)
for size in "4096 4096 4096" "2048 2048 2048" "8192 8192 8192" "3072 1024 1536" "1024 4096 520" \
    "4095 4097 4093" "500 70 33" "1000 1000 1000" "129 257 9" "1 1 1" "4096 4096 4096 20 masked"; do
  set -- $size
  "$build/sgemm" "$1" "$2" "$3" "${4:-20}" ${5:-}
done
