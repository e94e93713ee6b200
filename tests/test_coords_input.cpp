// --coords (issue 19, "Row and column input"): reading a row and a column
// as typed, naming cells by them, and the board with its row and column
// numbers around it.

#include <catch2/catch.hpp>

#include <string>
#include <variant>
#include <vector>

#include "app/text/input.hpp"
#include "app/text/render.hpp"
#include "support/boards.hpp"
#include "support/text.hpp"
#include "tictactoe/board.hpp"

namespace test_coords_input {

using namespace tictactoe::app;
using tictactoe::core::Cell;
using tictactoe::core::Line;
using tictactoe::test::board_of;
using tictactoe::test::contains;

namespace {

constexpr Numbering kCoords(Numbering::Layout::coords);

Style coords_style(bool color = false) {
  Style style;
  style.color = color;
  style.numbering = kCoords;
  return style;
}

// The line under a board of seven lines: the marks under its cells.
std::string lines_under(const std::string& board) {
  const auto lines = tictactoe::test::lines_of(board);
  REQUIRE(lines.size() == 7);
  return lines.back();
}

std::variant<Coords, InputError> coords(int row, std::optional<int> column = std::nullopt) {
  return Coords{row, column};
}

}  // namespace

TEST_CASE("a coords line is a row and a column, separated by blanks or one comma, or a row alone", "[coords][input]") {
  CHECK(parse_coords("2 3") == coords(2, 3));
  CHECK(parse_coords("2,3") == coords(2, 3));
  CHECK(parse_coords("  2 ,  3\r") == coords(2, 3));
  CHECK(parse_coords("1\t1") == coords(1, 1));
  CHECK(parse_coords("3, 1") == coords(3, 1));
  CHECK(parse_coords("2") == coords(2));
  CHECK(parse_coords(" +3 ") == coords(3));
  // The comma of a Persian, a Chinese or a fullwidth keyboard, and any digits parse_number takes.
  CHECK(parse_coords("\u06f2\u060c\u06f3") == coords(2, 3));
  CHECK(parse_coords("2\uff0c3") == coords(2, 3));
  CHECK(parse_coords("2\u30011") == coords(2, 1));
  CHECK(parse_coords("\uff12 \uff13") == coords(2, 3));
}

TEST_CASE("a coords line that is not a row and a column is rejected with the reason", "[coords][input]") {
  CHECK(parse_coords("") == std::variant<Coords, InputError>(InputError::empty));
  CHECK(parse_coords(" \t ") == std::variant<Coords, InputError>(InputError::empty));
  for (const char* line : {"a", "2 3 1", "2,", ",3", "2,,3", "2 , , 3", "2;3", "2 x", "x 2", "2.3", "2 3,"}) {
    INFO("line '" << line << "'");
    CHECK(parse_coords(line) == std::variant<Coords, InputError>(InputError::not_a_number));
  }
  for (const char* line : {"0", "4", "2 4", "0,1", "4 4", "23", "-1 2", "99999999999999999999 1"}) {
    INFO("line '" << line << "'");
    CHECK(parse_coords(line) == std::variant<Coords, InputError>(InputError::out_of_range));
  }
  // A word that is not a number wins over a number out of range.
  CHECK(parse_coords("9 x") == std::variant<Coords, InputError>(InputError::not_a_number));
  // Bounded: a long line of blanks and commas is read once and rejected.
  CHECK(parse_coords("1" + std::string(kMaxLineBytes, ',') + "1") ==
        std::variant<Coords, InputError>(InputError::not_a_number));
}

TEST_CASE("in coords a cell is named by its row and column as typed, its number unchanged for programs",
          "[coords][input]") {
  STATIC_REQUIRE(kCoords.coords());
  STATIC_REQUIRE_FALSE(kCoords.keypad());
  STATIC_REQUIRE_FALSE(Numbering().coords());
  STATIC_REQUIRE(Numbering(Numbering::Layout::keypad).keypad());
  CHECK(kCoords.name(0) == "1,1");
  CHECK(kCoords.name(5) == "2,3");
  CHECK(kCoords.name(6) == "3,1");
  CHECK(Numbering().name(5) == "6");
  CHECK(Numbering(true).name(0) == "7");
  for (Cell cell = 0; cell < tictactoe::core::kCellCount; ++cell) {
    CHECK(kCoords.label(cell) == cell + 1);
    CHECK(kCoords.cell(cell + 1) == cell);
    CHECK(Numbering::at(cell / 3 + 1, cell % 3 + 1) == cell);
  }
  CHECK(kCoords.line(Line{6, 4, 2}) == "1,3-2,2-3,1");
  CHECK(kCoords.line(Line{0, 3, 6}) == "1,1-2,1-3,1");
  CHECK(Numbering(true).line(Line{0, 4, 8}) == "3-5-7");
  const std::vector<Cell> corners{8, 0, 6, 2};
  CHECK(kCoords.labels(corners) == std::vector<std::string>{"1,1", "1,3", "3,1", "3,3"});
  CHECK(Numbering(true).labels(corners) == std::vector<std::string>{"1", "3", "7", "9"});
}

TEST_CASE("the coords board has the column numbers over it and each row's number before it, free cells blank",
          "[coords][render]") {
  const Style style = coords_style();
  CHECK(render_board(board_of("........."), style) ==
        "     1   2   3\n"
        "  1    |   |\n"
        "    ---+---+---\n"
        "  2    |   |\n"
        "    ---+---+---\n"
        "  3    |   |\n");
  CHECK(render_board(board_of("X.O.X...O"), style) ==
        "     1   2   3\n"
        "  1  X |   | O\n"
        "    ---+---+---\n"
        "  2    | X |\n"
        "    ---+---+---\n"
        "  3    |   | O\n");
  CHECK(style.cell_range() == "row and column 1-3");
  CHECK(style.coord_range() == "1-3");
  CHECK(style.type_cell() == Msg::coords_type_cell);
  CHECK(Style{}.type_cell() == Msg::type_cell);
  CHECK(style.type_cell_range() == "1-3");
  CHECK(Style{}.type_cell_range() == "1-9");
}

TEST_CASE("without colour the coords board points at the winning line from outside, two columns further right",
          "[coords][render]") {
  const Style style = coords_style();
  // A row: '<' after it.
  CHECK(render_final_board(board_of("XXXOO...."), style) ==
        "     1   2   3\n"
        "  1  X | X | X <\n"
        "    ---+---+---\n"
        "  2  O | O |\n"
        "    ---+---+---\n"
        "  3    |   |\n");
  // A column: '^' under it, on a line of its own.
  CHECK(lines_under(render_final_board(board_of("OX..X..XO"), style)) == "         ^");
  // The diagonals: '\' past the bottom right, '/' past the bottom left.
  CHECK(lines_under(render_final_board(board_of("XO.OX...X"), style)) == "               \\");
  CHECK(lines_under(render_final_board(board_of("XXO.O.OX."), style)) == "   /");
  CHECK(win_cells(board_of("XO.OX...X"), style) == "1,1-2,2-3,3");
  CHECK(win_cells(board_of("XXX.O.O.."), style) == "1,1-1,2-1,3");
}

TEST_CASE("with colour the coords board dims its numbers and lights the winning cells", "[coords][render]") {
  const Style style = coords_style(true);
  const std::string board = render_final_board(board_of("XXXOO...."), style);
  CHECK(contains(board, "\x1b[2m1\x1b[0m"));
  CHECK(contains(board, "\x1b[7m\x1b[1;31m X \x1b[0m"));
  CHECK_FALSE(contains(board, "<"));
  CHECK(board.starts_with("     \x1b[2m1\x1b[0m   \x1b[2m2\x1b[0m   \x1b[2m3\x1b[0m\n  \x1b[2m1\x1b[0m "));
}

}  // namespace test_coords_input
