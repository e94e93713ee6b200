// The menus of a session and the options that skip them: quit at each
// prompt, bad answers asked again, defaults, and the computer-vs-computer
// menus.

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "support/cvc.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Quit

TEST_CASE("q and quit end the session at once with status 0", "[session]") {
  const auto word = GENERATE(as<std::string>{}, "q", "quit", "Q", "QUIT", " quit\r");
  INFO("word: '" << visible(word) << "'");

  SECTION("at a move prompt, the rest of the input is not read") {
    const Result result = run("5\n" + word + "\n1\n2\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with(kO + "Goodbye.\n"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 2);
  }
  SECTION("at the mode menu") {
    const Result result = run(word + "\n1\n5\n");
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with("Goodbye.\n"));
    CHECK_FALSE(contains(result.out, "to move"));
  }
  SECTION("at the play-again prompt, with the final score") {
    const Result result = run(kXWinsTopRow + word + "\n5\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with("Goodbye.\n"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 5);
    CHECK(contains(result.out.substr(result.out.rfind(kPlayAgain)), "X 1, O 0, ties 0"));
  }
}

// ===========================================================================
// Menus and options

TEST_CASE("menu answers are checked and a bad one is asked again", "[session]") {
  const std::string long_line(300, '1');
  const std::string script = "0\n4\nx\n\n" + long_line + "\n-1\n2\n" +  // mode: 6 bad, then hvc
                             "9\nyou\n2\n" +                            // first: 2 bad, then computer
                             "5\n" + long_line + "\n\n";                // level: 2 bad, then the default
  SessionSettings settings;
  settings.options.seed = 1;
  const Result result = run(script + "q\n", settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "Mode:\n") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: ") == 7);  // the mode menu has three choices
  CHECK(occurrences(result.out, "Choose 1-2: ") == 3);
  CHECK(occurrences(result.out, "Choose 1-4 [2]: ") == 3);  // the level menu has four
  CHECK(occurrences(result.out, "Choose 1-3: 0 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: 4 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: 'x' is not a number") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: Nothing typed") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: -1 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-2: 9 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-2: 'you' is not a number") == 1);
  CHECK(occurrences(result.out, "Choose 1-4 [2]: 5 is out of range") == 1);
  CHECK(occurrences(result.out, "too long") == 2);
  // The computer moved first, so the answers were taken as given.
  CHECK(contains(result.out, "X plays "));
  CHECK(contains(result.out, kO + "Goodbye.\n"));
}

TEST_CASE("an empty line at the difficulty menu means medium", "[session]") {
  // Computer first: medium opens in the center and, after O takes a corner,
  // answers with a plain corner (hard would take the opposite corner).
  const std::uint32_t seed = GENERATE(1u, 2u, 3u, 4u);
  INFO("seed " << seed);
  SessionSettings menus;
  menus.options.seed = seed;
  const std::string moves = "1\n";
  const Result by_menu = run("2\n2\n\n" + moves, menus);
  const Result by_option = run(moves, hvc(FirstMover::computer, Difficulty::medium, seed));
  INFO("menus:\n" << by_menu.out);
  CHECK(contains(by_menu.out, "X plays 5 (center)\n"));
  CHECK(contains(by_menu.out, "(corner)\n"));
  CHECK_FALSE(contains(by_menu.out, "opposite corner"));
  // After the menus, the same game as with the option given.
  const std::string banner = by_option.out.substr(0, by_option.out.find('\n') + 1);
  REQUIRE(by_menu.out.starts_with(banner));
  CHECK(by_menu.out.ends_with(by_option.out.substr(banner.size())));
}

