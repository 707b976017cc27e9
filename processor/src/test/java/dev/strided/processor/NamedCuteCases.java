package dev.strided.processor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded random derivations over one written layout with names, each written twice: as an
 * {@code @Layout} pair (the written layout {@code A<i>} and the derived {@code D<i>}, with the
 * {@code assume} facts the draw chose) and as the C++ that computes the same expression with CuTe,
 * the names {@code int}s bound to values that satisfy the facts, every written number a
 * {@code cute::Int}. Operations whose C++ static_asserts on a dynamic stride's type (a complement
 * of several modes, a left inverse) are drawn on layouts C++ takes: one mode, or static strides.
 *
 * <pre>{@code
 * NamedCuteCases.Case c = NamedCuteCases.draw(0, new Random(1));
 * c.of();    // e.g. "zipped_divide(A0, (4,2))"
 * c.cxx();   // { int M = 16; auto A = make_layout(...); print(zipped_divide(A, ...)); ... }
 * }</pre>
 */
final class NamedCuteCases {
  private NamedCuteCases() {}

  private static final List<String> NAMES = List.of("M", "N", "K");
  private static final long[] STATICS = {2, 3, 4, 8};
  private static final long[] MODULI = {1, 2, 4, 8, 16};

  enum Op {
    COALESCE, FILTER, COMPOSITION, COMPLEMENT, RIGHT_INVERSE, LEFT_INVERSE, LOGICAL_DIVIDE,
    ZIPPED_DIVIDE, TILED_DIVIDE, FLAT_DIVIDE, LOGICAL_PRODUCT, BLOCKED_PRODUCT, RAKED_PRODUCT
  }

  /**
   * One drawn case.
   *
   * @param id its number, in the layouts' names
   * @param op the operation
   * @param shape the written layout's shape, e.g. {@code "((M,4),N)"}
   * @param stride its stride, e.g. {@code "((1,M),4*M)"}
   * @param of the derived layout's expression
   * @param assume its facts
   * @param binding the names' values, in {@code of(...)}'s order
   * @param cxx a C++ block that prints {@code id} and CuTe's result on one line
   */
  record Case(int id, Op op, String shape, String stride, String of, List<String> assume,
      Map<String, Long> binding, String cxx) {}

  /** A leaf of the written layout: a static value or one name. */
  private record Leaf(long value, String name) {
    String text() {
      return name != null ? name : Long.toString(value);
    }
  }

