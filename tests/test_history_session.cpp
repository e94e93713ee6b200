// The history of a session (cli/history.hpp): what the session tells it,
// and the records it writes.

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "support/recorder.hpp"
#include "support/session.hpp"

namespace test_history_session {

using namespace tictactoe::app;
using tictactoe::test::hvh;
using tictactoe::test::Recorder;
using tictactoe::test::run;
using tictactoe::test::seeded;

namespace {

// The order of the seed (the session's start) and the players among the
// events told, and the seed told.
struct SeedOrder {
  std::vector<std::string> order;
  std::uint32_t seed = 0;
};

SeedOrder seed_order(const Recorder& recorder) {
  SeedOrder told;
  for (const Event& event : recorder.events) {
    if (const auto* started = std::get_if<Started>(&event)) {
      told.order.emplace_back("seeded");
      told.seed = started->seed;
    }
    if (std::holds_alternative<PlayersSeated>(event)) told.order.emplace_back("players");
  }
  return told;
}

}  // namespace

TEST_CASE("a session tells its events the seed once, before the players", "[history][events]") {
  Recorder recorder;
  auto settings = seeded(4242);
  settings.sinks = {&recorder};
  run("1\n\n\n1\n2\n3\n", settings);
  const SeedOrder events = seed_order(recorder);
  CHECK(events.seed == 4242U);
  REQUIRE(events.order.size() >= 2);
  CHECK(events.order[0] == "seeded");
  CHECK(events.order[1] == "players");
  CHECK(std::count(events.order.begin(), events.order.end(), "seeded") == 1);
  CHECK(std::holds_alternative<Started>(recorder.events.front()));  // before anything else
  Recorder people_recorder;
  auto people = hvh();
  people.sinks = {&people_recorder};
  run("q\n", people);
  const SeedOrder unseeded = seed_order(people_recorder);
  CHECK(unseeded.order.front() == "seeded");
}

}  // namespace test_history_session
