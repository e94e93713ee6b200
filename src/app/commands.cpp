#include "commands.hpp"

#include <algorithm>
#include <cassert>

namespace tictactoe::app {

namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  return std::ranges::equal(a, b, [&](char x, char y) { return lower(x) == lower(y); });
}

}  // namespace

std::optional<Command> parse_command(std::string_view trimmed, Where where, std::uint8_t modes) {
  for (const CommandSpec& row : kCommands) {
    if ((row.where & where) == 0 || (row.modes & modes) == 0) continue;
    for (const std::string_view word : row.words) {
      if (!word.empty() && equal_ignoring_case(word, trimmed)) return row.command;
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
