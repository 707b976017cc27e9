package dev.strided.core;

import dev.strided.core.FrameFormat.Pattern;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An Ascend data-layout conversion of the Cube path by its instruction's name — {@code nd2nz},
 * {@code dn2nz}, {@code nd2zn} (GM to L1), {@code nz2zn}, {@code zn2nz} — proven on a source and a
 * destination frame format: both must be the formats the conversion names, cover the same m×n
 * matrix of the same element type, and every element must land where the destination puts it.
 *
 * <p>The proof: the index map is the layout composition D ∘ P ∘ S⁻¹ (S⁻¹ the source's right
 * inverse, P = {@code (M,N):(1,M')} taking the source's coordinates, its rows and columns padded to
 * M and N, to the destination's, whose rows are padded to M'), formed by the core algebra, and for static extents every coordinate (i, j) is
 * checked: the composition sends S(i,j) to D(i,j), and no two elements share a destination index.
 * Where the destination's fractals do not tile the matrix's columns the map is not one layout (CuTe's
 * divisibility condition fails); then the elementwise check alone proves it.
 *
 * <pre>{@code
 * FrameConversion.named("nd2nz").get().destination();   // NZ
 * }</pre>
 */
public enum FrameConversion {
  ND2NZ(Pattern.NZ, Pattern.ND, Pattern.NDExt),
  DN2NZ(Pattern.NZ, Pattern.DN, Pattern.DNExt),
  ND2ZN(Pattern.ZN, Pattern.ND, Pattern.NDExt),
  NZ2ZN(Pattern.ZN, Pattern.NZ),
  ZN2NZ(Pattern.NZ, Pattern.ZN);

  private final Pattern destination;
  private final List<Pattern> sources;

  FrameConversion(Pattern destination, Pattern... sources) {
    this.destination = destination;
    this.sources = List.of(sources);
  }

  /**
   * The proof of one conversion.
   *
   * <pre>{@code new FrameConversion.Proof(Optional.empty(), 640).elements();   // 640}</pre>
   *
   * @param map the index map D ∘ P ∘ S⁻¹ (source index to destination index) in CuTe's notation,
   *     or empty where it is not one layout
   * @param elements the elements checked one by one (0 where an extent is a name)
   */
  public record Proof(Optional<String> map, long elements) {}

  /**
   * The conversion of an instruction name.
   *
   * <pre>{@code FrameConversion.named("zn2nz");   // Optional[ZN2NZ]}</pre>
   */
  public static Optional<FrameConversion> named(String name) {
    return Arrays.stream(values()).filter(c -> c.cName().equals(name)).findFirst();
  }

  /**
   * The names, as an error lists them.
   *
   * <pre>{@code FrameConversion.names();   // "nd2nz, dn2nz, nd2zn, nz2zn, zn2nz"}</pre>
   */
  public static String names() {
    return Arrays.stream(values()).map(FrameConversion::cName).collect(Collectors.joining(", "));
  }

  /**
   * The instruction's name.
   *
   * <pre>{@code FrameConversion.ND2NZ.cName();   // "nd2nz"}</pre>
   */
  public String cName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * The format it writes.
   *
   * <pre>{@code FrameConversion.NZ2ZN.destination();   // ZN}</pre>
   */
  public Pattern destination() {
    return destination;
  }

  /**
   * Why {@code source} → {@code destination} is not this conversion, naming the fix; empty when
   * the formats are the ones it converts.
   *
   * <pre>{@code FrameConversion.ND2NZ.formatProblem(FrameFormat.of("DN", "half_t", 0),
   *     FrameFormat.of("NZ", "half_t", 0));   // "nd2nz reads ND or NDExt, ...; use dn2nz"}</pre>
   */
  public Optional<String> formatProblem(FrameFormat source, FrameFormat dest) {
    String from = sources.stream().map(Pattern::name).collect(Collectors.joining(" or "));
    if (!sources.contains(source.pattern())) {
      Optional<FrameConversion> right = Arrays.stream(values())
          .filter(c -> c.sources.contains(source.pattern()) && c.destination == destination)
          .findFirst();
      return Optional.of(cName() + " reads " + from + ", but its source is " + source.describe()
          + right.map(c -> "; use " + c.cName()).orElse("; convert it to " + from + " first"));
    }
    if (dest.pattern() != destination) {
      return Optional.of(cName() + " writes " + destination + ", but its destination is "
          + dest.describe() + "; derive the destination as " + destination + "<"
          + (source.element() == null ? "half_t" : source.element()) + ">(m, n)");
    }
    return Optional.empty();
  }

  /**
   * Proves the conversion of {@code source} of {@code sourceExtents} into {@code dest} of
   * {@code destExtents}.
   *
   * <pre>{@code
   * SymbolicDomain dom = new SymbolicDomain(Facts.none(), Policy.ROUND_UP);
   * List<Symbol> ext = List.of(Symbol.constant(32), Symbol.constant(64));
   * FrameConversion.ND2NZ.prove(dom, FrameFormat.of("ND", "half_t", 0), ext,
   *     FrameFormat.of("NZ", "half_t", 0), ext).elements();   // 2048
   * }</pre>
   *
   * @throws AlgebraException naming what differs: the formats, the matrix's extents, the element
   *     type, or the first element that does not land where the destination puts it
   */
  public <T, L> Proof prove(Domain<T, L> dom, FrameFormat source, List<L> sourceExtents,
      FrameFormat dest, List<L> destExtents) {
    Optional<String> formats = formatProblem(source, dest);
    if (formats.isPresent()) {
      throw new AlgebraException(formats.get());
    }
    String[] sides = {"rows", "columns"};
    for (int k = 0; k < 2; k++) {
      L a = sourceExtents.get(k);
      L b = destExtents.get(k);
      if (!dom.equal(a, b).holds()) {
        throw new AlgebraException(cName() + " does not cover the same matrix: the source has "
            + shown(dom, a) + " " + sides[k] + ", the destination " + shown(dom, b)
            + "; give both the same m×n");
      }
    }
    if (source.element() != null && dest.element() != null
        && !source.element().equals(dest.element())) {
      throw new AlgebraException(cName() + " moves elements, it does not convert them: the source "
          + "holds " + source.element() + ", the destination " + dest.element());
    }
    Pair<T> s = source.layout(dom, sourceExtents);
    Pair<T> d = dest.layout(dom, destExtents);
    Optional<Pair<T>> map = map(dom, s, d);
    Optional<String> printed = map.map(p -> Pairs.print(dom, p));
    if (!dom.hasValue(sourceExtents.get(0)) || !dom.hasValue(sourceExtents.get(1))) {
      return new Proof(printed, 0);
    }
    return new Proof(printed, checkEveryElement(dom, s, d, map, sourceExtents));
  }

  /** D ∘ P ∘ S⁻¹, P taking the source's (padded) rows and columns to the destination's rows. */
  private static <T, L> Optional<Pair<T>> map(Domain<T, L> dom, Pair<T> s, Pair<T> d) {
    try {
      L rows = Pairs.size(dom, Pairs.mode(dom, s, 0).shape());
      L columns = Pairs.size(dom, Pairs.mode(dom, s, 1).shape());
      L paddedRows = Pairs.size(dom, Pairs.mode(dom, d, 0).shape());
      Pair<T> embed = new Pair<>(dom.tuple(List.of(dom.ofLeaf(rows), dom.ofLeaf(columns))),
          dom.tuple(List.of(dom.ofLeaf(dom.constant(1)), dom.ofLeaf(paddedRows))));
      return Optional.of(Composition.compose(dom, d,
          Composition.compose(dom, embed, RightInverse.rightInverse(dom, s))));
    } catch (AlgebraException notOneLayout) {
      return Optional.empty();
    }
  }

  /** Every element of the matrix: where the map sends it, and that no two share an index. */
  private <T, L> long checkEveryElement(Domain<T, L> dom, Pair<T> s, Pair<T> d,
      Optional<Pair<T>> map, List<L> extents) {
    long m = dom.valueOf(extents.get(0));
    long n = dom.valueOf(extents.get(1));
    java.util.Map<Long, String> taken = new java.util.HashMap<>();
    for (long i = 0; i < m; i++) {
      for (long j = 0; j < n; j++) {
        long to = index(dom, Pairs.mode(dom, d, 0), i) + index(dom, Pairs.mode(dom, d, 1), j);
        String here = "(" + i + "," + j + ")";
        String before = taken.put(to, here);
        if (before != null) {
          throw new AlgebraException(cName() + ": elements " + before + " and " + here
              + " both land on index " + to + " of the destination");
        }
        if (map.isPresent()) {
          long from = index(dom, Pairs.mode(dom, s, 0), i) + index(dom, Pairs.mode(dom, s, 1), j);
          long mapped = index(dom, map.get(), from);
          if (mapped != to) {
            throw new AlgebraException(cName() + ": element " + here + " at source index " + from
                + " lands on " + mapped + ", but the destination puts it at " + to);
          }
        }
      }
    }
    return m * n;
  }

  private static <T, L> String shown(Domain<T, L> dom, L x) {
    return dom.hasValue(x) ? String.valueOf(dom.valueOf(x)) : dom.print(x);
  }

  /** The index of the 1-D coordinate {@code x} of a static layout, split colexicographically. */
  private static <T, L> long index(Domain<T, L> dom, Pair<T> p, long x) {
    L[] shape = Pairs.leaves(dom, p.shape());
    L[] stride = Pairs.leaves(dom, p.stride());
    long idx = 0;
    for (int k = 0; k < shape.length; k++) {
      long extent = dom.valueOf(shape[k]);
      long digit = k == shape.length - 1 ? x : x % extent;
      idx += digit * dom.valueOf(stride[k]);
      x /= extent;
    }
    return idx;
  }
}
