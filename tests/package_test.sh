#!/usr/bin/env bash
# Builds the Debian package from this build tree (cpack -G DEB), lists it
# (dpkg-deb -c), extracts it (dpkg-deb -x) into a temporary folder and runs
# the extracted game: --version and a short piped game.
# Exit 77 (CTest: skipped, which .ci/run counts and fails) without cpack,
# dpkg-deb, dpkg-shlibdeps or desktop-file-validate.
#   package_test.sh BUILD_DIR CPACK
set -euo pipefail
build=$1
cpack=$2
for tool in "$cpack" dpkg-deb dpkg-shlibdeps dpkg-parsechangelog; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool not installed (apt-get install dpkg-dev)"; exit 77; }
done
command -v desktop-file-validate >/dev/null ||
  { echo "SKIP: desktop-file-validate not installed (apt-get install desktop-file-utils)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  fail "cpack -G DEB did not make the package"
fi
shopt -s nullglob
debs=("$work"/out/*.deb)
((${#debs[@]} == 1)) || fail "expected one .deb, found: ${debs[*]:-none}"
deb=${debs[0]}
version=$(dpkg-deb -f "$deb" Version)
arch=$(dpkg-deb -f "$deb" Architecture)
[ "$(basename "$deb")" = "tictactoe_${version}_${arch}.deb" ] || fail "file name $(basename "$deb")"
[ "$arch" = "$(dpkg --print-architecture)" ] || fail "architecture $arch"
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "section $(dpkg-deb -f "$deb" Section)"
dpkg-deb -f "$deb" Depends | grep -q 'libc6' || fail "no libc6 among the dependencies: $(dpkg-deb -f "$deb" Depends)"

listing=$(dpkg-deb -c "$deb")
echo "$listing"
for path in usr/games/tictactoe usr/share/man/man6/tictactoe.6.gz usr/share/bash-completion/completions/tictactoe \
  usr/share/doc/tictactoe/copyright usr/share/doc/tictactoe/changelog.gz usr/share/applications/tictactoe.desktop \
  usr/share/icons/hicolor/scalable/apps/tictactoe.svg; do
  grep -q " \./$path\$" <<<"$listing" || fail "$path is not in the package"
done
if grep -q ' \./usr/bin/' <<<"$listing"; then fail "the package has files in /usr/bin"; fi

root="$work/root"
dpkg-deb -x "$deb" "$root"
game="$root/usr/games/tictactoe"
[ "$("$game" --version)" = "tictactoe $version" ] || fail "--version says '$("$game" --version)', the package $version"
played=$(printf '1\n4\n2\n5\n3\nn\n' | "$game" --mode hvh)
grep -q 'X wins! (cells 1-2-3)' <<<"$played" || fail "the extracted game did not play: $played"
gzip -t "$root/usr/share/man/man6/tictactoe.6.gz" || fail "the man page is not gzipped"
# The changelog is in Debian's format, and its latest entry is this version's.
gzip -dc "$root/usr/share/doc/tictactoe/changelog.gz" >"$work/changelog"
latest=$(dpkg-parsechangelog -l "$work/changelog" -S Version) || fail "the changelog is not in Debian's format"
[ "$latest" = "$version" ] || fail "the changelog's latest entry is $latest, the package $version"
# It names what the release brought (new-user review, finding 25: the full screen, the history and
# the preferences were missing).
changes=$(dpkg-parsechangelog -l "$work/changelog" -S Changes)
for feature in --full-screen --stats --history "Preferences" --coords "menu entry"; do
  grep -q -- "$feature" <<<"$changes" || fail "the changelog's latest entry does not mention $feature"
done
head -1 "$root/usr/share/doc/tictactoe/copyright" |
  grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/$' || fail "copyright format"
bash -n "$root/usr/share/bash-completion/completions/tictactoe" || fail "the completion script"
# The menu entry starts the full screen in a terminal, and desktop-file-validate accepts it.
grep -qx 'Exec=tictactoe --full-screen' "$root/usr/share/applications/tictactoe.desktop" ||
  fail "the desktop entry does not start tictactoe --full-screen"
grep -qx 'Terminal=true' "$root/usr/share/applications/tictactoe.desktop" || fail "the desktop entry: no Terminal=true"
desktop-file-validate "$root/usr/share/applications/tictactoe.desktop" || fail "desktop-file-validate"
echo "ok: $(basename "$deb") built, listed, extracted; the extracted game plays"
