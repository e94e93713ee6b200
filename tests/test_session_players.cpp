// Who plays a session (issue 10): names in prompts, results and the score;
// the score kept by player when they swap who starts (s at Play again,
// --alternate); settings going back to the menus; the seed printed to
// replay a session; --quiet between computers.

#include <catch2/catch.hpp>

#include <cstdint>
#include <regex>
#include <string>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "app/tables/help.hpp"
#include "support/cvc.hpp"
#include "support/recorder.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"

namespace test_session_players {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

namespace {

LineSession named(std::vector<std::string> names, const Style& style = {}) {
  LineSession settings = hvh(style);
  settings.options.names = std::move(names);
  return settings;
}

// The output without its "Replay with --seed N" line, and N (0 if none).
std::pair<std::string, std::uint32_t> without_seed_line(const std::string& out) {
  static const std::regex kSeed("\nReplay with --seed ([0-9]+)\n");
  std::smatch match;
  if (!std::regex_search(out, match, kSeed)) return {out, 0};
  const auto seed = static_cast<std::uint32_t>(std::stoul(match[1].str()));
  return {match.prefix().str() + "\n" + match.suffix().str(), seed};
}

}  // namespace

// ===========================================================================
// Names

TEST_CASE("names appear in the prompts, the results and the score between people", "[session][names]") {
  const Result result = run(kXWinsTopRow + "n\n", named({"Ann", "Bob"}));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "Ann (X) to move (1-9): ") == 3);
  CHECK(occurrences(result.out, "Bob (O) to move (1-9): ") == 2);
  CHECK_FALSE(contains(result.out, kX));
  CHECK(contains(result.out, "\nAnn wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\nScore: Ann (X) 1, Bob (O) 0, ties 0\n"));
  CHECK(result.out.ends_with("Final score: Ann (X) 1, Bob (O) 0, ties 0\nGoodbye.\n"));
}

TEST_CASE("one name between people names the first player, the second stays O", "[session][names]") {
  const Result result = run(kOWinsDiagonal, named({"Zo\xc3\xab"}));
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, "Zo\xc3\xab (X) to move (1-9): "));
  CHECK(contains(result.out, kO));
  CHECK(contains(result.out, "\nO wins! (cells 3-5-7)\n"));
  CHECK(contains(result.out, "Score: Zo\xc3\xab (X) 0, O 1, ties 0\n"));
}

TEST_CASE("against the computer, a name given is the person's", "[session][names]") {
  // X forks the medium computer from opposite corners.
  const std::uint32_t seed = GENERATE(1u, 2u, 3u);
  LineSession settings = hvc(FirstMover::human, Difficulty::medium, seed);
  settings.options.names = {"Ann"};
  const std::string script = finish_game(settings, "", sharp({0, 8})) + "n\n";
  const Result result = run(script, settings);
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, "Ann (X) to move (1-9): "));
  CHECK(contains(result.out, "\nAnn wins! (cells "));
  CHECK(contains(result.out, "Score: Ann (X) 1, O (computer) 0, ties 0\n"));
}

TEST_CASE("a name X left to the menu, which then chooses hvc, is no name: you are not called X", "[session][names]") {
  // X is the first person's own name between people; against the computer a person may not be
  // called X or O (--names X --mode hvc is a usage error).
  Recorder events;
  LineSession settings;
  settings.options.names = {"X"};
  settings.options.first = FirstMover::computer;
  settings.options.seed = 1;
  settings.sinks = {&events};
  const Result result = run("hvc\n\nq\n", settings);
  INFO("output:\n" << result.out);
  const auto chosen = events.seated();
  REQUIRE(chosen.size() == 1);
  CHECK(chosen[0].at(Mark::o).name.empty());
  CHECK(role(chosen[0], Mark::o) == Role::you);
  CHECK(contains(result.out, "O to move (1-9): "));
  CHECK_FALSE(contains(result.out, "X (O) to move"));
}

// ===========================================================================
// Who starts

