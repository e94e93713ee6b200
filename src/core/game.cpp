#include "tictactoe/game.hpp"

#include <algorithm>
#include <cassert>
#include <iterator>

#include "tictactoe/ai.hpp"
#include "tictactoe/perfect.hpp"

namespace tictactoe::core {

std::variant<Game, ReplayError> Game::replay(std::span<const Cell> moves) {
  Game game;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (const auto error = game.check(moves[i])) return ReplayError{i, *error};
    game.play(moves[i]);
  }
  return game;
}

Outcome Game::outcome() const { return core::outcome(board_); }

Mark Game::side_to_move() const { return mover_of(moves_.size()); }

std::optional<MoveError> Game::check(Cell cell) const {
  if (cell < 0 || cell >= kCellCount) return MoveError::out_of_range;
  if (is_over()) return MoveError::game_over;
  if (at(board_, cell) != kEmpty) return MoveError::taken;
  return std::nullopt;
}

void Game::play(Cell cell) {
  assert(!check(cell));
  board_ = core::play(board_, cell);
  moves_.push_back(cell);
}

std::vector<TakenBack> Game::undo(const Seats& seats) {
  const auto person_moved = [&] {
    for (std::size_t i = 0; i < moves_.size(); ++i) {
      if (seats[seat_index(mover_of(i))] == Seat::person) return true;
    }
    return false;
  };
  std::vector<TakenBack> taken;
  if (!person_moved()) return taken;
  for (;;) {
    const Mark mark = mover_of(moves_.size() - 1);
    taken.push_back({mark, moves_.back()});
    board_[static_cast<std::size_t>(moves_.back())] = kEmpty;
    moves_.pop_back();
    if (seats[seat_index(mark)] == Seat::person) return taken;
  }
}

namespace {

// `cells` without the cells of `taken`, both ascending.
std::vector<Cell> without(const std::vector<Cell>& cells, const std::vector<Cell>& taken) {
  std::vector<Cell> rest;
  std::ranges::set_difference(cells, taken, std::back_inserter(rest));
  return rest;
}

// The cells of `board`'s best cells after which the game lasts longest.
std::vector<Cell> longest(const Board& board, const std::vector<Cell>& best) {
  std::vector<Cell> cells;
  int most = 0;
  for (const Cell cell : best) {
    const int plies = solution().plies(play(board, cell));
    if (plies > most) cells.clear();
    most = std::max(most, plies);
    if (plies == most) cells.push_back(cell);
  }
  return cells;
}

// The hint in a lost position (see hint).
void hint_lost(const Board& board, Hint& given) {
  given.named = rule_cells(Rule::block, board);
  if (given.named.size() >= 2) {
    given.reason = HintReason::blocks;
    return;
  }
  given.named = longest(board, given.best);
  given.reason = HintReason::hold_out;
  if (given.named.size() < given.best.size()) return;
  given.reason = HintReason::as_fast;
  given.named = perfect_candidates(board)->cells;
  given.others = without(given.best, given.named);
}

}  // namespace

Hint hint(const Board& board) {
  assert(outcome(board) == Outcome::in_progress);
  Analysis analysis = analyze(board);
  Hint given{side_to_move(board), analysis.value, std::move(analysis.best_cells), rule_cells(Rule::win, board), {}};
  if (!given.named.empty()) return given;  // HintReason::wins_now
  if (given.value == Value::loss) {
    hint_lost(board, given);
    return given;
  }
  given.named = perfect_candidates(board)->cells;
  given.others = without(given.best, given.named);
  const bool won = given.value == Value::win;
  given.reason = given.others.empty() ? (won ? HintReason::win : HintReason::draw)
                                      : (won ? HintReason::fastest_win : HintReason::chances);
  return given;
}

}  // namespace tictactoe::core
