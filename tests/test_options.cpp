// The command line (options.hpp): parse_command_line against the option
// table kOptions, every way a command line can be wrong, which options go
// with which games and commands, and use_color. --help is in test_help.cpp.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/tables/options.hpp"
#include "support/command_line.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_options {

using namespace tictactoe::app;
using namespace tictactoe::test;

// ===========================================================================
// parse_command_line

TEST_CASE("no arguments means play with every option left to the menus", "[options]") {
  const CommandLine command_line = accepted({});
  CHECK(command_line.action == Action::play);
  CHECK(set_fields(command_line.options).empty());
}

TEST_CASE("each option is read in both the --opt value and the --opt=value form", "[options]") {
  const auto [option, value] = GENERATE(table<std::string, std::string>({
      {"mode", "hvh"},
      {"mode", "hvc"},
      {"first", "human"},
      {"first", "computer"},
      {"difficulty", "easy"},
      {"difficulty", "medium"},
      {"difficulty", "hard"},
      {"seed", "0"},
      {"seed", "42"},
      {"seed", "4294967295"},
  }));
  const bool with_equals = GENERATE(false, true);
  const std::vector<std::string> args = with_equals ? std::vector<std::string>{"--" + option + "=" + value}
                                                    : std::vector<std::string>{"--" + option, value};
  INFO("arguments: " << joined(args));

  const CommandLine command_line = accepted(args);
  CHECK(command_line.action == Action::play);
  CHECK(set_fields(command_line.options) == option + "=" + value);
}

TEST_CASE("all options together, in any form, set every field", "[options]") {
  const auto args = GENERATE(values<std::vector<std::string>>({
      {"--mode", "hvc", "--first", "computer", "--difficulty", "hard", "--seed", "7"},
      {"--seed=7", "--difficulty=hard", "--first=computer", "--mode=hvc"},
      {"--first", "computer", "--seed=7", "--mode=hvc", "--difficulty", "hard"},
  }));
  INFO("arguments: " << joined(args));
  const CommandLine command_line = accepted(args);
  CHECK(command_line.action == Action::play);
  CHECK(set_fields(command_line.options) == "mode=hvc first=computer difficulty=hard seed=7");
}

TEST_CASE("option values are read in any case", "[options]") {
  // Issue 10: --difficulty Hard and --mode=HVC were rejected.
  const auto [args, expected] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--difficulty", "Hard"}, "difficulty=hard"},
      {{"--mode=HVC"}, "mode=hvc"},
      {{"--mode", "CvC", "--o-difficulty", "EASY"}, "mode=cvc o-difficulty=easy"},
      {{"--first", "Computer", "--mode", "hvc"}, "mode=hvc first=computer"},
      {{"--color=NEVER"}, "color=never"},
  }));
  INFO("arguments: " << joined(args));
  CHECK(set_fields(accepted(args).options) == expected);
}

TEST_CASE("a word option takes a unique prefix of its value, as the menus do", "[options]") {
  // Issue 19 (GNU conventions): --difficulty p was rejected.
  const auto [args, expected] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--difficulty", "p"}, "difficulty=perfect"},
      {{"--difficulty=M"}, "difficulty=medium"},
      {{"--mode", "cv", "--o-difficulty", "e"}, "mode=cvc o-difficulty=easy"},
      {{"--first", "c", "--mode", "hvc"}, "mode=hvc first=computer"},
      {{"--color=al"}, "color=always"},
      {{"--color", "n"}, "color=never"},
  }));
  INFO("arguments: " << joined(args));
  CHECK(set_fields(accepted(args).options) == expected);
  // A prefix of several words names none of them.
  for (const std::vector<std::string>& ambiguous : {std::vector<std::string>{"--mode", "hv"}, {"--color", "a"}}) {
    INFO("arguments: " << joined(ambiguous));
    CHECK(contains(rejected(ambiguous), "invalid value"));
  }
  CHECK(token_index(std::vector<std::string_view>{"hvh", "hvc"}, "") == std::nullopt);
  CHECK(token_index(std::vector<std::string_view>{"ab", "abc"}, "ab") == 0U);
}

