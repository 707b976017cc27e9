#!/usr/bin/env bash
# Builds the README's user project the way a new user does, outside the reactor:
#  1. the README's install step, `mvn -B install -DskipTests`, run in this checkout;
#  2. the blocks marked <!-- file: PATH --> in README.md (the pom.xml and the first example) written
#     into a fresh folder, and built there with the README's `mvn -B -q compile exec:java`;
#  3. what the program prints compared with the `System.out.println(...); // text` comments.
# Both Maven runs use a private local repository, target/readme-project/repository, so nothing is
# installed into ~/.m2; the machine's ~/.m2/repository serves as a read-only first remote repository
# for plugins and libraries already downloaded (Maven Central after it).
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "FAIL: $*" >&2; exit 1; }
work=$PWD/target/readme-project
rm -rf "$work"
mkdir -p "$work/project"
cache="<url>file://$HOME/.m2/repository</url>
        <releases><checksumPolicy>ignore</checksumPolicy></releases>
        <snapshots><enabled>false</enabled></snapshots>"
cat > "$work/settings.xml" <<XML
<settings>
  <profiles>
    <profile>
      <id>machine-cache</id>
      <repositories><repository><id>machine-cache</id>$cache</repository></repositories>
      <pluginRepositories><pluginRepository><id>machine-cache</id>$cache</pluginRepository></pluginRepositories>
    </profile>
  </profiles>
  <activeProfiles><activeProfile>machine-cache</activeProfile></activeProfiles>
</settings>
XML
maven=(mvn -s "$work/settings.xml" -Dmaven.repo.local="$work/repository")

install='mvn -B install -DskipTests'
run='mvn -B -q compile exec:java'
grep -qxF "$install" README.md || fail "README.md no longer shows the install step: $install"
grep -qF "\`$run\`" README.md || fail "README.md no longer shows how to run the project: $run"
"${maven[@]}" -B -q install -DskipTests || fail "the install step failed"

awk -v dir="$work/project" '
  /^<!-- file: [^ ]+ -->$/ { path = dir "/" $3; next }
  path != "" && /^```/ && !inside { inside = 1; system("mkdir -p \"$(dirname \"" path "\")\""); next }
  inside && /^```$/ { inside = 0; close(path); path = ""; next }
  inside { print > path }
' README.md
[[ -f "$work/project/pom.xml" ]] || fail "README.md has no <!-- file: pom.xml --> block"
sources=$(find "$work/project/src" -name '*.java' 2> /dev/null)
[[ -n "$sources" ]] || fail "README.md has no <!-- file: src/main/java/... --> block"

# Maven 3.8 wraps its output in colour resets even in batch mode: strip them
(cd "$work/project" && "${maven[@]}" ${run#mvn }) | sed 's/\x1b\[[0-9;]*m//g' > "$work/printed.txt" \
  || fail "$run failed in $work/project"
sed -n 's|^ *System\.out\.println(.*); *// \(.*\)$|\1|p' $sources | sed 's| — .*$||' > "$work/expected.txt"
[[ -s "$work/expected.txt" ]] || fail "the example states no printed line (// comments on println)"
diff "$work/expected.txt" "$work/printed.txt" > /dev/null \
  || fail "the README project printed $(cat "$work/printed.txt"), the README says $(cat "$work/expected.txt")"
echo "README project OK: installed into a private repository, built with exactly the README's pom.xml outside"
echo "  the reactor, and printed what the README says ($(wc -l < "$work/expected.txt") lines)"
