package dev.strided.tensor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The build generates {@code DoubleTensor}, {@code IntTensor} and {@code LongTensor} from the
 * template {@code FloatTensor}: each has the template's public API with {@code float} replaced, and
 * the views of the shared base typed to itself.
 */
class GeneratedTypesTest {

  @ParameterizedTest
  @ValueSource(classes = {DoubleTensor.class, IntTensor.class, LongTensor.class})
  void eachTypeHasTheTemplatesApiWithItsElementType(Class<?> type) {
    String element = type.getSimpleName().replace("Tensor", "").toLowerCase(java.util.Locale.ROOT);
    Set<String> expected = new TreeSet<>();
    for (String s : publicMethods(FloatTensor.class)) {
      expected.add(s.replace("FloatTensor", type.getSimpleName()).replace("float", element));
    }
    Set<String> actual = publicMethods(type);
    assertEquals(expected, actual);
    assertTrue(actual.size() > 25, () -> "the template's API: " + actual);
    assertEquals("dev.strided.tensor.TensorViews<dev.strided.tensor." + type.getSimpleName()
        + ", dev.strided.tensor.DataLayout>", type.getGenericSuperclass().getTypeName());
    assertTrue(Modifier.isFinal(type.getModifiers()));
  }

  @ParameterizedTest
  @ValueSource(classes = {DoubleTensor.class, IntTensor.class, LongTensor.class})
  void eachTypesViewsReturnItself(Class<?> type) throws ReflectiveOperationException {
    Object tensor = type.getMethod("allocate", Layout.class).invoke(null,
        Layout.parse("(_4,_4)"));
    Object view = type.getMethod("slice", String.class).invoke(tensor, "(_,1)");
    assertEquals(type, view.getClass());
    assertEquals("(_4):(_1)", view.toString());
  }

  /** The public methods declared in the class, as {@code name(parameter types) -> return type}. */
  private static Set<String> publicMethods(Class<?> type) {
    Set<String> out = new TreeSet<>();
    for (Method m : type.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers()) && !m.isSynthetic()) {
        out.add((Modifier.isStatic(m.getModifiers()) ? "static " : "") + m.getName()
            + Arrays.stream(m.getParameterTypes()).map(Class::getTypeName).toList() + " -> "
            + m.getReturnType().getTypeName());
      }
    }
    return out;
  }
}
