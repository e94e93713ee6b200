// libFuzzer target: whole interactive sessions, run_session() on arbitrary
// standard input under fuzzed options.
//
// Input layout: the first 8 bytes choose the settings (missing bytes read as
// 0), the rest is standard input:
//
//   byte 0     mode: 0 unset (menu), else kModes[(byte - 1) % size]
//   byte 1     bits 0-6 first mover: 0 unset (menu), else kFirstMovers[...];
//              bit 7 --coords (rows and columns; keypad off)
//   byte 2     bits 0-3 level (X's between computers), bits 4-7 O's level:
//              each 0 unset (menu), else core::kLevels[(n - 1) % size], so
//              each side reaches every level (up to 15)
//   byte 3     bit 0 keypad numbering, bit 1 colour, bits 2-3 unused,
//              bits 4-5 rounds (0 unset, else 1-3),
//              bit 6 --quiet, bit 7 --alternate
//   bytes 4-7  seed, little-endian (always set, so runs are reproducible)
//
// What is checked is facts, not wording: the session tells what happens
// as events (moves, undos, hints, results, score) to every sink, this
// harness's checker among them, so rewording or translating a message
// cannot break it. On every run (a violation prints what failed and
// aborts):
// - run_session returns kExitOk (interrupted() is always false here);
// - the output is bounded: at most kFixedOutput + kPerLineOutput bytes per
//   line of input;
// - without colour there is no ESC byte; with colour every ESC starts one of
//   the few sequences render.cpp writes; what is left is valid UTF-8 with no
//   control character (typed input is echoed as typed only where safe);
// - every board drawn is a legal position, its free cells numbered in the
//   session's numbering (blank under --coords, read without its row and
//   column numbers), and only a finished board has highlighted cells,
//   exactly its winning lines;
// - every move is legal, made by the seat that sits at the side to move in
//   that game (who plays X may change between games), and extends the game
//   by one cell; an undo takes back a person's move last and only what was
//   played; an undo at "Play again?" reopens the game just scored and takes
//   it out of the score;
// - a hint names best cells of the position (those that win at once when
//   there are any), with the solver's value;
// - every finished game replays from its move record, is over, and is
//   scored exactly once (again, after a reopen), for the player who won it;
//   the hard and perfect computers never lose;
// - the session reports its end once, with the score of the games played
//   since the players were last chosen, and its output starts with a banner
//   and ends with goodbye (neither under --quiet between computers).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "app/flow/score.hpp"
#include "app/line/line_ui.hpp"
#include "app/tables/settings.hpp"
#include "app/text/render.hpp"
#include "check.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/game.hpp"
#include "tictactoe/solver.hpp"

namespace {

using namespace tictactoe::core;
using namespace tictactoe::app;

// The output bound. Every line of input the session reads is answered by a
// bounded amount of output. Measured worst cases (colour on): "h" at a move
// prompt prints the in-game help and the board again, about 700 bytes; in
// computer vs computer an answer to "Play again?" plays a whole game, about
// 400 bytes; a rejected line about 100. 4 KiB a line leaves room for the
// texts to grow while still catching output that multiplies per line. 20
// KiB covers what needs no input: banner, menus, up to three --rounds games
// between computers, the closing lines.
constexpr std::size_t kFixedOutput = std::size_t{20} * 1024;
constexpr std::size_t kPerLineOutput = std::size_t{4} * 1024;

constexpr std::size_t kHeaderSize = 8;

// ---- Facts: the events a session reports ------------------------------------

class Checker final : public EventSink {
 public:
  void on(const Event& event) override {
    std::visit(Overloaded{
                   [&](const Started& start) { started(start.seed); },
                   [&](const PlayersSeated& seated) { players_chosen(seated.players); },
                   [&](const GameStarted& game) { game_started(game.players); },
                   [&](const Moved& move) {
                     // Told with the players as seated and the score so far.
                     FUZZ_CHECK(move.players == seated_ && move.score == score_);
                     moved(move.game, move.by);
                   },
                   [&](const TookBack& undo) { took_back(undo.game, undo.taken); },
                   [&](const Hinted& hint) { hinted(hint.game.board(), hint.hint); },
                   [&](const GameOver& over) {
                     // Told with what its record needs: the players as seated, the seed.
                     FUZZ_CHECK(over.players == seated_ && over.seed == seed_);
                     game_over(over.game, over.score);
                   },
                   [&](const Reopened& undo) { reopened(undo.game, undo.taken, undo.score); },
                   [&](const Abandoned& dropped) { abandoned(dropped.game); },
                   [&](const Farewell& farewell) { session_over(farewell.score); },
                   Ignore<NamesAsked, TurnBegins, CellTaken, Scored, Notice, HelpShown, NameHelpShown, ReviewShown,
                          Remarked>{},
               },
               event);
  }

