// The documentation against the tables: every option of kOptions and every
// word of kCommands appears in --help, in README.md and in the man page,
// and each of those lists no option or command the tables lack.

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/commands.hpp"
#include "app/help.hpp"
#include "app/options.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

using namespace tictactoe::app;
using tictactoe::test::lines_of;

#ifndef TICTACTOE_SOURCE_DIR
#error "tests/CMakeLists.txt defines TICTACTOE_SOURCE_DIR, the project's root"
#endif

namespace {

std::string read_file(const std::string& relative) {
  const std::string path = std::string(TICTACTOE_SOURCE_DIR) + "/" + relative;
  std::ifstream file(path);
  INFO("reading " << path);
  REQUIRE(file.good());
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// What a document lists: option names as typed ("--mode", "-h") and
// command words ("u", "undo").
struct Listed {
  std::set<std::string> options;
  std::set<std::string> commands;
};

// Every option name in `text` ("--mode", "-h"): GNU-style words only.
void add_options(std::string_view text, std::set<std::string>& options) {
  static const std::regex kOption(R"((?:^|[^A-Za-z0-9-])(--[a-z][a-z-]*|-[a-zA-Z])(?![A-Za-z0-9-]))");
  const std::string subject(text);
  for (auto it = std::sregex_iterator(subject.begin(), subject.end(), kOption); it != std::sregex_iterator(); ++it) {
    options.insert((*it)[1].str());
  }
}

// What the tables say must be listed.
Listed from_tables() {
  Listed listed;
  for (const OptionSpec& option : kOptions) {
    listed.options.insert(long_form(option));
    if (option.short_name != '\0') listed.options.insert(std::string{'-', option.short_name});
  }
  for (const CommandSpec& command : kCommands) {
    for (const auto word : command.words) {
      if (!word.empty()) listed.commands.insert(std::string(word));
    }
  }
  return listed;
}

// --help: the rows of its options list and of its commands list.
Listed from_help() {
  Listed listed;
  const std::string help = help_text(Style{});
  enum class Part { other, options, commands } part = Part::other;
  for (const auto& line : lines_of(help)) {
    if (line.starts_with("Options")) {
      part = Part::options;
    } else if (line.starts_with("Words you can type")) {
      part = Part::commands;
    } else if (!line.starts_with("  ")) {
      part = Part::other;
    } else if (line.size() > 2 && line[2] != ' ') {  // a row, not a continuation line
      const std::string first_column = line.substr(2, line.find("  ", 2) - 2);
      if (part == Part::options) add_options(first_column.substr(0, first_column.find(' ', 4)), listed.options);
      if (part == Part::commands) {
        std::istringstream words(first_column);
        for (std::string word; std::getline(words, word, ',');)
          listed.commands.insert(std::string(tictactoe::app::trim(word)));
      }
    }
  }
  return listed;
}

// README.md: the first column of the options table and of the commands table.
Listed from_readme() {
  Listed listed;
  static const std::regex kCode("`([^`]*)`");
  enum class Part { other, options, commands } part = Part::other;
  for (const auto& line : lines_of(read_file("README.md"))) {
    if (line.starts_with("| option |")) {
      part = Part::options;
      continue;
    }
    if (line.starts_with("| command |")) {
      part = Part::commands;
      continue;
    }
    if (!line.starts_with("|")) {
      part = Part::other;
      continue;
    }
    if (line.starts_with("|---")) continue;
    const std::string first_cell = line.substr(1, line.find(" | ") - 1);
    for (auto it = std::sregex_iterator(first_cell.begin(), first_cell.end(), kCode); it != std::sregex_iterator();
         ++it) {
      const std::string code = (*it)[1].str();
      if (part == Part::options) add_options(code.substr(0, code.find(' ')), listed.options);
      if (part == Part::commands) listed.commands.insert(code);
    }
  }
  return listed;
}

// The man page: the tagged paragraphs (.TP) of OPTIONS and of INPUT.
Listed from_man_page() {
  Listed listed;
  std::string section;
  bool tag_next = false;
  for (auto line : lines_of(read_file("docs/tictactoe.6"))) {
    if (line.starts_with(".SH ")) {
      section = line.substr(4);
      continue;
    }
    if (line == ".TP") {
      tag_next = true;
      continue;
    }
    if (!tag_next) continue;
    tag_next = false;
    // Undo the roff escapes and fonts: "\-" is '-', "\fI" and the like are fonts.
    line = std::regex_replace(line, std::regex(R"(\\-)"), "-");
    line = std::regex_replace(line, std::regex(R"(\\f[A-Z])"), "");
    line = std::regex_replace(line, std::regex(R"(^\.[A-Z]+ )"), "");
    if (section == "OPTIONS") {
      add_options(line, listed.options);  // the tag holds the option and its value's placeholder
    } else if (section == "INPUT") {
      std::istringstream words(std::regex_replace(line, std::regex(R"(["]|, )"), " "));
      for (std::string word; words >> word;) listed.commands.insert(word);
    }
  }
  return listed;
}

void check_same(const Listed& document, const std::string& name) {
  const Listed tables = from_tables();
  for (const auto& option : tables.options) {
    INFO(name << " must list the option " << option);
    CHECK(document.options.contains(option));
  }
  for (const auto& option : document.options) {
    INFO(name << " lists " << option << ", which kOptions lacks");
    CHECK(tables.options.contains(option));
  }
  for (const auto& word : tables.commands) {
    INFO(name << " must list the command word " << word);
    CHECK(document.commands.contains(word));
  }
  for (const auto& word : document.commands) {
    INFO(name << " lists the command word " << word << ", which kCommands lacks");
    CHECK(tables.commands.contains(word));
  }
}

}  // namespace

TEST_CASE("the help text lists every option and command of the tables, and nothing else", "[docs]") {
  const Listed help = from_help();
  REQUIRE(help.options.size() >= 10);  // the reader found the list
  check_same(help, "--help");
}

TEST_CASE("README.md lists every option and command of the tables, and nothing else", "[docs]") {
  const Listed readme = from_readme();
  REQUIRE(readme.options.size() >= 10);
  check_same(readme, "README.md");
}

TEST_CASE("the man page lists every option and command of the tables, and nothing else", "[docs]") {
  const Listed man = from_man_page();
  REQUIRE(man.options.size() >= 10);
  check_same(man, "the man page");
}
