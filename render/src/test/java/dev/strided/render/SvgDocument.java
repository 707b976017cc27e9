package dev.strided.render;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** Test helper: parses rendered SVG/HTML with the JDK's XML parser (no network, no DTDs). */
final class SvgDocument {
  /** One drawn cell as read back from the SVG. */
  record Cell(int row, int col, String label, String fill) {}

  private SvgDocument() {}

  static Document parse(String xml) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    DocumentBuilder b = f.newDocumentBuilder();
    b.setErrorHandler(null);
    // from the characters, not UTF-8 bytes: encoding would turn a lone surrogate into '?' unseen
    return b.parse(new InputSource(new StringReader(xml)));
  }

  static List<Cell> cells(Document doc) {
    List<Cell> out = new ArrayList<>();
    NodeList groups = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
    for (int k = 0; k < groups.getLength(); k++) {
      Element g = (Element) groups.item(k);
      if (!g.getAttribute("class").equals("cell")) {
        continue;
      }
      Element text = (Element) g.getElementsByTagNameNS("*", "text").item(0);
      Element rect = (Element) g.getElementsByTagNameNS("*", "rect").item(0);
      out.add(new Cell(Integer.parseInt(g.getAttribute("data-row")),
          Integer.parseInt(g.getAttribute("data-col")), text.getTextContent(),
          rect.getAttribute("fill")));
    }
    return out;
  }
}
