package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.tensor.FloatTensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bank model by plain enumeration, written apart from {@link BankConflicts}: a thread's values
 * come from the copy's own partition of a tensor whose every element holds its coordinate, the
 * instruction's facts from the atom's name, and each phase's banks from a map of sets. The result
 * is the list of each phase's wavefronts, the ideal, the vector width and the worst phase.
 */
final class BankEnumeration {
  private BankEnumeration() {}

  private static final Pattern BITS = Pattern.compile("<uint(\\d+)_t>");
  private static final Pattern MATRICES = Pattern.compile("SM\\d+_U(32|16)x(\\d)_");

  record Result(List<Integer> wavefronts, int ideal, int vectorWidth, int worst,
      List<Integer> worstThreads, List<Long> worstAddresses) {}

  /** What a warp's threads touch, before a layout: each thread's coordinates in value order. */
  record Plan(int warp, int bytes, int width, boolean matrices, int[][] coordinates) {}

  static Result of(SwizzledLayout smem, TiledCopy copy, int warp) {
    return of(smem, plan(smem.shape(), copy, warp));
  }

  static Plan plan(IntTuple smemShape, TiledCopy copy, int warp) {
    String name = copy.atom().name();
    int bytes = Math.max(1, copy.atom().valueBits() / 8);
    boolean ldsm = name.contains("LDSM");
    boolean matrices = ldsm || name.contains("STSM");
    int width;
    int lanes = 32;
    if (matrices) {
      Matcher m = MATRICES.matcher(name);
      m.find();
      // U32xN: N matrices; U16xN: N 16-bit halves per thread, N/2 matrices
      int n = Integer.parseInt(m.group(2));
      lanes = 8 * (m.group(1).equals("32") ? n : n / 2);
      width = 16 / bytes;
    } else {
      Matcher m = BITS.matcher(name);
      m.find();
      width = Integer.parseInt(m.group(1)) / 8 / bytes;
    }
    boolean source = ldsm || name.startsWith("UniversalCopy");
    // a tensor of the shape whose every element holds its column-major coordinate index
    Layout columnMajor = Layout.columnMajor(smemShape);
    float[] data = new float[columnMajor.size()];
    for (int i = 0; i < data.length; i++) {
      data[i] = i;
    }
    FloatTensor tensor = FloatTensor.of(data, columnMajor);
    int threads = Math.min(lanes, copy.size() - 32 * warp);
    // per thread: its values' coordinates, tile after tile (column-major), value order within
    int[][] coordinates = new int[threads][];
    for (int l = 0; l < threads; l++) {
      FloatTensor part = source ? copy.partitionS(tensor, 32 * warp + l)
          : copy.partitionD(tensor, 32 * warp + l);
      List<Integer> mine = new ArrayList<>();
      IntTuple shape = part.layout().shape();
      int values = shape.get(0).size();
      int tilesM = shape.get(1).size();
      int tilesN = shape.get(2).size();
      for (int n = 0; n < tilesN; n++) {
        for (int m = 0; m < tilesM; m++) {
          for (int v = 0; v < values; v++) {
            mine.add((int) part.get(v, m, n));
          }
        }
      }
      coordinates[l] = mine.stream().mapToInt(Integer::intValue).toArray();
    }
    return new Plan(warp, bytes, width, matrices, coordinates);
  }

  static Result of(SwizzledLayout smem, Plan plan) {
    int warp = plan.warp();
    int bytes = plan.bytes();
    int width = plan.width();
    boolean matrices = plan.matrices();
    int threads = plan.coordinates().length;
    int[][] offsets = offsets(smem, plan);
    int vector = vectorWidth(offsets, width);
    int accessBytes = vector * bytes;
    int perPhase = matrices ? 8 : accessBytes <= 4 ? 32 : accessBytes == 8 ? 16 : 8;
    List<Integer> wavefronts = new ArrayList<>();
    int ideal = 0;
    int worst = 0;
    List<Integer> worstThreads = null;
    List<Long> worstAddresses = null;
    int count = offsets[0].length;
    for (int first = 0; first < count; first += width) {
      // ldmatrix: a row of narrower pieces is still one phase; else each piece is an access
      int passes = matrices ? 1 : width / vector;
      for (int pass = 0; pass < passes; pass++) {
        for (int from = 0; from < threads; from += perPhase) {
          Map<Integer, Set<Long>> banks = new HashMap<>();
          Set<Long> words = new HashSet<>();
          List<Integer> who = new ArrayList<>();
          List<Long> where = new ArrayList<>();
          for (int l = from; l < Math.min(threads, from + perPhase); l++) {
            int begin = matrices ? 0 : pass * vector;
            int end = matrices ? width : begin + vector;
            for (int v = begin; v < end; v += vector) {
              long address = (long) offsets[l][first + v] * bytes;
              who.add(32 * warp + l);
              where.add(address);
              for (long b = address; b < address + accessBytes; b++) {
                long word = b / 4;
                words.add(word);
                banks.computeIfAbsent((int) (word % 32), k -> new HashSet<>()).add(word);
              }
            }
          }
          int most = banks.values().stream().mapToInt(Set::size).max().orElse(0);
          wavefronts.add(most);
          ideal += (words.size() + 31) / 32;
          if (most > worst) {
            worst = most;
            worstThreads = who;
            worstAddresses = where;
          }
        }
      }
    }
    return new Result(wavefronts, ideal, vector, worst, worstThreads, worstAddresses);
  }

  /** Each thread's element offsets, in the order of its coordinates. */
  static int[][] offsets(SwizzledLayout smem, Plan plan) {
    int[][] offsets = new int[plan.coordinates().length][];
    for (int l = 0; l < offsets.length; l++) {
      offsets[l] = Arrays.stream(plan.coordinates()[l]).map(smem::index).toArray();
    }
    return offsets;
  }

  /** The widest power of two up to {@code width} at which every run is contiguous and aligned. */
  static int vectorWidth(int[][] offsets, int width) {
    int vector = width;
    while (vector > 1 && !contiguous(offsets, vector)) {
      vector /= 2;
    }
    return vector;
  }

  private static boolean contiguous(int[][] offsets, int vector) {
    for (int[] mine : offsets) {
      for (int v = 0; v < mine.length; v += vector) {
        if (mine[v] % vector != 0) {
          return false;
        }
        for (int q = 1; q < vector; q++) {
          if (mine[v + q] != mine[v] + q) {
            return false;
          }
        }
      }
    }
    return true;
  }
}
