// The command line (parse_command_line) and how a typed line is read and
// understood (input.hpp): numbers, word commands, trimming, echoing safely,
// bounded line reading, and the two cell numberings.

#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "input.hpp"
#include "options.hpp"

using namespace tictactoe;

namespace Catch {

template <>
struct StringMaker<InputError> {
  static std::string convert(InputError value) {
    switch (value) {
      case InputError::empty: return "empty";
      case InputError::too_long: return "too_long";
      case InputError::not_a_number: return "not_a_number";
      case InputError::out_of_range: return "out_of_range";
    }
    return "InputError(?)";
  }
};

template <>
struct StringMaker<Command> {
  static std::string convert(Command value) {
    switch (value) {
      case Command::quit: return "quit";
      case Command::help: return "help";
      case Command::hint: return "hint";
      case Command::undo: return "undo";
    }
    return "Command(?)";
  }
};

template <>
struct StringMaker<Action> {
  static std::string convert(Action value) {
    switch (value) {
      case Action::play: return "play";
      case Action::help: return "help";
      case Action::version: return "version";
      case Action::analyze: return "analyze";
      case Action::move: return "move";
    }
    return "Action(?)";
  }
};

template <>
struct StringMaker<ColorChoice> {
  static std::string convert(ColorChoice value) {
    switch (value) {
      case ColorChoice::automatic: return "automatic";
      case ColorChoice::always: return "always";
      case ColorChoice::never: return "never";
    }
    return "ColorChoice(?)";
  }
};

}  // namespace Catch

namespace {

// ---- Command-line helpers ------------------------------------------------

std::variant<CommandLine, UsageError> parse(const std::vector<std::string>& args) {
  const std::vector<std::string_view> views(args.begin(), args.end());
  return parse_command_line(views);
}

// The command line `args` parse to; they must be accepted.
CommandLine accepted(const std::vector<std::string>& args) {
  const auto parsed = parse(args);
  if (const auto* error = std::get_if<UsageError>(&parsed)) FAIL("rejected: " << error->message);
  return std::get<CommandLine>(parsed);
}

// The error `args` give; they must be rejected.
std::string rejected(const std::vector<std::string>& args) {
  const auto parsed = parse(args);
  REQUIRE(std::holds_alternative<UsageError>(parsed));
  return std::get<UsageError>(parsed).message;
}

std::string joined(const std::vector<std::string>& args) {
  std::string text;
  for (const auto& arg : args) text += "[" + arg + "] ";
  return text;
}

// The options that were set, as "name=value" words in a fixed order, so one
// string comparison checks every field (and that nothing else was set).
std::string describe(const Options& options) {
  std::string text;
  const auto add = [&](const std::string& word) { text += (text.empty() ? "" : " ") + word; };
  if (options.mode) {
    add(std::string("mode=") + (*options.mode == Mode::hvh   ? "hvh"
                                : *options.mode == Mode::hvc ? "hvc"
                                                             : "cvc"));
  }
  if (options.first) add(std::string("first=") + (*options.first == FirstMover::human ? "human" : "computer"));
  if (options.difficulty) add("difficulty=" + std::string(name(*options.difficulty)));
  if (options.o_difficulty) add("o-difficulty=" + std::string(name(*options.o_difficulty)));
  if (options.rounds) add("rounds=" + std::to_string(*options.rounds));
  if (options.seed) add("seed=" + std::to_string(*options.seed));
  // The default, automatic colour, is not shown.
  if (options.color != ColorChoice::automatic) {
    add(std::string("color=") + (options.color == ColorChoice::always ? "always" : "never"));
  }
  if (options.keypad) add("keypad");
  return text;
}

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// ---- Input helpers -------------------------------------------------------

// Every line read_line returns for `text`, until it returns std::nullopt.
std::vector<InputLine> read_all(const std::string& text) {
  std::istringstream in(text);
  std::vector<InputLine> lines;
  while (auto line = read_line(in)) {
    lines.push_back(*line);
    REQUIRE(lines.size() <= text.size() + 1);  // a reader that never ends
  }
  return lines;
}

}  // namespace

