#include "tictactoe/ai.hpp"

#include <algorithm>
#include <cassert>

#include "tictactoe/perfect.hpp"

namespace tictactoe::core {

namespace {

constexpr Cell kCenter = kCellCount / 2;
constexpr std::array<Cell, 4> kCorners{0, kSide - 1, kCellCount - kSide, kCellCount - 1};
constexpr std::array<Cell, 4> kSides{1, 3, 5, 7};

// The empty cells of `board` that satisfy `pred`, ascending.
template <typename Pred>
std::vector<Cell> empty_cells_where(const Board& board, Pred pred) {
  std::vector<Cell> cells;
  for (Cell c = 0; c < kCellCount; ++c) {
    if (at(board, c) == kEmpty && pred(c)) cells.push_back(c);
  }
  return cells;
}

// The empty cell of each line that holds two of `mark` and one empty cell:
// where `mark` completes a line. Ascending, without repeats.
std::vector<Cell> completing_cells(const Board& board, Mark mark) {
  std::vector<Cell> cells;
  for (const Line& line : kLines) {
    const auto mine = std::ranges::count_if(line, [&](Cell c) { return at(board, c) == symbol(mark); });
    const auto empty = std::ranges::find_if(line, [&](Cell c) { return at(board, c) == kEmpty; });
    if (mine == 2 && empty != line.end()) cells.push_back(*empty);
  }
  std::ranges::sort(cells);
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

// `board` with `mark` in `cell`, whoever is to move.
Board with_mark(Board board, Cell cell, Mark mark) {
  board[static_cast<std::size_t>(cell)] = symbol(mark);
  return board;
}

// Cells where `mark` would have two lines each needing one more mark.
std::vector<Cell> fork_cells(const Board& board, Mark mark) {
  return empty_cells_where(board,
                           [&](Cell c) { return completing_cells(with_mark(board, c, mark), mark).size() >= 2; });
}

// Newell & Simon's rule 4: answer the opponent's fork threat. Prefer a move
// that makes a two in a row (forcing the reply) where the forced reply does
// not itself give the opponent a fork; failing that, occupy a fork cell.
std::vector<Cell> block_fork_cells(const Board& board, Mark me) {
  const Mark them = opponent(me);
  auto their_forks = fork_cells(board, them);
  if (their_forks.empty()) return {};
  auto forcing = empty_cells_where(board, [&](Cell c) {
    const Board after = with_mark(board, c, me);
    const auto threats = completing_cells(after, me);
    // One threat: the reply is forced (two would be a fork, handled earlier).
    if (threats.size() != 1) return false;
    const Board reply = with_mark(after, threats.front(), them);
    return completing_cells(reply, them).size() < 2;
  });
  return forcing.empty() ? their_forks : forcing;
}

std::vector<Cell> cells_among(const Board& board, std::span<const Cell> among) {
  return empty_cells_where(board, [&](Cell c) { return std::ranges::find(among, c) != among.end(); });
}

std::vector<Cell> opposite_corner_cells(const Board& board, Mark me) {
  const auto opposite = [](Cell corner) { return kCellCount - 1 - corner; };
  return empty_cells_where(board, [&](Cell c) {
    return std::ranges::find(kCorners, c) != kCorners.end() && at(board, opposite(c)) == symbol(opponent(me));
  });
}

// The cells `rule` names for `me` on `board`, ascending; empty if it does
// not apply. The behaviour behind each Rule.
std::vector<Cell> cells_for(Rule rule, const Board& board, Mark me) {
  switch (rule) {
    case Rule::win: return completing_cells(board, me);
    case Rule::block: return completing_cells(board, opponent(me));
    case Rule::fork: return fork_cells(board, me);
    case Rule::block_fork: return block_fork_cells(board, me);
    case Rule::center: return cells_among(board, std::array{kCenter});
    case Rule::opposite_corner: return opposite_corner_cells(board, me);
    case Rule::corner: return cells_among(board, kCorners);
    case Rule::side: return cells_among(board, kSides);
    case Rule::random: return legal_moves(board);
    case Rule::forced_win:
    case Rule::trap:
    case Rule::draw:
    case Rule::hold_out: return {};  // the solver's findings, not rules that name cells
  }
  return {};
}

}  // namespace

std::string_view name(Rule rule) {
  switch (rule) {
    case Rule::win: return "win";
    case Rule::block: return "block";
    case Rule::fork: return "fork";
    case Rule::block_fork: return "block fork";
    case Rule::center: return "center";
    case Rule::opposite_corner: return "opposite corner";
    case Rule::corner: return "corner";
    case Rule::side: return "side";
    case Rule::random: return "random";
    case Rule::forced_win: return "forced win";
    case Rule::trap: return "trap";
    case Rule::draw: return "draw";
    case Rule::hold_out: return "hold out";
  }
  return "?";
}

const Level& level(Difficulty difficulty) {
  const auto* row = std::ranges::find(kLevels, difficulty, &Level::difficulty);
  assert(row != kLevels.end());
  return *row;
}

std::string_view name(Difficulty difficulty) { return level(difficulty).token; }

std::optional<Difficulty> parse_difficulty(std::string_view text) {
  const auto* row = std::ranges::find(kLevels, text, &Level::token);
  if (row == kLevels.end()) return std::nullopt;
  return row->difficulty;
}

std::vector<Cell> rule_cells(Rule rule, const Board& board) { return cells_for(rule, board, side_to_move(board)); }

std::optional<Candidates> candidates_by_rules(const Board& board, std::span<const Rule> rules) {
  if (outcome(board) != Outcome::in_progress) return std::nullopt;
  const Mark me = side_to_move(board);
  for (const Rule rule : rules) {
    if (auto cells = cells_for(rule, board, me); !cells.empty()) return Candidates{rule, std::move(cells)};
  }
  // Every order in use ends in a rule that names any free cell (random, or
  // the corner and side rules after the center), so this is unreachable.
  assert(false && "a rule order must end with rules covering every free cell");
  return std::nullopt;
}

std::optional<Candidates> candidate_moves(const Board& board, Difficulty difficulty) {
  const Level& row = level(difficulty);
  switch (row.method) {
    case Method::rules: return candidates_by_rules(board, row.rules);
    case Method::solver: return perfect_candidates(board);
  }
  return std::nullopt;
}

std::optional<Move> choose_move(const Board& board, Difficulty difficulty, std::mt19937& rng) {
  const auto candidates = candidate_moves(board, difficulty);
  if (!candidates) return std::nullopt;
  const auto& cells = candidates->cells;
  std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
  return Move{cells[pick(rng)], candidates->rule};
}

}  // namespace tictactoe::core
