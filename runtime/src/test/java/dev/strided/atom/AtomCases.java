package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import dev.strided.tensor.TensorCxx;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * The cases of {@link AtomCuteDifferentialTest}: each a C++ block that prints, and the text the
 * Strided runtime gives for the same objects (or its refusal).
 */
final class AtomCases {
  private AtomCases() {}

  /** Longest array a data tensor may reach (the C++ program has one of this length). */
  static final int DATA = 1 << 16;

  /**
   * One case.
   *
   * @param description what it is, for failures
   * @param cxx C++ statements printing the case's text
   * @param java the runtime's text, or null when it refused
   * @param refusal the runtime's message when it refused
   */
  record Case(String description, String cxx, String java, String refusal) {}

  static Case of(String description, String cxx, Supplier<String> java) {
    try {
      return new Case(description, cxx, java.get(), null);
    } catch (IllegalArgumentException e) {
      return new Case(description, cxx, null, e.getMessage());
    }
  }

  // ---- random tiled MMAs and copies ----

  private static final String[] MMA_ATOMS = {"UniversalFMA<float>", "UniversalFMA<double>",
      "UniversalFMA<float,float,float,float>", "SM80_16x8x8_F32TF32TF32F32_TN",
      "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x16_F32BF16BF16F32_TN",
      "SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x8_F16F16F16F16_TN",
      "SM80_16x8x4_F32TF32TF32F32_TN", "SM80_8x8x4_F64F64F64F64_TN",
      "SM80_16x8x32_S32S8S8S32_TN", "SM80_16x8x16_S32U8S8S32_TN_SATURATE",
      "SM80_8x8x16_S32S8U8S32_TN", "SM80_16x8x32_S32U8U8S32_TN"};

  /** A random atom: a warp or universal one, an SM70 quad pair, or a GMMA of any family. */
  static MmaAtom randomAtom(Random r) {
    int kind = r.nextInt(8);
    if (kind < 4) {
      return MmaAtom.of(MMA_ATOMS[r.nextInt(MMA_ATOMS.length)]);
    }
    if (kind < 6) {
      return MmaAtom.of("SM70_8x8x4_" + (r.nextBoolean() ? "F32F16F16F32_" : "F16F16F16F16_")
          + List.of("TN", "NT", "NN", "TT").get(r.nextInt(4)));
    }
    int n = 8 * (1 + r.nextInt(4));
    GmmaCatalogue.Family family =
        GmmaCatalogue.FAMILIES.get(r.nextInt(GmmaCatalogue.FAMILIES.size()));
    Major a = family.registersA() ? Major.K : Major.values()[r.nextInt(2)];
    return family.takesMajors() ? MmaAtom.of(family.name(n), a, Major.values()[r.nextInt(2)])
        : MmaAtom.of(family.name(n));
  }

  /** A compact layout of {@code rank} modes of 1, 2 or 4 (at most {@code most} in all). */
  static Layout randomAtomLayout(Random r, int most) {
    int rank = 1 + r.nextInt(3);
    IntTuple.Int[] extents = new IntTuple.Int[rank];
    int total = 1;
    for (int i = 0; i < rank; i++) {
      int e = 1 << r.nextInt(3);
      while (total * e > most) {
        e /= 2;
      }
      total *= e;
      extents[i] = IntTuple.ofStatic(e);
    }
    IntTuple shape = rank == 1 ? extents[0] : IntTuple.of(extents);
    return r.nextBoolean() ? Layout.columnMajor(shape) : Layout.rowMajor(shape);
  }

  /** A permutation: per mode {@code _}, a larger extent, or a row-major reordering. */
  static Tiler randomPermutation(Random r, MmaAtom atom, Layout atomLayout) {
    int rank = 1 + r.nextInt(3);
    Tiler[] modes = new Tiler[rank];
    for (int i = 0; i < rank; i++) {
      int atoms = i < atomLayout.rank() ? atomLayout.size(i) : 1;
      int size = atom.shapeMNK().get(i).size() * atoms;
      modes[i] = switch (r.nextInt(4)) {
        case 0, 1 -> Tiler.Keep.INSTANCE;
        case 2 -> new Tiler.Extent(IntTuple.ofStatic(size * (1 + r.nextInt(2))));
        default -> reorder(r, size);
      };
    }
    return Tiler.byMode(modes);
  }

