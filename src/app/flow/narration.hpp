#pragma once

// The sentences that tell what happens in a game, in the player's language:
// what the computer played and why, a hint, an undo, the result, the move
// record, the move prompt. Written once here from the catalogue, so every
// face (the line game, the full screen) says the same thing.

#include <string>
#include <vector>

#include "app/flow/players.hpp"
#include "app/text/render.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// "O plays 5 (center)": the computer's `move`, which `game` now includes.
/// Against a person a trap reads "X plays 1 (draw)" (core::announced: it
/// keeps the draw, and the trap is not given away); between computers "X
/// plays 1 (sets a trap: 7 of O's 8 replies lose)".
std::string announcement(const Style& style, const core::Game& game, const core::Move& move, const Players& players);

/// "hint: 3 wins now", "hint: 2, 4, 6 or 8 - a draw with best play", "hint:
/// 1, 3, 7 or 9 - a draw with best play, and the most chances for O to go
/// wrong; 2, 4, 5, 6 or 8 also draw", ...: one sentence per
/// core::HintReason.
std::string hint_line(const Style& style, const core::Hint& hint);

/// "Took back your move on 5.", "Took back O's move on 1.", ... for
/// `taken` (the last played first; not empty).
std::string took_back_line(const Style& style, const std::vector<core::TakenBack>& taken, const Players& players);

/// "X to move (1-9): ", or with a name "Ann (X) to move (1-9): ".
std::string move_prompt(const Style& style, const Players& players, core::Mark side);

/// The result line of `game` (over): who won and on which cells, or the tie.
std::string result_line(const Style& style, const core::Game& game, const Players& players);

/// "Moves: 1 5 9" (the cells in the style's numbering).
std::string moves_line(const Style& style, const core::Game& game);

}  // namespace tictactoe::app
