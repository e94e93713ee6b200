#!/usr/bin/env bash
# The release preset, which the Debian package is built from, compiles with
# Debian's hardening flags (fortified libc calls, stack protection) and
# links with RELRO and BIND_NOW (README, Install). Exit 77 (CTest: skipped)
# when this CMake cannot read the presets.
#   presets_test.sh SOURCE_DIR CMAKE
set -euo pipefail
cd "$1"
cmake=$2
fail() { echo "FAIL: $*"; exit 1; }
"$cmake" --list-presets >/dev/null 2>&1 || { echo "SKIP: $cmake cannot read CMakePresets.json"; exit 77; }
# -N: print the preset's variables, configure nothing.
variables=$("$cmake" --preset release -N)
echo "$variables"
flags=$(grep '^ *CMAKE_CXX_FLAGS=' <<<"$variables") || fail "the release preset sets no CMAKE_CXX_FLAGS"
for flag in -D_FORTIFY_SOURCE=2 -fstack-protector-strong; do
  [[ " ${flags//\"/ } " == *" $flag "* ]] || fail "the release build lacks $flag: $flags"
done
links=$(grep '^ *CMAKE_EXE_LINKER_FLAGS=' <<<"$variables") || fail "the release preset sets no CMAKE_EXE_LINKER_FLAGS"
[[ "$links" == *"-z,relro"* && "$links" == *"-z,now"* ]] || fail "the release build does not link with -z relro -z now: $links"
echo "ok: the release preset hardens the build: fortify, stack protector, RELRO and BIND_NOW"
