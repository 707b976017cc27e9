/**
 * Tensors: CuTe's {@code Tensor}, an array, an offset into it and a {@link dev.strided.Layout}
 * (or {@link dev.strided.SwizzledLayout}), element {@code c} being {@code data[offset + layout(c)]};
 * and CuTe's identity tensor, whose elements are their own coordinates, to predicate the overhang of
 * tiles that do not divide a shape.
 *
 * <pre>{@code
 * FloatTensor a = FloatTensor.allocate(Layout.parse("(_64,_32):(_32,_1)"));
 * FloatTensor cta = a.localTile(Tiler.parse("(_16,_8)"), 2, 1);          // one block's tile
 * FloatTensor mine = cta.localPartition(Layout.parse("(_4,_8)"), 13);     // one thread's part
 * IdentityTensor where = IdentityTensor.of(a.shape()).localTile(Tiler.parse("(_16,_8)"), 2, 1)
 *     .localPartition(Layout.parse("(_4,_8)"), 13);                       // their coordinates
 * }</pre>
 *
 * <p>{@code FloatTensor}, {@code DoubleTensor}, {@code IntTensor} and {@code LongTensor} have one
 * API: {@code FloatTensor.java} is the template the build generates the other three from. Views
 * share the storage; every view is a {@link dev.strided.Layout} operation on the tensor's layout,
 * as CuTe defines it.
 */
package dev.strided.tensor;
