package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Layouts with names bound at run time: the checks generated factories make through it. */
class NamedLayoutTest {
  private static final String BLOCKED = "((_16,MB),(_16,NB)):((_16,_256),(_1,_256*MB))";

  @Test
  void namesAreTakenInOrderOfFirstAppearanceShapeFirst() {
    assertEquals(List.of("MB", "NB"), NamedLayout.parse(BLOCKED).names());
    assertEquals(List.of("M", "N", "LD"), NamedLayout.parse("(M,N):(_1,LD)").names());
    assertEquals(List.of("K", "M", "N"), NamedLayout.parse("(K,_4):(M*N,_1)").names());
    assertEquals(List.of(), NamedLayout.parse("(_2,_3):(_1,_2)").names());
  }

  @Test
  void theTextPrintsAsCuteDoesWithNumbersAsWritten() {
    assertEquals("(M,N):(_1,M)", NamedLayout.parse(" ( M , N ) : ( _1 , M ) ").toString());
    assertEquals("(M,4):(_1,M)", NamedLayout.parse("(M,4):(_1,M)").toString());
    assertEquals(BLOCKED, NamedLayout.parse(BLOCKED).toString());
    assertEquals(NamedLayout.parse("(M,N):(_1,M)"), NamedLayout.parse("(M, N):(_1, M)"));
  }

  @Test
  void bindingGivesTheRuntimeLayoutWithDynamicValuesWhereNamesWere() {
    assertEquals(Layout.parse("((_16,2),(_16,3)):((_16,_256),(_1,512))"),
        NamedLayout.parse(BLOCKED).bind(2, 3));
    assertEquals(Layout.parse("(4,8):(_1,4)"), NamedLayout.parse("(M,N):(_1,M)").bind(4, 8));
    assertEquals(Layout.parse("(4,5):(5,1)"), NamedLayout.parse("(M,5):(N,1)").bind(4, 5));
  }

  @Test
  void anExtentBelowOneIsRefusedFirstNamingItsLayout() {
    NamedLayout blocked = NamedLayout.parse(BLOCKED);
    assertEquals("MB = 0 must be at least 1: it is an extent of layout " + BLOCKED,
        assertThrows(IllegalArgumentException.class, () -> blocked.checkFitsInt(0, 3))
            .getMessage());
    // a name only in the stride is a stride value: 0 and negative values are allowed
    NamedLayout.parse("(M,N):(_1,LD)").checkFitsInt(2, 3, 0);
    NamedLayout.parse("(M,N):(_1,LD)").checkFitsInt(2, 3, -7);
  }

  @Test
  void aValueSizeCosizeOrCapacityBeyondIntNamesTheValuesItDependsOn() {
    assertEquals("MB = 16777216: the value 256*MB 4294967296 of layout " + BLOCKED
        + " does not fit in int (use @Layout(indexType = LONG))", assertThrows(
            IllegalArgumentException.class,
            () -> NamedLayout.parse(BLOCKED).checkFitsInt(1 << 24, 1)).getMessage());
    assertEquals("M = 40000, N = 100000: the size 4000000000 of layout (M,N):(_1,M) does not fit"
        + " in int (use @Layout(indexType = LONG))", assertThrows(IllegalArgumentException.class,
            () -> NamedLayout.parse("(M,N):(_1,M)").checkFitsInt(40_000, 100_000)).getMessage());
    // size 2 * 2 fits; cosize 1 + 1 + 1 * 2^31 - 1 = 2^31 does not
    assertEquals("M = 2, N = 2, LD = 2147483647: the cosize 2147483649 of layout (M,N):(_1,LD)"
        + " does not fit in int (use @Layout(indexType = LONG))", assertThrows(
            IllegalArgumentException.class, () -> NamedLayout.parse("(M,N):(_1,LD)")
                .checkFitsInt(2, 2, Integer.MAX_VALUE)).getMessage());
  }

  @Test
  void valuesPastTheBoundBelowWhichAllPassAreComputedExactly() {
    // (M,N):(_1,M): size = cosize = M*N, so every check passes while M, N <= 46340 (46340^2 fits
    // in int, 46341^2 does not); beyond it the quantities are computed
    NamedLayout l = NamedLayout.parse("(M,N):(_1,M)");
    l.checkFitsInt(46_340, 46_340);
    l.checkFitsInt(46_341, 46_340);
    l.checkFitsInt(1, Integer.MAX_VALUE);
    assertEquals("M = 46341, N = 46341: the size 2147488281 of layout (M,N):(_1,M) does not fit"
        + " in int (use @Layout(indexType = LONG))", assertThrows(IllegalArgumentException.class,
            () -> l.checkFitsInt(46_341, 46_341)).getMessage());
    // a stride name may be negative: -46340 is within the bound; a value names its names sorted
    NamedLayout s = NamedLayout.parse("(M,N):(_1,-1*LD*M)");
    s.checkFitsInt(2, 2, -46_340);
    assertEquals("LD = -46341, M = 46341: the value -LD*M 2147488281 of layout (M,N):(_1,-LD*M)"
        + " does not fit in int (use @Layout(indexType = LONG))", assertThrows(
            IllegalArgumentException.class, () -> s.checkFitsInt(46_341, 1, -46_341))
            .getMessage());
  }

