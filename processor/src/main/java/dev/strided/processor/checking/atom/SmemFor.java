package dev.strided.processor.checking.atom;

import dev.strided.IntTuple;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.SmemChoice;
import dev.strided.atom.TiledCopy;
import dev.strided.processor.derivation.NameGuess;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code of = "smem_for((128,32), LdsmA, CopyA)"}: the tile shape and the {@code @TiledCopy}s of
 * the type that write and read it, resolved to the layout the runtime's
 * {@link BankConflicts#smemFor} chooses. The choice stands in for the {@code of} text while the
 * layout is derived and checked as any swizzled {@code of}; the generated class's Javadoc then
 * shows the {@code smem_for} text with {@link SmemChoice#why()}.
 *
 * <pre>{@code
 * SmemFor.Choices choices = SmemFor.Choices.of(annotationsOfTheType, atomsOfTheType);
 * SmemFor.Chosen c = choices.of(request);   // null unless of is smem_for(...)
 * LayoutPipeline.validate(c.asDerived(), choices.derivable(), directory);   // of = "Sw<3,3,3> o ..."
 * }</pre>
 */
public final class SmemFor {
  private static final Pattern CALL = Pattern.compile("\\s*smem_for\\s*\\((.*)\\)\\s*",
      Pattern.DOTALL);
  private static final Pattern NUMBER = Pattern.compile("(?<![_\\w])(\\d+)");

  private SmemFor() {}

  /**
   * A choice: the annotation as written, the one whose {@code of} is the chosen layout, and why.
   *
   * @param written the annotation with {@code of = "smem_for(...)"}
   * @param asDerived the same with {@code of} the chosen swizzled layout
   * @param choice the runtime's choice
   */
  public record Chosen(LayoutRequest written, LayoutRequest asDerived, SmemChoice choice) {
    /**
     * The checked layout with the written annotation back, its {@code of} followed by why.
     *
     * <pre>{@code CheckedLayout shown = chosen.explained(checked);}</pre>
     *
     * @param checked the layout checked from {@link #asDerived()}
     * @return the layout whose Javadoc shows the choice
     */
    public CheckedLayout explained(CheckedLayout checked) {
      LayoutRequest r = written;
      LayoutRequest shown = new LayoutRequest(r.type(), r.mirror(), r.shape(), r.stride(),
          r.of().strip() + ", which " + choice.why().strip().replace("\n", "; "), r.assume(),
          r.require(), r.tensors(), r.rowMajor(), r.name(), r.longIndex(), r.injective(),
          r.compact(), r.masked(), r.repeated(), r.ordinal(), r.explicit());
      return new CheckedLayout(shown, checked.shape(), checked.stride(), checked.names(),
          checked.bindings(), checked.swizzle(), checked.mask(), checked.proofs(),
          checked.swizzleAtom(), checked.copies());
    }
  }

  /**
   * The choice an annotation asks for, or null when its {@code of} is not {@code smem_for(...)}.
   *
   * @param request the annotation
   * @param atoms the type's checked atoms; null while they wait for javac
   * @return the choice, or null
   * @throws LayoutRejected on {@code of} for an unknown copy, a shape with names, or copies that
   *     no candidate lets vectorize
   */
  private static Chosen choose(LayoutRequest request, LayoutCopies.TypeAtoms atoms)
      throws LayoutRejected {
    Matcher call = CALL.matcher(request.of());
    if (request.of().isEmpty() || !call.matches()) {
      return null;
    }
    String args = call.group(1).strip();
    int close = args.startsWith("(") ? matching(args) : -1;
    if (close < 0) {
      throw reject(request, "does not start with the tile shape: write smem_for((m,n), "
          + "CopyName, ...), the shape in parentheses, then the names of @TiledCopy annotations "
          + "of this type");
    }
    String shapeText = args.substring(0, close + 1);
    if (shapeText.chars().anyMatch(Character::isLetter)) {
      throw reject(request, "has the shape " + shapeText + " with names, but smem_for chooses a "
          + "layout for a static tile: write its extents as numbers");
    }
    IntTuple shape;
    try {
      shape = IntTuple.parse(NUMBER.matcher(shapeText).replaceAll("_$1"));
    } catch (IllegalArgumentException e) {
      throw reject(request, "has the shape " + shapeText + ", which does not parse: "
          + e.getMessage());
    }
    List<String> names = new ArrayList<>();
    for (String name : args.substring(close + 1).split(",")) {
      if (!name.isBlank()) {
        names.add(name.strip());
      }
    }
    if (names.isEmpty()) {
      throw reject(request, "names no copy: write the @TiledCopy annotations that write and "
          + "read the tile after its shape");
    }
    TiledCopy[] copies = new TiledCopy[names.size()];
    for (int i = 0; i < copies.length; i++) {
      copies[i] = lookup(request, names.get(i), atoms);
    }
    SmemChoice choice = chooseOrExplain(request, shape, shapeText, names, copies);
    String text = choice.layout().toString();
    LayoutRequest r = request;
    LayoutRequest asDerived = new LayoutRequest(r.type(), r.mirror(), r.shape(), r.stride(),
        text, r.assume(), r.require(), r.tensors(), r.rowMajor(), r.name(), r.longIndex(),
        r.injective(), r.compact(), r.masked(), r.repeated(), r.ordinal(), r.explicit());
    return new Chosen(request, asDerived, choice);
  }

  /**
   * Every {@code smem_for} among a type's annotations, each chosen once: its choice or its error,
   * and the annotations as a derivation that refers to one of them reads them (each
   * {@code smem_for} replaced by its choice, left as written when it has an error, reported on
   * it). The search is the costly part of a layout's processing; each annotation of the type
   * reads the same choices.
   *
   * <pre>{@code
   * SmemFor.Choices choices = SmemFor.Choices.of(annotationsOfTheType, atoms);
   * choices.of(request);     // its choice, null unless of is smem_for(...), or its LayoutRejected
   * choices.derivable();     // of = "tile_to_shape(SmemA, ...)" finds SmemA's choice
   * }</pre>
   */
  public static final class Choices {
    private final List<LayoutRequest> written;
    private final List<LayoutRequest> derivable = new ArrayList<>();
    private final List<Chosen> chosen = new ArrayList<>();
    private final List<LayoutRejected> errors = new ArrayList<>();

    private Choices(List<LayoutRequest> written) {
      this.written = List.copyOf(written);
    }

    /**
     * The choices of a type's annotations.
     *
     * <pre>{@code SmemFor.Choices.of(List.of(request), null).derivable();   // [request]}</pre>
     *
     * @param annotations every {@code @Layout} of the type
     * @param atoms the type's checked atoms; null while they wait for javac
     * @return the choices
     */
    public static Choices of(List<LayoutRequest> annotations, LayoutCopies.TypeAtoms atoms) {
      Choices c = new Choices(annotations);
      for (LayoutRequest request : c.written) {
        Chosen one = null;
        LayoutRejected error = null;
        try {
          one = choose(request, atoms);
        } catch (LayoutRejected e) {
          error = e;
        }
        c.chosen.add(one);
        c.errors.add(error);
        c.derivable.add(one == null ? request : one.asDerived());
      }
      return c;
    }

    /**
     * The choice of one of the annotations.
     *
     * <pre>{@code choices.of(request).choice().why();}</pre>
     *
     * @param request one of the annotations (the same object)
     * @return its choice, or null when its {@code of} is not {@code smem_for(...)}
     * @throws LayoutRejected on its {@code of} for an unknown copy, a shape with names, or copies
     *     that no candidate lets vectorize
     * @throws IllegalArgumentException if {@code request} is not one of the annotations
     */
    public Chosen of(LayoutRequest request) throws LayoutRejected {
      for (int i = 0; i < written.size(); i++) {
        if (written.get(i) == request) {
          if (errors.get(i) != null) {
            throw errors.get(i);
          }
          return chosen.get(i);
        }
      }
      throw new IllegalArgumentException(request.generatedName() + " is not among the "
          + "annotations these choices were made for");
    }

    /**
     * The annotations as a derivation reads them, in order.
     *
     * <pre>{@code choices.derivable();   // SmemA's of = "Sw<3,3,3> o _0 o ..."}</pre>
     */
    public List<LayoutRequest> derivable() {
      return List.copyOf(derivable);
    }
  }

  /** The index of the parenthesis that closes the one at 0, or -1. */
  private static int matching(String text) {
    int depth = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (depth == 0) {
        return i;
      }
    }
    return -1;
  }

  private static TiledCopy lookup(LayoutRequest request, String name,
      LayoutCopies.TypeAtoms atoms) throws LayoutRejected {
    if (atoms == null) {
      throw reject(request, "names " + name + ", but this type's @TiledCopy annotations could "
          + "not be read (they refer to types javac has not resolved)");
    }
    if (atoms.accepted().get(name) instanceof CheckedAtom.Copy c) {
      return c.value();
    }
    if (atoms.refused().contains(name)) {
      throw reject(request, "names " + name + ", whose @TiledCopy has an error (reported on it)");
    }
    TreeSet<String> known = new TreeSet<>();
    atoms.accepted().forEach((n, a) -> {
      if (a instanceof CheckedAtom.Copy) {
        known.add(n);
      }
    });
    NameGuess guess = new NameGuess(name);
    known.forEach(guess::consider);
    throw reject(request, "names " + name + ", but no @TiledCopy of this type has that name"
        + (guess.best() == null ? "" : " (did you mean " + guess.best() + "?)") + ": write one of "
        + (known.isEmpty() ? "the @TiledCopy annotations of this type (it has none)" : known));
  }

  /**
   * The runtime's choice; when no candidate lets every copy vectorize, the first copy that cannot
   * alone or together with those before it.
   */
  private static SmemChoice chooseOrExplain(LayoutRequest request, IntTuple shape,
      String shapeText, List<String> names, TiledCopy[] copies) throws LayoutRejected {
    try {
      return BankConflicts.smemFor(shape, copies);
    } catch (IllegalArgumentException all) {
      if (!all.getMessage().contains("none of the")) {
        throw reject(request, "cannot choose a layout: " + all.getMessage());
      }
      // the first copy that fails with those before it; all of them fail together
      int i = 1;
      while (i < copies.length && !fails(shape, Arrays.copyOf(copies, i))) {
        i++;
      }
      String who = i == 1 ? names.get(0) + " alone cannot"
          : names.get(i - 1) + " cannot together with " + names.subList(0, i - 1);
      throw reject(request, "finds no layout of shape " + shapeText + " on which every copy "
          + "vectorizes at its full width: " + who + " (they need different modes "
          + "contiguous, or a vector wider than the tile); lay out the copies' values along "
          + "one mode, or give each its own layout");
    }
  }

  private static boolean fails(IntTuple shape, TiledCopy... copies) {
    try {
      BankConflicts.smemFor(shape, copies);
      return false;
    } catch (IllegalArgumentException e) {
      return true;
    }
  }

  private static LayoutRejected reject(LayoutRequest request, String problem) {
    return new LayoutRejected(new Diagnostic(Tag.ATOM, "of \"" + request.of().strip() + "\" "
        + problem + ".", "of"));
  }
}
