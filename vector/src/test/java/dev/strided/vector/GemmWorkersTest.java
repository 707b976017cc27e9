package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link GemmWorkers}: a finished worker spins for the next task, then parks; failures reach the
 * caller.
 */
class GemmWorkersTest {

  @Test
  void aFinishedWorkerIsOfferedBeforeItsTaskIsSeenDoneAndWithdrawnAfterItsSpin() throws Exception {
    // A spin long enough that no stall of this thread outlasts it, short enough to wait out.
    GemmWorkers workers = new GemmWorkers(300_000_000L);
    workers.await(workers.submit(() -> { }));
    assertEquals(1, workers.spinning(), "a worker offers itself before its task is seen done");
    Future<?> next = workers.submit(() -> { });
    assertEquals(0, workers.spinning(), "the next task went to the spinning worker");
    workers.await(next);
    assertEquals(1, workers.spinning());
    Thread.sleep(600);
    assertEquals(0, workers.spinning(), "a worker stops offering itself after its spin");
  }

  @Test
  void aTasksExceptionReachesTheCallerAndTheWorkerServesOn() throws Exception {
    IllegalStateException thrown = new IllegalStateException("task failed");
    GemmWorkers workers = GemmWorkers.SHARED;
    ExecutionException e = assertThrows(ExecutionException.class,
        () -> workers.await(workers.submit(() -> {
          throw thrown;
        })));
    assertSame(thrown, e.getCause());
    AtomicInteger ran = new AtomicInteger();
    workers.await(workers.submit(ran::incrementAndGet));
    assertEquals(1, ran.get());
  }

  @Test
  void concurrentCallersEachGetEveryTaskRunOnce() throws Exception {
    AtomicInteger ran = new AtomicInteger();
    List<Thread> callers = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      Thread caller = new Thread(() -> {
        try {
          for (int i = 0; i < 200; i++) {
            GemmWorkers.SHARED.await(GemmWorkers.SHARED.submit(ran::incrementAndGet));
          }
        } catch (InterruptedException | ExecutionException e) {
          synchronized (failures) {
            failures.add(e);
          }
        }
      });
      callers.add(caller);
      caller.start();
    }
    for (Thread caller : callers) {
      caller.join();
    }
    assertEquals(List.of(), failures);
    assertEquals(800, ran.get());
  }
}
