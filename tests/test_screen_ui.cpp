// The full-screen face (screen/screen_ui.hpp) playing whole sessions of the
// shared game flow over a scripted terminal: keys, the mouse, menus, names,
// hints, undo, help, review, computers at a pace, resizes, Ctrl-C, Ctrl-Z,
// Ctrl-L, and the bytes each frame costs.

#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <string>
#include <vector>

#include "app/flow/narration.hpp"
#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "app/tables/options.hpp"
#include "support/bidi.hpp"
#include "support/recorder.hpp"
#include "support/text.hpp"

namespace test_screen_ui {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::Facts;
using tictactoe::test::facts_of;
using tictactoe::test::Recorder;

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
  TerminalSize current{80, 24};
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

  Wakeup wait(std::optional<std::chrono::milliseconds> timeout, std::size_t room) override {
    waits.push_back(timeout);
    if (script.empty()) return closed_input();
    Wakeup wakeup = script.front();
    script.pop_front();
    if (wakeup.timed_out && timeout) clock += *timeout;  // the wait ran its whole time
    if (wakeup.resized && !sizes.empty()) {
      current = sizes.front();
      sizes.pop_front();
    }
    if (wakeup.bytes.size() > room) wakeup.bytes.resize(room);
    return wakeup;
  }
  [[nodiscard]] TerminalSize size() const override { return current; }
  bool write(std::string_view bytes) override {
    frames.emplace_back(bytes);
    waits_before_write = waits.size();
    return writable;
  }
  void suspend() override { ++suspended; }
  [[nodiscard]] std::chrono::steady_clock::time_point now() const override { return clock; }
  [[nodiscard]] std::chrono::milliseconds escape_timeout() const override { return escape; }

  std::vector<std::optional<std::chrono::milliseconds>> waits;  // each wait's timeout, in turn
  std::size_t waits_before_write = 0;                           // how many came before the last write
  std::chrono::milliseconds escape = kDefaultEscapeTimeout;
  std::chrono::steady_clock::time_point clock{};

 private:
  std::deque<TerminalSize> sizes;
};

struct Played {
  int status;
  std::string screen;  // the last frame, as text
  std::vector<std::string> after;
  Facts facts;
};

// Plays a session with `options` through `ui`, its facts into `facts`
// when given.
int run_with(ScreenUi& ui, Options options, Facts* facts = nullptr) {
  Recorder recorder;
  SessionSettings settings;
  settings.options = std::move(options);
  settings.sinks.push_back(&recorder);
  const int status = run_session(Face{ui, ui, ui}, settings);
  if (facts != nullptr) *facts = facts_of(recorder.events);
  return status;
}

