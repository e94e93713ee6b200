#pragma once

// The options that a mode chosen at the menu makes pointless: with the mode
// given they are a usage error (parse_command_line); left to the menu, the
// session names them in one line once the mode is chosen.

#include <array>
#include <optional>

#include "app/flow/events.hpp"
#include "app/tables/options.hpp"

namespace tictactoe::app {

/// For each mode the menu may choose (indexed by Mode), the line naming the
/// options `command_line` gives that do not apply to it ("--first,
/// --difficulty do not apply to the mode chosen, human vs human; they are
/// ignored."), in `text`'s language: the options joined by its separator,
/// the mode by its menu label; for SessionSettings::unused; std::nullopt
/// where every one applies.
std::array<std::optional<Notice>, kModes.size()> unused_options(const CommandLine& command_line, const Catalogue& text);

}  // namespace tictactoe::app
