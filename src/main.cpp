// Start-up only: hand the arguments, the standard streams and the process
// environment to the program.

#include <exception>
#include <iostream>
#include <string_view>
#include <vector>

#include "app/cli.hpp"
#include "app/messages.hpp"
#include "app/terminal.hpp"

int main(int argc, char* argv[]) {
  using namespace tictactoe::app;
  try {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    return run_program(args, standard_input(), std::cout, std::cerr, process_environment());
  } catch (const std::exception& error) {  // e.g. out of memory: say so, don't abort
    std::cerr << Catalogue()(Msg::fatal_error, {error.what()}) << '\n';
    return kExitOutputError;
  }
}
