#include "app/text/input.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <charconv>
#include <istream>
#include <limits>
#include <string>
#include <utility>

#include "app/base/utf8.hpp"
#include "app/text/layout.hpp"
#include "app/text/sanitise.hpp"

namespace tictactoe::app {

std::optional<InputLine> read_line(std::istream& in) {
  InputLine line;
  std::streambuf* buffer = in.rdbuf();
  if (buffer == nullptr || !in.good()) return std::nullopt;
  bool read_any = false;
  std::size_t characters = 0;
  for (;;) {
    const auto next = buffer->sbumpc();
    if (std::char_traits<char>::eq_int_type(next, std::char_traits<char>::eof())) {
      in.setstate(std::ios::eofbit);
      if (!read_any) return std::nullopt;
      return line;  // a last line without '\n'
    }
    read_any = true;
    const char c = std::char_traits<char>::to_char_type(next);
    if (c == '\n') return line;
    // Characters are counted, not bytes (a UTF-8 continuation byte starts
    // none), and a carriage return is not one: "5\r\n" is the line "5".
    const bool starts_character = (static_cast<unsigned char>(c) & 0xC0U) != 0x80U && c != '\r';
    characters += starts_character ? 1 : 0;
    if (characters <= kMaxLineLength && line.text.size() < kMaxLineBytes) {
      line.text.push_back(c);
    } else {
      line.too_long = true;
    }
  }
}

namespace {

// How much LineReader reads at once at most.
constexpr std::size_t kReadSize = std::size_t{64} * 1024;

}  // namespace

LineReader::LineReader(std::istream& in, std::function<void()> before_wait)
    : in_(in), before_wait_(std::move(before_wait)), buffer_(kReadSize, '\0') {}

std::optional<LineView> LineReader::next() {
  for (;;) {
    const std::string_view unread(buffer_.data() + begin_, end_ - begin_);
    // std::find rather than find(): lines are short, and memchr's call costs
    // more than the search.
    if (const auto* newline = std::find(unread.begin(), unread.end(), '\n'); newline != unread.end()) {
      const auto length = static_cast<std::size_t>(newline - unread.begin());
      begin_ += length + 1;
      return take(unread.substr(0, length));
    }
    // No whole line yet: move the start of the line to the front, keeping
    // at most kMaxLineLength characters of it, and read on.
    too_long_ = too_long_ || unread.size() > kMaxLineLength;
    end_ = std::min(unread.size(), kMaxLineLength);
    std::char_traits<char>::move(buffer_.data(), unread.data(), end_);  // the ranges may overlap
    begin_ = 0;
    if (!fill()) break;
  }
  if (end_ == 0) return std::nullopt;  // nothing after the last newline
  begin_ = end_;
  return take(std::string_view(buffer_.data(), end_));  // a last line without '\n'
}

void LineReader::consume(std::size_t count) {
  assert(count <= end_ - begin_ && (count == 0 || buffer_[begin_ + count - 1] == '\n'));
  begin_ += count;
}

LineView LineReader::take(std::string_view line) {
  const LineView view{line.substr(0, kMaxLineLength), too_long_ || line.size() > kMaxLineLength};
  too_long_ = false;
  return view;
}

bool LineReader::fill() {
  std::streambuf* buffer = in_.rdbuf();
  if (buffer == nullptr || !in_.good()) return false;
  std::streamsize ready = buffer->in_avail();
  if (ready <= 0) {
    before_wait_();
    const auto next = buffer->sbumpc();
    if (std::char_traits<char>::eq_int_type(next, std::char_traits<char>::eof())) {
      in_.setstate(std::ios::eofbit);
      return false;
    }
    buffer_[end_++] = std::char_traits<char>::to_char_type(next);
    ready = buffer->in_avail();
  }
  const auto room = static_cast<std::streamsize>(buffer_.size() - end_);
  if (ready > 0) end_ += static_cast<std::size_t>(buffer->sgetn(buffer_.data() + end_, std::min(ready, room)));
  return true;
}

std::string_view trim(std::string_view text) {
  constexpr std::string_view kBlanks = " \t\r";
  const auto is_blank = [&](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  if (!text.empty() && !is_blank(text.front()) && !is_blank(text.back())) return text;  // the usual case, quickly
  const auto first = text.find_first_not_of(kBlanks);
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(kBlanks);
  return text.substr(first, last - first + 1);
}

namespace {

// A Cyrillic capital in UTF-8, D0 80-AF (U+0400-U+042F), appended to `out`
// as its small letter: U+0400-U+040F become D1 90-9F, U+0410-U+041F
// D0 B0-BF, U+0420-U+042F D1 80-8F. Any other second byte stays as is.
void fold_cyrillic(unsigned char second, std::string& out) {
  if (second >= 0x80 && second <= 0x8f) {
    out += {static_cast<char>(0xd1), static_cast<char>(second + 0x10)};
  } else if (second >= 0x90 && second <= 0x9f) {
    out += {static_cast<char>(0xd0), static_cast<char>(second + 0x20)};
  } else if (second >= 0xa0 && second <= 0xaf) {
    out += {static_cast<char>(0xd1), static_cast<char>(second - 0x20)};
  } else {
    out += {static_cast<char>(0xd0), static_cast<char>(second)};
  }
}

}  // namespace

std::string fold_case(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 'A' && c <= 'Z') {
      out += static_cast<char>(c - 'A' + 'a');
    } else if (c == 0xd0 && i + 1 < text.size()) {
      fold_cyrillic(static_cast<unsigned char>(text[++i]), out);
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

namespace {

// Another way to spell part of a word, and the spelling match_key uses.
struct Spelling {
  std::string_view typed;
  std::string_view key;
};

constexpr std::array<Spelling, 7> kSpellings{{
    {"\u0451", "\u0435"},  // ё (after fold_case) as е
    {"\u064a", "\u06cc"},  // Arabic Yeh as Farsi Yeh
    {"\u0649", "\u06cc"},  // Alef Maksura as Farsi Yeh
    {"\u0643", "\u06a9"},  // Arabic Kaf as Keheh
    {"\u061f", "?"},       // the Arabic question mark
    {"\uff1f", "?"},       // the fullwidth question mark
    {"\u200c", ""},        // the zero-width non-joiner
}};

// True when `lead` starts a character of the Arabic block (U+0600-U+06FF):
// its UTF-8 lead byte is D8-DB.
bool is_arabic_lead(char lead) {
  const auto byte = static_cast<unsigned char>(lead);
  return byte >= 0xd8 && byte <= 0xdb;
}

// True when the last character of `text` is of the Arabic block.
bool ends_in_arabic(std::string_view text) {
  const auto lead =
      std::find_if(text.rbegin(), text.rend(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0U) != 0x80; });
  return lead != text.rend() && is_arabic_lead(*lead);
}

}  // namespace

std::string match_key(std::string_view text) {
  const std::string folded = fold_case(text);
  std::string key;
  key.reserve(folded.size());
  for (std::string_view rest = folded; !rest.empty();) {
    const auto* spelling =
        std::ranges::find_if(kSpellings, [&](const Spelling& s) { return rest.starts_with(s.typed); });
    if (spelling != kSpellings.end()) {
      key += spelling->key;
      rest.remove_prefix(spelling->typed.size());
      continue;
    }
    const auto blanks = std::min(rest.find_first_not_of(' '), rest.size());
    if (blanks > 0 && blanks < rest.size() && is_arabic_lead(rest[blanks]) && ends_in_arabic(key)) {
      rest.remove_prefix(blanks);  // a blank inside a Persian word
      continue;
    }
    key += rest.front();
    rest.remove_prefix(1);
  }
  return key;
}

std::string ascii_digits(std::string_view text) {
  // Each script's digits: the UTF-8 bytes before the last, and the last
  // byte of its zero.
  struct Digits {
    std::string_view lead;
    unsigned char zero;
  };
  static constexpr std::array<Digits, 3> kDigits{{{"\xdb", 0xb0}, {"\xd9", 0xa0}, {"\xef\xbc", 0x90}}};
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::string_view rest = text.substr(i);
    const auto* digits = std::ranges::find_if(kDigits, [&](const Digits& d) {
      if (!rest.starts_with(d.lead) || rest.size() <= d.lead.size()) return false;
      const auto last = static_cast<unsigned char>(rest[d.lead.size()]);
      return last >= d.zero && last <= d.zero + 9;
    });
    if (digits == kDigits.end()) {
      out += text[i++];
      continue;
    }
    out += static_cast<char>('0' + static_cast<unsigned char>(rest[digits->lead.size()]) - digits->zero);
    i += digits->lead.size() + 1;
  }
  return out;
}

std::variant<int, InputError> parse_number(std::string_view text, int low, int high) {
  const std::string ascii = ascii_digits(text);
  std::string_view rest = trim(ascii);
  if (rest.empty()) return InputError::empty;
  const bool negative = rest.front() == '-';
  if (rest.front() == '+' || rest.front() == '-') rest.remove_prefix(1);
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  if (rest.empty() || !std::ranges::all_of(rest, is_digit)) return InputError::not_a_number;
  long long value = 0;  // wider than int, so any int in range fits with its sign
  const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
  if (error == std::errc::result_out_of_range) return InputError::out_of_range;
  if (negative) value = -value;
  if (value < low || value > high) return InputError::out_of_range;
  return static_cast<int>(value);
}

bool is_shown_as_typed(std::string_view text) { return sanitised(text, text.size()) == text; }

namespace {

// True when a word of `label` after its first starts with `key` (by
// match_key): "computer" in "human vs computer".
bool later_word_starts_with(std::string_view label, const std::string& key) {
  for (auto blank = label.find(' '); blank != std::string_view::npos; blank = label.find(' ')) {
    label.remove_prefix(blank + 1);
    if (match_key(label.substr(0, label.find(' '))).starts_with(key)) return true;
  }
  return false;
}

}  // namespace

std::vector<std::size_t> menu_matches(std::span<const MenuWords> items, std::string_view typed) {
  const std::string key = match_key(typed);
  std::vector<std::size_t> exact;
  std::vector<std::size_t> by_word;
  std::vector<std::size_t> by_label;
  std::vector<std::size_t> inside;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string word = match_key(items[i].word);
    const bool labelled = items[i].label.has_value();
    const std::string label = labelled ? match_key(*items[i].label) : std::string();
    if (key == word || (labelled && key == label)) exact.push_back(i);
    if (word.starts_with(key)) by_word.push_back(i);
    if (labelled && label.starts_with(key)) {
      by_label.push_back(i);
    } else if (labelled && later_word_starts_with(*items[i].label, key)) {
      inside.push_back(i);
    }
  }
  if (!exact.empty()) return exact;
  if (!by_word.empty() || by_label.empty()) return by_word;
  by_label.insert(by_label.end(), inside.begin(), inside.end());
  return by_label;
}

