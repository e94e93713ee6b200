#include "input.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <charconv>
#include <istream>
#include <string>
#include <utility>

namespace tictactoe::app {

std::optional<InputLine> read_line(std::istream& in) {
  InputLine line;
  std::streambuf* buffer = in.rdbuf();
  if (buffer == nullptr || !in.good()) return std::nullopt;
  bool read_any = false;
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
    if (line.text.size() < kMaxLineLength) {
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

std::variant<int, InputError> parse_number(std::string_view text, int low, int high) {
  std::string_view rest = trim(text);
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

std::string printable(std::string_view text, std::size_t limit) {
  std::string shown;
  for (const char c : text.substr(0, limit)) {
    shown.push_back(c >= ' ' && c <= '~' ? c : '?');
  }
  if (text.size() > limit) shown += "...";
  return shown;
}

int Numbering::label(Cell cell) const {
  assert(cell >= 0 && cell < core::kCellCount);
  using core::kSide;
  return keypad_ ? (kSide - 1 - cell / kSide) * kSide + cell % kSide + kFirstLabel : cell + kFirstLabel;
}

Cell Numbering::cell(int label) const {
  assert(label >= kFirstLabel && label <= kLastLabel);
  using core::kSide;
  const int index = label - kFirstLabel;
  return keypad_ ? (kSide - 1 - index / kSide) * kSide + index % kSide : index;
}

std::string Numbering::range() { return std::to_string(kFirstLabel) + "-" + std::to_string(kLastLabel); }

std::string Numbering::line(const Line& cells) const {
  std::array<int, core::kSide> labels{};
  std::ranges::transform(cells, labels.begin(), [this](Cell cell) { return label(cell); });
  std::ranges::sort(labels);
  std::string text;
  for (const int number : labels) {
    if (!text.empty()) text += '-';
    text += std::to_string(number);
  }
  return text;
}

}  // namespace tictactoe::app
