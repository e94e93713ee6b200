// The full-screen face (screen/screen_ui.hpp) playing whole sessions of the
// shared game flow over a scripted terminal: keys, the mouse, menus, names,
// hints, undo, help, review, computers at a pace, resizes, Ctrl-C, Ctrl-Z,
// Ctrl-L, and the bytes each frame costs.

#include <catch2/catch.hpp>

#include <deque>
#include <string>
#include <vector>

#include "app/flow/narration.hpp"
#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "support/scripted_ui.hpp"
#include "support/text.hpp"

namespace test_screen_ui {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::Facts;

namespace {

const std::string kUp = "\x1b[A";
const std::string kDown = "\x1b[B";
const std::string kRight = "\x1b[C";
const std::string kLeft = "\x1b[D";

Wakeup timeout() {
  Wakeup wakeup;
  wakeup.timed_out = true;
  return wakeup;
}

Wakeup closed_input() {
  Wakeup wakeup;
  wakeup.input_closed = true;
  return wakeup;
}

Wakeup stop_signal(int signal) {
  Wakeup wakeup;
  wakeup.stop_signal = signal;
  return wakeup;
}

// A terminal that hands out scripted wakeups and records what was written.
// When the script runs out, input ends.
class ScriptedIo final : public ScreenIo {
 public:
  std::deque<Wakeup> script;
  std::vector<std::string> frames;
  TerminalSize now{80, 24};
  int suspended = 0;
  bool writable = true;

  void type(const std::string& bytes) {
    Wakeup wakeup;
    wakeup.bytes = bytes;
    script.push_back(wakeup);
  }
  void resize(TerminalSize size) {
    Wakeup wakeup;
    wakeup.resized = true;
    script.push_back(wakeup);
    sizes.push_back(size);
  }

  Wakeup wait(std::optional<std::chrono::milliseconds> /*timeout*/, std::size_t room) override {
    if (script.empty()) return closed_input();
    Wakeup wakeup = script.front();
    script.pop_front();
    if (wakeup.resized && !sizes.empty()) {
      now = sizes.front();
      sizes.pop_front();
    }
    if (wakeup.bytes.size() > room) wakeup.bytes.resize(room);
    return wakeup;
  }
  [[nodiscard]] TerminalSize size() const override { return now; }
  bool write(std::string_view bytes) override {
    frames.emplace_back(bytes);
    return writable;
  }
  void suspend() override { ++suspended; }

