/**
 * CuTe's kernel layer: MMA and copy atoms ({@link dev.strided.atom.MmaAtom},
 * {@link dev.strided.atom.CopyAtom}, CuTe's {@code MMA_Traits} and {@code Copy_Traits} facts as
 * data), tiled over threads and values ({@link dev.strided.atom.TiledMma},
 * {@link dev.strided.atom.TiledCopy}, CuTe's {@code make_tiled_mma} and {@code make_tiled_copy}),
 * with each thread's partitions of a layout or tensor as views; and Hopper's shared-memory layout
 * atoms for GMMA operands ({@link dev.strided.atom.Atoms}). Every layout and print equals CuTe
 * C++'s for the same objects. Beyond CuTe, {@link dev.strided.atom.BankConflicts} counts the
 * shared-memory bank conflicts of a copy or an MMA operand read on a layout, and chooses a swizzled
 * layout for a set of copies. For attention, {@link dev.strided.atom.AccumulatorAsA} proves one
 * MMA's accumulator a register relabeling of a register-sourced MMA's A,
 * {@link dev.strided.atom.RowGroups} gives the lanes that share an accumulator row and
 * {@link dev.strided.atom.AttentionMask} the causal and ragged masks (docs/attention.md).
 *
 * <pre>{@code
 * TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
 *     Tiler.parse("(_32,_32,_16)"));
 * TiledCopy ldsm = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), mma);
 * FloatTensor tile = FloatTensor.allocate(Layout.parse("(_32,_16):(_16,_1)"));
 * FloatTensor mine = mma.partitionA(tile, 37);        // thread 37's values of A, a view
 * FloatTensor loads = ldsm.partitionS(tile, 37);       // what its ldmatrix reads
 * }</pre>
 */
package dev.strided.atom;
