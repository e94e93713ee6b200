#pragma once

// The session's questions, asked of the person at this keyboard through
// the face: the menus (the mode, who moves first, a level), the names, and
// Play again. The flow asks, checks the answer and decides what comes
// next; a prompter only asks and hands back what was answered.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/base/interface.hpp"
#include "app/flow/players.hpp"
#include "app/flow/reply.hpp"
#include "app/tables/commands.hpp"
#include "app/text/messages.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app {

/// One answer typed by a person: a word command valid where it was asked,
/// or text to read as an answer (a name).
struct Entry {
  std::optional<Command> command;  ///< set when the answer is a command (never quit: that stops)
  std::string text;                ///< the answer, trimmed (cut short when too long)
  bool too_long = false;           ///< the answer was over kMaxLineLength characters
};

/// One item of a menu: the word that chooses it, and what it means.
struct MenuItem {
  std::string_view word;     ///< typed in any case, or a prefix of it that no other word has
  std::optional<Msg> label;  ///< shown after the word, unless it reads the same (a level, in English)
};

/// One question with a fixed set of answers (the mode, who moves first, a
/// level): its title (a message and its arguments), its items, and the item
/// an empty answer chooses.
struct Menu {
  Msg title;
  std::vector<Arg> title_args;
  std::vector<MenuItem> items;
  std::size_t fallback = 0;  ///< 0-based index into items
};

/// The answer to a menu: the item chosen (0-based), or std::nullopt for
/// "back", which asks the question before it again (see Command::back).
using Choice = std::optional<std::size_t>;

/// Asks the session's questions. Every ask returns an answer or why the
/// session stops (Reply).
class Prompter : public Interface {
 public:
  virtual ~Prompter() = default;

  /// The item of `menu` chosen (0-based), or std::nullopt for "back".
  virtual Reply<Choice> choose(const Menu& menu) = 0;
  /// The name typed for `mark`'s player; `fallback` is the name an empty
  /// answer keeps (the flow checks the name and asks again when it is bad).
  /// A command typed there (help, back) comes as the Entry's command.
  virtual Reply<Entry> name(core::Mark mark, const std::string& fallback) = 0;
  /// The answer at "Play again?" after a game between `players`: one of
  /// the commands valid there (yes, new, no, swap, settings, undo, review,
  /// help).
  virtual Reply<Command> play_again(const Players& players) = 0;
  /// Why the session must stop before the next turn (Ctrl-C, a closed
  /// output), if it must.
  virtual std::optional<Stop> must_stop() = 0;
};

}  // namespace tictactoe::app