  [[nodiscard]] bool ended() const { return ended_; }
  [[nodiscard]] int games() const { return games_; }

 private:
  void started(std::uint32_t seed) {
    FUZZ_CHECK(!begun_);  // once, before anything else
    begun_ = true;
    seed_ = seed;
  }

  void players_chosen(const Players& players) {
    FUZZ_CHECK(begun_);
    FUZZ_CHECK(!in_game_);  // at the start, or after "settings": a new score
    players_ = players;
    score_ = Score{};
    games_ = 0;
  }

  void game_started(const Players& players) {
    FUZZ_CHECK(players_.has_value() && !in_game_);
    // The same players; only who plays X may change.
    FUZZ_CHECK(players.mode == players_->mode && players.roster == players_->roster);
    seated_ = players;
    in_game_ = true;
    moves_.clear();
  }

  void moved(const Game& game, tictactoe::core::Seat seat) {
    FUZZ_CHECK(in_game_);
    const auto& moves = game.moves();
    FUZZ_CHECK(moves.size() == moves_.size() + 1);
    FUZZ_CHECK(std::equal(moves_.begin(), moves_.end(), moves.begin()));
    const Mark mover = mover_of(moves.size() - 1);
    FUZZ_CHECK(seat == seated_.seats()[seat_index(mover)]);
    // The move was legal where it was made, and the board is what it makes.
    Game before;
    for (const Cell cell : moves_) before.play(cell);
    FUZZ_CHECK(!before.check(moves.back()));
    FUZZ_CHECK(!validate(game.board()));
    moves_ = moves;
  }

  void took_back(const Game& game, const std::vector<TakenBack>& taken) {
    FUZZ_CHECK(in_game_ && !taken.empty() && taken.size() <= moves_.size());
    FUZZ_CHECK(seated_.seats()[seat_index(taken.back().mark)] == tictactoe::core::Seat::person);
    for (std::size_t i = 0; i < taken.size(); ++i) {
      const std::size_t index = moves_.size() - 1 - i;
      FUZZ_CHECK(taken[i].cell == moves_[index] && taken[i].mark == mover_of(index));
    }
    moves_.resize(moves_.size() - taken.size());
    FUZZ_CHECK(game.moves() == moves_);
  }

  void hinted(const Board& board, const Hint& hint) {
    FUZZ_CHECK(in_game_);
    const Analysis analysis = analyze(board);
    FUZZ_CHECK(hint.value == analysis.value && hint.best == analysis.best_cells);
    FUZZ_CHECK(!hint.named.empty());
    for (const Cell cell : hint.named) {
      FUZZ_CHECK(std::ranges::find(hint.best, cell) != hint.best.end());
      FUZZ_CHECK(analysis.after_move[static_cast<std::size_t>(cell)] == analysis.value);
      if (hint.reason == HintReason::wins_now) FUZZ_CHECK(outcome(play(board, cell)) != Outcome::in_progress);
    }
  }

  void game_over(const Game& game, const Score& score) {
    FUZZ_CHECK(in_game_ && game.is_over() && game.moves() == moves_);
    FUZZ_CHECK(moves_.size() >= 5 && moves_.size() <= 9);
    const auto replayed = Game::replay(moves_);
    FUZZ_CHECK(std::holds_alternative<Game>(replayed) && std::get<Game>(replayed).board() == game.board());
    Score expected = score_;
    expected.record(game.outcome(), seated_);
    FUZZ_CHECK(score == expected);
    score_ = score;
    if (const auto win = find_win(game.board())) {
      const auto loser = seated_.level(opponent(win->mark));
      FUZZ_CHECK(loser != Difficulty::hard && loser != Difficulty::perfect);  // they never lose
    }
    last_ = game.moves();
    in_game_ = false;
    ++games_;
  }