TEST_CASE("the names option refuses a word for quit, help or back in any language, saying why", "[options][names]") {
  // Issue 19: --names Q,H and --names Exit,Help were accepted, but typed at
  // the name question q and Exit quit and Help showed help.
  const auto args = GENERATE(values<std::vector<std::string>>({
      {"--names", "Q,H"},
      {"--names", "Exit,Help"},
      {"--names=Ann,?"},
      {"--names", "\u0432\u044b\u0445\u043e\u0434"},      // выход, quit in Russian
      {"--mode", "hvc", "--names", "\u5e2e\u52a9"},       // 帮助, help in Chinese
      {"--names", "Back,Bob"},                            // back: the question before
      {"--names", "Ann,\u043d\u0430\u0437\u0430\u0434"},  // назад, back in Russian
  }));
  INFO("arguments: " << joined(args));
  const std::string message = rejected(args);
  CHECK(message == "invalid value '" + args.back().substr(args.back().find('=') + 1) +
                       "' for --names (a name cannot be a word for quit, help or back in any of the game's languages: "
                       "typed at the name question it would be that command)");
  CHECK(accepted({"--names", "Quinn,Helga"}).options.names == std::vector<std::string>{"Quinn", "Helga"});
}

TEST_CASE("a repeated option takes its last value", "[options]") {
  const auto [args, expected] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "hvh", "--mode", "hvc"}, "mode=hvc"},
      {{"--mode=hvc", "--mode", "hvh"}, "mode=hvh"},
      {{"--first=computer", "--first=human"}, "first=human"},
      {{"--difficulty", "easy", "--difficulty=hard", "--difficulty", "medium"}, "difficulty=medium"},
      {{"--seed", "1", "--seed=2"}, "seed=2"},
      {{"--seed=4294967295", "--seed", "0"}, "seed=0"},
  }));
  INFO("arguments: " << joined(args));
  CHECK(set_fields(accepted(args).options) == expected);
}

TEST_CASE("the help and version options, -h/--help and -V/--version, choose their actions", "[options]") {
  const auto [args, expected] = GENERATE(table<std::vector<std::string>, Action>({
      {{"-h"}, Action::help},
      {{"--help"}, Action::help},
      {{"-V"}, Action::version},
      {{"--version"}, Action::version},
      {{"--mode", "hvc", "--help"}, Action::help},
      {{"-V", "--seed=3"}, Action::version},
      {{"--help", "--help"}, Action::help},
  }));
  INFO("arguments: " << joined(args));
  CHECK(accepted(args).action == expected);
}

TEST_CASE("the options --analyze and --move take a board in both forms and exclude each other", "[options]") {
  SECTION("each sets its action and keeps the board as given") {
    const auto [args, action, board] = GENERATE(table<std::vector<std::string>, Action, std::string>({
        {{"--analyze", "X.O......"}, Action::analyze, "X.O......"},
        {{"--analyze=-"}, Action::analyze, "-"},
        {{"--move", "-"}, Action::move, "-"},
        {{"--move=XO.......", "--difficulty=hard"}, Action::move, "XO......."},
        {{"--move", "X........", "--move", "XO......."}, Action::move, "XO......."},
    }));
    INFO("arguments: " << joined(args));
    const CommandLine command_line = accepted(args);
    CHECK(command_line.action == action);
    CHECK(command_line.board == board);
  }
  SECTION("both together is an error") {
    const std::string message = rejected({"--analyze", ".........", "--move", "........."});
    CHECK(contains(message, "--analyze"));
    CHECK(contains(message, "--move"));
  }
}

