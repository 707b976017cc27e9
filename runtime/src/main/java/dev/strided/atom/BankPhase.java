package dev.strided.atom;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One phase of a warp's shared-memory access: the threads served together and the byte address
 * each asks for, every access {@code accessBytes} long. Shared memory has {@value #BANKS} banks of
 * {@value #WORD_BYTES}-byte words, the word at byte {@code a} in bank {@code (a / 4) mod 32}; a bank
 * serves one word per pass, so the phase takes as many passes (wavefronts) as the most distinct
 * words one bank must serve. Threads asking for the same word share it (a broadcast, free).
 * {@link BankConflicts} describes which threads make a phase.
 *
 * <pre>{@code
 * BankPhase column = new BankPhase(List.of(0, 1, 2), List.of(0L, 128L, 256L), 4);
 * column.wavefronts();        // 3: words 0, 32 and 64 are all in bank 0
 * column.idealWavefronts();   // 1: three words fit in one pass over 32 banks
 * }</pre>
 *
 * @param threads the thread of each access (a thread may appear more than once)
 * @param addresses the byte address of each access, in the order of {@code threads}
 * @param accessBytes the bytes of every access: 1, 2, 4, 8 or 16
 */
public record BankPhase(List<Integer> threads, List<Long> addresses, int accessBytes) {
  /** Banks of shared memory. */
  public static final int BANKS = 32;
  /** Bytes of one bank word. */
  public static final int WORD_BYTES = 4;

  /** Copies the lists and checks that they pair up and that the width is a power of two to 16. */
  public BankPhase {
    if (threads == null || addresses == null || threads.size() != addresses.size()) {
      throw new IllegalArgumentException("a bank phase needs one byte address per thread, got "
          + (threads == null ? "no threads" : threads.size() + " threads") + " and "
          + (addresses == null ? "no addresses" : addresses.size() + " addresses"));
    }
    threadsPerPhase(accessBytes);
    threads = List.copyOf(threads);
    addresses = List.copyOf(addresses);
  }

  /**
   * The threads served together when each moves {@code accessBytes} bytes on its own: 32 up to 4
   * bytes, 16 for 8 bytes, 8 for 16 bytes (a phase moves at most 128 bytes).
   *
   * <pre>{@code BankPhase.threadsPerPhase(8);   // 16}</pre>
   *
   * @throws IllegalArgumentException unless {@code accessBytes} is 1, 2, 4, 8 or 16
   */
  public static int threadsPerPhase(int accessBytes) {
    if (accessBytes < 1 || accessBytes > 16 || Integer.bitCount(accessBytes) != 1) {
      throw new IllegalArgumentException("a shared-memory access moves 1, 2, 4, 8 or 16 bytes per"
          + " thread, not " + accessBytes);
    }
    return Math.min(32, 128 / accessBytes);
  }

  /** The bank of the word with index {@code word}. <pre>{@code BankPhase.bank(33);   // 1}</pre> */
  public static int bank(long word) {
    return (int) Math.floorMod(word, (long) BANKS);
  }

  /**
   * The distinct words bank {@code bank} serves in this phase, in increasing order.
   *
   * <pre>{@code column.words(0);   // [0, 32, 64], column of the class example}</pre>
   *
   * @throws IllegalArgumentException unless {@code 0 <= bank < 32}
   */
  public List<Long> words(int bank) {
    if (bank < 0 || bank >= BANKS) {
      throw new IllegalArgumentException("bank " + bank + " is not one of the 32 banks (0 to 31)");
    }
    List<Long> words = new ArrayList<>();
    for (long w : distinctWords()) {
      if (bank(w) == bank) {
        words.add(w);
      }
    }
    return words;
  }

  /**
   * Every word the phase touches, once, in increasing order.
   *
   * <pre>{@code new BankPhase(List.of(0, 1), List.of(0L, 2L), 2).distinctWords();   // [0]: shared}</pre>
   */
  public List<Long> distinctWords() {
    return Arrays.stream(distinctWords(addressArray(), addresses.size(), accessBytes)).boxed()
        .toList();
  }

  /**
   * The passes this phase takes: the most distinct words one bank serves; 1 is conflict-free, n is
   * an n-way conflict.
   *
   * <pre>{@code column.wavefronts();   // 3}</pre>
   */
  public int wavefronts() {
    return wavefronts(distinctWords(addressArray(), addresses.size(), accessBytes));
  }

  /**
   * The fewest passes its words could take: the distinct words over 32 banks, rounded up.
   *
   * <pre>{@code column.idealWavefronts();   // 1}</pre>
   */
  public int idealWavefronts() {
    return idealWavefronts(distinctWords(addressArray(), addresses.size(), accessBytes));
  }

  private long[] addressArray() {
    return addresses.stream().mapToLong(Long::longValue).toArray();
  }

  /** The distinct words of the first {@code count} accesses, sorted. */
  static long[] distinctWords(long[] addresses, int count, int accessBytes) {
    long[] words = new long[count * ((accessBytes + WORD_BYTES - 1) / WORD_BYTES + 1)];
    int n = 0;
    for (int i = 0; i < count; i++) {
      long last = Math.floorDiv(addresses[i] + accessBytes - 1, WORD_BYTES);
      for (long w = Math.floorDiv(addresses[i], WORD_BYTES); w <= last; w++) {
        words[n++] = w;
      }
    }
    Arrays.sort(words, 0, n);
    int distinct = 0;
    for (int i = 0; i < n; i++) {
      if (distinct == 0 || words[distinct - 1] != words[i]) {
        words[distinct++] = words[i];
      }
    }
    return Arrays.copyOf(words, distinct);
  }

  static int wavefronts(long[] distinctWords) {
    int[] perBank = new int[BANKS];
    int most = 0;
    for (long w : distinctWords) {
      most = Math.max(most, ++perBank[bank(w)]);
    }
    return most;
  }

  static int idealWavefronts(long[] distinctWords) {
    return (distinctWords.length + BANKS - 1) / BANKS;
  }

  /** The threads and their byte addresses: {@code "3-way: t0@0 t1@128 t2@256"}. */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder(wavefronts() + "-way:");
    for (int i = 0; i < threads.size(); i++) {
      s.append(" t").append(threads.get(i)).append('@').append(addresses.get(i));
    }
    return s.toString();
  }
}
