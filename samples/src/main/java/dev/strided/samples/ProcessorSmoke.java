package dev.strided.samples;

import dev.strided.annotations.Layout;

/**
 * Proves the processor runs from Maven's {@code annotationProcessorPaths}: it generates
 * {@code ProcessorSmokeLayout} (static) and {@code PaddedMatrix} (dynamic) next to this class.
 *
 * <pre>{@code
 * ProcessorSmokeLayout.index(1, 5);            // 1 + (5 % 3) * 2 + (5 / 3) * 6 == 11
 * PaddedMatrix.of(3, 4, 8).index(2, 1);        // 2 + 1 * 8 == 10
 * }</pre>
 */
@Layout(name = "ProcessorSmokeLayout", shape = "(2,(3,4))", stride = "(1,(2,6))")
@Layout(name = "PaddedMatrix", shape = "(M,N)", stride = "(1,ld)")
final class ProcessorSmoke {
  private ProcessorSmoke() {}
}
