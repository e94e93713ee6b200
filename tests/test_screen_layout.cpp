// Where the full-screen face puts things (screen/layout.hpp): the board
// sized to the terminal, the rows of text, the buttons, and what a click
// hits, at 80x24, 40x12 and 200x60 in every language.

#include <catch2/catch.hpp>

#include <array>
#include <string>

#include "app/screen/layout.hpp"
#include "app/screen/view.hpp"
#include "app/text/language.hpp"
#include "app/text/messages.hpp"

namespace test_screen_layout {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
namespace core = tictactoe::core;

namespace {

Layout layout_in(Language language, std::size_t columns, std::size_t rows) {
  const ViewText text = view_text(Catalogue(language), Numbering(), columns, rows);
  return make_layout(columns, rows, text.buttons);
}

bool overlap(const Rect& a, const Rect& b) {
  return a.column < b.column + b.width && b.column < a.column + a.width && a.row < b.row + b.height &&
         b.row < a.row + a.height;
}

}  // namespace

TEST_CASE("The board's cells grow with the terminal, about twice as wide as high", "[screen][layout]") {
  const auto [columns, rows, height, width] = GENERATE(table<std::size_t, std::size_t, std::size_t, std::size_t>({
      {80, 24, 5, 11},
      {40, 12, 1, 3},
      {200, 60, kMaxCellHeight, 2 * kMaxCellHeight + 1},
      {40, 60, 5, 12},  // narrow and tall: as wide as the screen allows
  }));
  const Layout layout = layout_in(Language::en, columns, rows);
  INFO(columns << "x" << rows);
  REQUIRE(layout.fits);
  CHECK(layout.cell_height == height);
  CHECK(layout.cell_width == width);
  CHECK(layout.board.width == 3 * width + 2);
  CHECK(layout.board.height == 3 * height + 2);
}

TEST_CASE("Everything has its own place on the screen, in every language and at every size", "[screen][layout]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows);
  const Layout layout = layout_in(language, columns, rows);
  REQUIRE(layout.fits);
  CHECK(layout.status_row == 0);
  CHECK(layout.score_row == 1);
  CHECK(layout.keys_row == rows - 1);
  // The board between the score and the notes, centred across the screen.
  CHECK(layout.board.row > layout.score_row);
  CHECK(layout.board.row + layout.board.height <= layout.notes_row);
  CHECK(layout.board.column + layout.board.width <= columns);
  CHECK(layout.board.column == (columns - layout.board.width) / 2);
  // The buttons below the notes, above the key bar, inside the screen, apart.
  for (std::size_t i = 0; i < kButtons.size(); ++i) {
    const Rect& button = layout.buttons.at(i);
    CHECK(button.row > layout.notes_row + 1);
    CHECK(button.row < layout.keys_row);
    CHECK(button.column + button.width <= columns);
    for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(overlap(button, layout.buttons.at(j)));
  }
  // The cells inside the board, apart.
  for (core::Cell cell = 0; cell < core::kCellCount; ++cell) {
    const Rect rect = layout.cell(cell);
    CHECK(overlap(rect, layout.board));
    for (core::Cell other = 0; other < cell; ++other) CHECK_FALSE(overlap(rect, layout.cell(other)));
  }
}

TEST_CASE("The notes take the rows between the board and the buttons, at least two", "[screen][layout]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows);
  const Layout layout = layout_in(language, columns, rows);
  REQUIRE(layout.fits);
  CHECK(layout.notes_row == layout.board.row + layout.board.height);
  CHECK(layout.notes_row + layout.notes_rows == layout.buttons.front().row);
  CHECK(layout.notes_rows >= 2);
  if (layout.buttons.front().row == layout.buttons.back().row) CHECK(layout.notes_rows >= 3);
  if (rows == 60) CHECK(layout.notes_rows >= 10);
}

TEST_CASE("The buttons take one row when they fit, two when they do not", "[screen][layout]") {
  const Layout wide = layout_in(language_coded("ru"), 80, 24);
  for (const Rect& button : wide.buttons) CHECK(button.row == wide.keys_row - 1);
  const Layout narrow = layout_in(language_coded("ru"), 40, 12);
  CHECK(narrow.buttons.front().row == narrow.keys_row - 2);
  CHECK(narrow.buttons.back().row == narrow.keys_row - 1);
  const std::array<std::string, 5> huge{std::string(50, 'a'), "b", "c", "d", "e"};
  CHECK_FALSE(make_layout(40, 12, huge).fits);
  const std::array<std::string, 5> three_rows{std::string(30, 'a'), std::string(30, 'b'), std::string(30, 'c'), "d",
                                              "e"};
  CHECK_FALSE(make_layout(40, 12, three_rows).fits);
}

TEST_CASE("Below the minimum size the layout does not fit, and a click hits nothing", "[screen][layout]") {
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{39, 24}, {80, 11}, {30, 8}, {0, 0}, {1, 1}}));
  INFO(columns << "x" << rows);
  const Layout layout = layout_in(Language::en, columns, rows);
  CHECK_FALSE(layout.fits);
  CHECK(hit(layout, 0, 0) == Target{});
  CHECK(hit(layout, columns / 2, rows / 2) == Target{});
}

TEST_CASE("A click hits the cell it is in, the button it is on, and nothing on a separator or text",
          "[screen][layout]") {
  const Language language = GENERATE(Language::en, language_coded("zh_CN"), language_coded("fa"));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  const Layout layout = layout_in(language, columns, rows);
  REQUIRE(layout.fits);
  for (core::Cell cell = 0; cell < core::kCellCount; ++cell) {
    const Rect rect = layout.cell(cell);
    const Target expected{Target::Kind::cell, static_cast<std::size_t>(cell)};
    CHECK(hit(layout, rect.column, rect.row) == expected);
    CHECK(hit(layout, rect.column + rect.width - 1, rect.row + rect.height - 1) == expected);
    CHECK(hit(layout, rect.column + rect.width / 2, rect.row + rect.height / 2) == expected);
  }
  // The separators right of the first cell and below it.
  const Rect first = layout.cell(0);
  CHECK(hit(layout, first.column + first.width, first.row) == Target{});
  CHECK(hit(layout, first.column, first.row + first.height) == Target{});
  for (std::size_t i = 0; i < kButtons.size(); ++i) {
    const Rect& button = layout.buttons.at(i);
    CHECK(hit(layout, button.column, button.row) == Target{Target::Kind::button, i});
    CHECK(hit(layout, button.column + button.width - 1, button.row) == Target{Target::Kind::button, i});
  }
  CHECK(hit(layout, 0, layout.status_row) == Target{});
  CHECK(hit(layout, 0, layout.keys_row) == Target{});
  CHECK(hit(layout, columns + 5, rows + 5) == Target{});
}

TEST_CASE("An overlay box is centred on the board and clipped to the screen", "[screen][layout]") {
  const Layout layout = layout_in(Language::en, 80, 24);
  const Rect box = overlay_box(layout, 30, 6);
  CHECK(box.width == 34);
  CHECK(box.height == 8);
  CHECK(box.column == 23);
  CHECK(box.row + box.height / 2 == layout.board.row + layout.board.height / 2);
  const Rect huge = overlay_box(layout, 500, 500);
  CHECK(huge == Rect{0, 0, 80, 24});
}

}  // namespace test_screen_layout