 private:
  std::deque<TerminalSize> sizes;
};

struct Played {
  int status;
  std::string screen;  // the last frame, as text
  std::vector<std::string> after;
  Facts facts;
};

Played play(ScriptedIo& io, Options options, Style style = {}) {
  Facts facts;
  ScreenUi ui(io, style);
  const int status = run_session(ui, SessionSettings{.options = std::move(options), .events = &facts});
  return {status, ui.shown().text(), ui.after(), facts};
}

Options hvh() {
  Options options;
  options.mode = Mode::hvh;
  return options;
}

// Each byte string typed as its own read.
void type_each(ScriptedIo& io, const std::vector<std::string>& keys) {
  for (const std::string& key : keys) io.type(key);
}

}  // namespace

TEST_CASE("Arrows and Enter play the cursor's cell, from the centre; the result stays on screen", "[screen][ui]") {
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

TEST_CASE("n at Play again starts a new game, as the key bar says", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"1", "4", "2", "5", "3", "n", "5", "q", "y"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(played.facts.results.size() == 1);
  REQUIRE(played.facts.moves.size() == 6);
  CHECK(played.facts.moves[5].first == 4);
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

TEST_CASE("A click on a cell plays it; the buttons undo, hint and quit", "[screen][ui]") {
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

TEST_CASE("Menus are chosen with arrows, digits or the mouse; names are typed, Backspace and Esc work",
          "[screen][ui]") {
  ScriptedIo io;
  // Mode: down and up again (the default stays), then 1 (hvh). X's name:
  // "Ann" less its last letter; O's: Esc keeps the default.
  type_each(io, {kDown, kUp, "k", "j", "1", "A", "nn", "\x7f", "\r", "\x1b"});
  io.script.push_back(timeout());  // the lone Esc's timeout
  type_each(io, {"5", "q", "y"});
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

TEST_CASE("A digit and a letter choose menu items; q at a menu quits", "[screen][ui]") {
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
  io.type("q");
  io.type("n");  // not quitting after all
  io.type("q");
  io.type("y");
  const int status = run_session(ui, SessionSettings{.options = hvh(), .events = &facts});
  CHECK(status == kExitOk);
  CHECK(facts.taken_back == std::vector<std::size_t>{1});
  bool saw_help = false;
  bool saw_hint = false;
  bool saw_confirm = false;
  for (const std::string& frame : io.frames) {
    saw_help = saw_help || contains(frame, "Keys and mouse");
    saw_hint = saw_hint || contains(frame, "hint:");
    saw_confirm = saw_confirm || contains(frame, "Quit this game?");
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
  run_session(ui, SessionSettings{.options = hvh(), .events = nullptr});
  bool fifth = false;
  bool sixth = false;
  for (const std::string& frame : io.frames) {
    fifth = fifth || contains(frame, "5. X 4");
    sixth = sixth || contains(frame, "6. O 9");
  }
  CHECK(fifth);
  CHECK(sixth);
}

TEST_CASE("Between computers each move waits for the pace; + and - change it, Space pauses, . steps", "[screen][ui]") {
  ScriptedIo io;
  Options options;
  options.mode = Mode::cvc;
  options.rounds = 1;
  options.seed = 7;
  ScreenUi ui(io, Style{});
  type_each(io, {"+", "+", "-", " ", " ", ".", ".", ".", ".", ".", ".", ".", ".", ".", "."});
  Facts facts;
  const int status = run_session(ui, SessionSettings{.options = options, .events = &facts});
  CHECK(status == kExitOk);
  CHECK(facts.results.size() == 1);
  CHECK(ui.pace() == kDefaultPace - kPaceStep);
}

TEST_CASE("Between computers ? shows the help and q asks before quitting; the status names the side to move",
          "[screen][ui]") {
  ScriptedIo io;
  Options options;
  options.mode = Mode::cvc;
  options.seed = 3;
  type_each(io, {"?", "x", "\x1bOP", "x", "q", "n", "q", "y"});
  ScreenUi ui(io, Style{});
  const int status = run_session(ui, SessionSettings{.options = options, .events = nullptr});
  CHECK(status == kExitOk);
  bool helped = false;
  bool confirmed = false;
  bool turn = false;
  for (const std::string& frame : io.frames) {
    helped = helped || contains(frame, "Keys and mouse");
    confirmed = confirmed || contains(frame, "Quit this game?");
    turn = turn || contains(frame, "to move");
  }
  CHECK(helped);
  CHECK(confirmed);
  CHECK(turn);
}

TEST_CASE("At Play again the buttons answer, F1 helps, Esc quits; a long name is cut and wide ones typed",
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

TEST_CASE("Below the minimum size the game waits behind the sentence, and comes back with the size", "[screen][ui]") {
  ScriptedIo io;
  io.type("5");
  io.resize({30, 8});
  io.type("1");  // ignored: the board is not shown
  io.resize({80, 24});
  type_each(io, {"1", "q", "y"});
  ScreenUi ui(io, Style{});
  Facts facts;
  run_session(ui, SessionSettings{.options = hvh(), .events = &facts});
  REQUIRE(facts.moves.size() == 2);
  CHECK(facts.moves[1].first == 0);
  bool small = false;
  for (const std::string& frame : io.frames) small = small || contains(frame, "Make the terminal at");
  CHECK(small);
}

TEST_CASE("Ctrl-C and a stop signal end the session as interrupted; closed input as its end", "[screen][ui]") {
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

TEST_CASE("Ctrl-Z and SIGTSTP suspend; resuming and Ctrl-L draw the whole screen again", "[screen][ui]") {
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
  io.type(kRight);
  io.type("\x1b[200~5\x1b[201~");  // pasted: not a move
  type_each(io, {"q", "y"});
  play(io, hvh());
  REQUIRE(io.frames.size() >= 3);
  const std::string& move = io.frames[2];
  INFO("a cursor move: " << move.size() << " bytes");
  CHECK(move.size() <= 200);
  CHECK(move.starts_with(kBeginFrame));
  CHECK(move.ends_with(kEndFrame));
}

TEST_CASE("A terminal that cannot be written to ends the session", "[screen][ui]") {
  ScriptedIo io;
  io.writable = false;
  io.type("5");
  CHECK(play(io, hvh()).after.empty());
}

TEST_CASE("In Persian the board and the buttons keep their places, and Persian digits play", "[screen][ui]") {
  ScriptedIo io;
  type_each(io, {"\xdb\xb1", "\xdb\xb4", "\xdb\xb2", "\xdb\xb5", "\xdb\xb3", "q"});  // ۱ ۴ ۲ ۵ ۳
  const Played played = play(io, hvh(), Style{.text = Catalogue(language_coded("fa"))});
  CHECK(played.facts.results.front() == core::Outcome::x_wins);
  CHECK(contains(played.screen, "[\u2067"));
}

}  // namespace test_screen_ui
