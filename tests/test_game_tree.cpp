// Perft for tic-tac-toe: walk every game from the empty board with
// legal_moves/play and compare the counts with the published ones
// (255,168 games; 5,478 positions, 958 of them terminal).

#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "support/string_makers.hpp"
#include "tictactoe/board.hpp"

namespace test_game_tree {

using namespace tictactoe::core;

namespace {

// A board as a base-3 number (0 empty, 1 X, 2 O): a dense key for the memo.
std::size_t key(const Board& board) {
  std::size_t k = 0;
  for (const char c : board) k = k * 3 + (c == 'X' ? 1u : c == 'O' ? 2u : 0u);
  return k;
}

constexpr std::size_t kKeyCount = 19683;  // 3^9

// Counts over the tree below one position.
struct Subtree {
  long games = 0;  // paths from here to a finished game
  long x_wins = 0;
  long o_wins = 0;
  long ties = 0;
  long nodes = 0;  // this position and every node below it

  Subtree& operator+=(const Subtree& other) {
    games += other.games;
    x_wins += other.x_wins;
    o_wins += other.o_wins;
    ties += other.ties;
    nodes += other.nodes;
    return *this;
  }
};

struct TreeStats {
  // Every path from the empty board to a finished game, and every node of
  // the tree, the empty board included.
  Subtree tree;
  // Distinct positions, the empty board included, in first-visit order.
  std::vector<Board> positions;
  long terminal = 0;
  long terminal_x_wins = 0;
  long terminal_o_wins = 0;
  long terminal_ties = 0;
  // Moves that did not put the side to move's mark on an empty cell.
  long bad_plays = 0;
  // Positions in progress that offered no legal move.
  long stuck = 0;
};

// The counts below `board`. play and legal_moves depend on the board alone,
// so a position's subtree is the same wherever it occurs in the tree: it is
// walked the first time and its counts reused after that. The totals are
// those of the full walk over all 549,946 nodes.
Subtree walk(const Board& board, std::vector<std::optional<Subtree>>& memo, TreeStats& stats) {
  auto& known = memo[key(board)];
  if (known) return *known;
  stats.positions.push_back(board);
  Subtree here;
  here.nodes = 1;
  const std::vector<Cell> moves = legal_moves(board);
  if (moves.empty()) {
    const Outcome result = outcome(board);
    if (result == Outcome::in_progress) ++stats.stuck;
    ++stats.terminal;
    here.games = 1;
    long& total = result == Outcome::x_wins ? here.x_wins : result == Outcome::o_wins ? here.o_wins : here.ties;
    long& distinct = result == Outcome::x_wins   ? stats.terminal_x_wins
                     : result == Outcome::o_wins ? stats.terminal_o_wins
                                                 : stats.terminal_ties;
    ++total;
    ++distinct;
  }
  const char mover = symbol(side_to_move(board));
  for (const Cell cell : moves) {
    const Board next = play(board, cell);
    // play changes exactly the chosen cell, from empty to the mover's mark.
    Board expected = board;
    expected[static_cast<std::size_t>(cell)] = mover;
    if (next != expected || board[static_cast<std::size_t>(cell)] != kEmpty) ++stats.bad_plays;
    here += walk(next, memo, stats);
  }
  memo[key(board)] = here;
  return here;
}

// The tree is walked once and shared by the test cases below.
const TreeStats& tree() {
  static const TreeStats stats = [] {
    TreeStats s;
    std::vector<std::optional<Subtree>> memo(kKeyCount);
    s.tree = walk(kEmptyBoard, memo, s);
    return s;
  }();
  return stats;
}

}  // namespace

TEST_CASE("the game tree holds 255,168 games: X wins 131,184, O wins 77,904, 46,080 ties", "[tree]") {
  const TreeStats& stats = tree();
  CHECK(stats.tree.games == 255168);
  CHECK(stats.tree.x_wins == 131184);
  CHECK(stats.tree.o_wins == 77904);
  CHECK(stats.tree.ties == 46080);
  CHECK(stats.tree.x_wins + stats.tree.o_wins + stats.tree.ties == stats.tree.games);
  CHECK(stats.bad_plays == 0);
  CHECK(stats.stuck == 0);
}

TEST_CASE("the game tree has 549,946 nodes counting the empty board", "[tree]") { CHECK(tree().tree.nodes == 549946); }

TEST_CASE("5,478 distinct positions are reachable, 958 of them terminal", "[tree]") {
  const TreeStats& stats = tree();
  CHECK(stats.positions.size() == 5478);
  CHECK(stats.positions.front() == kEmptyBoard);
  CHECK(stats.terminal == 958);
  CHECK(stats.terminal_x_wins == 626);
  CHECK(stats.terminal_o_wins == 316);
  CHECK(stats.terminal_ties == 16);
}

TEST_CASE("every reachable position validates and round-trips through to_string and parse_board", "[tree][board]") {
  const TreeStats& stats = tree();
  REQUIRE(stats.positions.size() == 5478);
  long invalid = 0;
  long bad_round_trips = 0;
  std::string first_failure;
  for (const Board& board : stats.positions) {
    const std::string text = to_string(board);
    const auto parsed = parse_board(text);
    const bool round_trips = text.size() == 9 && text.find_first_not_of("XO.") == std::string::npos &&
                             std::holds_alternative<Board>(parsed) && std::get<Board>(parsed) == board;
    const bool valid = !validate(board).has_value();
    if (!valid) ++invalid;
    if (!round_trips) ++bad_round_trips;
    if ((!valid || !round_trips) && first_failure.empty()) first_failure = text;
  }
  INFO("first failing board: " << first_failure);
  CHECK(invalid == 0);
  CHECK(bad_round_trips == 0);
}

TEST_CASE("legal moves are the empty cells exactly while the game is in progress", "[tree][board]") {
  long mismatches = 0;
  std::string first_failure;
  for (const Board& board : tree().positions) {
    std::vector<Cell> empties;
    for (Cell c = 0; c < kCellCount; ++c) {
      if (board[static_cast<std::size_t>(c)] == kEmpty) empties.push_back(c);
    }
    const std::vector<Cell> expected = outcome(board) == Outcome::in_progress ? empties : std::vector<Cell>{};
    if (legal_moves(board) != expected) {
      ++mismatches;
      if (first_failure.empty()) first_failure = to_string(board);
    }
  }
  INFO("first failing board: " << first_failure);
  CHECK(mismatches == 0);
}

}  // namespace test_game_tree
