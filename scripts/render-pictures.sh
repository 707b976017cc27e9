#!/usr/bin/env bash
# Renders the picture examples of docs/pictures-and-cli.md with the strided CLI, then screenshots each SVG and HTML page
# in headless Chromium, so a person can look at exactly what a browser shows.
#
#   scripts/render-pictures.sh [--docs] [OUT_DIR]
#
# OUT_DIR (default target/pictures) receives NAME.svg, NAME.html, NAME-svg.png and NAME-html.png
# for every example: three layouts, a thread-value layout (show --tv) and a warp's shared-memory
# banks (show --banks). --docs also copies the layouts' SVGs to docs/ (layout-example.svg,
# holes-example.svg, swizzle-example.svg), the pictures docs/pictures-and-cli.md shows.
# Needs java 17+, Maven (to build the CLI jar when it is missing) and chromium
# (Debian: apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

docs=false
if [[ "${1:-}" == "--docs" ]]; then
  docs=true
  shift
fi
out="${1:-target/pictures}"
mkdir -p "$out"

jar=$(ls cli/target/strided-cli-*.jar 2>/dev/null | grep -v original- | head -n 1 || true)
if [[ -z "$jar" ]]; then
  mvn -B -q -pl cli -am package -DskipTests
  jar=$(ls cli/target/strided-cli-*.jar | grep -v original- | head -n 1)
fi
chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z "$chrome" ]]; then
  echo "render-pictures: chromium not found (Debian: apt-get install -y chromium)" >&2
  exit 1
fi

# name and layout of each example: nested and compact, nested with holes, swizzled
examples=(
  "layout-example|(2,(2,2)):(4,(2,1))"
  "holes-example|((2,2),(2,4)):((1,4),(2,16))"
  "swizzle-example|Sw<3,0,3> o _0 o (8,8):(8,1)"
)

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
screenshot() { # FILE PNG
  "$chrome" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --hide-scrollbars --window-size=1200,900 \
    --screenshot="$2" "file://$(realpath "$1")" >/dev/null 2>&1
}

for example in "${examples[@]}"; do
  name="${example%%|*}"
  layout="${example#*|}"
  java -jar "$jar" show "$layout" --svg "$out/$name.svg" --html "$out/$name.html" >/dev/null
  screenshot "$out/$name.svg" "$out/$name-svg.png"
  screenshot "$out/$name.html" "$out/$name-html.png"
  echo "$layout -> $out/$name-svg.png, $out/$name-html.png"
  if $docs; then
    cp "$out/$name.svg" "docs/$name.svg"
  fi
done

# the access pictures: name and the options of show that select them
access_examples=(
  "tv-example|--tv|((4,8),4):((32,1),8)|--tile|(32,4)"
  "banks-example|--banks|Sw<3,2,3> o _0 o (32,32):(32,1)"
)
for example in "${access_examples[@]}"; do
  IFS='|' read -r -a words <<<"$example"
  name="${words[0]}"
  java -jar "$jar" show "${words[@]:1}" --svg "$out/$name.svg" --html "$out/$name.html" >/dev/null
  screenshot "$out/$name.svg" "$out/$name-svg.png"
  screenshot "$out/$name.html" "$out/$name-html.png"
  echo "${words[*]:1} -> $out/$name-svg.png, $out/$name-html.png"
done
