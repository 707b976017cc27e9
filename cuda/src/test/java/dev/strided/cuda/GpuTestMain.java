package dev.strided.cuda;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.PrintWriter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs {@link GpuTest} where there is a GPU and a JDK but no Maven ({@code samples/cuda/run_java.sh}
 * on the GPU machine): prints JUnit's summary and exits 1 if a test failed or was skipped.
 */
final class GpuTestMain {
  private GpuTestMain() {}

  public static void main(String[] args) {
    Launcher launcher = LauncherFactory.create();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(GpuTest.class))
        .build(), listener);
    TestExecutionSummary summary = listener.getSummary();
    summary.printTo(new PrintWriter(System.out));
    summary.printFailuresTo(new PrintWriter(System.out), 20);
    System.exit(summary.getTotalFailureCount() == 0 && summary.getTestsSkippedCount() == 0
        && summary.getTestsAbortedCount() <= 1 ? 0 : 1);
  }
}
