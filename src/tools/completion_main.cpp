// tictactoe_completion FILE: writes the bash completion script, generated
// from the option table, to FILE. Run by the build (CMakeLists.txt), which
// installs FILE as share/bash-completion/completions/tictactoe.

#include <fstream>
#include <iostream>

#include "app/cli/completion.hpp"

int main(int argc, char* argv[]) {
  if (argc != 2) {
    std::cerr << "usage: tictactoe_completion FILE\n";
    return 2;
  }
  std::ofstream file(argv[1]);
  file << tictactoe::app::bash_completion();
  return file.flush() ? 0 : 1;
}
