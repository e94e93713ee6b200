#pragma once

// The word commands a player may type instead of a number or a menu choice:
// one table (kCommands) that parsing, the in-game help, --help and the
// documentation checks all read. A row holds the command's words in every
// language (the English ones here, the player's language's through the
// catalogue) and where it is valid; a new command is a row here plus its
// behaviour where it is valid (see "How to add a command" above kCommands).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "app/tables/settings.hpp"
#include "app/text/messages.hpp"

namespace tictactoe::app {

/// A word command.
enum class Command : std::uint8_t { quit, help, hint, undo, yes, no, review, swap, settings, new_game, back };

/// Where a command may be typed: a set of these bits.
enum Where : std::uint8_t {
  at_move = 1U << 0U,        ///< the move prompt ("X to move (1-9):")
  at_menu = 1U << 1U,        ///< a numbered menu
  at_play_again = 1U << 2U,  ///< "Play again? [Y/n/s]"
};

/// One word command: the words that name it (any case), in English and in
/// the player's language, its help line, the prompts it is valid at, and
/// the games it applies in.
struct CommandSpec {
  Command command;
  std::array<std::string_view, 3> words;  ///< its English words, in every language; unused slots are empty
  Msg local_words;                        ///< its words in the player's language (Msg::words_*, empty in English)
  Msg help;
  std::uint8_t where;                             ///< Where bits
  std::uint8_t modes = use_play;                  ///< Use bits (use_hvh, use_hvc, use_cvc): the games it applies in
  std::optional<Msg> vs_computer = std::nullopt;  ///< its help line against the computer, when that says more
  std::optional<Msg> again_help = std::nullopt;   ///< its help line at Play again, when it means something else there
};

// How to add a command: a Command, a row below (its English words, a
// Msg::words_<name> for its words in each language, its help line, where it
// is valid and, if not in every game, the modes), its behaviour at those
// prompts in the flow, the messages in each catalogue, and if it says more
// than its help line a paragraph in docs/tictactoe.6.in. Parsing, the
// in-game help, the help at "Play again?", --help and the man page read the
// row.

/// Every word command. Words are matched whole, after trimming, in any case.
inline constexpr auto kCommands = std::to_array<CommandSpec>({
    {.command = Command::hint,
     .words = {"hint"},
     .local_words = Msg::words_hint,
     .help = Msg::command_hint_help,
     .where = at_move},
    {.command = Command::undo,
     .words = {"u", "undo"},
     .local_words = Msg::words_undo,
     .help = Msg::command_undo_help,
     .where = at_move | at_play_again,
     .modes = use_hvh | use_hvc,  // between computers there is no person's move to take back
     .vs_computer = Msg::command_undo_vs_computer_help},
    {.command = Command::help,
     .words = {"h", "help", "?"},
     .local_words = Msg::words_help,
     .help = Msg::command_help_help,
     .where = at_move | at_menu | at_play_again},
    {.command = Command::quit,
     .words = {"q", "quit", "exit"},
     .local_words = Msg::words_quit,
     .help = Msg::command_quit_help,
     .where = at_move | at_menu | at_play_again},
    {.command = Command::yes,
     .words = {"y", "yes"},
     .local_words = Msg::words_yes,
     .help = Msg::command_yes_help,
     .where = at_play_again},
    {.command = Command::no,
     .words = {"n", "no"},
     .local_words = Msg::words_no,
     .help = Msg::command_no_help,
     .where = at_play_again},
    {.command = Command::review,
     .words = {"r", "review"},
     .local_words = Msg::words_review,
     .help = Msg::command_review_help,
     .where = at_play_again},
    {.command = Command::swap,
     .words = {"s", "swap"},
     .local_words = Msg::words_swap,
     .help = Msg::command_swap_help,
     .where = at_play_again,
     .modes = use_hvh | use_hvc},
    {.command = Command::settings,
     .words = {"settings"},
     .local_words = Msg::words_settings,
     .help = Msg::command_settings_help,
     .where = at_play_again},
    // Game flow commands: a new game, and back to the question before
    {.command = Command::new_game,
     .words = {"new"},
     .local_words = Msg::words_new,
     .help = Msg::command_new_help,
     .where = at_move | at_play_again,  // at Play again: a new game, as yes
     .modes = use_hvh | use_hvc,        // between computers there is no move prompt to type it at
     .again_help = Msg::command_new_again_help},
    {.command = Command::back,
     .words = {"back"},
     .local_words = Msg::words_back,
     .help = Msg::command_back_help,
     .where = at_menu},
});

/// The command `trimmed` names among those valid at `where` (a Where
/// bit) in games of `modes` (Use bits; use_play before the mode is known):
/// one of the row's English words or of its words in `text`'s language
/// (the row's local_words), compared by match_key (case folded, spellings made
/// one: "ДА", "؟", "جابه جا"); std::nullopt for anything else.
std::optional<Command> parse_command(std::string_view trimmed, Where where, std::uint8_t modes = use_play,
                                     const Catalogue& text = Catalogue());

/// True when `name` (trimmed) is a word of a command valid at a menu or the
/// name question (quit, help) in any language of kLanguages: typed at the
/// name question it would be that command, so it cannot name a player.
bool names_menu_command(std::string_view name);

/// The help line of `command` in games of `mode`.
Msg help_for(const CommandSpec& command, Mode mode);

/// The row of kCommands for `command`.
const CommandSpec& spec(Command command);

}  // namespace tictactoe::app
