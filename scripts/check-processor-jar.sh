#!/usr/bin/env bash
# Checks the packaged jars the way a user's build sees them (run after `mvn -B verify` or
# `mvn -B -q -DskipTests verify`, or pass --build to build first):
#  - every class in the processor jar is the processor's own (dev/strided/processor/*) or JavaPoet
#    relocated under dev/strided/processor/shaded/javapoet: no class of core, the runtime or render,
#    relocated or not (they are ordinary dependencies on the processor path); no class is in two of the
#    published jars (annotations, core, runtime, render, processor); the runtime jar holds no
#    dev.strided.render class (pictures and C++ header text ship in strided-render only);
#  - with the processor jar AHEAD of the runtime jar on a plain class path (Maven's `provided` scope
#    puts it there), the runtime still works: coalesce and compose give CuTe's results (an unrelocated
#    copy of a runtime package in the processor jar once made them throw NoSuchMethodError);
#  - its dependency-reduced pom depends on core, runtime and render, and no longer on JavaPoet;
#  - a javac run with the processor, annotations, core, runtime and render jars on -processorpath (what
#    Maven and Gradle resolve for it, plus an unrelocated JavaPoet first on that path, as a user's own
#    copy would be) generates code against the dev.strided runtime, which compiles and runs;
#  - every jar has an Automatic-Module-Name, the processor jar has its service and Gradle metadata;
#  - the core stays internal: on the module path a program that reads dev.strided.core cannot
#    import it (its module-info exports it only to Strided's modules), while one that uses the
#    runtime compiles and runs.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == "--build" ]]; then
  mvn -B -q -DskipTests verify
fi
version=$(scripts/project-version.sh)
proc=processor/target/strided-processor-$version.jar
ann=annotations/target/strided-annotations-$version.jar
rt=runtime/target/strided-runtime-$version.jar
core=core/target/strided-core-$version.jar
render=render/target/strided-render-$version.jar
fail() { echo "FAIL: $*" >&2; exit 1; }

entries=$(unzip -Z1 "$proc")
stray=$(grep '\.class$' <<<"$entries" | { grep -v '^dev/strided/processor/' || true; } | sed 's|/[^/]*$||' | sort -u)
[[ -z "$stray" ]] || fail "$proc carries unrelocated classes in: $(tr '\n' ' ' <<<"$stray")"
copies=$(grep '^dev/strided/processor/shaded/.*\.class$' <<<"$entries" | { grep -v '^dev/strided/processor/shaded/javapoet/' || true; } | sed -n '1,3p')
[[ -z "$copies" ]] || fail "$proc carries a relocated copy of another jar: $(tr '\n' ' ' <<<"$copies")"
duplicates=$(for jar in "$ann" "$core" "$rt" "$render" "$proc"; do unzip -Z1 "$jar" | grep '\.class$'; done | sort | uniq -d)
[[ -z "$duplicates" ]] || fail "classes in two published jars: $(head -5 <<<"$duplicates" | tr '\n' ' ')"
# Jar listings go through variables, never `unzip | grep -q`: under pipefail grep's early exit can
# kill unzip with SIGPIPE and fail (or, negated, pass) a check by timing alone.
rt_entries=$(unzip -Z1 "$rt")
render_entries=$(unzip -Z1 "$render")
! grep -q '^dev/strided/render/' <<<"$rt_entries" || fail "$rt carries dev.strided.render classes"
grep -q '^dev/strided/render/LayoutSvg.class$' <<<"$render_entries" || fail "$render has no LayoutSvg"
grep -q '^dev/strided/processor/shaded/javapoet/JavaFile.class$' <<<"$entries" || fail "no shaded JavaPoet"
grep -q '^META-INF/gradle/incremental.annotation.processors$' <<<"$entries" || fail "no Gradle metadata"
[[ "$(unzip -p "$proc" META-INF/gradle/incremental.annotation.processors)" == \
   "dev.strided.processor.LayoutProcessor,isolating" ]] || fail "bad Gradle metadata"
[[ "$(unzip -p "$proc" META-INF/services/javax.annotation.processing.Processor)" == \
   "dev.strided.processor.LayoutProcessor" ]] || fail "bad service file"
drp=processor/target/dependency-reduced-pom.xml
grep -q '<artifactId>javapoet</artifactId>' "$drp" && fail "dependency-reduced pom still depends on JavaPoet"
for needed in strided-core strided-runtime strided-render; do
  grep -q "<artifactId>$needed</artifactId>" "$drp" || fail "dependency-reduced pom does not depend on $needed"
