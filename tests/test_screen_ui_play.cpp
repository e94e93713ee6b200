// The full-screen face (screen/screen_ui.hpp) playing whole games of the
// shared flow over a scripted terminal: the cursor, digits and clicks,
// hints, undo, help, Play again and its buttons, the review, Persian.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "support/bidi.hpp"
#include "support/screen_io.hpp"
#include "support/text.hpp"

namespace test_screen_ui_play {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::Facts;

TEST_CASE("Arrows and Enter play the cursor's cell, from the centre, the result stays on screen", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"\r", kUp, "\r", kLeft, "\r", kRight, kRight, "\r", kDown, kDown, "\r", "q"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(contains(played.screen, "X wins! (cells 1-5-9)"));
  REQUIRE(played.facts.moves.size() == 5);
  CHECK(played.facts.moves[0].first == 4);
  CHECK(played.facts.moves[1].first == 1);
  CHECK(played.facts.moves[2].first == 0);
  CHECK(played.facts.moves[3].first == 2);
  CHECK(played.facts.moves[4].first == 8);
  CHECK(played.after == std::vector<std::string>{"Final score: X 1, O 0, ties 0", "Goodbye."});
}

TEST_CASE("At Play again y, Y and Enter play again and n stops, as in the line game", "[screen][ui]") {
  const std::string yes = GENERATE(as<std::string>{}, "y", "Y", "\r", "\xd0\xbd");  // н: y in the Russian layout
  ScriptedIo io;
  type_each(io, {"1", "4", "2", "5", "3", yes, "5", "q", "y"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(played.facts.results.size() == 1);
  REQUIRE(played.facts.moves.size() == 6);
  CHECK(played.facts.moves[5].first == 4);
  const std::string no = GENERATE(as<std::string>{}, "n", "N", "\xd1\x82");  // т: n in the Russian layout
  ScriptedIo stops;
  type_each(stops, {"1", "4", "2", "5", "3", no, "5"});
  const Played stopped = play(stops, hvh());
  CHECK(stopped.facts.moves.size() == 5);
  CHECK(stopped.after.front() == "Final score: X 1, O 0, ties 0");
}

TEST_CASE("Digits play at once, h j k l move the cursor, and Space plays", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"1", "4", "2", "5", "3", "y", "l", "j", " ", "q"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(played.facts.results.front() == core::Outcome::x_wins);
  REQUIRE(played.facts.moves.size() == 6);
  CHECK(played.facts.moves[5].first == 8);  // a new game starts at the centre: right, down
}

TEST_CASE("A click on a cell plays it, the buttons undo, hint and quit", "[screen][ui]") {
  ScriptedIo io;
  ScreenUi probe(io, Style{});
  const ViewText text = view_text(Catalogue(), Numbering(), 80, 24);
  const Layout layout = make_layout(80, 24, text.buttons);
  const auto click = [](std::size_t column, std::size_t row) {
    return "\x1b[<0;" + std::to_string(column + 1) + ";" + std::to_string(row + 1) + "M";
  };
  const Rect nine = layout.cell(8);
  const Rect hint = layout.buttons.at(2);
  const Rect undo = layout.buttons.at(1);
  const Rect quit = layout.buttons.at(4);
  type_each(io, {click(nine.column + 1, nine.row + 1), "\x1b[<0;1;1m", click(hint.column, hint.row),
                 click(undo.column, undo.row), click(quit.column, quit.row), "y"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  REQUIRE(played.facts.moves.size() == 1);
  CHECK(played.facts.moves[0].first == 8);
  CHECK(played.facts.taken_back == std::vector<std::size_t>{1});
}

TEST_CASE("t hints, u undoes, ? shows the help until ? again, q asks before quitting", "[screen][ui]") {
  ScriptedIo io;
  ScreenUi ui(io, Style{});
  type_each(io, {"5", "t"});
  Facts facts;
  // Drive the flow by hand to look at the screen between steps.
  io.type("?");
  io.type("x");  // ignored while the help is shown
  io.type("u");  // ignored too
  io.type("?");  // closes it
  io.type("u");
  io.type("1");  // a move on the board: q asks
  io.type("q");
  io.type("n");  // not quitting after all
  io.type("q");
  io.type("y");
  const int status = run_with(ui, hvh(), &facts);
  CHECK(status == kExitOk);
  CHECK(facts.taken_back == std::vector<std::size_t>{1});
  bool saw_help = false;
  bool saw_hint = false;
  bool saw_confirm = false;
  for (const std::string& frame : io.frames) {
    saw_help = saw_help || contains(frame, "Keys and mouse");
    saw_hint = saw_hint || contains(frame, "hint:");
    saw_confirm = saw_confirm || contains(frame, "Quit? The session ends here.");
  }
  CHECK(saw_help);
  CHECK(saw_hint);
  CHECK(saw_confirm);
}

TEST_CASE("At Play again, keys and buttons give the flow's answers: swap, undo, review, a new game", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"1", "4", "2", "5", "3", "r", kRight, kRight, kLeft, "\x1b"});
  io.script.push_back(timeout());
  type_each(io, {"u", "3", "s", "1", "4", "2", "5", "3", "\r", "q"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(played.facts.results.size() == 3);
  CHECK(played.facts.taken_back == std::vector<std::size_t>{1});
}

TEST_CASE("The review steps one move at a time to the last, trap lines and all", "[screen][ui]") {
  // 2 5 3 1 4 9: O's 5 sets a trap, X's 4 misses the block at 9.
  ScriptedIo io;
  type_each(io, {"2", "5", "3", "1", "4", "9", "r"});
  for (int step = 0; step < 7; ++step) io.type(kRight);  // past the end: stays on the last move
  type_each(io, {"\x1b", "q"});
  ScreenUi ui(io, Style{});
  run_with(ui, hvh());
  bool fifth = false;
  bool sixth = false;
  for (const std::string& frame : io.frames) {
    fifth = fifth || contains(frame, "5. X 4");
    sixth = sixth || contains(frame, "6. O 9");
  }
  CHECK(fifth);
  CHECK(sixth);
}

TEST_CASE("At Play again the buttons answer, F1 helps, Esc quits, a long name is cut and wide ones typed",
          "[screen][ui]") {
  ScriptedIo io;
  const ViewText text = view_text(Catalogue(), Numbering(), 80, 24);
  const Layout layout = make_layout(80, 24, text.buttons);
  const auto press = [&](Button button) {
    const Rect& at = layout.buttons.at(static_cast<std::size_t>(button));
    return "\x1b[<0;" + std::to_string(at.column + 1) + ";" + std::to_string(at.row + 1) + "M";
  };
  // Names: X's an emoji and far too many letters (cut, then refused), then
  // nothing (the default, X); O's Ann.
  type_each(io, {"1", "\xf0\x9f\x98\x80", std::string(300, 'a'), "\r", "\x7f", "\r", "Ann", "\r"});
  type_each(io, {"1", "4", "2", "5", "3", press(Button::review), "\r", press(Button::hint), press(Button::undo), "3",
                 "\x1bOP", "?", press(Button::new_game), "1", "4", "2", "5", "3", "\x1b"});
  io.script.push_back(timeout());
  const Played played = play(io, Options{});
  CHECK(played.status == kExitOk);
  CHECK(played.facts.results.size() == 3);
  CHECK(played.facts.taken_back == std::vector<std::size_t>{1});
}

TEST_CASE("The review leaves with Enter or q, and Left stops at the first move", "[screen][ui][review]") {
  ScriptedIo io;
  type_each(io, {"1", "4", "2", "5", "3", "r", kLeft, kLeft, "\r", "r", kRight, "q", "q"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(any_frame(io, "1. X 1"));
  CHECK(any_frame(io, "2. O 4"));
  CHECK(contains(played.screen, "Moves: 1 4 2 5 3"));
}

TEST_CASE("Against the computer without --seed, the farewell gives the seed to replay", "[screen][ui]") {
  ScriptedIo io;
  Options options;
  options.mode = Mode::hvc;
  type_each(io, {"5", "q", "y"});
  const Played played = play(io, options);
  REQUIRE(played.after.size() >= 2);
  CHECK(std::ranges::any_of(played.after, [](const std::string& line) { return contains(line, "--seed"); }));
}

TEST_CASE("A click on Quit during a game asks first, n keeps playing", "[screen][ui][mouse]") {
  ScriptedIo io;
  const Layout layout = english_layout();
  const Rect quit = layout.buttons.at(static_cast<std::size_t>(Button::quit));
  type_each(io, {"5", sgr_click(quit.column, quit.row), "n", "1", sgr_click(quit.column + 1, quit.row), "y"});
  const Played played = play(io, hvh());
  CHECK(played.facts.moves.size() == 2);
  CHECK(any_frame(io, "Quit? The session ends here."));
  ScriptedIo before;  // before the first move there is nothing to lose: no question
  type_each(before, {sgr_click(quit.column, quit.row), "5"});
  const Played at_once = play(before, hvh());
  CHECK(at_once.facts.moves.empty());
  CHECK_FALSE(any_frame(before, "Quit?"));
  CHECK(at_once.after == std::vector<std::string>{"Goodbye."});
}

TEST_CASE("In Persian the board and the buttons keep their places, and Persian digits play", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"\xdb\xb1", "\xdb\xb4", "\xdb\xb2", "\xdb\xb5", "\xdb\xb3", "q"});  // ۱ ۴ ۲ ۵ ۳
  const Played played = play(io, hvh(), Style{.text = Catalogue(language_coded("fa"))});
  CHECK(played.facts.results.front() == core::Outcome::x_wins);
  CHECK(contains(played.screen, "[\u2067"));
}

TEST_CASE("In Persian every row of every frame keeps its isolates paired, at 80x24, 40x12 and 200x60",
          "[screen][ui][bidi]") {
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}, {200, 60}}));
  INFO(columns << "x" << rows);
  ScriptedIo io;
  io.current = {columns, rows};
  // Names with blanks (isolated as a whole), a taken cell, a hint, an undo,
  // the help, a won game, the review and its verdicts, Play again.
  type_each(io, {"1", "Ann Lee", "\r",   "Bob Ray",  "\r",       "\xdb\xb5", "\xdb\xb5", "t",
                 "u", "?",       "?",    "\xdb\xb1", "\xdb\xb4", "\xdb\xb2", "\xdb\xb5", "\xdb\xb3",
                 "r", kRight,    kRight, kRight,     kRight,     kRight,     "\x1b"});
  io.script.push_back(timeout());
  type_each(io, {"q"});
  const Played played = play(io, Options{}, Style{.text = Catalogue(language_coded("fa"))});
  CHECK(played.facts.results.size() == 1);
  CHECK(io.lines.size() > 20);
  for (const auto& screen : io.lines) {
    for (const std::string& row : screen) {
      INFO(row);
      CHECK(tictactoe::test::paired(row));
    }
  }
}

}  // namespace test_screen_ui_play
