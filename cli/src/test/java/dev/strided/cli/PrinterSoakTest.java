package dev.strided.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.render.LayoutHtml;
import dev.strided.render.LayoutSvg;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Soak: 150 seeded random layouts with extents up to 2^31 - 1 through every printer, picture and the CLI. Each
 * call either answers with bounded output or refuses with an IllegalArgumentException (the CLI:
 * status 2 and a message, never a stack trace), within a time and an allocation bound per call.
 */
class PrinterSoakTest {
  private static final long SEED = 20261201L;
  private static final int LAYOUTS = 150;
  /** A 64 x 64 picture with its index map is about 2 MB; nothing may exceed this. */
  private static final int MAX_OUTPUT_CHARS = 4 << 20;
  /** Bytes a single call may allocate (a refusal must not build anything first). */
  private static final long MAX_ALLOCATED = 256L << 20;
  private static final int[] EXTENTS = {1, 2, 3, 4, 7, 8, 16, 33, 64, 65, 257, 4096, 4097, 46340,
      1 << 20, 16777216, 1 << 30, Integer.MAX_VALUE};

  private final com.sun.management.ThreadMXBean threads =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private int answered;
  private int refused;

  @Test
  void randomHugeLayoutsAreAnsweredOrRefusedQuickly(@TempDir Path dir) {
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> soak(dir));
    // seed 20261201 gives 538 answers and 454 refusals: both paths are exercised
    assertTrue(answered > 250 && refused > 200, "answered " + answered + ", refused " + refused);
  }

  private void soak(Path dir) {
    Random random = new Random(SEED);
    for (int n = 0; n < LAYOUTS; n++) {
      String text = randomLayout(random);
      Layout layout;
      try {
        layout = Layout.parse(text);
      } catch (IllegalArgumentException tooLarge) {
        continue;
      }
      SwizzledLayout swizzled = SwizzledLayout.parse("Sw<" + random.nextInt(4) + ","
          + random.nextInt(4) + "," + (3 + random.nextInt(3)) + "> o _0 o " + text);
      bounded(text + " printLayout", layout::printLayout);
      bounded(text + " svg", () -> LayoutSvg.svg(layout));
      bounded(text + " html", () -> LayoutHtml.html(layout));
      bounded(swizzled + " printLayout", swizzled::printLayout);
      bounded(swizzled + " svg", () -> LayoutSvg.svg(swizzled));
      bounded(swizzled + " html", () -> LayoutHtml.html(swizzled));
      String svg = dir.resolve("soak.svg").toString();
      String html = dir.resolve("soak.html").toString();
      show(n % 4 == 0 ? new String[] {"show", text, "--svg", svg, "--html", html}
          : new String[] {"show", text});
      show(new String[] {"show", swizzled.toString(), "--html", html});
    }
  }

  /** Rank 1 to 3, each mode an extent or a pair, strides from -3 to 40 (0 broadcasts). */
  private static String randomLayout(Random random) {
    int rank = 1 + random.nextInt(3);
    StringBuilder shape = new StringBuilder("(");
    StringBuilder stride = new StringBuilder("(");
    for (int m = 0; m < rank; m++) {
      String sep = m == 0 ? "" : ",";
      if (random.nextInt(3) == 0) {
        shape.append(sep).append('(').append(extent(random)).append(',').append(extent(random))
            .append(')');
        stride.append(sep).append('(').append(random.nextInt(44) - 3).append(',')
            .append(random.nextInt(44) - 3).append(')');
      } else {
        shape.append(sep).append(extent(random));
        stride.append(sep).append(random.nextInt(44) - 3);
      }
    }
    return shape.append(')') + ":" + stride.append(')');
  }

  private static int extent(Random random) {
    // mostly small, so that many layouts can be drawn; sometimes huge
    return random.nextInt(3) == 0 ? EXTENTS[random.nextInt(EXTENTS.length)]
        : 1 + random.nextInt(12);
  }

  private void bounded(String what, Supplier<String> call) {
    long before = threads.getCurrentThreadAllocatedBytes();
    long start = System.nanoTime();
    try {
      String out = call.get();
      assertTrue(out.length() <= MAX_OUTPUT_CHARS, what + ": " + out.length() + " characters");
      answered++;
    } catch (IllegalArgumentException e) {
      assertFalse(e.getMessage() == null || e.getMessage().isBlank(), what + ": no message");
      refused++;
    }
    check(what, before, start);
  }

  private void show(String[] args) {
    long before = threads.getCurrentThreadAllocatedBytes();
    long start = System.nanoTime();
    CliTest.Run r = CliTest.run(args);
    String what = String.join(" ", args);
    if (r.status() == Cli.OK) {
      assertTrue(r.out().length() <= MAX_OUTPUT_CHARS, what + ": " + r.out().length());
      assertEquals("", r.err(), what);
      answered++;
    } else {
      assertEquals(Cli.BAD_INPUT, r.status(), what + ": " + r.err());
      assertEquals("", r.out(), what);
      assertFalse(r.err().isBlank() || r.err().contains("Exception") || r.err().contains("\tat "),
          what + ": " + r.err());
      refused++;
    }
    check(what, before, start);
  }

  private void check(String what, long allocatedBefore, long startNanos) {
    long millis = (System.nanoTime() - startNanos) / 1_000_000;
    long allocated = threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
    if (millis > 2000 || allocated > MAX_ALLOCATED) {
      fail(what + " took " + millis + " ms and allocated " + (allocated >> 20) + " MiB");
    }
  }
}