  private static Tiler reorder(Random r, int size) {
    List<Integer> divisors = new ArrayList<>();
    for (int d = 2; d < size; d++) {
      if (size % d == 0) {
        divisors.add(d);
      }
    }
    if (divisors.isEmpty()) {
      return new Tiler.Extent(IntTuple.ofStatic(size));
    }
    int a = divisors.get(r.nextInt(divisors.size()));
    return Layout.rowMajor(IntTuple.of(IntTuple.ofStatic(a), IntTuple.ofStatic(size / a)));
  }

  /** A row- or column-major layout of {@code (rows·k, cols·k')}, k and k' 1 or 2. */
  static Layout dataLayout(Random r, int rows, int cols) {
    IntTuple shape = IntTuple.of(IntTuple.ofStatic(rows * (1 + r.nextInt(2))),
        IntTuple.ofStatic(cols * (1 + r.nextInt(2))));
    return r.nextBoolean() ? Layout.columnMajor(shape) : Layout.rowMajor(shape);
  }

  /**
   * The same extents with each mode dynamic half of the time (a global tensor's run-time shape),
   * compact in the same order. Their partitions are compared element by element, not by print:
   * CuTe decides coalescing and extent-1 modes on static types, Strided on values (docs/runtime.md,
   * "Where Strided and CuTe C++ differ"), so the printed layouts of dynamic partitions may differ
   * while every element and its order agree.
   */
  static Layout dynamic(Random r, Layout layout) {
    IntTuple rows = r.nextBoolean() ? IntTuple.of(layout.shape().get(0).size())
        : layout.shape().get(0);
    IntTuple cols = r.nextBoolean() ? IntTuple.of(layout.shape().get(1).size())
        : layout.shape().get(1);
    IntTuple shape = IntTuple.of(rows, cols);
    return layout.stride().get(0).size() == 1 ? Layout.columnMajor(shape) : Layout.rowMajor(shape);
  }

  static Case tiledMma(Random r) {
    MmaAtom atom = randomAtom(r);
    Layout atomLayout = randomAtomLayout(r, atom.thrId().size() >= 128 ? 2 : 8);
    return tiledMma(r, atom, atomLayout, randomPermutation(r, atom, atomLayout));
  }

