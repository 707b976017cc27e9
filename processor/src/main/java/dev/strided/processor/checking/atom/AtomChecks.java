package dev.strided.processor.checking.atom;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.AccumulatorAsA;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.RowGroups;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.reading.AtomRequest;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;

/**
 * Builds the runtime value of a {@code @TiledMma} (with its attention attributes {@code aFrom} and
 * {@code rowGroups}) or {@code @TiledCopy}, refusing each mistake as one
 * {@code [strided:atom]} error on the attribute at fault: the runtime's own sentence, prefixed with
 * the attribute and what to write instead.
 *
 * <pre>{@code
 * CheckedAtom.Mma mma = AtomChecks.mma(request, Map.of(), Set.of());   // or LayoutRejected on atom, atoms, ...
 * AtomChecks.copy(copyRequest, Map.of("Mma", mma));     // forA = "Mma" finds it
 * }</pre>
 */
public final class AtomChecks {
  /** A number not already static ({@code _8}) nor part of a name: annotation numbers are static. */
  private static final Pattern BARE_NUMBER = Pattern.compile("(?<![_\\w])(\\d+)");
  /** The runtime's naming of the atom of the same family that fits a forA/forB/forC. */
  private static final Pattern FITTING_ATOM = Pattern.compile(
      "; write (\\S+), which moves (\\d+) values per thread and fits$");
  private static final Map<String, Integer> BITS = Map.of("byte", 8, "short", 16, "char", 16,
      "int", 32, "float", 32, "long", 64, "double", 64);

  private AtomChecks() {}

  /**
   * {@code make_tiled_mma} of the annotation.
   *
   * @param r the annotation
   * @param mmas the type's MMAs above it that checking accepted, by name ({@code aFrom} finds one)
   * @param rejected names of the type's MMAs that were refused
   * @return the checked MMA, or null when {@code aFrom} names a refused MMA
   * @throws LayoutRejected with the one error
   */
  public static CheckedAtom.Mma mma(AtomRequest.Mma r, Map<String, CheckedAtom.Mma> mmas,
      Set<String> rejected) throws LayoutRejected {
    name(r);
    Optional<String> gmma = GmmaChecks.problem(r.atom());
    if (gmma.isPresent()) {
      throw reject(r, "atom", gmma.get());
    }
    MmaAtom atom = build(r, "atom", "write an atom of MmaAtom.names(), a GMMA with its majors",
        () -> MmaAtom.of(r.atom()));
    Layout atoms = build(r, "atoms", "write a compact layout of rank at most 3, such as (2,2,1)",
        () -> Layout.parse(statically(r.atoms())));
    TiledMma plain = build(r, "atoms", "write a compact layout of rank at most 3, such as (2,2,1)",
        () -> TiledMma.of(atom, atoms));
    String atomsText = statically(r.atoms());
    if (r.permutation().isEmpty()) {
      return attention(r, plain, atomsText, "", mmas, rejected);
    }
    String permutation = statically(r.permutation());
    TiledMma permuted = build(r, "permutation", "write one static tiler per mode (M,N,K), such "
        + "as (32,32,8), or leave it out", () -> TiledMma.of(atom, atoms, Tiler.parse(permutation)));
    for (int mode = 0; mode < 3; mode++) {
      int tile = permuted.tileSize(mode);
      int atomExtent = atom.shapeMNK().get(mode).size();
      if (tile % atomExtent != 0) {
        throw reject(r, "permutation", "mode " + "MNK".charAt(mode) + " of the permutation "
            + "tiles " + tile + ", not a multiple of the atom's " + atomExtent
            + GmmaChecks.permutationReason(atom, mode) + " (CuTe's "
            + "divide refuses it: \"Static shape_div failure\"); write a multiple of "
            + atomExtent + " there, such as " + plain.tileSize(mode));
      }
    }
    return attention(r, permuted, atomsText, permutation, mmas, rejected);
  }