// ===========================================================================
// parse_command_line

TEST_CASE("no arguments means play with every option left to the menus", "[options]") {
  const CommandLine command_line = accepted({});
  CHECK(command_line.action == Action::play);
  CHECK(describe(command_line.options).empty());
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
  CHECK(describe(command_line.options) == option + "=" + value);
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
  CHECK(describe(command_line.options) == "mode=hvc first=computer difficulty=hard seed=7");
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
  CHECK(describe(accepted(args).options) == expected);
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

TEST_CASE("the help text shows the cell layout of the numbering it is given", "[options]") {
  CHECK(contains(help_text(), "       1 2 3\n       4 5 6\n       7 8 9\n"));
  CHECK(contains(help_text(Numbering(true)), "       7 8 9\n       4 5 6\n       1 2 3\n"));
  CHECK(contains(help_text(), usage()));
  CHECK(usage().starts_with("Usage: tictactoe"));
  CHECK(version_text().starts_with("tictactoe "));
  CHECK(version_text().ends_with("\n"));
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
          // missing values
          {{"--mode"}, {"--mode"}, {"needs a value"}},
          {{"--seed=1", "--difficulty"}, {"--difficulty"}, {"needs a value"}},
          {{"--first"}, {"--first"}, {"needs a value"}},
          // bad values
          {{"--mode", "xyz"}, {"'xyz'", "--mode", "hvh", "hvc"}, {"invalid value"}},
          {{"--mode="}, {"''", "--mode"}, {"invalid value"}},
          {{"--mode", "HVH"}, {"'HVH'", "--mode"}, {"invalid value"}},
          {{"--first", "me"}, {"'me'", "--first", "human", "computer"}, {"invalid value"}},
          {{"--difficulty", "Hard"}, {"'Hard'", "--difficulty", "easy", "medium", "hard"}, {"invalid value"}},
          {{"--seed", "-1"}, {"'-1'", "--seed"}, {"invalid value"}},
          {{"--seed", "4294967296"}, {"'4294967296'", "--seed"}, {"invalid value"}},
          {{"--seed", "99999999999999999999"}, {"'99999999999999999999'", "--seed"}, {"invalid value"}},
          {{"--seed", "12abc"}, {"'12abc'", "--seed"}, {"invalid value"}},
          {{"--seed", " 12"}, {"' 12'", "--seed"}, {"invalid value"}},
          {{"--seed="}, {"''", "--seed"}, {"invalid value"}},
          {{"--mode", "--help"}, {"'--help'", "--mode"}, {"invalid value"}},
          // stray arguments
          {{"play"}, {"'play'"}, {"unexpected argument"}},
          {{"--mode", "hvh", "extra"}, {"'extra'"}, {"unexpected argument"}},
          {{"-"}, {"'-'"}, {"unexpected argument"}},
          {{"--"}, {"'--'"}, {"unexpected argument"}},
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
// parse_number

TEST_CASE("parse_number accepts one whole number with blanks around it", "[options][input]") {
  const auto [text, expected] = GENERATE(table<std::string, int>({
      {"5", 5},
      {" 5", 5},
      {"5\r", 5},
      {"\t5 ", 5},
      {"05", 5},
      {"+5", 5},
      {"1", 1},
      {"9", 9},
      {"+9", 9},
      {" \t\r 7 \r\t ", 7},
      {"0000000000000000000000000003", 3},
  }));
  INFO("text: '" << printable(text) << "'");
  const auto parsed = parse_number(text, 1, 9);
  REQUIRE(std::holds_alternative<int>(parsed));
  CHECK(std::get<int>(parsed) == expected);
}

TEST_CASE("parse_number reports why a line is not a number in range", "[options][input]") {
  const auto [text, expected] = GENERATE(table<std::string, InputError>({
      // nothing but blanks
      {"", InputError::empty},
      {"   ", InputError::empty},
      {"\r", InputError::empty},
      {"\t \r", InputError::empty},
      // not a number
      {"a", InputError::not_a_number},
      {"5abc", InputError::not_a_number},
      {"abc5", InputError::not_a_number},
      {"5 6", InputError::not_a_number},
      {"5.0", InputError::not_a_number},
      {"5,", InputError::not_a_number},
      {"+", InputError::not_a_number},
      {"-", InputError::not_a_number},
      {"+-5", InputError::not_a_number},
      {"--5", InputError::not_a_number},
      {"+ 5", InputError::not_a_number},
      {"0x5", InputError::not_a_number},
      {"\xef\xbc\x95", InputError::not_a_number},  // fullwidth digit five
      {std::string(1, '\0'), InputError::not_a_number},
      {std::string("5\0", 2), InputError::not_a_number},
      {"\v5", InputError::not_a_number},  // only spaces, tabs and CRs are blanks
      // out of range
      {"0", InputError::out_of_range},
      {"10", InputError::out_of_range},
      {"-1", InputError::out_of_range},
      {"-0", InputError::out_of_range},
      {"+0", InputError::out_of_range},
      {"-5", InputError::out_of_range},
      {"2147483647", InputError::out_of_range},
      {"2147483648", InputError::out_of_range},
      {"-2147483649", InputError::out_of_range},
      {"99999999999999999999", InputError::out_of_range},
      {" 99999999999999999999999999999999999999999 ", InputError::out_of_range},
  }));
  INFO("text: '" << printable(text) << "' (" << text.size() << " bytes)");
  const auto parsed = parse_number(text, 1, 9);
  REQUIRE(std::holds_alternative<InputError>(parsed));
  CHECK(std::get<InputError>(parsed) == expected);
}

TEST_CASE("parse_number checks against the range it is given", "[options][input]") {
  const auto [text, low, high, expected] = GENERATE(table<std::string, int, int, std::optional<int>>({
      {"1", 1, 2, 1},
      {"2", 1, 2, 2},
      {"3", 1, 2, std::nullopt},
      {"-3", -5, 5, -3},
      {"-0", -5, 5, 0},
      {"0", 0, 0, 0},
      {"1", 0, 0, std::nullopt},
      {"2147483647", 0, 2147483647, 2147483647},
  }));
  INFO("text: " << text << " range " << low << ".." << high);
  const auto parsed = parse_number(text, low, high);
  if (expected) {
    REQUIRE(std::holds_alternative<int>(parsed));
    CHECK(std::get<int>(parsed) == *expected);
  } else {
    REQUIRE(std::holds_alternative<InputError>(parsed));
    CHECK(std::get<InputError>(parsed) == InputError::out_of_range);
  }
}

// ===========================================================================
// parse_command, trim, printable

TEST_CASE("parse_command knows the word commands in any case", "[options][input]") {
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
  const auto command = parse_command(word);
  REQUIRE(command.has_value());
  CHECK(*command == expected);
}

TEST_CASE("parse_command rejects anything that is not exactly a command word", "[options][input]") {
  const auto word = GENERATE(as<std::string>{}, "qq", "", "5", "quit!", "qui", "exit", "hel", "helpme", "??", "hints",
                             "un", "undo it", "q q", "y", "n", "1");
  INFO("word: '" << word << "'");
  CHECK_FALSE(parse_command(word).has_value());
}

TEST_CASE("trim drops spaces, tabs and carriage returns at both ends only", "[options][input]") {
  const auto [text, expected] = GENERATE(table<std::string, std::string>({
      {"", ""},
      {"a", "a"},
      {"  a b  ", "a b"},
      {"\t\r x \r", "x"},
      {" \t\r ", ""},
      {"5\r", "5"},
      {"a \t b", "a \t b"},
      {"\na\n", "\na\n"},
      {"\va\f", "\va\f"},
  }));
  INFO("text: '" << printable(text) << "'");
  const std::string_view trimmed = trim(text);
  CHECK(trimmed == expected);
  if (!trimmed.empty()) {
    // a view into the text, not a copy
    CHECK(trimmed.data() >= text.data());
    CHECK(trimmed.data() + trimmed.size() <= text.data() + text.size());
  }
}

TEST_CASE("printable shows control and non-ASCII bytes as '?' and cuts long text", "[options][input]") {
  const auto [text, limit, expected] = GENERATE(table<std::string, std::size_t, std::string>({
      {"", 20, ""},
      {"abc 123 ~!", 20, "abc 123 ~!"},
      {"a\x1b[0mb", 20, "a?[0mb"},
      {"\t\r\n", 20, "???"},
      {std::string(1, '\0'), 20, "?"},
      {"\x7f", 20, "?"},
      {"\xef\xbc\x95", 20, "???"},
      {std::string(20, 'a'), 20, std::string(20, 'a')},
      {std::string(21, 'a'), 20, std::string(20, 'a') + "..."},
      {std::string(1000, '\x1b'), 20, std::string(20, '?') + "..."},
      {"abcdefgh", 5, "abcde..."},
      {"abcde", 5, "abcde"},
  }));
  INFO("text: " << text.size() << " bytes, limit " << limit);
  CHECK(printable(text, limit) == expected);
}

TEST_CASE("printable cuts at 20 characters by default", "[options][input]") {
  CHECK(printable(std::string(25, 'x')) == std::string(20, 'x') + "...");
  CHECK(printable(std::string(20, 'x')) == std::string(20, 'x'));
}

// ===========================================================================
// read_line

TEST_CASE("read_line returns each line without its newline, then nothing", "[options][input]") {
  const auto [text, expected] = GENERATE(table<std::string, std::vector<std::string>>({
      {"", {}},
      {"\n", {""}},
      {"one\ntwo\n", {"one", "two"}},
      {"one\ntwo", {"one", "two"}},
      {"\n\n5\n", {"", "", "5"}},
      {"a\r\nb\r\n", {"a\r", "b\r"}},
      {"a\r\nb", {"a\r", "b"}},
      {"x\ry\n", {"x\ry"}},
      {std::string("a\0b\n", 4), {std::string("a\0b", 3)}},
  }));
  INFO("text: '" << printable(text) << "'");
  const auto lines = read_all(text);
  REQUIRE(lines.size() == expected.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("line " << i);
    CHECK(lines[i].text == expected[i]);
    CHECK_FALSE(lines[i].too_long);
  }
}

TEST_CASE("read_line keeps returning nothing once input has ended", "[options][input]") {
  std::istringstream in("last");
  const auto line = read_line(in);
  REQUIRE(line.has_value());
  CHECK(line->text == "last");
  CHECK_FALSE(read_line(in).has_value());
  CHECK_FALSE(read_line(in).has_value());
}

TEST_CASE("read_line marks a line over kMaxLineLength as too long and reads on after it", "[options][input]") {
  const std::size_t length = GENERATE(kMaxLineLength + 1, std::size_t{300}, std::size_t{1} << 20);
  const bool newline_after = GENERATE(true, false);
  INFO("line of " << length << " chars, " << (newline_after ? "then another line" : "then end of input"));
  std::string text(length, '7');
  text[length / 2] = 'x';  // not all the same, so the kept part is checked
  if (newline_after) text += "\n5 next\n";

  std::istringstream in(text);
  const auto long_line = read_line(in);
  REQUIRE(long_line.has_value());
  CHECK(long_line->too_long);
  CHECK(long_line->text.size() <= kMaxLineLength);
  CHECK(std::string_view(text).starts_with(long_line->text));

  if (newline_after) {
    const auto next = read_line(in);
    REQUIRE(next.has_value());
    CHECK(next->text == "5 next");
    CHECK_FALSE(next->too_long);
  }
  CHECK_FALSE(read_line(in).has_value());
}

TEST_CASE("read_line accepts a line of exactly kMaxLineLength characters", "[options][input]") {
  const std::string line(kMaxLineLength, 'a');
  const auto lines = read_all(line + "\nb\n");
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].text == line);
  CHECK_FALSE(lines[0].too_long);
  CHECK(lines[1].text == "b");
}

