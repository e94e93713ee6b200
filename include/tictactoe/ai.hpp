#pragma once

// The computer player: its levels (kLevels). A rule-based level is an
// ordered list of rules; the first rule that names any cell decides. The
// perfect level is built on the exact solver instead (see perfect.hpp). A
// random generator picks among the cells a level names, so games vary but
// replay exactly from the same seed. Pure values, no I/O.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string_view>
#include <vector>

#include "tictactoe/board.hpp"

namespace tictactoe::core {

/// The rule that chose a move, or for the perfect level the reason for it.
/// The rules' order here is the Newell-Simon order.
enum class Rule : std::uint8_t {
  win,              ///< complete a line of our own
  block,            ///< fill the cell that completes the opponent's line
  fork,             ///< make two lines that each need one more mark
  block_fork,       ///< stop the opponent's fork (see candidate_moves)
  center,           ///< take cell 4 (the player's 5)
  opposite_corner,  ///< take the corner opposite one the opponent holds
  corner,           ///< take a free corner
  side,             ///< take a free side (edge middle)
  random,           ///< any free cell (easy level only)
  // The perfect level's reasons (Method::solver): they name no cells by
  // themselves; perfect_candidates (perfect.hpp) says which cells they fit.
  forced_win,  ///< a won position, no line to complete yet: the fastest forced win
  trap,        ///< a drawn position: keeps the draw, and some of the opponent's replies lose
  draw,        ///< a drawn position: keeps the draw, and no reply of the opponent's loses at once
  hold_out,    ///< a lost position: every move loses; this one holds out longest
  count_,      ///< not a rule: how many there are (add new ones above it)
};

/// How many rules there are: the size of a table with a row per rule, such
/// as the front end's messages for them.
inline constexpr std::size_t kRuleCount = static_cast<std::size_t>(Rule::count_);

/// The rule's token in machine-facing output (`--move`: "5 block fork"):
/// "win", "block", "fork", "block fork", "center", "opposite corner",
/// "corner", "side", "random", and the perfect level's "forced win", "trap",
/// "draw", "hold out". Stable in every language; players read the message
/// catalogue's words instead.
std::string_view name(Rule rule);

/// How well the computer plays: one row of kLevels each.
enum class Difficulty : std::uint8_t { easy, medium, hard, perfect };

/// How a level chooses its cells.
enum class Method : std::uint8_t {
  rules,   ///< the first rule of the level's order that names a cell decides
  solver,  ///< the exact solver decides (perfect_candidates, perfect.hpp)
};

/// One level of the computer player.
struct Level {
  Difficulty difficulty;
  std::string_view token;  ///< its word on the command line and in menus, e.g. "easy"
  Method method;
  /// Method::rules: the rule order, the first rule that names a cell
  /// decides. Method::solver: every reason its moves can give.
  std::span<const Rule> rules;
};

namespace rule_orders {
inline constexpr std::array kEasy{Rule::win, Rule::random};
inline constexpr std::array kMedium{Rule::win, Rule::block, Rule::center, Rule::corner, Rule::side};
/// Newell & Simon (1972), "Human Problem Solving", as usually stated.
inline constexpr std::array kHard{Rule::win,    Rule::block,           Rule::fork,   Rule::block_fork,
                                  Rule::center, Rule::opposite_corner, Rule::corner, Rule::side};
/// The perfect level's reasons (not an order: the solver decides).
inline constexpr std::array kPerfect{Rule::win, Rule::forced_win, Rule::trap, Rule::draw, Rule::hold_out};
/// The weaker opponent the perfect level sets its traps for (not a level):
/// it completes a line when it can, else blocks, else plays any free cell,
/// uniformly at random among the cells the rule names.
inline constexpr std::array kOpponentModel{Rule::win, Rule::block, Rule::random};
}  // namespace rule_orders

/// Every level, weakest first: the one table that parsing, menus, --help
/// and the documentation checks read.
inline constexpr std::array<Level, 4> kLevels{{
    {Difficulty::easy, "easy", Method::rules, rule_orders::kEasy},
    {Difficulty::medium, "medium", Method::rules, rule_orders::kMedium},
    {Difficulty::hard, "hard", Method::rules, rule_orders::kHard},
    {Difficulty::perfect, "perfect", Method::solver, rule_orders::kPerfect},
}};

/// The level a game uses when none is chosen.
inline constexpr Difficulty kDefaultDifficulty = Difficulty::medium;

/// The row of kLevels for `difficulty`.
const Level& level(Difficulty difficulty);

/// The level's token: "easy", "medium", "hard" or "perfect".
std::string_view name(Difficulty difficulty);

/// The level whose token is `text` (exact, lower case), else std::nullopt.
std::optional<Difficulty> parse_difficulty(std::string_view text);

/// The cells a level considers equally good in a position, and the rule that
/// named them.
struct Candidates {
  Rule rule;
  std::vector<Cell> cells;  ///< ascending, never empty while a move exists
};

/// The same as a set: what the tables built once hold.
struct CandidateSet {
  Rule rule;
  CellSet cells;  ///< never empty while a move exists

