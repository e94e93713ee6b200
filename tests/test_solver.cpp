// The exact solver against published facts and against a plain minimax:
// values, the length of the game under best play, and the moves that give
// value away.

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <vector>

#include "support/boards.hpp"
#include "support/odds.hpp"
#include "support/positions.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/solver.hpp"

namespace test_solver {

using namespace tictactoe::core;
namespace test = tictactoe::test;
using test::board_of;

TEST_CASE("the empty board is a draw, and every first move keeps it", "[solver]") {
  const Analysis analysis = analyze(kEmptyBoard);
  CHECK(analysis.value == Value::draw);
  CHECK(analysis.best_cells == std::vector<Cell>{0, 1, 2, 3, 4, 5, 6, 7, 8});
}

TEST_CASE("after an X corner only the center draws for O", "[solver]") {
  const auto corner = GENERATE(0, 2, 6, 8);
  Board board = kEmptyBoard;
  board[static_cast<std::size_t>(corner)] = 'X';
  const Analysis analysis = analyze(board);
  CHECK(analysis.value == Value::draw);
  CHECK(analysis.best_cells == std::vector<Cell>{4});
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    if (cell == corner) {
      CHECK_FALSE(analysis.after_move[static_cast<std::size_t>(cell)]);
    } else {
      CHECK(analysis.after_move[static_cast<std::size_t>(cell)] == (cell == 4 ? Value::draw : Value::loss));
    }
  }
}

TEST_CASE("after an X center O draws only with a corner", "[solver]") {
  const Analysis analysis = analyze(board_of("....X...."));
  CHECK(analysis.value == Value::draw);
  CHECK(analysis.best_cells == std::vector<Cell>{0, 2, 6, 8});
}

TEST_CASE("a won or lost position names its best cells", "[solver]") {
  SECTION("X wins with 4 7 9 in X.O......") {
    const Analysis analysis = analyze(board_of("X.O......"));
    CHECK(analysis.value == Value::win);
    CHECK(analysis.best_cells == std::vector<Cell>{3, 6, 8});
  }
  SECTION("in a lost position every free cell is best") {
    // O to move; X holds two open threats (cells 2 and 6 complete a line).
    const Board board = board_of("X.X.O.O.X");
    const Analysis analysis = analyze(board);
    CHECK(analysis.value == Value::loss);
    CHECK(analysis.best_cells == legal_moves(board));
  }
  SECTION("a finished board has no moves to rate") {
    const Analysis won = analyze(board_of("XXXOO...."));
    CHECK(won.value == Value::loss);  // for O, the side to move
    CHECK(won.best_cells.empty());
    CHECK(analyze(board_of("XOXXOOOXX")).value == Value::draw);
  }
}

TEST_CASE("the 4,520 positions with a move split 2,836 won, 1,052 drawn, 632 lost", "[solver]") {
  int won = 0, drawn = 0, lost = 0;
  for (const Board& board : test::reachable_positions()) {
    if (outcome(board) != Outcome::in_progress) continue;
    switch (solution().value(board)) {
      case Value::win: ++won; break;
      case Value::draw: ++drawn; break;
      case Value::loss: ++lost; break;
    }
  }
  CHECK(test::reachable_positions().size() == 5478);
  CHECK(won == 2836);
  CHECK(drawn == 1052);
  CHECK(lost == 632);
}

TEST_CASE("a plain minimax agrees with the solver on every reachable position", "[solver]") {
  int checked = 0;
  for (const Board& board : test::reachable_positions()) {
    INFO("board " << to_string(board));
    REQUIRE(static_cast<int>(solution().value(board)) == test::plain_minimax(board));
    const Analysis analysis = analyze(board);
    for (const Cell cell : legal_moves(board)) {
      const bool best = std::ranges::find(analysis.best_cells, cell) != analysis.best_cells.end();
      REQUIRE(best == (-test::plain_minimax(play(board, cell)) == static_cast<int>(analysis.value)));
    }
    ++checked;
  }
  CHECK(checked == 5478);
}

TEST_CASE("solve_all builds the same table as the shared solution", "[solver]") {
  const Solution fresh = Solution::solve_all();
  for (const Board& board : test::reachable_positions()) REQUIRE(fresh.value(board) == solution().value(board));
}

