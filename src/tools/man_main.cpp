// tictactoe_man TEMPLATE FILE: writes the man page that TEMPLATE
// (docs/tictactoe.6.in) makes with the tables to FILE. Run by the build
// (CMakeLists.txt), which installs FILE as man6/tictactoe.6; a template
// the tables do not fit (a paragraph for an option that is gone) fails the
// build with the line and the reason.

#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <variant>

#include "app/cli/man_page.hpp"

int main(int argc, char* argv[]) {
  if (argc != 3) {
    std::cerr << "usage: tictactoe_man TEMPLATE FILE\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "tictactoe_man: cannot read " << argv[1] << "\n";
    return 1;
  }
  const std::string page_template{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const auto page = tictactoe::app::man_page(page_template);
  if (const auto* error = std::get_if<tictactoe::app::ManPageError>(&page)) {
    std::cerr << argv[1] << ":" << error->line << ": " << error->reason << "\n";
    return 1;
  }
  std::ofstream file(argv[2]);
  file << std::get<std::string>(page);
  return file.flush() ? 0 : 1;
}
