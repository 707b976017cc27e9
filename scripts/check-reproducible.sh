#!/usr/bin/env bash
# Builds the project twice from clean and checks that every jar and every generated source is
# byte-identical (project.build.outputTimestamp pins jar entry times; the processor writes no dates).
set -euo pipefail
cd "$(dirname "$0")/.."
snapshot() {
  mvn -B -q clean verify -DskipTests
  find . -path '*/target/*.jar' -o -path '*/target/generated-sources/annotations/*.java' \
    | grep -v '/node_modules/' | sort | xargs sha256sum > "$1"
}
first=$(mktemp)
second=$(mktemp)
snapshot "$first"
snapshot "$second"
if diff "$first" "$second"; then
  echo "reproducible: $(wc -l < "$first") jars and generated sources identical across two clean builds"
else
  echo "NOT reproducible: the files above differ between two clean builds" >&2
  exit 1
fi
