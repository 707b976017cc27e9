package dev.strided.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The processor's {@code -A} options. Only {@code -Astrided.svg[=true|false]} exists: write an SVG
 * picture of each static rank-1 or rank-2 layout next to its generated class. An unknown
 * {@code -Astrided.*} option or a value that is not {@code true}/{@code false} is a warning that
 * names the known options (a typo must not silently turn a feature off).
 *
 * <pre>{@code
 * ProcessorOptions o = ProcessorOptions.of(Map.of("strided.svg", "true"));
 * o.svg();        // true
 * o.warnings();   // []
 * }</pre>
 *
 * @param svg whether to write SVG pictures
 * @param warnings one message per unknown option or bad value
 */
record ProcessorOptions(boolean svg, List<String> warnings) {
  /** The SVG option. */
  static final String SVG = "strided.svg";
  /** Every option the processor reads. */
  static final Set<String> KNOWN = Set.of(SVG);

  /** Copies the warnings. */
  ProcessorOptions {
    warnings = List.copyOf(warnings);
  }

  /**
   * Reads the options javac was given.
   *
   * @param options {@code ProcessingEnvironment.getOptions()}: key to value (null when no value)
   * @return the options and the warnings about them
   */
  static ProcessorOptions of(Map<String, String> options) {
    List<String> warnings = new ArrayList<>();
    for (String key : new TreeSet<>(options.keySet())) {
      if (key.startsWith("strided.") && !KNOWN.contains(key)) {
        warnings.add("[strided:option] unknown option -A" + key + " is ignored; the Strided "
            + "processor knows only " + known() + ".");
      }
    }
    boolean svg = false;
    if (options.containsKey(SVG)) {
      String value = options.get(SVG);
      if (value == null || value.equalsIgnoreCase("true")) {
        svg = true;
      } else if (!value.equalsIgnoreCase("false")) {
        warnings.add("[strided:option] -A" + SVG + "=" + value + " is ignored: the value must be "
            + "true or false.");
      }
    }
    return new ProcessorOptions(svg, warnings);
  }

  private static String known() {
    List<String> names = new ArrayList<>();
    for (String k : new TreeSet<>(KNOWN)) {
      names.add("-A" + k + "=true|false");
    }
    return String.join(", ", names);
  }
}
