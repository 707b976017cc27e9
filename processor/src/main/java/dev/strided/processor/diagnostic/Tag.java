package dev.strided.processor.diagnostic;

import javax.tools.Diagnostic.Kind;

/**
 * The rule a {@link Diagnostic} reports, shown as {@code [strided:<id>]}, and whether javac shows it
 * as an error or a warning.
 *
 * <pre>{@code
 * Tag.LIMIT.id();    // "limit"
 * Tag.IGNORED.kind(); // Kind.WARNING
 * }</pre>
 */
public enum Tag {
  /** Shape or stride text does not parse. */
  SYNTAX(Kind.ERROR),
  /** Shape and stride differ in rank at some mode. */
  RANK(Kind.ERROR),
  /** One side is a tuple where the other is an integer. */
  DEPTH(Kind.ERROR),
  /** A shape leaf below 1. */
  EXTENT(Kind.ERROR),
  /** A size, cosize, capacity or value beyond the index type. */
  OVERFLOW(Kind.ERROR),
  /** A generated class name or dynamic name that cannot be used. */
  NAME(Kind.ERROR),
  /** Demanded injectivity fails or cannot be established. */
  INJECTIVE(Kind.ERROR),
  /** Demanded compactness fails or cannot be established. */
  COMPACT(Kind.ERROR),
  /**
   * Beyond one of the limits that keep the generated code within what javac compiles
   * (derivation's {@code TextLimits} on what is read, checking's {@code Limits} on what is
   * generated).
   */
  LIMIT(Kind.ERROR),
  /** Attribute values that never resolved, for a reason javac does not report itself. */
  UNRESOLVED(Kind.ERROR),
  /** A name the C++ header of {@code -Astrided.cute=true} cannot use. */
  CUTE(Kind.ERROR),
  /** An operation of a derived layout ({@code of}) that the algebra refuses. */
  ALGEBRA(Kind.ERROR),
  /** A derived layout's reference that names no layout, a cycle, or {@code of} with a shape. */
  REFERENCE(Kind.ERROR),
  /** A malformed {@code assume} fact, one about a name no layout uses, or a contradiction. */
  ASSUME(Kind.ERROR),
  /** A {@code require} condition that fails, or names an unknown layout, mode or name. */
  REQUIRE(Kind.ERROR),
  /** A {@code tensors} entry with no typed view, one named twice, or views of a LONG layout. */
  TENSORS(Kind.ERROR),
  /**
   * A {@code @TiledMma} or {@code @TiledCopy} that CuTe refuses or that would go wrong on the GPU:
   * an unknown atom, a bad atom layout, permutation, element type, or thread or value count.
   */
  ATOM(Kind.ERROR),
  /**
   * A TMA copy in a {@code @Layout}'s {@code copies} that TMA cannot encode: no TMA swizzle mode,
   * a box row wider than the swizzle's span, a global stride not a multiple of 16 bytes, a
   * shared-memory layout that does not match the global one, or more shared memory than sm_90 has.
   */
  TMA(Kind.ERROR),
  /**
   * An {@code @AscendCube} whose buffer gets a format it does not take on the chip, a C0 that does
   * not match the element type, or a conversion whose formats or matrices do not fit.
   */
  ASCEND(Kind.ERROR),
  /** A bug in the processor, or an I/O failure writing its output. */
  INTERNAL(Kind.ERROR),
  /** An attribute that has no effect where it is written. */
  IGNORED(Kind.WARNING),
  /** A name that looks like a misspelling of another. */
  SPELLING(Kind.WARNING),
  /** An unknown {@code -Astrided.*} option, or a value that is not {@code true}/{@code false}. */
  OPTION(Kind.WARNING),
  /** A copy in {@code copies} whose shared-memory accesses conflict in a bank. */
  BANKS(Kind.WARNING),
  /** The same conflict on a layout with {@code conflictFree = true}: an error, still "banks". */
  CONFLICT(Kind.ERROR, "banks");

  private final Kind kind;
  private final String id;

  Tag(Kind kind) {
    this(kind, null);
  }

  Tag(Kind kind, String id) {
    this.kind = kind;
    this.id = id;
  }

  /** The word inside {@code [strided:...]}. */
  public String id() {
    return id != null ? id : name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Error or warning. */
  public Kind kind() {
    return kind;
  }
}
