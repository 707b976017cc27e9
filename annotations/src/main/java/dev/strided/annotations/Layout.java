package dev.strided.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a CuTe-style layout; the Strided annotation processor checks it when {@code javac} runs and
 * generates a {@code final} class of constant-folded index functions next to the annotated type.
 *
 * <pre>{@code
 * @Layout(shape = "(2,(3,4))", stride = "(1,(2,6))")
 * final class Tile {}
 * // generates TileLayout with TileLayout.index(1, 5) == 1 + 2*2 + 1*6 == 11
 *
 * @Layout(shape = "(M,N)", stride = "(1,ld)")
 * final class Matrix {}
 * // generates MatrixLayout.of(int M, int N, int ld) and matrix.index(row, col) == row + col * ld
 * }</pre>
 *
 * <p>Notation: CuTe's print form. In an annotation every number is static (it is in the source) and
 * every Java identifier is a dynamic extent or stride bound at run time through the generated
 * {@code of(...)} factory; {@code *} builds products such as {@code 2*M}. The processor rejects, as a
 * {@code javac} error on the attribute at fault, any text that does not parse, shapes and strides that
 * are not congruent, extents below 1, sizes or indices that can overflow the index type, bad generated
 * names, and layouts that fail a demanded {@link #injective()} or {@link #compact()} property.
 *
 * <p>The name is CuTe's, as is the runtime class it builds ({@code dev.strided.Layout}); a
 * file that uses both imports the runtime class and writes this annotation fully qualified,
 * {@code @dev.strided.annotations.Layout(...)} (docs/atoms.md, "Annotation names beside the
 * runtime's").
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Layout.List.class)
public @interface Layout {
  /**
   * The shape: a hierarchical tuple of extents, each at least 1.
   *
   * <p>Examples: {@code "8"}, {@code "(4,3)"}, {@code "(2,(3,4))"}, {@code "(M,N)"},
   * {@code "((16,M),(8,N))"}.
   *
   * @return the shape text, or {@code ""} for a layout derived with {@link #of()}
   */
  String shape() default "";

  /**
   * The stride, congruent with {@link #shape()}; empty (the default) means compact in
   * {@link #order()}. Strides may be negative or zero and may use products of names.
   *
   * <p>Examples: {@code "(1,(2,6))"} for shape {@code "(2,(3,4))"}; {@code "(N,1)"} for a row-major
   * {@code "(M,N)"}; {@code "(1,ld)"} for a padded column-major matrix; {@code "((1,16*M),(M*16,...))"}.
   *
   * @return the stride text, or {@code ""} for the compact stride
   */
  String stride() default "";

  /**
   * A derived layout, instead of {@link #shape()} and {@link #stride()}: an expression with CuTe
   * C++'s function names ({@code composition}, {@code coalesce}, {@code filter}, {@code complement},
   * {@code right_inverse}, {@code left_inverse}, {@code logical_divide}, {@code zipped_divide},
   * {@code tiled_divide}, {@code flat_divide}, the six {@code *_product}s, {@code make_layout},
   * {@code tile_to_shape}, {@code get}, {@code Sw<B,M,S> o X}) over other {@code @Layout}s by
   * generated name (of this type or another type of the package, or qualified:
   * {@code com.acme.GmemC}, also from an earlier compilation), inline layouts {@code shape:stride},
   * shapes such as {@code (128,64)} and integers. The
   * layouts used may have names (then {@code of(...)} takes them, in order of first appearance). The
   * processor runs the algebra when {@code javac} runs; a refused operation (C++'s divisibility
   * conditions, a tile that would overhang without {@link #masked()}) is a
   * {@code [strided:algebra]} error on this attribute.
   *
   * <p>Example: {@code @Layout(name = "Block", shape = "(8,8)")} and
   * {@code @Layout(name = "Tiles", of = "zipped_divide(Block, (2,4))")}.
   *
   * <p>Inline layouts and tilers may use names ({@code zipped_divide(GmemC, (BM,BN))}): they are
   * names of the derived layout, in order of first appearance. In this version a swizzled result
   * must be static.
   *
   * @return the expression, or {@code ""} (the default) when {@link #shape()} gives the layout
   */
  String of() default "";

  /**
   * Facts about the names of a derived layout ({@link #of()}): {@code X % k == 0},
   * {@code X % Y == 0}, {@code X >= k}, {@code X <= k}, with {@code X}, {@code Y} names and
   * {@code k} a positive literal. The processor uses them
   * to decide what the algebra needs (a tile that divides {@code M}); the generated {@code of(...)}
   * checks each one and throws {@code IllegalArgumentException} naming the fact and the value.
   *
   * <p>Example: {@code @Layout(name = "CtaC", of = "zipped_divide(GmemC, (128,64))",
   * assume = {"M % 128 == 0", "N % 64 == 0"})}.
   *
   * @return the facts, none by default
   */
  String[] assume() default {};

  /**
   * Conditions the layout must meet: {@code ==}, {@code !=}, {@code <=}, {@code <}, {@code >=},
   * {@code >} between integers, names, {@code a % b} and {@code size(X)}, {@code size(X, i...)},
   * {@code cosize(X)}, {@code capacity(X)}, {@code rank(X)}, {@code depth(X)} of any {@code @Layout}
   * of the same type. Decided when {@code javac} runs when the values allow it (a failure is a
   * {@code [strided:require]} error naming both sides' values), else checked by {@code of(...)}.
   *
   * <p>Example: {@code @Layout(name = "ThrC", of = "zipped_divide(BlockC, (16,8))",
   * require = "size(ThrC, 0) == 128")}.
   *
   * @return the conditions, none by default
   */
  String[] require() default {};

  /**
   * The order of the compact stride used when {@link #stride()} is empty; ignored otherwise.
   *
   * <p>Example: {@code @Layout(shape = "(2,3,4)", order = Layout.Order.ROW_MAJOR)} has stride
   * {@code (12,4,1)}; the default {@code COLUMN_MAJOR} gives {@code (1,2,6)}.
   *
   * @return the order of the compact stride
   */
  Order order() default Order.COLUMN_MAJOR;

  /**
   * Simple name of the generated class, in the annotated type's package. Default: the annotated
   * type's simple name (nested names joined with {@code _}) plus {@code Layout}, so {@code Outer.Inner}
   * gives {@code Outer_InnerLayout}. Required when {@code @Layout} is repeated.
   *
   * <p>Example: {@code @Layout(name = "SmemA", shape = "(128,32)")} generates {@code SmemA}.
   *
   * @return the generated class's simple name, or {@code ""} for the default
   */
  String name() default "";

  /**
   * The type of indices, sizes and dynamic values in the generated code.
   *
   * <p>Example: {@code @Layout(shape = "(65536,65536)", indexType = Layout.IndexType.LONG)} generates
   * {@code long index(int c0, int c1)}; with {@code INT} the same layout is an overflow error.
   *
   * @return {@code INT} (default) or {@code LONG}
   */
  IndexType indexType() default IndexType.INT;

  /**
   * Demands at build time that no two coordinates share an index.
   *
   * <p>Example: {@code @Layout(shape = "(2,2)", stride = "(1,1)", injective = true)} is an error:
   * coordinates {@code (1,0)} and {@code (0,1)} both map to index 1.
   *
   * @return whether injectivity is demanded
   */
  boolean injective() default false;

  /**
   * Demands at build time that the indices are exactly {@code 0..size-1} (a bijection).
   *
   * <p>Example: {@code @Layout(shape = "(2,3)", stride = "(1,4)", compact = true)} is an error:
   * index 2 is never reached.
   *
   * @return whether compactness is demanded
   */
  boolean compact() default false;

  /**
   * Element types of typed views: for each, the generated class gets a nested final class
   * {@code FloatView} ({@code DoubleView}, {@code IntView}, {@code LongView}) over an array of that
   * type and a factory {@code view(float[] data, int offset)} (static for a static layout, an
   * instance method for a layout with names). A view's {@code get} and {@code set} take the same
   * coordinates as {@code index} and inline its folded expression on the array
   * ({@code data[offset + index]}); {@code tensor()} is the runtime tensor over the same array.
   * Nothing is generated by default: what only some users need costs the others no compile time.
   *
   * <p>Example: {@code @Layout(name = "GemmA", shape = "(M,K)", stride = "(1,ld)",
   * tensors = float.class)} gives {@code GemmA.of(M, K, ld).view(a, 0).get(i, k) == a[i + k * ld]}.
   *
   * <p>The element types are {@code float.class}, {@code double.class}, {@code int.class} and
   * {@code long.class}, each at most once; views need {@code indexType = INT} (arrays have
   * {@code int} indices).
   *
   * @return the element types, none by default
   */
  Class<?>[] tensors() default {};

  /**
   * Accepts tiles of a derived layout ({@link #of()}) that overhang the layout they divide, as CuTe
   * C++ does: the tile counts round up ({@code ceil_div}), and the generated class gains
   * {@code boolean inBounds(...)} (false exactly in the overhang) to guard each access, with
   * {@code checkedIndex} throwing there. {@link #injective()}, {@link #compact()} and
   * {@link #require()} speak of the in-bounds part: no two coordinates in bounds share an index,
   * their indices are exactly {@code 0..n-1}, and {@code size(X)} and {@code cosize(X)} are the
   * in-bounds part's (for one divide, those of the layout it divides); the sizes of modes, the rank,
   * the depth and the capacity are the layout's own. Without {@code masked}, a tile that would
   * overhang is a {@code [strided:algebra]} error; where none can, {@code masked} is a
   * {@code [strided:ignored]} warning.
   *
   * <p>Example: {@code @Layout(name = "CtaC", of = "zipped_divide(GmemC, (128,64))",
   * masked = true)} accepts {@code CtaC.of(500, 512)}: its rest mode has
   * {@code ceil_div(500, 128) = 4} tiles, and {@code inBounds} is false on rows 500 to 511.
   *
   * @return whether tiles may overhang
   */
  boolean masked() default false;

  /**
   * The copies that move this shared-memory layout, by name: a {@link TiledCopy} of the same type
   * (its tile laid over the layout's first two modes, the layout on its shared-memory side: the
   * destination of {@code cp.async} and {@code stmatrix}, the source of {@code ldmatrix} and of a
   * universal copy), or {@code "Mma.A"} / {@code "Mma.B"} for a {@link TiledMma} named {@code Mma}
   * whose Hopper GMMA reads this layout as its A or B operand from shared memory (the layout's
   * first two modes are then (M,K) or (N,K)). The processor checks that each copy covers the
   * layout once, that each thread's values of one copy instruction are contiguous here (else the
   * copy cannot vectorize), and that a GMMA operand is a tiling of a canonical GMMA layout atom.
   *
   * <p>A Hopper TMA copy is named {@code "SM90_TMA_LOAD<T>(Gmem)"} ({@code SM90_TMA_LOAD_MULTICAST},
   * {@code SM90_TMA_STORE}): {@code T} the values' CuTe type, {@code Gmem} the {@code @Layout} of
   * the same type for the global tensor. The processor checks that TMA can encode the map between
   * {@code Gmem} and one stage of this layout (its first two modes, a third being the stages):
   * a TMA swizzle mode, a box row within the swizzle's span, matching majorness, global strides of
   * 16-byte multiples (a name by its {@code assume} facts), and the layout within sm_90's shared
   * memory; each mistake is a {@code [strided:tma]} error. Example:
   * {@code copies = {"Mma.A", "SM90_TMA_LOAD<bfloat16_t>(GmemA)"}}.
   *
   * <p>Example: {@code @Layout(name = "SmemA", of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<"
   * + "bfloat16_t>, (128,64))", copies = "Mma.A")}.
   *
   * @return the copies, none by default
   */
  String[] copies() default {};

  /**
   * Whether a shared-memory bank conflict of a copy in {@link #copies()} is an error. Each copy's
   * accesses are counted, every warp, by the bank model of the runtime's {@code BankConflicts}
   * (32 banks of 4-byte words; phases of 32, 16 or 8 threads for 4, 8 or 16 bytes per thread, one
   * per 8 x 16-byte matrix for {@code ldmatrix}/{@code stmatrix}); a conflict is a
   * {@code [strided:banks]} warning on {@code copies}, or with {@code conflictFree = true} an error.
   * A GMMA's operand read (through a descriptor) is not counted; {@code conflictFree = true} with
   * no counted copy in {@code copies} is an error.
   *
   * <p>Example: {@code @Layout(name = "Tile", of = "tile_to_shape(Sw<3,2,3> o (32,8):(1,32),
   * (128,32))", copies = "CopyA", conflictFree = true)}.
   *
   * @return whether a conflict is an error; false by default (a warning)
   */
  boolean conflictFree() default false;

  /** Order of compact strides: CuTe's LayoutLeft and LayoutRight. */
  enum Order {
    /** Each leaf's stride is the product of the extents before it: {@code (2,3,4)} gets {@code (1,2,6)}. */
    COLUMN_MAJOR,
    /** Each leaf's stride is the product of the extents after it: {@code (2,3,4)} gets {@code (12,4,1)}. */
    ROW_MAJOR
  }

  /** The type of indices in generated code. */
  enum IndexType {
    /** {@code int} indices; size, cosize and capacity must fit in an int. */
    INT,
    /** {@code long} indices and long arithmetic; size, cosize and capacity must fit in a long. */
    LONG
  }

  /**
   * Container of repeated {@code @Layout} annotations; each needs a {@link Layout#name()}.
   *
   * <pre>{@code
   * @Layout(name = "ALayout", shape = "(M,K)")
   * @Layout(name = "BLayout", shape = "(N,K)", order = Layout.Order.ROW_MAJOR)
   * final class Gemm {}
   * }</pre>
   */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the layouts, in source order
     */
    Layout[] value();
  }
}
