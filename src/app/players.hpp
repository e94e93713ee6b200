#pragma once

// Who plays: the mode and, for each mark, a person or the computer at a
// level; chosen from the options, with menus for what they leave open.

#include <array>
#include <optional>

#include "options.hpp"
#include "prompt.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// The players of a session.
struct Players {
  Mode mode = Mode::hvh;
  /// Per mark (seat_index): the computer's level, or std::nullopt for a person.
  std::array<std::optional<core::Difficulty>, 2> levels{};

  /// The computer's level at `mark`, or std::nullopt when a person plays it.
  [[nodiscard]] std::optional<core::Difficulty> level(core::Mark mark) const { return levels[core::seat_index(mark)]; }
  /// Who sits at each mark, for core::Game::undo.
  [[nodiscard]] core::Seats seats() const;
};

/// The players `options` name, asking in menus for what they leave open:
/// the mode, who moves first against the computer, and each computer's
/// level (medium by default, the empty answer). Stops when a menu does.
Reply<Players> choose_players(Prompt& prompt, const Options& options);

/// How `mark` is named in results and tallies: nothing between people,
/// Msg::player_you / player_computer against the computer, the level
/// between computers. For one catalogue sentence per case, see score.hpp
/// and match.cpp.
enum class Role : std::uint8_t { person, you, computer, level };

/// The role of `mark` in `players`' mode.
Role role(const Players& players, core::Mark mark);

}  // namespace tictactoe::app
