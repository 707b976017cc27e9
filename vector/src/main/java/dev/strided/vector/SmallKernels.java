package dev.strided.vector;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes {@link SmallKernel}s: a hidden class per {@link SmallBlocking}, defined from
 * {@link SmallKernelTemplate}'s bytes with the blocking as its class data (JDK 15's
 * {@code Lookup.defineHiddenClassWithClassData}). A hidden class is not held by its loader: it is
 * unloaded with its last kernel.
 *
 * <pre>{@code SmallKernel kernel = SmallKernels.of(blocking);}</pre>
 */
final class SmallKernels {
  private static final byte[] TEMPLATE = template();

  private SmallKernels() {}

  private static byte[] template() {
    String name = SmallKernelTemplate.class.getSimpleName() + ".class";
    try (InputStream in = SmallKernelTemplate.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the class file " + name + " is not on the class path");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException("could not read the class file " + name, e);
    }
  }

  /** A new kernel specialized to {@code blocking}. */
  static SmallKernel of(SmallBlocking blocking) {
    try {
      MethodHandles.Lookup hidden = MethodHandles.lookup()
          .defineHiddenClassWithClassData(TEMPLATE, blocking.classData(), true);
      return (SmallKernel) hidden.findConstructor(hidden.lookupClass(),
          MethodType.methodType(void.class)).invoke();
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("could not define the small GEMM kernel of " + blocking, e);
    }
  }
}
