// What the full-screen face shows (screen/view.hpp), drawn into an
// in-memory grid: the board with numbers, marks, the cursor, hints and the
// winning line; the text rows and buttons in every language; menus and the
// help over the board; the "make it larger" screen; and the bytes a cursor
// move costs.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/screen/grid.hpp"
#include "app/screen/layout.hpp"
#include "app/screen/view.hpp"
#include "app/text/language.hpp"
#include "app/text/layout.hpp"
#include "app/text/messages.hpp"
#include "support/bidi.hpp"
#include "support/text.hpp"

namespace test_screen_view {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::lines_of;

namespace {

struct Drawn {
  Layout layout;
  ViewText text;
  Grid grid;
};

Drawn drawn(const View& view, std::size_t columns, std::size_t rows, Language language = Language::en,
            bool keypad = false) {
  const Catalogue catalogue(language);
  ViewText text = view_text(catalogue, Numbering(keypad), columns, rows);
  Layout layout = make_layout(columns, rows, text.buttons);
  Grid grid = draw(view, layout, text);
  return {layout, text, grid};
}

// The text in the middle row of `cell`, blanks trimmed.
std::string middle_of(const Drawn& d, core::Cell cell) {
  const Rect rect = d.layout.cell(cell);
  std::string out;
  for (std::size_t c = rect.column; c < rect.column + rect.width; ++c) {
    out += d.grid.at(c, rect.row + rect.height / 2).text;
  }
  out.erase(0, out.find_first_not_of(' '));
  out.erase(out.find_last_not_of(' ') + 1);
  return out;
}

core::Board board(std::string_view cells) {
  core::Board out = core::kEmptyBoard;
  for (std::size_t i = 0; i < out.size(); ++i) out.at(i) = cells[i] == '.' ? core::kEmpty : cells[i];
  return out;
}

View sample_view() {
  View view;
  view.board = board("X.O.X....");
  view.cursor = 4;
  view.status = "O to move";
  view.score = "Score: X 0, O 0, ties 0";
  view.notes = {"X plays 5 (center)", ""};
  view.keys = "keys";
  return view;
}

}  // namespace

TEST_CASE("The 40x12 screen in English, as text", "[screen][view]") {
  const Drawn d = drawn(sample_view(), 40, 12);
  CHECK(d.grid.text() ==
        "O to move\n"
        "Score: X 0, O 0, ties 0\n"
        "               X | 2 | O\n"
        "              ---+---+---\n"
        "               4 | X | 6\n"
        "              ---+---+---\n"
        "               7 | 8 | 9\n"
        "\n"
        "X plays 5 (center)\n"
        "\n"
        "[New game] [Undo] [Hint] [Review] [Quit]\n"
        "keys\n");
}

TEST_CASE("Empty cells show their numbers, in the keypad numbering when asked", "[screen][view]") {
  View view;
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  const Drawn phone = drawn(view, columns, rows);
  const Drawn keypad = drawn(view, columns, rows, Language::en, true);
  for (core::Cell cell = 0; cell < core::kCellCount; ++cell) {
    CHECK(middle_of(phone, cell) == std::to_string(cell + 1));
    CHECK(middle_of(keypad, cell) == std::to_string(Numbering(true).label(cell)));
  }
  CHECK(middle_of(keypad, 0) == "7");
}

TEST_CASE("Marks are drawn large in large cells, bold in their colour", "[screen][view]") {
  View view;
  view.board = board("XO.......");
  const Drawn d = drawn(view, 80, 24);
  const Rect x = d.layout.cell(0);
  CHECK(d.grid.at(x.column + x.width / 2, x.row + x.height / 2).text == "X");
  CHECK(d.grid.at(x.column + x.width / 5, x.row).text == "\\");
  CHECK(d.grid.at(x.column + x.width - 1 - x.width / 5, x.row).text == "/");
  CHECK(d.grid.at(x.column + x.width / 5, x.row).look == look_of('X'));
  const Rect o = d.layout.cell(1);
  CHECK(d.grid.at(o.column + o.width / 5, o.row + o.height / 2).text == "|");
  CHECK(d.grid.at(o.column + o.width / 5, o.row).look == look_of('O'));
  CHECK(look_of('X').colour == Colour::red);
  CHECK(look_of('O').colour == Colour::cyan);
  const Drawn small = drawn(view, 40, 12);
  CHECK(middle_of(small, 0) == "X");
  CHECK(middle_of(small, 1) == "O");
}

TEST_CASE("The cursor reverses its cell's middle row, the winning line is reversed whole", "[screen][view]") {
  View view = sample_view();
  const Drawn d = drawn(view, 80, 24);
  const Rect cursor = d.layout.cell(4);
  for (std::size_t c = cursor.column; c < cursor.column + cursor.width; ++c) {
    CHECK(d.grid.at(c, cursor.row + cursor.height / 2).look.reverse);
    CHECK_FALSE(d.grid.at(c, cursor.row).look.reverse);
  }
  view.cursor.reset();
  view.board = board("XXX.OO...");
  view.winning = {0, 1, 2};
  const Drawn won = drawn(view, 80, 24);
  for (const core::Cell cell : {0, 1, 2}) {
    const Rect rect = won.layout.cell(cell);
    for (std::size_t r = rect.row; r < rect.row + rect.height; ++r) CHECK(won.grid.at(rect.column, r).look.reverse);
    CHECK(won.grid.at(rect.column + rect.width / 2, rect.row + rect.height / 2).look.bold);
  }
  CHECK_FALSE(won.grid.at(won.layout.cell(4).column, won.layout.cell(4).row).look.reverse);
}

TEST_CASE("Hinted cells show their numbers bold and underlined", "[screen][view]") {
  View view;
  view.board = board("XX..O....");
  view.hinted = {2};
  const Drawn d = drawn(view, 40, 12);
  const Rect rect = d.layout.cell(2);
  const Look look = d.grid.at(rect.column + 1, rect.row).look;
  CHECK(look.bold);
  CHECK(look.underline);
  CHECK_FALSE(d.grid.at(d.layout.cell(3).column + 1, d.layout.cell(3).row).look.underline);
}

TEST_CASE("In every language the buttons read in its words and no row is wider than the screen", "[screen][view]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  const Catalogue text(language);
  View view = sample_view();
  view.bar = bar_entries(on_turn, use_play, text);
  view.status = text(Msg::screen_turn, {"X"});
  const Drawn d = drawn(view, columns, rows, language);
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows);
  for (std::size_t row = 0; row < rows; ++row) CHECK(display_width(d.grid.line(row)) == columns);
  for (std::size_t i = 0; i < kButtons.size(); ++i) {
    const Rect& button = d.layout.buttons.at(i);
    std::string shown;
    for (std::size_t c = button.column; c < button.column + button.width; ++c) shown += d.grid.at(c, button.row).text;
    CHECK(contains(shown, d.text.buttons.at(i)));
  }
  CHECK(contains(d.grid.line(d.layout.status_row), text(Msg::screen_turn, {"X"})));
}

