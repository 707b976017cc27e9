package dev.strided.vector;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The threads that run {@link GemmPlan}'s work besides the caller's: kept between calls (daemons,
 * ended after a minute idle) so that their packed tiles are too, and, after each task, spinning for
 * a while before they park, so that back-to-back calls hand their work to a running
 * thread. A parked thread took 0.4–0.6 ms to start (the second vCPU idle; Zen 5 VM, n = 1024, a
 * two-thread call lasting 6–7 ms); OpenBLAS's threads spin too, for longer.
 *
 * <pre>{@code GemmWorkers.SHARED.await(GemmWorkers.SHARED.submit(() -> work(share)));}</pre>
 */
final class GemmWorkers {
  /** The workers {@link GemmPlan} uses: each spins 1 ms for its next task. */
  static final GemmWorkers SHARED = new GemmWorkers(1_000_000);
  private static final Job GAVE_UP = new Job(() -> { }, new CompletableFuture<>());
  private static final ExecutorService POOL = Executors.newCachedThreadPool(task -> {
    Thread thread = new Thread(task, "strided-gemm");
    thread.setDaemon(true);
    return thread;
  });

  /** A task and its completion. */
  private record Job(Runnable task, CompletableFuture<Void> done) {
    /** Runs the task; {@code offer} runs before the completion is seen, so that it is in time. */
    void run(Runnable offer) {
      try {
        task.run();
      } catch (RuntimeException | Error e) {
        offer.run();
        done.completeExceptionally(e);
        return;
      }
      offer.run();
      done.complete(null);
    }
  }

  /** How long a worker spins for its next task after each one. */
  private final long lingerNanos;
  private final ConcurrentLinkedQueue<AtomicReference<Job>> offers =
      new ConcurrentLinkedQueue<>();

  GemmWorkers(long lingerNanos) {
    this.lingerNanos = lingerNanos;
  }

  /** Runs {@code task} on a spinning worker if one is free, else on a pooled thread. */
  Future<?> submit(Runnable task) {
    Job job = new Job(task, new CompletableFuture<>());
    for (AtomicReference<Job> slot; (slot = offers.poll()) != null; ) {
      if (slot.compareAndSet(null, job)) {
        return job.done();
      }
    }
    POOL.execute(() -> serve(job));
    return job.done();
  }

  /** How many workers are spinning for a task now. */
  int spinning() {
    return offers.size();
  }

  /** Waits for {@code future}, spinning first: a parked caller also wakes late. */
  void await(Future<?> future) throws InterruptedException, ExecutionException {
    long end = System.nanoTime() + lingerNanos;
    while (!future.isDone() && System.nanoTime() < end) {
      Thread.onSpinWait();
    }
    future.get();
  }

  /**
   * Runs {@code job}, then offers this thread for the next one, the offer made before the job's
   * completion is seen (a caller issuing its next call at once finds it), until a spin passes
   * without one.
   */
  private void serve(Job first) {
    for (Job job = first; job != null; ) {
      AtomicReference<Job> slot = new AtomicReference<>();
      job.run(() -> offers.add(slot));
      long end = System.nanoTime() + lingerNanos;
      while (slot.get() == null && System.nanoTime() < end) {
        Thread.onSpinWait();
      }
      if (slot.compareAndSet(null, GAVE_UP)) {
        offers.remove(slot);
        return;
      }
      job = slot.get();
    }
  }
}
