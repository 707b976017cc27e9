package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;

/** Whatever the text, the escaped picture is well-formed XML that an XML parser reads back. */
class XmlEscapeTest {

  // Each row: code points of the input, code points the parser must read back (- for none).
  // FFFE/FFFF and lone surrogates are not XML characters; C0/C1 controls become spaces;
  // a surrogate pair (U+1D400, mathematical bold A) is kept as it is.
  @ParameterizedTest
  @CsvSource({
      "61 FFFE 62,       61 FFFD 62",
      "FFFF,             FFFD",
      "D800,             FFFD",
      "DC00 61,          FFFD 61",
      "61 D800,          61 FFFD",
      "DC00 D800,        FFFD FFFD",
      "D835 DC00,        D835 DC00",
      "1B 5B 33 31 6D,   20 5B 33 31 6D",
      "9B 7F 09,         20 20 20",
      "26 3C 3E 22 27,   26 3C 3E 22 27",
  })
  void titlesParseBackAsXml(String input, String expected) throws Exception {
    String title = chars(input);
    String svg = LayoutSvg.svg(new IndexGrid(title, 1, 1, (i, j) -> 0));
    Document doc = SvgDocument.parse(svg);
    assertEquals(chars(expected), doc.getElementsByTagNameNS("*", "title").item(0).getTextContent());
    assertEquals(chars(expected), Xml.escape(title)
        .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
        .replace("&#39;", "'"));
  }

  private static String chars(String hex) {
    StringBuilder sb = new StringBuilder();
    for (String h : hex.trim().split("\\s+")) {
      sb.append((char) Integer.parseInt(h, 16));
    }
    return sb.toString();
  }
}
