// The word commands (commands.hpp): the table kCommands, and
// parse_command, which knows each word at the prompts its row names, in any
// case, and nothing else.

#include <catch2/catch.hpp>

#include <array>
#include <cctype>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/tables/commands.hpp"
#include "support/string_makers.hpp"

namespace test_commands {

using namespace tictactoe::app;

namespace {

constexpr std::array<Where, 3> kEveryWhere{at_move, at_menu, at_play_again};

std::string where_name(Where where) {
  switch (where) {
    case at_move: return "the move prompt";
    case at_menu: return "a menu";
    case at_play_again: return "play again";
  }
  return "?";
}

std::string upper(std::string_view word) {
  std::string text(word);
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// Every other letter in upper case: "QuIt".
std::string mixed(std::string_view word) {
  std::string text(word);
  for (std::size_t i = 0; i < text.size(); i += 2) {
    text[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
  }
  return text;
}

// `word` without blanks at either end.
std::string trim_copy(std::string_view word) {
  const auto first = word.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return std::string(word.substr(first, word.find_last_not_of(" \t\r") - first + 1));
}

}  // namespace

// ===========================================================================
// At the move prompt, as before the table

TEST_CASE("parse_command knows the move prompt's word commands in any case", "[commands]") {
  const auto [word, expected] = GENERATE(table<std::string, Command>({
      {"q", Command::quit},
      {"Q", Command::quit},
      {"quit", Command::quit},
      {"QUIT", Command::quit},
      {"Quit", Command::quit},
      {"h", Command::help},
      {"H", Command::help},
      {"help", Command::help},
      {"HeLp", Command::help},
      {"?", Command::help},
      {"hint", Command::hint},
      {"HINT", Command::hint},
      {"u", Command::undo},
      {"U", Command::undo},
      {"undo", Command::undo},
      {"UNDO", Command::undo},
  }));
  INFO("word: " << word);
  const auto command = parse_command(word, at_move);
  REQUIRE(command.has_value());
  CHECK(*command == expected);
}

TEST_CASE("parse_command rejects at the move prompt anything that is not exactly a command word there", "[commands]") {
  const auto word = GENERATE(as<std::string>{}, "qq", "", "5", "quit!", "qui", "exi", "hel", "helpme", "??", "hints",
                             "un", "undo it", "q q", "y", "n", "1", "r", "review", "s", "swap", "settings");
  INFO("word: '" << word << "'");
  CHECK_FALSE(parse_command(word, at_move).has_value());
}

// ===========================================================================
// The table

TEST_CASE("kCommands: each command has one row, a help line and at least one word, and no word is used twice",
          "[commands]") {
  std::set<Command> commands;
  std::set<std::string> words;
  for (const CommandSpec& row : kCommands) {
    INFO("command " << Catch::Detail::stringify(row.command));
    CHECK(commands.insert(row.command).second);
    CHECK(static_cast<std::size_t>(row.command) < kCommands.size());  // with each once: every Command has its row
    CHECK(&spec(row.command) == &row);
    CHECK(row.where != 0);
    CHECK((row.where & ~(at_move | at_menu | at_play_again)) == 0);
    REQUIRE_FALSE(row.words[0].empty());
    for (const std::string_view word : row.words) {
      if (word.empty()) continue;
      INFO("word " << word);
      CHECK(word == std::string_view(trim_copy(word)));
      CHECK(words.insert(std::string(word)).second);
    }
  }
  CHECK(commands.size() == kCommands.size());
}

TEST_CASE(
    "quit and help work at every prompt, hint only at the move prompt, undo there and at play again, "
    "the answers and review only at play again",
    "[commands]") {
  CHECK(spec(Command::quit).where == (at_move | at_menu | at_play_again));
  CHECK(spec(Command::help).where == (at_move | at_menu | at_play_again));
  CHECK(spec(Command::hint).where == at_move);
  CHECK(spec(Command::undo).where == (at_move | at_play_again));
  CHECK(spec(Command::yes).where == at_play_again);
  CHECK(spec(Command::no).where == at_play_again);
  CHECK(spec(Command::review).where == at_play_again);
  CHECK(spec(Command::swap).where == at_play_again);
  CHECK(spec(Command::settings).where == at_play_again);
  // Issue 10: exit quits too; swap needs a player to swap with.
  CHECK(parse_command("EXIT", at_menu) == Command::quit);
  CHECK(spec(Command::swap).modes == (use_hvh | use_hvc));
  CHECK(parse_command("s", at_play_again, use_hvh) == Command::swap);
  CHECK(parse_command("swap", at_play_again, use_hvc) == Command::swap);
  CHECK_FALSE(parse_command("s", at_play_again, use_cvc).has_value());
  CHECK(parse_command("settings", at_play_again, use_cvc) == Command::settings);
}

TEST_CASE("parse_command knows review and undo at play again in any case", "[commands]") {
  const auto [word, expected] = GENERATE(table<std::string, Command>({
      {"r", Command::review},
      {"R", Command::review},
      {"review", Command::review},
      {"Review", Command::review},
      {"u", Command::undo},
      {"UNDO", Command::undo},
  }));
  INFO("word: " << word);
  CHECK(parse_command(word, at_play_again) == expected);
  CHECK_FALSE(parse_command(word, at_menu).has_value());
  if (expected == Command::review) CHECK_FALSE(parse_command(word, at_move).has_value());
}

TEST_CASE("undo's help line against the computer says that the computer's reply goes too", "[commands]") {
  CHECK(help_for(spec(Command::undo), Mode::hvh) == Msg::command_undo_help);
  CHECK(help_for(spec(Command::undo), Mode::hvc) == Msg::command_undo_vs_computer_help);
  CHECK(help_for(spec(Command::hint), Mode::hvc) == Msg::command_hint_help);
}

TEST_CASE("every word of kCommands parses in any case where its row allows it, and nowhere else", "[commands]") {
  for (const CommandSpec& row : kCommands) {
    for (const std::string_view word : row.words) {
      if (word.empty()) continue;
      for (const std::string& typed : {std::string(word), upper(word), mixed(word)}) {
        for (const Where where : kEveryWhere) {
          for (const std::uint8_t modes : {std::uint8_t{use_hvh}, std::uint8_t{use_hvc}, std::uint8_t{use_cvc}}) {
            INFO("'" << typed << "' at " << where_name(where) << " in mode bits " << int{modes});
            const auto parsed = parse_command(typed, where, modes);
            if ((row.where & where) != 0 && (row.modes & modes) != 0) {
              CHECK(parsed == row.command);
            } else {
              CHECK_FALSE(parsed.has_value());
            }
          }
        }
      }
    }
  }
}

TEST_CASE("nothing but a whole command word parses, at any prompt", "[commands]") {
  const auto word = GENERATE(as<std::string>{}, "", " ", "qq", "quit!", "qui", "exi", "hel", "helpme", "??", "hints",
                             "un", "undo it", "q q", "ye", "yess", "nope", "no!", "1", "5", "0", " q", "q ", "y\n",
                             "\xef\xbd\x91", std::string("q\0", 2));
  for (const Where where : kEveryWhere) {
    INFO("'" << word << "' at " << where_name(where));
    CHECK_FALSE(parse_command(word, where).has_value());
  }
}

}  // namespace test_commands
