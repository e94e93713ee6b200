// Drawing the board as text (render.hpp): the plain and coloured board, the
// winning line, the analysis board, and the marks in colour.

#include <catch2/catch.hpp>

#include <string>

#include "app/text/render.hpp"
#include "support/boards.hpp"
#include "support/colour.hpp"
#include "support/positions.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"
#include "tictactoe/solver.hpp"

namespace test_render {

using namespace tictactoe::app;
namespace core = tictactoe::core;
using tictactoe::test::board_of;
using tictactoe::test::contains;
using tictactoe::test::lines_of;
using tictactoe::test::occurrences;

namespace {

Style styled(bool color, bool keypad) {
  Style style;
  style.color = color;
  style.numbering = Numbering(keypad);
  return style;
}

const std::string kRed = "\x1b[1;31m";
const std::string kCyan = "\x1b[1;36m";
const std::string kDim = "\x1b[2m";
const std::string kReset = "\x1b[0m";

}  // namespace

TEST_CASE("a board without colour shows marks and the free cells' numbers", "[render]") {
  CHECK(render_board(core::kEmptyBoard, Style{}) ==
        "   1 | 2 | 3\n"
        "  ---+---+---\n"
        "   4 | 5 | 6\n"
        "  ---+---+---\n"
        "   7 | 8 | 9\n");
  CHECK(render_board(board_of("X.O.X...O"), Style{}) ==
        "   X | 2 | O\n"
        "  ---+---+---\n"
        "   4 | X | 6\n"
        "  ---+---+---\n"
        "   7 | 8 | O\n");
}

TEST_CASE("a board in keypad numbering shows 7 8 9 on the top row", "[render]") {
  CHECK(render_board(board_of("X.O.X...O"), styled(false, true)) ==
        "   X | 8 | O\n"
        "  ---+---+---\n"
        "   4 | X | 6\n"
        "  ---+---+---\n"
        "   1 | 2 | O\n");
}

TEST_CASE("a full board's rows end without trailing blanks", "[render]") {
  const std::string drawn = render_board(board_of("XOXXOOOXX"), Style{});
  CHECK(drawn ==
        "   X | O | X\n"
        "  ---+---+---\n"
        "   X | O | O\n"
        "  ---+---+---\n"
        "   O | X | X\n");
  for (const auto& line : lines_of(drawn)) CHECK_FALSE(line.ends_with(" "));
}

TEST_CASE("a highlighted line is pointed at without colour and reversed with it", "[render]") {
  // Issue 19: "[X]|[X]|[X]" lost the grid's spacing; the cells keep it and
  // the line is pointed at from outside the grid.
  SECTION("without colour: a row by a mark after it") {
    CHECK(render_board(board_of("XXXOO...."), Style{}, core::Line{0, 1, 2}) ==
          "   X | X | X <\n"
          "  ---+---+---\n"
          "   O | O | 6\n"
          "  ---+---+---\n"
          "   7 | 8 | 9\n");
    CHECK(render_board(board_of("OO.XXX..."), Style{}, core::Line{3, 4, 5}) ==
          "   O | O | 3\n"
          "  ---+---+---\n"
          "   X | X | X <\n"
          "  ---+---+---\n"
          "   7 | 8 | 9\n");
  }
  SECTION("without colour: a column or a diagonal by a line under the board") {
    CHECK(render_board(board_of(".XO.XO.X."), Style{}, core::Line{1, 4, 7}) ==
          "   1 | X | O\n"
          "  ---+---+---\n"
          "   4 | X | O\n"
          "  ---+---+---\n"
          "   7 | X | 9\n"
          "       ^\n");
    CHECK(render_board(board_of("XO..XO..X"), Style{}, core::Line{0, 4, 8}) ==
          "   X | O | 3\n"
          "  ---+---+---\n"
          "   4 | X | O\n"
          "  ---+---+---\n"
          "   7 | 8 | X\n"
          "             \\\n");
    const std::string drawn = render_board(board_of("XXOXO.O.."), Style{}, core::Line{2, 4, 6});
    CHECK(drawn == "   X | X | O\n  ---+---+---\n   X | O | 6\n  ---+---+---\n   O | 8 | 9\n /\n");
    CHECK_FALSE(contains(drawn, "["));
  }
  SECTION("with colour: the three cells in reverse video, in the mark's colour") {
    const std::string drawn = render_board(board_of("XXOXO.O.."), styled(true, false), core::Line{2, 4, 6});
    CHECK(tictactoe::test::reversed_in(drawn) == 3);
    CHECK(contains(drawn, "\x1b[7m" + kCyan + " O " + kReset));
    CHECK_FALSE(contains(drawn, "[O]"));
    CHECK(tictactoe::test::check_escapes_closed(drawn) > 0);
  }
}

TEST_CASE("with colour X is bold red, O bold cyan and free numbers dim, each reset after", "[render]") {
  const Style color = styled(true, false);
  const std::string drawn = render_board(board_of("X.O......"), color);
  CHECK(contains(drawn, kRed + "X" + kReset));
  CHECK(contains(drawn, kCyan + "O" + kReset));
  CHECK(contains(drawn, kDim + "2" + kReset));
  CHECK(occurrences(drawn, kDim) == 7);
  CHECK(tictactoe::test::reversed_in(drawn) == 0);
  CHECK(color.mark('X') == kRed + "X" + kReset);
  CHECK(color.mark(core::Mark::o) == kCyan + "O" + kReset);
  CHECK(color.mark(core::kEmpty) == " ");
  CHECK(Style{}.mark('X') == "X");
  CHECK(Style{}.mark(core::Mark::o) == "O");
}

TEST_CASE("the final board highlights the winning line, and nothing after a tie", "[render]") {
  CHECK(render_final_board(board_of("XXXOO...."), Style{}) ==
        render_board(board_of("XXXOO...."), Style{}, core::Line{0, 1, 2}));
  CHECK(render_final_board(board_of("XXOXO.O.."), Style{}) ==
        render_board(board_of("XXOXO.O.."), Style{}, core::Line{2, 4, 6}));
  CHECK(render_final_board(board_of("XOXXOOOXX"), Style{}) == render_board(board_of("XOXXOOOXX"), Style{}));
  CHECK(render_final_board(board_of("X.O......"), Style{}) == render_board(board_of("X.O......"), Style{}));
}

TEST_CASE("the final board highlights both lines when the last move completed two", "[render]") {
  // X 1 3 7 9, then 5: both diagonals at once (issue 10).
  const std::string drawn = render_final_board(board_of("XOXOXOXOX"), Style{});
  CHECK(drawn == "   X | O | X\n  ---+---+---\n   O | X | O\n  ---+---+---\n   X | O | X\n /           \\\n");
  // A row and a column: X 1 2 4 7 3 (O 5 6 8 9 elsewhere).
  CHECK(render_final_board(board_of("XXXXOOXOO"), Style{}) ==
        "   X | X | X <\n  ---+---+---\n   X | O | O\n  ---+---+---\n   X | O | O\n   ^\n");
  CHECK(win_cells(board_of("XOXOXOXOX"), Style{}) == "1-5-9 and 3-5-7");
  CHECK(win_cells(board_of("XXXXOOXOO"), Style{.numbering = Numbering(true)}) == "7-8-9 and 1-4-7");
  CHECK(win_cells(board_of("XXXOO...."), Style{}) == "1-2-3");
  CHECK(win_cells(board_of("XOXXOOOXX"), Style{}).empty());
}

TEST_CASE("every reachable board is drawn as five lines that read back as the board", "[render]") {
  for (const core::Board& board : tictactoe::test::reachable_positions()) {
    const std::string drawn = render_board(board, Style{});
    const auto lines = lines_of(drawn);
    REQUIRE(lines.size() == 5);
    for (core::Cell cell = 0; cell < core::kCellCount; ++cell) {
      const auto row = static_cast<std::size_t>(2 * (cell / 3));
      const char shown = lines[row][static_cast<std::size_t>(3 + 4 * (cell % 3))];
      const char held = board[static_cast<std::size_t>(cell)];
      if (held == core::kEmpty) {
        REQUIRE(shown == static_cast<char>('1' + cell));
      } else {
        REQUIRE(shown == held);
      }
    }
  }
}

TEST_CASE("the analysis board shows each free cell's number and its value for the side to move", "[render]") {
  const core::Board board = board_of("X.O......");
  CHECK(render_analysis(board, core::analyze(board), Style{}) ==
        "      X   | 2 loss |    O\n"
        "  --------+--------+--------\n"
        "   4 win  | 5 draw | 6 draw\n"
        "  --------+--------+--------\n"
        "   7 win  | 8 draw | 9 win\n");
  CHECK(render_analysis(board, core::analyze(board), styled(false, true)) ==
        "      X   | 8 loss |    O\n"
        "  --------+--------+--------\n"
        "   4 win  | 5 draw | 6 draw\n"
        "  --------+--------+--------\n"
        "   1 win  | 2 draw | 3 win\n");
  const std::string coloured = render_analysis(board, core::analyze(board), styled(true, false));
  CHECK(contains(coloured, kRed + "X" + kReset));
  CHECK(contains(coloured, "2 loss"));
}

}  // namespace test_render
