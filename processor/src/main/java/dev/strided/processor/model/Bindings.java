package dev.strided.processor.model;

import dev.strided.core.Fact;
import dev.strided.core.Symbol;
import java.util.List;

/**
 * How the generated {@code of(...)} binds a layout's names: its parameters, the facts it checks
 * before anything else, and the names the layout itself is written in. For a written layout they
 * are the same names; a derived layout whose leaves divide a name by what {@code assume} says it is
 * a multiple of ({@code M/128} with {@code M % 128 == 0}) is written in a quotient name
 * {@code M_div128} that {@code of(...)} computes exactly, so every later step sees products of
 * names, as in a written layout.
 *
 * <pre>{@code
 * // of = "zipped_divide(GmemC, (128,64))", assume = {"M % 128 == 0", "N % 64 == 0"}, GmemC (M,N):(N,1)
 * // parameters [M, N], facts [M % 128 == 0, N % 64 == 0], quotients [M_div128 = M/128, N_div64 = N/64]
 * // layout ((_128,_64),(M_div128,N_div64)):((_64*N_div64,_1),(_8192*N_div64,_64))
 * }</pre>
 *
 * @param parameters {@code of(...)}'s parameters, in order of first appearance
 * @param extentParameters the parameters that are extents (at least 1)
 * @param facts the {@code assume} facts, checked by {@code of(...)} in this order
 * @param quotients the names of the layout that {@code of(...)} computes from a parameter
 * @param canonical the layout in canonical print form, in the parameters' names ({@code M/_128})
 * @param requirements the {@code require} conditions {@code of(...)} checks after the facts
 */
public record Bindings(List<String> parameters, List<String> extentParameters, List<Fact> facts,
    List<Quotient> quotients, String canonical, List<Requirement> requirements) {
  /** Copies the lists. */
  public Bindings {
    parameters = List.copyOf(parameters);
    extentParameters = List.copyOf(extentParameters);
    facts = List.copyOf(facts);
    quotients = List.copyOf(quotients);
    requirements = List.copyOf(requirements);
  }

  /**
   * A name of the layout that is a parameter divided exactly by a constant.
   *
   * @param name the name in the layout, e.g. {@code M_div128}
   * @param parameter the parameter, e.g. {@code M}
   * @param divisor what the parameter is a multiple of, e.g. 128
   */
  public record Quotient(String name, String parameter, long divisor) {}

  /** These bindings with the facts {@code of(...)} checks. */
  Bindings withFacts(List<Fact> newFacts) {
    return new Bindings(parameters, extentParameters, newFacts, quotients, canonical, requirements);
  }

  /** These bindings with the conditions {@code of(...)} checks. */
  Bindings withRequirements(List<Requirement> newRequirements) {
    return new Bindings(parameters, extentParameters, facts, quotients, canonical, newRequirements);
  }

  /**
   * {@code its names are M, N} or {@code it has none}, for a message about an unknown name.
   *
   * @param parameters {@code of(...)}'s names
   * @return the phrase
   */
  public static String namesText(List<String> parameters) {
    return parameters.isEmpty() ? "it has none" : "its names are " + String.join(", ", parameters);
  }

  /** The quotient called {@code name}, or null when it is a parameter itself. */
  public Quotient quotient(String name) {
    for (Quotient q : quotients) {
      if (q.name().equals(name)) {
        return q;
      }
    }
    return null;
  }

  /**
   * A value of the layout in the parameters' names, for a message.
   *
   * <pre>{@code
   * // quotient N_div64 = N/64: 64*N_div64 prints as N, N_div64 as N/64
   * }</pre>
   */
  public String display(Symbol value) {
    return inParameters(value).toString();
  }

  /**
   * A value of the layout in the parameters' names.
   *
   * <pre>{@code
   * // quotient M_div128 = M/128: _2*M_div128 is M/_64
   * }</pre>
   */
  public Symbol inParameters(Symbol value) {
    long divisor = 1;
    List<String> names = new java.util.ArrayList<>();
    for (String n : value.names()) {
      Quotient q = quotient(n);
      divisor = Math.multiplyExact(divisor, q == null ? 1 : q.divisor());
      names.add(parameterOf(n));
    }
    return new Symbol(value.coefficient(), divisor, names);
  }

  /** The parameter a name of the layout comes from (itself, or its quotient's parameter). */
  public String parameterOf(String name) {
    Quotient q = quotient(name);
    return q == null ? name : q.parameter();
  }
}
