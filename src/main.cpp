// Start-up only: hand the arguments, the standard streams and the process
// environment to the program.

#include <csignal>
#include <iostream>
#include <string_view>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/sys/terminal.hpp"

int main(int argc, char* argv[]) {
  // A file grown past `ulimit -f` is the failed write's error (EFBIG),
  // reported like any other while the game goes on, never a kill by SIGXFSZ.
  (void)std::signal(SIGXFSZ, SIG_IGN);
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  return tictactoe::app::run_program(args, tictactoe::app::standard_input(), std::cout, std::cerr,
                                     tictactoe::app::process_environment());
}