  /** {@code make_tiled_mma} of these, with random data layouts and a random thread. */
  static Case tiledMma(Random r, MmaAtom atom, Layout atomLayout, Tiler permutation) {
    String make = "auto mma = make_tiled_mma(" + AtomCxx.mmaOp(atom) + "{}, "
        + TensorCxx.layout(atomLayout) + ", " + AtomCxx.tile(permutation) + ");";
    String description = "make_tiled_mma(" + atom.name() + ", " + atomLayout + ", " + permutation
        + ")";
    TiledMma mma;
    try {
      mma = TiledMma.of(atom, atomLayout, permutation);
    } catch (IllegalArgumentException e) {
      return new Case(description, null, null, e.getMessage());
    }
    Layout la = dataLayout(r, mma.tileSize(0), mma.tileSize(2));
    Layout lb = dataLayout(r, mma.tileSize(1), mma.tileSize(2));
    Layout lc = dataLayout(r, mma.tileSize(0), mma.tileSize(1));
    List<Layout> dynamicData = List.of(dynamic(r, la), dynamic(r, lb), dynamic(r, lc));
    int thread = r.nextInt(mma.size());
    StringBuilder cxx = new StringBuilder("{ ").append(make).append(" print(mma);\n");
    for (String x : List.of("A", "B", "C")) {
      cxx.append("  printf(\"").append(x).append(" \"); print(mma.get_layout").append(x)
          .append("_TV()); printf(\"\\n\");\n");
    }
    cxx.append("  printf(\"T %d %d %d %d\\n\", int(tile_size<0>(mma)), int(tile_size<1>(mma)),"
        + " int(tile_size<2>(mma)), int(size(mma)));\n");
    List<Layout> data = List.of(la, lb, lc);
    for (int k = 0; k < 3; k++) {
      String x = "ABC".substring(k, k + 1);
      String l = TensorCxx.layout(data.get(k));
      cxx.append("  printf(\"F").append(x).append(" \"); print(mma.thrfrg_").append(x).append('(')
          .append(l).append(")); printf(\"\\n\");\n");
      cxx.append("  { auto p = mma.get_slice(").append(thread).append(").partition_").append(x)
          .append("(make_tensor(&data[0], ").append(l).append(")); show(\"P").append(x)
          .append("\", p); }\n");
    }
    cxx.append("  { auto p = mma.get_slice(").append(thread).append(").partition_C("
        + "make_identity_tensor(shape(").append(TensorCxx.layout(lc)).append("))); coords(p); }\n");
    for (int k = 0; k < 3; k++) {
      cxx.append("  elements(\"D").append("ABC".charAt(k)).append("\", mma.get_slice(")
          .append(thread).append(").partition_").append("ABC".charAt(k))
          .append("(make_tensor(&data[0], ").append(TensorCxx.layout(dynamicData.get(k)))
          .append(")));\n");
    }
    List<Fragmented> fragmented = fragmented(atom, data);
    for (Fragmented f : fragmented) {
      cxx.append("  print(mma.get_slice(").append(thread).append(").partition_fragment_")
          .append(f.operand()).append("(make_tensor(&data[0], ").append(TensorCxx.layout(f.layout()))
          .append(")).layout()); printf(\"\\n\");\n");
    }
    cxx.append('}');
    return of(description + ", thread " + thread + ", A " + la + ", B " + lb + ", C " + lc
        + ", dynamic " + dynamicData,
        cxx.toString(), () -> {
          StringBuilder out = new StringBuilder(mma.toString());
          out.append("A ").append(mma.tvLayoutA()).append('\n');
          out.append("B ").append(mma.tvLayoutB()).append('\n');
          out.append("C ").append(mma.tvLayoutC()).append('\n');
          out.append("T ").append(mma.tileSize(0)).append(' ').append(mma.tileSize(1)).append(' ')
              .append(mma.tileSize(2)).append(' ').append(mma.size()).append('\n');
          out.append("FA ").append(mma.thrfrgA(la)).append('\n');
          show(out, "PA", mma.partitionA(tensor(la), thread));
          out.append("FB ").append(mma.thrfrgB(lb)).append('\n');
          show(out, "PB", mma.partitionB(tensor(lb), thread));
          out.append("FC ").append(mma.thrfrgC(lc)).append('\n');
          show(out, "PC", mma.partitionC(tensor(lc), thread));
          IdentityTensor c = mma.partitionC(IdentityTensor.of(lc.shape()), thread);
          out.append("IC");
          for (int i = 0; i < c.size(); i++) {
            out.append(' ').append(c.get(i));
          }
          out.append('\n');
          elements(out, "DA", mma.partitionA(tensor(dynamicData.get(0)), thread));
          elements(out, "DB", mma.partitionB(tensor(dynamicData.get(1)), thread));
          elements(out, "DC", mma.partitionC(tensor(dynamicData.get(2)), thread));
          for (Fragmented f : fragmented) {
            FloatTensor t = switch (f.operand()) {
              case 'A' -> mma.partitionFragmentA(tensor(f.layout()), thread);
              case 'B' -> mma.partitionFragmentB(tensor(f.layout()), thread);
              default -> mma.partitionFragmentC(tensor(f.layout()), thread);
            };
            out.append(t.layout()).append('\n');
          }
          return out.toString();
        });
  }

  /** A data layout of operand A, B or C whose {@code partition_fragment} is compared. */
  private record Fragmented(char operand, Layout layout) {}

  /**
   * The data layouts whose {@code partition_fragment} is compared: each operand held in registers
   * (a GMMA's shared-memory operands need a shared-memory tensor in C++). They are static: CuTe
   * makes no registers of a dynamic shape.
   */
  private static List<Fragmented> fragmented(MmaAtom atom, List<Layout> data) {
    List<Fragmented> out = new ArrayList<>();
    for (int k = 0; k < 3; k++) {
      if (k == 0 && atom.readsASharedMemory() || k == 1 && atom.readsBSharedMemory()) {
        continue;
      }
      out.add(new Fragmented("ABC".charAt(k), data.get(k)));
    }
    return out;
  }

