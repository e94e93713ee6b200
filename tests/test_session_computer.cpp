// Sessions against the computer: its announced moves, who won, replay
// from a seed, the hard level unbeaten, and the events it tells.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/score.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "tictactoe/game.hpp"

namespace test_session_computer {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Against the computer

TEST_CASE("against the computer each move is announced with its rule and shown on the board", "[session]") {
  const auto level = GENERATE(from_range(rule_levels()));
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const std::uint32_t seed = GENERATE(1u, 77u);
  const bool keypad = GENERATE(false, true);
  INFO("level " << level_name(level) << ", " << (first == FirstMover::human ? "human" : "computer") << " first, seed "
                << seed << (keypad ? ", keypad" : ""));
  const LineSession settings = hvc(first, level, seed, styled(false, keypad));
  const std::string script = finish_game(settings, "", first_free) + "n\n";
  const Result result = run(script, settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  const std::size_t moves = check_computer_moves(result.out, settings.style.numbering);
  CHECK(moves >= 2);
  CHECK(moves <= 5);
  // The computer's mark is never announced for the person's side.
  const char computer = first == FirstMover::computer ? 'X' : 'O';
  CHECK(occurrences(result.out, std::string(1, computer) + " plays ") == moves);
  for (const auto& drawn : boards_in(result.out, settings.style.numbering)) CHECK(drawn.labels_ok);
}

TEST_CASE("a win against the computer is yours, a loss is the computer's", "[session]") {
  SECTION("X (you) forks the medium computer from opposite corners") {
    const std::uint32_t seed = GENERATE(1u, 2u, 3u, 4u, 5u, 6u);
    INFO("seed " << seed);
    const LineSession settings = hvc(FirstMover::human, Difficulty::medium, seed);
    const std::string script = finish_game(settings, "", sharp({0, 8})) + "n\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(contains(result.out, "O plays 5 (center)\n"));
    CHECK(contains(result.out, "X wins! (you, cells "));
    CHECK(contains(result.out, "Score: X (you) 1, O (computer) 0, ties 0\n"));
  }
  SECTION("the hard computer punishes careless play, as O or as X") {
    const auto first = GENERATE(FirstMover::human, FirstMover::computer);
    const std::uint32_t seed = GENERATE(1u, 2u, 3u);
    INFO("seed " << seed);
    const LineSession settings = hvc(first, Difficulty::hard, seed);
    const std::string script = finish_game(settings, "", first_free) + "n\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    if (first == FirstMover::human) {
      CHECK(contains(result.out, "O wins! (the computer, cells "));
      CHECK(contains(result.out, "Score: X (you) 0, O (computer) 1, ties 0\n"));
    } else {
      CHECK(contains(result.out, "X wins! (the computer, cells "));
      CHECK(contains(result.out, "Score: X (computer) 1, O (you) 0, ties 0\n"));
    }
  }
}

TEST_CASE("the same seed and the same input replay the same session", "[session]") {
  const auto level = GENERATE(from_range(rule_levels()));
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const std::uint32_t seed = GENERATE(0u, 42u, 4294967295u);
  INFO("level " << level_name(level) << ", seed " << seed);
  const LineSession settings = hvc(first, level, seed);
  // Two games in one session, so the generator carries over between rounds.
  std::string script = finish_game(settings, "", first_free) + "y\n";
  script = finish_game(settings, script, sharp({4, 0, 8, 2, 6})) + "n\n";
  const Result once = run(script, settings);
  const Result again = run(script, settings);
  CHECK(once.status == kExitOk);
  CHECK(again.status == once.status);
  CHECK(again.out == once.out);
  CHECK(occurrences(once.out, kPlayAgain) == 2);
}

TEST_CASE("the seed decides the computer's choices", "[session]") {
  // Easy opens at random: over twenty seeds, more than one opening appears.
  std::set<std::string> openings;
  for (std::uint32_t seed = 0; seed < 20; ++seed) {
    const Result result = run("", hvc(FirstMover::computer, Difficulty::easy, seed));
    openings.insert(line_with(result.out, "X plays "));
  }
  CHECK(openings.size() >= 2);
  CHECK(openings.count("") == 0);
}

TEST_CASE("no line of play beats the hard computer", "[session]") {
  // Every choice a person can make, against fixed seeds: the session is
  // replayed from the start for each prefix of moves.
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const std::uint32_t seed = GENERATE(3u, 2024u);
  INFO((first == FirstMover::human ? "human" : "computer") << " first, seed " << seed);
  const LineSession settings = hvc(first, Difficulty::hard, seed);

  std::map<std::string, int> results;
  std::vector<std::string> human_wins;
  std::function<void(const std::string&)> explore = [&](const std::string& script) {
    const Result result = run(script, settings);
    REQUIRE(result.status == kExitOk);
    const std::string text = before_goodbye(result.out);
    if (text.ends_with(kPlayAgain)) {
      if (contains(text, "wins! (you")) human_wins.push_back(script);
      ++results[contains(text, "It's a tie!") ? "tie" : contains(text, "(the computer, cells") ? "loss" : "?"];
      return;
    }
    REQUIRE(waits_for_move(text));
    const Board board = boards_in(text).back().board;
    for (const Cell cell : legal_moves(board)) explore(script + std::to_string(cell + 1) + "\n");
  };
  explore("");
  INFO("first winning script: " << (human_wins.empty() ? "" : visible(human_wins.front())));
  CHECK(human_wins.empty());
  CHECK(results["?"] == 0);
  CHECK(results["tie"] > 0);
  CHECK(results["loss"] > 0);
  CHECK(results["tie"] + results["loss"] >= (first == FirstMover::human ? 50 : 20));
}

// ===========================================================================
// The events a session tells

namespace {

// The events of a session that these tests read, as values.
struct Recorder final : EventSink {
  struct Move {
    std::vector<Cell> moves;  // the game's moves, this one included
    Board board;
    core::Seat seat;
  };
  struct Over {
    std::vector<Cell> moves;
    Outcome outcome;
    Score score;
  };
  struct Undo {
    std::vector<Cell> moves;  // after the undo
    std::vector<TakenBack> taken;
  };

