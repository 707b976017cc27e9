package dev.strided.processor.ascend;

import dev.strided.core.AlgebraException;
import dev.strided.core.Expression;
import dev.strided.core.Fact;
import dev.strided.core.Facts;
import dev.strided.core.FrameConversion;
import dev.strided.core.FrameFormat;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicDomain;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The rules of one {@code @AscendCube} over its type's {@code @Layout}s: each named layout exists
 * and is a frame format, each buffer gets a format it takes on the chip, an explicit C0 matches the
 * element type (L0C: 16), and each conversion is proven by the core's {@link FrameConversion}.
 * Each mistake is one {@code [strided:ascend]} error on the attribute at fault.
 *
 * <pre>{@code
 * List<Diagnostic> errors = CubeChecks.check(cube, reading.requests().get());
 * }</pre>
 */
public final class CubeChecks {
  private static final Pattern CONVERSION =
      Pattern.compile("\\s*([a-z0-9]+)\\s*\\(\\s*(\\w+)\\s*,\\s*(\\w+)\\s*\\)\\s*");

  private CubeChecks() {}

  /** A layout of the type written as a frame format: its format and extents' text. */
  private record Framed(String name, Expression.Frame frame, List<String> assume) {
    FrameFormat format() {
      return frame.format();
    }

    String extents() {
      return frame.extents().stream().map(l -> l.text().trim()).collect(Collectors.joining(","));
    }

    /** The same matrix in {@code pattern}, as {@code of} would write it. */
    String as(FrameFormat.Pattern pattern, int c0) {
      String element = format().element() == null ? "" : format().element();
      String explicit = c0 == format().ruleC0() ? "" : "," + c0;
      String args = element.isEmpty() && explicit.isEmpty() ? "" : "<" + element + explicit + ">";
      return pattern + args + "(" + extents() + ")";
    }
  }

  /**
   * The errors of {@code cube}, in the order of its attributes.
   *
   * <pre>{@code
   * // @Layout(name = "A0", of = "NZ<half_t>(128,64)") with l0a = "A0" on Ascend 910B:
   * CubeChecks.check(cube, layouts).get(0).message();
   * // "@AscendCube l0a: A0 is Te's NZ<half_t> (C0 = 16), but L0A on Ascend 910B takes ZZ ..."
   * }</pre>
   *
   * @param cube the annotation
   * @param layouts the type's {@code @Layout}s
   * @return one diagnostic per mistake, none when it is right
   */
  public static List<Diagnostic> check(CubeRequest cube, List<LayoutRequest> layouts) {
    List<Diagnostic> out = new ArrayList<>();
    for (CubeBuffer buffer : CubeBuffer.values()) {
      for (String name : cube.buffers().get(buffer)) {
        String attribute = buffer.attribute();
        framed(name, layouts, buffer.name(), attribute, out)
            .flatMap(f -> bufferProblem(cube, buffer, f))
            .ifPresent(m -> out.add(error(attribute, m)));
      }
    }
    for (String text : cube.conversions()) {
      conversionProblem(text, layouts, out).ifPresent(m -> out.add(error("conversions", m)));
    }
    return out;
  }

  private static Optional<String> bufferProblem(CubeRequest cube, CubeBuffer buffer, Framed f) {
    FrameFormat format = f.format();
    List<FrameFormat.Pattern> takes = buffer.takes(cube.chip());
    String where = buffer + " on " + CubeBuffer.chip(cube.chip());
    if (!takes.contains(format.pattern())) {
      String formats = takes.stream().map(p -> p + " (CATLASS " + CubeBuffer.catlass(p) + ")")
          .collect(Collectors.joining(" or "));
      return Optional.of(f.name() + " is " + format.describe() + ", but " + where + " takes "
          + formats + "; derive " + f.name() + " as "
          + f.as(takes.get(0), buffer.c0(format.ruleC0())));
    }
    int wanted = buffer.c0(format.ruleC0());
    if (format.c0() != wanted) {
      String why = buffer == CubeBuffer.L0C ? where + " holds 16 elements per fractal row whatever "
          + "the type" : (format.element() == null ? "an element of 2 bytes" : format.element())
          + " takes C0 = 32 bytes / element size = " + wanted + " in " + where;
      return Optional.of(f.name() + " is " + format.describe() + ", but " + why + "; write "
          + f.as(format.pattern(), wanted)
          + (buffer == CubeBuffer.L0C ? " (CATLASS's L0C<" + orHalf(format) + ">(" + f.extents()
          + "))" : ""));
    }
    return Optional.empty();
  }

