package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code NzDynamic.of}, checked by the runtime's {@code NamedLayout}, refuses exactly the values the
 * checks printed as expressions refuse (the processor's other path), with the same message.
 */
class FactoryChecksAgreeTest {
  /** Every edge of the checks of ((16,MB),(16,NB)):((16,256),(1,256*MB)): 2^23 is where 256*MB ends. */
  private static final int[] EDGES = {-2, -1, 0, 1, 2, 16, 255, 256, 4095, 4096, 4097, 8191,
      8192, 65535, 65536, (1 << 23) - 1, 1 << 23, (1 << 24) - 1, 1 << 24, Integer.MAX_VALUE};

  @Test
  void theRuntimeAndThePrintedChecksRefuseAlike() {
    List<int[]> pairs = new ArrayList<>();
    for (int mb : EDGES) {
      for (int nb : EDGES) {
        pairs.add(new int[] {mb, nb});
      }
    }
    // around 2896, the largest value every check passes with when both names take it
    for (int mb = 2880; mb <= 2910; mb++) {
      for (int nb = 2880; nb <= 2910; nb++) {
        pairs.add(new int[] {mb, nb});
      }
    }
    Random r = new Random(20261207);
    for (int k = 0; k < 2000; k++) {
      pairs.add(new int[] {1 + r.nextInt(1 << (1 + r.nextInt(30))),
          1 + r.nextInt(1 << (1 + r.nextInt(30)))});
    }
    int refused = 0;
    for (int[] p : pairs) {
      String printed = refusal(() -> FactoryBenchmark.printedChecks(p[0], p[1]));
      assertEquals(printed, refusal(() -> NzDynamic.of(p[0], p[1])),
          "MB = " + p[0] + ", NB = " + p[1]);
      refused += printed.equals("accepted") ? 0 : 1;
    }
    // both outcomes are exercised, and so is every kind of refusal below
    assertTrue(refused > 100 && refused < pairs.size() - 100, refused + " refused");
  }

  @Test
  void eachKindOfRefusalIsWordedAlike() {
    for (int[] p : new int[][] {{0, 1}, {1, -1}, {1 << 23, 1}, {1 << 20, 1 << 10}}) {
      String printed = refusal(() -> FactoryBenchmark.printedChecks(p[0], p[1]));
      assertEquals(printed, refusal(() -> NzDynamic.of(p[0], p[1])));
      assertNotEquals("accepted", printed);
    }
  }

  /** The message of the IllegalArgumentException, or "accepted". */
  private static String refusal(Runnable r) {
    try {
      r.run();
      return "accepted";
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }
}