  int started = 0;
  std::vector<Move> moved_events;
  std::vector<Over> over_events;
  std::vector<Undo> undo_events;
  std::vector<std::pair<Board, Hint>> hint_events;

  void on(const Event& event) override {
    std::visit(Overloaded{
                   [&](const GameStarted&) { ++started; },
                   [&](const Moved& moved) {
                     moved_events.push_back({moved.game.moves(), moved.game.board(), moved.by});
                   },
                   [&](const TookBack& undo) {
                     undo_events.push_back({undo.game.moves(), undo.taken});
                   },
                   [&](const Hinted& hinted) { hint_events.emplace_back(hinted.game.board(), hinted.hint); },
                   [&](const GameOver& over) {
                     over_events.push_back({over.game.moves(), over.game.outcome(), over.score});
                   },
                   Ignore<Started, PlayersSeated, NamesAsked, TurnBegins, CellTaken, Abandoned, Scored, Reopened,
                          Notice, HelpShown, NameHelpShown, ReviewShown, Farewell, Remarked>{},
               },
               event);
  }
};

Result run_recorded(const std::string& script, LineSession settings, Recorder& recorder) {
  settings.sinks = {&recorder};
  return run(script, settings);
}

// The Score after one game ending in `outcome`.
Score score_of(Outcome outcome) {
  Score score;
  score.record(outcome, Players{});
  return score;
}

// The cells of a "Moves: 5 1 9" line, as cells (0-8) in the default numbering.
std::vector<Cell> moves_line_cells(const std::string& out) {
  const std::string line = line_with(out, "Moves: ");
  std::istringstream labels(line.substr(std::string("Moves: ").size()));
  std::vector<Cell> cells;
  for (int label = 0; labels >> label;) cells.push_back(label - 1);
  return cells;
}

}  // namespace

TEST_CASE("the events tell each move of a game against the computer with the seat that made it", "[session][events]") {
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const auto level = GENERATE(Difficulty::easy, Difficulty::hard);
  const std::uint32_t seed = GENERATE(1u, 9u);
  INFO((first == FirstMover::human ? "you" : "the computer") << " first, " << level_name(level) << ", seed " << seed);
  const LineSession settings = hvc(first, level, seed);
  const std::string script = finish_game(settings, "", first_free) + "n\n";
  Recorder recorder;
  const Result result = run_recorded(script, settings, recorder);
  INFO("output:\n" << result.out);
  REQUIRE(result.status == kExitOk);

  CHECK(recorder.started == 1);
  const core::Seat x_seat = first == FirstMover::human ? core::Seat::person : core::Seat::computer;
  REQUIRE_FALSE(recorder.moved_events.empty());
  Board board = kEmptyBoard;
  for (std::size_t i = 0; i < recorder.moved_events.size(); ++i) {
    INFO("move " << i);
    const auto& event = recorder.moved_events[i];
    // One more move each time, by the seat at the mark that made it.
    REQUIRE(event.moves.size() == i + 1);
    board = play(board, event.moves.back());
    CHECK(event.board == board);
    CHECK(
        event.seat ==
        (mover_of(i) == Mark::x ? x_seat : (x_seat == core::Seat::person ? core::Seat::computer : core::Seat::person)));
    if (i > 0)
      CHECK(std::equal(recorder.moved_events[i - 1].moves.begin(), recorder.moved_events[i - 1].moves.end(),
                       event.moves.begin()));
  }
  // The moves heard are the moves the session printed.
  CHECK(recorder.moved_events.back().moves == moves_line_cells(result.out));

  // One game over, with the final game and the score that includes it.
  REQUIRE(recorder.over_events.size() == 1);
  const auto& over = recorder.over_events.front();
  CHECK(over.moves == recorder.moved_events.back().moves);
  CHECK(over.outcome == outcome(board));
  CHECK(over.outcome != Outcome::in_progress);
  CHECK(over.score == score_of(over.outcome));
  CHECK(recorder.undo_events.empty());
  CHECK(recorder.hint_events.empty());
}

TEST_CASE("the events tell game over once per game, with the running score", "[session][events]") {
  SECTION("two games between two people: an X win, then a tie") {
    Recorder recorder;
    const Result result = run_recorded(kXWinsTopRow + "y\n" + kTie + "n\n", hvh(), recorder);
    REQUIRE(result.status == kExitOk);
    CHECK(recorder.started == 2);
    CHECK(recorder.moved_events.size() == 5 + 9);
    for (const auto& event : recorder.moved_events) CHECK(event.seat == core::Seat::person);
    REQUIRE(recorder.over_events.size() == 2);
    CHECK(recorder.over_events[0].outcome == Outcome::x_wins);
    CHECK(recorder.over_events[0].moves == std::vector<Cell>{0, 3, 1, 4, 2});
    CHECK(recorder.over_events[0].score == Score{1, 0, 0});
    CHECK(recorder.over_events[1].outcome == Outcome::tie);
    CHECK(recorder.over_events[1].score == Score{1, 0, 1});
  }
  SECTION("computer against computer over rounds: every move by a computer, the score counts up") {
    Recorder recorder;
    const Result result = run_recorded("", cvc(Difficulty::hard, Difficulty::easy, 5, 3), recorder);
    REQUIRE(result.status == kExitOk);
    CHECK(recorder.started == 5);
    for (const auto& event : recorder.moved_events) CHECK(event.seat == core::Seat::computer);
    REQUIRE(recorder.over_events.size() == 5);
    Score expected;
    for (const auto& over : recorder.over_events) {
      expected.record(over.outcome, Players{});
      CHECK(over.score == expected);
      CHECK(over.outcome != Outcome::o_wins);  // hard X never loses
    }
    CHECK(expected.games() == 5);
    CHECK(contains(result.out, "After 5 games: X (hard) " + std::to_string(expected.first_wins) +
                                   ", O (easy) 0, ties " + std::to_string(expected.ties)));
  }
  SECTION("a session that stops mid-game reports no game over") {
    Recorder recorder;
    const Result result = run_recorded("5\n1\nq\n", hvh(), recorder);
    REQUIRE(result.status == kExitOk);
    CHECK(recorder.started == 1);
    CHECK(recorder.moved_events.size() == 2);
    CHECK(recorder.over_events.empty());
  }
}

TEST_CASE("the events tell a hint with what was hinted, and an undo with the moves taken back", "[session][events]") {
  SECTION("against the computer, you first") {
    const LineSession settings = hvc(FirstMover::human, Difficulty::hard, 4);
    Recorder recorder;
    const Result result = run_recorded("1\nhint\nundo\n5\n", settings, recorder);
    INFO("output:\n" << result.out);
    REQUIRE(result.status == kExitOk);
    REQUIRE(recorder.moved_events.size() == 4);  // you, the reply; after the undo, you, the reply
    CHECK(recorder.moved_events[0].seat == core::Seat::person);
    CHECK(recorder.moved_events[1].seat == core::Seat::computer);
    const Cell reply = recorder.moved_events[1].moves.back();
    REQUIRE(recorder.hint_events.size() == 1);
    const auto& [hinted_board, given] = recorder.hint_events.front();
    CHECK(hinted_board == recorder.moved_events[1].board);
    CHECK(given.named == hint(hinted_board).named);
    CHECK(given.value == hint(hinted_board).value);
    REQUIRE_FALSE(given.named.empty());
    CHECK(contains(result.out, "hint: " + std::to_string(given.named.front() + 1)));
    REQUIRE(recorder.undo_events.size() == 1);
    CHECK(recorder.undo_events[0].moves.empty());
    CHECK(recorder.undo_events[0].taken == std::vector<TakenBack>{{Mark::o, reply}, {Mark::x, 0}});
    CHECK(recorder.moved_events[2].moves == std::vector<Cell>{4});
  }
  SECTION("between two people, one move; with nothing to undo, no event") {
    Recorder recorder;
    const Result result = run_recorded("u\n5\n1\nu\n", hvh(), recorder);
    REQUIRE(result.status == kExitOk);
    REQUIRE(recorder.undo_events.size() == 1);
    CHECK(recorder.undo_events[0].moves == std::vector<Cell>{4});
    CHECK(recorder.undo_events[0].taken == std::vector<TakenBack>{{Mark::o, 0}});
  }
}

}  // namespace test_session_computer