  void reopened(const Game& game, const std::vector<TakenBack>& taken, const Score& score) {
    FUZZ_CHECK(!in_game_ && games_ > 0 && !taken.empty() && taken.size() <= last_.size());
    FUZZ_CHECK(seated_.seats()[seat_index(taken.back().mark)] == tictactoe::core::Seat::person);
    for (std::size_t i = 0; i < taken.size(); ++i) {
      const std::size_t index = last_.size() - 1 - i;
      FUZZ_CHECK(taken[i].cell == last_[index] && taken[i].mark == mover_of(index));
    }
    moves_.assign(last_.begin(), last_.end() - static_cast<std::ptrdiff_t>(taken.size()));
    FUZZ_CHECK(game.moves() == moves_ && !game.is_over());
    // The game is out of the score again.
    FUZZ_CHECK(score.games() == score_.games() - 1);
    score_ = score;
    in_game_ = true;
    --games_;
  }

  void abandoned(const Game& game) {
    // "new": the game in progress is dropped, out of the score; the same
    // players start the next one (game_started checks the roster).
    FUZZ_CHECK(in_game_ && !game.is_over() && game.moves() == moves_);
    FUZZ_CHECK(seated_.mode != Mode::cvc);
    in_game_ = false;
  }

  void session_over(const Score& score) {
    FUZZ_CHECK(!ended_);
    ended_ = true;
    FUZZ_CHECK(score == score_ && score.games() == games_);
  }

  std::optional<Players> players_;
  Players seated_;  // as seated for the game in progress
  std::vector<Cell> moves_;
  std::vector<Cell> last_;  // the moves of the last game scored
  Score score_;
  std::uint32_t seed_ = 0;
  bool in_game_ = false;
  bool begun_ = false;
  bool ended_ = false;
  int games_ = 0;
};

// ---- The picture: boards and colour ------------------------------------------

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// The output with every colour sequence removed, a highlighted cell (reverse
// video) written "[X]" as it is without colour. Aborts on an ESC that does
// not start one of the sequences render.cpp writes.
std::string plain_text(std::string_view out) {
  struct Painted {
    std::string_view sequence;
    std::string_view plain;
  };
  static const std::array<Painted, 5> kPainted{{
      {"\x1b[7m\x1b[1;31m X \x1b[0m", "[X]"},
      {"\x1b[7m\x1b[1;36m O \x1b[0m", "[O]"},
      {"\x1b[1;31mX\x1b[0m", "X"},
      {"\x1b[1;36mO\x1b[0m", "O"},
      {"\x1b[0m", ""},  // the reset before "Interrupted"
  }};
  std::string plain;
  plain.reserve(out.size());
  for (std::size_t i = 0; i < out.size();) {
    if (out[i] != '\x1b') {
      plain.push_back(out[i++]);
      continue;
    }
    const std::string_view rest = out.substr(i);
    const auto* painted =
        std::ranges::find_if(kPainted, [&](const Painted& p) { return starts_with(rest, p.sequence); });
    if (painted != kPainted.end()) {
      plain += painted->plain;
      i += painted->sequence.size();
      continue;
    }
    // A free cell's number, dimmed.
    FUZZ_CHECK(rest.size() >= 9 && starts_with(rest, "\x1b[2m") && rest[4] >= '1' && rest[4] <= '9' &&
               rest.substr(5, 4) == "\x1b[0m");
    plain.push_back(rest[4]);
    i += 9;
  }
  return plain;
}

// True when `text` is valid UTF-8 (no overlong form, surrogate or value past
// U+10FFFF) without a control character (C0 but newline, DEL, C1): what a
// session may echo of anything typed.
bool plain_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80                    ? 1
                               : lead >= 0xc2 && lead <= 0xdf ? 2
                               : lead >= 0xe0 && lead <= 0xef ? 3
                               : lead >= 0xf0 && lead <= 0xf4 ? 4
                                                              : 0;
    if (length == 0 || i + length > text.size()) return false;
    std::uint32_t code = length == 1 ? lead : lead & (0x7fU >> length);
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xc0U) != 0x80) return false;
      code = (code << 6U) | (next & 0x3fU);
    }
    const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    const bool control = (code < 0x20 && code != '\n') || (code >= 0x7f && code <= 0x9f);
    if (overlong || control || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return false;
    i += length;
  }
  return true;
}

constexpr std::string_view kSeparator = "  ---+---+---";

