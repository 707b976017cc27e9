package dev.strided.processor.checking.atom;

import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.atom.CopyAtom;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutCopy;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.processor.model.TmaCopy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code copies} of a {@code @Layout}: each name resolved to a {@code @TiledCopy} of the type
 * or a GMMA's operand read ({@code "Mma.A"}), and each checked on the layout, one
 * {@code [strided:atom]} error on {@code copies}: the copy's tile covers the layout's first two
 * modes whole and each element once, a thread's values of one copy instruction are contiguous and
 * aligned (else CuTe's copy "failed to vectorize"), and a GMMA operand is a tiling of a canonical
 * GMMA layout atom ({@link GmmaOperands}). TMA copies ({@code "SM90_TMA_LOAD<T>(Gmem)"}) are
 * the tma package's.
 *
 * <pre>{@code
 * CheckedLayout withCopies = LayoutCopies.resolve(layout, atomsOfTheType);
 * withCopies.copies();   // [Copy[name=CopyA, ...], MmaRead[name=Mma.A, ...]]
 * }</pre>
 */
public final class LayoutCopies {
  private LayoutCopies() {}

  /**
   * The {@code @TiledMma} and {@code @TiledCopy} annotations of one type after checking.
   *
   * @param accepted the checked ones, by name
   * @param refused the names of those with an error (reported already)
   */
  public record TypeAtoms(Map<String, CheckedAtom> accepted, Set<String> refused) {
    /** A type without atom annotations. */
    public static final TypeAtoms NONE = new TypeAtoms(Map.of(), Set.of());

    /** Copies the collections. */
    public TypeAtoms {
      accepted = Map.copyOf(accepted);
      refused = Set.copyOf(refused);
    }
  }

  /**
   * The layout with its copies resolved and checked.
   *
   * @param layout the checked layout
   * @param atoms the atom annotations of its type
   * @return the layout with {@link CheckedLayout#copies()}
   * @throws LayoutRejected with the first copy's error
   */
  public static CheckedLayout resolve(CheckedLayout layout, TypeAtoms atoms)
      throws LayoutRejected {
    List<String> names = layout.request().copies();
    if (names.isEmpty()) {
      return layout;
    }
    String smem = layout.request().generatedName();
    if (!layout.isStatic()) {
      throw reject(smem + " has the names " + layout.bindings().parameters() + ", but a layout "
          + "that copies move must be static (the copies' tiles are): bind the names, or leave "
          + "copies out");
    }
    Offsets offsets = new Offsets(layout);
    List<LayoutCopy> resolved = new ArrayList<>();
    for (String name : names) {
      if (TmaCopy.isTma(name)) {
        continue;
      }
      LayoutCopy copy = lookup(name, atoms, smem);
      if (copy == null) {
        continue;
      }
      int[] tile = tile(copy);
      covered(smem, offsets, name, tile);
      if (copy instanceof LayoutCopy.Copy c) {
        partitioned(smem, offsets, c, tile);
        onceAndVectorized(smem, offsets, c, tile);
      } else {
        GmmaOperands.check(smem, offsets, (LayoutCopy.MmaRead) copy);
      }
      resolved.add(copy);
    }
    return layout.withCopies(resolved);
  }

  /** The copy a name means, or null when it names an annotation refused already. */
  private static LayoutCopy lookup(String name, TypeAtoms atoms, String smem)
      throws LayoutRejected {
    int dot = name.lastIndexOf('.');
    String owner = dot < 0 ? name : name.substring(0, dot);
    if (atoms.refused().contains(owner)) {
      return null;
    }
    CheckedAtom atom = atoms.accepted().get(owner);
    if (dot < 0) {
      if (atom instanceof CheckedAtom.Copy c) {
        return new LayoutCopy.Copy(name, c.value());
      }
      throw reject("no @TiledCopy of this type is named " + name + ": write one of "
          + choices(atoms));
    }
    String operand = name.substring(dot + 1);
    if (!(atom instanceof CheckedAtom.Mma m)) {
      throw reject("no @TiledMma of this type is named " + owner + ": write one of "
          + choices(atoms));
    }
    if (!operand.equals("A") && !operand.equals("B")) {
      throw reject(name + " is not an operand a GMMA reads from shared memory: write " + owner
          + ".A or " + owner + ".B");
    }
    boolean shared = operand.equals("A") ? m.value().atom().readsASharedMemory()
        : m.value().atom().readsBSharedMemory();
    if (!shared) {
      throw reject(owner + "'s atom " + m.value().atom().name() + " does not read " + operand
          + " from shared memory (only a Hopper GMMA's _SS operands do): name the @TiledCopy "
          + "that loads " + smem + " into registers instead");
    }
    return new LayoutCopy.MmaRead(name, m.value(),
        operand.equals("A") ? LayoutCopy.Operand.A : LayoutCopy.Operand.B);
  }

  private static String choices(TypeAtoms atoms) {
    Set<String> names = new TreeSet<>();
    atoms.accepted().forEach((name, atom) -> {
      if (atom instanceof CheckedAtom.Copy) {
        names.add(name);
      } else if (((CheckedAtom.Mma) atom).value().atom().readsBSharedMemory()) {
        names.add(name + ".A");
        names.add(name + ".B");
      }
    });
    return names.isEmpty() ? "the @TiledCopy or \"Mma.A\" / \"Mma.B\" of a @TiledMma on this "
        + "type (it has none)" : names.toString();
  }

  /** The copy's tile: (M,N) for a copy, (M,K) or (N,K) for a GMMA operand. */
  private static int[] tile(LayoutCopy copy) {
    if (copy instanceof LayoutCopy.Copy c) {
      return new int[] {c.copy().tilerMN().get(0).size(), c.copy().tilerMN().get(1).size()};
    }
    LayoutCopy.MmaRead read = (LayoutCopy.MmaRead) copy;
    return new int[] {read.mma().tileSize(read.operand() == LayoutCopy.Operand.A ? 0 : 1),
        read.mma().tileSize(2)};
  }

  private static void covered(String smem, Offsets offsets, String name, int[] tile)
      throws LayoutRejected {
    for (int mode = 0; mode < 2; mode++) {
      int extent = offsets.extent(mode);
      if (extent % tile[mode] != 0) {
        throw reject(name + "'s (" + tile[0] + "," + tile[1] + ") tile does not cover " + smem
            + "'s (" + offsets.extent(0) + "," + offsets.extent(1) + ") whole: mode " + mode
            + "'s " + extent + " is not a multiple of " + tile[mode] + ", so the last tile would "
            + "overhang; give " + smem + " a mode " + mode + " that is a multiple of "
            + tile[mode] + ", or a copy whose tile divides " + extent);
      }
    }
  }

  /**
   * The partition C++ computes: {@code partition_S}/{@code partition_D} divide the layout by the
   * copy's tile ({@code zipped_divide}), whose divisibility conditions can fail on a tile that
   * covers the extents (a 96-wide tile over a 64-wide swizzle atom's modes), and C++ stops at a
   * {@code static_assert} in the user's partition call.
   */
  private static void partitioned(String smem, Offsets offsets, LayoutCopy.Copy copy, int[] tile)
      throws LayoutRejected {
    try {
      copy.copy().partitionD(offsets.layout, 0);
    } catch (IllegalArgumentException e) {
      throw reject(copy.name() + " cannot partition " + smem + " " + offsets.layout + ": CuTe's "
          + "partition_D/partition_S divide it by the (" + tile[0] + "," + tile[1] + ") tile, and "
          + e.getMessage() + " (C++ stops at a static_assert there); lay " + smem + " out so that "
          + "each tile of the copy is whole in its modes, or take a copy whose tile divides "
          + "them");
    }
  }

  /**
   * Each element from one coordinate, and each instruction's values contiguous from an aligned
   * element.
   */
  private static void onceAndVectorized(String smem, Offsets offsets, LayoutCopy.Copy copy,
      int[] tile) throws LayoutRejected {
    Layout tv = copy.tvLayout();
    int threads = tv.shape().get(0).size();
    int values = tv.shape().get(1).size();
    CopyAtom atom = copy.copy().atom();
    int group = atom.smemLayout().size(1);
    // an MMA's copy reads a coordinate in several threads (those that share it): only two
    // coordinates at one element are a fault
    Map<Integer, String> owner = new HashMap<>();
    Map<Integer, Long> coordinate = new HashMap<>();
    for (int i = 0; i < offsets.extent(0); i += tile[0]) {
      for (int j = 0; j < offsets.extent(1); j += tile[1]) {
        for (int t = 0; t < threads; t++) {
          int[] at = new int[values];
          for (int v = 0; v < values; v++) {
            int inTile = tv.index(t, v);
            int m = i + inTile % tile[0];
            int n = j + inTile / tile[0];
            at[v] = offsets.at(m, n);
            String who = "thread " + t + "'s value " + v + " (coordinate (" + m + "," + n + "))";
            long here = (long) m << 32 | n;
            Long before = coordinate.putIfAbsent(at[v], here);
            owner.putIfAbsent(at[v], who);
            if (before != null && before != here) {
              throw reject(copy.name() + " covers element " + at[v] + " of " + smem + " twice: "
                  + owner.get(at[v]) + " and " + who + " both copy it, because " + smem + " maps both "
                  + "coordinates there; give " + smem + " an injective layout");
            }
          }
          vectorized(smem, copy, t, at, group);
        }
      }
    }
  }

  private static void vectorized(String smem, LayoutCopy.Copy copy, int thread, int[] at,
      int group) throws LayoutRejected {
    for (int first = 0; first + group <= at.length; first += group) {
      if (CopyAtom.vectorWidth(Arrays.copyOfRange(at, first, first + group), group) < group) {
        List<String> elements = new ArrayList<>();
        for (int k = 0; k < group; k++) {
          elements.add(Integer.toString(at[first + k]));
        }
        throw reject(copy.name() + " cannot vectorize on " + smem + ": thread " + thread
            + "'s values " + first + " to " + (first + group - 1) + " (one "
            + copy.copy().atom().name() + " moves " + group + " at once) are at elements "
            + String.join(", ", elements) + " of " + smem + ", not " + group + " contiguous "
            + "elements from a multiple of " + group + " (CuTe: \"failed to vectorize\"); lay "
            + smem + " out with each thread's " + group + " values contiguous and aligned, or "
            + "take an atom that moves fewer values at once");
      }
    }
  }

  /**
   * The layout's element offsets at (m, n) of its first two modes (the other modes at 0), with
   * its swizzle.
   */
  static final class Offsets {
    private final Layout layout;
    private final Swizzle swizzle;
    private final int rank;

    Offsets(CheckedLayout checked) {
      this.layout = RuntimeLayouts.of(checked.shape(), checked.stride());
      this.swizzle = checked.swizzle();
      this.rank = layout.rank();
    }

    /** The extent of mode 0 or 1; 1 for mode 1 of a rank-1 layout. */
    int extent(int mode) {
      return mode < rank ? layout.shape(mode).size() : 1;
    }

    /** The sizes of the top-level modes, {@code (128,64,4)}. */
    String shapeText() {
      List<String> sizes = new ArrayList<>();
      for (int mode = 0; mode < rank; mode++) {
        sizes.add(Integer.toString(layout.shape(mode).size()));
      }
      return "(" + String.join(",", sizes) + ")";
    }

    int at(int m, int n) {
      int[] coords = new int[rank];
      coords[0] = m;
      if (rank > 1) {
        coords[1] = n;
      }
      int index = layout.index(coords);
      return swizzle == null ? index : swizzle.apply(index);
    }
  }

  static LayoutRejected reject(String message) {
    return new LayoutRejected(new Diagnostic(Tag.ATOM, "copies: " + message + ".", "copies"));
  }
}
