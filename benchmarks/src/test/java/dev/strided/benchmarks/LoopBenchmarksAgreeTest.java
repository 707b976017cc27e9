package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.strided.Layout;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The loops that {@link IndexSumBenchmark} and {@link ViewBenchmark} time against each other
 * compute the same thing: the same sums, the same stores, the same arrays after one axpy. No
 * timing.
 */
class LoopBenchmarksAgreeTest {
  @Test
  void theFoldedNzExpressionIsTheLayoutsIndex() {
    Layout nz = Layout.parse("((16,2),(16,4)):((16,256),(1,512))");
    for (int c0 = 0; c0 < 32; c0++) {
      for (int c1 = 0; c1 < 64; c1++) {
        assertEquals(nz.index(c0, c1), BestIndex.nzDynamicFolded(c0, c1, 512), c0 + "," + c1);
      }
    }
  }

  @Test
  void everyIndexSumIsTheSame() {
    IndexSumBenchmark b = new IndexSumBenchmark();
    int sum = b.sumGenerated();
    assertEquals(sum, b.sumKernel());
    assertEquals(sum, b.sumKernelLocals());
    assertEquals(sum, b.sumFolded());
    assertEquals(sum, b.sumBest());
    assertEquals(b.countersGenerated(), b.countersBest());
    b.storeGenerated();
    int[] generated = b.out.clone();
    b.storeBest();
    assertArrayEquals(generated, b.out);
    int stored = 0;
    for (int v : generated) {
      stored += v;
    }
    assertEquals(sum, stored);
  }

  @Test
  void viewsHandWrittenLoopsAndTensorsReadAndWriteTheSameElements() {
    ViewBenchmark b = new ViewBenchmark();
    float sum = b.handSum();
    assertEquals(sum, b.viewSum());
    assertEquals(sum, b.tensorSum());
    ViewBenchmark view = new ViewBenchmark();
    ViewBenchmark hand = new ViewBenchmark();
    ViewBenchmark tensor = new ViewBenchmark();
    view.viewAxpy();
    hand.handAxpy();
    tensor.tensorAxpy();
    assertArrayEquals(hand.y, view.y);
    assertArrayEquals(hand.y, tensor.y);
    ViewBenchmark apart = new ViewBenchmark();
    apart.handAxpyApart();
    assertArrayEquals(hand.y, apart.y);
    view.viewScale();
    hand.handScale();
    tensor.tensorScale();
    assertArrayEquals(hand.y, view.y);
    assertArrayEquals(hand.y, tensor.y);
    view.staticViewAxpy();
    hand.staticHandAxpy();
    assertArrayEquals(hand.tileY, view.tileY);
    hand = new ViewBenchmark();
    hand.handAxpy();
    // an axpy changes every element of the panel where x is not 0, and none of its padding
    ViewBenchmark fresh = new ViewBenchmark();
    int changed = 0;
    for (int k = 0; k < hand.y.length; k++) {
      changed += hand.y[k] != fresh.y[k] ? 1 : 0;
    }
    int zerosOfX = 0;
    for (int i = 0; i < ViewBenchmark.M; i++) {
      for (int j = 0; j < ViewBenchmark.N; j++) {
        zerosOfX += fresh.x[ViewBenchmark.OFFSET + i * ViewBenchmark.LD + j] == 0 ? 1 : 0;
      }
    }
    assertEquals(ViewBenchmark.M * ViewBenchmark.N - zerosOfX, changed);
  }

  @Test
  void theViewLoopFormsWriteWhatTheViewLoopsWrite() {
    ViewBenchmark view = new ViewBenchmark();
    ViewLoopFormsBenchmark forms = new ViewLoopFormsBenchmark();
    view.viewAxpy();
    forms.viewAxpyNonNull();
    assertArrayEquals(view.y, forms.y);
    view.viewScale();
    forms.viewScaleNonNull();
    assertArrayEquals(view.y, forms.y);
    view.staticViewAxpy();
    forms.staticViewAxpyNonNull();
    assertArrayEquals(view.tileY, forms.tileY);
    forms.staticHandAxpyApart();
    view.staticHandAxpy();
    assertArrayEquals(view.tileY, forms.tileY);
    view.viewAxpy();
    forms.viewAxpyLocals();
    assertArrayEquals(view.y, forms.y);
    view.viewScale();
    forms.viewScaleLocals();
    assertArrayEquals(view.y, forms.y);
    view.staticViewAxpy();
    forms.staticViewAxpyLocals();
    assertArrayEquals(view.tileY, forms.tileY);
    assertFalse(Arrays.equals(new ViewBenchmark().tileY, forms.tileY), "the axpys changed y");
  }
}
