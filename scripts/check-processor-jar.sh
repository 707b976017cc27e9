#!/usr/bin/env bash
# Checks the packaged jars the way a user's build sees them (run after `mvn -B -q -DskipTests verify`,
# or pass --build to build first):
#  - the processor jar bundles JavaPoet and the runtime only relocated under dev.strided.processor.shaded,
#    and its dependency-reduced pom no longer depends on them;
#  - a javac run with ONLY the processor and annotations jars on -processorpath (plus an unrelocated
#    JavaPoet first on that path, as a user's own copy would be) generates code against the real
#    dev.strided runtime, which compiles and runs;
#  - every jar has an Automatic-Module-Name, the processor jar has its service and Gradle metadata.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == "--build" ]]; then
  mvn -B -q -DskipTests verify
fi
version=0.1.0-SNAPSHOT
proc=processor/target/strided-processor-$version.jar
ann=annotations/target/strided-annotations-$version.jar
rt=runtime/target/strided-runtime-$version.jar
fail() { echo "FAIL: $*" >&2; exit 1; }

entries=$(unzip -Z1 "$proc")
grep -q '^com/palantir/' <<<"$entries" && fail "unrelocated JavaPoet in $proc"
grep -E '^dev/strided/[^/]+\.class$|^dev/strided/render/' <<<"$entries" && fail "unrelocated runtime in $proc"
grep -q '^dev/strided/processor/shaded/javapoet/JavaFile.class$' <<<"$entries" || fail "no shaded JavaPoet"
grep -q '^dev/strided/processor/shaded/runtime/Layout.class$' <<<"$entries" || fail "no shaded runtime"
grep -q '^META-INF/gradle/incremental.annotation.processors$' <<<"$entries" || fail "no Gradle metadata"
[[ "$(unzip -p "$proc" META-INF/gradle/incremental.annotation.processors)" == \
   "dev.strided.processor.LayoutProcessor,isolating" ]] || fail "bad Gradle metadata"
[[ "$(unzip -p "$proc" META-INF/services/javax.annotation.processing.Processor)" == \
   "dev.strided.processor.LayoutProcessor" ]] || fail "bad service file"
drp=processor/target/dependency-reduced-pom.xml
grep -q '<artifactId>javapoet</artifactId>' "$drp" && fail "dependency-reduced pom still depends on JavaPoet"
grep -q '<artifactId>strided-runtime</artifactId>' "$drp" && fail "dependency-reduced pom still depends on the runtime"

for jar in $(find . -path '*/target/*.jar' ! -name 'original-*' ! -path '*/node_modules/*' | sort); do
  name=$(unzip -p "$jar" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Automatic-Module-Name: //p')
  [[ -n "$name" ]] || fail "$jar has no Automatic-Module-Name"
  echo "  $jar: Automatic-Module-Name $name"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/demo" "$work/out"
cat > "$work/src/demo/Tile.java" <<'JAVA'
package demo;
import dev.strided.annotations.Layout;
@Layout(shape = "(M,4)", stride = "(4,1)")
final class Tile {
  public static void main(String[] args) {
    TileLayout t = TileLayout.of(3);
    System.out.println(t.index(2, 3) + " " + t.layout());
  }
}
JAVA
user_javapoet=$(find ~/.m2/repository/com/palantir/javapoet/javapoet -name 'javapoet-*.jar' | head -1)
javac --release 17 -d "$work/out" -s "$work/out" \
  -processorpath "$user_javapoet:$proc:$ann" -classpath "$ann:$rt" "$work/src/demo/Tile.java"
grep -q '^import dev.strided.Layout;' "$work/out/demo/TileLayout.java" \
  || fail "generated code does not import dev.strided.Layout"
out=$(java -cp "$work/out:$rt" demo.Tile)
[[ "$out" == "11 (3,_4):(_4,_1)" ]] || fail "generated code printed: $out"
echo "processor jar OK: relocated JavaPoet and runtime, clean dependency-reduced pom, generated code runs ($out)"
