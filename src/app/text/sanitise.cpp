#include "app/text/sanitise.hpp"

#include <cstdint>
#include <utility>

#include "app/base/controls.hpp"
#include "app/base/utf8.hpp"
#include "app/text/layout.hpp"

namespace tictactoe::app {

namespace {

std::string hex(std::uint32_t value, int digits) {
  static constexpr std::string_view kDigits = "0123456789abcdef";
  std::string text;
  do {
    text.insert(text.begin(), kDigits[value % 16]);
    value /= 16;
  } while (value != 0 || static_cast<int>(text.size()) < digits);
  return text;
}

// Every character of `text` as an escape: "\u{200c}\u{200d}" (invalid bytes
// as "\xNN").
std::string escaped_code_points(std::string_view text) {
  std::string shown;
  for (std::size_t at = 0; at < text.size();) {
    const auto decoded = decode_utf8(text.substr(at));
    shown += decoded ? "\\u{" + hex(decoded->code, 1) + "}" : "\\x" + hex(static_cast<unsigned char>(text[at]), 2);
    at += decoded ? decoded->length : 1;
  }
  return shown;
}

// The front character of `text` as shown, and how many bytes it took.
std::pair<std::string, std::size_t> shown_one(std::string_view text) {
  const auto decoded = decode_utf8(text);
  if (!decoded) return {"\\x" + hex(static_cast<unsigned char>(text[0]), 2), 1};
  const char32_t code = decoded->code;
  if (code == '\\') return {"\\\\", 1};
  if (code < 0x20 || code == 0x7f) return {"\\x" + hex(code, 2), 1};
  if (escaped_in_output(code)) return {"\\u{" + hex(code, 1) + "}", decoded->length};
  return {std::string(text.substr(0, decoded->length)), decoded->length};
}

}  // namespace

std::string sanitised(std::string_view text, std::size_t cap) {
  std::string shown;
  std::size_t at = 0;
  for (std::size_t count = 0; at < text.size() && count < cap; ++count) {
    const auto [echo, length] = shown_one(text.substr(at));
    shown += echo;
    at += length;
  }
  if (at < text.size()) shown += "...";
  // Text of joiners and marks alone would show as nothing: escape it all.
  if (!shown.empty() && display_width(shown) == 0) return escaped_code_points(text.substr(0, at));
  return shown;
}

}  // namespace tictactoe::app
