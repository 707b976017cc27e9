package dev.strided.processor;

import dev.strided.Layout;
import dev.strided.Swizzle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random layouts for the typed-view tests, written as an annotation and, for a binding of their
 * names, as the runtime layout they mean: static ones, ones with extent names {@code M, N, K} and
 * stride names {@code ld, step} (names apart by more than one slip, so no spelling warning), and
 * swizzled static ones ({@code of = "Sw<B,M,S> o shape:stride"}). Sizes stay at most 512 so every
 * coordinate is compared. Example: {@code RandomViewLayouts.draw(new Random(1), Kind.NAMED)}.
 */
final class RandomViewLayouts {
  private static final int[] EXTENTS = {1, 2, 3, 4, 5, 8, 16};
  private static final String[] EXTENT_NAMES = {"M", "N", "K"};
  private static final String[] STRIDE_NAMES = {"ld", "step"};
  private static final Swizzle[] SWIZZLES = {new Swizzle(1, 0, 1), new Swizzle(2, 1, 2),
      new Swizzle(2, 0, 3), new Swizzle(1, 2, 2), new Swizzle(3, 1, 3)};

  private RandomViewLayouts() {}

  /** What a drawn layout has. */
  enum Kind { STATIC, NAMED, SWIZZLED }

  /** A leaf: {@code coefficient * name}, or the number alone when the name is null. */
  record Leaf(long coefficient, String name) {
    String text() {
      return name == null ? Long.toString(coefficient)
          : coefficient == 1 ? name : coefficient + "*" + name;
    }

    long value(Map<String, Integer> binding) {
      return name == null ? coefficient : coefficient * binding.get(name);
    }
  }

  /**
   * One drawn layout.
   *
   * @param shape the shape, a leaf or nested lists of leaves
   * @param stride congruent with the shape
   * @param swizzle the swizzle, or null
   * @param names its names in order of first appearance, shape then stride ({@code of}'s order)
   */
  record Drawn(Object shape, Object stride, Swizzle swizzle, List<String> names) {
    /** The annotation's attributes, without {@code name} and {@code tensors}. */
    String attributes() {
      if (swizzle != null) {
        return "of = \"" + swizzle + " o " + text(shape, Map.of()) + ":" + text(stride, Map.of())
            + "\"";
      }
      return "shape = \"" + text(shape, null) + "\", stride = \"" + text(stride, null) + "\"";
    }

    /** The runtime layout under a binding (empty for a static layout). */
    Layout runtime(Map<String, Integer> binding) {
      return Layout.parse(text(shape, binding) + ":" + text(stride, binding));
    }
  }

  /** The text of a tree; with a binding, the values, else the leaves as written. */
  @SuppressWarnings("unchecked")
  static String text(Object tree, Map<String, Integer> binding) {
    if (tree instanceof Leaf leaf) {
      return binding == null ? leaf.text() : Long.toString(leaf.value(binding));
    }
    List<String> parts = new ArrayList<>();
    for (Object child : (List<Object>) tree) {
      parts.add(text(child, binding));
    }
    return "(" + String.join(",", parts) + ")";
  }

  static Drawn draw(Random random, Kind kind) {
    while (true) {
      List<String> names = new ArrayList<>();
      List<Object> shape = new ArrayList<>();
      List<Object> stride = new ArrayList<>();
      int rank = 1 + random.nextInt(3);
      long size = 1;
      for (int m = 0; m < rank; m++) {
        int leaves = random.nextInt(3) == 0 ? 1 : 2;
        List<Object> shapeMode = new ArrayList<>();
        List<Object> strideMode = new ArrayList<>();
        for (int l = 0; l < leaves; l++) {
          Leaf extent = extent(random, kind, names);
          size *= extent.name() == null ? extent.coefficient() : 6;
          shapeMode.add(extent);
          strideMode.add(stride(random, kind, names));
        }
        shape.add(leaves == 1 ? shapeMode.get(0) : shapeMode);
        stride.add(leaves == 1 ? strideMode.get(0) : strideMode);
      }
      if (size <= 512 && (kind != Kind.NAMED || !names.isEmpty())) {
        Swizzle swizzle = kind == Kind.SWIZZLED ? SWIZZLES[random.nextInt(SWIZZLES.length)] : null;
        List<String> ordered = new ArrayList<>();
        collectNames(shape, ordered);
        collectNames(stride, ordered);
        return new Drawn(shape, stride, swizzle, ordered);
      }
    }
  }

  /**
   * A binding of the names: extent names from 1 to 6, stride names from -3 to 6.
   *
   * @param random the draws
   * @param names the names
   * @return the values by name
   */
  static Map<String, Integer> bind(Random random, List<String> names) {
    Map<String, Integer> out = new LinkedHashMap<>();
    for (String n : names) {
      out.put(n, List.of(EXTENT_NAMES).contains(n) ? 1 + random.nextInt(6) : random.nextInt(10) - 3);
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static void collectNames(Object tree, List<String> out) {
    if (tree instanceof Leaf leaf) {
      if (leaf.name() != null && !out.contains(leaf.name())) {
        out.add(leaf.name());
      }
    } else {
      for (Object child : (List<Object>) tree) {
        collectNames(child, out);
      }
    }
  }

  private static Leaf extent(Random random, Kind kind, List<String> names) {
    if (kind == Kind.NAMED && random.nextInt(3) == 0) {
      return new Leaf(1, use(EXTENT_NAMES[random.nextInt(EXTENT_NAMES.length)], names));
    }
    return new Leaf(EXTENTS[random.nextInt(EXTENTS.length)], null);
  }

  /** Strides from -3 to 32, zero included; swizzled layouts keep them at least 0. */
  private static Leaf stride(Random random, Kind kind, List<String> names) {
    if (kind == Kind.NAMED && random.nextInt(3) == 0) {
      String name = random.nextBoolean() ? STRIDE_NAMES[random.nextInt(STRIDE_NAMES.length)]
          : EXTENT_NAMES[random.nextInt(EXTENT_NAMES.length)];
      return new Leaf(1 + random.nextInt(3), use(name, names));
    }
    int low = kind == Kind.SWIZZLED ? 0 : -3;
    return new Leaf(random.nextInt(5) == 0 ? 16 << random.nextInt(2)
        : low + random.nextInt(10 - low), null);
  }

  private static String use(String name, List<String> names) {
    if (!names.contains(name)) {
      names.add(name);
    }
    return name;
  }
}
