#pragma once

// The computer's seat: its move at a level (core::choose_move), drawn from
// the session's random generator, with the rule it played by.

#include <random>

#include "app/flow/seat.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

/// The computer at `level`, choosing with `rng` (the session's, so --seed
/// replays every choice).
class ComputerSeat final : public Seat {
 public:
  ComputerSeat(core::Difficulty level, std::mt19937& rng) : level_(level), rng_(rng) {}

  Reply<TurnInput> move(const core::Game& game, const Players& players) override;

 private:
  core::Difficulty level_;
  std::mt19937& rng_;
};

}  // namespace tictactoe::app
