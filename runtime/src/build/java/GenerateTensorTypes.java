import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes {@code DoubleTensor}, {@code IntTensor}, {@code LongTensor} and {@code ShortTensor} (half
 * and int16 storage) from the template
 * {@code FloatTensor.java}: the words {@code float} and {@code FloatTensor} replaced (the template's
 * file name, {@code FloatTensor.java}, kept), nothing else.
 * Run by the runtime's build (maven-antrun-plugin's java task, generate-sources) with the JDK's single-file source
 * launcher: {@code java GenerateTensorTypes.java <FloatTensor.java> <output package directory>}. A
 * file whose content is unchanged is not rewritten, so the compiler sees no change.
 */
public final class GenerateTensorTypes {
  private static final Map<String, String> TYPES = Map.of("double", "Double", "int", "Int",
      "long", "Long", "short", "Short");
  private static final Pattern WORD = Pattern.compile("\\b(float|FloatTensor)\\b(?!\\.java)");

  private GenerateTensorTypes() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: GenerateTensorTypes <FloatTensor.java> <output dir>");
    }
    String template = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    Path out = Files.createDirectories(Path.of(args[1]));
    for (Map.Entry<String, String> type : TYPES.entrySet()) {
      String name = type.getValue() + "Tensor";
      Matcher m = WORD.matcher(template);
      StringBuilder source = new StringBuilder("// Generated from FloatTensor.java by "
          + "runtime/src/build/java/GenerateTensorTypes.java: edit the template, not this file.\n");
      while (m.find()) {
        m.appendReplacement(source, m.group(1).equals("float") ? type.getKey() : name);
      }
      m.appendTail(source);
      Path file = out.resolve(name + ".java");
      String text = source.toString();
      if (!Files.exists(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(text)) {
        Files.writeString(file, text, StandardCharsets.UTF_8);
      }
    }
  }
}
