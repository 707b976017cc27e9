package dev.strided.core;

/** What the algebra does where CuTe C++ rounds a quotient up ({@code ceil_div}) and a tile overhangs. */
public enum Policy {
  /** C++'s behaviour: the last tile overhangs (the runtime). */
  ROUND_UP,
  /** An {@link AlgebraException} instead (annotations: tiles never overhang). */
  REFUSE_OVERHANG
}