  @Test
  void assumedFactsAreCheckedAfterTheExtentsAndBeforeTheQuantities() {
    NamedLayout l = NamedLayout.parse("(M,K):(_1,LD)", "M % 16 == 0", "K >= 4", "K <= 64",
        "M % LD == 0");
    l.checkFitsInt(32, 4, 16);
    assertEquals("M = 20 does not satisfy assume \"M % 16 == 0\" of layout (M,K):(_1,LD)",
        assertThrows(IllegalArgumentException.class, () -> l.checkFitsInt(20, 4, 4)).getMessage());
    assertEquals("K = 2 does not satisfy assume \"K >= 4\" of layout (M,K):(_1,LD)",
        assertThrows(IllegalArgumentException.class, () -> l.checkFitsInt(16, 2, 4)).getMessage());
    assertEquals("K = 65 does not satisfy assume \"K <= 64\" of layout (M,K):(_1,LD)",
        assertThrows(IllegalArgumentException.class, () -> l.checkFitsInt(16, 65, 4))
            .getMessage());
    // LD is a stride value: 0 is allowed as a value, and M is no multiple of 0
    assertEquals("M = 16 does not satisfy assume \"M % LD == 0\" of layout (M,K):(_1,LD)",
        assertThrows(IllegalArgumentException.class, () -> l.checkFitsInt(16, 4, 0))
            .getMessage());
    // an extent below 1 is refused first, a quantity beyond int after the facts
    assertEquals("K = 0 must be at least 1: it is an extent of layout (M,K):(_1,LD)",
        assertThrows(IllegalArgumentException.class, () -> l.checkFitsInt(20, 0, 4)).getMessage());
    assertEquals("M = 17 does not satisfy assume \"M % 16 == 0\" of layout (M,K):(_1,LD)",
        assertThrows(IllegalArgumentException.class,
            () -> l.checkFitsInt(17, 64, Integer.MAX_VALUE)).getMessage());
    assertEquals("assume \"N % 2 == 0\" names N, which layout (M):(_1) does not have (its names"
        + " are M)", assertThrows(IllegalArgumentException.class,
            () -> NamedLayout.parse("(M):(_1)", "N % 2 == 0")).getMessage());
    assertThrows(NotationException.class, () -> NamedLayout.parse("(M):(_1)", "M % 0 == 0"),
        "the modulus must be at least 1");
  }

  @Test
  void anOverflowOfLongNamesEveryValue() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> NamedLayout.parse("(M,N,K):(_1,M,M*N)").checkFitsInt(1 << 30, 1 << 30, 1 << 30));
    assertEquals("M = 1073741824, N = 1073741824, K = 1073741824: a size, cosize, capacity or"
        + " value of layout (M,N,K):(_1,M,M*N) exceeds the range of long", e.getMessage());
    assertEquals(ArithmeticException.class, e.getCause().getClass());
  }

  @Test
  void badTextsAndValueCountsAreRefusedWithASentence() {
    assertEquals("layout (M,N):(_1,M) takes 2 values (M, N), not 3", assertThrows(
        IllegalArgumentException.class, () -> NamedLayout.parse("(M,N):(_1,M)")
            .checkFitsInt(1, 2, 3)).getMessage());
    assertEquals("the layout text must not be null", assertThrows(IllegalArgumentException.class,
        () -> NamedLayout.parse(null)).getMessage());
    assertEquals("values must not be null", assertThrows(IllegalArgumentException.class,
        () -> NamedLayout.parse("(M):(_1)").checkFitsInt((int[]) null)).getMessage());
    assertThrows(NotationException.class, () -> NamedLayout.parse("(M,N)"),
        "a layout with names needs its stride");
    assertThrows(NotationException.class, () -> NamedLayout.parse("(M,N):(_1,(M,2))"),
        "the stride is not congruent with the shape");
    assertThrows(NotationException.class, () -> NamedLayout.parse("(M,_):(_1,M)"),
        "'_' alone is not a value");
  }

  /**
   * Binding agrees with the runtime reading the same text with the values written in: the same
   * layout, or both refuse (the runtime refuses a value, size, cosize or capacity beyond int too).
   */
  @Property(tries = 300)
  void bindingAgreesWithParsingTheTextWithTheValuesWrittenIn(
      @ForAll @IntRange(min = 0, max = 1 << 20) int seed,
      @ForAll @IntRange(min = -3, max = 70_000) int m,
      @ForAll @IntRange(min = 1, max = 70_000) int n) {
    java.util.Random r = new java.util.Random(seed);
    List<String> extents = new ArrayList<>();
    List<String> strides = new ArrayList<>();
    int leaves = 1 + r.nextInt(4);
    for (int k = 0; k < leaves; k++) {
      extents.add(leaf(r, false));
      strides.add(leaf(r, true));
    }
    String text = "(" + String.join(",", extents) + "):(" + String.join(",", strides) + ")";
    NamedLayout named = NamedLayout.parse(text);
    Map<String, Integer> values = Map.of("M", m, "N", n);
    int[] bound = named.names().stream().mapToInt(values::get).toArray();
    String withValues = text.replaceAll("\\bM\\b", String.valueOf(m))
        .replaceAll("\\bN\\b", String.valueOf(n));
    Layout expected;
    try {
      expected = Layout.parse(withValues);
    } catch (IllegalArgumentException refused) {
      assertThrows(IllegalArgumentException.class, () -> named.bind(bound), withValues);
      return;
    }
    assertEquals(expected, named.bind(bound), text + " with M = " + m + ", N = " + n);
  }

  private static String leaf(java.util.Random r, boolean stride) {
    return switch (r.nextInt(5)) {
      case 0 -> "M";
      case 1 -> "N";
      case 2 -> "_" + (stride ? r.nextInt(9) - 4 : 1 + r.nextInt(8));
      case 3 -> "_" + (1 + r.nextInt(300)) + "*M";
      default -> "M*N";
    };
  }
}
