// The full-screen face's questions: menus chosen by arrows, digits, words
// and the mouse; names typed in any script, pasted, refused; what the flow
// notices at them.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/flow/narration.hpp"
#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "support/bidi.hpp"
#include "support/screen_io.hpp"
#include "support/text.hpp"

namespace test_screen_ui_menus {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::Facts;

TEST_CASE("Menus are chosen with arrows, digits or the mouse, names are typed, Backspace and Esc work",
          "[screen][ui]") {
  ScriptedIo io;
  // Mode: down and up again (the default stays), then 1 (hvh). X's name:
  // "Ann" less its last letter; O's: Esc in the empty box asks before quitting, n goes on
  // (it never takes the default), then Enter keeps the default.
  type_each(io, {kDown, kUp, "k", "j", "1", "A", "nn", "\x7f", "\r", "\x1b"});
  io.script.push_back(timeout());  // the lone Esc's timeout: it asks before quitting
  io.type("n");
  type_each(io, {"\r", "5", "q", "y"});
  const Played played = play(io, Options{});
  CHECK(played.status == kExitOk);
  REQUIRE(played.facts.moves.size() == 1);
  bool named = false;
  for (const std::string& frame : io.frames) named = named || contains(frame, "An (X) to move");
  CHECK(named);
}

TEST_CASE("A help word typed as a name shows the name's help", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"1", "?", "\r", "\r", "\r", "q", "y"});
  const Played played = play(io, Options{});
  bool helped = false;
  for (const std::string& frame : io.frames) helped = helped || contains(frame, "Enter");
  CHECK(helped);
  CHECK(played.status == kExitOk);
}

TEST_CASE("A click on a menu item chooses it", "[screen][ui]") {
  ScriptedIo io;
  ScreenUi probe(io, Style{});
  const ViewText text = view_text(Catalogue(), Numbering(), 80, 24);
  const Layout layout = make_layout(80, 24, text.buttons);
  const Style style;
  MenuView menu{
      "",
      menu_item_lines(style,
                      std::vector<MenuItem>{{"hvh", Msg::mode_hvh}, {"hvc", Msg::mode_hvc}, {"cvc", Msg::mode_cvc}}),
      0};
  std::size_t column = 0;
  std::size_t row = 0;
  for (std::size_t r = 0; r < 24 && row == 0; ++r) {
    for (std::size_t c = 0; c < 80; ++c) {
      if (menu_item_at(layout, menu, c, r) == 2) {
        column = c;
        row = r;
        break;
      }
    }
  }
  REQUIRE(row > 0);
  io.type("\x1b[<0;" + std::to_string(column + 1) + ";" + std::to_string(row + 1) + "M");
  io.type("q");
  const Played played = play(io, Options{});
  CHECK(played.status == kExitOk);
  bool level_menu = false;
  for (const std::string& frame : io.frames) level_menu = level_menu || contains(frame, "hard");
  CHECK(level_menu);  // cvc asks the computers' level next
}

TEST_CASE("A digit and a letter choose menu items, q at a menu quits", "[screen][ui]") {
  ScriptedIo hvc;
  type_each(hvc, {"2", "c", "\r", "\r", "q"});  // hvc; the computer first ("c"); the default level
  const Played played = play(hvc, Options{});
  CHECK(played.status == kExitOk);
  REQUIRE_FALSE(played.facts.moves.empty());
  CHECK(played.facts.moves[0].second == core::Seat::computer);
  ScriptedIo quits;
  quits.type("q");
  CHECK(play(quits, Options{}).after == std::vector<std::string>{"Goodbye."});
}

TEST_CASE("Pasted text is never a move, but is typed into a name", "[screen][ui][paste]") {
  ScriptedIo io;
  type_each(io, {"1", "\x1b[200~Ann\x1b[201~", "\r", "\r", "\x1b[200~5\r\x1b[201~", "5", "q", "y"});
  const Played played = play(io, Options{});
  REQUIRE(played.facts.moves.size() == 1);
  CHECK(played.facts.moves[0].first == 4);
  CHECK(any_frame(io, "Ann (X)"));
}

TEST_CASE("Names are typed in any script, Backspace takes back a whole character", "[screen][ui][names]") {
  ScriptedIo io;
  type_each(io, {"1", "\xd0\x90\xd0\xbd\xd1\x8f", "\x7f", "\r", "\xe5\xb0\x8f\xe6\x98\x8e\xe5\xad\x90", "\x7f", "\r",
                 "5", "q", "y"});  // "Аня" less "я"; "小明子" less "子"
  play(io, Options{});
  CHECK(any_frame(io, "\xd0\x90\xd0\xbd (X)"));
  bool chinese = false;
  for (const std::string& frame : io.frames) chinese = chinese || contains(frame, "\xe5\xb0\x8f");
  CHECK(chinese);
}

TEST_CASE("At a menu a number past its items, a word no item starts with and other keys change nothing",
          "[screen][ui][menus]") {
  ScriptedIo io;
  const Layout layout = english_layout();
  type_each(io,
            {"9", "0", "\x1bOP", sgr_click(0, 0), sgr_click(0, layout.keys_row), "\x1b[A", "\x1b[B", "z", "\r", "\r"});
  type_each(io, {"\r", "\r", "q"});  // hvc: you first, the default level; then quit at the move
  const Played played = play(io, Options{});
  CHECK(played.status == kExitOk);
  CHECK(any_frame(io, "(you)"));
}

TEST_CASE("What the flow notices is said on the screen: nothing to undo, a name of digits", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"1", "123", "\r", "\r", "\r", "u", "q", "y"});
  play(io, Options{});
  CHECK(any_frame(io, "Nothing to undo"));
  CHECK(any_frame(io, "cannot be a number"));
}

TEST_CASE("Input that ends while a name is typed ends the session", "[screen][ui][names]") {
  ScriptedIo io;
  type_each(io, {"1", "An"});
  const Played played = play(io, Options{});
  CHECK(played.status == kExitOk);
  CHECK(played.facts.moves.empty());
}

}  // namespace test_screen_ui_menus
