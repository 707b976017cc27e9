package dev.strided.processor;

import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.writing.cute.CuteHeaderFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The processor's {@code -A} options: {@code -Astrided.svg[=true|false]} writes an SVG picture of
 * each static rank-1 or rank-2 layout next to its generated class; {@code -Astrided.cute[=true|false]}
 * writes a CuTe C++ header {@code cute/<package path>/<Name>.hpp} for every generated layout
 * ({@link CuteHeaderFile}); {@code -Astrided.ascend[=true|false]} writes an Ascend C Te header
 * {@code ascend/<package path>/<Name>.h} for every generated layout that is not swizzled
 * ({@code TeHeaderFile}). A key without a value means true. An unknown
 * {@code -Astrided.*} option or a value that is not {@code true}/{@code false} is a warning that
 * names the known options (a typo must not silently turn a feature off).
 *
 * <pre>{@code
 * ProcessorOptions o = ProcessorOptions.of(Map.of("strided.svg", "true"));
 * o.svg();        // true
 * o.cute();       // false
 * o.ascend();     // false
 * o.warnings();   // []
 * }</pre>
 *
 * @param svg whether to write SVG pictures
 * @param cute whether to write CuTe C++ headers
 * @param ascend whether to write Ascend C Te headers
 * @param warnings one message per unknown option or bad value
 */
record ProcessorOptions(boolean svg, boolean cute, boolean ascend, List<Diagnostic> warnings) {
  /** The SVG option. */
  static final String SVG = "strided.svg";
  /** The CuTe header option. */
  static final String CUTE = "strided.cute";
  /** The Ascend C Te header option. */
  static final String ASCEND = "strided.ascend";
  /** Every option the processor reads. */
  static final Set<String> KNOWN = Set.of(SVG, CUTE, ASCEND);

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
    List<Diagnostic> warnings = new ArrayList<>();
    for (String key : new TreeSet<>(options.keySet())) {
      if (key.startsWith("strided.") && !KNOWN.contains(key)) {
        warnings.add(ignored("unknown option -A" + key + " is ignored; the Strided processor "
            + "knows only " + known() + "."));
      }
    }
    return new ProcessorOptions(flag(options, SVG, warnings), flag(options, CUTE, warnings),
        flag(options, ASCEND, warnings), warnings);
  }

  private static boolean flag(Map<String, String> options, String key,
      List<Diagnostic> warnings) {
    if (!options.containsKey(key)) {
      return false;
    }
    String value = options.get(key);
    if (value == null || value.equalsIgnoreCase("true")) {
      return true;
    }
    if (!value.equalsIgnoreCase("false")) {
      warnings.add(ignored("-A" + key + "=" + value + " is ignored: the value must be true or "
          + "false."));
    }
    return false;
  }

  /** The one place the [strided:option] warnings are made. */
  private static Diagnostic ignored(String message) {
    return new Diagnostic(Tag.OPTION, message, null);
  }

  private static String known() {
    List<String> names = new ArrayList<>();
    for (String k : new TreeSet<>(KNOWN)) {
      names.add("-A" + k + "=true|false");
    }
    return String.join(", ", names);
  }
}
