package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.function.LongSupplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** On static symbols the symbolic arithmetic is Java's long arithmetic, overflow refused. */
class StaticSymbolsAsValuesTest {
  private final SymbolicArithmetic arith = new SymbolicArithmetic(Facts.none(), Policy.REFUSE_OVERHANG);

  @Provide
  Arbitrary<Long> values() {
    return Arbitraries.oneOf(
        Arbitraries.longs().between(-40, 40),
        Arbitraries.longs().between(-5_000_000_000L, 5_000_000_000L),
        Arbitraries.longs(),
        Arbitraries.of(0L, 1L, -1L, 128L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1));
  }

  @Property(tries = 2000)
  void operationsAreLongArithmetic(@ForAll("values") long a, @ForAll("values") long b) {
    Symbol sa = Symbol.constant(a);
    Symbol sb = Symbol.constant(b);
    expect(() -> Math.multiplyExact(a, b), () -> arith.times(sa, sb).coefficient());
    expect(() -> Math.absExact(a), () -> arith.abs(sa).coefficient());
    assertEquals(Long.signum(a), arith.signum(sa).coefficient());
    if (b != 0) {
      expect(() -> a == Long.MIN_VALUE && b == -1 ? Math.negateExact(a) : a / b,
          () -> arith.quotient(sa, sb).coefficient());
    }
    if (a > 0 && b > 0) {
      assertEquals(a / b + (a % b == 0 ? 0 : 1), arith.ceilDiv(sa, sb).coefficient());
    }
    assertEquals(Decision.of(a == 1), arith.isOne(sa));
    assertEquals(Decision.of(a == 0), arith.isZero(sa));
    assertEquals(Decision.of(a < 0), arith.isNegative(sa));
    assertEquals(Decision.of(a == b), arith.equal(sa, sb));
    assertEquals(Decision.of(a < b), arith.less(sa, sb));
    if (a != 0) {
      assertEquals(Decision.of(b % a == 0), arith.divides(sa, sb));
    }
    assertEquals(Long.toString(a), sa.toString());
    assertEquals("_" + a, arith.print(sa));
  }

  @Provide
  Arbitrary<Long> positives() {
    return Arbitraries.oneOf(Arbitraries.longs().between(1, 300),
        Arbitraries.longs().between(1, Long.MAX_VALUE / 2));
  }

  @Property(tries = 300)
  void ceilDivOfPositiveValuesRoundsUp(@ForAll("positives") long a, @ForAll("positives") long b) {
    long q = arith.ceilDiv(Symbol.constant(a), Symbol.constant(b)).coefficient();
    assertEquals(true, q * b >= a && (q - 1) * b < a, a + " / " + b + " -> " + q);
  }

  /** The value's result, or a refusal exactly where the long computation overflows. */
  private static void expect(LongSupplier value, LongSupplier symbolic) {
    long expected;
    try {
      expected = value.getAsLong();
    } catch (ArithmeticException overflow) {
      assertThrows(AlgebraException.class, symbolic::getAsLong);
      return;
    }
    assertEquals(expected, symbolic.getAsLong());
  }
}
