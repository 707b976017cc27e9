package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The places where Strided was measured against CuTe C++ and decided: the C++ results are the
 * expectations, printed by the shared CuTe headers (g++, static integers), except where a decision
 * says otherwise.
 */
class KnownDisagreementsTest {

  @Test
  void anIdentitySwizzleComposesToTheLayoutItself() {
    // C++: print(composition(Swizzle<0,4,2>{}, Layout<Shape<_16,_6>,Stride<_6,_1>>{})) = (_16,_6):(_6,_1)
    SwizzledLayout s = new Swizzle(0, 4, 2).compose(Layout.parse("(_16,_6):(_6,_1)"));
    assertEquals("(_16,_6):(_6,_1)", s.toString());
    assertEquals(SwizzledLayout.parse("(_16,_6):(_6,_1)").toString(), s.toString());
    assertEquals(s.layout().index(5, 3), s.index(5, 3));
    // an offset keeps the composed form, as C++'s ComposedLayout prints it
    assertEquals("Sw<0,4,2> o 3 o _4:_1",
        new SwizzledLayout(new Swizzle(0, 4, 2), IntTuple.of(3), Layout.parse("_4:_1")).toString());
  }

  @Test
  void aTilerOfCosizeOneNeedsNoComplement() {
    // C++: logical_product(_56:_-1, _3:_0) = (_56,_3):(_-1,_0); blocked_product = ((_56,_3)):((_-1,_0))
    Layout a = Layout.parse("_56:_-1");
    assertEquals("(_56,_3):(_-1,_0)", a.logicalProduct(Layout.parse("_3:_0")).toString());
    // C++ divides by the dynamic stride 0 (SIGFPE); Strided takes it as _0 (docs/exactness.md)
    assertEquals("(_56,3):(_-1,_0)", a.logicalProduct(Layout.parse("3:0")).toString());
    assertEquals("((_56,_3)):((_-1,_0))", a.blockedProduct(Layout.parse("_3:_0")).toString());
    // C++ gives (_56,_1):(_-1,_-56), a stride of its complement (_-1,_0):(_1,_-56), which is not a
    // layout; an extent-1 mode's stride never reaches an index, so Strided writes 0
    assertEquals("(_56,_1):(_-1,_0)", a.logicalProduct(Layout.parse("_1:_1")).toString());
    // a tiler that reaches past 0 needs the complement, which a negative stride does not have
    assertEquals("complement of _56:_-1: the stride _-1 is negative; a complement is defined only "
        + "for non-negative strides", assertThrows(IllegalArgumentException.class,
            () -> a.logicalProduct(Layout.parse("_2:_1"))).getMessage());
  }

  @Test
  void aCosizeOneTilerStillMeetsCxxsInjectivityCheck() {
    // C++: static assertion failed: Non-injective Layout detected in complement.
    assertEquals("logical product (_2,_3):(_-1,_-1): the tiler needs no complement of A, but CuTe "
        + "C++ computes one and finds A not injective there (its step: the stride -1 over the span "
        + "-2 of the modes before it truncates to 0)", assertThrows(IllegalArgumentException.class,
            () -> Layout.parse("(_2,_3):(_-1,_-1)").logicalProduct(Layout.parse("_3:_0")))
            .getMessage());
  }

  @Test
  void downcastNeedsAStrideOfPlusOne() {
    // C++: static assertion failed: Downcast requires adjacent elements (has_int1: +1 only)
    assertEquals("downcast<4> of (_6,_5):(_-1,_-6) requires adjacent elements: no leaf has stride 1",
        assertThrows(IllegalArgumentException.class,
            () -> Layout.parse("(_6,_5):(_-1,_-6)").downcast(4)).getMessage());
    // with a stride-1 leaf C++ scales the stride −1 leaf's extent too: (_24,_8):(_-1,_1)
    assertEquals("(_24,_8):(_-1,_1)", Layout.parse("(_6,_2):(_-1,_1)").downcast(4).toString());
  }

