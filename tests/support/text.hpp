#pragma once

// Reading program output in tests: is a piece there, how often, line by
// line, and how to show bytes in a failure message.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tictactoe::test {

/// True when `part` occurs in `text`.
inline bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

/// How many times `part` occurs in `text`, without overlaps.
inline std::size_t occurrences(std::string_view text, std::string_view part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string_view::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

/// The lines of `text`, without their '\n'; a last line without one counts.
inline std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    if (end == std::string_view::npos) {
      lines.emplace_back(text.substr(start));
      break;
    }
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

/// `text` with every run of blanks and newlines made one space: wrapped
/// text read as the sentences it holds.
inline std::string unwrapped(std::string_view text) {
  std::string flat;
  bool blank = false;
  for (const char c : text) {
    if (c == ' ' || c == '\n') {
      blank = true;
      continue;
    }
    if (blank && !flat.empty()) flat += ' ';
    blank = false;
    flat += c;
  }
  return flat;
}

/// `text` for failure messages with escapes and NULs made visible.
inline std::string visible(std::string_view text) {
  std::string shown;
  for (const char c : text) {
    if (c == '\x1b') {
      shown += "\\e";
    } else if (c == '\0') {
      shown += "\\0";
    } else {
      shown += c;
    }
  }
  return shown;
}

/// `text` for failure messages: unprintable bytes as \n, \r, \t or \xHH,
/// cut to `limit` bytes.
inline std::string escaped(std::string_view text, std::size_t limit = 80) {
  static constexpr std::string_view kHex = "0123456789abcdef";
  std::string shown;
  for (const char c : text.substr(0, limit)) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      shown += "\\n";
    } else if (c == '\r') {
      shown += "\\r";
    } else if (c == '\t') {
      shown += "\\t";
    } else if (byte < 0x20 || byte > 0x7e) {
      shown += "\\x";
      shown += kHex[byte >> 4U];
      shown += kHex[byte & 0xfU];
    } else {
      shown += c;
    }
  }
  if (text.size() > limit) shown += "... (" + std::to_string(text.size()) + " bytes)";
  return shown;
}

/// True when `text` holds only printable ASCII and newlines: no control
/// byte, no ESC, nothing above 0x7e.
inline bool plain(std::string_view text) {
  for (const char c : text) {
    if (c != '\n' && (c < ' ' || c > '~')) return false;
  }
  return true;
}

/// True when `text` is valid UTF-8 (no overlong form, surrogate or value
/// past U+10FFFF) holding no control byte but newlines: no ESC, no DEL, no
/// C1 control. What a session may echo of anything typed.
inline bool plain_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead < 0x80) {
      if ((lead < 0x20 && lead != '\n') || lead == 0x7f) return false;
      ++i;
      continue;
    }
    const std::size_t length = lead >= 0xc2 && lead <= 0xdf   ? 2
                               : lead >= 0xe0 && lead <= 0xef ? 3
                               : lead >= 0xf0 && lead <= 0xf4 ? 4
                                                              : 0;
    if (length == 0 || i + length > text.size()) return false;
    std::uint32_t code = lead & (0x7fU >> length);
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xc0U) != 0x80) return false;
      code = (code << 6U) | (next & 0x3fU);
    }
    const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    if (overlong || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff || (code >= 0x80 && code <= 0x9f)) {
      return false;
    }
    i += length;
  }
  return true;
}

}  // namespace tictactoe::test