TEST_CASE("s or swap at Play again starts the next game with the other player, who plays X", "[session][swap]") {
  const auto word = GENERATE(as<std::string>{}, "s", "swap", "S", " Swap\r");
  INFO("word: '" << visible(word) << "'");
  SECTION("named people: the score stays with the players") {
    const Result result = run(kXWinsTopRow + word + "\n" + kXWinsTopRow + "n\n", named({"Ann", "Bob"}));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Score: Ann (X) 1, Bob (O) 0, ties 0\n" + kPlayAgain + "\n" + shown(".........") +
                                   "Bob (X) to move (1-9): "));
    CHECK(contains(result.out, "\nBob wins! (cells 1-2-3)\n"));
    CHECK(contains(result.out, "Score: Ann (O) 1, Bob (X) 1, ties 0\n"));
    CHECK(result.out.ends_with("Final score: Ann (O) 1, Bob (X) 1, ties 0\nGoodbye.\n"));
  }
  SECTION("unnamed people keep the names X and O, shown with the mark each plays now") {
    const Result result = run(kXWinsTopRow + word + "\n" + kOWinsDiagonal + "n\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "O (X) to move (1-9): "));
    CHECK(contains(result.out, "X (O) to move (1-9): "));
    // The player called X won both games, the first as X, the second as O.
    CHECK(contains(result.out, "\nX wins! (cells 1-2-3)\n"));
    CHECK(contains(result.out, "\nX (O) wins! (cells 3-5-7)\n"));
    CHECK(contains(result.out, "Score: X (O) 2, O (X) 0, ties 0\n"));
  }
  SECTION("against the computer, the computer starts the next game") {
    const LineSession settings = hvc(FirstMover::human, Difficulty::hard, 5);
    std::string script = finish_game(settings, "", first_free) + word + "\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    const std::string second = result.out.substr(result.out.rfind(kPlayAgain));
    CHECK(contains(second, "X plays "));
    CHECK(before_goodbye(result.out).ends_with(kO));
    CHECK(contains(result.out, "Score: X (you) 0, O (computer) 1, ties 0\n"));  // hard won the first game
  }
}

TEST_CASE("between computers there is no one to swap: s is not an answer", "[session][swap]") {
  const Result result = run("s\nn\n", cvc(Difficulty::hard));
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, kPlayAgainCvc + "\n's' is not an answer here. Type y, n, r or settings, or h for help.\n" +
                                 kPlayAgainCvc));
  CHECK(check_cvc_games(result.out, Difficulty::hard, Difficulty::hard).size() == 1);
}

TEST_CASE("alternate swaps who starts every game, in rounds and at Play again", "[session][swap]") {
  SECTION("two rounds between named people") {
    LineSession settings = named({"Ann", "Bob"});
    settings.options.alternate = true;
    settings.options.rounds = 2;
    const Result result = run(kXWinsTopRow + kXWinsTopRow, settings);
    INFO("output:\n" << result.out);
    CHECK(contains(result.out,
                   "Score: Ann (X) 1, Bob (O) 0, ties 0\n\n" + shown(".........") + "Bob (X) to move (1-9): "));
    CHECK(result.out.ends_with("After 2 games: Ann (O) 1, Bob (X) 1, ties 0\nGoodbye.\n"));
  }
  SECTION("y keeps alternating, s too") {
    LineSession settings = named({"Ann", "Bob"});
    settings.options.alternate = true;
    const Result result = run(kTie + "y\n" + kTie + "s\n" + kTie + "n\n", settings);
    INFO("output:\n" << result.out);
    const auto first_prompts = [&] {
      std::vector<std::string> names;
      for (std::size_t at = 0; (at = result.out.find(shown("........."), at)) != std::string::npos; ++at) {
        const std::size_t start = at + shown(".........").size();
        names.push_back(result.out.substr(start, result.out.find(' ', start) - start));
      }
      return names;
    }();
    CHECK(first_prompts == std::vector<std::string>{"Ann", "Bob", "Ann"});
  }
}

// ===========================================================================
// Settings and help at Play again

