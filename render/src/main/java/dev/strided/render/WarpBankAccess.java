package dev.strided.render;

import dev.strided.atom.BankPhase;
import java.util.ArrayList;
import java.util.List;

/**
 * One warp's read of a shared-memory tile and the banks it falls in, costed by the bank model of
 * {@link BankPhase} (which {@code dev.strided.atom.BankConflicts} applies to copies). The tile is an
 * {@link IndexGrid} (a layout, plain or swizzled: cell to element); element {@code x} lies at byte
 * {@code x * bytes}, and the 4-byte word at byte {@code a} is in bank {@code (a / 4) % 32}. Thread
 * {@code t} of the warp reads the {@code t}-th cell in the {@link Direction}'s order from column (or
 * row) {@code at}; there are 32 threads, fewer where the tile ends first.
 *
 * <p>A bank serves one word at a time, so the threads whose words are {@code n} different words
 * of one bank wait for {@code n} passes (wavefronts): an {@code n}-way conflict. Threads reading the
 * same word share it. Eight-byte elements are served as two half-warps of 16 threads, one after the
 * other, each counted on its own (a warp of 8-byte reads needs at least two passes).
 *
 * <pre>{@code
 * WarpBankAccess a = WarpBankAccess.of(IndexGrid.of(Layout.parse("(32,32):(32,1)")),
 *     WarpBankAccess.ElementSize.FOUR, WarpBankAccess.Direction.COLUMN, 0);
 * a.degree();   // 32: every thread's word is in bank 0
 * WarpBankAccess b = WarpBankAccess.of(IndexGrid.of(Layout.parse("(8,8):(8,1)")),
 *     WarpBankAccess.ElementSize.EIGHT, WarpBankAccess.Direction.COLUMN, 1);
 * // the examples below: 8-byte elements down columns 1 to 4 of a row-major 8 x 8 tile
 * }</pre>
 */
public final class WarpBankAccess {
  /** Threads in a warp. */
  public static final int WARP = 32;
  /** Banks of shared memory. */
  public static final int BANKS = BankPhase.BANKS;
  /** Bytes of one bank word. */
  public static final int WORD_BYTES = BankPhase.WORD_BYTES;

  /** The order in which the warp's threads take the tile's cells. */
  public enum Direction {
    /** Down a column, then on into the next: thread t at (t mod rows, at + t div rows). */
    COLUMN,
    /** Along a row, then on into the next: thread t at (at + t div cols, t mod cols). */
    ROW
  }

  /** The size of an element. */
  public enum ElementSize {
    TWO(2), FOUR(4), EIGHT(8);

    /** Bytes per element. */
    public final int bytes;

    ElementSize(int bytes) {
      this.bytes = bytes;
    }

    /**
     * The size of {@code bytes} bytes.
     *
     * <pre>{@code ElementSize.of(8);   // EIGHT}</pre>
     *
     * @throws IllegalArgumentException unless {@code bytes} is 2, 4 or 8
     */
    public static ElementSize of(int bytes) {
      for (ElementSize s : values()) {
        if (s.bytes == bytes) {
          return s;
        }
      }
      throw new IllegalArgumentException("an element of " + bytes + " bytes cannot be drawn; the"
          + " element size must be 2, 4 or 8 bytes");
    }
  }

  private final IndexGrid tile;
  private final ElementSize size;
  private final Direction direction;
  private final int at;
  private final int threads;
  private final int[] row;
  private final int[] col;
  /** The phases, each its threads' element addresses. */
  private final List<BankPhase> phases = new ArrayList<>();

