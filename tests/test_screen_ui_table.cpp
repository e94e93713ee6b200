// The full screen's keys read from one table (tables/keys.hpp, kKeys): in
// any case and in the Russian and Persian layouts, one meaning a key in
// both faces, Esc that closes or asks, the key bar and the help made from
// the table's rows.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "app/tables/keys.hpp"
#include "support/screen_io.hpp"
#include "support/text.hpp"

namespace test_screen_ui_table {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
namespace core = tictactoe::core;
using tictactoe::test::contains;

namespace {

const std::vector<std::string> kTopRow{"1", "4", "2", "5", "3"};  // X wins on 1-2-3

}  // namespace

TEST_CASE("Letter keys work with Caps Lock and in the Russian and Persian layouts, during a game",
          "[screen][keys][layouts]") {
  // u (undo), t (hint), n (new game), q (quit), typed as capitals, as
  // Russian (г е т й) and as Persian (ع ف د ض): the same keys.
  using Keys = std::vector<std::string>;
  const Keys keys = GENERATE(Keys{"U", "T", "N", "Q"}, Keys{"\xd0\xb3", "\xd0\xb5", "\xd1\x82", "\xd0\xb9"},
                             Keys{"\xd0\x93", "\xd0\x95", "\xd0\xa2", "\xd0\x99"},
                             Keys{"\xd8\xb9", "\xd9\x81", "\xd8\xaf", "\xd8\xb6"});
  ScriptedIo io;
  type_each(io, {"5", "1", keys[0], "1", keys[1], keys[2], "y", "9", keys[3], "y"});
  const Played played = play(io, hvh());
  CHECK(played.facts.taken_back == std::vector<std::size_t>{1});
  CHECK(drew(io, "hint:"));
  CHECK(played.facts.dropped == std::vector<std::size_t>{2});
  REQUIRE(played.facts.moves.size() == 4);
  CHECK(played.facts.moves[3].first == 8);
  CHECK(played.after == std::vector<std::string>{"Goodbye."});  // quit, after the question
  CHECK(drew(io, "Quit? The session ends here."));
}

TEST_CASE("At Play again Q quits and N stops with Caps Lock, as q and n do", "[screen][keys][layouts]") {
  const std::string key = GENERATE(as<std::string>{}, "Q", "N", "q", "n", "\xd0\x99", "\xd8\xaf");  // Й, د (n)
  ScriptedIo io;
  type_each(io, kTopRow);
  type_each(io, {key, "5"});
  const Played played = play(io, hvh());
  CHECK(played.facts.results.size() == 1);
  CHECK(played.facts.moves.size() == 5);  // no new game
  CHECK(played.after.front() == "Final score: X 1, O 0, ties 0");
}

TEST_CASE("Esc never quits unasked: at Play again and in the review it closes or asks", "[screen][keys][esc]") {
  ScriptedIo io;
  type_each(io, kTopRow);
  type_each(io, {"r", "\x1b"});  // the review closes
  io.script.push_back(timeout());
  io.type("\x1b");  // Play again: asks
  io.script.push_back(timeout());
  type_each(io, {"x", "\x1b"});  // x: not quitting; Esc asks again
  io.script.push_back(timeout());
  io.type("\r");  // Enter is yes
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  CHECK(std::ranges::count_if(io.screens, [](const std::string& screen) {
          return contains(screen, "Quit? The session ends here.");
        }) >= 2);
  CHECK(played.after.front() == "Final score: X 1, O 0, ties 0");
}

TEST_CASE("A confirm takes y, Y and Enter for yes, any other key for no", "[screen][keys][esc]") {
  const std::string yes = GENERATE(as<std::string>{}, "y", "Y", "\r", "q");
  ScriptedIo io;
  type_each(io, {"5", "q", "n", "1", "q", yes});
  const Played played = play(io, hvh());
  CHECK(played.facts.moves.size() == 2);
  CHECK(played.after == std::vector<std::string>{"Goodbye."});
}

TEST_CASE("The key bars are the table's rows, in its order, in every language", "[screen][keys][bar]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const Catalogue text(language);
  for (const std::uint8_t place : {on_turn, on_again, on_watch, on_review, on_help}) {
    for (const std::uint8_t modes : {use_hvh, use_hvc, use_cvc}) {
      const auto bar = bar_entries(place, modes, text);
      std::size_t at = 0;
      for (const KeySpec& row : kKeys) {
        if ((row.bar & place) == 0 || (row.modes & modes) == 0) continue;
        REQUIRE(at < bar.size());
        CHECK(contains(bar[at].full, text(row.label)));
        CHECK(contains(bar[at].full, bar[at].keys));
        ++at;
      }
      CHECK(at == bar.size());
    }
  }
  // Each place's bar ends in ?: help, q: quit (or the help box's close).
  CHECK(bar_entries(on_turn, use_hvh, Catalogue()).back().full == "q: quit");
  CHECK(bar_entries(on_help, use_hvh, Catalogue()).back().full == "Esc q: close");
}

TEST_CASE("The screen shows the key bar of where the player is, from the table", "[screen][keys][bar]") {
  ScriptedIo io;
  io.current = {200, 60};
  type_each(io, kTopRow);
  type_each(io, {"r", "\x1b"});
  io.script.push_back(timeout());
  io.type("q");
  play(io, hvh());
  for (const std::uint8_t place : {on_turn, on_again, on_review}) {
    INFO("place " << static_cast<int>(place));
    CHECK(drew(io, joined(bar_entries(place, use_hvh, Catalogue()))));
  }
}

TEST_CASE("The help box lists the keys of where the player is, and how to close it", "[screen][keys][help]") {
  ScriptedIo io;
  io.current = {120, 40};
  type_each(io, {"?", "q"});  // q closes the help, as it says
  type_each(io, kTopRow);
  type_each(io, {"?", "\x1b"});
  io.script.push_back(timeout());
  io.type("q");
  const Played played = play(io, hvh());
  CHECK(played.facts.results.size() == 1);
  CHECK(drew(io, "During a game: arrows: move  Enter: play  1-9: play now"));
  CHECK(drew(io, "After a game: y: again  n: stop"));
  CHECK(drew(io, "Esc q: close"));
}

TEST_CASE("A Russian key that is a word of the line game is the key it is on here", "[screen][keys][layouts]") {
  // д is "да" (yes) typed at the line game's Play again; on the screen it
  // is the l key, which does nothing there; н is the y key: play again.
  ScriptedIo io;
  type_each(io, kTopRow);
  type_each(io, {"\xd0\xb4", "\xd0\xbd", "5", "q"});  // д: nothing; н (the y key): again
  const Played played = play(io, hvh());
  CHECK(played.facts.moves.size() == 6);
}

}  // namespace test_screen_ui_table

