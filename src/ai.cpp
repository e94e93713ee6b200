#include "tictactoe/ai.hpp"

#include <algorithm>
#include <array>
#include <span>

namespace tictactoe {

namespace {

constexpr Cell kCenter = 4;
constexpr std::array<Cell, 4> kCorners{0, 2, 6, 8};
constexpr std::array<Cell, 4> kSides{1, 3, 5, 7};

char at(const Board& board, Cell cell) { return board[static_cast<std::size_t>(cell)]; }

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
  return empty_cells_where(board, [&](Cell c) { return completing_cells(with_mark(board, c, mark), mark).size() >= 2; });
}

// Newell & Simon's rule 4: answer the opponent's fork threat. Prefer a move
// that makes a two in a row (forcing the reply) where the forced reply does
// not itself give the opponent a fork; failing that, occupy a fork cell.
std::vector<Cell> block_fork_cells(const Board& board, Mark me) {
  const Mark them = opponent(me);
  const auto their_forks = fork_cells(board, them);
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

std::vector<Cell> opposite_corner_cells(const Board& board, Mark me) {
  return empty_cells_where(board, [&](Cell c) {
    return std::ranges::find(kCorners, c) != kCorners.end() && at(board, 8 - c) == symbol(opponent(me));
  });
}

std::vector<Cell> cells_among(const Board& board, std::span<const Cell> among) {
  return empty_cells_where(board, [&](Cell c) { return std::ranges::find(among, c) != among.end(); });
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
  }
  return "?";
}

std::string_view name(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::easy: return "easy";
    case Difficulty::medium: return "medium";
    case Difficulty::hard: return "hard";
  }
  return "?";
}

std::optional<Difficulty> parse_difficulty(std::string_view text) {
  for (const Difficulty d : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
    if (text == name(d)) return d;
  }
  return std::nullopt;
}

std::optional<Candidates> candidate_moves(const Board& board, Difficulty difficulty) {
  if (outcome(board) != Outcome::in_progress) return std::nullopt;
  const Mark me = side_to_move(board);

  using RuleFn = std::vector<Cell> (*)(const Board&, Mark);
  struct Step {
    Rule rule;
    RuleFn cells;
  };
  static constexpr Step kWin{Rule::win, [](const Board& b, Mark m) { return completing_cells(b, m); }};
  static constexpr Step kBlock{Rule::block, [](const Board& b, Mark m) { return completing_cells(b, opponent(m)); }};
  static constexpr Step kFork{Rule::fork, [](const Board& b, Mark m) { return fork_cells(b, m); }};
  static constexpr Step kBlockFork{Rule::block_fork, block_fork_cells};
  static constexpr Step kCenterStep{Rule::center, [](const Board& b, Mark) { return cells_among(b, std::array{kCenter}); }};
  static constexpr Step kOpposite{Rule::opposite_corner, opposite_corner_cells};
  static constexpr Step kCorner{Rule::corner, [](const Board& b, Mark) { return cells_among(b, kCorners); }};
  static constexpr Step kSide{Rule::side, [](const Board& b, Mark) { return cells_among(b, kSides); }};
  static constexpr Step kRandom{Rule::random, [](const Board& b, Mark) { return legal_moves(b); }};

  static constexpr std::array kEasy{kWin, kRandom};
  static constexpr std::array kMedium{kWin, kBlock, kCenterStep, kCorner, kSide};
  static constexpr std::array kHard{kWin, kBlock, kFork, kBlockFork, kCenterStep, kOpposite, kCorner, kSide};

  const std::span<const Step> order = difficulty == Difficulty::easy     ? std::span<const Step>(kEasy)
                                      : difficulty == Difficulty::medium ? std::span<const Step>(kMedium)
                                                                         : std::span<const Step>(kHard);
  for (const Step& step : order) {
    if (auto cells = step.cells(board, me); !cells.empty()) return Candidates{step.rule, std::move(cells)};
  }
  return std::nullopt;  // unreachable: a game in progress has a free corner, side or center
}

std::optional<Move> choose_move(const Board& board, Difficulty difficulty, std::mt19937& rng) {
  const auto candidates = candidate_moves(board, difficulty);
  if (!candidates) return std::nullopt;
  const auto& cells = candidates->cells;
  std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
  return Move{cells[pick(rng)], candidates->rule};
}

}  // namespace tictactoe
