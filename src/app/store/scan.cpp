#include "app/store/scan.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <vector>

#include "app/base/utf8.hpp"
#include "app/store/cursor.hpp"
#include "app/store/json.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app::storage {

namespace {

// The members a line may have, in the order of kMembers.
enum Member : std::uint8_t { v, id, time, mode, x, o, first, seed, moves, result, withdraw, member_count };

constexpr std::array<std::string_view, member_count> kMembers{"v",     "id",   "time",  "mode",   "x",       "o",
                                                              "first", "seed", "moves", "result", "withdraw"};

constexpr unsigned bit(Member member) { return 1U << member; }

// Who played one mark, as the line writes it.
struct SideView {
  bool named = false;
  std::string_view name;
  std::optional<core::Difficulty> level;
};

// The members found, each once; strings are views into the line.
struct Fields {
  unsigned seen = 0;
  std::array<std::string_view, member_count> text{};  // the string members
  SideView x;
  SideView o;
  std::uint32_t seed = 0;

  [[nodiscard]] bool has(unsigned bits) const { return (seen & bits) == bits; }
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The bytes that stand for themselves in a JSON string: ASCII but the
// control characters, the quote and the backslash.
constexpr auto kPlain = [] {
  std::array<bool, 256> plain{};
  for (unsigned c = 0x20; c < 0x80; ++c) plain.at(c) = c != '"' && c != '\\';
  return plain;
}();

// One pass over a line. Each method returns false at the first thing it
// is not sure of (see scan.hpp); the position is then meaningless.
class Scanner : json::Cursor {
 public:
  Scanner(std::string_view text, std::vector<core::Cell>& moves) : Cursor(text), moves_(moves) {}

  // The whole line: blanks, one object of known members, blanks.
  bool line(Fields& fields) {
    skip_blanks();
    if (!expect('{')) return false;
    for (;;) {
      skip_blanks();
      if (!member(fields)) return false;
      skip_blanks();
      if (!more()) return false;
      const char c = text_[at_++];
      if (c == '}') break;
      if (c != ',') return false;
    }
    skip_blanks();
    return at_end();
  }

 private:
  bool expect(char c) {
    if (!more() || peek() != c) return false;
    ++at_;
    return true;
  }

  // Whether a number literal would go on from here (so the digits read
  // so far are not the whole number).
  [[nodiscard]] bool number_goes_on() const {
    return more() && (is_digit(peek()) || peek() == '.' || peek() == 'e' || peek() == 'E');
  }

  // A string without escapes: its bytes are its text.
  bool string(std::string_view& out) {
    if (!expect('"')) return false;
    const std::size_t start = at_;
    while (more()) {
      while (more() && kPlain.at(static_cast<unsigned char>(peek()))) ++at_;  // the common case, at once
      if (!more()) break;
      const auto c = static_cast<unsigned char>(peek());
      if (c == '"') {
        out = text_.substr(start, at_ - start);
        ++at_;
        return true;
      }
      if (c < 0x80U) return false;  // a control character or a backslash
      const auto character = decode_utf8(text_.substr(at_));
      if (!character) return false;
      at_ += character->length;
    }
    return false;
  }

  // A string, or null (`is_null` set).
  bool string_or_null(std::string_view& out, bool& is_null) {
    is_null = literal("null");
    return is_null || string(out);
  }

  // `"key":` with blanks allowed around the colon; `key` a view.
  bool key(std::string_view& out) {
    if (!string(out)) return false;
    skip_blanks();
    if (!expect(':')) return false;
    skip_blanks();
    return true;
  }

  bool member(Fields& fields) {
    std::string_view name;
    if (!key(name)) return false;
    const auto* found = std::ranges::find(kMembers, name);
    if (found == kMembers.end()) return false;
    const auto which = static_cast<Member>(found - kMembers.begin());
    if ((fields.seen & bit(which)) != 0) return false;
    fields.seen |= bit(which);
    switch (which) {
      case v: return expect('1') && !number_goes_on();
      case x: return side(fields.x);
      case o: return side(fields.o);
      case seed: return whole(fields.seed);
      case moves: return cells();
      default: return string(fields.text.at(which));
    }
  }