done

for jar in $(ls */target/*.jar | grep -v '/original-'); do  # each module's own jars
  name=$(unzip -p "$jar" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Automatic-Module-Name: //p')
  [[ -n "$name" ]] || fail "$jar has no Automatic-Module-Name"
  echo "  $jar: Automatic-Module-Name $name"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/demo" "$work/out"
cat > "$work/src/demo/Algebra.java" <<'JAVA'
package demo;
import dev.strided.Layout;
final class Algebra {
  public static void main(String[] args) {
    System.out.println(Layout.parse("(_4,_8):(_8,_1)").coalesce() + " "
        + Layout.parse("(_6,_2):(_8,_2)").compose(Layout.parse("(_4,_3):(_3,_1)")));
  }
}
JAVA
javac --release 17 -d "$work/out" -classpath "$rt:$core" "$work/src/demo/Algebra.java"
out=$(java -cp "$work/out:$proc:$rt:$core" demo.Algebra 2>&1) \
  || fail "the runtime breaks with the processor jar ahead of it on the class path: $out"
[[ "$out" == "(_4,_8):(_8,_1) ((_2,_2),_3):((_24,_2),_8)" ]] \
  || fail "with the processor jar ahead of the runtime, the algebra printed: $out"
cat > "$work/src/demo/Tile.java" <<'JAVA'
package demo;
import dev.strided.annotations.Layout;
import dev.strided.annotations.TiledMma;
@Layout(shape = "(M,4)", stride = "(4,1)")
@TiledMma(name = "Mma", atom = "UniversalFMA<float>", atoms = "(2,2,1)")
final class Tile {
  public static void main(String[] args) {
    TileLayout t = TileLayout.of(3);
    System.out.println(t.index(2, 3) + " " + t.layout() + " " + Mma.THREADS + " " + Mma.tiledMma().size());
  }
}
JAVA
user_javapoet=$(find ~/.m2/repository/com/palantir/javapoet/javapoet -name 'javapoet-*.jar' -print -quit)
javac --release 17 -d "$work/out" -s "$work/out" \
  -processorpath "$user_javapoet:$proc:$ann:$core:$rt:$render" -classpath "$ann:$rt:$core" "$work/src/demo/Tile.java"
grep -q '^import dev.strided.Layout;' "$work/out/demo/TileLayout.java" \
  || fail "generated code does not import dev.strided.Layout"
grep -q '^import dev.strided.atom.TiledMma;' "$work/out/demo/Mma.java" \
  || fail "the generated atom class does not import dev.strided.atom.TiledMma"
out=$(java -cp "$work/out:$rt:$core" demo.Tile)
[[ "$out" == "11 (3,_4):(_4,_1) 4 4" ]] || fail "generated code printed: $out"
mkdir -p "$work/user/demo" "$work/inside/demo" "$work/user-out" "$work/inside-out"
cat > "$work/user/module-info.java" <<'JAVA'
module user { requires dev.strided.runtime; }
JAVA
cat > "$work/user/demo/Main.java" <<'JAVA'
package demo;
public final class Main {
  public static void main(String[] args) {
    System.out.println(dev.strided.Layout.parse("(_4,_8):(_8,_1)").coalesce());
  }
}
JAVA
javac --release 17 --module-path "$rt:$core" -d "$work/user-out" \
  "$work/user/module-info.java" "$work/user/demo/Main.java"
modular=$(java --module-path "$work/user-out:$rt:$core" --add-modules dev.strided.core -m user/demo.Main)
[[ "$modular" == "(_4,_8):(_8,_1)" ]] || fail "the runtime on the module path printed: $modular"
cat > "$work/inside/module-info.java" <<'JAVA'
module inside { requires dev.strided.runtime; requires dev.strided.core; }
JAVA
cat > "$work/inside/demo/Inside.java" <<'JAVA'
package demo;
final class Inside { Object o = dev.strided.core.Notation.class; }
JAVA
if refused=$(javac --release 17 --module-path "$rt:$core" -d "$work/inside-out" \
    "$work/inside/module-info.java" "$work/inside/demo/Inside.java" 2>&1); then
  fail "a module that reads dev.strided.core imported dev.strided.core"
fi
grep -q 'does not export it' <<<"$refused" || fail "unexpected javac output: $refused"
echo "core internal: dev.strided.core is not exported to users on the module path"
echo "processor jar OK: only its own classes and relocated JavaPoet, none shared with another jar, the runtime"
echo "  unaffected ahead of it on a class path, clean dependency-reduced pom, generated code runs ($out)"
