package dev.strided.vector;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.IntUnaryOperator;

/**
 * One call's progress through a {@link GemmPlan}'s phases (a column tile of C at one step of K),
 * shared by the call's threads: which of C's rows have been claimed, and which are done. Threads
 * claim rows in order, so a thread that starts late or runs slower simply takes fewer of them.
 *
 * <pre>{@code
 * GemmProgress progress = new GemmProgress(4, 1024, 12);
 * int first = progress.claimRows(0, left -> 132);   // 0, then 132, ... for whichever thread asks
 * }</pre>
 */
final class GemmProgress {
  /** Spins before a waiting thread starts yielding its core. */
  private static final int SPINS = 2_000;

  private final int rows;
  private final int group;
  /** Groups of {@code group} rows per phase. */
  private final int groups;
  /** Per phase: the first row not yet claimed. */
  private final AtomicIntegerArray nextRow;
  /** Per phase and group of {@code group} rows: 1 once their product has been added to C. */
  private final AtomicIntegerArray groupDone;
  private volatile Throwable failure;

  /**
   * The progress of {@code phases} phases over {@code rows} rows, claimed in runs that start at
   * multiples of {@code group} rows.
   */
  GemmProgress(int phases, int rows, int group) {
    this.rows = rows;
    this.group = group;
    groups = (rows + group - 1) / group;
    nextRow = new AtomicIntegerArray(phases);
    groupDone = new AtomicIntegerArray(phases * groups);
  }

  /** One past the last group holding a row below {@code to}. */
  private int groupsBelow(int to) {
    return (to + group - 1) / group;
  }

  /**
   * The first row of the next run of the phase, of {@code unit.applyAsInt(left)} rows where
   * {@code left} rows are unclaimed; the row count once all are claimed.
   */
  int claimRows(int phase, IntUnaryOperator unit) {
    while (true) {
      int first = nextRow.get(phase);
      if (first >= rows) {
        return rows;
      }
      if (nextRow.compareAndSet(phase, first, first + unit.applyAsInt(rows - first))) {
        return first;
      }
    }
  }

  /** Records rows {@code [from, to)} of the phase as added to C. */
  void rowsDone(int phase, int from, int to) {
    for (int g = from / group; g < groupsBelow(to); g++) {
      groupDone.set(phase * groups + g, 1);
    }
  }

  /** Waits until rows {@code [from, to)} of the phase are done: the next step of K adds to them. */
  void awaitRows(int phase, int from, int to) {
    for (int g = from / group; g < groupsBelow(to); g++) {
      for (int spins = 0; groupDone.get(phase * groups + g) == 0; spins++) {
        pause(spins);
      }
    }
  }

  /** Records that a thread failed, so that the others stop waiting for its work. */
  void fail(Throwable cause) {
    failure = cause;
  }

  private void pause(int spins) {
    if (failure != null) {
      throw new CancellationException("another GEMM thread failed: " + failure);
    }
    if (spins < SPINS) {
      Thread.onSpinWait();
    } else {
      Thread.yield();
    }
  }
}
