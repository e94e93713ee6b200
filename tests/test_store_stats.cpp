// Lifetime statistics (store/stats.hpp): results by mode, by the computer's
// level, by name, as X and as O, streaks against the computer, and their
// JSON.

#include <catch2/catch.hpp>

#include <string>

#include "app/store/json.hpp"
#include "app/store/stats.hpp"

namespace test_store_stats {

using namespace tictactoe::app::storage;
using tictactoe::core::Difficulty;
using tictactoe::core::Mark;
using tictactoe::core::Outcome;

namespace {

GameRecord people(const std::string& x, const std::string& o, Outcome result) {
  GameRecord record;
  record.x = Side{x, std::nullopt};
  record.o = Side{o, std::nullopt};
  record.result = result;
  return record;
}

// The person (unnamed: "you") against `level`, the person playing X unless
// `computer_first`.
GameRecord against(Difficulty level, Outcome result, bool computer_first = false) {
  GameRecord record;
  record.mode = GameMode::hvc;
  record.computer_first = computer_first;
  (computer_first ? record.x : record.o) = Side{std::nullopt, level};
  record.result = result;
  return record;
}

}  // namespace

TEST_CASE("results count by mode and in all", "[stats]") {
  Stats stats;
  stats.add(people("Ann", "Bob", Outcome::x_wins));
  stats.add(people("Bob", "Ann", Outcome::o_wins));
  stats.add(people("Ann", "Bob", Outcome::tie));
  stats.add(against(Difficulty::hard, Outcome::tie));
  CHECK(stats.results.games() == 4);
  CHECK(stats.results.x == 1);
  CHECK(stats.results.o == 1);
  CHECK(stats.results.tie == 2);
  CHECK(stats.modes[0].games() == 3);
  CHECK(stats.modes[1].tie == 1);
}

TEST_CASE("each named person's results follow them from X to O", "[stats]") {
  Stats stats;
  stats.add(people("Ann", "Bob", Outcome::x_wins));
  stats.add(people("Bob", "Ann", Outcome::o_wins));
  stats.add(people("Ann", "Bob", Outcome::tie));
  REQUIRE(stats.players.size() == 2);
  const PlayerStats& ann = stats.players[0];
  CHECK(ann.name == "Ann");
  CHECK(ann.results.won == 2);
  CHECK(ann.results.lost == 0);
  CHECK(ann.results.tied == 1);
  CHECK(ann.as_x == 2);
  CHECK(ann.as_o == 1);
  CHECK(stats.players[1].results.lost == 2);
}

TEST_CASE("against the computer the person's results count by level, whoever starts", "[stats]") {
  Stats stats;
  stats.add(against(Difficulty::easy, Outcome::x_wins));
  stats.add(against(Difficulty::easy, Outcome::x_wins, true));
  stats.add(against(Difficulty::perfect, Outcome::tie, true));
  const auto& easy = stats.levels.at(static_cast<std::size_t>(Difficulty::easy));
  CHECK(easy.won == 1);
  CHECK(easy.lost == 1);
  CHECK(stats.levels.at(static_cast<std::size_t>(Difficulty::perfect)).tied == 1);
  CHECK(stats.players.empty());
}

TEST_CASE("the current streak is the run of equal results, the longest win run is kept", "[stats]") {
  Stats stats;
  CHECK(stats.current.length == 0);
  for (const Outcome result : {Outcome::x_wins, Outcome::x_wins, Outcome::x_wins, Outcome::o_wins, Outcome::x_wins,
                               Outcome::tie, Outcome::tie}) {
    stats.add(against(Difficulty::medium, result));
  }
  CHECK(stats.current.kind == Personal::tied);
  CHECK(stats.current.length == 2);
  CHECK(stats.longest_win == 3);
  stats.add(people("A", "B", Outcome::x_wins));  // between people: no streak
  CHECK(stats.current.length == 2);
}

TEST_CASE("a person's result follows the mark they played", "[stats]") {
  CHECK(personal(Outcome::x_wins, Mark::x) == Personal::won);
  CHECK(personal(Outcome::x_wins, Mark::o) == Personal::lost);
  CHECK(personal(Outcome::o_wins, Mark::o) == Personal::won);
  CHECK(personal(Outcome::tie, Mark::o) == Personal::tied);
  CHECK(personal(Outcome::in_progress, Mark::x) == Personal::tied);
}

TEST_CASE("no more than the bound of names are kept, and their games still count", "[stats]") {
  Stats stats;
  for (std::size_t i = 0; i <= kMaxPlayers; ++i) stats.add(people("p" + std::to_string(i), "q", Outcome::tie));
  CHECK(stats.players.size() == kMaxPlayers);
  CHECK(stats.results.tie == kMaxPlayers + 1);
}

TEST_CASE("the JSON statistics are strict JSON with the counts", "[stats]") {
  Stats stats;
  stats.add(people("Ann \"A\"", "Bob", Outcome::x_wins));
  stats.add(people("Bob", "Ann \"A\"", Outcome::x_wins));
  stats.add(against(Difficulty::hard, Outcome::tie));
  const std::string text = to_json(stats, ReadSummary{.skipped = 2});
  CHECK(text.ends_with("}\n"));
  const auto value = tictactoe::app::json::parse(text);
  REQUIRE(value);
  CHECK(value->find("games")->whole() == 3U);
  CHECK(value->find("results")->find("X")->whole() == 2U);
  CHECK(value->find("results")->find("O")->whole() == 0U);
  CHECK(value->find("results")->find("tie")->whole() == 1U);
  CHECK(value->find("modes")->find("hvh")->find("games")->whole() == 2U);
  CHECK(value->find("levels")->find("hard")->find("tied")->whole() == 1U);
  CHECK(value->find("players")->items.at(0).find("name")->text == "Ann \"A\"");
  CHECK(value->find("players")->items.at(1).find("as_x")->whole() == 1U);
  CHECK(value->find("streak")->find("current")->find("result")->text == "tied");
  CHECK(value->find("skipped_lines")->whole() == 2U);
  CHECK(tictactoe::app::json::parse(to_json(Stats{}, {}))->find("streak")->find("current")->find("result")->kind ==
        tictactoe::app::json::Kind::null);
}

}  // namespace test_store_stats
