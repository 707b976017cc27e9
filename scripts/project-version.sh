#!/usr/bin/env bash
# Prints the project's version, read from the parent pom (its first <version>, the project's own).
set -euo pipefail
cd "$(dirname "$0")/.."
sed -n '/^  <version>/{s:^  <version>\(.*\)</version>$:\1:p;q;}' pom.xml