TEST_CASE("a command line that cannot be run is a UsageError naming the problem", "[options]") {
  // Each row: the arguments, text the message must name, and the kinds of
  // problem it may state (one of them must appear).
  const auto [args, named, problems] =
      GENERATE(table<std::vector<std::string>, std::vector<std::string>, std::vector<std::string>>({
          // unknown options
          {{"--colour"}, {"'--colour'"}, {"unknown option"}},
          {{"--colour=always"}, {"'--colour'"}, {"unknown option"}},
          {{"--mode=hvh", "--Mode", "hvc"}, {"'--Mode'"}, {"unknown option"}},
          {{"-x"}, {"'-x'"}, {"unknown option", "unexpected argument", "invalid option"}},
          {{"-m", "hvh"}, {"'-m'"}, {"unknown option", "unexpected argument", "invalid option"}},
          {{"-abc"}, {"'-abc'"}, {"unknown option"}},
          {{"-hV"}, {"'-hV'"}, {"unknown option"}},
          // missing values
          {{"--mode"}, {"--mode"}, {"needs a value"}},
          {{"--seed=1", "--difficulty"}, {"--difficulty"}, {"needs a value"}},
          {{"--first"}, {"--first"}, {"needs a value"}},
          // bad values
          {{"--mode", "xyz"}, {"'xyz'", "--mode", "hvh", "hvc"}, {"invalid value"}},
          {{"--mode="}, {"''", "--mode"}, {"invalid value"}},
          {{"--mode", "hvhh"}, {"'hvhh'", "--mode"}, {"invalid value"}},
          {{"--first", "me"}, {"'me'", "--first", "human", "computer"}, {"invalid value"}},
          {{"--difficulty", "Harder"}, {"'Harder'", "--difficulty", "easy", "medium", "hard"}, {"invalid value"}},
          {{"--seed", "-1"}, {"'-1'", "--seed"}, {"invalid value"}},
          {{"--seed", "4294967296"}, {"'4294967296'", "--seed"}, {"invalid value"}},
          {{"--seed", "99999999999999999999"}, {"'99999999999999999999'", "--seed"}, {"invalid value"}},
          {{"--seed", "12abc"}, {"'12abc'", "--seed"}, {"invalid value"}},
          {{"--seed", " 12"}, {"' 12'", "--seed"}, {"invalid value"}},
          {{"--seed="}, {"''", "--seed"}, {"invalid value"}},
          {{"--mode=--help"}, {"'--help'", "--mode"}, {"invalid value"}},
          // stray arguments
          {{"play"}, {"'play'"}, {"unexpected argument"}},
          {{"--mode", "hvh", "extra"}, {"'extra'"}, {"unexpected argument"}},
          {{"-"}, {"'-'"}, {"unexpected argument"}},
          {{"--", "--mode"}, {"'--mode'"}, {"unexpected argument"}},  // after --, an operand (issue 19)
          {{""}, {"''"}, {"unexpected argument"}},
      }));
  INFO("arguments: " << joined(args));
  const std::string message = rejected(args);
  INFO("message: " << message);
  CHECK_FALSE(message.empty());
  CHECK_FALSE(contains(message, "\n"));
  for (const auto& part : named) {
    INFO("must name: " << part);
    CHECK(contains(message, part));
  }
  bool states_problem = false;
  for (const auto& problem : problems) states_problem = states_problem || contains(message, problem);
  CHECK(states_problem);
}

TEST_CASE("an option whose value is missing does not take the next option as its value", "[options]") {
  // New-user tests: "--names --keypad" named X "--keypad", "--move --difficulty hard" said
  // "unexpected argument 'hard'".
  SECTION("the examples found") {
    const auto [args, option] = GENERATE(table<std::vector<std::string>, std::string>({
        {{"--mode", "hvh", "--names", "--keypad"}, "--names"},
        {{"--move", "--difficulty", "hard"}, "--move"},
        {{"--analyze", "--keypad"}, "--analyze"},
        {{"--review", "--keypad"}, "--review"},
        {{"--mode", "--help"}, "--mode"},
        {{"--rounds", "--help"}, "--rounds"},
        {{"--seed", "--", "3"}, "--seed"},
    }));
    INFO("arguments: " << joined(args));
    const UsageError error = rejection(args);
    CHECK(error.reason == Msg::option_needs_value);
    CHECK(message_of(error) == "option '" + option + "' needs a value");
  }
  SECTION("every option that takes a value, followed by every option") {
    for (const OptionSpec& option : kOptions) {
      if (option.kind == ValueKind::flag || option.value_optional) continue;
      for (const OptionSpec& next : kOptions) {
        for (const std::string& after : {long_form(next), long_form(next) + "=1"}) {
          INFO("arguments: " << long_form(option) << " " << after);
          const UsageError error = rejection({long_form(option), after});
          CHECK(error.reason == Msg::option_needs_value);
          CHECK(message_of(error) == "option '" + long_form(option) + "' needs a value");
        }
      }
    }
  }
  SECTION("'-' alone is still a value, and so is a word after '='") {
    CHECK(accepted({"--analyze", "-", "--keypad"}).board == "-");
    CHECK(accepted({"--review", "-"}).board == "-");
    CHECK(accepted({"--move", "-", "--difficulty", "hard"}).board == "-");
    CHECK(accepted({"--names", "-"}).options.names == std::vector<std::string>{"-"});
    CHECK(rejection({"--seed", "-1"}).reason == Msg::invalid_number);
    CHECK(rejection({"--mode=--keypad"}).reason == Msg::invalid_value);
    CHECK(rejected({"--rounds=--help"}) == "invalid value '--help' for --rounds (expected a whole number 1-1000000)");
  }
}

