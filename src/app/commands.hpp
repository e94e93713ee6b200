#pragma once

// The word commands a player may type instead of a number or a menu choice:
// one table (kCommands) that parsing, the in-game help, --help and the
// documentation checks all read. A new command is a row here plus its
// behaviour where it is valid.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "messages.hpp"

namespace tictactoe::app {

/// A word command.
enum class Command : std::uint8_t { quit, help, hint, undo, yes, no, review };

/// Where a command may be typed: a set of these bits.
enum Where : std::uint8_t {
  at_move = 1U << 0U,        ///< the move prompt ("X to move (1-9):")
  at_menu = 1U << 1U,        ///< a numbered menu
  at_play_again = 1U << 2U,  ///< "Play again? [Y/n]"
};

/// One word command: the words that name it (any case), its help line,
/// and the prompts it is valid at.
struct CommandSpec {
  Command command;
  std::array<std::string_view, 3> words;  ///< unused slots are empty
  Msg help;
  std::uint8_t where;  ///< Where bits
};

/// Every word command. Words are matched whole, after trimming, in any case.
inline constexpr std::array<CommandSpec, 7> kCommands{{
    {Command::hint, {"hint"}, Msg::command_hint_help, at_move},
    {Command::undo, {"u", "undo"}, Msg::command_undo_help, at_move | at_play_again},
    {Command::help, {"h", "help", "?"}, Msg::command_help_help, at_move},
    {Command::quit, {"q", "quit"}, Msg::command_quit_help, at_move | at_menu | at_play_again},
    {Command::yes, {"y", "yes"}, Msg::command_yes_help, at_play_again},
    {Command::no, {"n", "no"}, Msg::command_no_help, at_play_again},
    {Command::review, {"r", "review"}, Msg::command_review_help, at_play_again},
}};

/// The command `trimmed` names among those valid at `where` (a Where
/// bit), in any case; std::nullopt for anything else.
std::optional<Command> parse_command(std::string_view trimmed, Where where);

/// The row of kCommands for `command`.
const CommandSpec& spec(Command command);

}  // namespace tictactoe::app