TEST_CASE("settings at Play again prints the score so far and goes back to the menus, their defaults as before",
          "[session][settings]") {
  const Result result = run(kXWinsTopRow + "settings\n\n\n\n" + kXWinsTopRow + "n\n", named({"Ann", "Bob"}));
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, kPlayAgain + "\nScore so far: Ann (X) 1, Bob (O) 0, ties 0. New settings start a new "
                                          "score.\n\nMode:\n"));
  CHECK(contains(result.out, "Choose 1-3 [1]: "));  // the mode as it was
  CHECK(contains(result.out, "Name for X [Ann]: \nName for O [Bob]: "));
  // A new score: one game since the settings.
  CHECK(result.out.ends_with("Final score: Ann (X) 1, Bob (O) 0, ties 0\nGoodbye.\n"));
}

TEST_CASE("after settings, a first player who takes the second's name leaves the second the first's, or O",
          "[session][settings][names]") {
  SECTION("named players: the second is offered the first's old name") {
    const Result result = run(kXWinsTopRow + "settings\n\nBob\n\nq\n", named({"Ann", "Bob"}));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Name for X [Ann]: \nName for O [Ann]: "));
    CHECK(contains(result.out, "Name for O [Ann]: \n" + shown(".........") + "Bob (X) to move (1-9): "));
  }
  SECTION("a first player called X: the second is offered O, never X") {
    const Result result = run(kXWinsTopRow + "settings\n\nBob\n\nq\n", named({"X", "Bob"}));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Name for X [X]: \nName for O [O]: "));
    CHECK_FALSE(contains(result.out, "choose another name"));
  }
}

TEST_CASE("settings can change the mode, and the new players are heard", "[session][settings]") {
  Recorder chosen;
  LineSession settings = hvh();
  settings.options.seed = 3;
  settings.sinks = {&chosen};
  const Result result = run(kXWinsTopRow + "settings\ncvc\nhard\n\n", settings);
  INFO("output:\n" << result.out);
  std::vector<Mode> modes;
  for (const Players& players : chosen.seated()) modes.push_back(players.mode);
  CHECK(modes == std::vector<Mode>{Mode::hvh, Mode::cvc});
  CHECK(contains(result.out, "\nX's difficulty:\n"));
  CHECK(contains(result.out, "X (hard) "));
  CHECK(before_goodbye(result.out).ends_with(kPlayAgainCvc));
}