TEST_CASE("a UsageError never echoes control characters from the arguments", "[options]") {
  const auto args = GENERATE(values<std::vector<std::string>>({
      {"--mode", "\x1b[2Jhvh"},
      {"--\x1b[31m"},
      {"\x1b]0;title\x07"},
      {"--seed=1\n2"},
  }));
  INFO("arguments: " << joined(args));
  const std::string message = rejected(args);
  INFO("message: " << message);
  for (const char c : message) CHECK((c >= ' ' && c <= '~'));
}

// ===========================================================================
// The options for computer vs computer, rounds, colour and the keypad

TEST_CASE("the mode cvc and the o-difficulty, rounds and color options are read in both forms", "[options]") {
  const auto [option, value, expected] = GENERATE(table<std::string, std::string, std::string>({
      {"mode", "cvc", "mode=cvc"},
      {"o-difficulty", "easy", "o-difficulty=easy"},
      {"o-difficulty", "medium", "o-difficulty=medium"},
      {"o-difficulty", "hard", "o-difficulty=hard"},
      {"rounds", "1", "rounds=1"},
      {"rounds", "2", "rounds=2"},
      {"rounds", "100", "rounds=100"},
      {"rounds", "999999", "rounds=999999"},
      {"rounds", "1000000", "rounds=1000000"},
      {"color", "always", "color=always"},
      {"color", "never", "color=never"},
      {"color", "auto", ""},  // the default
  }));
  const bool with_equals = GENERATE(false, true);
  const std::vector<std::string> args = with_equals ? std::vector<std::string>{"--" + option + "=" + value}
                                                    : std::vector<std::string>{"--" + option, value};
  INFO("arguments: " << joined(args));
  const CommandLine command_line = accepted(args);
  CHECK(command_line.action == Action::play);
  CHECK(set_fields(command_line.options) == expected);
}

TEST_CASE("colour is automatic unless asked, and the color option's last value wins", "[options]") {
  CHECK(Options{}.color == ColorChoice::automatic);
  CHECK(accepted({}).options.color == ColorChoice::automatic);
  CHECK_FALSE(accepted({}).options.keypad);
  const auto [args, expected] = GENERATE(table<std::vector<std::string>, ColorChoice>({
      {{"--color", "auto"}, ColorChoice::automatic},
      {{"--color=always"}, ColorChoice::always},
      {{"--color", "never"}, ColorChoice::never},
      {{"--color=always", "--color", "auto"}, ColorChoice::automatic},
      {{"--color", "never", "--color=always"}, ColorChoice::always},
      {{"--color=auto", "--color=never"}, ColorChoice::never},
  }));
  INFO("arguments: " << joined(args));
  CHECK(accepted(args).options.color == expected);
}

TEST_CASE("the new options repeated take their last value", "[options]") {
  const auto [args, expected] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "cvc", "--mode=hvh"}, "mode=hvh"},
      {{"--mode=hvh", "--mode", "cvc"}, "mode=cvc"},
      {{"--o-difficulty=easy", "--o-difficulty", "hard"}, "o-difficulty=hard"},
      {{"--rounds", "5", "--rounds=7"}, "rounds=7"},
      {{"--rounds=1000000", "--rounds", "1"}, "rounds=1"},
  }));
  INFO("arguments: " << joined(args));
  CHECK(set_fields(accepted(args).options) == expected);
}

