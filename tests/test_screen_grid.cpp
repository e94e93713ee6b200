// The full-screen face's picture (screen/grid.hpp): cells written by
// display width, and the bytes that change one frame into the next.

#include <catch2/catch.hpp>

#include <string>

#include "app/screen/grid.hpp"
#include "support/text.hpp"

namespace test_screen_grid {

using namespace tictactoe::app::screen;
using tictactoe::test::contains;
using tictactoe::test::occurrences;

TEST_CASE("A new grid is blank, and text is written a cell a column", "[screen][grid]") {
  Grid grid(10, 2);
  CHECK(grid.text() == "\n\n");
  CHECK(grid.write(2, 1, "abc") == 3);
  CHECK(grid.line(1) == "  abc     ");
  CHECK(grid.at(3, 1).text == "b");
  CHECK(grid.text() == "\n  abc\n");
}

TEST_CASE("Wide characters take two cells and zero-width ones none", "[screen][grid]") {
  Grid grid(8, 1);
  CHECK(grid.write(0, 0, "\xe4\xba\x95\xe5\xad\x97x") == 5);  // 井字x
  CHECK(grid.at(0, 0).text == "\xe4\xba\x95");
  CHECK(grid.at(1, 0).text.empty());
  CHECK(grid.at(4, 0).text == "x");
  CHECK(grid.line(0) == "\xe4\xba\x95\xe5\xad\x97x   ");
  Grid marks(8, 1);
  CHECK(marks.write(0, 0,
                    "\u200e"
                    "a\u2066b\u2069") == 2);  // LRM a LRI b PDI
  CHECK(marks.at(0, 0).text ==
        "\u200e"
        "a\u2066");
  CHECK(marks.at(1, 0).text == "b\u2069");
}

TEST_CASE("Text is clipped at its limit and the right edge, a wide character that does not fit is a blank",
          "[screen][grid]") {
  Grid grid(5, 1);
  CHECK(grid.write(3, 0, "abcdef") == 2);
  CHECK(grid.line(0) == "   ab");
  CHECK(grid.write(0, 0, "xyz", {}, 2) == 2);
  CHECK(grid.line(0) == "xy ab");
  Grid wide(5, 1);
  CHECK(wide.write(2, 0, "a\xe4\xba\x95\xe5\xad\x97") == 3);  // a井 fits, 字 does not
  CHECK(wide.line(0) == "  a\xe4\xba\x95");
  CHECK(wide.write(0, 0, "\xe4\xba\x95\xe5\xad\x97", {}, 3) == 3);
  CHECK(wide.line(0) == "\xe4\xba\x95 \xe4\xba\x95");  // 字 did not fit: a blank over the a
  CHECK(grid.write(9, 0, "x") == 0);
  CHECK(grid.write(0, 4, "x") == 0);
}

TEST_CASE("Writing over half of a wide character blanks its other half", "[screen][grid]") {
  Grid grid(6, 1);
  grid.write(0, 0, "\xe4\xba\x95\xe5\xad\x97");  // 井字
  grid.write(1, 0, "x");                         // the right half of 井
  CHECK(grid.line(0) == " x\xe5\xad\x97  ");
  grid.write(2, 0, "y");  // the left half of 字
  CHECK(grid.line(0) == " xy   ");
  grid.write(0, 0, "\xe4\xba\x95\xe5\xad\x97");
  grid.fill(3, 0, 1, 1);
  CHECK(grid.line(0) == "\xe4\xba\x95    ");
}

TEST_CASE("Control bytes and invalid UTF-8 show as question marks", "[screen][grid]") {
  Grid grid(6, 1);
  grid.write(0, 0, "a\x1b[b\xff");
  CHECK(grid.line(0) == "a?[b? ");
}

TEST_CASE("fill blanks a block and paint changes only the look", "[screen][grid]") {
  Grid grid(4, 3);
  grid.write(0, 0, "abcd");
  grid.write(0, 1, "efgh");
  grid.fill(1, 0, 2, 2, Look{.reverse = true});
  CHECK(grid.text() == "a  d\ne  h\n\n");
  CHECK(grid.at(1, 1).look.reverse);
  grid.paint(0, 2, 9, Look{.bold = true});
  CHECK(grid.at(3, 2).look.bold);
  CHECK(grid.at(3, 2).text == " ");
  grid.paint(0, 5, 2, Look{});  // outside: nothing
  grid.fill(3, 2, 5, 5);
  CHECK_FALSE(grid.at(3, 2).look.bold);
}

TEST_CASE("sgr sets a look from nothing, colour only when asked", "[screen][grid]") {
  CHECK(sgr(Look{}, true) == "\x1b[0m");
  CHECK(sgr(Look{.colour = Colour::red, .bold = true, .reverse = true}, true) == "\x1b[0;1;7;31m");
  CHECK(sgr(Look{.colour = Colour::red, .bold = true, .reverse = true}, false) == "\x1b[0;1;7m");
  CHECK(sgr(Look{.colour = Colour::bright_cyan, .dim = true, .underline = true}, true) == "\x1b[0;2;4;96m");
  CHECK(sgr(Look{.colour = Colour::black}, true) == "\x1b[0;30m");
  CHECK(sgr(Look{.colour = Colour::bright_black}, true) == "\x1b[0;90m");
}

TEST_CASE("Nothing changed draws nothing", "[screen][grid]") {
  Grid grid(80, 24);
  grid.write(3, 3, "hello");
  CHECK(draw_changes(grid, grid, true).empty());
}

TEST_CASE("One changed cell is a cursor move and the cell", "[screen][grid]") {
  Grid before(80, 24);
  Grid after = before;
  after.write(9, 4, "X");
  CHECK(draw_changes(before, after, true) == "\x1b[5;10HX");
  Grid bold = before;
  bold.write(9, 4, "X", Look{.colour = Colour::blue, .bold = true});
  CHECK(draw_changes(before, bold, true) == "\x1b[5;10H\x1b[0;1;34mX\x1b[0m");
  CHECK(draw_changes(before, bold, false) == "\x1b[5;10H\x1b[0;1mX\x1b[0m");
}

TEST_CASE("Nearby changes share a cursor move, distant ones each have their own", "[screen][grid]") {
  Grid before(80, 24);
  Grid near = before;
  near.write(0, 0, "a");
  near.write(3, 0, "b");  // two unchanged cells between: rewritten
  CHECK(draw_changes(before, near, false) == "\x1b[1;1Ha  b");
  Grid far = before;
  far.write(0, 0, "a");
  far.write(20, 0, "b");
  far.write(0, 1, "c");
  CHECK(draw_changes(before, far, false) == "\x1b[1;1Ha\x1b[1;21Hb\x1b[2;1Hc");
}

TEST_CASE("A changed wide character is written from its left half", "[screen][grid]") {
  Grid before(10, 1);
  before.write(0, 0, "ab\xe4\xba\x95");
  Grid after = before;
  after.write(2, 0, "\xe5\xad\x97");
  CHECK(draw_changes(before, after, false) == "\x1b[1;3H\xe5\xad\x97");
}

TEST_CASE("After the last column the cursor is placed again", "[screen][grid]") {
  Grid before(4, 2);
  Grid after = before;
  after.write(3, 0, "x");
  after.write(0, 1, "y");
  CHECK(draw_changes(before, after, false) == "\x1b[1;4Hx\x1b[2;1Hy");
}

TEST_CASE("A grid of another size, or the first frame, is drawn whole on a cleared screen", "[screen][grid]") {
  Grid small(10, 3);
  Grid big(20, 5);
  big.write(1, 1, "hi");
  const std::string bytes = draw_changes(small, big, false);
  CHECK(bytes == draw_all(big, false));
  CHECK(bytes.starts_with("\x1b[0m\x1b[H\x1b[2J"));
  CHECK(contains(bytes, "\x1b[2;2Hhi"));
  CHECK(occurrences(bytes, "\x1b[2J") == 1);
}

TEST_CASE("Drawing the changes onto the old grid gives the new one, in bytes proportional to the change",
          "[screen][grid]") {
  Grid before(80, 24);
  for (std::size_t row = 0; row < 24; ++row) before.write(0, row, std::string(80, 'a' + static_cast<char>(row % 26)));
  Grid after = before;
  after.write(40, 12, "Z");
  CHECK(draw_changes(before, after, true).size() < 16);
  after.fill(0, 0, 80, 24);
  CHECK(draw_changes(before, after, true).size() < 24 * 90);
}

}  // namespace test_screen_grid
