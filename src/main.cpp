// Start-up only: hand the arguments, the standard streams and the process
// environment to the program.

#include <iostream>
#include <string_view>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/sys/terminal.hpp"

int main(int argc, char* argv[]) {
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  return tictactoe::app::run_program(args, tictactoe::app::standard_input(), std::cout, std::cerr,
                                     tictactoe::app::process_environment());
}
