// The program as a whole (cli.hpp): what run_program does with the process
// it is given (the Environment's hooks), its exit statuses, and an output
// that cannot be written.

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <ios>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/batch.hpp"
#include "app/cli/cli.hpp"
#include "app/flow/session.hpp"
#include "app/tables/topics.hpp"
#include "app/text/language.hpp"
#include "app/text/messages.hpp"
#include "support/program.hpp"
#include "support/streams.hpp"
#include "support/string_makers.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

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

// ===========================================================================
// The branches of run_program: the language of a usage error, the
// full-screen fallback's reasons, help topics, an unreadable preferences
// file, Ctrl-C over a failed read, the records without files.

namespace {

using tictactoe::test::contains;
using tictactoe::test::Program;
using tictactoe::test::run_with;

// X (Ann) wins down the left column, then no to Play again.
const std::string kXWins = "1\n2\n4\n5\n7\nn\n";

// An environment whose locale variables are those of `lang` (LANG).
Environment with_lang(const char* lang) {
  Environment environment;
  environment.locale = {nullptr, nullptr, nullptr, lang};
  return environment;
}

}  // namespace

TEST_CASE("a usage error is in the language --lang names, before or after the error, else the environment's",
          "[cli][language]") {
  const auto [args, lang, expected] = GENERATE(table<std::vector<std::string>, const char*, const char*>({
      {{"--bogus", "--lang", "ru"}, nullptr, "ru"},
      {{"--lang=fa", "--bogus"}, nullptr, "fa"},
      {{"--lang", "zh_CN", "--mode", "nope"}, "ru_RU.UTF-8", "zh_CN"},
      // --lang last, with no value: the environment's language says so.
      {{"--bogus", "--lang"}, "ru_RU.UTF-8", "ru"},
      // --lang naming no language: the environment's.
      {{"--lang", "klingon", "--bogus"}, "zh_CN.UTF-8", "zh_CN"},
      {{"--lang=", "--bogus"}, nullptr, "en"},
  }));
  INFO("LANG " << (lang != nullptr ? lang : "unset") << ", " << args.size() << " arguments");
  const Program program = run_with(args, "", with_lang(lang));
  INFO(program.err);
  CHECK(program.status == kExitUsage);
  CHECK(program.out.empty());
  const std::string try_help = Catalogue(language_coded(expected))(Msg::try_help);
  CHECK(program.err.ends_with(try_help + "\n"));
  for (const LanguageSpec& other : kLanguages) {
    if (other.code != expected) CHECK_FALSE(contains(program.err, Catalogue(language_of(other))(Msg::try_help)));
  }
}

TEST_CASE("where the full screen cannot be drawn, --full-screen says why in one line and plays the line game",
          "[cli][screen]") {
  const Catalogue english;
  const auto [stdin_terminal, stdout_terminal, term, reason] = GENERATE_COPY(table<bool, bool, const char*, Msg>({
      {false, true, "xterm", Msg::screen_reason_not_terminal},
      {true, false, "xterm", Msg::screen_reason_not_terminal},
      {false, false, nullptr, Msg::screen_reason_not_terminal},
      {true, true, nullptr, Msg::screen_reason_no_term},
      {true, true, "", Msg::screen_reason_no_term},
      {true, true, "dumb", Msg::screen_reason_dumb},
  }));
  Environment environment;
  environment.stdin_is_terminal = stdin_terminal;
  environment.stdout_is_terminal = stdout_terminal;
  environment.term = term;
  INFO("stdin " << stdin_terminal << ", stdout " << stdout_terminal << ", TERM " << (term ? term : "unset"));
  const Program program =
      run_with({"--full-screen", "--mode", "hvh", "--names", "Ann,Bob", "--color", "never"}, kXWins, environment);
  CHECK(program.status == 0);
  CHECK(program.err == english(Msg::screen_fallback, {english(reason)}) + "\n");
  CHECK(contains(program.out, "Ann"));
  CHECK(contains(program.out, "Goodbye"));
  CHECK_FALSE(contains(program.out, "\x1b["));  // no escape sequence: the line game, uncoloured
}

