package dev.strided.vector;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * One call's progress through a {@link GemmPlan}'s phases (a column tile of C at one step of K),
 * shared by the call's threads: which chunks of the phase's packed B and which row tiles have been
 * claimed, and which are done. Threads claim work in order, so a thread that starts late or runs
 * slower simply takes less of it.
 *
 * <pre>{@code
 * GemmProgress progress = new GemmProgress(4, 8);
 * int row = progress.claimRow(0);   // 0, then 1, ... for whichever thread asks
 * }</pre>
 */
final class GemmProgress {
  /** Spins before a waiting thread starts yielding its core. */
  private static final int SPINS = 2_000;

  private final int rowTiles;
  private final AtomicIntegerArray chunksClaimed;
  private final AtomicIntegerArray chunksPacked;
  private final AtomicIntegerArray rowsClaimed;
  private final AtomicIntegerArray rowsDone;
  /** Per phase and row tile: 1 once that tile's product has been added to C. */
  private final AtomicIntegerArray rowDone;
  private volatile Throwable failure;

  GemmProgress(int phases, int rowTiles) {
    this.rowTiles = rowTiles;
    chunksClaimed = new AtomicIntegerArray(phases);
    chunksPacked = new AtomicIntegerArray(phases);
    rowsClaimed = new AtomicIntegerArray(phases);
    rowsDone = new AtomicIntegerArray(phases);
    rowDone = new AtomicIntegerArray(phases * rowTiles);
  }

  /** The next chunk of the phase's B to pack; past the last once all are claimed. */
  int claimChunk(int phase) {
    return chunksClaimed.getAndIncrement(phase);
  }

  void chunkPacked(int phase) {
    chunksPacked.incrementAndGet(phase);
  }

  /** The next row tile of the phase to multiply; past the last once all are claimed. */
  int claimRow(int phase) {
    return rowsClaimed.getAndIncrement(phase);
  }

  void rowDone(int phase, int row) {
    rowDone.set(phase * rowTiles + row, 1);
    rowsDone.incrementAndGet(phase);
  }

  /** Waits until the phase's B is packed: {@code chunks} chunks. */
  void awaitChunks(int phase, int chunks) {
    for (int spins = 0; chunksPacked.get(phase) < chunks; spins++) {
      pause(spins);
    }
  }

  /** Waits until every row tile of the phase is done (its packed B may then be overwritten). */
  void awaitPhase(int phase) {
    for (int spins = 0; rowsDone.get(phase) < rowTiles; spins++) {
      pause(spins);
    }
  }

  /** Waits until the row tile of the phase is done (the next step of K adds to the same C). */
  void awaitRow(int phase, int row) {
    for (int spins = 0; rowDone.get(phase * rowTiles + row) == 0; spins++) {
      pause(spins);
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
