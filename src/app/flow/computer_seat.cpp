#include "app/flow/computer_seat.hpp"

namespace tictactoe::app {

Reply<TurnInput> ComputerSeat::move(const core::Game& game, const Players& /*players*/) {
  const auto chosen = core::choose_move(game.board(), level_, rng_);  // the game is in progress: there is a move
  return TurnInput{.command = std::nullopt, .cell = chosen->cell, .why = chosen->rule};
}

}  // namespace tictactoe::app
