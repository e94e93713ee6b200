#include "app/flow/remarks.hpp"

#include <algorithm>

#include "tictactoe/solver.hpp"

namespace tictactoe::app {

namespace {

using core::Board;
using core::Cell;
using core::Mark;
using core::Value;

// The board after the first `count` of `moves`.
Board board_after(std::span<const Cell> moves, std::size_t count) {
  Board board = core::kEmptyBoard;
  for (std::size_t i = 0; i < count; ++i) board = core::play(board, moves[i]);
  return board;
}

// The computer's last move (before `person_at`, the person's reply) set a
// trap and the reply fell in: it kept a draw, some replies lose, this one did.
bool trap_sprung(std::span<const Cell> moves, std::size_t person_at, Mark computer) {
  if (person_at == 0 || core::mover_of(person_at - 1) != computer) return false;
  const core::Solution& solved = core::solution();
  const Board before = board_after(moves, person_at - 1);
  const Board set = core::play(before, moves[person_at - 1]);
  const Board after = core::play(set, moves[person_at]);
  return solved.value(before) == Value::draw && solved.value(set) == Value::draw && core::bad_moves(set).bad > 0 &&
         solved.value(after) == Value::win;
}

// The generator's seed for the remarks: the session's, moved off it so that
// the two generators never draw the same numbers.
constexpr std::uint32_t kRemarkSalt = 0x9e3779b9U;

}  // namespace

std::optional<Situation> move_situation(std::span<const Cell> moves, Mark computer) {
  if (moves.empty()) return std::nullopt;
  const std::size_t last = moves.size() - 1;
  if (core::mover_of(last) == computer) return std::nullopt;
  const Board before = board_after(moves, last);
  const Board after = core::play(before, moves[last]);
  if (core::outcome(after) != core::Outcome::in_progress) return std::nullopt;
  if (trap_sprung(moves, last, computer)) return Situation::trap;
  // After the person's move the computer is to move: block names the
  // person's completing cells, win its own.
  if (core::rule_cells(core::Rule::block, after).size() >= 2 && core::rule_cells(core::Rule::win, after).empty()) {
    return Situation::fork;
  }
  const core::Solution& solved = core::solution();
  if (solved.value(before) != Value::loss && solved.value(after) == Value::win) return Situation::slip;
  return std::nullopt;
}

Remarker::Remarker(std::uint32_t seed, const PastRecords& past) : rng_(seed ^ kRemarkSalt), past_(past) {}

std::vector<Remarked> Remarker::after(const Event& event) {
  said_.clear();
  std::visit(Overloaded{
                 [&](const PlayersSeated&) { results_.clear(); },
                 [&](const GameStarted& started) { this->started(started.players); },
                 [&](const Moved& played) { moved(played); },
                 [&](const GameOver& ended) {
                   if (ended.shown == Shown::all) over(ended.game, ended.players);
                 },
                 [&](const Reopened& undo) { reopened(undo.players); },
                 Ignore<Started, NamesAsked, TurnBegins, Hinted, CellTaken, TookBack, Abandoned, Scored, Notice,
                        HelpShown, NameHelpShown, ReviewShown, Farewell, Remarked>{},
             },
             event);
  return std::move(said_);
}

namespace {

// The mark the one computer plays against a person here, if that is the game.
std::optional<Mark> computer_against_person(const Players& players) {
  if (players.mode != Mode::hvc) return std::nullopt;
  for (const Mark mark : {Mark::x, Mark::o}) {
    if (players.at(mark).level && players.at(core::opponent(mark)).kind() == core::Seat::person) return mark;
  }
  return std::nullopt;
}

}  // namespace

void Remarker::started(const Players& players) {
  said_this_game_ = {};
  if (players.mode == Mode::cvc) {
    say(Mark::x, *players.level(Mark::x), Situation::banter_open);
    say(Mark::o, *players.level(Mark::o), Situation::banter_reply);
    return;
  }
  if (const auto computer = computer_against_person(players)) {
    say(*computer, *players.level(*computer), *computer == Mark::x ? Situation::start_me : Situation::start_you);
  }
}

void Remarker::moved(const Moved& moved) {
  if (moved.shown != Shown::all || moved.why) return;  // a computer's move, or not shown
  const auto computer = computer_against_person(moved.players);
  if (!computer) return;
  const auto situation = move_situation(moved.game.moves(), *computer);
  if (!situation || said_this_game_.at(static_cast<std::size_t>(*situation))) return;
  said_this_game_.at(static_cast<std::size_t>(*situation)) = true;
  say(*computer, *moved.players.level(*computer), *situation);
}

namespace {

// How a game ending in `result` went for the computer at `computer`.
Value for_computer(core::Outcome result, Mark computer) {
  if (result == core::Outcome::tie) return Value::draw;
  return (result == core::Outcome::x_wins) == (computer == Mark::x) ? Value::win : Value::loss;
}

// The run of equal results up to the last of `results`.
long long streak(const std::vector<Value>& results) {
  if (results.empty()) return 0;
  const auto other =
      std::find_if(results.rbegin(), results.rend(), [&](Value value) { return value != results.back(); });
  return static_cast<long long>(other - results.rbegin());
}

}  // namespace

void Remarker::over(const core::Game& game, const Players& players) {
  const core::Outcome result = game.outcome();
  if (players.mode == Mode::cvc) return over_between_computers(result, players);
  const auto computer = computer_against_person(players);
  if (!computer) return;
  const core::Difficulty level = *players.level(*computer);
  const Value value = for_computer(result, *computer);
  results_.push_back(value);
  LevelRecord& tally = session_.at(static_cast<std::size_t>(level));
  (value == Value::win ? tally.computer : value == Value::loss ? tally.person : tally.ties) += 1;
  const long long run = streak(results_);
  if (value == Value::win && run >= 3) {
    say(*computer, level, Situation::streak_win, {run});
  } else if (value == Value::loss && run >= 2) {
    say(*computer, level, Situation::streak_loss, {run});
  } else {
    say(*computer, level,
        value == Value::win    ? Situation::win
        : value == Value::loss ? Situation::loss
                               : Situation::tie);
  }
  const auto& past = past_.at(static_cast<std::size_t>(level));
  if (!past || record_said_.at(static_cast<std::size_t>(level))) return;
  record_said_.at(static_cast<std::size_t>(level)) = true;
  const auto count = [](std::uint64_t n) { return Arg(static_cast<long long>(n)); };
  say(*computer, level, Situation::record,
      {count(past->person + tally.person), count(past->computer + tally.computer), count(past->ties + tally.ties)});
}

void Remarker::over_between_computers(core::Outcome result, const Players& players) {
  if (result == core::Outcome::tie) {
    say(Mark::x, *players.level(Mark::x), Situation::banter_tie);
    say(Mark::o, *players.level(Mark::o), Situation::banter_tie);
    return;
  }
  const Mark winner = result == core::Outcome::x_wins ? Mark::x : Mark::o;
  say(winner, *players.level(winner), Situation::banter_win);
  say(core::opponent(winner), *players.level(core::opponent(winner)), Situation::banter_lose);
}

// Undo at Play again: the game is out of the score, and out of the streak.
void Remarker::reopened(const Players& players) {
  const auto computer = computer_against_person(players);
  if (!computer || results_.empty()) return;
  const Value value = results_.back();
  results_.pop_back();
  LevelRecord& tally = session_.at(static_cast<std::size_t>(*players.level(*computer)));
  (value == Value::win ? tally.computer : value == Value::loss ? tally.person : tally.ties) -= 1;
}

void Remarker::say(Mark by, core::Difficulty level, Situation situation, std::vector<Arg> args) {
  std::vector<Msg> choices = remarks_for(level, situation);
  auto& last = last_.at(static_cast<std::size_t>(level)).at(static_cast<std::size_t>(situation));
  if (last) std::erase(choices, *last);
  std::uniform_int_distribution<std::size_t> draw(0, choices.size() - 1);
  const Msg id = choices.at(draw(rng_));
  last = id;
  said_.push_back(Remarked{.by = by, .level = level, .id = id, .args = std::move(args)});
}

}  // namespace tictactoe::app
