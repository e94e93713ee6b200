// The full-screen face between computers: the pace on the terminal's
// clock, + - Space and ., help and quitting while they play, quiet rounds.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "support/bidi.hpp"
#include "support/screen_io.hpp"
#include "support/text.hpp"

namespace test_screen_ui_watch {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::Facts;

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
    confirmed = confirmed || contains(frame, "Quit? The session ends here.");
    turn = turn || contains(frame, "to move");
  }
  CHECK(helped);
  CHECK(confirmed);
  CHECK(turn);
}

TEST_CASE("Between computers each move waits the pace on the terminal's clock, and paused waits with no timeout",
          "[screen][ui][pace]") {
  ScriptedIo io;
  timeouts(io, 2);
  type_each(io, {"-", " "});  // slower (600 ms), then paused
  type_each(io, {" "});       // going on
  timeouts(io, 40);
  ScreenUi ui(io, Style{});
  Facts facts;
  const int status = run_with(ui, watch(7, 1), &facts);
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
  run_with(quick, watch(3, 1));
  CHECK(quick.pace() == kFastestPace);
  ScriptedIo slow;
  type_each(slow, std::vector<std::string>(30, "-"));
  timeouts(slow, 40);
  ScreenUi patient(slow, Style{});
  run_with(patient, watch(3, 1));
  CHECK(patient.pace() == kSlowestPace);
}

TEST_CASE("Quiet rounds between computers show no move, and the tally after the rounds outlives the screen",
          "[screen][ui][pace]") {
  ScriptedIo io;
  Options options = watch(5, 3);
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

TEST_CASE("A stop signal, closed input or a closed terminal while the computers play end the session",
          "[screen][ui][pace]") {
  ScriptedIo signalled;
  timeouts(signalled, 3);
  signalled.script.push_back(stop_signal(1));
  ScreenUi ui(signalled, Style{});
  CHECK(run_with(ui, watch(9)) == kExitInterrupted);
  ScriptedIo closed;
  timeouts(closed, 2);  // then the script ends: input closed
  ScreenUi closed_ui(closed, Style{});
  CHECK(run_with(closed_ui, watch(9)) == kExitOk);
  ScriptedIo unwritable;
  unwritable.writable = false;
  timeouts(unwritable, 5);
  ScreenUi unwritable_ui(unwritable, Style{});
  CHECK(run_with(unwritable_ui, watch(9)) == kExitOk);
  CHECK(unwritable.frames.size() == 1);
  CHECK(unwritable.waits.size() == unwritable.waits_before_write);  // no wait after the failed write
}

}  // namespace test_screen_ui_watch
