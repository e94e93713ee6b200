// The bash completion (completion.hpp): the script the build generates is
// sourced in bash, and the completions it offers for partial command lines
// are checked against the option table, so a new option or level is
// checked too.

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/completion.hpp"
#include "app/tables/options.hpp"
#include "app/tables/topics.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "support/temp_dir.hpp"

namespace test_completion {

using namespace tictactoe::app;
using tictactoe::test::option_words;

namespace {

// `text` in single quotes for bash.
std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// What the completion offers for the command line split into `words` (as
// bash splits it: "--mode=h" is "--mode", "=", "h"), the last word being
// completed, sorted.
std::vector<std::string> complete(const std::vector<std::string>& words) {
  std::string script = ". " + shell_quoted(TICTACTOE_COMPLETION_SCRIPT) + " && COMP_WORDS=(";
  for (const auto& word : words) script += shell_quoted(word) + " ";
  script +=
      ") && COMP_CWORD=" + std::to_string(words.size() - 1) + " && _tictactoe && printf '%s\\n' \"${COMPREPLY[@]}\"";
  FILE* pipe = popen(("bash --norc --noprofile -c " + shell_quoted(script) + " 2>&1").c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string output;
  for (int c; (c = std::fgetc(pipe)) != EOF;) output += static_cast<char>(c);
  REQUIRE(pclose(pipe) == 0);
  std::vector<std::string> offered;
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty()) offered.push_back(line);
  }
  std::ranges::sort(offered);
  return offered;
}

std::vector<std::string> sorted(std::vector<std::string> words) {
  std::ranges::sort(words);
  return words;
}

// Every option as typed, long and short, from the table.
std::vector<std::string> every_option() {
  std::vector<std::string> names;
  for (const OptionSpec& option : kOptions) {
    names.push_back(long_form(option));
    if (option.short_name != '\0') names.push_back(std::string("-") + option.short_name);
  }
  return sorted(names);
}

// What an option's value completes to: its words, "-" for a board, nothing
// for a number.
std::vector<std::string> values_of(const OptionSpec& option) {
  switch (option.kind) {
    case ValueKind::word: {
      const auto words = option_words(option.id);
      return sorted({words.begin(), words.end()});
    }
    case ValueKind::board: return {"-"};
    case ValueKind::record: return {"-", "@1", "last"};
    case ValueKind::flag:
    case ValueKind::number:
    case ValueKind::names:
    case ValueKind::file:
    case ValueKind::address:
    case ValueKind::code: break;
  }
  return {};
}

}  // namespace

TEST_CASE("the installed completion script is the one generated from the option table", "[completion]") {
  std::ifstream file(TICTACTOE_COMPLETION_SCRIPT);
  REQUIRE(file);
  std::stringstream text;
  text << file.rdbuf();
  CHECK(text.str() == bash_completion());
  CHECK(text.str().find("complete -F _tictactoe tictactoe") != std::string::npos);
}

TEST_CASE("completing a word that starts an option offers the options it can start", "[completion]") {
  CHECK(complete({"tictactoe", ""}) == every_option());
  CHECK(complete({"tictactoe", "-"}) == every_option());
  CHECK(complete({"tictactoe", "--diff"}) == std::vector<std::string>{"--difficulty"});
  CHECK(complete({"tictactoe", "--mode", "hvh", "--f"}) == std::vector<std::string>{"--first", "--full-screen"});
  for (const OptionSpec& option : kOptions) {
    const std::string start = long_form(option).substr(0, 4);
    INFO("completing '" << start << "'");
    std::vector<std::string> expected;
    for (const auto& name : every_option()) {
      if (name.starts_with(start)) expected.push_back(name);
    }
    CHECK(complete({"tictactoe", start}) == expected);
  }
}

TEST_CASE("after an option that takes a value, the completion offers its values", "[completion]") {
  CHECK(complete({"tictactoe", "--mode", ""}) == std::vector<std::string>{"cvc", "hvc", "hvh"});
  CHECK(complete({"tictactoe", "--difficulty", "h"}) == std::vector<std::string>{"hard"});
  CHECK(complete({"tictactoe", "--analyze", ""}) == std::vector<std::string>{"-"});
  CHECK(complete({"tictactoe", "--rounds", ""}).empty());
  for (const OptionSpec& option : kOptions) {
    if (option.kind == ValueKind::flag || option.kind == ValueKind::file) continue;  // files: below
    INFO("option " << long_form(option));
    CHECK(complete({"tictactoe", long_form(option), ""}) == values_of(option));
    CHECK(complete({"tictactoe", "--keypad", long_form(option), ""}) == values_of(option));
  }
}

TEST_CASE("after an option that takes a file, the completion offers the files, and after --review @1 and last",
          "[completion]") {
  // New-user review, finding 13: --history-file offered nothing, --review only "-".
  const tictactoe::test::TempDir dir;
  const std::string file = dir.path() + "/history.jsonl";
  const std::string folder = dir.path() + "/old";
  std::ofstream(file) << "";
  REQUIRE(mkdir(folder.c_str(), 0700) == 0);
  for (const OptionSpec& option : kOptions) {
    if (option.kind != ValueKind::file) continue;
    INFO("option " << long_form(option));
    CHECK(complete({"tictactoe", long_form(option), dir.path() + "/h"}) == std::vector<std::string>{file});
    CHECK(complete({"tictactoe", long_form(option), "=", dir.path() + "/o"}) == std::vector<std::string>{folder});
  }
  CHECK(complete({"tictactoe", "--review", ""}) == std::vector<std::string>{"-", "@1", "last"});
  CHECK(complete({"tictactoe", "--review", "l"}) == std::vector<std::string>{"last"});
}

TEST_CASE("after --help or -h, the completion offers the help topics", "[completion][help]") {
  // Issue 19: the help topics, named in --help, are offered after it.
  std::vector<std::string> topics;
  for (const TopicSpec& topic : kTopics) topics.emplace_back(topic.token);
  CHECK(complete({"tictactoe", "--help", ""}) == sorted(topics));
  CHECK(complete({"tictactoe", "-h", ""}) == sorted(topics));
  CHECK(complete({"tictactoe", "--help", "l"}) == std::vector<std::string>{"levels"});
  CHECK(complete({"tictactoe", "--help", "="}) == sorted(topics));
}

TEST_CASE("a value given as --option=value is completed after the '=', however bash split it", "[completion]") {
  CHECK(complete({"tictactoe", "--mode", "="}) == std::vector<std::string>{"cvc", "hvc", "hvh"});
  CHECK(complete({"tictactoe", "--first", "=", "c"}) == std::vector<std::string>{"computer"});
  // With '=' taken out of COMP_WORDBREAKS the word stays whole, and so do
  // the completions.
  CHECK(complete({"tictactoe", "--color=a"}) == std::vector<std::string>{"--color=always", "--color=auto"});
  for (const OptionSpec& option : kOptions) {
    if (option.kind != ValueKind::word) continue;
    INFO("option " << long_form(option));
    CHECK(complete({"tictactoe", long_form(option), "="}) == values_of(option));
  }
}

TEST_CASE("after a flag or a value, the completion offers the options again", "[completion]") {
  CHECK(complete({"tictactoe", "--keypad", ""}) == every_option());
  CHECK(complete({"tictactoe", "--mode", "hvc", ""}) == every_option());
  std::vector<std::string> long_options;
  for (const OptionSpec& option : kOptions) long_options.push_back(long_form(option));
  CHECK(complete({"tictactoe", "--mode", "=", "hvc", "--"}) == sorted(long_options));
}

}  // namespace test_completion
