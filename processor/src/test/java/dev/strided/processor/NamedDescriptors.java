package dev.strided.processor;

import dev.strided.processor.NamedExpression.Call;
import dev.strided.processor.NamedExpression.Function;
import dev.strided.processor.NamedExpression.Literal;
import dev.strided.processor.NamedExpression.Reference;
import dev.strided.processor.NamedFact.Relation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A seeded generator of kernel descriptors with names: one or two written layouts
 * ({@code (M,N)} either order, {@code (M,N):(1,ld)}, {@code ((4,M),N)}, {@code (M,(8,N))},
 * {@code (M,N):(2,2*M)}, ...) and derivations over them with static tilers, static right-hand
 * sides and nested calls, each with {@code assume} facts that mostly make it provable (moduli that
 * are multiples of the tiler extents, lower bounds) and now and then a fact that is wrong.
 */
final class NamedDescriptors {
  private static final String[] DIVIDE_TILERS = {"2", "4", "8", "(2,2)", "(2,4)", "(4,2)",
      "(4,4)", "(4,_)", "(_,2)", "(2,_)", "((2,2),_)", "(_,(2,_))"};
  private static final String[] PRODUCT_TILERS = {"2", "3", "(2,2)", "(2,3)", "(2,2):(2,1)",
      "(3,2):(1,3)"};
  private static final String[] RIGHT_HAND_SIDES = {"(2,4):(4,1)", "8:2", "(4,2)", "4:1",
      "(2,2):(1,4)", "2:2", "(4,2):(2,1)", "16:1"};
  private static final String[] BAD_FACTS = {"Q % 4 == 0", "@ % 4 = 0", "@ >= -2"};
  private static final Function[] DIVIDES = {Function.LOGICAL_DIVIDE, Function.ZIPPED_DIVIDE,
      Function.TILED_DIVIDE, Function.FLAT_DIVIDE};
  private static final Function[] PRODUCTS = {Function.LOGICAL_PRODUCT, Function.ZIPPED_PRODUCT,
      Function.TILED_PRODUCT, Function.FLAT_PRODUCT, Function.BLOCKED_PRODUCT,
      Function.RAKED_PRODUCT};

  private final Random random;

  NamedDescriptors(long seed) {
    this.random = new Random(seed);
  }

  /**
   * A derived {@code @Layout}.
   *
   * @param name its generated name
   * @param of the derivation
   * @param assume the {@code assume} entries as written
   * @param facts the well-formed ones among them
   */
  record Derived(String name, NamedExpression of, List<String> assume, List<NamedFact> facts) {
    Derived {
      assume = List.copyOf(assume);
      facts = List.copyOf(facts);
    }

    /** Whether some entry is deliberately not a usable fact. */
    boolean hasBadFact() {
      return assume.size() != facts.size();
    }

    /** The facts {@code of(...)} checks: the references' own facts, then its {@code assume}'s. */
    List<NamedFact> inScope() {
      List<NamedFact> out = new ArrayList<>();
      of.references().forEach(w -> out.addAll(w.assume()));
      out.addAll(facts);
      return out;
    }
  }

  /** One annotated type: its written layouts and the derivations over them. */
  record Descriptor(List<WrittenLayout> written, List<Derived> derived) {}

  /** The next descriptor; generated names carry {@code tag} so that a batch has no clash. */
  Descriptor next(String tag) {
    List<WrittenLayout> written = new ArrayList<>();
    written.add(first("A" + tag));
    if (random.nextInt(3) == 0) {
      written.add(second("B" + tag));
    }
    List<Derived> derived = new ArrayList<>();
    int count = 3 + random.nextInt(3);
    for (int j = 0; j < count; j++) {
      NamedExpression of = top(written);
      derived.add(withFacts("D" + tag + "x" + j, of));
    }
    return new Descriptor(written, derived);
  }

  private WrittenLayout first(String name) {
    List<NamedFact> facts = random.nextInt(5) == 0
        ? List.of(new NamedFact("M", Relation.MULTIPLE_OF, 2)) : List.of();
    return switch (random.nextInt(8)) {
      case 0 -> new WrittenLayout(name, "(M,N)", "", false, facts);
      case 1 -> new WrittenLayout(name, "(M,N)", "", true, facts);
      case 2 -> new WrittenLayout(name, "(M,N)", "(1,ld)", false, facts);
      case 3 -> new WrittenLayout(name, "((4,M),N)", "", false, facts);
      case 4 -> new WrittenLayout(name, "(M,(8,N))", "", false, facts);
      case 5 -> new WrittenLayout(name, "(M,N)", "(2,2*M)", false, facts);
      case 6 -> new WrittenLayout(name, "(4,M)", "(M,1)", false, facts);
      default -> new WrittenLayout(name, "(M,4)", "", true, facts);
    };
  }

