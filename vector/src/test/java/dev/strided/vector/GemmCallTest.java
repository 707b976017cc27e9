package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.lang.ref.WeakReference;
import org.junit.jupiter.api.Test;

/** What {@link GemmCall} keeps between calls: never a reason to skip a check or to keep data. */
class GemmCallTest {
  private static final Layout TWO_BY_TWO = Layout.parse("(2,2):(2,1)");

  @Test
  void aNullTensorAfterAKeptCallIsStillRefused() {
    FloatTensor a = FloatTensor.of(new float[] {1, 2, 3, 4}, TWO_BY_TWO);
    FloatTensor b = FloatTensor.of(new float[] {1, 0, 0, 1}, TWO_BY_TWO);
    FloatTensor c = FloatTensor.allocate(TWO_BY_TWO);
    Gemm.gemm(a, b, c);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Gemm.gemm(a, null, c));
    assertEquals("gemm needs three tensors A, B and C: B is null", e.getMessage());
    assertArrayEquals(new float[] {1, 2, 3, 4}, c.data());
  }

  @Test
  void theSameTensorsOnZeroThreadsAreStillRefused() {
    FloatTensor a = FloatTensor.allocate(TWO_BY_TWO);
    FloatTensor c = FloatTensor.allocate(TWO_BY_TWO);
    Gemm.gemm(a, a, c);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Gemm.gemm(a, a, c, 0));
    assertEquals("gemm needs at least one thread, got 0", e.getMessage());
  }

  /** The kept call holds its tensors weakly: C's array is collected once the caller drops it. */
  @Test
  void aKeptCallKeepsNoArrayAlive() throws InterruptedException {
    FloatTensor a = FloatTensor.allocate(TWO_BY_TWO);
    WeakReference<float[]> data = callOnANewC(a);
    for (int i = 0; i < 20 && data.get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    assertNull(data.get(), "C's array is still reachable after the call");
  }

  private static WeakReference<float[]> callOnANewC(FloatTensor a) {
    FloatTensor c = FloatTensor.allocate(TWO_BY_TWO);
    Gemm.gemm(a, a, c);
    return new WeakReference<>(c.data());
  }
}