TEST_CASE("h at Play again lists what can be typed there, for the mode", "[session]") {
  const Result result = run(kXWinsTopRow + "h\nn\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, kPlayAgain + "\n" + play_again_help(Style{}, Mode::hvh) + kPlayAgain));
  CHECK(contains(result.out, "  s, swap "));
}

// ===========================================================================
// The seed

TEST_CASE("a session without a seed where the computer played ends with its seed, which replays it",
          "[session][seed]") {
  for (int run_number = 0; run_number < 3; ++run_number) {
    LineSession settings;
    settings.options.mode = Mode::hvc;
    settings.options.first = FirstMover::computer;
    settings.options.difficulty = Difficulty::easy;
    const std::string script = "1\n2\n3\n4\n5\n6\n7\n8\n9\ny\n5\n";
    const Result first = run(script, settings);
    INFO("output:\n" << first.out);
    const auto [rest, seed] = without_seed_line(first.out);
    REQUIRE(contains(first.out, "\nReplay with --seed "));
    CHECK(first.out.ends_with("\nReplay with --seed " + std::to_string(seed) + "\nGoodbye.\n"));
    settings.options.seed = seed;
    const Result again = run(script, settings);
    CHECK(again.out == rest);
    CHECK_FALSE(contains(again.out, "Replay with"));  // the seed was given
  }
}

TEST_CASE("no seed is printed when no computer played, or under --quiet", "[session][seed]") {
  CHECK_FALSE(contains(run(kXWinsTopRow, hvh()).out, "Replay with"));
  LineSession quiet;
  quiet.options.mode = Mode::cvc;
  quiet.options.quiet = true;
  quiet.options.rounds = 2;
  CHECK_FALSE(contains(run("", quiet).out, "Replay with"));
}

TEST_CASE("no seed is printed when the computer has not chosen anything yet", "[session][seed]") {
  LineSession settings;
  settings.options.mode = Mode::hvc;  // you first: the computer has not moved at the first prompt
  const std::string script = GENERATE(as<std::string>{}, "", "q\n", "hint\nq\n");
  INFO("script: " << script);
  const Result result = run(script, settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK_FALSE(contains(result.out, "Replay with"));
  CHECK(result.out.ends_with("Goodbye.\n"));
}

// ===========================================================================
// Between computers, quietly

TEST_CASE("quiet rounds between computers print one tally line and nothing else", "[session][cvc][quiet]") {
  // Issue 10: `--mode cvc --rounds 1000 --quiet </dev/null` must print one tally line.
  LineSession settings = cvc(Difficulty::hard, Difficulty::easy, 200, 7);
  settings.options.quiet = true;
  const Result result = run("", settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(std::regex_match(result.out, std::regex(R"(After 200 games: X \(hard\) \d+, O \(easy\) 0, ties \d+\n)")));
}

TEST_CASE("quiet games between computers without rounds show each result line only", "[session][cvc][quiet]") {
  LineSession settings = cvc(Difficulty::hard, std::nullopt, std::nullopt, 2);
  settings.options.quiet = true;
  const Result result = run("y\nn\n", settings);
  INFO("output:\n" << result.out);
  CHECK(result.out == "It's a tie!\n" + kPlayAgainCvc + "\nIt's a tie!\n" + kPlayAgainCvc +
                          "\nFinal score: X (hard) 0, O (hard) 0, ties 2\n");
}

TEST_CASE("at a name question h explains it, and a bad or taken name is asked again", "[session][names]") {
  const std::string control = "A\x01";
  const std::string too_long(kMaxNameLength + 1, 'a');
  // Mode 1 from the menu, then the names: help, two bad ones, Ann; then O: Ann again, then Bob.
  const Result result = run("1\nh\n" + control + "\n" + too_long + "\nAnn\nann\nBob\nq\n");
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, Catalogue()(Msg::name_help, {'X', "X"}).substr(0, 30)));
  CHECK(occurrences(result.out, Catalogue()(Msg::name_bad, {static_cast<int>(kMaxNameLength)}) + "\n") == 2);
  CHECK(contains(result.out, Catalogue()(Msg::name_taken_as_shown, {"ann", "Ann"}) + "\n"));
  CHECK(contains(result.out, "Ann (X) to move (1-9): "));
}

TEST_CASE("settings after a game against the computer or between computers offers those players as defaults",
          "[session][settings]") {
  SECTION("against the computer, the computer first at hard: Enter at every menu keeps them") {
    Recorder events;
    LineSession settings = hvc(FirstMover::computer, Difficulty::hard, 3);
    const std::string played = finish_game(settings, "", first_free);
    settings.sinks = {&events};
    const Result result = run(played + "settings\n\n\n\nq\n", settings);
    INFO("output:\n" << result.out);
    const auto chosen = events.seated();
    REQUIRE(chosen.size() == 2);
    CHECK(chosen[1].mode == Mode::hvc);
    CHECK(chosen[1].level(Mark::x) == Difficulty::hard);
    CHECK_FALSE(chosen[1].level(Mark::o).has_value());
  }
  SECTION("between computers: Enter keeps each side's level") {
    Recorder events;
    LineSession settings = cvc(Difficulty::easy, Difficulty::perfect, std::nullopt, 4);
    settings.sinks = {&events};
    const Result result = run("settings\n\n\n\nn\n", settings);
    INFO("output:\n" << result.out);
    const auto chosen = events.seated();
    REQUIRE(chosen.size() == 2);
    CHECK(chosen[1].mode == Mode::cvc);
    CHECK(chosen[1].level(Mark::x) == Difficulty::easy);
    CHECK(chosen[1].level(Mark::o) == Difficulty::perfect);
  }
  SECTION("input that ends in the menus after settings ends the session cleanly, with the score so far") {
    const Result result = run(kXWinsTopRow + "settings\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(contains(result.out, "Score so far: X 1, O 0, ties 0."));
    CHECK(result.out.ends_with("Goodbye.\n"));
  }
}

}  // namespace test_session_players
