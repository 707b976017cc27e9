package dev.strided.atom;

/**
 * An MMA operand, {@code D = A * B + C}, with its (row, column) modes among M = 0, N = 1, K = 2.
 *
 * <pre>{@code BankConflicts.ofOperand(Layout.parse("(_128,_8)"), fma, Operand.A, 32, 0);}</pre>
 */
public enum Operand {
  /** The {@code (M, K)} operand. */
  A(0, 2),
  /** The {@code (N, K)} operand. */
  B(1, 2),
  /** The {@code (M, N)} accumulator. */
  C(0, 1);

  final int row;
  final int column;

  Operand(int row, int column) {
    this.row = row;
    this.column = column;
  }
}
