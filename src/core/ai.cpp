#include "tictactoe/ai.hpp"

#include <algorithm>
#include <cassert>
#include <memory>
#include <mutex>

#include "tictactoe/perfect.hpp"

namespace tictactoe::core {

namespace {

constexpr Cell kCenter = kCellCount / 2;
constexpr auto kCorners = CellSet::of(std::array{0, kSide - 1, kCellCount - kSide, kCellCount - 1});
constexpr auto kSides = CellSet::of(std::array{1, 3, 5, 7});

// A position seen by the side to move: whose mark is on which cell.
struct Position {
  const Board& board;
  Mark me;
  CellSet mine;
  CellSet theirs;
  CellSet empty;
};

// The position on `board`, or std::nullopt when the game is over.
std::optional<Position> position_of(const Board& board) {
  unsigned x_bits = 0;
  unsigned o_bits = 0;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {  // without branches: the marks are unpredictable
    x_bits |= static_cast<unsigned>(board[cell] == symbol(Mark::x)) << cell;
    o_bits |= static_cast<unsigned>(board[cell] == symbol(Mark::o)) << cell;
  }
  const auto xs = CellSet::from_bits(x_bits);
  const auto os = CellSet::from_bits(o_bits);
  const CellSet empty = CellSet::from_bits((1U << kCellCount) - 1) - xs - os;
  if (empty.empty() || holds_line(xs) || holds_line(os)) return std::nullopt;
  return xs.size() == os.size() ? Position{board, Mark::x, xs, os, empty} : Position{board, Mark::o, os, xs, empty};
}

// The cell of each line that holds two of `own` and one of `free`: where
// `own` completes a line. Each cell once, however many lines it completes.
CellSet completing_cells(CellSet own, CellSet free) { return core::completing_cells(own) & free; }

// The cells of `free` from which `own` would have two lines each needing one
// more mark.
CellSet fork_cells(CellSet own, CellSet free) {
  CellSet cells;
  for (const Cell c : free) {
    const auto with_c = own | CellSet::of(std::array{c});
    if (completing_cells(with_c, free - with_c).several()) cells.insert(c);
  }
  return cells;
}

// Newell & Simon's rule 4: answer the opponent's fork threat. Prefer a move
// that makes a two in a row (forcing the reply) where the forced reply does
// not itself give the opponent a fork; failing that, occupy a fork cell.
CellSet block_fork_cells(const Position& p) {
  const CellSet their_forks = fork_cells(p.theirs, p.empty);
  if (their_forks.empty()) return {};
  CellSet forcing;
  for (const Cell c : p.empty) {
    const auto mine = p.mine | CellSet::of(std::array{c});
    const CellSet threats = completing_cells(mine, p.empty - mine);
    // One threat: the reply is forced (two would be a fork, handled earlier).
    if (threats.empty() || threats.several()) continue;
    const CellSet theirs = p.theirs | threats;
    if (!completing_cells(theirs, p.empty - mine - theirs).several()) forcing.insert(c);
  }
  return forcing.empty() ? their_forks : forcing;
}

CellSet opposite_corner_cells(const Position& p) {
  CellSet cells;
  for (const Cell corner : p.empty& kCorners) {
    if (p.theirs.contains(kCellCount - 1 - corner)) cells.insert(corner);
  }
  return cells;
}

// The cells `rule` names for the side to move, or none if it does not
// apply. The behaviour behind each Rule. (Each case sets the result and one
// return follows the switch: -Wswitch still wants a case for every Rule,
// and no line is left that cannot run.)
CellSet cells_for(Rule rule, const Position& p) {
  CellSet cells;
  switch (rule) {
    case Rule::win: cells = completing_cells(p.mine, p.empty); break;
    case Rule::block: cells = completing_cells(p.theirs, p.empty); break;
    case Rule::fork: cells = fork_cells(p.mine, p.empty); break;
    case Rule::block_fork: cells = block_fork_cells(p); break;
    case Rule::center: cells = p.empty & CellSet::of(std::array{kCenter}); break;
    case Rule::opposite_corner: cells = opposite_corner_cells(p); break;
    case Rule::corner: cells = p.empty & kCorners; break;
    case Rule::side: cells = p.empty & kSides; break;
    case Rule::random: cells = p.empty; break;
    case Rule::forced_win:  // the perfect level's reasons name no cells
    case Rule::trap:
    case Rule::draw:
    case Rule::hold_out:
    case Rule::count_: break;  // not a rule
  }
  return cells;
}

// The first rule of `rules` that names a cell in `p`, with its cells.
CandidateSet first_rule(const Position& p, std::span<const Rule> rules) {
  CandidateSet found{rules.back(), {}};
  for (const Rule rule : rules) {
    found = {rule, cells_for(rule, p)};
    if (!found.cells.empty()) break;
  }
  // Every order in use ends in rules that name any free cell (random, or
  // the corner and side rules after the center).
  assert(!found.cells.empty() && "a rule order must end with rules covering every free cell");
  return found;
}

}  // namespace

std::string_view name(Rule rule) {
  std::string_view token;  // set by every case, as in cells_for
  switch (rule) {
    case Rule::win: token = "win"; break;
    case Rule::block: token = "block"; break;
    case Rule::fork: token = "fork"; break;
    case Rule::block_fork: token = "block fork"; break;
    case Rule::center: token = "center"; break;
    case Rule::opposite_corner: token = "opposite corner"; break;
    case Rule::corner: token = "corner"; break;
    case Rule::side: token = "side"; break;
    case Rule::random: token = "random"; break;
    case Rule::forced_win: token = "forced win"; break;
    case Rule::trap: token = "trap"; break;
    case Rule::draw: token = "draw"; break;
    case Rule::hold_out: token = "hold out"; break;
    case Rule::count_: break;  // GCOVR_EXCL_LINE: not a rule, never named
  }
  return token;
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

std::vector<Cell> rule_cells(Rule rule, const Board& board) {
  const auto position = position_of(board);
  if (!position) return {};
  return cells_for(rule, *position).cells();
}

std::optional<Candidates> candidates_by_rules(const Board& board, std::span<const Rule> rules) {
  const auto position = position_of(board);
  if (!position) return std::nullopt;
  const CandidateSet found = first_rule(*position, rules);
  return Candidates{found.rule, found.cells.cells()};
}

std::optional<CandidateSet> candidate_set(const Board& board, Difficulty difficulty) {
  const Level& row = level(difficulty);
  if (row.method == Method::solver) {
    const auto perfect = perfect_candidates(board);
    if (!perfect) return std::nullopt;
    return CandidateSet{perfect->rule, CellSet::of(perfect->cells)};
  }
  const auto position = position_of(board);
  if (!position) return std::nullopt;
  return first_rule(*position, row.rules);
}

std::optional<Candidates> candidate_moves(const Board& board, Difficulty difficulty) {
  const auto set = candidate_set(board, difficulty);
  if (!set) return std::nullopt;
  return Candidates{set->rule, set->cells.cells()};
}

std::optional<Move> choose_move(const Board& board, Difficulty difficulty, std::mt19937& rng) {
  const auto set = candidate_set(board, difficulty);
  if (!set) return std::nullopt;
  return Move{pick(set->cells, rng), set->rule};
}

LevelTable::LevelTable(Difficulty difficulty) : sets_(kBoardCount) {
  for_each_position([&](const Board& board, std::size_t index) {
    if (const auto set = candidate_set(board, difficulty)) sets_[index] = *set;
  });
}

const LevelTable& level_table(Difficulty difficulty) {
  static std::array<std::once_flag, kLevels.size()> built;
  static std::array<std::unique_ptr<LevelTable>, kLevels.size()> tables;
  const auto row = static_cast<std::size_t>(&level(difficulty) - kLevels.data());
  std::call_once(built[row], [&] { tables[row] = std::make_unique<LevelTable>(difficulty); });
  return *tables[row];
}

}  // namespace tictactoe::core
