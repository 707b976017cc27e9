/**
 * The model: the values the stages hand on, and no rule. Checking and derivation hand on a
 * {@code CheckedLayout} (its {@code SymbolicTuple} shape and stride, {@code Bindings}, facts and
 * {@code Requirement}s); planning hands writing a {@code LayoutModel} ({@code Operand}s,
 * {@code Exact} checks). Built from reading's {@code LayoutRequest} and the core, used by every
 * later stage.
 */
package dev.strided.processor.model;
