#include "tictactoe/game.hpp"

#include <algorithm>
#include <cassert>

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

Hint hint(const Board& board) {
  assert(outcome(board) == Outcome::in_progress);
  Analysis analysis = analyze(board);
  Hint given{analysis.value, std::move(analysis.best_cells), rule_cells(Rule::win, board), false};
  given.wins_now = !given.named.empty();
  if (!given.wins_now) given.named = given.value == Value::loss ? perfect_candidates(board)->cells : given.best;
  return given;
}

}  // namespace tictactoe::core
