// Sessions of the computer against itself: levels given, every move its
// level's choice, rounds, and replay from a seed.

#include <catch2/catch.hpp>

#include <cstdint>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/score.hpp"
#include "support/cvc.hpp"
#include "support/recorder.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"

namespace test_session_cvc {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Computer vs computer

TEST_CASE("computer vs computer with the mode and levels given asks nothing before playing", "[session][cvc]") {
  SECTION("difficulty hard alone makes both sides hard: a tie, and no menu") {
    const std::uint32_t seed = GENERATE(0u, 1u, 2u, 3u);
    INFO("seed " << seed);
    const Result result = run("", cvc(Difficulty::hard, std::nullopt, std::nullopt, seed));
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK_FALSE(contains(result.out, "Mode:"));
    CHECK_FALSE(contains(result.out, "ifficulty:"));
    CHECK_FALSE(contains(result.out, "Choose"));
    CHECK(contains(result.out, "It's a tie!\n"));
    CHECK(result.out.ends_with("Score: X (hard) 0, O (hard) 0, ties 1\n" + kPlayAgainCvc +
                               "\nFinal score: X (hard) 0, O (hard) 0, ties 1\nGoodbye.\n"));
    check_cvc_games(result.out, Difficulty::hard, Difficulty::hard);
  }
  SECTION("the o-difficulty option sets O's level apart") {
    const std::uint32_t seed = GENERATE(1u, 2u, 3u);
    INFO("seed " << seed);
    const Result result = run("", cvc(Difficulty::hard, Difficulty::easy, std::nullopt, seed));
    INFO("output:\n" << result.out);
    CHECK_FALSE(contains(result.out, "Choose"));
    static const std::regex kScore(R"(\nScore: X \(hard\) [01], O \(easy\) 0, ties [01]\n)");
    CHECK(std::regex_search(result.out, kScore));
    CHECK(check_cvc_games(result.out, Difficulty::hard, Difficulty::easy).size() == 1);
  }
  SECTION("with only O's level given, X plays medium and nothing is asked (issue 10: a menu asked)") {
    LineSession settings;
    settings.options.mode = Mode::cvc;
    settings.options.o_difficulty = Difficulty::easy;
    settings.options.seed = 4;
    const Result result = run("3\n", settings);
    INFO("output:\n" << result.out);
    CHECK_FALSE(contains(result.out, "ifficulty:"));
    CHECK(check_cvc_games(result.out, Difficulty::medium, Difficulty::easy).size() == 1);
    CHECK(result.unread.empty());  // the "3" was read as an answer to Play again, not a menu
  }
  SECTION("with the level given but not the mode, choosing mode 3 asks no level") {
    LineSession settings;
    settings.options.difficulty = Difficulty::hard;
    settings.options.seed = 4;
    const Result result = run("3\n", settings);
    INFO("output:\n" << result.out);
    CHECK(occurrences(result.out, "Choose 1-") == 1);
    CHECK_FALSE(contains(result.out, "ifficulty:"));
    CHECK(contains(result.out, "Score: X (hard) 0, O (hard) 0, ties 1\n"));
  }
  SECTION("play again starts another game and keeps the score") {
    const Result result = run("y\n\nn\n", cvc(Difficulty::hard));
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(occurrences(result.out, kPlayAgainCvc) == 3);
    CHECK(check_cvc_games(result.out, Difficulty::hard, Difficulty::hard).size() == 3);
    CHECK(result.out.ends_with("Score: X (hard) 0, O (hard) 0, ties 3\n" + kPlayAgainCvc +
                               "\nFinal score: X (hard) 0, O (hard) 0, ties 3\nGoodbye.\n"));
  }
}

TEST_CASE("every computer-vs-computer move is its side's level's choice, announced and recorded", "[session][cvc]") {
  const auto x_level = GENERATE(from_range(all_levels()));
  const auto o_level = GENERATE(from_range(all_levels()));
  const bool keypad = GENERATE(false, true);
  const std::uint32_t seed = GENERATE(7u, 2024u);
  INFO("X " << level_name(x_level) << ", O " << level_name(o_level) << (keypad ? ", keypad" : "") << ", seed " << seed);
  const Style style = styled(false, keypad);
  const Result result = run("", cvc(x_level, o_level, 8, seed, style));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  const auto games = check_cvc_games(result.out, x_level, o_level, style.numbering, 8);
  CHECK(games.size() == 8);
  for (const auto& game : games) CHECK(game.plays.size() >= 5);  // no game is won in fewer moves
}

// The transcripts below end as they do without the computers' banter
// (test_remarks.cpp has it).
namespace {
LineSession quiet_cvc(Difficulty level, int rounds, std::uint32_t seed) {
  LineSession settings = cvc(level, std::nullopt, rounds, seed);
  settings.options.no_remarks = true;
  return settings;
}
}  // namespace

TEST_CASE("a rounds session between computers plays that many games without reading input", "[session][cvc][rounds]") {
  const std::uint32_t seed = GENERATE(0u, 99u, 4294967295u);
  INFO("seed " << seed);
  SECTION("100 games between hard players are 100 ties") {
    const Result result = run("q\nn\n5\n", quiet_cvc(Difficulty::hard, 100, seed));
    CHECK(result.status == kExitOk);
    CHECK(result.unread == "q\nn\n5\n");
    const auto games = check_cvc_games(result.out, Difficulty::hard, Difficulty::hard, Numbering{}, 100);
    REQUIRE(games.size() == 100);
    // The last game's Moves line is followed by the tally, not a Score line.
    CHECK(result.out.ends_with("\nIt's a tie!\n" + games.back().moves +
                               "\nAfter 100 games: X (hard) 0, O (hard) 0, ties 100\nGoodbye.\n"));
    CHECK(contains(result.out, "\nScore: X (hard) 0, O (hard) 0, ties 99\n"));
    CHECK_FALSE(contains(result.out, "Score: X (hard) 0, O (hard) 0, ties 100"));
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK_FALSE(contains(result.out, "Final score"));
    CHECK(occurrences(result.out, "It's a tie!\n") == 100);
    CHECK(occurrences(result.out, "\nMoves: ") == 100);
    CHECK(occurrences(result.out, "\nScore: ") == 99);
    CHECK(occurrences(result.out, "After ") == 1);
  }
  SECTION("one round says game, not games") {
    const Result result = run("", quiet_cvc(Difficulty::hard, 1, seed));
    CHECK(result.status == kExitOk);
    const auto games = check_cvc_games(result.out, Difficulty::hard, Difficulty::hard, Numbering{}, 1);
    REQUIRE(games.size() == 1);
    CHECK(result.out.ends_with("\nIt's a tie!\n" + games.back().moves +
                               "\nAfter 1 game: X (hard) 0, O (hard) 0, ties 1\nGoodbye.\n"));
    CHECK_FALSE(contains(result.out, "Score: "));
    CHECK_FALSE(contains(result.out, "Play again"));
  }
}

TEST_CASE("over many rounds the hard computer never loses to the easy one, as X or as O", "[session][cvc][rounds]") {
  const std::uint32_t seed = GENERATE(1u, 31337u);
  INFO("seed " << seed);
  static const std::regex kAfter(R"(After 200 games: X \((\w+)\) (\d+), O \((\w+)\) (\d+), ties (\d+)\nGoodbye\.\n$)");
  SECTION("hard X against easy O: no O win") {
    const Result result = run("", cvc(Difficulty::hard, Difficulty::easy, 200, seed));
    std::smatch match;
    REQUIRE(std::regex_search(result.out, match, kAfter));
    CHECK(match[1] == "hard");
    CHECK(match[3] == "easy");
    CHECK(match[4] == "0");
    CHECK_FALSE(contains(result.out, "O wins!"));
    const int x_wins = std::stoi(match[2].str());
    const int ties = std::stoi(match[5].str());
    CHECK(x_wins + ties == 200);
    CHECK(x_wins > 100);  // easy mostly plays at random
    CHECK(occurrences(result.out, "X wins! (hard, cells ") == static_cast<std::size_t>(x_wins));
    CHECK(occurrences(result.out, "It's a tie!") == static_cast<std::size_t>(ties));
  }
  SECTION("easy X against hard O: no X win") {
    const Result result = run("", cvc(Difficulty::easy, Difficulty::hard, 200, seed));
    std::smatch match;
    REQUIRE(std::regex_search(result.out, match, kAfter));
    CHECK(match[1] == "easy");
    CHECK(match[2] == "0");
    CHECK(match[3] == "hard");
    CHECK_FALSE(contains(result.out, "X wins!"));
    const int o_wins = std::stoi(match[4].str());
    const int ties = std::stoi(match[5].str());
    CHECK(o_wins + ties == 200);
    CHECK(o_wins > 0);
    CHECK(occurrences(result.out, "O wins! (hard, cells ") == static_cast<std::size_t>(o_wins));
  }
}

TEST_CASE("over 1,000 seeded rounds against each level, as X and as O, perfect never loses, and ties itself",
          "[session][cvc][rounds][perfect]") {
  const auto other = GENERATE(from_range(all_levels()));
  const bool perfect_first = GENERATE(true, false);
  INFO("perfect plays " << (perfect_first ? "X" : "O") << " against " << level_name(other));
  tictactoe::test::Recorder recorder;
  LineSession settings =
      perfect_first ? cvc(Difficulty::perfect, other, 1000, 1) : cvc(other, Difficulty::perfect, 1000, 1);
  settings.sinks = {&recorder};
  // Between computers nobody swaps: the first player of the roster plays X.
  const Result result = run("", settings);
  CHECK(result.status == kExitOk);
  // The final score, as the session reports it.
  REQUIRE(recorder.count<Farewell>() == 1);
  const Score final_score = recorder.all<Farewell>().back().score;
  CHECK(final_score.games() == 1000);
  CHECK((perfect_first ? final_score.second_wins : final_score.first_wins) == 0);
  if (other == Difficulty::perfect || other == Difficulty::hard) CHECK(final_score.ties == 1000);
  if (other == Difficulty::easy) CHECK((perfect_first ? final_score.first_wins : final_score.second_wins) > 500);
}

TEST_CASE("the same seed replays a computer-vs-computer session, and seeds vary the games", "[session][cvc]") {
  std::set<std::string> outputs;
  for (std::uint32_t seed = 1; seed <= 5; ++seed) {
    INFO("seed " << seed);
    const LineSession settings = cvc(Difficulty::easy, Difficulty::easy, 10, seed);
    const Result once = run("", settings);
    const Result again = run("", settings);
    CHECK(once.out == again.out);
    outputs.insert(once.out);
  }
  CHECK(outputs.size() >= 2);
}

}  // namespace test_session_cvc