TEST_CASE("In Persian text rows start with RLM, and the buttons' row stays left to right with isolated labels",
          "[screen][view]") {
  const Drawn d = drawn(sample_view(), 80, 24, language_coded("fa"));
  CHECK(d.grid.line(d.layout.status_row).starts_with(kRightToLeftMark));
  CHECK(d.grid.line(d.layout.keys_row).starts_with(kRightToLeftMark));
  const std::string buttons = d.grid.line(d.layout.buttons.front().row);
  CHECK(buttons.starts_with(std::string(kLeftToRightMark) + "[" + std::string(kRightToLeftIsolate)));
  CHECK(contains(buttons, d.text.buttons.at(0) + std::string(kPopDirectionalIsolate) + "]"));
  // The board's rows have no marks: they stay left to right in any terminal.
  CHECK_FALSE(contains(d.grid.line(d.layout.board.row), kRightToLeftMark));
  const Drawn english = drawn(sample_view(), 80, 24);
  CHECK_FALSE(contains(english.grid.line(0), kRightToLeftMark));
}

TEST_CASE("A menu is drawn over the board, its selected item reversed, and a click finds its items", "[screen][view]") {
  View view;
  view.menu = MenuView{"Mode:", {"1) hvh  human vs human", "2) hvc  human vs computer", "3) cvc"}, 1};
  const Drawn d = drawn(view, 80, 24);
  const std::string text = d.grid.text();
  CHECK(contains(text, "| Mode:"));
  CHECK(contains(text, "| 2) hvc  human vs computer"));
  const std::vector<std::string> lines = lines_of(text);
  std::size_t selected = 0;
  for (std::size_t row = 0; row < lines.size(); ++row) {
    if (contains(lines[row], "2) hvc")) selected = row;
  }
  REQUIRE(selected > 0);
  const std::size_t column = lines[selected].find("2) hvc");
  CHECK(d.grid.at(column, selected).look.reverse);
  CHECK_FALSE(d.grid.at(column, selected - 1).look.reverse);
  CHECK(menu_item_at(d.layout, *view.menu, column, selected) == 1);
  CHECK(menu_item_at(d.layout, *view.menu, column, selected - 1) == 0);
  CHECK(menu_item_at(d.layout, *view.menu, column, selected + 1) == 2);
  CHECK_FALSE(menu_item_at(d.layout, *view.menu, column, selected + 2));  // the border
  CHECK_FALSE(menu_item_at(d.layout, *view.menu, column, selected - 2));  // the blank under the title
  CHECK_FALSE(menu_item_at(d.layout, *view.menu, 0, selected));
  CHECK_FALSE(menu_item_at(make_layout(30, 8, d.text.buttons), *view.menu, column, selected));
}