// A board row is "  " and three cells of three characters between '|', with
// trailing blanks removed: "   X | 2 | O", "  [X]|[X]|[X]".
// A row marked as a winning one without colour ends in " <".
bool marked_row(std::string_view line) { return line.size() == 14 && line.substr(12) == " <"; }

bool looks_like_row(std::string_view line) {
  return (line.size() == 12 || line.size() == 13 || marked_row(line)) && starts_with(line, "  ") && line[5] == '|' &&
         line[9] == '|';
}

// The cells a line under the board marks without colour: '^' under a
// column (at 3, 7 or 11), '\\' past the falling diagonal, '/' the rising one.
void mark_from_below(std::string_view below, std::array<bool, kCellCount>& lit) {
  for (std::size_t at = 0; at < below.size(); ++at) {
    if (below[at] == '^' && at >= 3 && (at - 3) % 4 == 0 && at <= 11) {
      for (std::size_t row = 0; row < 3; ++row) lit.at(row * 3 + (at - 3) / 4) = true;
    } else if (below[at] == '\\') {
      for (const std::size_t cell : {0U, 4U, 8U}) lit.at(cell) = true;
    } else if (below[at] == '/') {
      for (const std::size_t cell : {2U, 4U, 6U}) lit.at(cell) = true;
    }
  }
}

// Checks one drawn board, rows at lines[at], lines[at + 2], lines[at + 4].
void check_board(const std::vector<std::string_view>& lines, std::size_t at, const Numbering& numbering) {
  FUZZ_CHECK(at + 4 < lines.size() && lines[at + 1] == kSeparator && lines[at + 3] == kSeparator);
  Board board = kEmptyBoard;
  std::array<bool, kCellCount> lit{};
  for (std::size_t row = 0; row < 3; ++row) {
    FUZZ_CHECK(looks_like_row(lines[at + 2 * row]));
    std::string padded(lines[at + 2 * row]);
    padded.resize(13, ' ');
    for (std::size_t column = 0; column < 3; ++column) {
      const std::string_view text = std::string_view(padded).substr(2 + 4 * column, 3);
      const auto cell = static_cast<Cell>(row * 3 + column);
      const auto index = static_cast<std::size_t>(cell);
      if (text == " X " || text == " O ") {
        board[index] = text[1];
        lit[index] = lit[index] || marked_row(lines[at + 2 * row]);
      } else if (numbering.coords() ? text != "   "
                                    : text[0] != ' ' || text[2] != ' ' || text[1] != '0' + numbering.label(cell)) {
        return;  // a drawing this reader does not know (see fuzz/README.md): left to the render tests
      }
    }
  }
  if (at + 5 < lines.size() && !lines[at + 5].empty() &&
      lines[at + 5].find_first_not_of(" ^/\\") == std::string_view::npos) {
    mark_from_below(lines[at + 5], lit);
  }
  FUZZ_CHECK(!validate(board));
  // Marked: every line of the winner (two when one move completed both).
  const auto win = find_win(board);
  const auto won = win ? winning_lines(board, win->mark) : std::vector<Line>{};
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    const bool on_line =
        std::ranges::any_of(won, [&](const Line& line) { return std::ranges::find(line, cell) != line.end(); });
    FUZZ_CHECK(lit[static_cast<std::size_t>(cell)] == on_line);
  }
}

void check_boards(std::string_view text, const Numbering& numbering) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start < text.size();) {
    const auto end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    FUZZ_CHECK(lines[i] != kSeparator || (i > 0 && looks_like_row(lines[i - 1])));
    if (looks_like_row(lines[i]) && i + 1 < lines.size() && lines[i + 1] == kSeparator) {
      check_board(lines, i, numbering);
      i += 4;
    }
  }
}