  static Case draw(int id, Random r) {
    Op op = Op.values()[r.nextInt(Op.values().length)];
    boolean oneMode = op == Op.COMPLEMENT || op.name().endsWith("PRODUCT") && r.nextBoolean();
    int rank = oneMode ? 1 : 1 + r.nextInt(3);
    boolean nested = rank > 1 && r.nextInt(3) == 0;
    List<String> names = new ArrayList<>(NAMES);
    Collections.shuffle(names, r);
    List<Leaf> leaves = new ArrayList<>();
    int flat = rank + (nested ? 1 : 0);
    for (int i = 0; i < flat; i++) {
      boolean named = !names.isEmpty() && (r.nextBoolean() || i == flat - 1 && leaves.stream()
          .allMatch(l -> l.name() == null));
      leaves.add(named ? new Leaf(0, names.remove(0))
          : new Leaf(STATICS[r.nextInt(STATICS.length)], null));
    }
    // compact strides in a random order of the leaves, with a static gap of 2 at one place at times
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < flat; i++) {
      order.add(i);
    }
    Collections.shuffle(order, r);
    if (op == Op.LEFT_INVERSE || op.name().endsWith("PRODUCT") && !oneMode) {
      order.sort((x, y) -> Boolean.compare(leaves.get(y).name() == null,
          leaves.get(x).name() == null)); // static extents first: static strides for C++
    }
    int gapAt = r.nextInt(3) == 0 ? r.nextInt(flat) : -1;
    String[] strides = new String[flat];
    long coefficient = 1;
    List<String> product = new ArrayList<>();
    for (int k = 0; k < flat; k++) {
      if (k == gapAt) {
        coefficient *= 2;
      }
      int i = order.get(k);
      strides[i] = term(coefficient, product);
      Leaf leaf = leaves.get(i);
      if (leaf.name() != null) {
        product.add(leaf.name());
      } else {
        coefficient *= leaf.value();
      }
    }
    boolean staticStrides = java.util.Arrays.stream(strides).allMatch(s -> s.matches("\\d+"));
    if (op == Op.LEFT_INVERSE && !staticStrides) {
      op = Op.RIGHT_INVERSE; // C++'s left inverse needs static strides
    }
    if (op.name().endsWith("PRODUCT") && rank > 1 && !staticStrides) {
      op = Op.ZIPPED_DIVIDE; // its complement of several modes needs them too
    }
    String shape = tuple(leaves.stream().map(Leaf::text).toList(), rank, nested);
    String stride = tuple(List.of(strides), rank, nested);
    Map<String, Long> binding = new LinkedHashMap<>();
    List<String> assume = new ArrayList<>();
    for (Leaf l : leaves) {
      if (l.name() != null) {
        // a composition's B meets the names' extents: multiples of its tile make it decidable
        long m = op == Op.COMPOSITION ? 8L << r.nextInt(2) : MODULI[r.nextInt(MODULI.length)];
        if (m > 1) {
          assume.add(l.name() + " % " + m + " == 0");
        }
        binding.put(l.name(), m > 1 ? m * (1 + r.nextInt(3)) : 1 + r.nextInt(9));
      }
    }
    String[] argument = argument(op, rank, r);
    String a = "A" + id;
    String of = op.name().toLowerCase(java.util.Locale.ROOT) + "(" + a
        + (argument == null ? "" : ", " + argument[0]) + ")";
    StringBuilder cxx = new StringBuilder("  {\n");
    binding.forEach((n, v) -> cxx.append("    int ").append(n).append(" = ").append(v)
        .append(";\n"));
    cxx.append("    auto a = cute::make_layout(").append(CuteText.of(shape, "shape")).append(", ")
        .append(CuteText.of(stride, "stride")).append(");\n");
    cxx.append("    printf(\"").append(id).append(" \");\n    cute::print(cute::")
        .append(op.name().toLowerCase(java.util.Locale.ROOT)).append("(a")
        .append(argument == null ? "" : ", " + argument[1])
        .append("));\n    printf(\"\\n\");\n  }\n");
    return new Case(id, op, shape, stride, of, assume, binding, cxx.toString());
  }

  /** The second argument in the annotation's notation and in C++, or null for none. */
  private static String[] argument(Op op, int rank, Random r) {
    switch (op) {
      case COMPOSITION -> {
        long s0 = 2L << r.nextInt(3);
        long s1 = 1 + r.nextInt(2);
        long d0 = 1 + r.nextInt(2);
        String text = "(" + s0 + "," + s1 + "):(" + d0 + "," + (s0 * d0) + ")";
        return new String[] {text, CuteText.layout(text)};
      }
      case COMPLEMENT -> {
        if (r.nextBoolean()) {
          return null; // the cotarget is A's cosize
        }
        long cotarget = 16L << r.nextInt(4);
        return new String[] {Long.toString(cotarget), CuteText.of(Long.toString(cotarget), "")};
      }
      case LOGICAL_DIVIDE, ZIPPED_DIVIDE, TILED_DIVIDE, FLAT_DIVIDE -> {
        int modes = r.nextInt(rank + 1);
        if (modes == 0) {
          String k = Long.toString(2L << r.nextInt(3));
          return new String[] {k, CuteText.of(k, "")};
        }
        List<String> ks = new ArrayList<>();
        for (int i = 0; i < modes; i++) {
          ks.add(Long.toString(1L << r.nextInt(4)));
        }
        String text = "(" + String.join(",", ks) + ")";
        return new String[] {text, CuteText.of(text, "shape")};
      }
      case LOGICAL_PRODUCT, BLOCKED_PRODUCT, RAKED_PRODUCT -> {
        long s0 = 1 + r.nextInt(3);
        long s1 = 1 + r.nextInt(3);
        String text = rank == 1 ? s0 + ":1" : "(" + s0 + "," + s1 + "):(1," + s0 + ")";
        if (rank > 2) {
          text = "(" + s0 + "," + s1 + ",2):(1," + s0 + "," + (s0 * s1) + ")";
        }
        return new String[] {text, CuteText.layout(text)};
      }
      default -> {
        return null;
      }
    }
  }

  private static String term(long coefficient, List<String> names) {
    List<String> parts = new ArrayList<>();
    if (coefficient != 1 || names.isEmpty()) {
      parts.add(Long.toString(coefficient));
    }
    parts.addAll(names);
    return String.join("*", parts);
  }

  private static String tuple(List<String> flat, int rank, boolean nested) {
    List<String> modes = new ArrayList<>();
    int k = 0;
    for (int m = 0; m < rank; m++) {
      if (m == 0 && nested) {
        modes.add("(" + flat.get(0) + "," + flat.get(1) + ")");
        k = 2;
      } else {
        modes.add(flat.get(k++));
      }
    }
    return rank == 1 ? modes.get(0) : "(" + String.join(",", modes) + ")";
  }
}
