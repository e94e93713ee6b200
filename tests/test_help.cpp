// The texts that explain the program (help.hpp): the usage synopsis,
// --help, the in-game help and the version line, all built from the tables
// (kOptions, kCommands, kLevels) and the catalogue.

#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include "app/tables/commands.hpp"
#include "app/tables/help.hpp"
#include "app/tables/keys.hpp"
#include "app/tables/options.hpp"
#include "app/tables/topics.hpp"
#include "app/text/language.hpp"
#include "app/text/layout.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "support/text.hpp"
#include "tictactoe/ai.hpp"

namespace test_help {

using namespace tictactoe::app;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::lines_of;
using tictactoe::test::unwrapped;

namespace {

Style keypad_style() {
  Style style;
  style.numbering = Numbering(true);
  return style;
}

const Catalogue kEnglish;

// The words of a command as the help lists them: "u, undo".
std::string words_of(const CommandSpec& command) {
  std::string text;
  for (const auto word : command.words) {
    if (!word.empty()) text += (text.empty() ? "" : ", ") + std::string(word);
  }
  return text;
}

// The sentence an option's help line says, its placeholders filled as
// --help documents them: the levels and the default for --difficulty, the
// range for a number.
std::string help_sentence(const OptionSpec& option) {
  if (option.id == OptionId::difficulty) {
    return kEnglish(option.help, {tictactoe::test::level_list(), core::name(core::kDefaultDifficulty)});
  }
  if (option.kind == ValueKind::number) return kEnglish(option.help, {number_range(option)});
  if (option.kind == ValueKind::names) return kEnglish(option.help, {kMaxNameLength});
  if (option.id == OptionId::lang) return kEnglish(option.help, {tictactoe::test::language_codes()});
  if (option.id == OptionId::history_file) return kEnglish(option.help, {"~/.local/state/tictactoe/history.jsonl"});
  if (option.id == OptionId::no_config) return kEnglish(option.help, {"~/.config/tictactoe/config"});
  return kEnglish(option.help);
}

void check_widths(const std::string& text, std::size_t width) {
  for (const auto& line : lines_of(text)) {
    INFO("line: '" << line << "'");
    CHECK(display_width(line) <= width);
  }
}

}  // namespace

// ===========================================================================
// As before the tables

TEST_CASE("the help topic play shows the cell layout of the numbering it is given", "[help]") {
  CHECK(contains(play_topic(Style{}), "       1 2 3\n       4 5 6\n       7 8 9\n"));
  CHECK(contains(play_topic(keypad_style()), "       7 8 9\n       4 5 6\n       1 2 3\n"));
  CHECK(help_text(Style{}).starts_with("Usage: tictactoe [OPTION]...\n"));
  CHECK(usage(kEnglish).starts_with("Usage: tictactoe"));
  CHECK(version_text().starts_with("tictactoe "));
  CHECK(version_text().ends_with("\n"));
}

TEST_CASE("the help text describes the new options and shows the keypad layout with 7 8 9 on top", "[help]") {
  for (const std::string& text : {help_text(Style{}), help_text(keypad_style())}) {
    // The help is wrapped to the terminal: its sentences are read unwrapped.
    for (const std::string_view part :
         {"--keypad", "--color", "auto|always|never", "--rounds", "--o-difficulty", "cvc", "two computers"}) {
      INFO("must mention: " << part);
      CHECK(contains(unwrapped(text), part));
    }
  }
  for (const std::string_view part : {"--keypad", "--color", "--rounds", "--o-difficulty", "cvc"}) {
    INFO("usage must mention: " << part);
    CHECK(contains(usage(kEnglish), part));
  }
  // The cells are listed right after the line that introduces them.
  const std::string help = play_topic(Style{});
  const std::string keypad_help = play_topic(keypad_style());
  const std::string intro = "Cells:\n";
  REQUIRE(contains(keypad_help, intro));
  REQUIRE(contains(help, intro));
  CHECK(keypad_help.substr(keypad_help.find(intro) + intro.size())
            .starts_with("       7 8 9\n       4 5 6\n       1 2 3\n"));
  CHECK(help.substr(help.find(intro) + intro.size()).starts_with("       1 2 3\n       4 5 6\n       7 8 9\n"));
}

// ===========================================================================
// Built from the tables

TEST_CASE("the help text lists every option of kOptions, in table order, each with its help sentence", "[help]") {
  // Those of a game over the network alone are --help network's.
  const std::string screen = help_text(Style{});
  const std::string network = network_topic(Style{});
  std::size_t from_screen = 0;
  std::size_t from_network = 0;
  for (const OptionSpec& option : kOptions) {
    const std::string name = long_form(option);
    INFO("option " << name);
    const bool net = option.uses == use_net;
    const std::string& help = net ? network : screen;
    const std::string flat = unwrapped(help);
    std::size_t& from = net ? from_network : from_screen;
    // At the start of a row, after the short name if it has one.
    const std::string row =
        "\n  " + (option.short_name != '\0' ? std::string{'-', option.short_name} + ", " : std::string()) + name;
    const auto at = help.find(row, from);
    REQUIRE(at != std::string::npos);
    from = at + row.size();
    CHECK(contains(flat, unwrapped(help_sentence(option))));
    // A word option shows its words, a number or board option its placeholder.
    if (option.kind == ValueKind::word && option.metavar.empty()) {
      std::string words;
      for (const auto word : tictactoe::test::option_words(option.id))
        words += (words.empty() ? "" : "|") + std::string(word);
      CHECK(help.substr(at + row.size()).starts_with(" " + words));
    } else if (option.value_optional) {
      CHECK(help.substr(at + row.size()).starts_with(" [" + std::string(option.metavar) + "]"));
    } else if (option.kind != ValueKind::flag) {
      CHECK(help.substr(at + row.size()).starts_with(" " + std::string(option.metavar)));
    }
  }
}

TEST_CASE("the usage shows how to run each action with the options that apply to it", "[help]") {
  const std::string text = usage(kEnglish);
  const auto lines = lines_of(text);
  // One synopsis per action, each starting with "tictactoe" at the same column.
  std::vector<std::string> synopses;
  std::string current;
  for (const auto& line : lines) {
    const auto at = line.find("tictactoe");
    if (at != std::string::npos && at == std::string_view("Usage: ").size()) {
      if (!current.empty()) synopses.push_back(unwrapped(current));
      current = line;
    } else {
      current += "\n" + line;
    }
  }
  synopses.push_back(unwrapped(current));
  REQUIRE(synopses.size() == 9);
  CHECK(synopses[1].starts_with("tictactoe --analyze BOARD|-"));
  CHECK(synopses[2].starts_with("tictactoe --move BOARD|-"));
  CHECK(synopses[3].starts_with("tictactoe --review MOVES|-"));
  CHECK(synopses[4].starts_with("tictactoe --host [[ADDRESS]:PORT] [--names"));
  CHECK(synopses[5].starts_with("tictactoe --join HOST[:PORT] [--names"));
  CHECK(synopses[6].starts_with("tictactoe --stats"));
  CHECK(synopses[7].starts_with("tictactoe --history [N]"));
  CHECK(synopses[8] == "tictactoe --help [TOPIC] | --version");
  // Issue 19 (a mutation run): help and version are actions of their own,
  // never an option of another synopsis.
  for (std::size_t i = 0; i + 1 < synopses.size(); ++i) {
    INFO("synopsis " << synopses[i]);
    CHECK_FALSE(contains(synopses[i], "--help"));
    CHECK_FALSE(contains(synopses[i], "--version"));
  }
  for (const OptionSpec& option : kOptions) {
    if (names_command(option) || option.id == OptionId::help || option.id == OptionId::version) continue;
    const std::string bracketed = "[" + long_form(option);
    INFO("option " << long_form(option));
    CHECK(contains(synopses[0], bracketed) == ((option.uses & use_play) != 0));
    CHECK(contains(synopses[1], bracketed) == ((option.uses & use_analyze) != 0));
    CHECK(contains(synopses[2], bracketed) == ((option.uses & use_move) != 0));
    CHECK(contains(synopses[3], bracketed) == ((option.uses & use_review) != 0));
    CHECK(contains(synopses[4], bracketed) == ((option.uses & use_net) != 0));
    CHECK(contains(synopses[5], bracketed) == ((option.uses & use_net) != 0));
    CHECK(contains(synopses[6], bracketed) == ((option.uses & use_records) != 0));
    CHECK(contains(synopses[7], bracketed) == ((option.uses & use_records) != 0));
  }
}

TEST_CASE("the help text lists every word command with its help line, and the in-game help those of the move prompt",
          "[help]") {
  const std::string help = play_topic(Style{});
  for (const CommandSpec& command : kCommands) {
    const std::string words = "\n  " + words_of(command) + " ";
    INFO("command words: " << words_of(command));
    CHECK(contains(help, words));
    CHECK(contains(unwrapped(help), kEnglish(command.help)));
    if (command.vs_computer) CHECK(contains(unwrapped(help), kEnglish(*command.vs_computer)));
    for (const Mode mode : {Mode::hvh, Mode::hvc}) {
      INFO("mode " << static_cast<int>(mode));
      const std::string in_game = game_help(Style{}, mode);
      const bool applies = (command.where & at_move) != 0 && (command.modes & use_of(mode)) != 0;
      CHECK(contains(in_game, words) == applies);
      CHECK(contains(unwrapped(in_game), kEnglish(help_for(command, mode))) == applies);
    }
  }
}

TEST_CASE("the in-game help is written for the mode: the goal, how to move, and only what applies", "[help]") {
  // Issue 10: the help between two people spoke of the computer's reply.
  const std::string people = unwrapped(game_help(Style{}, Mode::hvh));
  const std::string computer = unwrapped(game_help(Style{}, Mode::hvc));
  CHECK_FALSE(contains(people, "computer"));
  CHECK(contains(people, "takes back the last move"));
  CHECK(contains(computer, "against the computer, takes back your move and its reply"));
  for (const std::string& text : {people, computer}) {
    CHECK(text.starts_with("Three in a row wins"));
    CHECK(contains(text, "Type the number of a free cell and press Enter."));
    CHECK_FALSE(contains(text, "Play again"));
  }
}

TEST_CASE("the help at Play again lists its answers for the mode", "[help]") {
  const std::string people = play_again_help(Style{}, Mode::hvh);
  const std::string computers = play_again_help(Style{}, Mode::cvc);
  for (const std::string_view row : {"\n  y, yes ", "\n  n, no ", "\n  settings ", "\n  q, quit, exit "}) {
    INFO("row " << row);
    CHECK(contains(people, row));
    CHECK(contains(computers, row));
  }
  CHECK(contains(people, "\n  s, swap "));
  CHECK_FALSE(contains(computers, "swap"));
  CHECK_FALSE(contains(people, "hint"));
}

TEST_CASE("the help topic levels lists every level of kLevels, weakest first, with its summary", "[help]") {
  const std::string help = levels_topic(Style{});
  std::size_t from = help.find("Levels:\n");
  REQUIRE(from != std::string::npos);
  for (const core::Level& level : core::kLevels) {
    INFO("level " << level.token);
    const auto at = help.find("\n  " + std::string(level.token) + " ", from);
    REQUIRE(at != std::string::npos);
    from = at + 1;
    CHECK(contains(unwrapped(help), kEnglish(summary_for(level.difficulty))));
  }
}

TEST_CASE("the in-game help shows the cells in the numbering in use, the input rule and end of input", "[help]") {
  const std::string plain = game_help(Style{}, Mode::hvh);
  const std::string keypad = game_help(keypad_style(), Mode::hvc);
  CHECK(contains(plain, "Cells:\n       1 2 3\n       4 5 6\n       7 8 9\n"));
  CHECK(contains(keypad, "Cells:\n       7 8 9\n       4 5 6\n       1 2 3\n"));
  for (const std::string& text : {plain, keypad}) {
    CHECK(contains(unwrapped(text), "A move line is one whole number 1-9"));
    CHECK(contains(unwrapped(text), "End of input (Ctrl-D) leaves at any prompt."));
    CHECK(text.ends_with("\n"));
  }
}

TEST_CASE("the help text, the usage and the in-game help fit their widths", "[help]") {
  check_widths(help_text(Style{}), 79);
  check_widths(help_text(keypad_style()), 79);
  check_widths(usage(kEnglish), 79);
  for (const TopicSpec& topic : kTopics) {
    INFO("topic " << topic.token);
    check_widths(topic.text(Style{}), 79);
    check_widths(topic.text(keypad_style()), 79);
  }
  for (const Mode mode : {Mode::hvh, Mode::hvc, Mode::cvc}) {
    check_widths(game_help(Style{}, mode), 72);
    check_widths(play_again_help(Style{}, mode), 72);
  }
}

TEST_CASE("the in-game help wraps at word boundaries in a terminal narrower than 72 columns", "[help]") {
  const std::size_t columns = GENERATE(40u, 50u, 60u);
  INFO(columns << " columns");
  Style narrow;
  narrow.columns = columns;
  const std::string text = game_help(narrow, Mode::hvc);
  check_widths(text, columns);
  check_widths(play_again_help(narrow, Mode::hvh), columns);
  // The same sentences, only wrapped differently; no word is cut.
  CHECK(unwrapped(text) == unwrapped(game_help(Style{}, Mode::hvc)));
}

TEST_CASE("the version line is the program's name and a three-part version", "[help]") {
  CHECK(std::regex_match(version_text(), std::regex("tictactoe [0-9]+\\.[0-9]+\\.[0-9]+\n")));
}

TEST_CASE("the Chinese in-game help fits a 30-column terminal", "[help]") {
  Style narrow{.text = Catalogue(language_coded("zh_CN"))};
  narrow.columns = 30;
  for (const Mode mode : {Mode::hvh, Mode::hvc, Mode::cvc}) {
    const std::string game = mode == Mode::cvc ? std::string() : game_help(narrow, mode);
    for (const std::string& text : {game, play_again_help(narrow, mode)}) {
      for (const auto& line : tictactoe::test::lines_of(text)) {
        INFO(line);
        CHECK(display_width(line) <= 30);
      }
    }
  }
}

// ===========================================================================
// One screen, and the topics (issue 19)

TEST_CASE("the --help text fits one screen in every language: at most 45 lines of at most 80 columns", "[help]") {
  // Issue 19: --help was over 100 lines (124 in Russian).
  for (const LanguageSpec& spoken : kLanguages) {
    for (const bool keypad : {false, true}) {
      Style style{.text = Catalogue(language_of(spoken))};
      style.numbering = Numbering(keypad);
      INFO("language " << spoken.code << (keypad ? ", keypad" : ""));
      const std::string help = help_text(style);
      CHECK(lines_of(help).size() <= 45);
      check_widths(help, 80);
      for (const TopicSpec& topic : kTopics) {
        INFO("topic " << topic.token);
        const std::string text = topic.text(style);
        CHECK(lines_of(text).size() >= 2);
        CHECK(text.ends_with("\n"));
        check_widths(text, 80);
      }
    }
  }
}

TEST_CASE(
    "the --help text gives a short synopsis and ends with the topics, each with its summary, then the exit status",
    "[help]") {
  const std::string help = help_text(Style{});
  CHECK(
      help.starts_with("Usage: tictactoe [OPTION]...\n"
                       "       tictactoe --analyze BOARD|- [OPTION]...\n"
                       "       tictactoe --move BOARD|- [OPTION]...\n"
                       "       tictactoe --review MOVES|- [OPTION]...\n"
                       "       tictactoe --stats | --history [N] [OPTION]...\n"
                       "       tictactoe --help [TOPIC] | --version\n"));
  const auto title = help.find("\nHelp topics (tictactoe --help TOPIC):\n");
  REQUIRE(title != std::string::npos);
  std::size_t from = title;
  for (const TopicSpec& topic : kTopics) {
    INFO("topic " << topic.token);
    const std::string row = "\n  " + std::string(topic.token) + " ";
    const auto at = help.find(row, from);
    REQUIRE(at != std::string::npos);
    from = at + row.size();
    CHECK(contains(help.substr(at, help.find('\n', at + 1) - at), kEnglish(topic.summary)));
  }
  CHECK(help.ends_with("\n\n" + kEnglish(Msg::help_exit_short) + "\n"));
  // What moved to the topics is not on the one screen.
  CHECK_FALSE(contains(help, "Levels:"));
  CHECK_FALSE(contains(help, "Cells:"));
}

TEST_CASE("the topics say what moved out of --help: the files, the environment and the full-screen keys", "[help]") {
  const std::string files = unwrapped(files_topic(Style{}));
  CHECK(contains(files, "~/.local/state/tictactoe/history.jsonl"));
  CHECK(contains(files, "~/.config/tictactoe/config"));
  CHECK(contains(files, "NO_COLOR"));
  CHECK(contains(files, "LC_MESSAGES"));
  // Every option a preferences file may set is named, by its key, and no other.
  for (const OptionSpec& option : kOptions) {
    INFO("option " << option.name);
    CHECK(contains(files, " " + std::string(config_key(option)) + (option.in_config ? "" : ",")) == option.in_config);
  }
  const std::string keys = keys_topic(Style{});
  for (const KeySpec& row : kKeys) {  // every key of the full screen, from its table
    INFO(kEnglish(row.label));
    CHECK(contains(unwrapped(keys),
                   std::string(row.keys.empty() ? kEnglish(*row.keys_word) : row.keys) + ": " + kEnglish(row.label)));
  }
  CHECK(contains(unwrapped(keys), unwrapped(kEnglish(Msg::screen_help_other))));
  const std::string boards = unwrapped(boards_topic(Style{}));
  CHECK(contains(boards, unwrapped(kEnglish(Msg::help_exit_status))));
  CHECK(contains(boards, "MOVES is a move record"));
}

}  // namespace test_help