namespace test_screen_ui_held {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
using tictactoe::test::contains;
using tictactoe::test::Facts;

TEST_CASE("With --rounds each result stays on screen until a key, and the tally after the last",
          "[screen][ui][rounds]") {
  Options options = hvh();
  options.rounds = 2;
  ScriptedIo io;
  type_each(io, {"1", "4", "2", "5", "3", "x"});  // X wins; x: the next game
  type_each(io, {"1", "4", "2", "5", "3"});       // X wins again: the tally
  const Played played = play(io, options);
  CHECK(played.facts.results.size() == 2);
  const auto held = std::ranges::find_if(io.screens, [](const std::string& screen) {
    return contains(screen, "X wins! (cells 1-2-3)") && contains(screen, "Press a key for the next game.");
  });
  CHECK(held != io.screens.end());
  CHECK(drew(io, "Press a key to leave."));
  CHECK(contains(played.screen, "After 2 games: X 2, O 0, ties 0"));  // the last frame: the tally, until the key
  CHECK(io.waits.back() == std::nullopt);                             // waited for that key with no timeout
}

TEST_CASE("Between computers with --rounds a result stays a pace step longer than a move", "[screen][ui][rounds]") {
  ScriptedIo io;
  timeouts(io, 40);
  ScreenUi ui(io, Style{});
  io.ui = &ui;
  Facts facts;
  CHECK(run_with(ui, watch(7, 2), &facts) == tictactoe::app::kExitOk);
  CHECK(facts.results.size() == 2);
  CHECK(std::ranges::find(io.waits, std::optional(kDefaultPace + kPaceStep)) != io.waits.end());
  CHECK(drew(io, "Press a key to leave."));
}

TEST_CASE("The too-small page says q quits, and q alone does anything there", "[screen][ui][resize]") {
  ScriptedIo io;
  io.type("5");
  io.resize({30, 8});
  type_each(io, {"y", "u", "\x1b[C", "1", "\r", "Q"});
  const Played played = play(io, hvh());
  CHECK(played.facts.moves.size() == 1);
  CHECK(played.facts.taken_back.empty());
  CHECK(drew(io, "press q to quit."));
  CHECK(played.after == std::vector<std::string>{"Goodbye."});
}

TEST_CASE("Every catalogue row cut to 80, 40 or 30 columns ends in an ellipsis, in every language",
          "[screen][view][wrap]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const Catalogue text(language);
  for (std::size_t id = 0; id < kMsgCount; ++id) {
    const std::string said = text(static_cast<Msg>(id), {"Ann Lee", 5, "X", 3, 4, 6});
    if (said.empty()) continue;  // a language with no words of its own for a command
    for (const std::size_t width : {80U, 40U, 30U}) {
      for (const std::size_t most : {1U, 2U}) {
        const auto rows = fit_rows(said, width, most);
        const auto all = wrap_rows(said, width);
        INFO("message " << id << " at " << width << ": " << said);
        for (const std::string& row : rows) CHECK(display_width(row) <= width);
        if (all.size() > most) CHECK(rows.back().ends_with("\u2026"));
        if (all.size() <= most) CHECK(rows == all);
      }
    }
  }
}

}  // namespace test_screen_ui_held

namespace test_screen_ui_after_undo {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
using tictactoe::test::contains;

TEST_CASE("After an undo the computer's move taken back is no longer shown, and its reply leaves the cursor",
          "[screen][ui][undo]") {
  Options options;
  options.mode = Mode::hvc;
  options.first = FirstMover::human;
  options.difficulty = tictactoe::core::Difficulty::perfect;
  options.seed = 1;
  ScriptedIo io;
  type_each(io, {"5", "1", "u", "\r", "q", "y"});  // Enter plays the cursor's cell: 1, where the person left it
  const Played played = play(io, options);
  const std::string undone = [&] {
    for (const std::string& screen : io.screens) {
      if (contains(screen, "Took back your move on 1")) return screen;
    }
    return std::string();
  }();
  REQUIRE_FALSE(undone.empty());
  CHECK_FALSE(contains(undone, "plays 9"));
  REQUIRE(played.facts.moves.size() >= 5);
  CHECK(played.facts.moves[4].first == 0);  // the cursor was on 1, not on the computer's reply
}

}  // namespace test_screen_ui_after_undo