TEST_CASE("The help is drawn in a box over the board, its title bold", "[screen][view]") {
  View view;
  view.overlay = {"Keys and mouse", "u: undo", "q: quit"};
  const Drawn d = drawn(view, 40, 12);
  const std::string text = d.grid.text();
  CHECK(contains(text, "+----"));
  CHECK(contains(text, "| Keys and mouse"));
  CHECK(contains(text, "| u: undo"));
  const std::vector<std::string> lines = lines_of(text);
  for (std::size_t row = 0; row < lines.size(); ++row) {
    if (const auto at = lines[row].find("Keys"); at != std::string::npos) CHECK(d.grid.at(at, row).look.bold);
  }
}

TEST_CASE("Below the minimum size only the sentence asking for a larger terminal is shown", "[screen][view]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{30, 8}, {39, 24}, {10, 3}}));
  const Drawn d = drawn(sample_view(), columns, rows, language);
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows);
  const std::string text = d.grid.text();
  INFO(text);
  CHECK_FALSE(contains(text, "|"));
  CHECK_FALSE(contains(text, "O to move"));
  for (std::size_t row = 0; row < rows; ++row) CHECK(display_width(d.grid.line(row)) == columns);
  std::string all;
  for (std::size_t row = 0; row < rows; ++row) all += d.grid.line(row);
  if (rows > 3) CHECK(contains(all, "40"));
  if (language == Language::en && columns == 30) {
    CHECK(contains(text, "Make the terminal at least\n"));
    CHECK(contains(text, "40x12 (it is 30x8 now), or\n"));
    CHECK(contains(text, "press q to quit.\n"));
  }
}

TEST_CASE("Moving the cursor one cell costs at most 200 bytes, in every language and at every size",
          "[screen][view][bytes]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  const Catalogue text(language);
  View view = sample_view();
  view.bar = bar_entries(on_turn, use_play, text);
  const Drawn before = drawn(view, columns, rows, language);
  view.cursor = 5;
  const Drawn after = drawn(view, columns, rows, language);
  const std::string bytes = draw_changes(before.grid, after.grid, true);
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows << ": " << bytes.size() << " bytes");
  CHECK(bytes.size() <= 200);
  CHECK(bytes.size() > 0);
}

// ---- Wrapping and bidi: every row fits, words stay whole, isolates stay paired

