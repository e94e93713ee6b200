#include "app/base/utf8.hpp"

#include <array>

namespace tictactoe::app {

namespace {

// The length a lead byte announces (1-4), 0 for a byte that starts nothing
// (a continuation byte, or F8-FF).
std::size_t announced_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5U) == 0x6) return 2;
  if ((lead >> 4U) == 0xe) return 3;
  if ((lead >> 3U) == 0x1e) return 4;
  return 0;
}

bool is_continuation(char byte) { return (static_cast<unsigned char>(byte) & 0xc0U) == 0x80; }

}  // namespace

std::optional<Decoded> decode_utf8(std::string_view text) {
  const auto lead = static_cast<unsigned char>(text[0]);
  const std::size_t length = announced_length(lead);
  if (length == 0 || length > text.size()) return std::nullopt;
  if (length == 1) return Decoded{lead, 1};
  char32_t code = lead & (0x7fU >> length);
  for (std::size_t i = 1; i < length; ++i) {
    if (!is_continuation(text[i])) return std::nullopt;
    code = (code << 6U) | (static_cast<unsigned char>(text[i]) & 0x3fU);
  }
  // The smallest code point of each length: below it, the form is overlong.
  static constexpr std::array<char32_t, 5> kSmallest{0, 0, 0x80, 0x800, 0x10000};
  const char32_t minimum = kSmallest.at(length);
  if (code < minimum || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return std::nullopt;
  return Decoded{code, length};
}

bool utf8_cut_short(std::string_view text) {
  if (text.empty()) return false;
  const std::size_t length = announced_length(static_cast<unsigned char>(text[0]));
  if (length < 2 || text.size() >= length) return false;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (!is_continuation(text[i])) return false;
  }
  return true;
}

void append_utf8(std::string& out, char32_t code) {
  constexpr char32_t kReplacement = 0xfffd;
  if ((code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) code = kReplacement;
  const auto byte = [&out](char32_t bits) { out.push_back(static_cast<char>(bits)); };
  const auto continuation = [&](unsigned shift) { byte(0x80U | ((code >> shift) & 0x3fU)); };
  if (code < 0x80) {
    byte(code);
  } else if (code < 0x800) {
    byte(0xc0U | (code >> 6U));
    continuation(0);
  } else if (code < 0x10000) {
    byte(0xe0U | (code >> 12U));
    continuation(6);
    continuation(0);
  } else {
    byte(0xf0U | (code >> 18U));
    continuation(12);
    continuation(6);
    continuation(0);
  }
}

std::string encode_utf8(char32_t code) {
  std::string out;
  append_utf8(out, code);
  return out;
}

}  // namespace tictactoe::app
