package dev.strided.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/** Loads the class files of a compile-testing compilation. */
final class GeneratedClasses extends ClassLoader {
  private final Map<String, byte[]> classes = new HashMap<>();

  GeneratedClasses(Compilation compilation) throws IOException {
    super(GeneratedClasses.class.getClassLoader());
    for (JavaFileObject f : compilation.generatedFiles()) {
      if (f.getKind() == JavaFileObject.Kind.CLASS) {
        String path = f.toUri().getPath();
        String name = path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length(),
            path.length() - ".class".length()).replace('/', '.');
        try (InputStream in = f.openInputStream()) {
          classes.put(name, in.readAllBytes());
        }
      }
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.get(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }
}
