#!/usr/bin/env bash
# Builds strided-cuda and runs its tests on JDK 22+ (JDK25 or the Temurin 25 under /usr/lib/jvm):
# the upstream modules are compiled again by that JDK (--release 17) without rerunning their tests.
#   scripts/test-cuda.sh
set -euo pipefail
cd "$(dirname "$0")/.."
jdk=${JDK25:-$(ls -d /usr/lib/jvm/temurin-2[2-9]* 2>/dev/null | sort -V | tail -1)}
[[ -x "$jdk/bin/java" ]] || { echo "test-cuda: no JDK 22+ found: set JDK25=/path/to/jdk" >&2; exit 1; }
JAVA_HOME=$jdk mvn -B verify -pl cuda -am -Dstrided.cute.required=true \
  -Dtest='dev/strided/cuda/**/*Test' -Dsurefire.failIfNoSpecifiedTests=false
