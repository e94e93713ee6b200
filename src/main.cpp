// Start-up only: parse the command line, wire std::cin/std::cout, run.

#include <iostream>
#include <random>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "options.hpp"
#include "session.hpp"

int main(int argc, char* argv[]) {
  using namespace tictactoe;
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  const auto parsed = parse_command_line(args);
  if (const auto* error = std::get_if<UsageError>(&parsed)) {
    std::cerr << "tictactoe: " << error->message << '\n' << usage() << "Try 'tictactoe --help' for more.\n";
    return kExitUsage;
  }
  const auto& [action, options, board] = std::get<CommandLine>(parsed);
  const Style style{};
  std::mt19937 rng(options.seed ? *options.seed : std::random_device{}());
  switch (action) {
    case Action::help: std::cout << help_text(style.numbering); return 0;
    case Action::version: std::cout << version_text(); return 0;
    case Action::analyze: return run_analyze(board, std::cin, std::cout, std::cerr, style);
    case Action::move:
      return run_move(board, std::cin, std::cout, std::cerr, options.difficulty.value_or(Difficulty::medium), rng,
                      style.numbering);
    case Action::play: break;
  }
  return run_session(std::cin, std::cout, SessionSettings{.options = options, .style = style});
}