// ===========================================================================
// Numbering

TEST_CASE("the default numbering labels cells 1-9 from the top left", "[options][input]") {
  constexpr Numbering numbering;
  STATIC_REQUIRE_FALSE(numbering.keypad());
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    INFO("cell " << cell);
    CHECK(numbering.label(cell) == cell + 1);
    CHECK(numbering.cell(cell + 1) == cell);
  }
  CHECK(numbering.line({0, 4, 8}) == "1-5-9");
  CHECK(numbering.line({2, 4, 6}) == "3-5-7");
  CHECK(numbering.line({0, 1, 2}) == "1-2-3");
}

TEST_CASE("the keypad numbering puts 7 8 9 on the top row", "[options][input]") {
  constexpr Numbering keypad(true);
  STATIC_REQUIRE(keypad.keypad());
  STATIC_REQUIRE(keypad.label(0) == 7);
  const auto [cell, label] = GENERATE(table<Cell, int>({
      {0, 7},
      {1, 8},
      {2, 9},
      {3, 4},
      {4, 5},
      {5, 6},
      {6, 1},
      {7, 2},
      {8, 3},
  }));
  INFO("cell " << cell);
  CHECK(keypad.label(cell) == label);
  CHECK(keypad.cell(label) == cell);
}

TEST_CASE("cell(label(c)) is c, and the labels are 1-9 once each, in both layouts", "[options][input]") {
  const bool keypad = GENERATE(false, true);
  const Numbering numbering(keypad);
  INFO((keypad ? "keypad" : "default"));
  std::set<int> labels;
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    INFO("cell " << cell);
    const int label = numbering.label(cell);
    CHECK(label >= 1);
    CHECK(label <= 9);
    CHECK(numbering.cell(label) == cell);
    labels.insert(label);
  }
  CHECK(labels.size() == 9);
}