  static Case tiledCopy(Random r) {
    String description;
    String make;
    TiledCopy copy;
    try {
      if (r.nextBoolean()) {
        String[] ops = {"UniversalCopy<uint32_t>", "UniversalCopy<uint64_t>",
            "UniversalCopy<uint128_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t>",
            "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>",
            "UniversalCopy<uint_byte_t<16>>", "UniversalCopy<float>", "UniversalCopy<half_t>",
            "UniversalCopy<float_e4m3_t>"};
        // 8-bit values are FP8 in C++ (AtomCxx.valueType)
        CopyAtom atom = CopyAtom.of(ops[r.nextInt(ops.length)], 8 << r.nextInt(3));
        int perThread = atom.srcLayout().size(1);
        int threads = 32 << r.nextInt(3);
        int tm = 1 << r.nextInt(Integer.numberOfTrailingZeros(threads) + 1);
        IntTuple tshape = IntTuple.of(IntTuple.ofStatic(tm), IntTuple.ofStatic(threads / tm));
        Layout thr = r.nextBoolean() ? Layout.columnMajor(tshape) : Layout.rowMajor(tshape);
        int v = perThread * (1 + r.nextInt(2));
        Layout val = r.nextBoolean() ? Layout.parse("(_" + v + ",_1)") : Layout.parse("(_1,_" + v
            + ")");
        make = "auto copy = make_tiled_copy(" + AtomCxx.copyAtom(atom) + ", " + TensorCxx.layout(thr)
            + ", " + TensorCxx.layout(val) + ");";
        description = "make_tiled_copy(" + atom.name() + " of " + atom.valueBits() + "b, " + thr
            + ", " + val + ")";
        copy = TiledCopy.of(atom, thr, val);
      } else {
        String[] warp = {"SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x16_F32BF16BF16F32_TN",
            "SM80_16x8x8_F16F16F16F16_TN", "SM70_8x8x4_F32F16F16F32_NT",
            "SM70_8x8x4_F16F16F16F16_TN"};
        MmaAtom mmaAtom = MmaAtom.of(warp[r.nextInt(warp.length)]);
        boolean sm70 = mmaAtom.name().startsWith("SM70");
        Layout atomLayout = randomAtomLayout(r, 4);
        Tiler permutation = randomPermutation(r, mmaAtom, atomLayout);
        TiledMma mma = TiledMma.of(mmaAtom, atomLayout, permutation);
        String operand = "ABC".substring(r.nextInt(3)).substring(0, 1);
        String[] ops = sm70 ? new String[] {"UniversalCopy<half_t>", "UniversalCopy<uint16_t>"}
            : operand.equals("C") ? new String[] {"UniversalCopy<uint32_t>",
            "SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N"}
            : new String[] {"SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N",
                "SM75_U16x2_LDSM_T", "SM75_U16x4_LDSM_T", "UniversalCopy<uint32_t>"};
        CopyAtom atom = CopyAtom.of(ops[r.nextInt(ops.length)], 16);
        make = "auto mma = make_tiled_mma(" + mmaAtom.name() + "{}, " + TensorCxx.layout(atomLayout)
            + ", " + AtomCxx.tile(permutation) + "); auto copy = make_tiled_copy_" + operand + "("
            + AtomCxx.copyAtom(atom) + ", mma);";
        description = "make_tiled_copy_" + operand + "(" + atom.name() + ", make_tiled_mma("
            + mmaAtom.name() + ", " + atomLayout + ", " + permutation + "))";
        copy = switch (operand) {
          case "A" -> TiledCopy.forA(atom, mma);
          case "B" -> TiledCopy.forB(atom, mma);
          default -> TiledCopy.forC(atom, mma);
        };
      }
    } catch (IllegalArgumentException e) {
      return new Case("a tiled copy", null, null, e.getMessage());
    }
    IntTuple tile = copy.tilerMN();
    Layout ls = dataLayout(r, tile.get(0).size(), tile.get(1).size());
    Layout ld = dynamic(r, ls);
    int thread = r.nextInt(copy.size());
    TiledCopy c = copy;
    String l = TensorCxx.layout(ls);
    String d = TensorCxx.layout(ld);
    String cxx = "{ " + make + " print(copy);\n"
        + "  printf(\"S \"); print(copy.get_layoutS_TV()); printf(\"\\nD \");"
        + " print(copy.get_layoutD_TV()); printf(\"\\nT %d\\n\", int(size(copy)));\n"
        + "  auto ps = copy.get_slice(" + thread + ").partition_S(make_tensor(&data[0], " + l
        + ")); show(\"PS\", ps);\n"
        + "  { auto p = copy.get_slice(" + thread + ").partition_D(make_tensor(&data[0], " + l
        + ")); show(\"PD\", p); }\n"
        + "  { auto p = copy.get_slice(0).retile_S(make_tensor(&data[0], make_layout(shape(ps))));"
        + " show(\"RS\", p); }\n"
        + "  elements(\"DS\", copy.get_slice(" + thread + ").partition_S(make_tensor(&data[0], " + d
        + ")));\n"
        + "  elements(\"DD\", copy.get_slice(" + thread + ").partition_D(make_tensor(&data[0], " + d
        + ")));\n}";
    return of(description + ", thread " + thread + ", " + ls + ", dynamic " + ld, cxx, () -> {
      StringBuilder out = new StringBuilder(c.toString());
      out.append("S ").append(c.tvLayoutS()).append("\nD ").append(c.tvLayoutD())
          .append("\nT ").append(c.size()).append('\n');
      FloatTensor ps = c.partitionS(tensor(ls), thread);
      show(out, "PS", ps);
      show(out, "PD", c.partitionD(tensor(ls), thread));
      show(out, "RS", c.retileS(tensor(Layout.columnMajor(ps.shape()))));
      elements(out, "DS", c.partitionS(tensor(ld), thread));
      elements(out, "DD", c.partitionD(tensor(ld), thread));
      return out.toString();
    });
  }