TEST_CASE("every option of a computer-vs-computer match set together, in any order", "[options]") {
  const auto args = GENERATE(values<std::vector<std::string>>({
      {"--mode", "cvc", "--difficulty", "hard", "--o-difficulty", "easy", "--rounds", "100", "--seed", "3", "--color",
       "never", "--keypad"},
      {"--keypad", "--color=never", "--seed=3", "--rounds=100", "--o-difficulty=easy", "--difficulty=hard",
       "--mode=cvc"},
      {"--rounds", "100", "--keypad", "--mode=cvc", "--o-difficulty", "easy", "--color", "never", "--seed", "3",
       "--difficulty", "hard"},
  }));
  INFO("arguments: " << joined(args));
  const CommandLine command_line = accepted(args);
  CHECK(command_line.action == Action::play);
  CHECK(set_fields(command_line.options) ==
        "mode=cvc difficulty=hard o-difficulty=easy rounds=100 seed=3 color=never keypad");
}

TEST_CASE("the rounds option must be a whole number from 1 to 1000000", "[options]") {
  const auto value = GENERATE(as<std::string>{}, "0", "-1", "1000001", "x", "", "-0", "00", "12abc", "1.5", "1e3", " 5",
                              "5 ", "2147483648", "99999999999999999999", "-", "-5");
  const bool with_equals = GENERATE(false, true);
  const std::vector<std::string> args =
      with_equals ? std::vector<std::string>{"--rounds=" + value} : std::vector<std::string>{"--rounds", value};
  INFO("arguments: " << joined(args));
  const std::string message = rejected(args);
  INFO("message: " << message);
  CHECK(contains(message, "invalid value '" + value + "'"));
  CHECK(contains(message, "--rounds"));
  CHECK(contains(message, "1000000"));
  CHECK_FALSE(contains(message, "\n"));
}

TEST_CASE("the color, mode and o-difficulty options reject values they do not know", "[options]") {
  const auto [args, named] = GENERATE(table<std::vector<std::string>, std::vector<std::string>>({
      {{"--color", "yes"}, {"'yes'", "--color", "auto", "always", "never"}},
      {{"--color=no"}, {"'no'", "--color", "auto", "always", "never"}},
      {{"--color", "Al ways"}, {"'Al ways'", "--color"}},
      {{"--color", "automatic"}, {"'automatic'", "--color"}},
      {{"--color", "1"}, {"'1'", "--color"}},
      {{"--color="}, {"''", "--color"}},
      {{"--mode", "h"}, {"'h'", "--mode", "hvh", "hvc", "cvc"}},
      {{"--mode", "CVX"}, {"'CVX'", "--mode", "hvh", "hvc", "cvc"}},
      {{"--mode=cvh"}, {"'cvh'", "--mode", "cvc"}},
      {{"--o-difficulty", "Hardest"}, {"'Hardest'", "--o-difficulty", "easy", "medium", "hard"}},
      {{"--o-difficulty=impossible"}, {"'impossible'", "--o-difficulty"}},
      {{"--o-difficulty="}, {"''", "--o-difficulty"}},
  }));
  INFO("arguments: " << joined(args));
  const std::string message = rejected(args);
  INFO("message: " << message);
  CHECK(contains(message, "invalid value"));
  CHECK_FALSE(contains(message, "\n"));
  for (const auto& part : named) {
    INFO("must name: " << part);
    CHECK(contains(message, part));
  }
}

TEST_CASE("the color, rounds and o-difficulty options need a value", "[options]") {
  const auto [args, option] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--color"}, "--color"},
      {{"--rounds"}, "--rounds"},
      {{"--o-difficulty"}, "--o-difficulty"},
      {{"--mode=cvc", "--rounds"}, "--rounds"},
  }));
  INFO("arguments: " << joined(args));
  const std::string message = rejected(args);
  INFO("message: " << message);
  CHECK(contains(message, option));
  CHECK(contains(message, "needs a value"));
}

