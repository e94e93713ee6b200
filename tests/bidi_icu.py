#!/usr/bin/python3
"""Each line of standard input in visual order by ICU's bidi algorithm
(ubidi, through PyICU): for each line, the logical index of each character
from left to right, blank-separated, as `fribidi --novisual --vtol` writes
it; the paragraph direction from the line's first strong character (as
fribidi's default). Exits 77 when PyICU is not installed (Debian:
python3-icu), so a test can say it skipped."""
import sys

try:
    import icu
except ImportError:
    sys.exit(77)

for line in sys.stdin.read().split("\n")[:-1]:
    if any(ord(c) > 0xFFFF for c in line):
        sys.exit("bidi_icu.py: a character outside the BMP: indices would be UTF-16 units")
    bidi = icu.Bidi()
    bidi.setPara(icu.UnicodeString(line), icu.Bidi.DEFAULT_LTR)
    print(" ".join(str(i) for i in bidi.getVisualMap()))