TEST_CASE("options given skip their menus", "[session]") {
  // Each row: the options, the answers to the menus still asked, which
  // menus appear, and whether the computer opens.
  const auto [given, answers, menus, computer_first] =
      GENERATE(table<Options, std::string, std::vector<std::string>, bool>({
          {options(Mode::hvh), "", {}, false},
          {options(Mode::hvc, FirstMover::human, Difficulty::hard, 1), "", {}, false},
          {options(Mode::hvc, FirstMover::computer, Difficulty::easy, 1), "", {}, true},
          {options(Mode::hvc, {}, {}, 1), "2\n3\n", {"Who moves first", "Difficulty:"}, true},
          {options(Mode::hvc, FirstMover::computer, {}, 1), "1\n", {"Difficulty:"}, true},
          {options(Mode::hvc, {}, Difficulty::easy, 1), "1\n", {"Who moves first"}, false},
          {options({}, FirstMover::computer, Difficulty::hard, 1), "2\n", {"Mode:"}, true},
          {options({}, FirstMover::computer, Difficulty::hard), "1\n", {"Mode:"}, false},
          {options({}, {}, Difficulty::hard, 1), "2\n1\n", {"Mode:", "Who moves first"}, false},
      }));
  SessionSettings settings;
  settings.options = given;
  INFO("answers: " << visible(answers));
  const Result result = run(answers, settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  for (const std::string title : {"Mode:", "Who moves first", "Difficulty:"}) {
    const bool asked = std::find(menus.begin(), menus.end(), title) != menus.end();
    INFO("menu: " << title);
    CHECK(occurrences(result.out, title) == (asked ? 1u : 0u));
  }
  CHECK(occurrences(result.out, "Choose ") == menus.size());
  // Input ends at the first move prompt: the answers were all used by menus.
  const std::string text = before_goodbye(result.out);
  CHECK(text.ends_with(computer_first ? kO : kX));
  CHECK(contains(text, "X plays ") == computer_first);
  CHECK(occurrences(text, " to move (1-9): ") == 1);
}

// ===========================================================================
// The computer-vs-computer menus

TEST_CASE("mode 3 in the menu is computer vs computer, asking X's and then O's difficulty", "[session][cvc]") {
  // Each row: the answers to the three menus, X's level, O's level. An empty
  // line at a level menu means medium.
  const auto [answers, x_level, o_level] = GENERATE(table<std::string, Difficulty, Difficulty>({
      {"3\n3\n1\n", Difficulty::hard, Difficulty::easy},
      {"3\n1\n3\n", Difficulty::easy, Difficulty::hard},
      {"3\n\n\n", Difficulty::medium, Difficulty::medium},
      {"3\n\n1\n", Difficulty::medium, Difficulty::easy},
      {"3\n3\n\n", Difficulty::hard, Difficulty::medium},
      {"3\n2\n2\n", Difficulty::medium, Difficulty::medium},
  }));
  const std::uint32_t seed = GENERATE(1u, 5u);
  INFO("answers: " << visible(answers) << ", seed " << seed);
  const Result result = run(answers, seeded(seed));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "  3) computer vs computer\n") == 1);
  CHECK(occurrences(result.out, "X's difficulty:\n") == 1);
  CHECK(occurrences(result.out, "O's difficulty:\n") == 1);
  CHECK(result.out.find("X's difficulty:") < result.out.find("O's difficulty:"));
  CHECK(occurrences(result.out, "Choose 1-4 [2]: ") == 2);
  CHECK(occurrences(result.out, "Choose ") == 3);
  CHECK_FALSE(contains(result.out, "Who moves first"));
  CHECK_FALSE(contains(result.out, "Difficulty:"));
  // Nobody is asked for a move: one whole game, then play again, where
  // input ends.
  CHECK_FALSE(contains(result.out, "to move (1-9)"));
  CHECK(before_goodbye(result.out).ends_with(kPlayAgain));
  const auto games = check_cvc_games(result.out, x_level, o_level);
  CHECK(games.size() == 1);
  CHECK(contains(result.out, "\nFinal score: X (" + level_name(x_level) + ") "));
}

TEST_CASE("end of input or quit at the computer-vs-computer menus ends the session before any game", "[session][cvc]") {
  // Each row: the script, the menu it stops at, and whether by end of input
  // (the prompt's line is ended) or by quitting.
  const auto [script, title, at_end] = GENERATE(table<std::string, std::string, bool>({
      {"3\n", "X's difficulty:", true},
      {"3\n1\n", "O's difficulty:", true},
      {"3\nq\n", "X's difficulty:", false},
      {"3\n\nquit\n", "O's difficulty:", false},
  }));
  INFO("script: " << visible(script));
  const Result result = run(script, seeded(1));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK_FALSE(contains(result.out, " plays "));
  CHECK_FALSE(contains(result.out, "Score"));
  CHECK(occurrences(result.out, title) == 1);
  const std::string menu = "\n" + title + "\n  1) easy\n  2) medium\n  3) hard\n  4) perfect\nChoose 1-4 [2]: ";
  CHECK(result.out.ends_with(menu + (at_end ? "\n" : "") + "Goodbye.\n"));
}
