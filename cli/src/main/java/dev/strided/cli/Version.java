package dev.strided.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The project version, which Maven writes into {@code strided.properties} when it copies the
 * resources: the jar says which build it is without a hand-kept number.
 *
 * <pre>{@code Version.number();   // "0.1.0-SNAPSHOT"}</pre>
 */
final class Version implements IVersionProvider {
  private static final String RESOURCE = "strided.properties";

  /**
   * The version of this build.
   *
   * <pre>{@code Version.number();   // "0.1.0-SNAPSHOT"}</pre>
   *
   * @throws IllegalStateException if the build left the resource out or unfiltered
   */
  static String number() {
    Properties properties = new Properties();
    try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the class path next to "
            + Version.class.getName() + ": build the jar with Maven");
      }
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
    String version = properties.getProperty("version", "");
    if (version.isEmpty() || version.contains("${")) {
      throw new IllegalStateException(RESOURCE + " has no filtered version (\"" + version
          + "\"): build the jar with Maven, which fills it in");
    }
    return version;
  }

  @Override
  public String[] getVersion() {
    return new String[] {"strided " + number()};
  }
}
