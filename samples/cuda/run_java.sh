#!/usr/bin/env bash
# Runs the Hopper GEMM and the SIMT SGEMM launched from Java (samples/cuda/java/Sm90GemmFromJava.java, through
# strided-cuda) beside the same kernel launched from C++ (sm90_gemm) and cuBLAS, on an sm_90 GPU, and
# compares the host's launch cost (10^4 empty launches). Where Java is (this machine), it packs what a
# GPU machine without Java needs into .gpu/ (git ignores it): a jlink'd JDK 25, CUTLASS's include,
# the jars, the emitted headers and the kernel's cubin (nvcc, sm_90a); on the GPU machine it runs.
#   samples/cuda/run_java.sh pack [CUTLASS_INCLUDE]     (here; then carry .gpu)
#   samples/cuda/run_java.sh run                        (on the GPU machine, from the checkout;
#                                                        SIZES="M N K iterations,...", SIMT_SIZES=...,
#                                                        TURNS=3)
#   samples/cuda/run_java.sh attention [RUNS...]        (on the GPU machine: the attention kernel launched
#                                                        from Java beside its C++ launch,
#                                                        samples/cuda/java/AttentionFromJava.java)
# pack also builds the attention kernel's cubin (attention_java.cu) and its C++ library
# (attention_lib.cu, as run_attention.sh does), both for sm_90a.
set -euo pipefail
cd "$(dirname "$0")/../.."
flags=(-std=c++17 -O3 --expt-relaxed-constexpr -Isamples/cuda/build/classes/cute -Isamples/cuda)
if [[ ${1:-} == pack ]]; then
  cutlass=${2:-../shared/third_party/cutlass/include}
  jdk=${JDK25:-$(ls -d /usr/lib/jvm/temurin-25* | head -1)}
  HEADERS_ONLY=1 samples/cuda/run.sh "$cutlass"
  HEADERS_ONLY=1 samples/cuda/run_attention.sh "$cutlass"
  JAVA_HOME=$jdk mvn -B -q -DskipTests package -pl cuda -am
  JAVA_HOME=$jdk mvn -B -q -o test-compile -pl test-support,cuda
  mkdir -p .gpu/lib .gpu/classes && rm -rf .gpu/jre25 .gpu/classes/*
  cp cuda/target/strided-cuda-*.jar runtime/target/strided-runtime-*.jar core/target/strided-core-*.jar .gpu/lib/
  "$jdk/bin/javac" -d .gpu/classes -cp ".gpu/lib/*" samples/cuda/java/*.java
  rm -rf .gpu/testlib && mkdir -p .gpu/testlib && cp -r cuda/target/test-classes .gpu/testlib/classes
  JAVA_HOME=$jdk mvn -B -q -pl cuda dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$PWD/.gpu/testlib/cp.txt"
  tr ':' '\n' < .gpu/testlib/cp.txt | grep -v '/dev/strided/' | xargs -I{} cp {} .gpu/testlib/
  "$jdk/bin/jlink" --add-modules java.base,java.logging,jdk.unsupported --strip-debug --no-header-files \
    --no-man-pages --compress zip-9 --output .gpu/jre25
  tar czf .gpu/jre25.tgz -C .gpu jre25 && rm -rf .gpu/jre25
  tar czf .gpu/cutlass.tgz -C "$cutlass/.." include
  tar czf .gpu/headers.tgz samples/cuda/build/classes/cute
  nvcc "${flags[@]}" -I"$cutlass" -cubin -gencode=arch=compute_90a,code=sm_90a \
    samples/cuda/sm90_gemm_java.cu -o .gpu/sm90_gemm_java.cubin
  nvcc "${flags[@]}" -I"$cutlass" -cubin -gencode=arch=compute_90a,code=sm_90a \
    samples/cuda/attention_java.cu -o .gpu/attention_java.cubin
  nvcc "${flags[@]}" -I"$cutlass" -gencode=arch=compute_90a,code=sm_90a -shared -Xcompiler -fPIC \
    samples/cuda/attention_lib.cu -o .gpu/libattention.so
  exit 0
fi
if [[ ${1:-} == attention ]]; then
  shift
  [[ -x /tmp/jre25/bin/java ]] || tar xzf .gpu/jre25.tgz -C /tmp
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
  # kernels' code loaded with their module, not at first launch: the driver's free memory then
  # counts only what the runs allocate (AttentionFromJava's leak check)
  export CUDA_MODULE_LOADING=EAGER
  exec /tmp/jre25/bin/java --enable-native-access=ALL-UNNAMED -cp ".gpu/classes:.gpu/lib/*" \
    dev.strided.samples.cuda.AttentionFromJava .gpu/attention_java.cubin .gpu/libattention.so "$@"
fi
[[ ${1:-} == run ]] || { echo "usage: run_java.sh pack [CUTLASS_INCLUDE] | run | attention [RUNS...]" >&2; exit 2; }
out=${OUT:-/tmp/out}; mkdir -p "$out" /tmp/cutlass
tar xzf .gpu/jre25.tgz -C /tmp && tar xzf .gpu/cutlass.tgz -C /tmp/cutlass && tar xzf .gpu/headers.tgz
cuda=${CUDA_HOME:-/usr/local/cuda}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
nvcc "${flags[@]}" -I/tmp/cutlass/include -gencode=arch=compute_90a,code=sm_90a samples/cuda/sm90_gemm.cu \
  -lcublas -o /tmp/sm90_gemm &
nvcc "${flags[@]}" -I/tmp/cutlass/include -arch=sm_90 samples/cuda/sgemm.cu -lcublas -o /tmp/sgemm &
nvcc -O3 -arch=sm_90 samples/cuda/launch_overhead.cu -lcuda -o /tmp/launch_overhead
java=(/tmp/jre25/bin/java --enable-native-access=ALL-UNNAMED -cp ".gpu/classes:.gpu/lib/*"
  dev.strided.samples.cuda.Sm90GemmFromJava)
IFS=, read -ra sizes <<< "${SIZES:-4096 4096 4096 20,8192 8192 8192 10,2048 2048 2048 20,4095 4097 4093 20,1000 1000 1000 20,129 257 64 20,1 1 1 20}"
runs=()
for p in bf16 tf32 bf16out; do for s in "${sizes[@]}"; do runs+=($p $s); done; done
IFS=, read -ra simt <<< "${SIMT_SIZES:-4096 4096 4096 20,8192 8192 8192 5,2048 2048 2048 20,4095 4097 4093 20,1000 1000 1000 20,129 257 9 20,1 1 1 20}"
for s in "${simt[@]}"; do runs+=(simt $s); done
status=0
"${java[@]}" .gpu/sm90_gemm_java.cubin "${runs[@]}" 2>&1 | tee "$out/java.txt" || status=1
wait
/tmp/launch_overhead | tee -a "$out/java.txt"
for p in bf16 tf32 bf16out; do for s in "${sizes[@]}"; do
  /tmp/sm90_gemm $p $s 2>&1 | tee -a "$out/cxx.txt" || status=1
done; done
for s in "${simt[@]}"; do /tmp/sgemm $s 2>&1 | tee -a "$out/cxx.txt" || status=1; done
# the 4096 and 8192 runs again, C++ and Java in turn three times: the card's clock drifts by the minute
big=(bf16 4096 4096 4096 20 bf16 8192 8192 8192 10 tf32 4096 4096 4096 20 tf32 8192 8192 8192 10
  bf16out 4096 4096 4096 20 bf16out 8192 8192 8192 10)
for ((turn = 0; turn < ${TURNS:-3}; turn++)); do
  for ((i = 0; i < ${#big[@]}; i += 5)); do
    /tmp/sm90_gemm ${big[i]} ${big[i+1]} ${big[i+2]} ${big[i+3]} ${big[i+4]} 2>&1 | tee -a "$out/turns.txt"
  done
  "${java[@]}" .gpu/sm90_gemm_java.cubin "${big[@]}" 2>&1 | tee -a "$out/turns.txt" || status=1
  /tmp/launch_overhead | tee -a "$out/turns.txt"
done
/tmp/jre25/bin/java --enable-native-access=ALL-UNNAMED \
  -cp ".gpu/testlib/classes:.gpu/testlib/*:.gpu/lib/*" dev.strided.cuda.GpuTestMain 2>&1 \
  | tee "$out/gputest.txt" || status=1
nvrtc="samples/cuda/build/classes/cute:samples/cuda:/tmp/cutlass/include:$cuda/include:$cuda/include/cccl"
LD_LIBRARY_PATH=$cuda/lib64:${LD_LIBRARY_PATH:-} "${java[@]}" "nvrtc:$nvrtc" bf16 2048 2048 2048 5 \
  2>&1 | tail -40 | tee "$out/nvrtc.txt" || true
exit $status
