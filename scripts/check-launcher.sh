#!/usr/bin/env bash
# Checks the `strided` launcher (scripts/strided) after a build:
#  - every `scripts/strided ...` line of the bash blocks of README.md and docs/*.md runs, exits 0 and leaves the checkout
#    as it was (the examples write into /tmp, never into the repository);
#  - the launcher prints what `java -jar` prints, passes the exit status on (2 for a bad layout) and
#    works through a symbolic link called from another folder;
#  - it builds the jar when the jar is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
fail() { echo "FAIL: $*" >&2; exit 1; }
jar=cli/target/strided-cli-$(scripts/project-version.sh).jar
[[ -f "$jar" ]] || fail "$jar is missing: build first (mvn -B -q -DskipTests verify)"

before=$(git status --porcelain --untracked-files=all)
examples=$(awk '/^```bash$/ {inside = 1; next} /^```$/ {inside = 0} inside && /^scripts\/strided /' \
  README.md docs/*.md)
[[ -n "$examples" ]] || fail "README.md and docs/*.md have no scripts/strided example in a bash block"
count=0
while IFS= read -r line; do
  bash -c "$line" > /dev/null || fail "example exited with $?: $line"
  count=$((count + 1))
done <<<"$examples"
[[ "$(git status --porcelain --untracked-files=all)" == "$before" ]] \
  || fail "the strided examples changed the checkout: $(git status --porcelain --untracked-files=all)"

direct=$(java -jar "$jar" show "(2,(2,2)):(4,(2,1))")
[[ "$(scripts/strided show "(2,(2,2)):(4,(2,1))")" == "$direct" ]] || fail "launcher and java -jar differ"
status=0
scripts/strided show "(2,3" 2> /dev/null || status=$?
[[ $status == 2 ]] || fail "a bad layout gave exit status $status through the launcher, not 2"

work=$(mktemp -d)
trap 'rm -rf "$work"; [[ -f "$work.jar" ]] && mv "$work.jar" "$root/$jar"' EXIT
ln -s "$root/scripts/strided" "$work/strided"
[[ "$(cd "$work" && ./strided show "(2,(2,2)):(4,(2,1))")" == "$direct" ]] || fail "launcher fails through a link"

mv "$jar" "$work.jar"
[[ "$(scripts/strided show "(2,(2,2)):(4,(2,1))" 2> /dev/null)" == "$direct" ]] \
  || fail "the launcher did not build the missing jar"
rm "$work.jar"
echo "launcher OK: $count examples of README.md and docs/, same output as java -jar, exit status 2 passed on, works through a link, builds a missing jar"
