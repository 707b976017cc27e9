package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every public method and constructor of the core types, given null for one reference parameter at
 * a time (the others valid), throws an IllegalArgumentException whose message says what was null
 * (never a NullPointerException).
 */
class NullArgumentsTest {
  private static final Map<Class<?>, Object> SAMPLES = Map.ofEntries(
      Map.entry(Layout.class, Layout.parse("(2,3):(1,2)")),
      Map.entry(IntTuple.class, IntTuple.parse("(2,3)")),
      Map.entry(IntTuple.Int.class, IntTuple.of(2)),
      Map.entry(Tiler.class, Layout.parse("2:1")),
      Map.entry(String.class, "(2,3):(1,2)"),
      Map.entry(int[].class, new int[] {0}),
      Map.entry(Layout[].class, new Layout[] {Layout.parse("2:1")}),
      Map.entry(IntTuple[].class, new IntTuple[] {IntTuple.of(2)}),
      Map.entry(Tiler[].class, new Tiler[] {Layout.parse("2:1")}),
      Map.entry(List.class, List.of(IntTuple.of(2))),
      Map.entry(ArithmeticException.class, new ArithmeticException("long overflow")));

  private static final List<Class<?>> TYPES = List.of(Layout.class, IntTuple.class,
      IntTuple.Int.class, IntTuple.Tuple.class, Tiler.class, Tiler.ByMode.class,
      Tiler.Extent.class, NotationException.class);

  @Test
  void nullIsAnIllegalArgumentNamingWhatWasNull() throws Exception {
    List<String> checked = new ArrayList<>();
    List<String> failures = new ArrayList<>();
    for (Class<?> type : TYPES) {
      List<Executable> members = new ArrayList<>(List.of(type.getConstructors()));
      members.addAll(List.of(type.getDeclaredMethods()));
      for (Executable member : members) {
        if (!Modifier.isPublic(member.getModifiers()) || member.getName().equals("equals")
            || member.isSynthetic()) {
          continue;
        }
        Class<?>[] params = member.getParameterTypes();
        for (int p = 0; p < params.length; p++) {
          if (params[p].isPrimitive() || !SAMPLES.containsKey(params[p])
              && params[p] != java.util.function.Function.class && params[p] != Object.class) {
            continue;
          }
          String failure = call(type, member, p);
          checked.add(member.getName());
          if (failure != null) {
            failures.add(failure);
          }
        }
      }
    }
    assertEquals(List.of(), failures);
    assertTrue(checked.size() > 40, "checked " + checked);
    // the varargs of the hot path, spelled out
    assertEquals("coords must not be null", message(() -> Layout.parse("4:1").index((int[]) null)));
    assertEquals("path must not be null",
        message(() -> Layout.parse("4:1").capacity((int[]) null)));
    assertEquals("coord must not be null",
        message(() -> SwizzledLayout.parse("Sw<1,0,1> o _0 o 4:1").index((IntTuple) null)));
  }

  /** Null when the call threw the right exception, else what went wrong. */
  private static String call(Class<?> type, Executable member, int nullAt) throws Exception {
    Class<?>[] params = member.getParameterTypes();
    Object[] args = new Object[params.length];
    for (int i = 0; i < params.length; i++) {
      args[i] = i == nullAt ? null : sample(params[i]);
    }
    String label = type.getSimpleName() + "." + member.getName() + " argument " + nullAt;
    Object receiver = member instanceof Method m && !Modifier.isStatic(m.getModifiers())
        ? receiver(type) : null;
    try {
      if (member instanceof Method m) {
        m.invoke(receiver, args);
      } else {
        ((java.lang.reflect.Constructor<?>) member).newInstance(args);
      }
      return label + ": accepted null";
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (!(cause instanceof IllegalArgumentException) || cause.getMessage() == null
          || !cause.getMessage().contains("null")) {
        return label + ": threw " + cause;
      }
    }
    return null;
  }

  private static Object sample(Class<?> type) {
    if (type.isPrimitive()) {
      return type == boolean.class ? false : 1;
    }
    if (type == java.util.function.Function.class) {
      return (java.util.function.Function<Object, Object>) x -> null;
    }
    return SAMPLES.getOrDefault(type, "x");
  }

  private static Object receiver(Class<?> type) {
    if (type == IntTuple.Tuple.class) {
      return IntTuple.parse("(2,3)");
    }
    if (type == Tiler.ByMode.class) {
      return Tiler.parse("(2,3)");
    }
    if (type == Tiler.Extent.class) {
      return new Tiler.Extent(IntTuple.of(2));
    }
    return SAMPLES.get(type);
  }

  private static String message(Runnable r) {
    try {
      r.run();
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    return "accepted null";
  }
}
