// tictactoe_bench: what a move, a full solve, a level's table and the
// never-loses sweep cost. Built in the bench preset; not part of the test
// run. Run:
//   cmake --preset bench && cmake --build --preset bench && ./build-bench/bench/tictactoe_bench
// The batch commands' throughput against the I/O floor: bench/throughput.sh.

#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "support/positions.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/perfect.hpp"
#include "tictactoe/solver.hpp"

using namespace tictactoe::core;
namespace test = tictactoe::test;

namespace {

// The fixed mix: every reachable position with a move to make (4,520).
const std::vector<Board>& positions_with_a_move() {
  static const std::vector<Board> positions = [] {
    std::vector<Board> found;
    for (const Board& board : test::reachable_positions()) {
      if (outcome(board) == Outcome::in_progress) found.push_back(board);
    }
    return found;
  }();
  return positions;
}

}  // namespace

TEST_CASE("one computer move, cycling through the 4,520 positions with a move", "[bench]") {
  const auto& positions = positions_with_a_move();
  REQUIRE(positions.size() == 4520);
  (void)solution();  // the hint table is built before timing, as in a game
  // The perfect level's table of chances is built on its first move: timed once.
  const auto start = std::chrono::steady_clock::now();
  (void)odds(kEmptyBoard, Mark::x);
  const std::chrono::duration<double, std::milli> build = std::chrono::steady_clock::now() - start;
  WARN("the perfect level's table of chances (every position, both sides) built in " << build.count() << " ms");
  std::mt19937 rng(1);
  std::size_t next = 0;
  BENCHMARK("easy move") { return choose_move(positions[next++ % positions.size()], Difficulty::easy, rng); };
  BENCHMARK("medium move") { return choose_move(positions[next++ % positions.size()], Difficulty::medium, rng); };
  BENCHMARK("hard move") { return choose_move(positions[next++ % positions.size()], Difficulty::hard, rng); };
  BENCHMARK("perfect move") { return choose_move(positions[next++ % positions.size()], Difficulty::perfect, rng); };
  BENCHMARK("solver look-up (analyze)") { return analyze(positions[next++ % positions.size()]).value; };
}

TEST_CASE("solving every position once, against one plain minimax from the empty board", "[bench]") {
  BENCHMARK("full solve (5,478 positions)") { return Solution::solve_all().value(kEmptyBoard); };
  BENCHMARK("plain minimax, empty board") { return test::plain_minimax(kEmptyBoard); };
}

TEST_CASE("each level's table of candidate cells, built once for --move -", "[bench]") {
  BENCHMARK("walk the 5,478 positions (for_each_position)") {
    std::size_t sum = 0;
    for_each_position([&](const Board&, std::size_t index) { sum += index; });
    return sum;
  };
  for (const Level& row : kLevels) {
    BENCHMARK("table of level " + std::string(row.token)) { return LevelTable(row.difficulty).at(0).has_value(); };
  }
}

TEST_CASE("the never-loses sweep of the hard player", "[bench]") {
  BENCHMARK("never-loses sweep (1,720 games)") {
    long lost = 0;
    for (const Mark hard : {Mark::x, Mark::o}) {
      const Outcome loss = hard == Mark::x ? Outcome::o_wins : Outcome::x_wins;
      test::sweep_hard_games(
          hard, [](const Board&) {}, [&](const Board& end) { lost += outcome(end) == loss; });
    }
    return lost;
  };
}