// `text` with each board drawn under --coords as it is drawn without it:
// the line of column numbers left out, the row numbers (and the blank
// after them) taken out of its five lines, the line under it, if any,
// moved back two columns.
std::string without_coords(std::string_view text) {
  constexpr std::string_view kHeader = "     1   2   3";
  std::string out;
  std::size_t board_line = 6;  // the lines since the header, 6 when not in a board
  for (std::size_t start = 0; start < text.size();) {
    const auto end = std::min(text.find('\n', start), text.size());
    std::string line(text.substr(start, end - start));
    start = end + 1;
    if (line == kHeader) {
      board_line = 0;
      continue;
    }
    if (board_line < 5 && line.size() >= 4) {
      line.erase(2, 2);
      // A row whose last cells are free (blank) was cut short at them.
      if (board_line % 2 == 0 && line.size() < 12) line.resize(12, ' ');
    } else if (board_line == 5 && !line.empty() && line.find_first_not_of(" ^/\\") == std::string::npos) {
      line.erase(0, std::min<std::size_t>(2, line.size()));
    }
    board_line = std::min<std::size_t>(board_line + 1, 6);
    out += line + "\n";
  }
  return out;
}

// ---- Settings from the header bytes -------------------------------------------

template <typename Table>
std::optional<typename Table::value_type> pick(const Table& table, unsigned byte) {
  if (byte == 0) return std::nullopt;
  return table[(byte - 1) % table.size()];
}

static_assert(kLevels.size() <= 0x0fU, "each side's level is a nibble of byte 2, 0 for unset");

LineSession settings_from(const std::uint8_t* data, std::size_t size, bool& color, Numbering& numbering) {
  const auto byte = [&](std::size_t i) -> unsigned { return i < size ? data[i] : 0U; };
  LineSession settings;
  GameSettings& options = settings.options;
  if (const auto mode = pick(kModes, byte(0))) options.mode = mode->value;
  if (const auto first = pick(kFirstMovers, byte(1) & 0x7fU)) options.first = first->value;
  const bool coords = (byte(1) & 0x80U) != 0;
  if (const auto level = pick(kLevels, byte(2) & 0x0fU)) options.difficulty = level->difficulty;
  if (const auto level = pick(kLevels, byte(2) >> 4U)) options.o_difficulty = level->difficulty;
  const unsigned flags = byte(3);
  const bool keypad = (flags & 1U) != 0 && !coords;
  color = (flags & 2U) != 0;
  if (const unsigned rounds = (flags >> 4U) % 4; rounds != 0) options.rounds = static_cast<int>(rounds);
  options.quiet = (flags & 0x40U) != 0;
  options.alternate = (flags & 0x80U) != 0;
  options.seed = byte(4) | byte(5) << 8U | byte(6) << 16U | byte(7) << 24U;
  numbering = coords ? Numbering(Numbering::Layout::coords) : Numbering(keypad);
  settings.style = Style{.color = color, .numbering = numbering, .text = Catalogue()};
  return settings;
}

}  // namespace

// libFuzzer's entry point; the name is libFuzzer's.
extern "C" int LLVMFuzzerTestOneInput(  // NOLINT(readability-identifier-naming)
    const std::uint8_t* data, std::size_t size) {
  bool color = false;
  Numbering numbering;
  LineSession settings = settings_from(data, size, color, numbering);
  Checker checker;
  settings.sinks = {&checker};

  const std::string_view input =
      size > kHeaderSize ? std::string_view(reinterpret_cast<const char*>(data) + kHeaderSize, size - kHeaderSize)
                         : std::string_view();
  std::istringstream in{std::string(input)};
  std::ostringstream out;
  FUZZ_CHECK(run_line_session(in, out, settings) == kExitOk);
  FUZZ_CHECK(checker.ended());
  const std::string output = out.str();

  // The bound: lines read <= newlines + a last line without one.
  std::size_t input_lines = static_cast<std::size_t>(std::ranges::count(input, '\n'));
  if (!input.empty() && input.back() != '\n') ++input_lines;
  FUZZ_CHECK(output.size() <= kFixedOutput + kPerLineOutput * input_lines);

  if (!color) FUZZ_CHECK(output.find('\x1b') == std::string::npos);
  const std::string text = plain_text(output);
  // Input is never echoed raw: valid UTF-8 with no control byte but newlines.
  FUZZ_CHECK(plain_utf8(text));
  const Catalogue catalogue;
  if (!settings.options.quiet || settings.options.mode != Mode::cvc) {
    FUZZ_CHECK(starts_with(text, catalogue(Msg::banner)) || starts_with(text, catalogue(Msg::banner_menu)) ||
               starts_with(text, catalogue(Msg::banner_watch)));
    FUZZ_CHECK(text.ends_with(catalogue(Msg::goodbye) + "\n"));
  }
  check_boards(numbering.coords() ? without_coords(text) : text, numbering);
  return 0;
}