TEST_CASE("the keypad option is a flag that takes no value", "[options]") {
  SECTION("alone or among other options it sets keypad numbering and takes nothing after it") {
    const auto [args, action, expected] = GENERATE(table<std::vector<std::string>, Action, std::string>({
        {{"--keypad"}, Action::play, "keypad"},
        {{"--keypad", "--keypad"}, Action::play, "keypad"},
        {{"--keypad", "--mode", "hvh"}, Action::play, "mode=hvh keypad"},
        {{"--mode", "cvc", "--keypad"}, Action::play, "mode=cvc keypad"},
        {{"--keypad", "--seed", "3"}, Action::play, "seed=3 keypad"},
        {{"--analyze", "X.O......", "--keypad"}, Action::analyze, "keypad"},
        {{"--keypad", "--move=-"}, Action::move, "keypad"},
    }));
    INFO("arguments: " << joined(args));
    const CommandLine command_line = accepted(args);
    CHECK(command_line.action == action);
    CHECK(command_line.options.keypad);
    CHECK(set_fields(command_line.options) == expected);
  }
  SECTION("a value after '=' is an error") {
    const auto arg = GENERATE(as<std::string>{}, "--keypad=1", "--keypad=", "--keypad=yes", "--keypad=true");
    INFO("argument: " << arg);
    const std::string message = rejected({arg});
    INFO("message: " << message);
    CHECK(contains(message, "--keypad"));
    CHECK_FALSE(contains(message, "\n"));
  }
  SECTION("a word after it is a stray argument, not its value") {
    const std::string message = rejected({"--keypad", "1"});
    CHECK(contains(message, "unexpected argument '1'"));
  }
  SECTION("it is spelled exactly") {
    const auto arg = GENERATE(as<std::string>{}, "--Keypad", "--keypads", "--key");
    INFO("argument: " << arg);
    CHECK(contains(rejected({arg}), "unknown option '" + arg + "'"));
  }
}

TEST_CASE("use_color with always or never ignores the terminal and the environment", "[options]") {
  const bool terminal = GENERATE(false, true);
  const char* no_color = GENERATE(as<const char*>{}, nullptr, "", "1");
  const char* term = GENERATE(as<const char*>{}, nullptr, "", "dumb", "xterm-256color");
  INFO("terminal " << terminal << ", NO_COLOR " << (no_color ? "'" + std::string(no_color) + "'" : "unset") << ", TERM "
                   << (term ? "'" + std::string(term) + "'" : "unset"));
  CHECK(use_color(ColorChoice::always, terminal, no_color, term));
  CHECK_FALSE(use_color(ColorChoice::never, terminal, no_color, term));
}

TEST_CASE("use_color automatic colours a terminal only with NO_COLOR unset or empty and TERM set and not dumb",
          "[options]") {
  const auto [terminal, no_color, term, expected] = GENERATE(table<bool, const char*, const char*, bool>({
      // a terminal with a usable TERM and no NO_COLOR: colour
      {true, nullptr, "xterm-256color", true},
      {true, nullptr, "screen", true},
      {true, nullptr, "linux", true},
      {true, "", "xterm-256color", true},  // NO_COLOR empty counts as unset
      {true, "", "vt100", true},
      // NO_COLOR set to anything non-empty: no colour
      {true, "1", "xterm-256color", false},
      {true, "0", "xterm-256color", false},
      {true, "false", "xterm-256color", false},
      {true, " ", "xterm-256color", false},
      // TERM unset, empty or dumb: no colour
      {true, nullptr, nullptr, false},
      {true, "", nullptr, false},
      {true, nullptr, "", false},
      {true, "", "", false},
      {true, nullptr, "dumb", false},
      {true, "", "dumb", false},
      {true, "1", "dumb", false},
      {true, "1", nullptr, false},
      // not a terminal: never, whatever the environment
      {false, nullptr, "xterm-256color", false},
      {false, "", "xterm-256color", false},
      {false, "1", "xterm-256color", false},
      {false, nullptr, "dumb", false},
      {false, nullptr, nullptr, false},
      {false, "", "", false},
  }));
  INFO("terminal " << terminal << ", NO_COLOR " << (no_color ? "'" + std::string(no_color) + "'" : "unset") << ", TERM "
                   << (term ? "'" + std::string(term) + "'" : "unset"));
  CHECK(use_color(ColorChoice::automatic, terminal, no_color, term) == expected);
}

}  // namespace test_options
