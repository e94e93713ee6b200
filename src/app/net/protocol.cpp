#include "app/net/protocol.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <vector>

#include "app/base/utf8.hpp"

namespace tictactoe::app::net {

namespace {

constexpr std::size_t kMaxCode = 32;
constexpr std::size_t kMaxProgram = 32;
constexpr int kMaxVersion = 999'999;

// The first `count` space-separated words of `line` and the rest (after
// one space), or std::nullopt when there are fewer words or an empty one.
struct Split {
  std::vector<std::string_view> words;
  std::string_view rest;
};

std::optional<Split> split(std::string_view line, std::size_t count, bool with_rest) {
  Split split;
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t space = line.find(' ');
    const bool last = i + 1 == count && !with_rest;
    if (last) {
      if (space != std::string_view::npos || line.empty()) return std::nullopt;
      split.words.push_back(line);
      return split;
    }
    if (space == 0 || space == std::string_view::npos) return std::nullopt;
    split.words.push_back(line.substr(0, space));
    line.remove_prefix(space + 1);
  }
  if (with_rest && line.empty()) return std::nullopt;
  split.rest = line;
  return split;
}

// `word` as a decimal number in [low, high], digits only.
std::optional<int> number(std::string_view word, int low, int high) {
  if (word.empty() || word.size() > 6 || (word.size() > 1 && word.front() == '0')) return std::nullopt;
  int value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size() || value < low || value > high) return std::nullopt;
  return value;
}

bool is_word(std::string_view word, std::size_t longest) {
  return !word.empty() && word.size() <= longest &&
         std::ranges::all_of(word, [](char c) { return c > ' ' && c < 0x7f; });
}

// True when `line` is valid UTF-8 with no control character and no DEL.
bool clean(std::string_view line) {
  while (!line.empty()) {
    const auto decoded = decode_utf8(line);
    if (!decoded || decoded->code < 0x20 || (decoded->code >= 0x7f && decoded->code < 0xa0)) return false;
    line.remove_prefix(decoded->length);
  }
  return true;
}

std::variant<Frame, FrameError> hello(std::string_view fields) {
  const auto split_fields = split(fields, 3, true);
  if (!split_fields) return FrameError::bad_field;
  const auto& words = split_fields->words;
  const auto version = number(words[1], 1, kMaxVersion);
  if (!is_word(words[0], kMaxProgram) || !version || !is_word(words[2], kMaxCode) ||
      split_fields->rest.size() > kMaxWireName)
    return FrameError::bad_field;
  return Hello{std::string(words[0]), *version, std::string(words[2]), std::string(split_fields->rest)};
}

std::variant<Frame, FrameError> welcome(std::string_view fields) {
  const auto split_fields = split(fields, 4, true);
  if (!split_fields) return FrameError::bad_field;
  const auto& words = split_fields->words;
  const auto version = number(words[1], 1, kMaxVersion);
  const auto alternate = number(words[3], 0, 1);
  const bool starter_known = words[2] == "host" || words[2] == "guest";
  if (!is_word(words[0], kMaxProgram) || !version || !starter_known || !alternate ||
      split_fields->rest.size() > kMaxWireName)
    return FrameError::bad_field;
  return Welcome{std::string(words[0]), *version, words[2] == "host" ? Starter::host : Starter::guest, *alternate == 1,
                 std::string(split_fields->rest)};
}

std::variant<Frame, FrameError> refused(std::string_view why) {
  if (why == "code") return Refused{Refusal::code};
  if (why == "full") return Refused{Refusal::full};
  if (why == "version") return Refused{Refusal::version};
  return FrameError::bad_field;
}

std::variant<Frame, FrameError> move(std::string_view fields) {
  const auto split_fields = split(fields, 2, false);
  if (!split_fields) return FrameError::bad_field;
  const auto ply = number(split_fields->words[0], 1, core::kCellCount);
  const auto cell = number(split_fields->words[1], 0, core::kCellCount - 1);
  if (!ply || !cell) return FrameError::bad_field;
  return Move{*ply, *cell};
}

std::variant<Frame, FrameError> again(std::string_view answer) {
  if (answer == "yes") return Again{true};
  if (answer == "no") return Again{false};
  return FrameError::bad_field;
}

// The frame of kind `kind` with `fields` after it (std::nullopt: no fields).
std::variant<Frame, FrameError> of_kind(std::string_view kind, std::optional<std::string_view> fields) {
  if (kind == "bye" || kind == "ping") {
    if (fields) return FrameError::bad_field;
    return kind == "bye" ? Frame{Bye{}} : Frame{Ping{}};
  }
  using Parser = std::variant<Frame, FrameError> (*)(std::string_view);
  struct Row {
    std::string_view kind;
    Parser parse;
  };
  static constexpr std::array<Row, 5> kRows{
      {{"hello", hello}, {"welcome", welcome}, {"refused", refused}, {"move", move}, {"again", again}}};
  for (const Row& row : kRows) {
    if (row.kind != kind) continue;
    if (!fields) return FrameError::bad_field;
    return row.parse(*fields);
  }
  return FrameError::unknown_kind;
}

}  // namespace

std::variant<Frame, FrameError> parse_frame(std::string_view line) {
  if (line.size() >= kMaxFrame) return FrameError::too_long;
  if (!clean(line)) return FrameError::bad_bytes;
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos) return of_kind(line, std::nullopt);
  return of_kind(line.substr(0, space), line.substr(space + 1));
}

std::string encode(const Frame& frame) {
  const auto text = std::visit(
      [](const auto& f) -> std::string {
        using F = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<F, Hello>) {
          return "hello " + f.program + ' ' + std::to_string(f.version) + ' ' + f.code + ' ' + f.name;
        } else if constexpr (std::is_same_v<F, Welcome>) {
          return "welcome " + f.program + ' ' + std::to_string(f.version) + ' ' +
                 (f.starter == Starter::host ? "host " : "guest ") + (f.alternate ? "1 " : "0 ") + f.name;
        } else if constexpr (std::is_same_v<F, Refused>) {
          constexpr std::array<std::string_view, 3> kWhy{"code", "full", "version"};
          return "refused " + std::string(kWhy.at(static_cast<std::size_t>(f.why)));
        } else if constexpr (std::is_same_v<F, Move>) {
          return "move " + std::to_string(f.ply) + ' ' + std::to_string(f.cell);
        } else if constexpr (std::is_same_v<F, Again>) {
          return std::string(f.yes ? "again yes" : "again no");
        } else {
          return std::string(kind_name(Frame{f}));
        }
      },
      frame);
  return text + '\n';
}

std::string_view kind_name(const Frame& frame) {
  constexpr std::array<std::string_view, 7> kNames{"hello", "welcome", "refused", "move", "again", "bye", "ping"};
  static_assert(kNames.size() == std::variant_size_v<Frame>);
  return kNames.at(frame.index());
}

void FrameReader::feed(std::string_view bytes) {
  if (!failed_) buffer_.append(bytes);
}

std::optional<std::variant<Frame, FrameError>> FrameReader::next() {
  if (failed_) return *failed_;
  const std::size_t end = buffer_.find('\n');
  if (end == std::string::npos) {
    if (buffer_.size() < kMaxFrame) return std::nullopt;
    failed_ = FrameError::too_long;
  } else {
    auto parsed = parse_frame(std::string_view(buffer_).substr(0, end));
    buffer_.erase(0, end + 1);
    if (std::holds_alternative<Frame>(parsed)) return parsed;
    failed_ = std::get<FrameError>(parsed);
  }
  buffer_.clear();
  return *failed_;
}

}  // namespace tictactoe::app::net
