#!/usr/bin/env bash
# strided-vector's figures in one run: numpy's single-threaded SGEMM, then JMH's SGEMM (strided,
# hand-written, EJML), shapes and two threads, copy and transpose, then numpy again; the load
# before and after each group. Sample mode: p0.00 is the fastest call, the least disturbed by other
# processes on a shared machine; p0.50 the median.
#
#   mvn -B -q -o -pl benchmarks -am -DskipTests package && benchmarks/vector-bench.sh
#
# Results: benchmarks/target/results/vector-<time>/ (run.log, one CSV per group).
set -euo pipefail
cd "$(dirname "$0")/.."
out="benchmarks/target/results/vector-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
cp benchmarks/target/benchmarks.jar "$out/benchmarks.jar"
timing=(-bm sample -tu ms -f 1 -wi 3 -w 1s -i 5 -r 2s)
load() { echo "load $1: $(cut -d' ' -f1-3 /proc/loadavg)"; }
group() { # name regex
  load "before $1"
  env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE java -jar "$out/benchmarks.jar" "$2" "${timing[@]}" \
    -rf csv -rff "$out/$1.csv" 2>&1 \
    | sed -n '/^Benchmark /,$p' | grep -Ev ':p(0\.9|1\.00)'
  load "after $1"
}
{
  java -version 2>&1 | head -1
  grep -m1 'model name' /proc/cpuinfo || true
  benchmarks/numpy-sgemm.sh
  group sgemm 'SgemmBenchmark|OpenBlasSgemmBenchmark'
  benchmarks/numpy-sgemm.sh 1024
  group shapes 'SgemmShapesBenchmark'
  group copy 'VectorCopyBenchmark'
  # Same-process and side-by-side ratios by CPU time, for a loaded machine (BENCHMARKS.md 11).
  java --add-modules jdk.incubator.vector -cp "$out/benchmarks.jar" \
    dev.strided.benchmarks.CopyInterleaved 20 2>&1 | grep -v WARNING
  # Loops over views, their locals form and the named layout's index, by CPU time (BENCHMARKS.md 12).
  load "before view loops"
  java -cp "$out/benchmarks.jar" dev.strided.benchmarks.ViewLoopsInterleaved 1000
  for nr in 512:60 1024:30 2048:8; do
    load "before side by side ${nr%:*}"
    benchmarks/numpy-sgemm.sh "${nr%:*}" &
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE java \
      --add-modules jdk.incubator.vector,jdk.incubator.foreign --enable-native-access=ALL-UNNAMED \
      -cp "$out/benchmarks.jar" \
      dev.strided.benchmarks.SgemmInterleaved "${nr%:*}" "${nr#*:}" 2>&1 | grep -v WARNING
    wait
  done
} 2>&1 | tee "$out/run.log"