TEST_CASE("between computers, --full-screen with --quiet never takes the terminal: the quiet rounds and their tally",
          "[cli][screen]") {
  // Nothing is drawn under --quiet between computers, so the terminal is
  // neither taken over (no flash of the alternate screen, no DECRQM answer
  // left for the shell) nor is a word said about the full screen.
  const char* term = GENERATE(as<const char*>{}, "xterm-256color", "dumb");
  INFO("TERM " << term);
  Environment terminal;
  terminal.stdin_is_terminal = true;
  terminal.stdout_is_terminal = true;
  terminal.term = term;
  const std::vector<std::string> rounds{"--mode", "cvc", "--rounds", "3", "--quiet", "--seed", "7", "--color", "never"};
  std::vector<std::string> screen = rounds;
  screen.insert(screen.begin(), "--full-screen");
  const Program quiet = run_with(screen, "", terminal);
  CHECK(quiet.status == 0);
  CHECK(quiet.err.empty());
  CHECK(quiet.out == run_with(rounds, "", terminal).out);
  CHECK(contains(quiet.out, "After 3 games"));
  std::vector<std::string> russian = screen;
  russian.insert(russian.end(), {"--lang", "ru"});
  const Program in_russian = run_with(russian, "", terminal);
  CHECK(in_russian.err.empty());
  CHECK_FALSE(in_russian.out.empty());
}

TEST_CASE("a help topic through the program (--help TOPIC) prints that topic, in the language asked, and nothing else",
          "[cli][help]") {
  for (const TopicSpec& topic : kTopics) {
    INFO("--help " << topic.token);
    const Program english = run_with({"--help", std::string(topic.token)}, "", Environment{});
    CHECK(english.status == 0);
    CHECK(english.err.empty());
    CHECK(english.out == topic.text(Style{}));
    CHECK(english.out != run_with({"--help"}, "", Environment{}).out);
    const Program persian = run_with({"--help", std::string(topic.token), "--lang", "fa"}, "", Environment{});
    CHECK(persian.out == topic.text(Style{.text = Catalogue(language_coded("fa"))}));
    CHECK(persian.out != english.out);
  }
}

TEST_CASE("a preferences file that cannot be read is named on stderr and the game plays without it",
          "[cli][preferences]") {
  const tictactoe::test::TempDir dir;
  // A directory where the file should be: open succeeds, fstat refuses it.
  std::filesystem::create_directories(dir / ".config/tictactoe/config");
  Environment home;
  home.files = FileVariables{dir.path().c_str(), nullptr, nullptr};
  const Program game = run_with({"--mode", "hvh", "--no-history", "--names", "Ann,Bob"}, kXWins, home);
  CHECK(game.status == 0);
  CHECK(game.err == "tictactoe: cannot read " + (dir / ".config/tictactoe/config") +
                        ": it is not a regular file; give the path of a regular file\n");
  CHECK(contains(game.out, "Ann"));
  // --version and --no-config do not read it, so say nothing.
  CHECK(run_with({"--version"}, "", home).err.empty());
  CHECK(run_with({"--mode", "hvh", "--no-history", "--no-config"}, kXWins, home).err.empty());
}

TEST_CASE("Ctrl-C while input also failed ends as interrupted, without the read error", "[cli]") {
  Environment environment;
  environment.interrupted = [] { return true; };
  environment.input_error = [] { return std::make_error_code(std::errc::io_error); };
  const Program program = run_with({"--mode", "hvh"}, "", environment);
  CHECK(program.status == kExitInterrupted);
  CHECK_FALSE(contains(program.err, "cannot read input"));
}

TEST_CASE("without a files environment and without --history-file the records fail with status 1, printing nothing",
          "[cli][history]") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--stats"}, std::vector<std::string>{"--history", "--json"},
        std::vector<std::string>{"--review", "@1"}}) {
    INFO(args.front());
    const Program program = run_with(args, "", Environment{});
    CHECK(program.status == 1);
    CHECK(program.out.empty());
  }
}

}  // namespace test_cli_process
