// The computer player's tables built once: candidate_set as candidate_moves
// without a vector, pick, and each level's LevelTable, checked against the
// rules in every position for every row of kLevels.

#include <catch2/catch.hpp>

#include <optional>
#include <random>
#include <set>

#include "support/positions.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/solver.hpp"

namespace test_ai_table {

using namespace tictactoe::core;
namespace test = tictactoe::test;

TEST_CASE("candidate_set names the same rule and cells as candidate_moves in every position, at every level",
          "[ai][table]") {
  for (const Level& row : kLevels) {
    INFO("level " << row.token);
    for (const Board& board : test::reachable_positions()) {
      INFO("board " << to_string(board));
      const auto moves = candidate_moves(board, row.difficulty);
      const auto set = candidate_set(board, row.difficulty);
      REQUIRE(moves.has_value() == set.has_value());
      if (!set) continue;
      REQUIRE(set->rule == moves->rule);
      REQUIRE(set->cells.cells() == moves->cells);
    }
  }
}

TEST_CASE("pick takes the only cell without a draw, and otherwise the cell uniform_int_distribution draws",
          "[ai][table]") {
  SECTION("one cell: the generator is left as it was") {
    std::mt19937 rng(5);
    const std::mt19937 before = rng;
    CHECK(pick(CellSet::of(std::array{7}), rng) == 7);
    CHECK(rng == before);
  }
  SECTION("several cells: the n-th cell ascending for the n drawn") {
    const auto cells = CellSet::of(std::array{1, 4, 6, 8});
    std::set<Cell> picked;
    for (std::mt19937::result_type seed = 0; seed < 100; ++seed) {
      std::mt19937 rng(seed);
      std::mt19937 same(seed);
      std::uniform_int_distribution<std::size_t> draw(0, 3);
      const Cell cell = pick(cells, rng);
      CHECK(cell == cells.nth(static_cast<int>(draw(same))));
      CHECK(rng == same);
      picked.insert(cell);
    }
    CHECK(picked == std::set<Cell>{1, 4, 6, 8});
  }
}

TEST_CASE("each level's table holds candidate_set for every position, and no move where there is none", "[ai][table]") {
  for (const Level& row : kLevels) {
    INFO("level " << row.token);
    const LevelTable& table = level_table(row.difficulty);
    long with_a_move = 0;
    for (std::size_t index = 0; index < kBoardCount; ++index) {
      const Board board = board_at(index);
      INFO("board " << to_string(board));
      // Only boards a game reaches have a move in the table.
      const auto expected = validate(board) ? std::nullopt : candidate_set(board, row.difficulty);
      REQUIRE(table.at(index) == expected);
      with_a_move += expected ? 1 : 0;
    }
    CHECK(with_a_move == 4520);
  }
}

TEST_CASE("level_table builds each level's table once and hands the same one out after", "[ai][table]") {
  for (const Level& row : kLevels) {
    CHECK(&level_table(row.difficulty) == &level_table(row.difficulty));
    for (const Level& other : kLevels) {
      if (other.difficulty != row.difficulty) CHECK(&level_table(row.difficulty) != &level_table(other.difficulty));
    }
  }
  // A table built apart answers the same as the shared one.
  const LevelTable fresh(kLevels.back().difficulty);
  for (const Board& board : test::reachable_positions()) {
    REQUIRE(fresh.at(position_index(board)) == level_table(kLevels.back().difficulty).at(position_index(board)));
  }
}

}  // namespace test_ai_table
