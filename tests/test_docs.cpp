// The documentation against the tables: every option of kOptions, every
// word of kCommands and every level of kLevels appears in --help and in the
// man page the build makes from docs/tictactoe.6.in, and neither lists an
// option, command or level the tables lack; README.md points to those two,
// and it and docs/*.md name nothing the tables lack; README's commands run.

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/cli/man_page.hpp"
#include "app/sys/terminal.hpp"
#include "app/tables/commands.hpp"
#include "app/tables/help.hpp"
#include "app/tables/options.hpp"
#include "app/tables/topics.hpp"
#include "support/program.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"
#include "support/typed_input.hpp"
#include "tictactoe/ai.hpp"

namespace test_docs {

using namespace tictactoe::app;
using tictactoe::test::contains;
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

// README.md, then the pages of docs/ (docs/NAME.md), by name.
std::vector<std::string> markdown_documents() {
  std::vector<std::string> documents;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(TICTACTOE_SOURCE_DIR) + "/docs")) {
    if (entry.path().extension() == ".md") documents.push_back("docs/" + entry.path().filename().string());
  }
  std::ranges::sort(documents);
  REQUIRE(documents.size() >= 4);  // install, playing, languages, design, performance
  documents.insert(documents.begin(), "README.md");
  return documents;
}

// The man page, as the build makes it from its template.
std::string man_page_made() {
  const auto page = man_page(read_file("docs/tictactoe.6.in"));
  if (const auto* error = std::get_if<ManPageError>(&page))
    FAIL("docs/tictactoe.6.in:" << error->line << ": " << error->reason);
  return std::get<std::string>(page);
}

// What a document lists: option names as typed ("--mode", "-h"), command
// words ("u", "undo") and levels ("hard").
struct Listed {
  std::set<std::string> options;
  std::set<std::string> commands;
  std::set<std::string> levels;
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
  for (const tictactoe::core::Level& level : tictactoe::core::kLevels) listed.levels.insert(std::string(level.token));
  return listed;
}

// --help: the rows of its options list, of its commands list and of its
// levels list.
Listed from_help() {
  Listed listed;
  // The one screen and every topic (the commands and levels are in topics).
  std::string help = help_text(Style{});
  for (const TopicSpec& topic : kTopics) help += topic.text(Style{});
  enum class Part { other, options, commands, levels } part = Part::other;
  for (const auto& line : lines_of(help)) {
    if (line.starts_with("Options")) {
      part = Part::options;
    } else if (line.starts_with("Words you can type")) {
      part = Part::commands;
    } else if (line.starts_with("Levels:")) {
      part = Part::levels;
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
      if (part == Part::levels) listed.levels.insert(first_column);
    }
  }
  return listed;
}