  /**
   * The attention attributes: {@code aFrom} (the runtime's {@code AccumulatorAsA} of the named MMA
   * and this one, which must be a relabeling) and {@code rowGroups} ({@code RowGroups}), each
   * refusal one error on its attribute; null when {@code aFrom} names a refused MMA.
   */
  private static CheckedAtom.Mma attention(AtomRequest.Mma r, TiledMma value, String atoms,
      String permutation, Map<String, CheckedAtom.Mma> mmas, Set<String> rejected)
      throws LayoutRejected {
    AccumulatorAsA.Relabeling aFrom = null;
    if (!r.aFrom().isEmpty()) {
      if (rejected.contains(r.aFrom())) {
        return null;
      }
      CheckedAtom.Mma first = mmas.get(r.aFrom());
      if (first == null) {
        throw reject(r, "aFrom", "no @TiledMma above " + r.name() + " on this type is "
            + "named " + r.aFrom() + ": write the name of the MMA whose accumulator is this one's "
            + "A, declared above it, one of " + mmas.keySet().stream().sorted().toList());
      }
      AccumulatorAsA reuse;
      try {
        reuse = AccumulatorAsA.of(first.value(), value);
      } catch (IllegalArgumentException e) {
        throw reject(r, "aFrom", e.getMessage());
      }
      if (reuse instanceof AccumulatorAsA.Exchange x) {
        throw reject(r, "aFrom", "the accumulator of " + r.aFrom() + " is not "
            + "this MMA's A in the same threads: lanes would trade values (xor distances "
            + x.laneXors() + ", as with 8-bit A), which a register relabeling cannot do; take "
            + "AccumulatorAsA.of at run time for the exact exchange, or use a 16-bit A");
      }
      aFrom = (AccumulatorAsA.Relabeling) reuse;
    }
    RowGroups rows = null;
    if (r.rowGroups()) {
      try {
        rows = RowGroups.of(value);
      } catch (IllegalArgumentException e) {
        throw reject(r, "rowGroups", e.getMessage());
      }
    }
    return new CheckedAtom.Mma(r, value, atoms, permutation, aFrom, rows);
  }

  /**
   * {@code make_tiled_copy} (or {@code make_tiled_copy_A/B/C}) of the annotation.
   *
   * @param r the annotation
   * @param mmas the type's MMAs that checking accepted, by name
   * @param rejected names of the type's MMAs that were refused (their error is reported already)
   * @return the checked copy, or null when it uses a refused MMA
   * @throws LayoutRejected with the one error
   */
  public static CheckedAtom.Copy copy(AtomRequest.Copy r, Map<String, CheckedAtom.Mma> mmas,
      Set<String> rejected) throws LayoutRejected {
    name(r);
    Integer bits = BITS.get(r.type());
    if (bits == null) {
      throw reject(r, "type", "the element type " + r.type() + " is not one a copy moves: write "
          + "byte.class, short.class, char.class, int.class, float.class, long.class or "
          + "double.class");
    }
    boolean known = CopyAtom.names().contains(r.atom());
    CopyAtom atom = build(r, known ? "type" : "atom", !known ? "write an atom of CopyAtom.names()"
        : r.atom().contains("_U16x") && bits >= 32 ? r.atom() + " (ldmatrix/stmatrix .trans) "
        + "moves 16-bit values only: for " + bits + "-bit values such as float or TF32 use a "
        + bits + "-bit load, UniversalCopy<uint" + bits + "_t>, or an _N form such as "
        + "SM75_U32x4_LDSM_N (ldmatrix's 32-bit view, untransposed)"
        : "write an element type the atom moves whole", () -> CopyAtom.of(r.atom(), bits));
    String[] fors = {r.forA(), r.forB(), r.forC()};
    String forAttribute = null;
    for (int i = 0; i < 3; i++) {
      if (!fors[i].isEmpty()) {
        String attribute = "for" + "ABC".charAt(i);
        if (forAttribute != null) {
          throw reject(r, attribute, "a copy fills one operand: write only one of forA, forB "
              + "and forC, not both " + forAttribute + " and " + attribute);
        }
        forAttribute = attribute;
      }
    }
    if (forAttribute == null) {
      return new CheckedAtom.Copy(r, madeOf(r, atom), bits, statically(r.threads()),
          statically(r.values()));
    }
    if (!r.threads().isEmpty() || !r.values().isEmpty()) {
      throw reject(r, r.threads().isEmpty() ? "values" : "threads", "a copy " + forAttribute
          + " takes its threads and values from the MMA: leave threads and values out");
    }
    int operand = forAttribute.charAt(3) - 'A';
    String mmaName = fors[operand];
    if (rejected.contains(mmaName)) {
      return null;
    }
    CheckedAtom.Mma mma = mmas.get(mmaName);
    if (mma == null) {
      throw reject(r, forAttribute, "no @TiledMma of this type is named " + mmaName + ": write "
          + "one of " + mmas.keySet().stream().sorted().toList());
    }
    try {
      TiledCopy copy = switch (operand) {
        case 0 -> TiledCopy.forA(atom, mma.value());
        case 1 -> TiledCopy.forB(atom, mma.value());
        default -> TiledCopy.forC(atom, mma.value());
      };
      return new CheckedAtom.Copy(r, copy, bits, "", "");
    } catch (IllegalArgumentException e) {
      Matcher fits = FITTING_ATOM.matcher(e.getMessage());
      throw fits.find() ? reject(r, "atom", e.getMessage().substring(0, fits.start())
          + "; write atom = \"" + fits.group(1) + "\", which moves " + fits.group(2)
          + " values per thread and fits " + mmaName)
          : reject(r, forAttribute, e.getMessage() + "; pair the atom with an MMA whose threads "
              + "and values it divides");
    }
  }

