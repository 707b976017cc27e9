/**
 * Checking, for atoms and the shared memory they move: a {@code @TiledMma} or {@code @TiledCopy}
 * built into its runtime value with each mistake one {@code [strided:atom]} error (Hopper's GMMA
 * rules among them), a {@code @Layout}'s {@code copies} resolved and checked on the layout (a GMMA
 * operand a tiling of a canonical GMMA layout atom), the bank conflicts of those copies, and
 * {@code smem_for}'s choice of a shared-memory layout. Like {@code checking}, whose layout rules
 * it does not use, it runs after derivation and before planning.
 */
package dev.strided.processor.checking.atom;
