#pragma once

// Running the whole program in-process (run_program) on a command line, an
// input and an Environment, and keeping what it wrote.

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/sys/terminal.hpp"

namespace tictactoe::test {

/// What a run of the program returned and wrote.
struct Program {
  int status;
  std::string out;
  std::string err;
};

/// Runs the program with `args` (without the program name) reading `input`.
inline Program run_with(const std::vector<std::string>& args, const std::string& input,
                        const app::Environment& environment) {
  const std::vector<std::string_view> views(args.begin(), args.end());
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  const int status = app::run_program(views, in, out, err, environment);
  return {status, out.str(), err.str()};
}

}  // namespace tictactoe::test
