package dev.strided.processor.model;

import dev.strided.core.Fact;
import dev.strided.core.NamedQuotient;
import dev.strided.core.Symbol;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the generated {@code of(...)} binds a layout's names: its parameters, the facts it checks
 * before anything else, and the names the layout itself is written in. For a written layout they
 * are the same names; a derived layout whose leaves divide a name by what {@code assume} says it is
 * a multiple of ({@code M/128} with {@code M % 128 == 0}) is written in a quotient name
 * {@code M_div128} that {@code of(...)} computes exactly, so every later step sees products of
 * names, as in a written layout. A quotient that is no such product (a rounded {@code ceil_div} of a
 * masked layout, an exact division by a name) is a {@link Derived} name that {@code of(...)}
 * computes from the parameters.
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
 * @param derived the names of the layout that are named quotients of the parameters, in the
 *     order {@code of(...)} computes them (each uses only earlier ones)
 */
public record Bindings(List<String> parameters, List<String> extentParameters, List<Fact> facts,
    List<Quotient> quotients, String canonical, List<Requirement> requirements,
    List<Derived> derived) {
  /** Copies the lists. */
  public Bindings {
    parameters = List.copyOf(parameters);
    extentParameters = List.copyOf(extentParameters);
    facts = List.copyOf(facts);
    quotients = List.copyOf(quotients);
    requirements = List.copyOf(requirements);
    derived = List.copyOf(derived);
  }

  /**
   * Bindings without derived names.
   *
   * @param parameters {@code of(...)}'s parameters
   * @param extentParameters the parameters that are extents
   * @param facts the facts {@code of(...)} checks
   * @param quotients the quotient names
   * @param canonical the canonical print form
   * @param requirements the conditions {@code of(...)} checks
   */
  public Bindings(List<String> parameters, List<String> extentParameters, List<Fact> facts,
      List<Quotient> quotients, String canonical, List<Requirement> requirements) {
    this(parameters, extentParameters, facts, quotients, canonical, requirements, List.of());
  }

  /**
   * A name of the layout that stands for a quotient the core's arithmetic named.
   *
   * <pre>{@code
   * // ceil_div(M, 128) of a masked zipped_divide: Derived("M_ceil128", ceil_div(M,_128))
   * }</pre>
   *
   * @param name the Java name in the layout, e.g. {@code M_ceil128}
   * @param definition the quotient, in the parameters and the core's names of earlier quotients
   */
  public record Derived(String name, NamedQuotient definition) {}

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
    return new Bindings(parameters, extentParameters, newFacts, quotients, canonical, requirements,
        derived);
  }

  /** These bindings with the conditions {@code of(...)} checks. */
  Bindings withRequirements(List<Requirement> newRequirements) {
    return new Bindings(parameters, extentParameters, facts, quotients, canonical, newRequirements,
        derived);
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
    return new Symbol(value.coefficient(), divisor, names, value.dynamic());
  }

  /**
   * The parameter a name of the layout comes from (itself, or its quotient's parameter); for a
   * derived name, the core's name of its quotient ({@code ceil_div(M,_128)}).
   */
  public String parameterOf(String name) {
    Quotient q = quotient(name);
    Derived d = derivedNamed(name);
    return q != null ? q.parameter() : d != null ? d.definition().name() : name;
  }

  /**
   * The parameters a name of the layout depends on: its own parameter, or those its derived
   * quotient is computed from.
   *
   * @param name a name of the layout
   * @return the parameters, each once, in the order they are met
   */
  public List<String> parametersOf(String name) {
    Derived d = derivedNamed(name);
    if (d == null) {
      return List.of(parameterOf(name));
    }
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    List<String> used = new java.util.ArrayList<>(d.definition().dividend().names());
    used.addAll(d.definition().divisor().names());
    for (String n : used) {
      Derived inner = derivedCalled(n);
      out.addAll(inner == null ? List.of(n) : parametersOf(inner.name()));
    }
    return List.copyOf(out);
  }

  /** The derived name whose core name is {@code coreName}, or null. */
  private Derived derivedCalled(String coreName) {
    for (Derived d : derived) {
      if (d.definition().name().equals(coreName)) {
        return d;
      }
    }
    return null;
  }

  /** The derived name called {@code name}, or null. */
  public Derived derivedNamed(String name) {
    for (Derived d : derived) {
      if (d.name().equals(name)) {
        return d;
      }
    }
    return null;
  }

  /**
   * A binding of the layout's other names completed by the values of its derived names, each
   * computed from its definition as {@code of(...)} computes it.
   *
   * <pre>{@code
   * // derived M_ceil128 = ceil_div(M, 128): {M = 130} gives {M = 130, M_ceil128 = 2}
   * }</pre>
   *
   * @param binding a value for every name of the layout but the derived ones, and for every
   *     parameter a derived name uses
   * @return the binding with the derived names
   */
  public Map<String, Long> completed(Map<String, Long> binding) {
    Map<String, Long> core = new LinkedHashMap<>();
    for (String p : parameters) {
      Quotient q = quotientOf(p);
      if (binding.containsKey(p)) {
        core.put(p, binding.get(p));
      } else if (q != null && binding.containsKey(q.name())) {
        core.put(p, binding.get(q.name()) * q.divisor());
      }
    }
    Map<String, Long> out = new LinkedHashMap<>(binding);
    for (Derived d : derived) {
      long v = d.definition().evaluate(core);
      core.put(d.definition().name(), v);
      out.put(d.name(), v);
    }
    return out;
  }

  /**
   * The names to bind so that {@link #completed} can compute every derived name: the layout's
   * names but the derived ones, and the parameters the derived ones use (or their quotients).
   *
   * @param names the layout's names
   * @return the free names, in order
   */
  public List<String> freeNames(List<String> names) {
    List<String> out = new java.util.ArrayList<>();
    for (String n : names) {
      if (derivedNamed(n) == null) {
        out.add(n);
      }
    }
    for (Derived d : derived) {
      List<String> used = new java.util.ArrayList<>(d.definition().dividend().names());
      used.addAll(d.definition().divisor().names());
      for (String p : used) {
        Quotient q = quotientOf(p);
        String n = q == null ? p : q.name();
        if (parameters.contains(p) && !out.contains(n)) {
          out.add(n);
        }
      }
    }
    return out;
  }

  private Quotient quotientOf(String parameter) {
    for (Quotient q : quotients) {
      if (q.parameter().equals(parameter)) {
        return q;
      }
    }
    return null;
  }
}