TEST_CASE("a line is named in the numbering's labels", "[options][input]") {
  CHECK(Numbering(true).line({0, 4, 8}) == "3-5-7");
  CHECK(Numbering(false).line({0, 4, 8}) == "1-5-9");
  CHECK(Numbering(true).line({0, 1, 2}) == "7-8-9");
  CHECK(Numbering(true).line({6, 7, 8}) == "1-2-3");
  CHECK(Numbering(true).line({2, 5, 8}) == "3-6-9");
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
  CHECK(describe(command_line.options) == expected);
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
  CHECK(describe(accepted(args).options) == expected);
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
  CHECK(describe(command_line.options) == "mode=cvc difficulty=hard o-difficulty=easy rounds=100 seed=3 color=never keypad");
}

TEST_CASE("the rounds option must be a whole number from 1 to 1000000", "[options]") {
  const auto value = GENERATE(as<std::string>{}, "0", "-1", "1000001", "x", "", "-0", "00", "12abc", "1.5", "1e3",
                              " 5", "5 ", "2147483648", "99999999999999999999", "--help");
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
      {{"--color", "Always"}, {"'Always'", "--color"}},
      {{"--color", "automatic"}, {"'automatic'", "--color"}},
      {{"--color", "1"}, {"'1'", "--color"}},
      {{"--color="}, {"''", "--color"}},
      {{"--mode", "CVC"}, {"'CVC'", "--mode", "hvh", "hvc", "cvc"}},
      {{"--mode=cvh"}, {"'cvh'", "--mode", "cvc"}},
      {{"--o-difficulty", "Hard"}, {"'Hard'", "--o-difficulty", "easy", "medium", "hard"}},
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
    CHECK(describe(command_line.options) == expected);
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
  INFO("terminal " << terminal << ", NO_COLOR " << (no_color ? "'" + std::string(no_color) + "'" : "unset")
                   << ", TERM " << (term ? "'" + std::string(term) + "'" : "unset"));
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
  INFO("terminal " << terminal << ", NO_COLOR " << (no_color ? "'" + std::string(no_color) + "'" : "unset")
                   << ", TERM " << (term ? "'" + std::string(term) + "'" : "unset"));
  CHECK(use_color(ColorChoice::automatic, terminal, no_color, term) == expected);
}