  private static Optional<String> conversionProblem(String text, List<LayoutRequest> layouts,
      List<Diagnostic> out) {
    Matcher m = CONVERSION.matcher(text);
    Optional<FrameConversion> conversion =
        m.matches() ? FrameConversion.named(m.group(1)) : Optional.empty();
    if (conversion.isEmpty()) {
      return Optional.of("'" + text + "' is not a conversion; write one of "
          + FrameConversion.names() + " of a source and a destination layout, such as "
          + "nd2nz(GmA, L1A)");
    }
    Optional<Framed> source = framed(m.group(2), layouts, "the source of " + m.group(1),
        "conversions", out);
    Optional<Framed> dest = framed(m.group(3), layouts, "the destination of " + m.group(1),
        "conversions", out);
    if (source.isEmpty() || dest.isEmpty()) {
      return Optional.empty();
    }
    SymbolicDomain dom = new SymbolicDomain(facts(source.get(), dest.get()), Policy.ROUND_UP);
    try {
      conversion.get().prove(dom, source.get().format(), extents(source.get()),
          dest.get().format(), extents(dest.get()));
      return Optional.empty();
    } catch (AlgebraException e) {
      return Optional.of(text.trim() + ": " + e.getMessage());
    }
  }

  /**
   * What both layouts' {@code assume} say of their names (each layout's {@code of(...)} checks its
   * own); a fact that does not parse is the layout's own {@code [strided:assume]} error.
   */
  private static Facts facts(Framed source, Framed dest) {
    List<String> names = new ArrayList<>();
    Facts facts = Facts.none();
    for (Framed f : List.of(source, dest)) {
      for (Symbol x : extents(f)) {
        if (!x.isConstant()) {
          names.addAll(x.names());
        }
      }
      for (String text : f.assume()) {
        try {
          facts = facts.with(Fact.parse(text));
        } catch (IllegalArgumentException reportedByTheLayout) {
          continue;
        }
      }
    }
    return facts.withExtents(names);
  }

  private static List<Symbol> extents(Framed f) {
    return f.frame().extents().stream().map(l -> {
      String t = l.text().trim();
      return t.matches("[0-9]+") ? Symbol.constant(Long.parseLong(t)) : Symbol.name(t);
    }).toList();
  }

  /** The named layout as a frame format, or an error added to {@code out}. */
  private static Optional<Framed> framed(String name, List<LayoutRequest> layouts, String role,
      String attribute, List<Diagnostic> out) {
    Optional<LayoutRequest> found =
        layouts.stream().filter(l -> l.generatedName().equals(name)).findFirst();
    if (found.isEmpty()) {
      out.add(error(attribute, "no @Layout of this type is named " + name + " (" + role
          + "); name one of " + layouts.stream().map(LayoutRequest::generatedName)
          .collect(Collectors.joining(", "))));
      return Optional.empty();
    }
    Optional<Expression.Frame> frame = frameOf(found.get().of());
    if (frame.isEmpty()) {
      out.add(error(attribute, name + " (" + role + ") is not written as a frame format, so its "
          + "format is unknown; derive it with of = \"NZ<half_t>(m,n)\" or the format it has"));
    }
    return frame.map(f -> new Framed(name, f, found.get().assume()));
  }

  private static Optional<Expression.Frame> frameOf(String of) {
    if (of.isBlank()) {
      return Optional.empty();
    }
    try {
      return Expression.parse(of) instanceof Expression.Frame f && f.format().arity() == 2
          ? Optional.of(f) : Optional.empty();
    } catch (IllegalArgumentException syntax) {
      return Optional.empty();   // the @Layout's own [strided:syntax] error says it
    }
  }

  private static String orHalf(FrameFormat f) {
    return f.element() == null ? "half_t" : f.element();
  }

  private static Diagnostic error(String attribute, String message) {
    return new Diagnostic(Tag.ASCEND, "@AscendCube " + attribute + ": " + message, attribute);
  }
}