  friend bool operator==(const CandidateSet&, const CandidateSet&) = default;
};

/// The cells `rule` names on `board` for the side to move, ascending; empty
/// when it does not apply:
///
/// - win / block: the cells completing a line of the mover's / opponent's.
/// - fork: cells that make two lines each needing one more mark.
/// - block fork: if the opponent could fork, take a cell that makes a two in
///   a row whose forced reply leaves the opponent no fork; if there is none,
///   take a cell the opponent would fork from.
/// - center, opposite corner, corner, side: the free cells of that kind.
/// - random: every free cell.
/// - the perfect level's reasons (forced win, trap, draw, hold out): none;
///   they are what the solver found, not rules that name cells.
///
/// Precondition: `board` is valid (see validate).
std::vector<Cell> rule_cells(Rule rule, const Board& board);

/// The first rule of `rules` that names a cell on `board` (see rule_cells),
/// with every cell it names. Returns std::nullopt when the game is over.
/// Precondition: `board` is valid, and while the game is in progress some
/// rule of `rules` names a cell (asserted; an order ending in random, or in
/// center, corner and side, always does).
std::optional<Candidates> candidates_by_rules(const Board& board, std::span<const Rule> rules);

/// The cells the level considers equally good for the side to move: for a
/// Method::rules level, candidates_by_rules with its rule order; for the
/// perfect level, perfect_candidates (perfect.hpp).
/// Returns std::nullopt when the game is over (no legal move).
/// Precondition: `board` is valid (see validate).
std::optional<Candidates> candidate_moves(const Board& board, Difficulty difficulty);

/// candidate_moves as a CellSet, without building a vector.
std::optional<CandidateSet> candidate_set(const Board& board, Difficulty difficulty);

/// A move the computer chose: the cell (0-8) and the rule behind it.
struct Move {
  Cell cell;
  Rule rule;

  friend bool operator==(const Move&, const Move&) = default;
};

/// One of `cells`, picked uniformly with `rng`: the only cell when there is
/// one (no draw: the batch commands answer thousands of boards, most with a
/// single candidate), else the n-th cell ascending for a draw n of
/// std::uniform_int_distribution over [0, size - 1], so a seed replays the
/// same choices. Precondition (asserted): `cells` is not empty.
inline Cell pick(CellSet cells, std::mt19937& rng) {
  assert(!cells.empty());
  if (cells.size() == 1) return *cells.begin();
  std::uniform_int_distribution<std::size_t> draw(0, static_cast<std::size_t>(cells.size()) - 1);
  return cells.nth(static_cast<int>(draw(rng)));
}

/// The level's move for the side to move: pick() among candidate_moves'
/// cells. Returns std::nullopt when the game is over.
/// Precondition: `board` is valid (see validate).
std::optional<Move> choose_move(const Board& board, Difficulty difficulty, std::mt19937& rng);

/// One level's candidate_set in every position, computed once, so that the
/// batch commands answer each board with a look-up (like the solver's table,
/// and for the same reason: thousands of boards through one process).
class LevelTable {
 public:
  /// Computes candidate_set for each position the solver's table marks
  /// reachable. Costs well under a millisecond; see tictactoe_bench.
  explicit LevelTable(Difficulty difficulty);

  /// candidate_set of the board with this position_index; std::nullopt when
  /// there is no move: the game is over, or the board cannot arise in a
  /// game. Precondition (asserted): index < kBoardCount.
  [[nodiscard]] std::optional<CandidateSet> at(std::size_t index) const {
    assert(index < kBoardCount);
    const CandidateSet& set = sets_[index];
    if (set.cells.empty()) return std::nullopt;
    return set;
  }

 private:
  std::vector<CandidateSet> sets_;  // by position_index; no cells: no move
};

/// The process-wide LevelTable of `difficulty`, one per row of kLevels, each
/// built on its first use (thread-safe).
const LevelTable& level_table(Difficulty difficulty);

}  // namespace tictactoe::core