  @Test
  void dynamicIntegersKeepCxxsStructure() {
    // CuTe C++ (g++, these headers) prints each of these for the same expression
    assertEquals("(_4,4):(_1,_4)", Layout.parse("(_4,4):(_1,_4)").coalesce().toString());
    assertEquals("(_4,4):(_1,_4)", Layout.parse("(_4,4):(_1,_4)").rightInverse().toString());
    assertEquals("_4:_1", Layout.parse("(_4,4):(_1,4)").rightInverse().toString());
    assertEquals("(_4,1):(_1,8)", Layout.parse("(_4,1):(_1,8)").coalesce().toString());
    assertEquals("(_4,_2):(_1,8)",
        Layout.derive("composition(coalesce((_4,1):(_1,8)), _8:_1)").toString());
    assertEquals("(_4,_2):(_1,8)", Layout.derive("composition((_4,1):(_1,8), _8:_1)").toString());
    assertEquals("1:_16", Layout.parse("_16:_1").complement(IntTuple.of(16)).toString());
    // C++ static_asserts "Dynamic-stride complement only for rank-1 layouts"; Strided computes
    Layout c = Layout.parse("(2,8):(_1,2)").complement(IntTuple.of(32));
    assertEquals("2:16", c.toString());
    assertTrue(CuteDynamicCases.complements(Layout.parse("(2,8):(_1,2)"), c));
    // the divide's complement ends in 1:90 (dynamic, C++'s stride), a single coordinate whose
    // stride meets no divisibility condition of A: walked unchecked, as C++ walks dynamic
    // integers, so the values equal the static divide's, where the complement ends in _1:_0
    Layout b = Layout.parse("(6,3,1,(5,(1,1))):(15,5,5,(1,(1,1)))");
    Layout dynamic = Layout.parse("(5,5,1):(-1,5,-25)").logicalDivide(b);
    Layout fixed = Layout.parse("(_5,_5,_1):(_-1,_5,_-25)").logicalDivide(
        Layout.parse("(_6,_3,_1,(_5,(_1,_1))):(_15,_5,_5,(_1,(_1,_1)))"));
    assertEquals(fixed.size(), dynamic.size());
    for (int i = 0; i < fixed.size(); i++) {
      assertEquals(fixed.index(i), dynamic.index(i), "index " + i);
    }
  }

  @Test
  void pastTheDomainOfAStaticAndADynamicCompositionExtendADifferently() {
    // AlgebraLawsTest's seed drew this: B reaches below 0, outside A's domain [0,160). g++ with int
    // leaves prints the first structure and 0 1 2 3 4 5 -6 ... -1 -10 ...; with static leaves C++
    // coalesces A to _160:_1 first and gives B's values. Inside A's domain both are A(B(i)).
    String a = "(2,(5,4,4),1,(1,1,(1,1,1))):(1,(2,10,40),160,(160,160,(160,160,160)))";
    String b = "(6,6,4,((1,1),(1,1))):(1,-6,-36,((-144,144),(144,-144)))";
    Layout dynamic = Layout.parse(a).compose(Layout.parse(b));
    Layout fixed = Layout.parse(a.replaceAll("(-?\\d+)", "_$1"))
        .compose(Layout.parse(b.replaceAll("(-?\\d+)", "_$1")));
    assertEquals("(_6,_6,_4,((_1,_1),(_1,_1))):(_1,_-6,_-36,((_-144,_144),(_144,_-144)))",
        fixed.toString());
    assertTrue(dynamic.toString().startsWith("((2,3,1,1,1,1,1,1,1,1),(1,2,3,1,1,1,1,1,1,1),"));
    int[] cxx = {0, 1, 2, 3, 4, 5, -6, -5, -4, -3, -2, -1, -10, -9, -8, -7, -6, -5, -16};
    for (int i = 0; i < cxx.length; i++) {
      assertEquals(cxx[i], dynamic.index(i), "dynamic, i = " + i);
    }
    assertEquals(-12, fixed.index(12));
    for (int i = 0; i < 6; i++) {
      assertEquals(fixed.index(i), dynamic.index(i));
    }
  }

