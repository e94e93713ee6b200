// --full-screen from the program (cli.hpp): where the full screen cannot be
// drawn (standard input or output not a terminal, TERM unset or dumb), the
// line game is played, with one line on standard error saying why.

#include <catch2/catch.hpp>

#include <string>

#include "app/sys/terminal.hpp"
#include "support/program.hpp"
#include "support/text.hpp"

namespace test_screen_cli {

using namespace tictactoe::app;
using tictactoe::test::contains;
using tictactoe::test::lines_of;
using tictactoe::test::run_with;

TEST_CASE("Without a terminal, --full-screen plays the line game and says why in one line", "[screen][cli]") {
  const auto [stdin_tty, stdout_tty, term, reason] = GENERATE(table<bool, bool, const char*, std::string>({
      {false, false, "xterm", "standard input or output is not a terminal"},
      {false, true, "xterm", "standard input or output is not a terminal"},
      {true, false, "xterm", "standard input or output is not a terminal"},
      {true, true, nullptr, "TERM is not set"},
      {true, true, "", "TERM is not set"},
      {true, true, "dumb", "TERM is dumb"},
  }));
  Environment environment;
  environment.stdin_is_terminal = stdin_tty;
  environment.stdout_is_terminal = stdout_tty;
  environment.term = term;
  const auto played = run_with({"--full-screen", "--mode", "hvh"}, "1\n4\n2\n5\n3\nn\n", environment);
  INFO(played.err);
  CHECK(played.status == 0);
  CHECK(contains(played.out, "X wins! (cells 1-2-3)"));
  REQUIRE(lines_of(played.err).size() == 1);
  CHECK(played.err == "tictactoe: --full-screen needs a terminal (" + reason + "): playing the line game.\n");
}

TEST_CASE("The fallback line is in the player's language", "[screen][cli]") {
  Environment environment;
  const auto played = run_with({"--full-screen", "--mode", "hvh", "--lang", "ru"}, "", environment);
  CHECK(contains(played.err, "нужен терминал"));
}

TEST_CASE("The option --full-screen is one of the game: not with --analyze", "[screen][cli]") {
  const auto refused = run_with({"--full-screen", "--analyze", "........."}, "", Environment{});
  CHECK(refused.status == 2);
  CHECK(contains(refused.err, "--full-screen"));
}

}  // namespace test_screen_cli