  private WarpBankAccess(IndexGrid tile, ElementSize size, Direction direction, int at) {
    this.tile = tile;
    this.size = size;
    this.direction = direction;
    this.at = at;
    int across = direction == Direction.COLUMN ? tile.rows() : tile.cols();
    int lines = direction == Direction.COLUMN ? tile.cols() : tile.rows();
    if (at < 0 || at >= lines) {
      throw new IllegalArgumentException("the warp starts at " + direction.name().toLowerCase()
          + " " + at + ", outside the " + lines + " " + direction.name().toLowerCase() + "s (0 to "
          + (lines - 1) + ") of the tile " + tile.title());
    }
    threads = (int) Math.min(WARP, (long) (lines - at) * across);
    row = new int[threads];
    col = new int[threads];
    for (int t = 0; t < threads; t++) {
      row[t] = direction == Direction.COLUMN ? t % across : at + t / across;
      col[t] = direction == Direction.COLUMN ? at + t / across : t % across;
    }
    for (int p = 0; p < phases(); p++) {
      List<Integer> inPhase = new ArrayList<>();
      List<Long> addresses = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        if (phase(t) == p) {
          inPhase.add(t);
          addresses.add((long) element(t) * size.bytes);
        }
      }
      phases.add(new BankPhase(inPhase, addresses, size.bytes));
    }
  }

  /**
   * The warp's read of {@code tile}.
   *
   * <pre>{@code WarpBankAccess.of(IndexGrid.of(SwizzledLayout.parse("Sw<3,2,3> o _0 o (32,32):(32,1)")),
   *     ElementSize.FOUR, Direction.COLUMN, 0).degree();   // 4}</pre>
   *
   * @param tile cell (row, column) to element index
   * @param size the element size
   * @param direction the order of the threads
   * @param at the column ({@code COLUMN}) or row ({@code ROW}) of thread 0
   * @throws IllegalArgumentException if an argument is null or {@code at} is outside the tile
   */
  public static WarpBankAccess of(IndexGrid tile, ElementSize size, Direction direction, int at) {
    if (tile == null || size == null || direction == null) {
      throw new IllegalArgumentException("a warp's bank access needs a tile, an element size and a"
          + " direction, got " + (tile == null ? "no tile" : size == null ? "no element size"
          : "no direction"));
    }
    return new WarpBankAccess(tile, size, direction, at);
  }

  /** The tile read. <pre>{@code b.tile().title();   // "(8,8):(8,1)", b of the class example}</pre> */
  public IndexGrid tile() {
    return tile;
  }

  /** The element size. <pre>{@code b.size().bytes;   // 8}</pre> */
  public ElementSize size() {
    return size;
  }

  /** The order of the threads. <pre>{@code b.direction();   // COLUMN}</pre> */
  public Direction direction() {
    return direction;
  }

  /** The column or row thread 0 starts at. <pre>{@code b.at();   // 1}</pre> */
  public int at() {
    return at;
  }

  /**
   * Where each thread reads, in words.
   *
   * <pre>{@code b.description();   // "column 1: thread t reads (t mod 8, 1 + t div 8)"}</pre>
   */
  public String description() {
    boolean column = direction == Direction.COLUMN;
    int across = column ? tile.rows() : tile.cols();
    String cell = threads <= across ? (column ? "(t, " + at + ")" : "(" + at + ", t)")
        : column ? "(t mod " + across + ", " + at + " + t div " + across + ")"
        : "(" + at + " + t div " + across + ", t mod " + across + ")";
    return (column ? "column " : "row ") + at + ": thread t reads " + cell;
  }

  /** The threads that read: 32, fewer where the tile ends first. <pre>{@code b.threads();   // 32}</pre> */
  public int threads() {
    return threads;
  }

  /** Phases served one after the other: 2 half-warps of 8-byte elements, else 1. <pre>{@code b.phases();   // 2}</pre> */
  public int phases() {
    return WARP / BankPhase.threadsPerPhase(size.bytes);
  }

  /** The phase thread {@code t} is served in. <pre>{@code b.phase(17);   // 1}</pre> */
  public int phase(int t) {
    return t / (WARP / phases());
  }

  /** The row of the cell thread {@code t} reads. <pre>{@code b.row(9);   // 1}</pre> */
  public int row(int t) {
    return row[t];
  }

  /** The column of the cell thread {@code t} reads. <pre>{@code b.col(9);   // 2}</pre> */
  public int col(int t) {
    return col[t];
  }

  /**
   * The element thread {@code t} reads.
   *
   * <pre>{@code b.element(9);   // 10: cell (1,2) of (8,8):(8,1)}</pre>
   */
  public int element(int t) {
    return tile.index().applyAsInt(row[t], col[t]);
  }

  /**
   * The first word of thread {@code t}'s element: its byte address divided by 4, rounded down.
   *
   * <pre>{@code b.firstWord(9);   // 20: element 10 at byte 80}</pre>
   */
  public long firstWord(int t) {
    return Math.floorDiv((long) element(t) * size.bytes, WORD_BYTES);
  }

  /**
   * The last word of the element thread {@code t} reads (the first but for 8 bytes).
   *
   * <pre>{@code b.lastWord(9);   // 21}</pre>
   */
  public long lastWord(int t) {
    return Math.floorDiv((long) element(t) * size.bytes + size.bytes - 1, WORD_BYTES);
  }

  /** The bank of a word. <pre>{@code WarpBankAccess.bank(33);   // 1}</pre> */
  public static int bank(long word) {
    return BankPhase.bank(word);
  }

  /**
   * The distinct words asked of {@code bank} in {@code phase}, in increasing order.
   *
   * <pre>{@code b.words(0, 2);   // [2, 34, 66, 98]: elements 1, 17, 33, 49 of threads 0, 2, 4, 6}</pre>
   */
  public List<Long> words(int phase, int bank) {
    return phases.get(phase).words(bank);
  }

  /**
   * The threads of {@code phase} that read {@code word}.
   *
   * <pre>{@code b.readers(0, 34);   // [2]}</pre>
   */
  public List<Integer> readers(int phase, long word) {
    List<Integer> readers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      if (phase(t) == phase && firstWord(t) <= word && word <= lastWord(t)) {
        readers.add(t);
      }
    }
    return readers;
  }

  /**
   * The most words one bank serves in one phase: 1 means no conflict.
   *
   * <pre>{@code b.degree();   // 4}</pre>
   */
  public int degree() {
    return phases.stream().mapToInt(BankPhase::wavefronts).max().orElse(0);
  }

  /**
   * The passes the read takes: in each phase, the most words of one bank.
   *
   * <pre>{@code b.wavefronts();   // 8: 4 per half-warp}</pre>
   */
  public int wavefronts() {
    return phases.stream().mapToInt(BankPhase::wavefronts).sum();
  }

  /**
   * The fewest passes these words could take: in each phase, its words over 32 banks.
   *
   * <pre>{@code b.leastWavefronts();   // 2}</pre>
   */
  public int leastWavefronts() {
    return phases.stream().mapToInt(BankPhase::idealWavefronts).sum();
  }
}
