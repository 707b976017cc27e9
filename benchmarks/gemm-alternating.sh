#!/usr/bin/env bash
# One-thread GEMM against OpenBLAS as forks in alternation: each repetition runs, per size, one
# JMH fork of OpenBLAS, Gemm.gemm and the hand-written GEMM pinned to CPU 0, and one unpinned fork
# of Gemm.gemm on two threads, so that a slow minute on a shared host falls on every case alike.
# OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE are unset for these commands only (OpenBLAS picks its own
# kernel and prints it), and OPENBLAS_NUM_THREADS=1 keeps its idle pool threads off the pinned CPU.
#
#   benchmarks/gemm-alternating.sh OUT_DIR [REPETITIONS [SIZES...]]   # defaults: 3, 512 1024 2048
#
# Writes OUT_DIR/<case>-<n>-<repetition>.json (JMH's JSON, one fork each) and .txt (its log).
set -euo pipefail
out=${1:?usage: gemm-alternating.sh OUT_DIR [REPETITIONS [SIZES...]]}
reps=${2:-3}
shift $(( $# < 2 ? $# : 2 ))
sizes=("${@:-512 1024 2048}")
jar=benchmarks/target/benchmarks.jar
flags=(-f 1 -wi 5 -w 1s -i 10 -r 1s)
mkdir -p "$out"
echo "$(date -u) load $(cut -d' ' -f1-3 /proc/loadavg)"
for rep in $(seq "$reps"); do
  for n in ${sizes[*]}; do
    for case in openBlas:'OpenBlasSgemmBenchmark\.openBlas$' strided:'SgemmBenchmark\.strided$' \
        handWritten:'SgemmBenchmark\.handWritten$'; do
      taskset -c 0 env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \
        java -jar "$jar" "${case#*:}" -p n="$n" "${flags[@]}" -rf json \
        -rff "$out/${case%%:*}-$n-$rep.json" > "$out/${case%%:*}-$n-$rep.txt" 2>&1
    done
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE java -jar "$jar" 'SgemmBenchmark\.stridedTwoThreads$' \
      -p n="$n" "${flags[@]}" -rf json -rff "$out/twoThreads-$n-$rep.json" > "$out/twoThreads-$n-$rep.txt" 2>&1
  done
done
echo "$(date -u) load $(cut -d' ' -f1-3 /proc/loadavg)"
