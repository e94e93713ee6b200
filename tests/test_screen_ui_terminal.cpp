// The full-screen face on the terminal's side: too small a screen, Ctrl-C,
// Ctrl-Z and Ctrl-L, the bytes a frame costs, a closed terminal, the Esc
// timeout, unknown sequences, resizes, the mouse's reports.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "support/bidi.hpp"
#include "support/screen_io.hpp"
#include "support/text.hpp"

namespace test_screen_ui_terminal {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::Facts;

TEST_CASE("Below the minimum size the game waits behind the sentence, and comes back with the size", "[screen][ui]") {
  ScriptedIo io;
  io.type("5");
  io.resize({30, 8});
  io.type("1");  // ignored: the board is not shown
  io.resize({80, 24});
  type_each(io, {"1", "q", "y"});
  ScreenUi ui(io, Style{});
  Facts facts;
  run_with(ui, hvh(), &facts);
  REQUIRE(facts.moves.size() == 2);
  CHECK(facts.moves[1].first == 0);
  bool small = false;
  for (const std::string& frame : io.frames) small = small || contains(frame, "Make the terminal at");
  CHECK(small);
}

TEST_CASE("Ctrl-C and a stop signal end the session as interrupted, closed input as its end", "[screen][ui]") {
  ScriptedIo ctrl_c;
  type_each(ctrl_c, {"5", "\x03"});
  const Played interrupted = play(ctrl_c, hvh());
  CHECK(interrupted.status == kExitInterrupted);
  CHECK(interrupted.after.front() == "Interrupted.");
  ScriptedIo signalled;
  signalled.script.push_back(stop_signal(15));
  CHECK(play(signalled, hvh()).status == kExitInterrupted);
  ScriptedIo closed;
  closed.script.push_back(closed_input());
  CHECK(play(closed, hvh()).status == kExitOk);
}

TEST_CASE("Ctrl-Z and SIGTSTP suspend, resuming and Ctrl-L draw the whole screen again", "[screen][ui]") {
  ScriptedIo io;
  io.type("\x1a");
  Wakeup tstp;
  tstp.suspend = true;
  io.script.push_back(tstp);
  Wakeup cont;
  cont.resumed = true;
  io.script.push_back(cont);
  io.type("\x0c");
  io.type("q");
  io.type("y");
  play(io, hvh());
  CHECK(io.suspended == 2);
  std::size_t clears = 0;
  for (const std::string& frame : io.frames) clears += contains(frame, "\x1b[2J") ? 1U : 0U;
  CHECK(clears >= 4);  // the first frame, after each suspend or resume, after Ctrl-L
}

TEST_CASE("A cursor move is one write of at most 200 bytes, inside synchronized output once reported",
          "[screen][ui][bytes]") {
  ScriptedIo io;
  io.type("\x1b[?2026;2$y");
  io.type(kRight);
  io.type(kLeft);
  io.type("\x1b[200~5\x1b[201~");  // pasted: not a move
  type_each(io, {"q"});
  play(io, hvh());
  REQUIRE(io.frames.size() == 3);  // the first frame, then one a move
  for (const std::string& move : {io.frames[1], io.frames[2]}) {
    INFO("a cursor move: " << move.size() << " bytes");
    CHECK(move.size() <= 200);
    CHECK(move.starts_with(kBeginFrame));
    CHECK(move.ends_with(kEndFrame));
  }
}

TEST_CASE("A terminal that cannot be written to ends the session", "[screen][ui]") {
  ScriptedIo io;
  io.writable = false;
  io.type("5");
  CHECK(play(io, hvh()).after.empty());
}

TEST_CASE(
    "A lone Esc waits the terminal's Esc timeout for the rest of a sequence, then is a key, a sequence read in "
    "two pieces is one key",
    "[screen][ui][keys]") {
  ScriptedIo io;
  io.escape = std::chrono::milliseconds(250);  // ESCDELAY=250
  type_each(io, {"\x1b[", "C", "\r"});         // Right, cut between two reads: the cursor moves, then plays 6
  io.type("\x1b");
  const std::size_t before = io.script.size();
  io.script.push_back(timeout());
  io.type("y");  // the Esc asked to confirm quitting
  const Played played = play(io, hvh());
  CHECK(before > 0);
  REQUIRE(played.facts.moves.size() == 1);
  CHECK(played.facts.moves[0].first == 5);
  CHECK(std::ranges::find(io.waits, std::optional(std::chrono::milliseconds(250))) != io.waits.end());
  CHECK(played.after == std::vector<std::string>{"Goodbye."});
}

TEST_CASE("Unknown sequences are ignored whole, and the key after them still plays", "[screen][ui][keys]") {
  ScriptedIo io;
  type_each(io, {"\x1b[99~", "\x1b[1;5Z", "\x1bOx", "\x1b[?1;2c", "7", "q", "y"});
  const Played played = play(io, hvh());
  REQUIRE(played.facts.moves.size() == 1);
  CHECK(played.facts.moves[0].first == 6);
}

TEST_CASE("Resizing redraws the whole screen at the new size, every time", "[screen][ui][resize]") {
  ScriptedIo io;
  io.type("5");
  io.resize({200, 60});
  io.type("1");
  io.resize({40, 12});
  io.type("9");
  io.resize({80, 24});
  type_each(io, {"q", "y"});
  ScreenUi ui(io, Style{});
  Facts facts;
  run_with(ui, hvh(), &facts);
  CHECK(facts.moves.size() == 3);
  CHECK(ui.shown().columns() == 80);
  CHECK(ui.shown().rows() == 24);
  std::size_t clears = 0;
  for (const std::string& frame : io.frames) clears += contains(frame, "\x1b[2J") ? 1U : 0U;
  CHECK(clears == 4);  // the first frame and one for each resize
}

TEST_CASE("A terminal said to be 10000x5000 or 65535x65535 is drawn in its top-left 1000x500, and plays",
          "[screen][ui][resize]") {
  const TerminalSize told = GENERATE(TerminalSize{10000, 5000}, TerminalSize{65535, 65535}, TerminalSize{100000, 30});
  INFO(told.columns << "x" << told.rows);
  ScriptedIo io;
  io.current = told;
  type_each(io, {"1", "4", "2", "5", "3"});
  io.resize({80, 24});
  io.resize(told);
  type_each(io, {"q"});
  ScreenUi ui(io, Style{});
  Facts facts;
  CHECK(run_with(ui, hvh(), &facts) == kExitOk);
  CHECK(facts.results == std::vector{core::Outcome::x_wins});
  CHECK(ui.shown().columns() == std::min(told.columns, kMaxColumns));
  CHECK(ui.shown().rows() == std::min(told.rows, kMaxRows));
  CHECK(contains(ui.shown().text(), "X wins!"));
  for (const std::string& frame : io.frames) CHECK(frame.size() < 64 * 1024);  // what is drawn, not the blanks
}

TEST_CASE("Only a left click presses: right clicks, releases and drags are ignored, X10 reports click too",
          "[screen][ui][mouse]") {
  ScriptedIo io;
  const Layout layout = english_layout();
  const Rect three = layout.cell(2);
  const Rect seven = layout.cell(6);
  const Rect first = layout.cell(0);
  type_each(io, {sgr_click(three.column, three.row, 2), sgr_click(three.column, three.row, 0, 'm'),
                 sgr_click(three.column, three.row, 32), sgr_click(first.column + first.width, first.row),
                 sgr_click(0, 0), x10_click(seven.column + 1, seven.row + 1), "q", "y"});
  const Played played = play(io, hvh());
  REQUIRE(played.facts.moves.size() == 1);
  CHECK(played.facts.moves[0].first == 6);
}

TEST_CASE("Ctrl-C before any game says so without a score", "[screen][ui]") {
  ScriptedIo io;
  io.type("\x03");
  const Played played = play(io, Options{});
  CHECK(played.status == kExitInterrupted);
  REQUIRE(played.after.size() == 1);
  CHECK_FALSE(contains(played.after.front(), "Score"));
}

}  // namespace test_screen_ui_terminal