namespace {

// `text` without its directional marks and isolates, split at blanks.
std::vector<std::string> words_of(std::string_view text) {
  std::string plain;
  for (std::size_t i = 0; i < text.size();) {
    const auto decoded = decode_utf8(text.substr(i));
    const std::size_t length = decoded ? decoded->length : 1;
    const char32_t code = decoded ? decoded->code : 0;
    if (code != 0x200e && code != 0x200f && (code < 0x2066 || code > 0x2069)) plain += text.substr(i, length);
    i += length;
  }
  std::vector<std::string> words;
  for (std::size_t at = 0; at < plain.size();) {
    const std::size_t end = std::min(plain.find(' ', at), plain.size());
    if (end > at) words.push_back(plain.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

const std::vector<Language>& every_language() {
  static const std::vector<Language> kAll{Language::en, language_coded("ru"), language_coded("zh_CN"),
                                          language_coded("fa")};
  return kAll;
}

}  // namespace

TEST_CASE("Long notes are wrapped at words into the rows above the buttons, in every language and at every size",
          "[screen][view][wrap]") {
  const Language language = GENERATE(from_range(every_language()));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows);
  const Catalogue text(language);
  View view = sample_view();
  view.notes = {text(Msg::screen_help_other), text(Msg::cell_taken, {5, "X"})};
  const Drawn d = drawn(view, columns, rows, language);
  REQUIRE(d.layout.notes_rows >= 2);  // 3 but where the buttons take two rows
  std::vector<std::string> shown;
  for (std::size_t row = d.layout.notes_row; row < d.layout.notes_row + d.layout.notes_rows; ++row) {
    CHECK(display_width(d.grid.line(row)) == columns);
    for (const std::string& word : words_of(d.grid.line(row))) shown.push_back(word);
  }
  // Every word shown is a whole word of a note (one cut short ends in "…";
  // Chinese may break between any two characters).
  std::vector<std::string> said = words_of(view.notes[0]);
  for (const std::string& word : words_of(view.notes[1])) said.push_back(word);
  const bool chinese = language == language_coded("zh_CN");
  for (const std::string& word : shown) {
    INFO(word);
    const bool whole = std::ranges::find(said, word) != said.end();
    CHECK((whole || chinese || word.ends_with("\u2026")));
  }
  // What was just said is there whole, above the buttons, with three rows
  // (Russian and Persian at 40x12 have two: their buttons take two rows).
  std::string last_rows;
  for (std::size_t row = d.layout.notes_row; row < d.layout.notes_row + d.layout.notes_rows; ++row)
    last_rows += d.grid.line(row);
  for (const std::string& word : words_of(view.notes[1])) {
    if (!chinese && d.layout.notes_rows >= 3) CHECK(contains(last_rows, word));
  }
  CHECK(words_of(d.grid.line(d.layout.buttons.front().row - 1)).size() > 0);
  // At 200 columns both notes fit in one row each.
  if (columns == 200) CHECK(contains(d.grid.text(), text(Msg::cell_taken, {5, "X"})));
}

TEST_CASE("The help is wrapped to the screen in every language, and a help taller than the screen ends in \"…\"",
          "[screen][view][wrap]") {
  const Language language = GENERATE(from_range(every_language()));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  INFO("language " << static_cast<int>(language) << ", " << columns << "x" << rows);
  const Catalogue text(language);
  View view = sample_view();
  view.overlay = {text(Msg::screen_help_title),        help_keys(on_turn, use_play, text),
                  help_keys(on_again, use_play, text), text(Msg::screen_help_mouse),
                  help_keys(on_watch, use_play, text), text(Msg::screen_help_other)};
  const Drawn d = drawn(view, columns, rows, language);
  std::vector<std::string> said;
  for (const std::string& line : view.overlay) {
    for (const std::string& word : words_of(line)) said.push_back(word);
  }
  for (std::size_t row = 0; row < rows; ++row) CHECK(display_width(d.grid.line(row)) == columns);
  // The box: its top left corner is the first "+-" on the screen.
  std::size_t top = rows;
  std::size_t left = 0;
  for (std::size_t row = 0; row < rows && top == rows; ++row) {
    for (std::size_t c = 0; c + 1 < columns; ++c) {
      if (d.grid.at(c, row).text == "+" && d.grid.at(c + 1, row).text == "-") {
        top = row;
        left = c;
        break;
      }
    }
  }
  REQUIRE(top < rows);
  std::size_t right = left + 1;
  while (d.grid.at(right, top).text != "+") ++right;
  std::size_t inside = 0;
  bool cut = false;
  for (std::size_t row = top + 1; row < rows && d.grid.at(left, row).text == "|"; ++row) {
    std::string line;
    for (std::size_t c = left + 1; c < right; ++c) line += d.grid.at(c, row).text;
    ++inside;
    for (const std::string& word : words_of(line)) {
      INFO(word);
      const bool whole = std::ranges::find(said, word) != said.end();
      cut = cut || word.ends_with("\u2026");
      CHECK((whole || language == language_coded("zh_CN") || word.ends_with("\u2026")));
    }
  }
  CHECK(inside >= view.overlay.size());
  // 40x12 has 10 rows inside the box: the help needs more there, in every
  // language (tests/golden/chinese_40x12.txt); how to close it comes first.
  CHECK(cut == (rows == 12));
  if (rows > 12) CHECK(contains(d.grid.text(), words_of(text(Msg::screen_help_other)).back()));
}

TEST_CASE(
    "Each row the screen draws keeps its isolates paired, for every Persian message in every place, at every "
    "size",
    "[screen][view][bidi]") {
  const Catalogue text(language_coded("fa"));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  const ViewText view_text_fa = view_text(text, Numbering(), columns, rows);
  const Layout layout = make_layout(columns, rows, view_text_fa.buttons);
  for (std::size_t id = 0; id < kMsgCount; ++id) {
    const auto msg = static_cast<Msg>(id);
    const std::string said = text(msg, {"Ann Lee", 5, "X", 3, 4, 6});
    View view = sample_view();
    view.status = said;
    view.score = said + " " + said;
    view.notes = {said + " " + said, said};
    view.keys = said + "  " + joined(bar_entries(on_turn, use_play, text));
    View boxed = view;
    boxed.overlay = {said, said + " " + said};
    View menu = view;
    menu.menu = MenuView{said, {said, "2) hvc"}, 0};
    for (const View* shown : {&view, &boxed, &menu}) {
      const Grid grid = draw(*shown, layout, view_text_fa);
      for (std::size_t row = 0; row < rows; ++row) {
        INFO("message " << id << " at " << columns << "x" << rows << ", row " << row << ": " << grid.line(row));
        CHECK(tictactoe::test::paired(grid.line(row)));
        CHECK(display_width(grid.line(row)) == columns);
      }
    }
  }
}

}  // namespace test_screen_view
