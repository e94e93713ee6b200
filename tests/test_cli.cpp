// The program as a whole (cli.hpp): run_program over string streams and a
// stand-in Environment: exit statuses, what goes to stderr, and the errors
// reported there (usage, output, input).

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "app/cli/batch.hpp"
#include "app/cli/cli.hpp"
#include "app/flow/session.hpp"
#include "support/program.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_cli {

using namespace tictactoe::app;
using tictactoe::test::contains;
using tictactoe::test::Program;
using tictactoe::test::run_with;

namespace {

// An environment whose standard input fails with `error`.
Environment failing_input(std::errc error) {
  Environment environment;
  environment.input_error = [error] { return std::make_error_code(error); };
  return environment;
}

}  // namespace

// ===========================================================================
// Reading input

TEST_CASE("input that cannot be read is reported on stderr with status 1, as GNU tools do", "[cli]") {
  // Issue 10: `tictactoe --mode hvh < /` ended silently with status 0.
  const auto args = GENERATE(values<std::vector<std::string>>({
      {"--mode", "hvh"},
      {},
      {"--mode", "cvc"},
      {"--analyze", "-"},
      {"--move", "-"},
  }));
  INFO("arguments: " << args.size());
  const Program program = run_with(args, "", failing_input(std::errc::is_a_directory));
  INFO("stdout:\n" << program.out << "\nstderr:\n" << program.err);
  CHECK(program.status == kExitInputError);
  CHECK(program.err ==
        "tictactoe: cannot read input: " + std::make_error_code(std::errc::is_a_directory).message() + "\n");
  CHECK_FALSE(contains(program.out, "Goodbye"));
}

TEST_CASE("the end of input is a clean end with status 0 and nothing on stderr", "[cli]") {
  const auto args = GENERATE(values<std::vector<std::string>>({{"--mode", "hvh"}, {}, {"--analyze", "-"}}));
  const Program program = run_with(args, "", Environment{});
  CHECK(program.status == kExitOk);
  CHECK(program.err.empty());
}

// ===========================================================================
// Usage errors

TEST_CASE("the usage error for an option that cannot apply names only the options given", "[cli]") {
  // Issue 10: the usage after this error listed --difficulty and --seed.
  const auto [args, message] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "hvh", "--first", "human"}, "--first does not apply to --mode hvh"},
      {{"--mode", "hvh", "--first", "human", "--seed", "1"}, "--first, --seed do not apply to --mode hvh"},
      {{"--analyze", "X.O......", "--rounds", "2"}, "--rounds cannot be used with --analyze"},
      {{"--analyze", "X.O......", "--move", "-"}, "--analyze and --move cannot be used together"},
  }));
  const Program program = run_with(args, "", Environment{});
  INFO("stderr:\n" << program.err);
  CHECK(program.status == kExitUsage);
  CHECK(program.out.empty());
  CHECK(program.err == "tictactoe: " + message + "\nTry 'tictactoe --help' for more.\n");
}

TEST_CASE("other usage errors are followed by the usage synopsis", "[cli]") {
  const auto args = GENERATE(values<std::vector<std::string>>({{"--colour"}, {"stray"}, {"--", "stray"}}));
  const Program program = run_with(args, "", Environment{});
  CHECK(program.status == kExitUsage);
  CHECK(contains(program.err, "\nUsage: tictactoe "));
  CHECK(program.err.ends_with("Try 'tictactoe --help' for more.\n"));
}

TEST_CASE("an invalid value is one error line and the pointer to --help, without the usage", "[cli]") {
  // Issue 19 (GNU conventions): an invalid value printed the whole usage.
  const auto [args, message] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "xyz"}, "invalid value 'xyz' for --mode (expected hvh, hvc, cvc)"},
      {{"--color=a"}, "invalid value 'a' for --color (expected auto, always, never)"},
      {{"--rounds", "0"}, "invalid value '0' for --rounds (expected a whole number 1-1000000)"},
      {{"--mode", "hvc", "--names", "X"},
       "invalid value 'X' for --names (against the computer your name cannot be X or O: they are the marks)"},
  }));
  const Program program = run_with(args, "", Environment{});
  INFO("stderr:\n" << program.err);
  CHECK(program.status == kExitUsage);
  CHECK(program.out.empty());
  CHECK(program.err == "tictactoe: " + message + "\nTry 'tictactoe --help' for more.\n");
}

TEST_CASE("an argument -- ends the options, and nothing may follow it", "[cli]") {
  // Issue 19 (GNU conventions): "--" was an unexpected argument.
  const Program program = run_with({"--mode", "hvh", "--"}, "q\n", Environment{});
  CHECK(program.status == kExitOk);
  CHECK(program.err.empty());
  CHECK(contains(program.out, "X to move (1-9): "));
  const Program after = run_with({"--", "--mode", "hvh"}, "", Environment{});
  CHECK(after.status == kExitUsage);
  CHECK(after.err.starts_with("tictactoe: unexpected argument '--mode'\n"));
}

// ===========================================================================
// The terminal's width