Played play(ScriptedIo& io, Options options, Style style = {}) {
  Facts facts;
  ScreenUi ui(io, style);
  const int status = run_with(ui, std::move(options), &facts);
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

TEST_CASE("Menus are chosen with arrows, digits or the mouse, names are typed, Backspace and Esc work",
          "[screen][ui]") {
  ScriptedIo io;
  // Mode: down and up again (the default stays), then 1 (hvh). X's name:
  // "Ann" less its last letter; O's: Esc in the empty box does nothing
  // (it never takes the default), then Enter keeps the default.
  type_each(io, {kDown, kUp, "k", "j", "1", "A", "nn", "\x7f", "\r", "\x1b"});
  io.script.push_back(timeout());  // the lone Esc's timeout
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
  const int status = run_with(ui, hvh(), &facts);
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

TEST_CASE("Between computers each move waits for the pace, + and - change it, Space pauses, . steps", "[screen][ui]") {
  ScriptedIo io;
  Options options;
  options.mode = Mode::cvc;
  options.rounds = 1;
  options.seed = 7;
  ScreenUi ui(io, Style{});
  type_each(io, {"+", "+", "-", " ", " ", ".", ".", ".", ".", ".", ".", ".", ".", ".", "."});
  Facts facts;
  const int status = run_with(ui, options, &facts);
  CHECK(status == kExitOk);
  CHECK(facts.results.size() == 1);
  CHECK(ui.pace() == kDefaultPace - kPaceStep);
}

TEST_CASE("Between computers ? shows the help and q asks before quitting, the status names the side to move",
          "[screen][ui]") {
  ScriptedIo io;
  Options options;
  options.mode = Mode::cvc;
  options.seed = 3;
  type_each(io, {"?", "x", "\x1bOP", "x", "q", "n", "q", "y"});
  ScreenUi ui(io, Style{});
  const int status = run_with(ui, options);
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

namespace {

// A scripted terminal that, at each frame, reads the grid the face has just
// drawn and counts its rows whose isolates are not paired.
class CheckedIo final : public ScreenIo {
 public:
  explicit CheckedIo(ScriptedIo& inner) : inner_(inner) {}
  const ScreenUi* ui = nullptr;
  std::size_t frames = 0;
  std::size_t unpaired = 0;
  std::string first_unpaired;

  Wakeup wait(std::optional<std::chrono::milliseconds> timeout, std::size_t room) override {
    return inner_.wait(timeout, room);
  }
  [[nodiscard]] TerminalSize size() const override { return inner_.size(); }
  bool write(std::string_view bytes) override {
    ++frames;
    for (std::size_t row = 0; ui != nullptr && row < ui->shown().rows(); ++row) {
      if (tictactoe::test::paired(ui->shown().line(row))) continue;
      if (unpaired++ == 0) first_unpaired = ui->shown().line(row);
    }
    return inner_.write(bytes);
  }
  void suspend() override { inner_.suspend(); }

 private:
  ScriptedIo& inner_;
};

}  // namespace

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
  CheckedIo checked(io);
  ScreenUi ui(checked, Style{.text = Catalogue(language_coded("fa"))});
  checked.ui = &ui;
  Facts facts;
  run_with(ui, Options{}, &facts);
  CHECK(facts.results.size() == 1);
  CHECK(checked.frames > 20);
  INFO(checked.first_unpaired);
  CHECK(checked.unpaired == 0);
}

// ---- The terminal's side: the clock, resizes, the mouse, pastes, unknown bytes

namespace {

Options cvc(unsigned seed, std::optional<long long> rounds = std::nullopt) {
  Options options;
  options.mode = Mode::cvc;
  options.seed = seed;
  if (rounds) options.rounds = *rounds;
  return options;
}

void timeouts(ScriptedIo& io, int count) {
  for (int i = 0; i < count; ++i) io.script.push_back(timeout());
}

std::string sgr_click(std::size_t column, std::size_t row, int button = 0, char end = 'M') {
  return "\x1b[<" + std::to_string(button) + ";" + std::to_string(column + 1) + ";" + std::to_string(row + 1) + end;
}

std::string x10_click(std::size_t column, std::size_t row) {
  return std::string("\x1b[M") + static_cast<char>(32) + static_cast<char>(33 + column) + static_cast<char>(33 + row);
}

Layout english_layout(std::size_t columns = 80, std::size_t rows = 24) {
  const ViewText text = view_text(Catalogue(), Numbering(), columns, rows);
  return make_layout(columns, rows, text.buttons);
}

bool any_frame(const ScriptedIo& io, const std::string& text) {
  return std::ranges::any_of(io.frames, [&](const std::string& frame) { return contains(frame, text); });
}

}  // namespace

TEST_CASE("Between computers each move waits the pace on the terminal's clock, and paused waits with no timeout",
          "[screen][ui][pace]") {
  ScriptedIo io;
  timeouts(io, 2);
  type_each(io, {"-", " "});  // slower (600 ms), then paused
  type_each(io, {" "});       // going on
  timeouts(io, 40);
  ScreenUi ui(io, Style{});
  Facts facts;
  const int status = run_with(ui, cvc(7, 1), &facts);
  CHECK(status == kExitOk);
  REQUIRE(facts.results.size() == 1);
  CHECK(ui.pace() == kDefaultPace + kPaceStep);
  // The first move waited the default pace, whole; a later one 600 ms.
  CHECK(io.waits.front() == kDefaultPace);
  CHECK(std::ranges::find(io.waits, std::optional(kDefaultPace + kPaceStep)) != io.waits.end());
  // Paused: a wait for ever (no busy loop), and the pause was said.
  CHECK(std::ranges::find(io.waits, std::optional<std::chrono::milliseconds>{}) != io.waits.end());
  CHECK(any_frame(io, "Paused"));
  CHECK(any_frame(io, "600"));
}

TEST_CASE("The pace stops at its fastest and slowest", "[screen][ui][pace]") {
  ScriptedIo fast;
  type_each(fast, std::vector<std::string>(30, "+"));
  timeouts(fast, 40);
  ScreenUi quick(fast, Style{});
  run_with(quick, cvc(3, 1));
  CHECK(quick.pace() == kFastestPace);
  ScriptedIo slow;
  type_each(slow, std::vector<std::string>(30, "-"));
  timeouts(slow, 40);
  ScreenUi patient(slow, Style{});
  run_with(patient, cvc(3, 1));
  CHECK(patient.pace() == kSlowestPace);
}

TEST_CASE("Quiet rounds between computers show no move, and the tally after the rounds outlives the screen",
          "[screen][ui][pace]") {
  ScriptedIo io;
  Options options = cvc(5, 3);
  options.quiet = true;
  ScreenUi ui(io, Style{});
  Facts facts;
  CHECK(run_with(ui, options, &facts) == kExitOk);
  CHECK(facts.results.size() == 3);
  CHECK(std::ranges::none_of(io.waits, [](const auto& wait) { return wait == kDefaultPace; }));  // no pace
  // The screen is gone with the session: the tally is printed after it.
  REQUIRE_FALSE(ui.after().empty());
  CHECK(ui.after().front().starts_with("After 3 games: "));
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

TEST_CASE("A click on Quit during a game asks first, n keeps playing", "[screen][ui][mouse]") {
  ScriptedIo io;
  const Layout layout = english_layout();
  const Rect quit = layout.buttons.at(static_cast<std::size_t>(Button::quit));
  type_each(io, {sgr_click(quit.column, quit.row), "n", "5", sgr_click(quit.column + 1, quit.row), "y"});
  const Played played = play(io, hvh());
  CHECK(played.facts.moves.size() == 1);
  CHECK(any_frame(io, "Quit this game?"));
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

TEST_CASE("A stop signal, closed input or a closed terminal while the computers play end the session",
          "[screen][ui][pace]") {
  ScriptedIo signalled;
  timeouts(signalled, 3);
  signalled.script.push_back(stop_signal(1));
  ScreenUi ui(signalled, Style{});
  CHECK(run_with(ui, cvc(9)) == kExitInterrupted);
  ScriptedIo closed;
  timeouts(closed, 2);  // then the script ends: input closed
  ScreenUi closed_ui(closed, Style{});
  CHECK(run_with(closed_ui, cvc(9)) == kExitOk);
  ScriptedIo unwritable;
  unwritable.writable = false;
  timeouts(unwritable, 5);
  ScreenUi unwritable_ui(unwritable, Style{});
  CHECK(run_with(unwritable_ui, cvc(9)) == kExitOk);
  CHECK(unwritable.frames.size() == 1);
  CHECK(unwritable.waits.size() == unwritable.waits_before_write);  // no wait after the failed write
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

TEST_CASE("Ctrl-C before any game says so without a score", "[screen][ui]") {
  ScriptedIo io;
  io.type("\x03");
  const Played played = play(io, Options{});
  CHECK(played.status == kExitInterrupted);
  REQUIRE(played.after.size() == 1);
  CHECK_FALSE(contains(played.after.front(), "Score"));
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

}  // namespace test_screen_ui
