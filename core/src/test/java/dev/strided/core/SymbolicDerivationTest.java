package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The algebra on symbolic leaves with no code of its own: {@link Derivation} runs the same core
 * operations the runtime runs on values, here on {@link SymbolicDomain} with the facts of an
 * {@code assume}.
 */
class SymbolicDerivationTest {
  /** GmemC = (M,N):(N,_1), row-major. */
  private static final Pair<Tree<Symbol>> GMEM_C = new Pair<>(
      node(leaf(Symbol.name("M")), leaf(Symbol.name("N"))),
      node(leaf(Symbol.name("N")), leaf(Symbol.constant(1))));

  @Test
  void zippedDivideWithTheFactsThatProveIt() {
    Facts facts = Facts.none().withExtents(List.of("M", "N"))
        .with(Fact.parse("M % 128 == 0")).with(Fact.parse("N % 64 == 0"));
    Derivation.Result<Tree<Symbol>> r = derive("zipped_divide(GmemC, (128,64))", facts);
    assertEquals("((_128,_64),(M/_128,N/_64)):((N,_1),(_128*N,_64))",
        print(r.layout().shape()) + ":" + print(r.layout().stride()));
    // bound: M = 256, N = 192, the values CuTe C++ gives for zipped_divide((256,192):(192,1), (128,64))
    Map<String, Long> b = Map.of("M", 256L, "N", 192L);
    assertEquals(List.of(128L, 64L, 2L, 3L), values(r.layout().shape(), b));
    assertEquals(List.of(192L, 1L, 24576L, 64L), values(r.layout().stride(), b));
  }

  /** ColC = (M,N):(_1,M), column-major. */
  private static final Pair<Tree<Symbol>> COL_C = new Pair<>(
      node(leaf(Symbol.name("M")), leaf(Symbol.name("N"))),
      node(leaf(Symbol.constant(1)), leaf(Symbol.name("M"))));

  @Test
  void namesDecideAsCppsRunTimeIntegers() {
    Facts facts = Facts.none().withExtents(List.of("M", "N")).with(Fact.parse("M % 128 == 0"));
    // g++ on CuTe with int M = 256, N = 6: coalesce keeps (256,6):(_1,256), since M is an int
    assertEquals("(M,N):(_1,M)", printed(derive("coalesce(ColC)", facts)));
    // ((128,1),(2,6)):((_1,256),(_128,256)): min(M,_128) and _128/min(M,_128) are ints (128, 1),
    // and 128 | M decides the stride condition (128 < M, or 128 == M)
    Derivation.Result<Tree<Symbol>> r = derive("zipped_divide(coalesce(ColC), 128)", facts);
    assertEquals("((128,1),(M/_128,N)):((_1,M),(_128,M))", printed(r));
    Map<String, Long> b = Map.of("M", 256L, "N", 6L);
    assertEquals(List.of(128L, 1L, 2L, 6L), values(r.layout().shape(), b));
    assertEquals(List.of(1L, 256L, 128L, 256L), values(r.layout().stride(), b));
  }

  @Test
  void withoutTheFactTheRefusalNamesIt() {
    Facts facts = Facts.none().withExtents(List.of("M", "N")).with(Fact.parse("N % 64 == 0"));
    Derivation.Refused e = assertThrows(Derivation.Refused.class,
        () -> derive("zipped_divide(GmemC, (128,64))", facts));
    assertEquals(new Fact("M", Fact.Relation.MULTIPLE_OF, 128), e.wouldProve(), e.getMessage());
    assertEquals(0, e.position());
  }

  private static Derivation.Result<Tree<Symbol>> derive(String expression, Facts facts) {
    SymbolicDomain dom = new SymbolicDomain(facts, Policy.REFUSE_OVERHANG);
    return Derivation.evaluate(dom, Expression.parse(expression), new Derivation.Context<>() {
      @Override
      public Pair<Tree<Symbol>> layout(Expression.Reference reference) {
        return reference.name().equals("ColC") ? COL_C : GMEM_C;
      }

      @Override
      public Pair<Tree<Symbol>> layout(Expression.Literal literal) {
        throw new UnsupportedOperationException("no inline layouts in this test");
      }

      @Override
      public Tiling<Tree<Symbol>, Symbol> tiler(Expression.Literal literal) {
        Notation.Term tiler = Notation.parseTuple(literal.text());
        if (tiler instanceof Notation.Number n) {
          return new Tiling.Extent<>(Symbol.constant(n.value()));
        }
        List<Tiling<Tree<Symbol>, Symbol>> modes = new ArrayList<>();
        for (Notation.Term t : ((Notation.Group) tiler).elements()) {
          modes.add(new Tiling.Extent<>(Symbol.constant(((Notation.Number) t).value())));
        }
        return new Tiling.ByMode<>(modes);
      }

      @Override
      public Tree<Symbol> shape(Expression.Literal literal) {
        throw new UnsupportedOperationException("no shapes in this test");
      }
    });
  }

  private static String printed(Derivation.Result<Tree<Symbol>> r) {
    return print(r.layout().shape()) + ":" + print(r.layout().stride());
  }

  private static List<Long> values(Tree<Symbol> t, Map<String, Long> binding) {
    List<Long> out = new ArrayList<>();
    if (t instanceof Tree.Leaf<Symbol> l) {
      out.add(l.value().evaluate(binding));
    } else {
      for (Tree<Symbol> e : ((Tree.Node<Symbol>) t).elements()) {
        out.addAll(values(e, binding));
      }
    }
    return out;
  }

  private static String print(Tree<Symbol> t) {
    if (t instanceof Tree.Leaf<Symbol> l) {
      return l.value().canonical();
    }
    List<String> parts = new ArrayList<>();
    for (Tree<Symbol> e : ((Tree.Node<Symbol>) t).elements()) {
      parts.add(print(e));
    }
    return "(" + String.join(",", parts) + ")";
  }

  private static Tree<Symbol> leaf(Symbol s) {
    return new Tree.Leaf<>(s);
  }

  @SafeVarargs
  private static Tree<Symbol> node(Tree<Symbol>... elements) {
    return new Tree.Node<>(List.of(elements));
  }
}
