// The history of a session (cli/history.hpp): what the session tells it,
// and the records it writes.

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "support/session.hpp"

namespace test_history_session {

using namespace tictactoe::app;
using tictactoe::test::hvh;
using tictactoe::test::run;
using tictactoe::test::seeded;

namespace {

// The order of the first events and the seed told.
struct SeedOrder : SessionEvents {
  std::vector<std::string> order;
  std::uint32_t seed = 0;
  void seeded(std::uint32_t told) override {
    order.emplace_back("seeded");
    seed = told;
  }
  void players_chosen(const Players& /*players*/) override { order.emplace_back("players"); }
};

}  // namespace

TEST_CASE("a session tells its events the seed once, before the players", "[history][events]") {
  SeedOrder events;
  auto settings = seeded(4242);
  settings.events = &events;
  run("1\n\n\n1\n2\n3\n", settings);
  CHECK(events.seed == 4242U);
  REQUIRE(events.order.size() >= 2);
  CHECK(events.order[0] == "seeded");
  CHECK(events.order[1] == "players");
  CHECK(std::count(events.order.begin(), events.order.end(), "seeded") == 1);
  SeedOrder unseeded;
  auto people = hvh();
  people.events = &unseeded;
  run("q\n", people);
  CHECK(unseeded.order.front() == "seeded");
}

}  // namespace test_history_session