  @Test
  void aTilerOfCosizeOneTakesNoComplementThatCxxComputesUncheckedAtRunTime() {
    // CuteDynamicDifferentialTest's seed 1796602706104 drew it; g++ with int 5 and 1:
    // blocked_product((_2,5,_1):(_11,_5,_1), 1:_0) = ((_2,1),(5,_1),(_1,_1)):((_11,_0),(_5,_0),(_1,_0)).
    // Its complement's gap 11 / 25 truncates to 0, which C++ asserts only when it is a static 0.
    Layout a = Layout.parse("(_2,5,_1):(_11,_5,_1)");
    assertEquals("((_2,1),(5,_1),(_1,_1)):((_11,_0),(_5,_0),(_1,_0))",
        a.blockedProduct(Layout.parse("1:_0")).toString());
    // all static, C++ static_asserts "Non-injective Layout detected in complement"
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(_2,_5,_1):(_11,_5,_1)").blockedProduct(Layout.parse("_1:_0")))
        .getMessage().contains("not injective"));
    // a tiler that reads the complement still needs one
    assertThrows(IllegalArgumentException.class, () -> a.blockedProduct(Layout.parse("2:_1")));
  }

  @Test
  void aDynamicPointOfTheComplementStillMeetsCxxsStaticStrideCheck() {
    // CuteDynamicDifferentialTest's seed 1796605157762 drew it. C++'s logical_divide takes the
    // complement over A's shape, (2,1):(_4,_8) with int 1; composing A's static _5 with the mode
    // 1:_8 static_asserts "Stride Divisibility Condition" (8 is neither a multiple of nor less
    // than 5), though the mode has a single coordinate: both operands are static.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(_5,1):(_1,5)").zippedDivide(Layout.parse("_4:_1")));
    assertTrue(e.getMessage().contains("stride divisibility condition fails"), e.getMessage());
  }

  @Test
  void aStaticPointWithADynamicStrideIsWalkedUncheckedAsCxxWalksIt() {
    // CuteDynamicDifferentialTest's seed 1796609524613 drew it: B's first mode _1:4 has one
    // coordinate; its stride 4 is dynamic, so C++ checks no divisibility against A's _3
    // (g++: (_1,((_3,_4),(3,6,1,1))):(3888,((72,1),(8,216,7776,3888))))
    Layout a = Layout.parse("(_3,(_4,3),(6),(1,_1)):(72,(1,8),(216),(_7776,3888))");
    assertEquals("(_1,((_3,_4),(3,6,1,1))):(3888,((72,1),(8,216,7776,3888)))",
        a.logicalDivide(Layout.parse("_1:4")).toString());
    // with the stride static, C++ static_asserts the stride condition, and Strided refuses
    assertThrows(IllegalArgumentException.class,
        () -> a.logicalDivide(Layout.parse("_1:_4")));
  }

  @Test
  void whatCxxComputesUncheckedStandsWhereItIsTheCompositionOnAsDomain() {
    // CuteDynamicDifferentialTest's seed 55 drew it: the stride 3 of B meets A's extent 2, both
    // dynamic, so C++ checks nothing; its result is A(B(i)) wherever B(i) is in A's domain
    // (g++: ((1,4),(1,5)):((3,2),(_2,1)))
    Layout a = Layout.parse("((2),1):((_1),_1)");
    assertEquals("((1,4),(1,5)):((3,2),(_2,1))",
        a.compose(Layout.parse("(_4,_5):(3,_2)")).toString());
    // all static, C++ static_asserts the stride condition; so does Strided
    assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("((_2),_1):((_1),_1)").compose(Layout.parse("(_4,_5):(_3,_2)")));
    // C++'s unchecked walk loses a coordinate here (size 6 for B's 7): refused
    assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("((_2,_4),_4):((_1,_48),6)").compose(Layout.parse("(7)")));
  }

  @Test
  void aStaticStrideAgainstAStaticExtentIsCheckedWhateverBsExtent() {
    // g++ static_asserts the stride condition (_8 against A's _3) for the dynamic point 1:_8
    assertThrows(IllegalArgumentException.class, () -> Layout.parse("(_3,6,4):(_1,_12,3)")
        .compose(Layout.parse("(1,_3):(_8,_0)")));
  }
}
