#!/usr/bin/env bash
# Summarises a results directory of scripts/bench.sh: ratios within one JMH run (errors propagated
# from JMH's 99.9% intervals, relative errors added in quadrature), GB/s of the transpose kernel,
# and the processor's milliseconds per annotated type over a plain compile.
#   scripts/bench-summary.sh benchmarks/target/results/quick-20261130T143000Z
set -euo pipefail
dir="${1:?usage: scripts/bench-summary.sh RESULTS_DIR}"
cat "$dir"/*.csv 2>/dev/null | tr -d '"\r' | awk -F, '
  $1 == "Benchmark" { next }
  {
    name = $1; sub(/^dev\.strided\.benchmarks\./, "", name)
    key = name; for (i = 8; i <= NF; i++) if ($i != "") key = key "|" $i
    score[key] = $5; err[key] = ($6 == "NaN" ? 0 : $6); unit[key] = $7; seen[key] = 1
  }
  function ratio(a, b,   r, ra, rb) {
    r = score[a] / score[b]; ra = err[a] / score[a]; rb = err[b] / score[b]
    return sprintf("%.3f ± %.3f", r, r * sqrt(ra * ra + rb * rb))
  }
  function val(k) { return (k in seen) ? sprintf("%.3f ± %.3f", score[k], err[k]) : "-" }
  function alloc(k,   i, g) {
    i = index(k, "|"); g = (i ? substr(k, 1, i - 1) ":gc.alloc.rate.norm" substr(k, i) : k ":gc.alloc.rate.norm")
    return (g in seen) ? sprintf("%.1f", score[g]) : "-"
  }
  END {
    split("rowMajor nested gemmTile nz", layouts, " ")
    for (c = 1; c <= 2; c++) {
      cls = (c == 1 ? "IndexBenchmark" : "Index1DBenchmark")
      if (!((cls ".generated|" layouts[1]) in seen)) continue
      print "\n" cls " (ns/op; B/op from -prof gc)"
      printf "%-9s %-16s %-16s %-16s %-20s %-15s %-9s %s\n", "layout", "generated (a)", "hand (b)", "dynamic (c)", "runtime (d)", "a/b", "d/a", "B/op a,b,c,d"
      for (l = 1; l <= 4; l++) {
        g = cls ".generated|" layouts[l]; h = cls ".hand|" layouts[l]
        d = cls ".dynamic|" layouts[l]; r = cls ".runtime|" layouts[l]
        printf "%-9s %-16s %-16s %-16s %-20s %-15s %-9s %s,%s,%s,%s\n", layouts[l], val(g), val(h),
          val(d), val(r), ratio(g, h), sprintf("%.1f", score[r] / score[g]),
          alloc(g), alloc(h), alloc(d), alloc(r)
      }
    }
    if (("TransposeBenchmark.hand|512") in seen) {
      print "\nTransposeBenchmark (n×n floats, 8·n² bytes moved per op; GB/s = 8·n²/(µs/op)/1000)"
      split("generatedStatic hand generatedDynamic runtime", ks, " ")
      for (n = 512; n <= 1024; n *= 2) for (k = 1; k <= 4; k++) {
        key = "TransposeBenchmark." ks[k] "|" n
        if (!(key in seen)) continue
        gb = 8 * n * n / score[key] / 1000
        printf "n=%-5d %-17s %12.1f ± %-9.1f us/op  %7.3f GB/s (± %.3f)\n", n, ks[k], score[key], err[key], gb, gb * err[key] / score[key]
      }
    }
    if (("GrowthIndexBenchmark.generated|1") in seen || ("GrowthIndex1DBenchmark.generated|1") in seen) {
      print "\nGrowth (ns/op per index; leaves k = 1..6)"
      printf "%-3s %-16s %-18s %-16s %-18s\n", "k", "generated(c0,c1)", "runtime(c0,c1)", "generated(c)", "runtime(c)"
      for (k = 1; k <= 6; k++) if (("GrowthIndexBenchmark.generated|" k) in seen || ("GrowthIndex1DBenchmark.generated|" k) in seen)
        printf "%-3d %-16s %-18s %-16s %-18s\n", k, val("GrowthIndexBenchmark.generated|" k), val("GrowthIndexBenchmark.runtime|" k),
          val("GrowthIndex1DBenchmark.generated|" k), val("GrowthIndex1DBenchmark.runtime|" k)
    }
    split("compose complement logicalDivide coalesce rightInverse", ops, " ")
    if (("AlgebraBenchmark.compose|0|") in seen || ("AlgebraBenchmark.compose|0") in seen) {
      print "\nAlgebraBenchmark (ns/op ± error, B/op), cases c = 0..3"
      printf "%-14s %-28s %-28s %-28s %-28s\n", "operation", "c=0", "c=1", "c=2", "c=3"
      for (o = 1; o <= 5; o++) {
        line = sprintf("%-14s", ops[o])
        for (c = 0; c <= 3; c++) {
          key = "AlgebraBenchmark." ops[o] "|" c; if (!(key in seen)) key = key "|"
          line = line sprintf(" %-28s", val(key) " (" alloc(key) " B)")
        }
        print line
      }
    }
    if (("AlgebraGrowthBenchmark.compose||1") in seen || ("AlgebraGrowthBenchmark.compose|1") in seen) {
      print "\nAlgebraGrowthBenchmark (ns/op ± error) by leaves k"
      line = sprintf("%-14s", "operation"); for (k = 1; k <= 6; k++) line = line sprintf(" %-22s", "k=" k); print line
      for (o = 1; o <= 5; o++) {
        line = sprintf("%-14s", ops[o])
        for (k = 1; k <= 6; k++) {
          key = "AlgebraGrowthBenchmark." ops[o] "||" k; if (!(key in seen)) key = "AlgebraGrowthBenchmark." ops[o] "|" k
          line = line sprintf(" %-22s", val(key))
        }
        print line
      }
    }
    if (("ProcessorCostBenchmark.plain|strided|100") in seen) {
      print "\nProcessor cost (ms per compile of n classes; per type = (processed - plain)/n,"
      print "of which compiling the generated code = (pregenerated - plain)/n)"
      printf "%-10s %-5s %-20s %-20s %-20s %-16s %s\n", "kind", "n", "plain", "pregenerated", "processed", "ms per type", "of which generated code"
      for (n = 100; n <= 1000; n += (n == 100 ? 400 : 500)) {
        for (k = 1; k <= 2; k++) {
          kind = (k == 1 ? "strided" : "autovalue")
          a = "ProcessorCostBenchmark.plain|" kind "|" n; b = "ProcessorCostBenchmark.processed|" kind "|" n
          g = "ProcessorCostBenchmark.pregenerated|" kind "|" n
          if (!(a in seen) || !(b in seen)) continue
          per[kind] = (score[b] - score[a]) / n; perr[kind] = sqrt(err[a] ^ 2 + err[b] ^ 2) / n
          gen = (g in seen) ? sprintf("%.2f ± %.2f", (score[g] - score[a]) / n, sqrt(err[a] ^ 2 + err[g] ^ 2) / n) : "-"
          printf "%-10s %-5d %-20s %-20s %-20s %-16s %s\n", kind, n, val(a), (g in seen) ? val(g) : "-", val(b),
            sprintf("%.2f ± %.2f", per[kind], perr[kind]), gen
        }
        if (("strided" in per) && ("autovalue" in per) && per["autovalue"] > 0)
          printf "           n=%d: Strided / AutoValue per-type overhead = %.2f\n", n, per["strided"] / per["autovalue"]
        delete per
      }
    }
  }'