TEST_CASE("the hard player's every move keeps the solver's value", "[solver][ai]") {
  const Mark hard = GENERATE(Mark::x, Mark::o);
  long turns = 0;
  const long games = test::sweep_hard_games(
      hard,
      [&](const Board& board) {
        ++turns;
        const Value value = solution().value(board);
        const auto candidates = candidate_moves(board, Difficulty::hard);
        for (const Cell cell : candidates->cells) {
          INFO("board " << to_string(board) << ", hard plays " << cell + 1);
          REQUIRE(static_cast<int>(solution().value(play(board, cell))) == -static_cast<int>(value));
        }
      },
      [](const Board&) {});
  CHECK(games == (hard == Mark::x ? 408 : 1312));
  CHECK(turns > 0);
}

TEST_CASE("plies is the game's length under best play, the winner hurrying and the loser holding out, everywhere",
          "[solver]") {
  long checked = 0;
  for (const Board& board : test::reachable_positions()) {
    INFO("board " << to_string(board));
    const test::Solved expected = test::solved(board);
    CHECK(static_cast<int>(solution().value(board)) == expected.value);
    CHECK(solution().plies(board) == expected.plies);
    ++checked;
  }
  CHECK(checked == 5478);
  CHECK(solution().plies(kEmptyBoard) == 9);            // a draw fills the board
  CHECK(solution().plies(board_of("XX.OO....")) == 1);  // X wins at once
  CHECK(solution().plies(board_of("XXXOO....")) == 0);  // over
  // O to move, X threatens two lines: O loses on X's next move.
  CHECK(solution().plies(board_of("X.X.O.O.X")) == 2);
}

TEST_CASE("bad_moves counts the moves that give value away, out of every legal move", "[solver]") {
  for (const Board& board : test::reachable_positions()) {
    INFO("board " << to_string(board));
    BadMoves expected;
    const int value = test::solved(board).value;
    for (const Cell cell : test::free_cells_of(board)) {
      ++expected.total;
      if (-test::solved(test::with(board, cell)).value < value) ++expected.bad;
    }
    CHECK(bad_moves(board) == expected);
  }
  CHECK(bad_moves(kEmptyBoard) == BadMoves{0, 9});
  CHECK(bad_moves(board_of("X........")) == BadMoves{7, 8});  // only the center draws
  CHECK(bad_moves(board_of("X.X.O.O.X")) == BadMoves{0, 4});  // lost: nothing left to give away
  CHECK(bad_moves(board_of("XXXOO....")) == BadMoves{0, 0});
}

TEST_CASE("position_index reads the board as a base-3 number, cell 0 first", "[solver]") {
  CHECK(position_index(kEmptyBoard) == 0);
  CHECK(position_index(board_of("........X")) == 1);
  CHECK(position_index(board_of(".......OX")) == 2 * 3 + 1);
  CHECK(position_index(board_of("X........")) == 6561);
  std::set<std::size_t> seen;
  for (const Board& board : test::reachable_positions()) {
    CHECK(position_index(board) < kBoardCount);
    seen.insert(position_index(board));
  }
  CHECK(seen.size() == 5478);
}

TEST_CASE("reachable marks exactly the boards validate accepts", "[solver][index]") {
  const Solution& table = solution();
  long reachable = 0;
  for (std::size_t index = 0; index < kBoardCount; ++index) {
    const Board board = board_at(index);
    INFO("board " << to_string(board));
    REQUIRE(table.reachable(index) == !validate(board).has_value());
    reachable += table.reachable(index) ? 1 : 0;
  }
  CHECK(reachable == 5478);
}

TEST_CASE("value_at and best_cells give value and analyze's best cells by position index", "[solver][index]") {
  const Solution& table = solution();
  for (const Board& board : test::reachable_positions()) {
    INFO("board " << to_string(board));
    const std::size_t index = position_index(board);
    const Analysis analysis = analyze(board);
    REQUIRE(table.value_at(index) == table.value(board));
    REQUIRE(table.value_at(index) == analysis.value);
    REQUIRE(table.best_cells(index).cells() == analysis.best_cells);
    // No best cell exactly when the game is over.
    REQUIRE(table.best_cells(index).empty() == (outcome(board) != Outcome::in_progress));
  }
}

}  // namespace test_solver
