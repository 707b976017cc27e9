package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * The in-range index paths allocate nothing: measured with the JVM's per-thread allocation counter
 * over 100,000 calls, after a warm-up (the counter is HotSpot's; elsewhere the test is skipped).
 */
class AllocationFreeIndexTest {
  private static final int CALLS = 100_000;

  @Test
  void layoutAndSwizzledIndexDoNotAllocate() {
    Layout tile = Layout.parse("((8,4),(4,8)):((1,32),(8,128))");
    SwizzledLayout swizzled = SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)");
    int[] sink = new int[1];
    Runnable layout = () -> {
      for (int i = 0; i < CALLS; i++) {
        sink[0] += tile.index(i & 31, (i >> 5) & 31) + tile.index(i & 1023);
      }
    };
    Runnable swizzle = () -> {
      for (int i = 0; i < CALLS; i++) {
        sink[0] += swizzled.index(i & 7, (i >> 3) & 63) + swizzled.index(i & 511);
      }
    };
    assertEquals(0, bytesAllocated(layout), "Layout.index");
    assertEquals(0, bytesAllocated(swizzle), "SwizzledLayout.index");
    assertTrue(sink[0] != 1, "results are used");
  }

  /** Bytes allocated by the last of several runs (the first ones warm up and compile). */
  private static long bytesAllocated(Runnable r) {
    var bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long bytes = Long.MAX_VALUE;
    for (int run = 0; run < 20 && bytes > 0; run++) {
      long before = bean.getThreadAllocatedBytes(id);
      r.run();
      bytes = Math.min(bytes, bean.getThreadAllocatedBytes(id) - before);
    }
    return bytes;
  }
}