  private static FloatTensor tensor(Layout layout) {
    float[] data = new float[DATA];
    for (int i = 0; i < data.length; i++) {
      data[i] = i;
    }
    return FloatTensor.of(data, layout);
  }

  /** What C++'s {@code show} prints: the layout, the offset and every element. */
  private static void show(StringBuilder out, String key, FloatTensor t) {
    out.append(key).append(' ').append(t.layout()).append(' ').append(t.offset()).append(" :");
    for (int i = 0; i < t.size(); i++) {
      out.append(' ').append((int) t.get(i));
    }
    out.append('\n');
  }

  /** What C++'s {@code elements} prints: the size, the offset and every element, in order. */
  private static void elements(StringBuilder out, String key, FloatTensor t) {
    out.append(key).append(' ').append(t.size()).append(' ').append(t.offset()).append(" :");
    for (int i = 0; i < t.size(); i++) {
      out.append(' ').append((int) t.get(i));
    }
    out.append('\n');
  }

  /** The C++ helpers the cases call, and the data they view. */
  static final String HELPERS = String.join("\n",
      "static float data[" + DATA + "];",
      "template <class T> void show(char const* key, T const& p) {",
      "  printf(\"%s \", key); print(p.layout()); printf(\" %d :\", int(p.data() - data));",
      "  for (int i = 0; i < int(size(p)); ++i) printf(\" %d\", int(p(i))); printf(\"\\n\"); }",
      "template <class T> void elements(char const* key, T const& p) {",
      "  printf(\"%s %d %d :\", key, int(size(p)), int(p.data() - data));",
      "  for (int i = 0; i < int(size(p)); ++i) printf(\" %d\", int(p(i))); printf(\"\\n\"); }",
      "template <class T> void coords(T const& p) {",
      "  printf(\"IC\"); for (int i = 0; i < int(size(p)); ++i) { printf(\" \"); print(p(i)); }",
      "  printf(\"\\n\"); }",
      "");
}
