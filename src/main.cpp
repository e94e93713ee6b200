// Start-up only: parse the command line, set up the terminal side (colour,
// Ctrl-C), wire std::cin/std::cout, run.

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "options.hpp"
#include "session.hpp"

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int /*signal*/) { g_interrupted = 1; }

// Ctrl-C sets a flag and, without SA_RESTART, makes a blocked read return,
// so the session ends the way it ends at end of input: score, status 130.
void catch_interrupt() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, nullptr);
}

int run(const std::vector<std::string_view>& args) {
  using namespace tictactoe;
  const auto parsed = parse_command_line(args);
  if (const auto* error = std::get_if<UsageError>(&parsed)) {
    std::cerr << "tictactoe: " << error->message << '\n' << usage() << "Try 'tictactoe --help' for more.\n";
    return kExitUsage;
  }
  const auto& [action, options, board] = std::get<CommandLine>(parsed);
  const Style style{
      .color = use_color(options.color, isatty(STDOUT_FILENO) == 1, std::getenv("NO_COLOR"), std::getenv("TERM")),
      .numbering = Numbering(options.keypad)};
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
  catch_interrupt();
  return run_session(std::cin, std::cout,
                     SessionSettings{.options = options, .style = style, .interrupted = [] { return g_interrupted != 0; }});
}

}  // namespace

// `status`, or 1 with a message if not all output could be written (a full
// disk, a closed stdout, a reader gone while SIGPIPE is ignored), as GNU
// tools do.
int checked_output(int status) {
  if (std::cout.flush()) return status;
  std::cerr << "tictactoe: cannot write the output\n";
  return 1;
}

int main(int argc, char* argv[]) {
  try {
    return checked_output(run(std::vector<std::string_view>(argv + 1, argv + argc)));
  } catch (const std::exception& error) {  // e.g. out of memory: say so, don't abort
    std::cerr << "tictactoe: " << error.what() << '\n';
    return 1;
  }
}
