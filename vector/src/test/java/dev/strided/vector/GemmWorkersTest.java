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

/** {@link GemmWorkers}: a finished worker spins for the next task, then parks; failures reach the caller. */
class GemmWorkersTest {

  @Test
  void aFinishedWorkerIsOfferedBeforeItsTaskIsSeenDoneAndWithdrawnAfterItsSpin() throws Exception {
    Thread.sleep(20);   // workers of earlier tests have given up their spin
    GemmWorkers.await(GemmWorkers.submit(() -> { }));
    // Offered before completion, so this holds unless the test thread stalls for a whole spin (1 ms).
    assertEquals(1, GemmWorkers.spinning());
    Future<?> next = GemmWorkers.submit(() -> { });
    assertEquals(0, GemmWorkers.spinning(), "the next task went to the spinning worker");
    GemmWorkers.await(next);
    Thread.sleep(20);
    assertEquals(0, GemmWorkers.spinning(), "a worker stops offering itself after its spin");
  }

  @Test
  void aTasksExceptionReachesTheCallerAndTheWorkerServesOn() throws Exception {
    IllegalStateException thrown = new IllegalStateException("task failed");
    ExecutionException e = assertThrows(ExecutionException.class,
        () -> GemmWorkers.await(GemmWorkers.submit(() -> {
          throw thrown;
        })));
    assertSame(thrown, e.getCause());
    AtomicInteger ran = new AtomicInteger();
    GemmWorkers.await(GemmWorkers.submit(ran::incrementAndGet));
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
            GemmWorkers.await(GemmWorkers.submit(ran::incrementAndGet));
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
