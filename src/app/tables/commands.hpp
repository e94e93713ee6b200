#pragma once

// The word commands a player may type instead of a number or a menu choice:
// one table (kCommands) that parsing, the in-game help, --help and the
// documentation checks all read. A new command is a row here plus its
// behaviour where it is valid.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "app/tables/options.hpp"
#include "app/text/messages.hpp"

namespace tictactoe::app {

/// A word command.
enum class Command : std::uint8_t { quit, help, hint, undo, yes, no, review, swap, settings };

/// Where a command may be typed: a set of these bits.
enum Where : std::uint8_t {
  at_move = 1U << 0U,        ///< the move prompt ("X to move (1-9):")
  at_menu = 1U << 1U,        ///< a numbered menu
  at_play_again = 1U << 2U,  ///< "Play again? [Y/n/s]"
};

/// One word command: the words that name it (any case), its help line,
/// the prompts it is valid at, and the games it applies in.
struct CommandSpec {
  Command command;
  std::array<std::string_view, 3> words;  ///< unused slots are empty
  Msg help;
  std::uint8_t where;                             ///< Where bits
  std::uint8_t modes = use_play;                  ///< Use bits (use_hvh, use_hvc, use_cvc): the games it applies in
  std::optional<Msg> vs_computer = std::nullopt;  ///< its help line against the computer, when that says more
};

/// Every word command. Words are matched whole, after trimming, in any case.
inline constexpr std::array<CommandSpec, 9> kCommands{{
    {Command::hint, {"hint"}, Msg::command_hint_help, at_move},
    {Command::undo,
     {"u", "undo"},
     Msg::command_undo_help,
     at_move | at_play_again,
     use_hvh | use_hvc,  // between computers there is no person's move to take back
     Msg::command_undo_vs_computer_help},
    {Command::help, {"h", "help", "?"}, Msg::command_help_help, at_move | at_menu | at_play_again},
    {Command::quit, {"q", "quit", "exit"}, Msg::command_quit_help, at_move | at_menu | at_play_again},
    {Command::yes, {"y", "yes"}, Msg::command_yes_help, at_play_again},
    {Command::no, {"n", "no"}, Msg::command_no_help, at_play_again},
    {Command::review, {"r", "review"}, Msg::command_review_help, at_play_again},
    {Command::swap, {"s", "swap"}, Msg::command_swap_help, at_play_again, use_hvh | use_hvc},
    {Command::settings, {"settings"}, Msg::command_settings_help, at_play_again},
}};

/// The command `trimmed` names among those valid at `where` (a Where
/// bit) in games of `modes` (Use bits; use_play before the mode is known):
/// one of the row's English words or of its words in `text`'s language
/// (see words_for), compared by match_key (case folded, spellings made
/// one: "ДА", "؟", "جابه جا"); std::nullopt for anything else.
std::optional<Command> parse_command(std::string_view trimmed, Where where, std::uint8_t modes = use_play,
                                     const Catalogue& text = Catalogue());

/// True when `name` (trimmed) is a word of a command valid at a menu or the
/// name question (quit, help) in any language of kLanguages: typed at the
/// name question it would be that command, so it cannot name a player.
bool names_menu_command(std::string_view name);

/// The catalogue's list of `command`'s words in a player's language
/// (Msg::words_yes for Command::yes, ...).
Msg words_for(Command command);

/// The help line of `command` in games of `mode`.
Msg help_for(const CommandSpec& command, Mode mode);

/// The row of kCommands for `command`.
const CommandSpec& spec(Command command);

}  // namespace tictactoe::app
