// libFuzzer target: parse_board on any bytes, and the rules on every board it
// accepts.
//
// For any input, parse_board must not crash, and its answer must match an
// independent reference written here from the documentation in
// include/tictactoe/board.hpp: the Board, or the first error that applies,
// checked in BoardError's order. For an accepted board the harness checks
// validate, to_string (and the round trip), find_win, outcome, side_to_move,
// legal_moves, play, candidate_moves and choose_move at every level (the
// perfect level's cells keep the solver's value and give the reason that
// fits), the perfect level's odds, and the solver's analysis. A nine-byte input is also taken as a raw Board (any byte
// in any cell) and validate is checked against the reference.
//
// A violated invariant prints what failed and calls abort(), which libFuzzer
// reports as a crash and saves the input; assert() is not used, since
// NDEBUG (RelWithDebInfo) would remove it.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "check.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/perfect.hpp"
#include "tictactoe/solver.hpp"

namespace {

using namespace tictactoe::core;

// ---- The reference: board rules restated from the documentation ----------

// The eight lines, built here from rows, columns and diagonals rather than
// taken from kLines, so a mistake in the table would show.
std::vector<std::array<int, 3>> reference_lines() {
  std::vector<std::array<int, 3>> lines;
  lines.reserve(8);
  for (int r = 0; r < 3; ++r) lines.push_back({3 * r, 3 * r + 1, 3 * r + 2});
  for (int c = 0; c < 3; ++c) lines.push_back({c, c + 3, c + 6});
  lines.push_back({0, 4, 8});
  lines.push_back({2, 4, 6});
  return lines;
}

const std::vector<std::array<int, 3>>& lines() {
  static const auto kTable = reference_lines();
  return kTable;
}

bool holds_a_line(const Board& board, char mark) {
  for (const auto& line : lines()) {
    if (at(board, line[0]) == mark && at(board, line[1]) == mark && at(board, line[2]) == mark) return true;
  }
  return false;
}

int marks(const Board& board, char mark) {
  int n = 0;
  for (const char c : board) n += c == mark ? 1 : 0;
  return n;
}

// validate(), restated: BoardError's order, first that applies.
std::optional<BoardError> reference_validate(const Board& board) {
  for (const char c : board) {
    if (c != 'X' && c != 'O' && c != ' ') return BoardError::bad_character;
  }
  const int xs = marks(board, 'X');
  const int os = marks(board, 'O');
  if (xs != os && xs != os + 1) return BoardError::impossible_counts;
  const bool x_won = holds_a_line(board, 'X');
  const bool o_won = holds_a_line(board, 'O');
  if (x_won && o_won) return BoardError::both_won;
  if (x_won && xs != os + 1) return BoardError::play_after_win;
  if (o_won && xs != os) return BoardError::play_after_win;
  return std::nullopt;
}

// True when every byte of `text` is ASCII.
bool is_ascii(std::string_view text) {
  return std::ranges::all_of(text, [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// parse_board(), restated: a byte outside ASCII is a bad character before
// the length is measured (in bytes).
std::variant<Board, BoardError> reference_parse(std::string_view text) {
  if (!is_ascii(text)) return BoardError::bad_character;
  if (text.size() != 9) return BoardError::wrong_length;
  Board board{};
  for (std::size_t i = 0; i < 9; ++i) {
    switch (text[i]) {
      case 'X':
      case 'x': board[i] = 'X'; break;
      case 'O':
      case 'o': board[i] = 'O'; break;
      case '.': board[i] = ' '; break;
      default: return BoardError::bad_character;
    }
  }
  if (const auto error = reference_validate(board)) return *error;
  return board;
}

Outcome reference_outcome(const Board& board) {
  if (holds_a_line(board, 'X')) return Outcome::x_wins;
  if (holds_a_line(board, 'O')) return Outcome::o_wins;
  return marks(board, ' ') == 0 ? Outcome::tie : Outcome::in_progress;
}

// The empty cells where `mark` would complete a line, ascending.
std::vector<Cell> winning_cells(const Board& board, char mark) {
  std::vector<Cell> cells;
  for (Cell c = 0; c < 9; ++c) {
    if (at(board, c) != ' ') continue;
    Board after = board;
    after[static_cast<std::size_t>(c)] = mark;
    if (holds_a_line(after, mark)) cells.push_back(c);
  }
  return cells;
}

bool strictly_ascending(const std::vector<Cell>& cells) {
  for (std::size_t i = 1; i < cells.size(); ++i) {
    if (cells[i - 1] >= cells[i]) return false;
  }
  return true;
}

bool contains(const std::vector<Cell>& cells, Cell cell) {
  for (const Cell c : cells) {
    if (c == cell) return true;
  }
  return false;
}

bool is_corner(Cell c) { return c == 0 || c == 2 || c == 6 || c == 8; }
bool is_side(Cell c) { return c == 1 || c == 3 || c == 5 || c == 7; }

// ---- Checks on a valid position -------------------------------------------

// The perfect level (no line to complete: that is checked for every level):
// every cell keeps the solver's value, the reason fits the value, and from a
// position it has not lost it cannot lose against the weaker opponent.
void check_perfect(const Board& board, const Candidates& candidates) {
  const Analysis analysis = analyze(board);
  for (const Cell c : candidates.cells) {
    FUZZ_CHECK(analysis.after_move[static_cast<std::size_t>(c)] == analysis.value);
    const BadMoves replies = bad_moves(play(board, c));
    if (candidates.rule == Rule::trap) FUZZ_CHECK(replies.bad > 0);
    if (candidates.rule == Rule::draw) FUZZ_CHECK(replies.bad == 0);
  }
  switch (analysis.value) {
    case Value::win: FUZZ_CHECK(candidates.rule == Rule::forced_win); break;
    case Value::draw: FUZZ_CHECK(candidates.rule == Rule::trap || candidates.rule == Rule::draw); break;
    case Value::loss: FUZZ_CHECK(candidates.rule == Rule::hold_out); break;
  }
  const Odds chances = odds(board, side_to_move(board));
  FUZZ_CHECK(chances.win >= 0 && chances.loss >= 0 && chances.win + chances.loss <= kCertain);
  if (analysis.value != Value::loss) FUZZ_CHECK(chances.loss == 0);
  if (analysis.value == Value::win) FUZZ_CHECK(chances.win == kCertain);
}

void check_candidates(const Board& board, Difficulty level, const std::vector<Cell>& legal, std::uint32_t seed) {
  const auto candidates = candidate_moves(board, level);
  const bool in_progress = outcome(board) == Outcome::in_progress;
  FUZZ_CHECK(candidates.has_value() == in_progress);
  std::mt19937 rng(seed);
  const auto move = choose_move(board, level, rng);
  FUZZ_CHECK(move.has_value() == in_progress);
  if (!candidates) return;

  const auto& cells = candidates->cells;
  FUZZ_CHECK(!cells.empty());
  FUZZ_CHECK(strictly_ascending(cells));
  for (const Cell c : cells) FUZZ_CHECK(contains(legal, c));
  FUZZ_CHECK(contains(cells, move->cell));
  FUZZ_CHECK(move->rule == candidates->rule);
  FUZZ_CHECK(!name(candidates->rule).empty());

  const char me = symbol(side_to_move(board));
  const char them = me == 'X' ? 'O' : 'X';
  const Rule rule = candidates->rule;
  // Every level takes a win first: exactly the cells that complete a line.
  const auto wins = winning_cells(board, me);
  if (!wins.empty()) {
    FUZZ_CHECK(rule == Rule::win);
    FUZZ_CHECK(cells == wins);
    return;
  }
  FUZZ_CHECK(rule != Rule::win);
  if (level == Difficulty::perfect) {
    check_perfect(board, *candidates);
    return;
  }
  switch (level) {
    case Difficulty::easy:
      FUZZ_CHECK(rule == Rule::random);
      FUZZ_CHECK(cells == legal);
      return;
    case Difficulty::medium:
    case Difficulty::hard: {
      FUZZ_CHECK(rule != Rule::random);
      const auto blocks = winning_cells(board, them);
      if (!blocks.empty()) {
        FUZZ_CHECK(rule == Rule::block);
        FUZZ_CHECK(cells == blocks);
        return;
      }
      FUZZ_CHECK(rule != Rule::block);
      break;
    }
    case Difficulty::perfect: return;  // checked above
  }
  if (level == Difficulty::medium) {
    FUZZ_CHECK(rule == Rule::center || rule == Rule::corner || rule == Rule::side);
  }
  switch (rule) {
    case Rule::fork:
      // Each cell leaves two or more lines one mark short for us.
      for (const Cell c : cells) {
        Board after = board;
        after[static_cast<std::size_t>(c)] = me;
        FUZZ_CHECK(winning_cells(after, me).size() >= 2);
      }
      break;
    case Rule::center: FUZZ_CHECK(cells == std::vector<Cell>{4}); break;
    case Rule::opposite_corner:
      for (const Cell c : cells) FUZZ_CHECK(is_corner(c) && at(board, 8 - c) == them);
      break;
    case Rule::corner:
      FUZZ_CHECK(at(board, 4) != ' ');  // center comes first
      for (const Cell c : cells) FUZZ_CHECK(is_corner(c));
      break;
    case Rule::side:
      FUZZ_CHECK(at(board, 4) != ' ');
      for (Cell c = 0; c < 9; ++c) {
        if (is_corner(c)) FUZZ_CHECK(at(board, c) != ' ');  // no free corner left
      }
      for (const Cell c : cells) FUZZ_CHECK(is_side(c));
      break;
    case Rule::block_fork:
    case Rule::win:
    case Rule::block:
    case Rule::random:
    case Rule::forced_win:
    case Rule::trap:
    case Rule::draw:
    case Rule::hold_out:
    case Rule::count_: break;
  }
}

void check_analysis(const Board& board, const std::vector<Cell>& legal) {
  const Analysis analysis = analyze(board);
  FUZZ_CHECK(solution().value(board) == analysis.value);
  const Outcome result = outcome(board);
  if (result == Outcome::x_wins || result == Outcome::o_wins) FUZZ_CHECK(analysis.value == Value::loss);
  if (result == Outcome::tie) FUZZ_CHECK(analysis.value == Value::draw);
  FUZZ_CHECK(strictly_ascending(analysis.best_cells));
  FUZZ_CHECK(analysis.best_cells.empty() == legal.empty());
  int best = -2;
  for (Cell c = 0; c < 9; ++c) {
    const auto& after = analysis.after_move[static_cast<std::size_t>(c)];
    FUZZ_CHECK(after.has_value() == contains(legal, c));
    if (after) best = std::max(best, static_cast<int>(*after));
  }
  if (legal.empty()) return;
  FUZZ_CHECK(best == static_cast<int>(analysis.value));
  for (const Cell c : legal) {
    FUZZ_CHECK(contains(analysis.best_cells, c) ==
               (*analysis.after_move[static_cast<std::size_t>(c)] == analysis.value));
  }
}

// Everything the library says about a valid position.
void check_position(const Board& board, std::uint32_t seed) {
  FUZZ_CHECK(!validate(board).has_value());
  for (const char c : board) FUZZ_CHECK(c == 'X' || c == 'O' || c == kEmpty);

  // to_string: nine characters of X, O, '.', and back through parse_board.
  const std::string text = to_string(board);
  FUZZ_CHECK(text.size() == 9);
  for (std::size_t i = 0; i < 9; ++i) {
    FUZZ_CHECK(text[i] == (board[i] == kEmpty ? '.' : board[i]));
  }
  const auto again = parse_board(text);
  FUZZ_CHECK(std::holds_alternative<Board>(again));
  FUZZ_CHECK(std::get<Board>(again) == board);

  const int xs = marks(board, 'X');
  const int os = marks(board, 'O');
  FUZZ_CHECK(count(board, Mark::x) == xs);
  FUZZ_CHECK(count(board, Mark::o) == os);
  FUZZ_CHECK(is_full(board) == (xs + os == 9));
  FUZZ_CHECK(side_to_move(board) == (xs == os ? Mark::x : Mark::o));

  // find_win: the first line of kLines held by one mark.
  const auto win = find_win(board);
  std::optional<Line> first_held;
  for (const Line& line : kLines) {
    const char c = at(board, line[0]);
    if (c != kEmpty && at(board, line[1]) == c && at(board, line[2]) == c) {
      first_held = line;
      break;
    }
  }
  FUZZ_CHECK(win.has_value() == first_held.has_value());
  if (win) {
    FUZZ_CHECK(win->line == *first_held);
    FUZZ_CHECK(symbol(win->mark) == at(board, win->line[0]));
  }

  const Outcome result = outcome(board);
  FUZZ_CHECK(result == reference_outcome(board));

  // legal_moves: the empty cells, ascending, while the game is in progress.
  const auto legal = legal_moves(board);
  FUZZ_CHECK(legal.empty() == (result != Outcome::in_progress));
  if (result == Outcome::in_progress) {
    std::vector<Cell> empty;
    for (Cell c = 0; c < 9; ++c) {
      if (at(board, c) == kEmpty) empty.push_back(c);
    }
    FUZZ_CHECK(legal == empty);
  }
  // play: the mover's mark in the cell, nothing else changed, still valid.
  const char mover = symbol(side_to_move(board));
  for (const Cell c : legal) {
    FUZZ_CHECK(at(board, c) == kEmpty);
    const Board after = play(board, c);
    for (Cell i = 0; i < 9; ++i) FUZZ_CHECK(at(after, i) == (i == c ? mover : at(board, i)));
    FUZZ_CHECK(!validate(after).has_value());
  }

  for (const Level& level : kLevels) check_candidates(board, level.difficulty, legal, seed);
  check_analysis(board, legal);
}

}  // namespace

// libFuzzer's entry point; the name is libFuzzer's.
extern "C" int LLVMFuzzerTestOneInput(  // NOLINT(readability-identifier-naming)
    const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::uint32_t seed = 2166136261U;  // FNV-1a of the input: choose_move's generator
  for (const char c : text) seed = (seed ^ static_cast<unsigned char>(c)) * 16777619U;

  const auto parsed = parse_board(text);
  const auto expected = reference_parse(text);
  FUZZ_CHECK(parsed.index() == expected.index());
  if (const auto* error = std::get_if<BoardError>(&parsed)) {
    FUZZ_CHECK(*error == std::get<BoardError>(expected));
    FUZZ_CHECK((*error == BoardError::wrong_length) == (size != 9 && is_ascii(text)));
  } else {
    const auto& board = std::get<Board>(parsed);
    FUZZ_CHECK(board == std::get<Board>(expected));
    // to_string is the input upper-cased.
    std::string upper(text);
    for (char& c : upper) c = (c == 'x' || c == 'o') ? static_cast<char>(c - 'a' + 'A') : c;
    FUZZ_CHECK(to_string(board) == upper);
    check_position(board, seed);
  }

  // Nine raw bytes as a Board: validate against the reference, whatever the
  // bytes (e.g. '\0', 'x', '.' are all bad characters in a Board).
  if (size == 9) {
    Board raw{};
    for (std::size_t i = 0; i < 9; ++i) raw[i] = text[i];
    const auto error = validate(raw);
    FUZZ_CHECK(error == reference_validate(raw));
    if (!error) check_position(raw, seed);
  }
  return 0;
}
