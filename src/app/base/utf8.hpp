#pragma once

// UTF-8, read and written in one place for the whole front end: display
// widths and wrapping (text/layout), the echo of typed text (text/input),
// the full screen's keys (screen/keys) and cells (screen/grid), and the
// history's JSON strings (store/json, store/scan) all decode with
// decode_utf8, and the typed keys and JSON's \u escapes encode with
// append_utf8. Strict, as RFC 3629 asks: only shortest forms, no
// surrogates, nothing past U+10FFFF. No I/O; the bottom of the front end
// (it includes nothing of the project).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tictactoe::app {

/// One character decoded from the front of UTF-8 text: its code point and
/// its length in bytes (1-4).
struct Decoded {
  char32_t code;
  std::size_t length;
};

/// The first character of `text`, decoded strictly, or std::nullopt when
/// the first byte does not start a valid UTF-8 sequence: a stray
/// continuation byte or a byte that is never UTF-8 (C0, C1, F5-FF as lead
/// bytes), a sequence cut short (by the end of `text` or by a byte that
/// does not continue it), an overlong form (a longer sequence than the code
/// point needs), a surrogate (U+D800-U+DFFF) or a value past U+10FFFF.
/// Precondition: `text` is not empty.
std::optional<Decoded> decode_utf8(std::string_view text);

/// True when `text` is a lead byte and fewer continuation bytes than it
/// announces, all of them continuation bytes: the start of a character
/// whose other bytes have not come yet (decode_utf8 refuses it for now).
/// False for an empty `text`.
bool utf8_cut_short(std::string_view text);

/// Appends the UTF-8 of the code point `code` to `out`, 1-4 bytes, in its
/// shortest form; a value that is no character (a surrogate, U+D800-U+DFFF,
/// or past U+10FFFF) as U+FFFD, the replacement character. decode_utf8
/// reads back what it writes.
void append_utf8(std::string& out, char32_t code);

/// The UTF-8 of `code` (see append_utf8).
std::string encode_utf8(char32_t code);

}  // namespace tictactoe::app
