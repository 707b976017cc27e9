package dev.strided;

/**
 * The result of slicing a layout with {@code _} (CuTe's {@code slice_and_offset}): the kept modes as
 * a layout, and the index of the fixed coordinates, so that
 * {@code original.index(c) == offset + layout.index(kept part of c)}.
 *
 * <pre>{@code
 * SlicedLayout s = Layout.parse("(4,3,8):(128,2,2)").sliceAndOffset("(0,_,5)");
 * s.layout();   // (3):(2)
 * s.offset();   // 10
 * }</pre>
 *
 * @param layout the kept modes, in order
 * @param offset the index of the fixed coordinates, {@code _} read as 0
 */
public record SlicedLayout(Layout layout, int offset) {}
