#include "layout.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace tictactoe::app {

namespace {

// One code point decoded from the front of `text`, and its length in bytes
// (an invalid byte decodes as itself, one byte long).
std::pair<char32_t, std::size_t> decode(std::string_view text) {
  const auto lead = static_cast<unsigned char>(text[0]);
  const std::size_t length = lead < 0x80            ? 1
                             : (lead >> 5U) == 0x6  ? 2
                             : (lead >> 4U) == 0xe  ? 3
                             : (lead >> 3U) == 0x1e ? 4
                                                    : 0;
  if (length <= 1 || length > text.size()) return {lead, 1};
  char32_t code = lead & (0x7fU >> length);
  for (std::size_t i = 1; i < length; ++i) {
    const auto next = static_cast<unsigned char>(text[i]);
    if ((next & 0xc0U) != 0x80) return {lead, 1};
    code = (code << 6U) | (next & 0x3fU);
  }
  return {code, length};
}

struct Range {
  char32_t first, last;
};

constexpr std::array<Range, 10> kWide{{
    {0x1100, 0x115f},
    {0x2e80, 0x303e},
    {0x3041, 0x33ff},
    {0x3400, 0x4dbf},
    {0x4e00, 0x9fff},
    {0xa000, 0xa4cf},
    {0xac00, 0xd7a3},
    {0xf900, 0xfaff},
    {0xfe30, 0xfe4f},
    {0xff00, 0xff60},
}};
constexpr std::array<Range, 7> kZeroWidth{{
    {0x0300, 0x036f},
    {0x0610, 0x061a},
    {0x064b, 0x065f},
    {0x0670, 0x0670},
    {0x06d6, 0x06ed},
    {0x200b, 0x200f},
    {0xfe00, 0xfe0f},
}};

bool in(const auto& ranges, char32_t code) {
  return std::ranges::any_of(ranges, [&](const Range& r) { return code >= r.first && code <= r.last; });
}

std::size_t width_of(char32_t code) {
  if (in(kZeroWidth, code)) return 0;
  if (in(kWide, code) || (code >= 0xffe0 && code <= 0xffe6) || (code >= 0x20000 && code <= 0x3fffd)) return 2;
  return 1;
}

// `text` cut into pieces that may not be split: runs of non-blank
// characters, except that a wide character is a piece of its own. Blanks
// between pieces are remembered as `space_before`.
struct Piece {
  std::string_view text;
  bool space_before;
};

std::vector<Piece> pieces(std::string_view text) {
  std::vector<Piece> out;
  bool space = false;
  std::size_t start = std::string_view::npos;
  const auto flush = [&](std::size_t end) {
    if (start == std::string_view::npos) return;
    out.push_back({text.substr(start, end - start), space});
    space = false;
    start = std::string_view::npos;
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto [code, length] = decode(text.substr(i));
    if (code == ' ') {
      flush(i);
      space = true;
    } else if (width_of(code) == 2) {
      flush(i);
      out.push_back({text.substr(i, length), space});
      space = false;
    } else if (start == std::string_view::npos) {
      start = i;
    }
    i += length;
  }
  flush(text.size());
  return out;
}

std::string wrap_paragraph(std::string_view text, std::size_t width, std::size_t indent) {
  std::string out;
  std::string line;
  std::size_t used = 0;
  for (const Piece& piece : pieces(text)) {
    const std::size_t w = display_width(piece.text);
    const std::size_t gap = piece.space_before && used > 0 ? 1 : 0;
    if (used > 0 && indent + used + gap + w > width) {
      out += std::string(indent, ' ') + line + '\n';
      line.clear();
      used = 0;
    } else if (gap > 0) {
      line += ' ';
      used += 1;
    }
    line += piece.text;
    used += w;
  }
  if (!line.empty()) out += std::string(indent, ' ') + line;
  return out + '\n';
}

}  // namespace

std::size_t display_width(std::string_view text) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto [code, length] = decode(text.substr(i));
    width += width_of(code);
    i += length;
  }
  return width;
}

std::string pad_to(std::string_view text, std::size_t width) {
  const std::size_t used = display_width(text);
  return std::string(text) + std::string(used < width ? width - used : 0, ' ');
}

std::string wrap(std::string_view text, std::size_t width, std::size_t indent) {
  if (text.ends_with('\n')) text.remove_suffix(1);
  std::string out;
  for (std::size_t start = 0;;) {
    const auto end = std::min(text.find('\n', start), text.size());
    out += wrap_paragraph(text.substr(start, end - start), width, indent);
    if (end == text.size()) return out;
    start = end + 1;
  }
}

std::string two_columns(std::string_view left, std::string_view right, std::size_t left_width, std::size_t width) {
  const std::size_t indent = 2;
  const std::string body = wrap(right, width, indent + left_width);
  const std::string head = std::string(indent, ' ') + std::string(left);
  if (indent + display_width(left) + 1 > indent + left_width) return head + '\n' + body;
  return pad_to(head, indent + left_width) + body.substr(indent + left_width);
}

}  // namespace tictactoe::app
