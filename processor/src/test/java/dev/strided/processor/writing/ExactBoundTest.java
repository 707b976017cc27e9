package dev.strided.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.palantir.javapoet.CodeBlock;
import dev.strided.processor.model.Exact;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the factory's checks may drop {@code Math.*Exact}: only where long cannot overflow. */
class ExactBoundTest {
  private static final ExactCode CODE = new ExactCode(n -> CodeBlock.of("$N", n));
  private static final Exact M = new Exact.Param("M");
  private static final Exact N = new Exact.Param("N");
  private static final Exact K = new Exact.Param("K");

  @Test
  void twoIntFactorsPrintPlainLongArithmetic() {
    Exact mn = new Exact.Mul(List.of(M, N));
    assertEquals(1L << 62, Exact.bound(mn));
    assertEquals("(long) M * (long) N", CODE.of(mn).toString());
    Exact cosize = new Exact.Sum(List.of(new Exact.Lit(1), new Exact.Mul(List.of(new Exact.Dec(M),
        N)), new Exact.Dec(N)));
    assertEquals("1L + ((long) M - 1L) * (long) N + ((long) N - 1L)",
        CODE.of(cosize).toString());
  }

  @Test
  void threeFactorsOrTwoLargeTermsKeepTheExactCalls() {
    Exact mnk = new Exact.Mul(List.of(M, N, K));
    assertEquals(Long.MAX_VALUE, Exact.bound(mnk));
    assertEquals("java.lang.Math.multiplyExact(java.lang.Math.multiplyExact((long) M, (long) N),"
        + " (long) K)", CODE.of(mnk).toString());
    // (-2^31)·(-2^31) twice is 2^63: one more than long holds
    Exact twice = new Exact.Sum(List.of(new Exact.Mul(List.of(M, N)), new Exact.Mul(List.of(M,
        K))));
    assertEquals(Long.MAX_VALUE, Exact.bound(twice));
    assertEquals("java.lang.Math.addExact((long) M * (long) N, (long) M * (long) K)",
        CODE.of(twice).toString());
  }

  @Test
  void aSumOfOneProductAndSmallTermsStaysPlain() {
    Exact sum = new Exact.Sum(List.of(new Exact.Mul(List.of(M, N)), new Exact.Abs(K)));
    assertEquals((1L << 62) + (1L << 31), Exact.bound(sum));
    assertEquals("(long) M * (long) N + java.lang.Math.abs((long) K)",
        CODE.of(sum).toString());
  }
}
