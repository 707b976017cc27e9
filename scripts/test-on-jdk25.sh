#!/usr/bin/env bash
# Runs the whole test suite on JDK 25 (the machine's second JDK) instead of the default 17.
# Usage: scripts/test-on-jdk25.sh [JDK_HOME]   (default: /usr/lib/jvm/temurin-25-jdk-amd64)
set -euo pipefail
cd "$(dirname "$0")/.."
jdk="${1:-/usr/lib/jvm/temurin-25-jdk-amd64}"
if [[ ! -x "$jdk/bin/javac" ]]; then
  echo "no JDK at $jdk (pass its home as the first argument)" >&2
  exit 2
fi
JAVA_HOME="$jdk" mvn -B verify
echo "suite passed on $("$jdk/bin/java" -version 2>&1 | head -1)"
