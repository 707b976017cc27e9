#!/usr/bin/env bash
# Runs the JMH benchmarks of the benchmarks module and summarises them.
#
#   scripts/bench.sh quick            # < 5 minutes: index, transpose, algebra, processor at N = 100;
#                                     #   short iterations, 1 fork: a smoke run, the errors are wide
#   scripts/bench.sh full             # ~1 hour: 2 forks, 1 s iterations, also the 1-D index,
#                                     #   growth over 1..6 leaves and the processor at N = 500, 1000
#   scripts/bench.sh quick 'Index'    # only benchmarks whose name matches the regex
#
# Results: benchmarks/target/results/<mode>-<time>/ (one CSV and one log per group) and the
# summary (ratios, GB/s, processor ms per type) on stdout and in summary.txt there.
# Set BENCH_NO_BUILD=1 to reuse an existing benchmarks/target/benchmarks.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-quick}"
filter="${2:-.}"
case "$mode" in
  quick)
    timing=(-f 1 -wi 2 -w 300ms -i 3 -r 300ms)
    javac_timing=(-f 1 -wi 4 -i 4 -p n=100)
    only='^(index|transpose|algebra|javac)$'
    ;;
  full)
    timing=(-f 2 -wi 5 -w 1s -i 5 -r 1s)
    javac_timing=(-f 1 -wi 10 -i 15 -p n=100,500,1000)
    only='.'
    ;;
  *)
    echo "usage: scripts/bench.sh quick|full [regex]" >&2
    exit 2
    ;;
esac
if [[ -z "${BENCH_NO_BUILD:-}" ]]; then
  mvn -B -q -pl benchmarks -am -DskipTests package
fi
# run from a copy so that a rebuild during the run cannot change the jar under JMH's forks
out="benchmarks/target/results/$mode-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
cp benchmarks/target/benchmarks.jar "$out/benchmarks.jar"
jar="$out/benchmarks.jar"
{
  echo "mode: $mode   filter: $filter   date: $(date -u)"
  echo "java: $(java -version 2>&1 | head -1)   cpus: $(nproc)   load: $(cut -d' ' -f1-3 /proc/loadavg)"
  grep -m1 'model name' /proc/cpuinfo || true
} | tee "$out/machine.txt"

run() { # group-name jmh-regex extra-args...
  local name="$1" regex="$2"
  shift 2
  if ! echo "$name" | grep -Eq -- "$only" \
      || { ! echo "$regex" | grep -Eq -- "$filter" && ! echo "$name" | grep -Eq -- "$filter"; }; then
    return 0
  fi
  echo "== $name: java -jar benchmarks.jar '$regex' $*" | tee -a "$out/commands.txt"
  java -jar "$jar" "$regex" "$@" -rf csv -rff "$out/$name.csv" > "$out/$name.log" 2>&1 \
    || { tail -20 "$out/$name.log"; exit 1; }
  sed -n '/^Benchmark /,$p' "$out/$name.log" | grep -Ev ':gc\.(alloc\.rate|count|time) '
}

run index 'benchmarks\.IndexBenchmark\.' "${timing[@]}" -prof gc
run index1d 'benchmarks\.Index1DBenchmark\.' "${timing[@]}" -prof gc
run transpose 'benchmarks\.TransposeBenchmark\.' "${timing[@]}"
run growth 'benchmarks\.GrowthIndex(1D)?Benchmark\.' "${timing[@]}"
run algebra 'benchmarks\.AlgebraBenchmark\.' "${timing[@]}" -prof gc
run algebra-growth 'benchmarks\.AlgebraGrowthBenchmark\.' "${timing[@]}" -prof gc
run javac 'benchmarks\.ProcessorCostBenchmark\.' "${javac_timing[@]}"

scripts/bench-summary.sh "$out" | tee "$out/summary.txt"
