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

/// "O plays 5 (center)", or for a trap "O plays 1 (sets a trap: 4 of your 6
/// replies lose)": the computer's `move`, which `game` now includes.
std::string announcement(const Style& style, const core::Game& game, const core::Move& move, const Players& players);

/// "hint: 3 wins now", "hint: 2, 4, 6 or 8 - a draw with best play", ...
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