  private WrittenLayout second(String name) {
    return switch (random.nextInt(4)) {
      case 0 -> new WrittenLayout(name, "(K,N)", "", true, List.of());
      case 1 -> new WrittenLayout(name, "(N,K)", "", false, List.of());
      case 2 -> new WrittenLayout(name, "(8,K)", "(K,1)", false, List.of());
      default -> new WrittenLayout(name, "K", "", false, List.of());
    };
  }

  private NamedExpression top(List<WrittenLayout> written) {
    NamedExpression e = expression(written, 0);
    return e instanceof Reference ? expression(written, 0) : e;
  }

  private NamedExpression expression(List<WrittenLayout> written, int depth) {
    int pick = depth >= 2 ? 0 : random.nextInt(depth == 0 ? 9 : 12);
    return switch (pick) {
      case 1, 2 -> call(DIVIDES[random.nextInt(DIVIDES.length)], expression(written, depth + 1),
          literal(DIVIDE_TILERS));
      case 3 -> call(PRODUCTS[random.nextInt(PRODUCTS.length)], expression(written, depth + 1),
          literal(PRODUCT_TILERS));
      case 4 -> call(Function.COMPOSITION, expression(written, depth + 1),
          literal(RIGHT_HAND_SIDES));
      case 5 -> call(Function.COALESCE, expression(written, depth + 1));
      case 6 -> random.nextBoolean()
          ? call(Function.GET, expression(written, depth + 1), index())
          : call(Function.GET, expression(written, depth + 1), index(), index());
      case 7 -> call(Function.MAKE_LAYOUT, expression(written, depth + 1),
          expression(written, depth + 1));
      case 8 -> tileToShape(written, depth);
      default -> new Reference(written.get(random.nextInt(written.size())));
    };
  }

  /** A block cut from a layout with names, repeated over a static target that it divides. */
  private NamedExpression tileToShape(List<WrittenLayout> written, int depth) {
    String[] tiles = {"(2,2)", "(4,2)", "(2,4)"};
    String tile = tiles[random.nextInt(tiles.length)];
    NamedExpression block = random.nextInt(4) == 0 ? expression(written, depth + 1)
        : call(Function.GET, call(Function.ZIPPED_DIVIDE, expression(written, depth + 1),
            new Literal(tile, false)), new Literal("0", true));
    String[] targets = {"(8,8)", "(8,4)", "(4,8)"};
    return call(Function.TILE_TO_SHAPE, block, literal(targets));
  }

  private static Call call(Function f, NamedExpression... arguments) {
    return new Call(f, List.of(arguments));
  }

  private Literal literal(String[] choices) {
    return new Literal(choices[random.nextInt(choices.length)], false);
  }

  private Literal index() {
    return new Literal(Integer.toString(random.nextInt(3) == 0 ? 1 : 0), true);
  }

  /** Facts for the derivation's names: mostly moduli 4 to 16, some lower bounds, rarely wrong. */
  private Derived withFacts(String name, NamedExpression of) {
    List<String> extents = new ArrayList<>();
    of.references().forEach(w -> extents.addAll(w.extentNames()));
    List<NamedFact> facts = new ArrayList<>();
    boolean none = random.nextInt(10) == 0;
    for (String n : of.parameters()) {
      boolean extent = extents.contains(n);
      if (!none && random.nextInt(10) < (extent ? 8 : 3)) {
        long[] moduli = extent ? new long[] {4, 8, 8, 16} : new long[] {2, 4};
        facts.add(new NamedFact(n, Relation.MULTIPLE_OF, moduli[random.nextInt(moduli.length)]));
      }
      if (!none && extent && random.nextInt(10) < 3) {
        facts.add(new NamedFact(n, Relation.AT_LEAST, 4L << random.nextInt(3)));
      }
      if (!none && extent && random.nextInt(20) == 0) {
        facts.add(new NamedFact(n, Relation.AT_MOST, NamedFact.CAP));
      }
    }
    List<String> assume = new ArrayList<>();
    facts.forEach(f -> assume.add(f.text()));
    if (random.nextInt(16) == 0) {
      String bad = BAD_FACTS[random.nextInt(BAD_FACTS.length)];
      assume.add(random.nextInt(assume.size() + 1), bad.replace("@", of.parameters().get(0)));
    } else if (random.nextInt(24) == 0) {
      String n = of.parameters().get(0);
      assume.add(n + " % 16 == 0");
      assume.add(n + " <= 8");
      facts.add(new NamedFact(n, Relation.MULTIPLE_OF, 16));
      facts.add(new NamedFact(n, Relation.AT_MOST, 8));
      return new Derived(name, of, assume, facts.subList(0, facts.size() - 1));
    }
    return new Derived(name, of, assume, facts);
  }
}
