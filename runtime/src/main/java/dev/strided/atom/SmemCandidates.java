package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The candidates of {@link BankConflicts#smemFor} and the choice among them. A candidate is an
 * 8-row atom ({@link Atoms#atom}) tiled to the tile shape: K-major (mode 1 contiguous) or MN-major
 * (mode 0 contiguous), rows of 16, 32, 64 or 128 bytes, under {@code Sw<B,M,S>} with B from 0 to
 * 3, chunks of {@code 2^M} elements of at most 16 bytes, {@code S >= max(B, 1)}, and every bit the
 * swizzle reads inside the atom. The list starts with the GMMA atoms in the order of CUTLASS's
 * {@code ss_smem_selector} (MN-major, then K-major; SW128, SW64, SW32, INTER), the rest follow
 * (MN before K, wider rows, wider chunks, smaller shifts first). Candidates whose atom does not
 * divide the tile are left out.
 */
final class SmemCandidates {
  private SmemCandidates() {}

  private static final String[] GMMA_SWIZZLES = {"INTER", "SW32", "SW64", "SW128"};
  /** A type of each width CuTe defines the GMMA atoms for: the atom depends on the width only. */
  private static final Map<Integer, String> GMMA_TYPES = Map.of(8, "uint8_t", 16, "half_t",
      32, "float");

  /** One candidate atom: 8 rows of {@code row} elements along the contiguous mode, swizzled. */
  record Candidate(Major major, int row, SwizzledLayout atom, String gmmaName) {
    Swizzle swizzle() {
      return atom.swizzle();
    }

    SwizzledLayout layout(IntTuple tileShape) {
      return new SwizzledLayout(atom.swizzle(), atom.offset(), atom.layout().tileToShape(tileShape));
    }

    @Override
    public String toString() {
      return atom + (gmmaName == null ? "" : ", " + gmmaName);
    }
  }

  static List<Candidate> candidates(IntTuple tileShape, int valueBits) {
    if (tileShape == null || tileShape.rank() < 2) {
      throw new IllegalArgumentException("smem_for needs a tile shape of rank 2 or more, (m, n) or"
          + " (m, n, stages), got " + tileShape);
    }
    int bytes = Math.max(1, valueBits / 8);
    int chunkBits = Integer.numberOfTrailingZeros(16 / bytes);
    int m = tileShape.get(0).size();
    int n = tileShape.get(1).size();
    List<Candidate> all = new ArrayList<>();
    String type = GMMA_TYPES.get(valueBits);
    for (Major major : new Major[] {Major.MN, Major.K}) {
      for (int b = 3; b >= 0 && type != null; b--) {
        String name = "GMMA::Layout_" + major + "_" + GMMA_SWIZZLES[b] + "_Atom";
        add(all, new Candidate(major, (16 << b) / bytes, Atoms.gmmaLayout(name + "<" + type + ">"),
            name + " of " + valueBits + "-bit values"), m, n);
      }
    }
    for (Major major : new Major[] {Major.MN, Major.K}) {
      for (int rowBytes = 128; rowBytes >= 16; rowBytes /= 2) {
        int row = rowBytes / bytes;
        int atomBits = Integer.numberOfTrailingZeros(8 * row);
        add(all, new Candidate(major, row, Atoms.atom(major, row, new Swizzle(0, 0, 0)), null), m,
            n);
        for (int b = 1; b <= 3; b++) {
          for (int chunk = chunkBits; chunk >= 0; chunk--) {
            for (int s = b; chunk + s + b <= atomBits; s++) {
              add(all, new Candidate(major, row, Atoms.atom(major, row, new Swizzle(b, chunk, s)),
                  null), m, n);
            }
          }
        }
      }
    }
    return all;
  }

  /** Adds a candidate that divides the tile and maps as no earlier one does. */
  private static void add(List<Candidate> all, Candidate c, int m, int n) {
    int contiguous = c.major() == Major.K ? n : m;
    int other = c.major() == Major.K ? m : n;
    if (c.row() < 1 || contiguous % c.row() != 0 || other % 8 != 0) {
      return;
    }
    for (Candidate earlier : all) {
      boolean sameAtom = earlier.major() == c.major() && earlier.row() == c.row();
      if (sameAtom && (earlier.swizzle().equals(c.swizzle())
          || earlier.swizzle().bits() == 0 && c.swizzle().bits() == 0)) {
        return;
      }
    }
    all.add(c);
  }

  static SmemChoice choose(IntTuple tileShape, TiledCopy... copies) {
    if (copies == null || copies.length == 0) {
      throw new IllegalArgumentException("smem_for needs at least one copy that writes or reads"
          + " the tile");
    }
    int valueBits = -1;
    for (int i = 0; i < copies.length; i++) {
      if (copies[i] == null) {
        throw new IllegalArgumentException("smem_for: copy " + i + " is null");
      }
      int bits = copies[i].atom().valueBits();
      if (valueBits >= 0 && bits != valueBits) {
        throw new IllegalArgumentException("smem_for: the copies move values of different types, "
            + valueBits + " bits (" + copies[0].atom().name() + ") and " + bits + " bits ("
            + copies[i].atom().name() + ", copy " + i + "); one tile holds one element type");
      }
      valueBits = bits;
    }
    List<Candidate> candidates = candidates(tileShape, valueBits);
    List<List<WarpAccessPlan>> plans = new ArrayList<>();
    for (TiledCopy copy : copies) {
      List<WarpAccessPlan> warps = new ArrayList<>();
      for (int w = 0; w * WarpAccessPlan.WARP < copy.size(); w++) {
        warps.add(WarpAccessPlan.ofCopy(tileShape, copy, w));
      }
      plans.add(warps);
    }
    Candidate best = null;
    int[] bestTotals = null;
    int[] bestIdeals = null;
    int fullWidth = 0;
    Candidate[] bestOfBits = new Candidate[4];
    int[] totalOfBits = new int[4];
    for (Candidate c : candidates) {
      SwizzledLayout layout = c.layout(tileShape);
      int[] totals = new int[copies.length];
      int[] ideals = new int[copies.length];
      // most candidates break a copy's vectors: check every warp's width before any phase
      List<int[][][]> offsets = new ArrayList<>();
      boolean full = true;
      for (int i = 0; i < copies.length && full; i++) {
        for (WarpAccessPlan plan : plans.get(i)) {
          int[][][] o = plan.offsets(layout);
          offsets.add(o);
          if (plan.vectorWidth(o) < plan.width) {
            full = false;
            break;
          }
        }
      }
      for (int i = 0, p = 0; i < copies.length && full; i++) {
        for (WarpAccessPlan plan : plans.get(i)) {
          int copy = i;
          plan.phases(offsets.get(p++), plan.width, (threads, addresses, count, bytes) -> {
            long[] words = BankPhase.distinctWords(addresses, count, bytes);
            totals[copy] += BankPhase.wavefronts(words);
            ideals[copy] += BankPhase.idealWavefronts(words);
          });
        }
      }
      if (!full) {
        continue;
      }
      fullWidth++;
      int total = sum(totals);
      int bits = c.swizzle().bits();
      if (bestOfBits[bits] == null || total < totalOfBits[bits]) {
        bestOfBits[bits] = c;
        totalOfBits[bits] = total;
      }
      // strictly fewer wavefronts, or as many with fewer swizzle bits; else the earlier stays
      if (best == null || total < sum(bestTotals)
          || total == sum(bestTotals) && bits < best.swizzle().bits()) {
        best = c;
        bestTotals = totals;
        bestIdeals = ideals;
      }
    }
    if (best == null) {
      throw new IllegalArgumentException("smem_for" + tileShape + ": none of the "
          + candidates.size() + " candidate layouts lets every copy vectorize at its full width;"
          + " the copies disagree on which mode is contiguous, or a copy's vector is wider than"
          + " the tile");
    }
    List<String> losers = new ArrayList<>();
    for (int b = 0; b < 4; b++) {
      if (b == best.swizzle().bits()) {
        continue;
      }
      losers.add(b + " swizzle bits: " + (bestOfBits[b] == null
          ? "no candidate vectorizes every copy at full width"
          : "at best " + totalOfBits[b] + " wavefronts, " + bestOfBits[b]));
    }
    return new SmemChoice(best.layout(tileShape), best.toString(), toList(bestTotals),
        toList(bestIdeals), candidates.size(), fullWidth, losers);
  }

  private static int sum(int[] values) {
    int s = 0;
    for (int v : values) {
      s += v;
    }
    return s;
  }

  private static List<Integer> toList(int[] values) {
    List<Integer> list = new ArrayList<>();
    for (int v : values) {
      list.add(v);
    }
    return list;
  }
}
