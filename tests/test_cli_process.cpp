// The program as a whole (cli.hpp): what run_program does with the process
// it is given (the Environment's hooks), its exit statuses, and an output
// that cannot be written.

#include <catch2/catch.hpp>

#include <algorithm>
#include <ios>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/batch.hpp"
#include "app/cli/cli.hpp"
#include "support/streams.hpp"
#include "support/string_makers.hpp"

namespace test_cli_process {

using namespace tictactoe::app;

namespace {

struct Run {
  int status;
  std::string out;
  std::string err;
  int unsynced = 0;        // calls of Environment::unsync_stdio
  int signal_catches = 0;  // calls of Environment::catch_signals
};

Run run(const std::vector<std::string_view>& args, const std::string& input = "", std::streambuf* output = nullptr) {
  std::istringstream in(input);
  std::ostringstream captured;
  std::ostream out(output != nullptr ? output : captured.rdbuf());
  std::ostringstream err;
  Run result{};
  Environment environment;
  environment.unsync_stdio = [&] { ++result.unsynced; };
  environment.catch_signals = [&] { ++result.signal_catches; };
  result.status = run_program(args, in, out, err, environment);
  result.out = captured.str();
  result.err = err.str();
  return result;
}

}  // namespace

TEST_CASE("only the batch commands unsync the standard streams, only the game catches Ctrl-C", "[cli]") {
  const auto [args, unsynced, catches] = GENERATE(table<std::vector<std::string_view>, int, int>({
      {{"--analyze", "-"}, 1, 0},
      {{"--analyze", "X.O......"}, 1, 0},
      {{"--move", "-", "--difficulty", "hard"}, 1, 0},
      {{"--mode", "hvh"}, 0, 1},
      {{"--version"}, 0, 0},
      {{"--help"}, 0, 0},
      {{"--bogus"}, 0, 0},
  }));
  const Run result = run(args, "X.O......\n");
  CHECK(result.unsynced == unsynced);
  CHECK(result.signal_catches == catches);
}

TEST_CASE("run_program's exit statuses: 0, 2 for a bad option or board", "[cli]") {
  CHECK(run({"--version"}).status == 0);
  CHECK(run({"--version"}).out.starts_with("tictactoe "));
  CHECK(run({"--analyze", "-"}, "X.O......\n").status == 0);
  CHECK(run({"--analyze", "-"}, "X.O......\n").out == "X to move: win with 4 7 9\n");
  const Run bad_option = run({"--colour"});
  CHECK(bad_option.status == kExitUsage);
  CHECK(bad_option.out.empty());
  CHECK(bad_option.err.find("--colour") != std::string::npos);
  CHECK(run({"--move", "XXXOO...."}).status == kExitUsage);
}

TEST_CASE("an output that cannot be written is said on stderr, with status 1", "[cli]") {
  const auto args =
      GENERATE(std::vector<std::string_view>{"--version"}, std::vector<std::string_view>{"--help"},
               std::vector<std::string_view>{"--analyze", "-"}, std::vector<std::string_view>{"--move", "-"},
               std::vector<std::string_view>{"--mode", "hvh"});
  tictactoe::test::RecordedOutput broken(0);  // every write fails
  const Run result = run(args, "X.O......\n1\n4\n2\n5\n3\nn\n", &broken);
  CHECK(result.status == kExitOutputError);
  CHECK(result.err == "tictactoe: cannot write the output\n");
}

TEST_CASE("an exception is said on stderr as the program's own error, with status 1, not an abort", "[cli]") {
  // An output stream set to throw when a write fails.
  tictactoe::test::RecordedOutput broken(0);
  std::ostream out(&broken);
  out.exceptions(std::ios::badbit);
  std::istringstream in("X.O......\n");
  std::ostringstream err;
  const std::vector<std::string_view> args =
      GENERATE(std::vector<std::string_view>{"--version"}, std::vector<std::string_view>{"--analyze", "-"});
  const int status = run_program(args, in, out, err, Environment{});
  CHECK(status == kExitOutputError);
  CHECK(err.str().starts_with("tictactoe: "));
  CHECK(err.str().ends_with("\n"));
  CHECK(std::ranges::count(err.str(), '\n') == 1);
}

TEST_CASE("a default Environment is a quiet process: no terminal, no colour variables, no Ctrl-C", "[cli]") {
  const Environment environment;
  CHECK_FALSE(environment.stdout_is_terminal);
  CHECK(environment.no_color == nullptr);
  CHECK(environment.term == nullptr);
  environment.catch_signals();
  environment.unsync_stdio();
  CHECK_FALSE(environment.interrupted());
  // Its hooks change nothing: a whole batch still runs over string streams.
  std::istringstream in("X.O......\n");
  std::ostringstream out, err;
  CHECK(run_program(std::vector<std::string_view>{"--analyze", "-"}, in, out, err, environment) == 0);
  CHECK(out.str() == "X to move: win with 4 7 9\n");
}

}  // namespace test_cli_process