TEST_CASE("the in-game help wraps to a terminal narrower than its 72 columns", "[cli]") {
  Environment narrow;
  narrow.stdout_is_terminal = true;
  narrow.columns = [] { return std::size_t{40}; };
  const Program program = run_with({"--mode", "hvh", "--color", "never"}, "h\n", narrow);
  INFO("stdout:\n" << program.out);
  const std::string help = program.out.substr(program.out.find("Three in a row"));
  for (const auto& line : tictactoe::test::lines_of(help)) {
    INFO("line: " << line);
    CHECK(line.size() <= 40);
  }
  const Program wide = run_with({"--mode", "hvh", "--color", "never"}, "h\n", Environment{});
  CHECK(contains(wide.out, "Three in a row wins: across, down or diagonally. X moves first; a full\n"));
}

TEST_CASE("the help follows a terminal resized during the game", "[cli]") {
  const std::size_t later = GENERATE(std::size_t{30}, std::size_t{60});
  Environment resized;
  resized.stdout_is_terminal = true;
  // 100 columns at the start, `later` once the first line has been typed.
  resized.columns = [later, calls = 0]() mutable { return ++calls == 1 ? std::size_t{100} : later; };
  const Program program = run_with({"--mode", "hvh", "--color", "never"}, "h\n", resized);
  INFO("stdout:\n" << program.out);
  const std::string help = program.out.substr(program.out.find("Three in a row"));
  std::size_t widest = 0;
  for (const auto& line : tictactoe::test::lines_of(help)) widest = std::max(widest, line.size());
  CHECK(widest <= later);
  CHECK(widest > later - 10);  // filled to the new width, not to an older one
}

TEST_CASE("the banner wraps in a terminal narrower than it, and only there", "[cli]") {
  Environment narrow;
  narrow.stdout_is_terminal = true;
  narrow.columns = [] { return std::size_t{24}; };
  const Program program = run_with({"--mode", "hvh", "--color", "never"}, "", narrow);
  INFO("stdout:\n" << program.out);
  CHECK(program.out.starts_with("tictactoe - three in a\nrow wins. Type a cell, h\nfor help, q to quit.\n"));
  const Program piped = run_with({"--mode", "hvh", "--color", "never"}, "", Environment{});
  CHECK(piped.out.starts_with("tictactoe - three in a row wins. Type a cell, h for help, q to quit.\n"));
}

TEST_CASE("a rejected line's answer wraps in a terminal narrower than it, and only there", "[cli]") {
  Environment narrow;
  narrow.stdout_is_terminal = true;
  narrow.columns = [] { return std::size_t{30}; };
  const Program program = run_with({"--mode", "hvh", "--color", "never"}, "abcdefgh\n", narrow);
  INFO("stdout:\n" << program.out);
  CHECK(contains(program.out, "'abcdefgh' is not a number.\nType a cell number 1-9, or h\nfor help.\n"));
  const Program piped = run_with({"--mode", "hvh", "--color", "never"}, "abcdefgh\n", Environment{});
  CHECK(contains(piped.out, "'abcdefgh' is not a number. Type a cell number 1-9, or h for help.\n"));
}

TEST_CASE("in Persian in a narrow terminal, a two-word name broken across lines keeps every line's isolates paired",
          "[cli][language][bidi]") {
  // The line face's wrap broke "Ann Lee" at its blank: FSI open on one
  // line, a PDI closing nothing on the next.
  const std::size_t columns = GENERATE(std::size_t{14}, std::size_t{20}, std::size_t{28});
  Environment narrow;
  narrow.stdout_is_terminal = true;
  narrow.columns = [columns] { return columns; };
  const Program program = run_with({"--lang", "fa", "--mode", "hvh", "--names", "Ann Lee,Bob Ray", "--color", "never"},
                                   "1\n2\n4\n5\n7\nn\n", narrow);
  INFO(columns << " columns, stdout:\n" << program.out);
  CHECK(program.status == 0);
  CHECK(contains(program.out, "Lee"));
  std::size_t broken = 0;  // lines where a name goes on from the line before
  for (const auto& line : tictactoe::test::lines_of(program.out)) {
    INFO("line: " << line);
    int open = 0;
    bool stray = false;
    for (std::size_t i = 0; i + 2 < line.size(); ++i) {
      if (line.compare(i, 2, "\xe2\x81") != 0) continue;
      const auto last = static_cast<unsigned char>(line[i + 2]);
      if (last >= 0xa6 && last <= 0xa8) ++open;     // U+2066..U+2068
      if (last == 0xa9 && open == 0) stray = true;  // U+2069 closing nothing
      if (last == 0xa9 && open > 0) --open;
    }
    CHECK_FALSE(stray);
    CHECK(open == 0);
    if (contains(line, "\u2068Lee") || contains(line, "\u2068Ray")) ++broken;
  }
  CHECK(broken > 0);  // the width did break a name, reopened on its next line
}

TEST_CASE("the batch commands --analyze and --move take --no-history, as they save nothing anyway", "[cli][history]") {
  // New-user review, finding 15: an alias adding --no-history broke --analyze and --move (status 2).
  const Program analyzed = run_with({"--no-history", "--analyze", "X........"}, "", Environment{});
  CHECK(analyzed.status == 0);
  CHECK(analyzed.err.empty());
  CHECK(analyzed.out == run_with({"--analyze", "X........"}, "", Environment{}).out);
  const Program moved = run_with({"--move", "XX.OO....", "--no-history"}, "", Environment{});
  CHECK(moved.status == 0);
  CHECK(moved.err.empty());
  CHECK(moved.out == "3 win\n");
}

}  // namespace test_cli