TEST_CASE("the help text describes the new options and shows the keypad layout with 7 8 9 on top", "[options]") {
  const std::string help = help_text();
  const std::string keypad_help = help_text(Numbering(true));
  for (const std::string& text : {help, keypad_help}) {
    for (const std::string_view part :
         {"--keypad", "--color", "auto|always|never", "--rounds", "--o-difficulty", "cvc", "computer vs computer"}) {
      INFO("must mention: " << part);
      CHECK(contains(text, part));
    }
  }
  for (const std::string_view part : {"--keypad", "--color", "--rounds", "--o-difficulty", "cvc"}) {
    INFO("usage must mention: " << part);
    CHECK(contains(usage(), part));
  }
  // The cells are listed right after the line that introduces them.
  const std::string intro = "Cells:\n";
  REQUIRE(contains(keypad_help, intro));
  REQUIRE(contains(help, intro));
  CHECK(keypad_help.substr(keypad_help.find(intro) + intro.size()).starts_with("       7 8 9\n       4 5 6\n       1 2 3\n"));
  CHECK(help.substr(help.find(intro) + intro.size()).starts_with("       1 2 3\n       4 5 6\n       7 8 9\n"));
}

TEST_CASE("an option that does not apply to what was asked is an error", "[options]") {
  const auto [args, names] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "hvh", "--first", "computer"}, "--first"},
      {{"--mode=hvh", "--difficulty=hard"}, "--difficulty"},
      {{"--mode", "hvh", "--o-difficulty", "easy"}, "--difficulty"},
      {{"--mode", "hvh", "--seed", "3"}, "--seed"},
      {{"--mode", "hvc", "--o-difficulty", "easy"}, "--o-difficulty"},
      {{"--mode", "cvc", "--first", "human"}, "--first"},
      {{"--analyze", "X.O......", "--mode", "hvh"}, "--analyze"},
      {{"--analyze", "X.O......", "--difficulty", "hard"}, "--analyze"},
      {{"--analyze", "X.O......", "--seed", "3"}, "--analyze"},
      {{"--move", "X.O......", "--rounds", "3"}, "--move"},
      {{"--move", "X.O......", "--first", "human"}, "--move"},
      {{"--help=1"}, "--help"},
      {{"--version=yes"}, "--version"},
  }));
  INFO(joined(args));
  CHECK_THAT(rejected(args), Catch::Contains(names));
}

TEST_CASE("options that apply, or that the menus may need, are accepted together", "[options]") {
  const auto args = GENERATE(as<std::vector<std::string>>{},
                             std::vector<std::string>{"--first", "computer", "--difficulty", "hard", "--o-difficulty", "easy"},
                             std::vector<std::string>{"--mode", "hvc", "--first", "human", "--difficulty", "easy"},
                             std::vector<std::string>{"--mode", "cvc", "--difficulty", "hard", "--o-difficulty", "easy"},
                             std::vector<std::string>{"--analyze", "X.O......", "--keypad", "--color", "never"},
                             std::vector<std::string>{"--move", "X.O......", "--difficulty", "hard", "--seed", "1"},
                             std::vector<std::string>{"--help", "--mode", "hvh", "--first", "human"});
  INFO(joined(args));
  (void)accepted(args);
}
