#include "app/tables/commands.hpp"

#include <algorithm>
#include <cassert>

#include "app/text/input.hpp"

namespace tictactoe::app {

std::optional<Command> parse_command(std::string_view trimmed, Where where, std::uint8_t modes, const Catalogue& text) {
  const std::string typed = match_key(trimmed);
  const auto is_typed = [&](std::string_view word) { return !word.empty() && match_key(word) == typed; };
  for (const CommandSpec& row : kCommands) {
    if ((row.where & where) == 0 || (row.modes & modes) == 0) continue;
    if (std::ranges::any_of(row.words, is_typed) || std::ranges::any_of(text.words(row.local_words), is_typed)) {
      return row.command;
    }
  }
  return std::nullopt;
}

Msg help_for(const CommandSpec& command, Mode mode) {
  return mode == Mode::hvc && command.vs_computer ? *command.vs_computer : command.help;
}

const CommandSpec& spec(Command command) {
  const auto* row = std::ranges::find(kCommands, command, &CommandSpec::command);
  assert(row != kCommands.end());
  return *row;
}

}  // namespace tictactoe::app
