package dev.strided.processor.checking.atom;

import dev.strided.atom.MmaAtom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules of Hopper's warpgroup MMAs (GMMA) on a {@code @TiledMma}'s atom name, each a sentence
 * that says what to write instead: K per instruction (16, 8 for TF32), N in the family's set,
 * TF32 (and 8-bit) GMMAs only K-major, and an {@code _RS} GMMA's A only K-major. The families, their
 * N and K are the runtime catalogue's ({@link MmaAtom#names()}).
 *
 * <pre>{@code
 * GmmaChecks.problem("SM90_64x128x32_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>");
 * // Optional["its K is 32, but an F32BF16BF16_SS GMMA takes K = 16 per instruction ..."]
 * }</pre>
 */
final class GmmaChecks {
  private static final Pattern GMMA =
      Pattern.compile("SM90_64x(\\d+)x(\\d+)_(\\w+?)(<(.*)>)?");

  private GmmaChecks() {}

  /**
   * What is wrong with a GMMA atom name, or empty when it is not a GMMA of the catalogue's families
   * or breaks none of these rules.
   *
   * @param atom the annotation's atom, spaces allowed
   * @return the sentence after {@code atom: }
   */
  static Optional<String> problem(String atom) {
    String name = atom.replace(" ", "");
    Matcher m = GMMA.matcher(name);
    if (!m.matches()) {
      return Optional.empty();
    }
    String suffix = m.group(3);
    List<Integer> ns = new ArrayList<>();
    int k = -1;
    for (String known : MmaAtom.names()) {
      Matcher f = GMMA.matcher(known);
      if (f.matches() && f.group(3).equals(suffix)) {
        ns.add(Integer.parseInt(f.group(1)));
        k = Integer.parseInt(f.group(2));
      }
    }
    if (ns.isEmpty()) {
      return Optional.empty();
    }
    String majors = m.group(4) == null ? "" : m.group(4);
    String n = m.group(1);
    if (!m.group(2).equals(String.valueOf(k))) {
      return Optional.of("its K is " + m.group(2) + ", but an " + suffix + " GMMA takes K = " + k
          + " per instruction (" + (k == 8 ? "TF32" : k == 16 ? "16-bit types" : "8-bit types")
          + "; a longer K is several "
          + "instructions, which the permutation's K tiles); write SM90_64x" + n + "x" + k + "_"
          + suffix + majors);
    }
    int written = n.length() > 3 ? -1 : Integer.parseInt(n);
    if (!ns.contains(written)) {
      return Optional.of("N = " + n + " is not one of the N of the " + suffix + " GMMAs ("
          + ns.get(0) + ", " + ns.get(1) + ", " + ns.get(2) + ", ..., " + ns.get(ns.size() - 1)
          + ": multiples of " + ns.get(0) + "); write " + nearest(ns, written, k, suffix, majors));
    }
    if (suffix.endsWith("_TN") && !majors.isEmpty()) {
      return Optional.of("a TF32 or 8-bit GMMA reads A and B K-major only (the _TN of its name), "
          + "so it takes no majors; write " + m.group(0).replace(majors, "")
          + (majors.contains("MN") ? " and lay the operand out K-major in shared memory "
              + "(GMMA::Layout_K_*_Atom)" : ""));
    }
    if (suffix.endsWith("_RS") && m.group(5) != null
        && m.group(5).split(",")[0].strip().endsWith("MN")) {
      String b = m.group(5).substring(m.group(5).indexOf(',') + 1).strip();
      String ss = "SM90_64x" + n + "x" + k + "_" + suffix.replace("_RS", "_SS");
      return Optional.of("an _RS GMMA reads A from registers, which are K-major only; write "
          + "SM90_64x" + n + "x" + k + "_" + suffix + "<GMMA::Major::K," + b + ">, or " + ss
          + "<GMMA::Major::MN," + b + "> to read an MN-major A from shared memory");
    }
    return Optional.empty();
  }

  /** The catalogue's names with the N just below and just above the written one. */
  private static String nearest(List<Integer> ns, int written, int k, String suffix,
      String majors) {
    List<String> names = new ArrayList<>();
    int below = -1;
    for (int n : ns) {
      if (n < written) {
        below = n;
      } else {
        names.add("SM90_64x" + n + "x" + k + "_" + suffix + majors);
        break;
      }
    }
    if (below > 0) {
      names.add(0, "SM90_64x" + below + "x" + k + "_" + suffix + majors);
    }
    return String.join(" or ", names);
  }

  /**
   * Why a GMMA's permutation mode must be a multiple of its atom's extent, or {@code ""}: a GMMA
   * covers 64 rows of M per warpgroup and K in instructions of 16 (8 for TF32).
   *
   * <pre>{@code GmmaChecks.permutationReason(atom, 0);   // " (a GMMA covers M in 64 rows ...)"}</pre>
   *
   * @param atom the atom
   * @param mode 0, 1 or 2 for M, N, K
   * @return the clause, with its leading space
   */
  static String permutationReason(MmaAtom atom, int mode) {
    if (!atom.name().startsWith("SM90_")) {
      return "";
    }
    return switch (mode) {
      case 0 -> " (a GMMA covers M in 64 rows per warpgroup)";
      case 2 -> " (a GMMA covers K in instructions of " + atom.shapeMNK().get(2).size() + ")";
      default -> " (a GMMA covers N in its own N)";
    };
  }
}
