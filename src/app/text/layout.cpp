#include "app/text/layout.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace tictactoe::app {

namespace {

// One code point decoded from the front of `text`, and its length in bytes
// (a byte that does not start a valid sequence counts as itself, one byte
// long: a terminal shows it as one replacement character).
std::pair<char32_t, std::size_t> decode(std::string_view text) {
  if (const auto decoded = decode_utf8(text)) return {decoded->code, decoded->length};
  return {static_cast<unsigned char>(text[0]), 1};
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
constexpr std::array<Range, 10> kZeroWidth{{
    {0x0300, 0x036f},
    {0x0610, 0x061a},
    {0x061c, 0x061c},  // the Arabic letter mark
    {0x064b, 0x065f},
    {0x0670, 0x0670},
    {0x06d6, 0x06ed},
    {0x200b, 0x200f},  // zero-width space and joiners, LRM, RLM
    {0x202a, 0x202e},  // directional embeddings and overrides
    {0x2066, 0x2069},  // directional isolates
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

// Punctuation a line may not start with (closing: ，。、；：？！）」 ...) or
// end with (opening: （「“ ...), as in Chinese typesetting (kinsoku).
bool is_closing(char32_t code) {
  static constexpr std::u32string_view kClosing =
      U"\uFF0C\u3002\u3001\uFF1B\uFF1A\uFF1F\uFF01\uFF09\u300D\u300F"
      U"\u3011\u300B\u3009\u201D\u2019\u060C\u061B\u061F,.;:?!)]";
  return kClosing.find(code) != std::u32string_view::npos;
}

bool is_opening(char32_t code) {
  static constexpr std::u32string_view kOpening = U"\uFF08\u300C\u300E\u3010\u300A\u3008\u201C\u2018([";
  return kOpening.find(code) != std::u32string_view::npos;
}

// `text` cut into pieces a line may not break inside, [start, end) each:
// runs of narrow characters between blanks (words), and wide characters one
// by one (Chinese has no blanks between words), closing punctuation kept
// with what it follows and opening punctuation with what it precedes.
// Blanks between pieces are remembered as `space_before`.
struct Piece {
  std::size_t start;
  std::size_t end;
  bool space_before;
};

std::vector<Piece> pieces(std::string_view text) {
  std::vector<Piece> out;
  bool space = false;  // a blank since the last piece
  bool open = false;   // the last piece may not end here: a word goes on, or a bracket opened
  for (std::size_t i = 0; i < text.size();) {
    const auto [code, length] = decode(text.substr(i));
    if (code == ' ') {
      space = true;
    } else {
      if (!out.empty() && !space && (open || is_closing(code))) {
        out.back().end = i + length;
      } else {
        out.push_back({i, i + length, space});
      }
      space = false;
      open = width_of(code) != 2 || is_opening(code);
    }
    i += length;
  }
  return out;
}

constexpr char32_t kPdi = 0x2069;

// Balances the isolates of `text` onto `out`: `open` holds the initiators
// open before it (and after it, once done); a stray PDI is dropped.
void balance_onto(std::string& out, std::string_view text, std::vector<std::string>& open) {
  for (std::size_t i = 0; i < text.size();) {
    const auto [code, length] = decode(text.substr(i));
    const std::string_view piece = text.substr(i, length);
    i += length;
    if (is_isolate_initiator(code)) open.emplace_back(piece);
    if (code == kPdi && open.empty()) continue;
    if (code == kPdi) open.pop_back();
    out += piece;
  }
}

std::string closing(std::size_t open) {
  std::string out;
  for (std::size_t i = 0; i < open; ++i) out += kPopDirectionalIsolate;
  return out;
}

// `row` with its isolates balanced on its own: those open before it
// (`open`) opened again at its start, those open at its end closed there
// and left in `open` for the next row.
std::string balanced_row(std::string_view row, std::vector<std::string>& open) {
  std::string balanced;
  for (const std::string& initiator : open) balanced += initiator;
  balance_onto(balanced, row, open);
  return balanced + closing(open.size());
}

// `line_start` is what each line starts with: the indent, after RLM in a
// right-to-left language.
std::string wrap_paragraph(std::string_view text, std::size_t width, std::size_t indent, const std::string& line_start,
                           std::vector<std::string>& open) {
  std::string out;
  std::string line;
  std::size_t used = 0;
  for (const Piece& piece : pieces(text)) {
    const std::string_view word = text.substr(piece.start, piece.end - piece.start);
    const std::size_t w = display_width(word);
    const std::size_t gap = piece.space_before && used > 0 ? 1 : 0;
    if (used > 0 && indent + used + gap + w > width) {
      out += line_start + balanced_row(line, open) + '\n';
      line.clear();
      used = 0;
    } else if (gap > 0) {
      line += ' ';
      used += 1;
    }
    line += word;
    used += w;
  }
  if (!line.empty()) out += line_start + balanced_row(line, open);
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

std::string_view left_to_right_mark(Direction direction) {
  return direction == Direction::right_to_left ? kLeftToRightMark : std::string_view();
}

std::string left_to_right_lines(std::string_view lines, Direction direction) {
  const std::string_view mark = left_to_right_mark(direction);
  std::string out;
  for (std::size_t at = 0; at < lines.size();) {
    const std::size_t end = std::min(lines.find('\n', at), lines.size() - 1);
    out += std::string(mark) + std::string(lines.substr(at, end + 1 - at));
    at = end + 1;
  }
  return out;
}

std::string wrap(std::string_view text, std::size_t width, std::size_t indent, Direction direction) {
  if (text.ends_with('\n')) text.remove_suffix(1);
  const std::string line_start =
      std::string(direction == Direction::right_to_left ? kRightToLeftMark : "") + std::string(indent, ' ');
  std::string out;
  std::vector<std::string> open;  // the isolates open at the end of the last line
  for (std::size_t start = 0;;) {
    const auto end = std::min(text.find('\n', start), text.size());
    out += wrap_paragraph(text.substr(start, end - start), width, indent, line_start, open);
    if (end == text.size()) return out;
    start = end + 1;
  }
}

namespace {

// two_columns in a right-to-left language: see layout.hpp.
std::string right_to_left_columns(std::string_view left, std::string_view right, std::size_t left_width,
                                  std::size_t width) {
  const std::size_t indent = 2;
  const std::string start(kLeftToRightMark);
  const std::string head = start + std::string(indent, ' ') + std::string(left) + std::string(kLeftToRightMark);
  const bool apart = indent + display_width(left) + 1 > indent + left_width;  // right starts on the next line
  const std::string body = wrap(right, width - std::min(width, indent + left_width));
  std::string rows = apart ? head + '\n' : std::string();
  for (std::size_t at = 0; at < body.size();) {
    const std::size_t end = body.find('\n', at);
    const std::string lead =
        rows.empty() ? pad_to(head, indent + left_width) : start + std::string(indent + left_width, ' ');
    rows += lead + std::string(kRightToLeftIsolate) + body.substr(at, end - at) + std::string(kPopDirectionalIsolate) +
            '\n';
    at = end + 1;
  }
  return rows;
}

}  // namespace

std::string two_columns(std::string_view left, std::string_view right, std::size_t left_width, std::size_t width,
                        Direction direction) {
  // Too narrow for two columns: the right one goes under the left, a
  // little indented, rather than a character or two a line.
  constexpr std::size_t kNarrowestRight = 16;
  constexpr std::size_t kUnderIndent = 4;
  if (width < 2 + left_width + kNarrowestRight) left_width = std::min(left_width, kUnderIndent);
  if (direction == Direction::right_to_left) return right_to_left_columns(left, right, left_width, width);
  const std::size_t indent = 2;
  const std::string body = wrap(right, width, indent + left_width);
  // A left column wider than the terminal is wrapped too (it is a list of words).
  const std::string head = indent + display_width(left) > width ? wrap(left, width, indent)
                                                                : std::string(indent, ' ') + std::string(left) + '\n';
  if (indent + display_width(left) + 1 > indent + left_width) return head + body;
  return pad_to(head.substr(0, head.size() - 1), indent + left_width) + body.substr(indent + left_width);
}

// ---- Rows for the full screen: cut, wrapped, isolates balanced

bool is_wide(char32_t code) { return width_of(code) == 2; }

bool is_isolate_initiator(char32_t code) { return code >= 0x2066 && code <= 0x2068; }

namespace {

// `line` broken between characters into rows at most `width` wide.
void break_wide(std::string_view line, std::size_t width, std::vector<std::string>& rows) {
  std::string row;
  std::size_t used = 0;
  for (std::size_t i = 0; i < line.size();) {
    const auto [code, length] = decode(line.substr(i));
    const std::size_t w = width_of(code);
    if (used > 0 && used + w > width) {
      rows.push_back(std::move(row));
      row.clear();
      used = 0;
    }
    row += line.substr(i, length);
    used += w;
    i += length;
  }
  rows.push_back(std::move(row));
}

}  // namespace

std::string balanced_isolates(std::string_view text) {
  std::string out;
  std::vector<std::string> open;
  balance_onto(out, text, open);
  return out + closing(open.size());
}

std::string cut_to_width(std::string_view text, std::size_t width) {
  if (display_width(text) <= width) return balanced_isolates(text);
  const std::size_t room = width > 0 ? width - 1 : 0;  // one column for the ellipsis
  std::size_t used = 0;
  std::size_t end = 0;
  while (end < text.size()) {
    const auto [code, length] = decode(text.substr(end));
    if (used + width_of(code) > room) break;
    used += width_of(code);
    end += length;
  }
  return balanced_isolates(text.substr(0, end)) + (width > 0 ? "\u2026" : "");
}

namespace {

// One paragraph of wrap_rows: the blanks between two pieces on one row
// kept as they are ("u: undo  t: hint" keeps its two), none at a break.
void paragraph_rows(std::string_view text, std::size_t width, std::vector<std::string>& rows) {
  std::string line;
  std::size_t used = 0;
  std::size_t last_end = 0;
  for (const Piece& piece : pieces(text)) {
    const std::string_view word = text.substr(piece.start, piece.end - piece.start);
    const std::size_t gap = used > 0 ? piece.start - last_end : 0;
    last_end = piece.end;
    if (used > 0 && used + gap + display_width(word) > width) {
      rows.push_back(std::move(line));
      line.clear();
      used = 0;
    } else {
      line.append(gap, ' ');
      used += gap;
    }
    if (used > 0 || display_width(word) <= width) {
      line += word;
      used += display_width(word);
      continue;
    }
    std::vector<std::string> parts;  // a word wider than a row, alone: broken between its characters
    break_wide(word, width, parts);
    rows.insert(rows.end(), parts.begin(), parts.end() - 1);
    line = parts.back();
    used = display_width(line);
  }
  rows.push_back(std::move(line));
}

}  // namespace

std::vector<std::string> wrap_rows(std::string_view text, std::size_t width) {
  width = std::max<std::size_t>(1, width);
  std::vector<std::string> rows;
  for (std::size_t start = 0;;) {
    const auto end = std::min(text.find('\n', start), text.size());
    paragraph_rows(text.substr(start, end - start), width, rows);
    if (end == text.size()) break;
    start = end + 1;
  }
  std::vector<std::string> open;
  for (std::string& row : rows) row = balanced_row(row, open);
  return rows;
}

}  // namespace tictactoe::app