std::optional<core::Mark> mark_named(std::string_view name) {
  // Folded by fold_case: x, o and the Cyrillic small letters; the Greek
  // capitals, small omicron and the fullwidth letters as they are.
  static constexpr std::array<std::pair<std::string_view, core::Mark>, 11> kLookalikes{{
      {"x", core::Mark::x},
      {"\u0445", core::Mark::x},
      {"\u03a7", core::Mark::x},
      {"\uff38", core::Mark::x},
      {"\uff58", core::Mark::x},
      {"o", core::Mark::o},
      {"\u043e", core::Mark::o},
      {"\u039f", core::Mark::o},
      {"\u03bf", core::Mark::o},
      {"\uff2f", core::Mark::o},
      {"\uff4f", core::Mark::o},
  }};
  const std::string folded = fold_case(name);
  const auto* row =
      std::ranges::find(kLookalikes, std::string_view(folded), &std::pair<std::string_view, core::Mark>::first);
  if (row == kLookalikes.end()) return std::nullopt;
  return row->second;
}

std::optional<NameError> check_name(std::string_view name, std::optional<core::Mark> own) {
  if (trim(name).empty()) return NameError::empty;
  if (!is_shown_as_typed(name)) return NameError::not_as_typed;
  const auto characters =
      std::ranges::count_if(name, [](char c) { return (static_cast<unsigned char>(c) & 0xc0U) != 0x80; });
  if (static_cast<std::size_t>(characters) > kMaxNameLength) return NameError::too_long;
  // A name the move prompt would read as a number (5, +5, ۵) reads like a cell.
  const auto number = parse_number(name, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
  if (std::holds_alternative<int>(number) || std::get<InputError>(number) == InputError::out_of_range) {
    return NameError::digits;
  }
  if (const auto mark = mark_named(name); mark && mark != own) return NameError::mark;
  return std::nullopt;
}

namespace {

// A name as it shows: case folded, without the joiners (U+200C, U+200D),
// which do not show.
std::string as_shown(std::string_view name) {
  std::string folded = fold_case(name);
  for (const std::string_view joiner : {"\u200c", "\u200d"}) {
    for (auto at = folded.find(joiner); at != std::string::npos; at = folded.find(joiner)) {
      folded.erase(at, joiner.size());
    }
  }
  return folded;
}

}  // namespace

bool same_name(std::string_view a, std::string_view b) { return as_shown(a) == as_shown(b); }

int Numbering::label(Cell cell) const {
  assert(cell >= 0 && cell < core::kCellCount);
  using core::kSide;
  return keypad() ? (kSide - 1 - cell / kSide) * kSide + cell % kSide + kFirstLabel : cell + kFirstLabel;
}

Cell Numbering::cell(int label) const {
  assert(label >= kFirstLabel && label <= kLastLabel);
  using core::kSide;
  const int index = label - kFirstLabel;
  return keypad() ? (kSide - 1 - index / kSide) * kSide + index % kSide : index;
}

Cell Numbering::at(int row, int column) {
  assert(row >= kFirstCoord && row <= kLastCoord && column >= kFirstCoord && column <= kLastCoord);
  return (row - kFirstCoord) * core::kSide + column - kFirstCoord;
}

std::string Numbering::name(Cell cell) const {
  if (!coords()) return std::to_string(label(cell));
  assert(cell >= 0 && cell < core::kCellCount);
  return std::to_string(cell / core::kSide + kFirstCoord) + ',' + std::to_string(cell % core::kSide + kFirstCoord);
}

namespace {

// `cells` in the order players read them: by number, or in coords row by
// row (the cell order itself).
std::vector<Cell> in_reading_order(const Numbering& numbering, std::span<const Cell> cells) {
  std::vector<Cell> sorted(cells.begin(), cells.end());
  if (numbering.coords()) {
    std::ranges::sort(sorted);
  } else {
    std::ranges::sort(sorted, {}, [&](Cell cell) { return numbering.label(cell); });
  }
  return sorted;
}

}  // namespace

std::string Numbering::line(const Line& cells) const {
  std::string text;
  for (const Cell cell : in_reading_order(*this, cells)) {
    if (!text.empty()) text += '-';
    text += name(cell);
  }
  return text;
}

std::vector<std::string> Numbering::labels(std::span<const Cell> cells) const {
  const std::vector<Cell> sorted = in_reading_order(*this, cells);
  std::vector<std::string> texts(sorted.size());
  std::ranges::transform(sorted, texts.begin(), [this](Cell cell) { return name(cell); });
  return texts;
}

namespace {

// The separators a coords line may have between the row and the column,
// besides blanks: the comma as each language's keyboard types it.
constexpr std::array<std::string_view, 4> kCoordSeparators{",", "\u060c", "\uff0c", "\u3001"};

// `text` with each separator of kCoordSeparators as a blank.
std::string blanked_separators(std::string_view text, std::size_t& separators) {
  std::string out;
  out.reserve(text.size());
  separators = 0;
  for (std::size_t at = 0; at < text.size();) {
    const auto* found = std::ranges::find_if(
        kCoordSeparators, [&](std::string_view comma) { return text.substr(at, comma.size()) == comma; });
    if (found != kCoordSeparators.end()) {
      out += ' ';
      at += found->size();
      ++separators;
    } else {
      out += text[at++];
    }
  }
  return out;
}

// The words of `text` split at blanks (spaces and tabs).
std::vector<std::string_view> blank_split(std::string_view text) {
  std::vector<std::string_view> words;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
    if (end > start) words.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return words;
}

}  // namespace

std::variant<Coords, InputError> parse_coords(std::string_view text) {
  const std::string_view line = trim(text);
  if (line.empty()) return InputError::empty;
  std::size_t separators = 0;
  const std::string blanked = blanked_separators(line, separators);
  const std::vector<std::string_view> words = blank_split(blanked);
  // One comma at most, and only between two numbers ("2,3"; not "2," or ",3").
  const bool shape = words.size() == 1 ? separators == 0 : words.size() == 2 && separators <= 1;
  if (!shape || trim(blanked).size() != blanked.size()) return InputError::not_a_number;
  std::array<int, 2> numbers{};
  bool out_of_range = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto parsed = parse_number(words[i], Numbering::kFirstCoord, Numbering::kLastCoord);
    if (const auto* error = std::get_if<InputError>(&parsed)) {
      if (*error != InputError::out_of_range) return InputError::not_a_number;
      out_of_range = true;
    } else {
      numbers.at(i) = std::get<int>(parsed);
    }
  }
  if (out_of_range) return InputError::out_of_range;
  return Coords{numbers[0], words.size() == 2 ? std::optional(numbers[1]) : std::nullopt};
}

}  // namespace tictactoe::app
