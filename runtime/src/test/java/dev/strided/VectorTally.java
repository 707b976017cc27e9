package dev.strided;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** Counts agreement of one operation with a reference file, and the reasons for skipping. */
final class VectorTally {
  static final List<String> SUMMARY = new ArrayList<>();

  private final String name;
  private int matched;
  private int matchedUpToUnitModes;
  private int rejected;
  private final Map<String, Integer> skipped = new TreeMap<>();
  private final List<String> failures = new ArrayList<>();

  VectorTally(String name) {
    this.name = name;
  }

  /** The result must print as {@code expected} (after {@code normalize}). */
  void expect(String where, String expected, Supplier<String> run) {
    try {
      String got = run.get();
      if (expected.equals(got)) {
        matched++;
      } else {
        failures.add(where + ": expected " + expected + ", got " + got);
      }
    } catch (RuntimeException e) {
      failures.add(where + ": expected " + expected + ", threw " + e);
    }
  }

  /**
   * By value, for pycute: equal as printed, or equal once the strides of extent-1 modes (which never
   * affect an index) are set to 0 on both sides — pycute writes 0 there where C++ keeps a stride.
   */
  void expectUpToUnitModes(String where, String expected, Supplier<String> run) {
    try {
      String got = run.get();
      if (expected.equals(got)) {
        matched++;
      } else if (unitStridesZeroed(expected).equals(unitStridesZeroed(got))) {
        matchedUpToUnitModes++;
      } else {
        failures.add(where + ": expected " + expected + ", got " + got);
      }
    } catch (RuntimeException e) {
      failures.add(where + ": expected " + expected + ", threw " + e);
    }
  }

  static String unitStridesZeroed(String layout) {
    dev.strided.Layout l = dev.strided.Layout.parse(layout);
    java.util.List<dev.strided.IntTuple.Int> shape = l.shape().flatten();
    dev.strided.IntTuple.Int[] stride = l.stride().flatten().toArray(new dev.strided.IntTuple.Int[0]);
    for (int k = 0; k < stride.length; k++) {
      if (shape.get(k).value() == 1) {
        stride[k] = dev.strided.IntTuple.of(0);
      }
    }
    return l.shape() + ":" + Arrays.toString(stride);
  }

  /** The operation must throw IllegalArgumentException. */
  void expectRejected(String where, String why, Supplier<String> run) {
    try {
      failures.add(where + ": expected IllegalArgumentException (" + why + "), got " + run.get());
    } catch (IllegalArgumentException e) {
      rejected++;
    }
  }

  void skip(String reason) {
    skipped.merge(reason, 1, Integer::sum);
  }

  void fail(String message) {
    failures.add(message);
  }

  void finish() {
    SUMMARY.add(String.format("%-30s matched %4d (+%d equal up to strides of extent-1 modes), "
        + "rejected %3d, skipped %s, failed %d", name, matched, matchedUpToUnitModes, rejected,
        skipped, failures.size()));
    assertTrue(failures.isEmpty(), name + ": " + failures.size() + " disagreements:\n"
        + String.join("\n", failures.subList(0, Math.min(30, failures.size()))));
    assertTrue(matched + matchedUpToUnitModes + rejected > 0, name + ": nothing compared");
  }
}