  private static TiledCopy madeOf(AtomRequest.Copy r, CopyAtom atom) throws LayoutRejected {
    if (r.threads().isEmpty() || r.values().isEmpty()) {
      throw reject(r, r.threads().isEmpty() ? "threads" : "values", "a copy needs threads and "
          + "values, such as threads = \"(32,8):(8,1)\", values = \"(4,1)\", or one of forA, "
          + "forB and forC");
    }
    Layout threads = build(r, "threads", "write a layout such as (32,8):(8,1)",
        () -> Layout.parse(statically(r.threads())));
    Layout values = build(r, "values", "write a layout such as (4,1)",
        () -> Layout.parse(statically(r.values())));
    try {
      return TiledCopy.of(atom, threads, values);
    } catch (IllegalArgumentException e) {
      boolean threadFault = e.getMessage().contains("too few thrs");
      throw reject(r, threadFault ? "threads" : "values", e.getMessage() + "; "
          + (threadFault ? "write a multiple of the atom's threads" : "write values whose size "
              + "is a multiple of the atom's values per thread"));
    }
  }

  /**
   * Claims the annotation's name among the type's atom annotations.
   *
   * @param r the annotation
   * @param claimed the names claimed so far; {@code r}'s is added
   * @throws LayoutRejected when an earlier annotation has the name
   */
  public static void unique(AtomRequest r, Set<String> claimed) throws LayoutRejected {
    if (!claimed.add(r.name())) {
      throw new LayoutRejected(new Diagnostic(Tag.NAME, "the name '" + r.name() + "' is taken by "
          + "another @TiledMma or @TiledCopy of this type: give each its own name", "name"));
    }
  }

  private static void name(AtomRequest r) throws LayoutRejected {
    if (!SourceVersion.isName(r.name()) || r.name().contains(".")) {
      throw new LayoutRejected(new Diagnostic(Tag.NAME, "the name '" + r.name() + "' is not a "
          + "Java class name: write a simple identifier such as Mma", "name"));
    }
  }

  /** The annotation's notation, where every number is static, in the runtime's. */
  static String statically(String text) {
    return BARE_NUMBER.matcher(text).replaceAll("_$1");
  }

  /** A runtime step whose refusal becomes the attribute's error. */
  private interface Step<T> {
    T run();
  }

  private static <T> T build(AtomRequest r, String attribute, String instead, Step<T> step)
      throws LayoutRejected {
    try {
      return step.run();
    } catch (IllegalArgumentException e) {
      throw reject(r, attribute, e.getMessage() + "; " + instead);
    }
  }

  private static LayoutRejected reject(AtomRequest r, String attribute, String message) {
    String kind = r instanceof AtomRequest.Mma ? "@TiledMma " : "@TiledCopy ";
    return new LayoutRejected(new Diagnostic(Tag.ATOM, kind + r.name() + ", " + attribute + ": "
        + message + ".", attribute));
  }
}
