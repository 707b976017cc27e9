package dev.strided.vector;

import java.io.IOException;
import java.io.InputStream;
import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import jdk.incubator.vector.VectorSpecies;

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

  /** A kernel's species, from its class data; {@code kernel} is the hidden class's own lookup. */
  @SuppressWarnings("unchecked")
  static VectorSpecies<Float> species(MethodHandles.Lookup kernel) {
    return (VectorSpecies<Float>) data(kernel, 0);
  }

  /** A kernel's {@code i}-th integer, from its class data. */
  static int at(MethodHandles.Lookup kernel, int i) {
    return (Integer) data(kernel, i);
  }

  private static Object data(MethodHandles.Lookup kernel, int i) {
    try {
      return MethodHandles.classDataAt(kernel, ConstantDescs.DEFAULT_NAME, Object.class, i);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("a small GEMM kernel could not read its class data", e);
    }
  }

  /** The offsets of {@code lanes} lanes {@code stride} apart, for gathers and scatters. */
  static int[] lanes(int lanes, int stride) {
    int[] map = new int[lanes];
    for (int l = 0; l < lanes; l++) {
      map[l] = l * stride;
    }
    return map;
  }
}
