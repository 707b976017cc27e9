package dev.strided.cli;

/**
 * The prose of {@code strided help}, as constants for {@link ShowCommand}'s annotation (picocli
 * lays out the options from their declarations between the description and the footer). Each
 * line fits the help's 100 columns; {@code %%} is a percent sign.
 *
 * <pre>{@code HelpText.SYNOPSIS.lines().count();   // 11}</pre>
 */
final class HelpText {
  private HelpText() {}

  /** The forms of the command line, which also follow every usage error. */
  static final String SYNOPSIS = """
      usage: strided show LAYOUT [--svg FILE] [--html FILE]
             strided show --cute LAYOUT
             strided show --tensor TENSOR
             strided show --tv TV [--tile TILE] [--svg FILE] [--html FILE]
             strided show --banks LAYOUT [--element-bytes 2|4|8] [--access column|row]
                          [--at INDEX] [--svg FILE] [--html FILE]
             strided show --banks LAYOUT --copy ATOM --threads LAYOUT --values LAYOUT
                          [--element-bytes 2|4|8] [--warp WARP] [--svg FILE]
             strided show --mma NAME [--atoms LAYOUT] [--permutation TILER]
                          [--svg FILE] [--html FILE]
             strided show --copy NAME --threads LAYOUT --values LAYOUT [--element-bytes 2|4|8]
                          [--svg FILE] [--html FILE]
             strided help | --help | -h
             strided --version | -V""";

  /** What {@code show} does, under the synopsis. */
  static final String DESCRIPTION = """
      show prints the properties of a layout given in CuTe's print form (text, shape,
      stride, rank, depth, size, cosize, capacity, injective, compact) and, for a rank-2
      layout, CuTe's print_layout table (rows = mode 0, columns = mode 1); for a rank-1
      layout, its indices in order. A swizzled layout (Sw<B,M,S> o offset o layout) shows
      its parts and its table. An expression such as zipped_divide((8,8):(1,8), (2,4))
      shows the layout it derives. --tensor, --tv and --banks show tensors, thread-value
      layouts and shared-memory banks instead; --mma and --copy draw the thread-value maps
      of a tiled MMA (A, B, C) or copy (S, D) as CuTe's print_latex does.""";

  /** The grammars, the limits, examples and the exit status, under the options. */
  static final String FOOTER = """

      tensors (--tensor): a layout as show takes it, over a fresh int array whose element k
      is k, or a view of a tensor under CuTe's name, the tensor first; views nest:
        slice(T, COORD)                    COORD with _ for the modes kept: (_,3)
        composition(T, TILER)              TILER: a layout, an extent, _ or a tuple of them
        logical_divide(T, TILER)           CuTe's four divides: ((tile),(rest)) by mode,
        zipped_divide(T, TILER)            ((tile),(rest)), ((tile),rest...),
        tiled_divide(T, TILER)             (tile...,rest...)
        flat_divide(T, TILER)
        local_tile(T, TILER, COORD)        the tile at COORD among the tiles, _ keeps a mode
                                           (1,_) or one integer that counts the tiles
        local_partition(T, THREADS, I)     thread I's elements, THREADS a compact layout
        partition(T, TV, I)                thread I's values under a (thread,value) layout
        e.g. local_partition(local_tile((8,8):(8,1), (4,4), (1,0)), (2,2), 3)

      thread-value layouts (--tv): TV maps (thread, value) to an index of the tile, as CuTe's
      TV layouts do. --tile gives the tile: a shape (M,N) is column-major, as CuTe's; a layout
      (M,N):(s,t) says which cell (m,n) has each index. Without --tile the tile is one row.
      Each cell shows the thread T and the value V that hold it, coloured by thread (mod 8);
      "." (hatched in the pictures) is a cell no thread holds, "*" one several hold.

      shared-memory banks (--banks): LAYOUT maps (row, column) of a shared-memory tile to an
      element (plain or swizzled). Element x lies at byte x * BYTES; the 4-byte word at byte a
      is in bank (a / 4) %% 32. One warp reads: threads 0 to 31 (fewer if the tile ends first),
        --access column   thread t reads (t mod M, INDEX + t div M) of the M-row tile: down
                          column INDEX, then on into the next columns (the default)
        --access row      thread t reads (INDEX + t div N, t mod N) of the N-column tile
      A bank serves one word at a time: n different words in one bank are an n-way conflict;
      threads reading the same word share it. 8-byte elements are served as two half-warps of
      16 threads, one after the other; the conflicts are counted in each.
      With --copy (and its --threads, --values), warp WARP of that tiled copy moves the tile
      instead: ldmatrix reads it, stmatrix and cp.async write it. Each thread moves the atom's
      vector where the layout keeps it contiguous; phases of 32, 16 or 8 threads for 4, 8 or
      16 bytes, one per 8 x 16-byte matrix for ldmatrix/stmatrix. The report lists every
      phase's wavefronts and the worst phase's threads, byte addresses and banks; --svg
      colours that phase.

      limits (larger layouts are refused with status 2; show a tile of them instead):
        tables        at most 4096 cells and 256 columns
        index lists   at most 4096 indices
        pictures      rank 1 or 2, at most 4096 cells
        tensors       at most 4096 elements printed, 1048576 in the array

      examples (quote the layout: the shell treats parentheses specially):
        strided show "(4,8):(8,1)"
        strided show "((2,2),(2,4)):((1,4),(2,16))" --svg /tmp/tile.svg --html /tmp/tile.html
        strided show "Sw<3,0,3> o _0 o (8,8):(8,1)" --html /tmp/swizzle.html
        strided show --cute "(_4,(_2,3)):(_1,(_4,8))" > /tmp/layout.hpp
        strided show --tensor "local_tile((8,8):(8,1), (4,2), (1,_))"
        strided show --tv "((4,8),4):((32,1),8)" --tile "(32,4)" --svg /tmp/tv.svg
        strided show --banks "Sw<3,2,3> o _0 o (32,32):(32,1)" --html /tmp/banks.html
        strided show --mma SM80_16x8x8_F32TF32TF32F32_TN --atoms "(2,2,1)" --svg /tmp/mma.svg
        strided show --copy SM75_U32x4_LDSM_N --threads "(32,1)" --values "(1,8)" --element-bytes 2

      exit status: 0 success, 1 a file could not be written, 2 bad layout or usage""";
}