// A Markdown document (README.md, docs/*.md): the first column of an options
// table and of a commands table, and the bold name of each item of "The
// computer's levels".
Listed from_document(const std::string& relative) {
  Listed listed;
  static const std::regex kCode("`([^`]*)`");
  static const std::regex kLevelItem(R"(^- \*\*([^*]+)\*\*)");
  enum class Part { other, options, commands } part = Part::other;
  std::string section;
  for (const auto& line : lines_of(read_file(relative))) {
    if (line.starts_with("## ")) section = line.substr(3);
    std::smatch item;
    if (section == "The computer's levels" && std::regex_search(line, item, kLevelItem)) {
      listed.levels.insert(item[1].str());
    }
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

// Undoes the roff escapes and fonts of a man page line: "\-" is '-', "\fI"
// and the like are fonts, a leading request (".B ") goes.
std::string plain_roff(std::string line) {
  line = std::regex_replace(line, std::regex(R"(\\-)"), "-");
  line = std::regex_replace(line, std::regex(R"(\\f[A-Z])"), "");
  return std::regex_replace(line, std::regex(R"(^\.[A-Z]+ )"), "");
}

// The man page: the tagged paragraphs (.TP) of OPTIONS, of INPUT and of
// LEVELS.
Listed from_man_page() {
  Listed listed;
  std::string section;
  bool tag_next = false;
  for (auto line : lines_of(man_page_made())) {
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
    line = plain_roff(line);
    if (section == "OPTIONS") {
      add_options(line, listed.options);  // the tag holds the option and its value's placeholder
    } else if (section == "INPUT") {
      std::istringstream words(std::regex_replace(line, std::regex(R"(["]|, )"), " "));
      for (std::string word; words >> word;) listed.commands.insert(word);
    } else if (section == "LEVELS") {
      listed.levels.insert(line);  // the tag is the level's name
    }
  }
  return listed;
}

// The man page's SYNOPSIS: the options of each form (the forms are
// separated by .br), in order.
std::vector<std::set<std::string>> synopsis_forms() {
  std::vector<std::set<std::string>> forms(1);
  bool in_synopsis = false;
  for (const auto& line : lines_of(man_page_made())) {
    if (line.starts_with(".SH ")) in_synopsis = line == ".SH SYNOPSIS";
    if (!in_synopsis || line.starts_with(".SH ")) continue;
    if (line == ".br") {
      forms.emplace_back();
    } else {
      add_options(plain_roff(line), forms.back());
    }
  }
  return forms;
}

// What a SYNOPSIS form must list by the option table: the options whose
// uses include `use` (with --analyze, --move and --review only their own),
// plus `command`, not --help and --version, which have a form of their own.
std::set<std::string> options_for(std::uint8_t use, std::optional<OptionId> command) {
  std::set<std::string> options;
  for (const OptionSpec& option : kOptions) {
    if (option.id == OptionId::help || option.id == OptionId::version) continue;
    if (names_command(option) ? option.id == command : (option.uses & use) != 0) options.insert(long_form(option));
  }
  return options;
}

// That `document` lists nothing the tables lack.
void check_within_tables(const Listed& document, const std::string& name) {
  const Listed tables = from_tables();
  for (const auto& option : document.options) {
    INFO(name << " lists " << option << ", which kOptions lacks");
    CHECK(tables.options.contains(option));
  }
  for (const auto& word : document.commands) {
    INFO(name << " lists the command word " << word << ", which kCommands lacks");
    CHECK(tables.commands.contains(word));
  }
  for (const auto& level : document.levels) {
    INFO(name << " lists the level " << level << ", which kLevels lacks");
    CHECK(tables.levels.contains(level));
  }
}

// That `document` lists every option, command and level, and nothing else.
void check_same(const Listed& document, const std::string& name) {
  const Listed tables = from_tables();
  for (const auto& option : tables.options) {
    INFO(name << " must list the option " << option);
    CHECK(document.options.contains(option));
  }
  for (const auto& word : tables.commands) {
    INFO(name << " must list the command word " << word);
    CHECK(document.commands.contains(word));
  }
  for (const auto& level : tables.levels) {
    INFO(name << " must list the level " << level);
    CHECK(document.levels.contains(level));
  }
  check_within_tables(document, name);
}

// A command README shows as typed at a shell: its locale variables
// (`LANG=ru_RU.UTF-8 tictactoe ...`) and the game's arguments, split at
// blanks, a "double-quoted" argument kept whole.
struct Typed {
  std::vector<std::string> variables;  // NAME=value, in order
  std::vector<std::string> args;       // after `tictactoe`
};

Typed typed_command(std::string_view line) {
  Typed typed;
  std::vector<std::string> words;
  std::string word;
  bool quoted = false;
  for (const char c : line) {
    if (c == '"') {
      quoted = !quoted;
    } else if (c == ' ' && !quoted) {
      if (!word.empty()) words.push_back(std::exchange(word, {}));
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(word);
  std::size_t at = 0;
  while (at < words.size() && contains(words[at], "=")) typed.variables.push_back(words[at++]);
  REQUIRE(at < words.size());
  INFO("README's command: " << line);
  CHECK((words[at] == "tictactoe" || words[at] == "./build/tictactoe"));
  typed.args.assign(words.begin() + static_cast<std::ptrdiff_t>(at) + 1, words.end());
  return typed;
}

// The environment of a command's locale variables (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG); `values` keeps their strings alive.
Environment environment_of(const Typed& typed, std::vector<std::string>& values) {
  static constexpr std::array<std::string_view, 4> kNames{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
  Environment environment;
  values.reserve(typed.variables.size());
  for (const std::string& variable : typed.variables) {
    const std::string name = variable.substr(0, variable.find('='));
    const auto* known = std::ranges::find(kNames, name);
    INFO("README sets " << name);
    REQUIRE(known != kNames.end());
    values.push_back(variable.substr(variable.find('=') + 1));
    environment.locale.at(static_cast<std::size_t>(known - kNames.begin())) = values.back().c_str();
  }
  return environment;
}

// README's transcripts: each code block that starts with "$ ", its command
// and what follows it, with what was typed after each prompt.
struct Transcript {
  std::string command;
  std::string shown;
};

std::vector<Transcript> readme_transcripts() {
  std::vector<Transcript> transcripts;
  bool in_code = false;
  bool in_transcript = false;
  for (const auto& line : lines_of(read_file("README.md"))) {
    if (line.starts_with("```")) {
      in_code = !in_code;
      in_transcript = false;
    } else if (in_code && line.starts_with("$ ")) {
      transcripts.push_back({line.substr(2), ""});
      in_transcript = true;
    } else if (in_transcript) {
      transcripts.back().shown += line + "\n";
    }
  }
  return transcripts;
}

}  // namespace

TEST_CASE("the help text lists every option, command and level of the tables, and nothing else", "[docs]") {
  const Listed help = from_help();
  REQUIRE(help.options.size() >= 10);  // the reader found the list
  REQUIRE(help.levels.size() >= 3);
  check_same(help, "--help");
}

TEST_CASE(
    "README.md points to --help and the man page, and it and docs/ name no option, command or level the "
    "tables lack",
    "[docs]") {
  // README need not list the options one by one: --help and the man page,
  // made from the tables, do. What it or a page of docs/ lists must be in the tables.
  const std::string readme = read_file("README.md");
  CHECK(contains(readme, "--help"));
  CHECK(std::regex_search(readme, std::regex(R"(\bman (6 |-l [^ `]+)?tictactoe)")));
  for (const std::string& document : markdown_documents()) check_within_tables(from_document(document), document);
  // README's one line a level: each level of the table, and none other.
  const Listed readme_listed = from_document("README.md");
  for (const tictactoe::core::Level& level : tictactoe::core::kLevels) {
    INFO("README must give the level " << level.token << " its line");
    CHECK(readme_listed.levels.contains(std::string(level.token)));
  }
}

TEST_CASE("the man page lists every option, command and level of the tables, and nothing else", "[docs]") {
  const Listed man = from_man_page();
  REQUIRE(man.options.size() >= 10);
  REQUIRE(man.levels.size() >= 3);
  check_same(man, "the man page");
}

TEST_CASE("the man page's SYNOPSIS gives each form the options the table lets it take", "[docs]") {
  // New-user tests: the SYNOPSIS left out --lang.
  const std::vector<std::set<std::string>> forms = synopsis_forms();
  const std::vector<std::set<std::string>> expected{
      options_for(use_play, std::nullopt),
      options_for(use_analyze, OptionId::analyze),
      options_for(use_move, OptionId::move),
      options_for(use_review, OptionId::review),
      options_for(use_net, OptionId::host),
      options_for(use_net, OptionId::join),
      options_for(use_records, OptionId::stats),
      options_for(use_records, OptionId::history),
      {"--help", "--version"},
  };
  REQUIRE(forms.size() == expected.size());
  for (std::size_t i = 0; i < forms.size(); ++i) {
    INFO("SYNOPSIS form " << i + 1);
    CHECK(forms[i] == expected[i]);
  }
}

TEST_CASE("the man page names every help topic as it is typed, and it, README and docs/ no other topic",
          "[docs][help]") {
  // Issue 19: the help topics, listed at the end of --help, are documented.
  std::vector<std::string> documents;
  for (const std::string& document : markdown_documents()) documents.push_back(read_file(document));
  std::string man;
  for (const auto& line : lines_of(man_page_made())) man += plain_roff(line) + "\n";
  std::set<std::string> topics;
  for (const TopicSpec& topic : kTopics) {
    const std::string typed = "--help " + std::string(topic.token);
    INFO("topic " << topic.token);
    CHECK(contains(man, typed));
    topics.insert(std::string(topic.token));
  }
  static const std::regex kTyped(R"(--help ([a-z]+))");
  documents.push_back(man);
  for (const std::string& document : documents) {
    for (auto it = std::sregex_iterator(document.begin(), document.end(), kTyped); it != std::sregex_iterator(); ++it) {
      const std::string named = (*it)[1].str();
      INFO("a document names --help " << named << ": a topic, or a prefix of one");
      CHECK(std::ranges::any_of(topics, [&](const std::string& topic) { return topic.starts_with(named); }));
    }
  }
}

TEST_CASE("the man page and docs/install.md name the program's version and its package", "[docs]") {
  // New-user tests: README spoke of version 1.0.0 as the past while the program said 1.0.0.
  const std::string text = version_text();  // "tictactoe 1.1.0\n"
  const std::string version = text.substr(text.find(' ') + 1, text.size() - text.find(' ') - 2);
  REQUIRE(std::regex_match(version, std::regex(R"([0-9]+\.[0-9]+\.[0-9]+)")));
  const std::string man = man_page_made();
  const auto title = man.find("\n.TH ") + 1;
  CHECK(man.substr(title, man.find('\n', title) - title).ends_with(" \"tictactoe " + version + "\" \"Games\""));
  // Every package file name README and docs/ give is this version's.
  static const std::regex kDeb(R"(tictactoe_([^_ `]+)_[a-z0-9]+\.deb)");
  int named = 0;
  for (const std::string& document : markdown_documents()) {
    const std::string page = read_file(document);
    for (auto it = std::sregex_iterator(page.begin(), page.end(), kDeb); it != std::sregex_iterator(); ++it) {
      INFO(document << " names " << (*it)[0].str());
      CHECK((*it)[1].str() == version);
      named += document == "docs/install.md" ? 1 : 0;
    }
  }
  CHECK(named >= 2);  // docs/install.md: what the package command makes, and what apt-get installs
}

TEST_CASE(
    "the commands of README and docs/ that install packages by name update the lists first, and "
    "docs/install.md says where the game goes",
    "[docs]") {
  // New-user tests: the Install command failed on a fresh system (no apt-get update), and root,
  // whose PATH has no /usr/games, found no tictactoe after installing the package.
  int commands = 0;
  std::string install;
  for (const std::string& document : markdown_documents()) {
    std::string section;
    bool in_code = false;
    for (const auto& line : lines_of(read_file(document))) {
      if (line.starts_with("## ")) section = line.substr(3);
      if (line.starts_with("```")) in_code = !in_code;
      if (document == "docs/install.md" && section == "Install") install += line + "\n";
      if (!in_code || !std::regex_search(line, std::regex(R"(apt-get install (-y )?[a-z])"))) continue;
      INFO(document << ", " << section << ": " << line);
      CHECK(line.starts_with("apt-get update && apt-get install "));
      ++commands;
    }
  }
  CHECK(commands >= 3);  // README's Play and Test, docs/install.md's package
  CHECK(contains(install, "`/usr/games/tictactoe`"));
  CHECK(contains(install, "as root run it by its full path"));
}

TEST_CASE("the build commands of README and docs/ build on every core, and the presets fix no job count", "[docs]") {
  // Issue 19: the play command built on one core (25 s; 13 s with two jobs).
  int builds = 0;
  for (const std::string& document : markdown_documents()) {
    for (const auto& line : lines_of(read_file(document))) {
      for (std::size_t at = line.find("cmake --build"); at != std::string::npos;
           at = line.find("cmake --build", at + 1)) {
        INFO(document << ": " << line);
        const std::size_t end = std::min(line.find_first_of("&`", at), line.size());
        CHECK(contains(line.substr(at, end - at), "-j\"$(nproc)\""));
        ++builds;
      }
    }
  }
  CHECK(builds >= 4);  // README's Play, docs/install.md's without presets, docs/performance.md's two
  CHECK_FALSE(contains(read_file("CMakePresets.json"), "\"jobs\""));
}

TEST_CASE("README is at most 300 lines, and each of its shell blocks is a command .ci/run runs", "[docs]") {
  // Issue 29: README fits a newcomer; every command in it is run by a test.
  const std::vector<std::string> lines = lines_of(read_file("README.md"));
  CHECK(lines.size() <= 300);
  const std::string ci = read_file(".ci/run");
  std::string marker;  // the <!-- NAME --> the lines are under, "" outside one
  std::vector<std::string> named;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::smatch match;
    if (std::regex_match(lines[i], match, std::regex(R"(<!-- ([a-z-]+-command) -->)"))) {
      marker = match[1].str();
      named.push_back(marker);
    } else if (lines[i] == "<!-- /" + marker + " -->") {
      marker.clear();
    } else if (lines[i] == "```sh") {
      INFO("README line " << i + 1 << ": a shell block outside a command's markers");
      CHECK_FALSE(marker.empty());
    }
  }
  CHECK(named == std::vector<std::string>{"play-command", "test-command"});
  for (const std::string& name : named) {
    INFO(".ci/run must run README's " << name);
    CHECK(contains(ci, "readme_command " + name));
  }
}

TEST_CASE("README's transcripts are what the game shows, word for word", "[docs]") {
  // Issue 29: every command in README is run by a test; a transcript, as a terminal shows it.
  const std::vector<Transcript> transcripts = readme_transcripts();
  REQUIRE_FALSE(transcripts.empty());
  for (const Transcript& transcript : transcripts) {
    INFO("README: $ " << transcript.command);
    const Typed typed = typed_command(transcript.command);
    std::vector<std::string> values;
    Environment terminal = environment_of(typed, values);
    terminal.stdin_is_terminal = true;
    std::ostringstream out;
    tictactoe::test::TypedInput input(out, transcript.shown);
    std::istream in(&input);
    std::ostringstream err;
    const std::vector<std::string_view> args(typed.args.begin(), typed.args.end());
    CHECK(run_program(args, in, out, err, terminal) == 0);
    CHECK(out.str() == transcript.shown);
    CHECK(err.str().empty());
  }
}

TEST_CASE("every tictactoe command README names in its text runs and ends with status 0", "[docs]") {
  // Issue 29: every command in README is run by a test. With no input and no
  // terminal, a game ends at its first prompt and the full screen is the line game.
  static const std::regex kCommand(R"(`((?:\./build/)?tictactoe(?: [^`]*)?)`)");
  const std::string readme = read_file("README.md");
  int run = 0;
  for (auto it = std::sregex_iterator(readme.begin(), readme.end(), kCommand); it != std::sregex_iterator(); ++it) {
    INFO("README: " << (*it)[1].str());
    const Typed typed = typed_command((*it)[1].str());
    std::vector<std::string> values;
    const tictactoe::test::Program ran = tictactoe::test::run_with(typed.args, "", environment_of(typed, values));
    CHECK(ran.status == 0);
    CHECK_FALSE(ran.out.empty());
    ++run;
  }
  CHECK(run >= 3);
  // `man 6 tictactoe`: the page the build makes (rendered by tests/man_test.sh).
  CHECK(contains(readme, "`man 6 tictactoe`"));
  CHECK_FALSE(man_page_made().empty());
}

}  // namespace test_docs