  // {"name": string or null, "level": a level's token or null}, in any
  // order, each once, not both set.
  bool side(SideView& out) {
    if (!expect('{')) return false;
    unsigned seen = 0;
    for (;;) {
      skip_blanks();
      std::string_view name;
      std::string_view value;
      bool is_null = false;
      if (!key(name) || !string_or_null(value, is_null)) return false;
      const unsigned which = name == "name" ? 1U : name == "level" ? 2U : 0U;
      if (which == 0 || (seen & which) != 0) return false;
      seen |= which;
      if (which == 1U) {
        out.named = !is_null;
        out.name = value;
      } else if (!is_null && !(out.level = core::parse_difficulty(value))) {
        return false;
      }
      skip_blanks();
      if (!more()) return false;
      const char c = text_[at_++];
      if (c == '}') break;
      if (c != ',') return false;
    }
    return seen == 3U && !(out.named && out.level);
  }

  // A whole number in [0, 2^32) written as plain digits.
  bool whole(std::uint32_t& out) {
    if (!more() || !is_digit(peek())) return false;
    std::uint64_t number = 0;
    if (peek() == '0') {
      ++at_;
    } else {
      for (int digits = 0; more() && is_digit(peek()); ++at_) {
        if (++digits > 10) return false;
        number = number * 10U + static_cast<std::uint64_t>(peek() - '0');
      }
    }
    if (number > std::numeric_limits<std::uint32_t>::max() || number_goes_on()) return false;
    out = static_cast<std::uint32_t>(number);
    return true;
  }

  // [c, c, ...]: at least one and at most nine cells, each a digit 1-9,
  // kept as 0-8.
  bool cells() {
    moves_.clear();
    if (!expect('[')) return false;
    for (;;) {
      skip_blanks();
      if (!more() || peek() < '1' || peek() > '9' || moves_.size() == core::kCellCount) return false;
      moves_.push_back(peek() - '1');
      ++at_;
      if (number_goes_on()) return false;
      skip_blanks();
      if (!more()) return false;
      const char c = text_[at_++];
      if (c == ']') return true;
      if (c != ',') return false;
    }
  }

  std::vector<core::Cell>& moves_;
};

// What `cells` make from the empty board, if each can be played and the
// game is over after the last: Game::replay and is_over on two sets of
// cells (X plays the even indexes; a game ends at its first line).
std::optional<core::Outcome> replayed(const std::vector<core::Cell>& cells) {
  std::array<core::CellSet, 2> marks{};
  bool won = false;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    core::CellSet& mine = marks.at(i % 2);
    if (won || (marks[0] | marks[1]).contains(cells[i])) return std::nullopt;
    mine.insert(cells[i]);
    won = core::holds_line(mine);
  }
  if (won) return cells.size() % 2 == 1 ? core::Outcome::x_wins : core::Outcome::o_wins;
  if (cells.size() == core::kCellCount) return core::Outcome::tie;
  return std::nullopt;
}

void assign(Side& side, const SideView& view) {
  if (view.named) {
    side.name = view.name;
  } else {
    side.name.reset();
  }
  side.level = view.level;
}

// The checks of parse_game on what the scanner found; `record.moves` is
// already filled.
bool game(const Fields& fields, GameRecord& record) {
  constexpr unsigned kGame = bit(id) | bit(mode) | bit(x) | bit(o) | bit(first) | bit(seed) | bit(moves) | bit(result);
  if (!fields.has(kGame)) return false;
  const std::string_view mode_text = fields.text[mode];
  const std::string_view first_text = fields.text[first];
  if ((mode_text != "hvh" && mode_text != "hvc") || (first_text != "human" && first_text != "computer")) return false;
  const auto outcome = replayed(record.moves);
  if (!outcome || fields.text[result] != result_token(*outcome)) return false;
  const int computers = (fields.x.level ? 1 : 0) + (fields.o.level ? 1 : 0);
  if (computers != (mode_text == "hvh" ? 0 : 1)) return false;
  if ((first_text == "computer") != fields.x.level.has_value()) return false;
  record.id.assign(fields.text[id]);
  record.time.assign(fields.text[time]);
  record.mode = mode_text == "hvh" ? GameMode::hvh : GameMode::hvc;
  assign(record.x, fields.x);
  assign(record.o, fields.o);
  record.computer_first = first_text == "computer";
  record.seed = fields.seed;
  record.result = *outcome;
  return true;
}

}  // namespace

Scan scan_line(std::string_view line, GameRecord& record) {
  Fields fields;
  if (!Scanner(line, record.moves).line(fields) || !fields.has(bit(v) | bit(time))) return Scan::unsure;
  if (fields.has(bit(withdraw))) {
    record.id.assign(fields.text[withdraw]);
    record.time.assign(fields.text[time]);
    return Scan::withdrawal;
  }
  return game(fields, record) ? Scan::game : Scan::unsure;
}

}  // namespace tictactoe::app::storage
