package dev.strided.benchmarks;

import com.google.auto.value.processor.AutoValueProcessor;
import dev.strided.processor.LayoutProcessor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Build-time cost of the processor: javac in this JVM compiles {@code n} annotated descriptor
 * classes with the processor ({@code processed}) and without ({@code plain}, {@code -proc:none});
 * the cost per annotated type is (processed − plain) / n. For scale, the same for {@code n}
 * three-property {@code @AutoValue} classes with AutoValue's processor. {@code pregenerated}
 * compiles the descriptors together with the processor's output (saved once in setup) without
 * processing: processed − pregenerated is the processor's own work, pregenerated − plain the cost
 * of compiling what it wrote. One compile per measurement (single shot), after warm-up compiles.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10)
@Measurement(iterations = 15)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
public class ProcessorCostBenchmark {
  /** Number of annotated classes in one compile. */
  @Param({"100", "500"})
  public int n;

  /** {@code strided}: {@code @Layout} descriptors; {@code autovalue}: {@code @AutoValue} classes. */
  @Param({"strided", "autovalue"})
  public String kind;

  private List<JavaFileObject> sources;
  private List<JavaFileObject> withGenerated;
  private Supplier<? extends Processor> processor;
  private InProcessJavac javac;

  /**
   * Writes the sources, opens the compiler, and saves the processor's output.
   *
   * @throws IOException if the generated sources cannot be read
   */
  @Setup
  public void setUp() throws IOException {
    boolean strided = kind.equals("strided");
    sources = strided ? DescriptorSources.strided(n) : DescriptorSources.autoValue(n);
    processor = strided ? LayoutProcessor::new : AutoValueProcessor::new;
    try (InProcessJavac once = new InProcessJavac()) {
      once.compile(sources, processor);
      withGenerated = new ArrayList<>(sources);
      withGenerated.addAll(once.generatedSources());
    }
    javac = new InProcessJavac();
  }

  /**
   * Closes the compiler and deletes its output.
   *
   * @throws IOException if the output cannot be deleted
   */
  @TearDown
  public void tearDown() throws IOException {
    javac.close();
  }

  /**
   * Compile without annotation processing.
   *
   * @return class files written
   */
  @Benchmark
  public int plain() {
    return javac.compile(sources, null);
  }

  /**
   * Compile the sources and the processor's saved output without annotation processing.
   *
   * @return class files written
   */
  @Benchmark
  public int pregenerated() {
    return javac.compile(withGenerated, null);
  }

  /**
   * Compile with the processor (Strided or AutoValue, after {@link #kind}).
   *
   * @return class files written
   */
  @Benchmark
  public int processed() {
    return javac.compile(sources, processor);
  }
}
