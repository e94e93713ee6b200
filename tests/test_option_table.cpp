// The option table (kOptions): every row parses as its kind says (words,
// numbers in range, flags, boards) and applies exactly where its uses say;
// an option that cannot apply is a usage error naming it.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/tables/options.hpp"
#include "app/text/input.hpp"
#include "support/command_line.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "support/text.hpp"

namespace test_option_table {

using namespace tictactoe::app;
using namespace tictactoe::test;

// ===========================================================================
// Which options go together

TEST_CASE("an option that does not apply to what was asked is an error", "[options]") {
  const auto [args, names] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "hvh", "--first", "computer"}, "--first"},
      {{"--mode=hvh", "--difficulty=hard"}, "--difficulty"},
      {{"--mode", "hvh", "--o-difficulty", "easy"}, "--o-difficulty"},  // names the option given (was "--difficulty")
      {{"--mode", "hvh", "--seed", "3"}, "--seed"},
      {{"--mode", "hvc", "--o-difficulty", "easy"}, "--o-difficulty"},
      {{"--mode", "cvc", "--first", "human"}, "--first"},
      {{"--analyze", "X.O......", "--mode", "hvh"}, "--analyze"},
      {{"--analyze", "X.O......", "--difficulty", "hard"}, "--analyze"},
      {{"--analyze", "X.O......", "--seed", "3"}, "--analyze"},
      {{"--move", "X.O......", "--rounds", "3"}, "--move"},
      {{"--move", "X.O......", "--first", "human"}, "--move"},
      {{"--review", "5 1 9", "--mode", "hvc"}, "--review"},
      {{"--review", "5 1 9", "--difficulty", "perfect"}, "--review"},
      {{"--help=1"}, "'1'"},
      {{"--version=yes"}, "--version"},
  }));
  INFO(joined(args));
  CHECK_THAT(rejected(args), Catch::Contains(names));
}

TEST_CASE("a usage error for an option that cannot apply names only the option given", "[options]") {
  const auto [args, message] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "hvh", "--o-difficulty", "easy"}, "--o-difficulty does not apply to --mode hvh"},
      {{"--mode=hvh", "--difficulty=hard"}, "--difficulty does not apply to --mode hvh"},
      {{"--mode", "hvc", "--o-difficulty", "easy"}, "--o-difficulty does not apply to --mode hvc"},
      {{"--first", "human", "--mode", "cvc"}, "--first does not apply to --mode cvc"},
      {{"--analyze", "X.O......", "--mode", "hvh"}, "--mode cannot be used with --analyze"},
      {{"--mode", "hvh", "--analyze", "X.O......"}, "--mode cannot be used with --analyze"},
      {{"--move", "X.O......", "--rounds", "3"}, "--rounds cannot be used with --move"},
      {{"--analyze", ".........", "--move", "........."}, "--analyze and --move cannot be used together"},
      {{"--review", "5", "--analyze", "........."}, "--analyze and --review cannot be used together"},
      {{"--review", "5", "--seed", "3"}, "--seed cannot be used with --review"},
      {{"--help=1"}, "no help topic '1' (the topics: play, levels, boards, keys, files, network)"},
      {{"--history", "abc"}, "invalid value 'abc' for --history (expected a whole number 1-1000000)"},
  }));
  INFO(joined(args));
  CHECK(rejected(args) == message);
}

TEST_CASE("a usage error names every option given that cannot apply, and only those", "[options]") {
  const auto [args, message] = GENERATE(table<std::vector<std::string>, std::string>({
      {{"--mode", "hvh", "--first", "human", "--seed", "3"}, "--first, --seed do not apply to --mode hvh"},
      {{"--seed", "3", "--mode", "hvh", "--keypad", "--difficulty", "hard"},
       "--seed, --difficulty do not apply to --mode hvh"},
      {{"--analyze", "X.O......", "--mode", "hvh", "--rounds", "2"}, "--mode, --rounds cannot be used with --analyze"},
  }));
  INFO(joined(args));
  const UsageError error = rejection(args);
  CHECK(message_of(error) == message);
  CHECK_FALSE(error.with_usage);
}

TEST_CASE("options that apply, or that the menus may need, are accepted together", "[options]") {
  const auto args =
      GENERATE(as<std::vector<std::string>>{},
               std::vector<std::string>{"--first", "computer", "--difficulty", "hard", "--o-difficulty", "easy"},
               std::vector<std::string>{"--mode", "hvc", "--first", "human", "--difficulty", "easy"},
               std::vector<std::string>{"--mode", "cvc", "--difficulty", "hard", "--o-difficulty", "easy"},
               std::vector<std::string>{"--analyze", "X.O......", "--keypad", "--color", "never"},
               std::vector<std::string>{"--move", "X.O......", "--difficulty", "hard", "--seed", "1"},
               std::vector<std::string>{"--move", "X.O......", "--difficulty", "perfect"},
               std::vector<std::string>{"--review", "5 1 9", "--keypad", "--color", "never"},
               std::vector<std::string>{"--help", "--mode", "hvh", "--first", "human"});
  INFO(joined(args));
  (void)accepted(args);
}

// ===========================================================================
// The option table: every row parses as its kind says and applies where its
// uses say

namespace {

// A value `option` takes, for the command lines built below.
std::vector<std::string> with_a_value(const OptionSpec& option) {
  const std::string name = long_form(option);
  switch (option.kind) {
    case ValueKind::flag: return {name};
    case ValueKind::word: return {name, std::string(option_words(option.id).front())};
    case ValueKind::number: return {name, std::to_string(option.low)};
    case ValueKind::board: return {name, "X.O......"};
    case ValueKind::record: return {name, "5 1 9"};
    case ValueKind::names: return {name, "Ann"};
    case ValueKind::file: return {name, "games.jsonl"};
    case ValueKind::address: return {name, "127.0.0.1:7501"};
    case ValueKind::code: return {name, "7KQ4-MX2P"};
  }
  return {name};
}

struct Context {
  std::string name;
  std::vector<std::string> args;
  std::uint8_t use;
};

}  // namespace

TEST_CASE("kOptions: each option once, named as typed, with a help line and somewhere it applies", "[options]") {
  std::vector<OptionId> seen;
  for (const OptionSpec& option : kOptions) {
    INFO("option " << option.name);
    CHECK(&spec(option.id) == &option);
    CHECK(static_cast<std::size_t>(option.id) < kOptions.size());  // with each once: every OptionId has its row
    CHECK(std::find(seen.begin(), seen.end(), option.id) == seen.end());
    seen.push_back(option.id);
    CHECK(long_form(option) == "--" + std::string(option.name));
    CHECK(option.uses != 0);
    CHECK((option.uses & ~use_all) == 0);
    CHECK(option_words(option.id).empty() == (option.kind != ValueKind::word));
    if (option.kind == ValueKind::number) {
      CHECK(option.low <= option.high);
      CHECK(number_range(option) == std::to_string(option.low) + "-" + std::to_string(option.high));
    }
  }
  CHECK(seen.size() == kOptions.size());
  CHECK(spec(OptionId::help).short_name == 'h');
  CHECK(spec(OptionId::version).short_name == 'V');
  CHECK(option_words(OptionId::mode) == std::vector<std::string_view>{"hvh", "hvc", "cvc"});
  CHECK(option_words(OptionId::first) == std::vector<std::string_view>{"human", "computer"});
  CHECK(comma_list(option_words(OptionId::difficulty)) == level_list());  // every level, weakest first
  CHECK(option_words(OptionId::o_difficulty) == option_words(OptionId::difficulty));
  CHECK(option_words(OptionId::color) == std::vector<std::string_view>{"auto", "always", "never"});
  CHECK(comma_list(option_words(OptionId::lang)) == language_codes());  // every language, in kLanguages' order
}

TEST_CASE("kOptions: the settings of a game may come from a preferences file, the actions and one-off values not",
          "[options]") {
  // The values given for one run, not kept from one session to the next.
  const std::set<std::string_view> one_off{"rounds", "seed", "json", "no-config", "code"};
  for (const OptionSpec& option : kOptions) {
    INFO("option " << option.name);
    // An action (--analyze, --help) is asked for each time, never preferred.
    CHECK(option.in_config == (option.action == Action::play && !one_off.contains(option.name)));
  }
}

TEST_CASE("kOptions: each row's store sets what the option says, and only that", "[options]") {
  for (const OptionSpec& option : kOptions) {
    INFO("option " << option.name);
    const auto args = with_a_value(option);
    CommandLine stored;
    REQUIRE(option.store(stored, option, args.size() > 1 ? args[1] : ""));
    const bool reads_input = option.kind == ValueKind::board || option.kind == ValueKind::record;
    // -h and -V are only seen given: parse_command_line makes them win.
    CHECK(stored.action == (names_command(option) ? option.action : Action::play));
    CHECK(stored.board == (reads_input ? args[1] : ""));
    CHECK(stored.given.empty());  // parse_command_line keeps the list of options given
  }
  CommandLine stored;
  CHECK_FALSE(spec(OptionId::rounds).store(stored, spec(OptionId::rounds), "0"));
  CHECK_FALSE(stored.options.rounds.has_value());
  CHECK(spec(OptionId::rounds).store(stored, spec(OptionId::rounds), "7"));
  CHECK(stored.options.rounds == 7);
  CHECK(spec(OptionId::quiet).store(stored, spec(OptionId::quiet), ""));
  CHECK(stored.options.quiet);
  CHECK_FALSE(stored.options.keypad);
}

TEST_CASE("kOptions: a word option takes each of its words, in both forms and any case, and nothing else",
          "[options]") {
  for (const OptionSpec& option : kOptions) {
    // --help's words are its topics (tested with the topics, in test_help.cpp).
    if (option.kind != ValueKind::word || option.action == Action::help) continue;
    const std::string name = long_form(option);
    for (const std::string_view word : option_words(option.id)) {
      for (const auto& args : {std::vector<std::string>{name, std::string(word)},
                               std::vector<std::string>{name + "=" + std::string(word)}}) {
        INFO("arguments: " << joined(args));
        const CommandLine command_line = accepted(args);
        CHECK(command_line.action == Action::play);
        CHECK(command_line.given == std::vector<OptionId>{option.id});
        // The field is set to the word (automatic colour is the default and not listed).
        const std::string fields = set_fields(command_line.options);
        if (option.id == OptionId::color && word == "auto") {
          CHECK(fields.empty());
          CHECK(command_line.options.color == ColorChoice::automatic);
        } else {
          CHECK(fields == std::string(option.name) + "=" + std::string(word));
        }
      }
    }
    for (const std::string_view word : option_words(option.id)) {
      const std::string upper = [&] {
        std::string text(word);
        for (char& c : text) c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        return text;
      }();
      INFO("arguments: " << name << " " << upper);
      CHECK(accepted({name, upper}).given == std::vector<OptionId>{option.id});
    }
    for (const std::string bad : {"", "x", "HARDER", "Hv", "auto ", " never"}) {
      INFO("arguments: " << name << " '" << bad << "'");
      const UsageError error = rejection({name, bad});
      CHECK(error.reason == Msg::invalid_value);
      CHECK(contains(message_of(error), name));
      CHECK(contains(message_of(error), "'" + bad + "'"));
    }
  }
}

TEST_CASE("the names option takes one or two different names, each valid, and nothing else", "[options]") {
  SECTION("accepted, trimmed around each name") {
    const auto [value, names] = GENERATE(table<std::string, std::vector<std::string>>({
        {"Ann", {"Ann"}},
        {"Ann,Bob", {"Ann", "Bob"}},
        {" Ann , Bob Smith ", {"Ann", "Bob Smith"}},
        {"\xe5\xbc\xa0\xe4\xbc\x9f,Zo\xc3\xab", {"\xe5\xbc\xa0\xe4\xbc\x9f", "Zo\xc3\xab"}},
        {std::string(kMaxNameLength, 'a'), {std::string(kMaxNameLength, 'a')}},
    }));
    INFO("--names '" << value << "'");
    CHECK(accepted({"--names", value}).options.names == names);
    CHECK(accepted({"--names=" + value, "--mode", "hvh"}).options.names == names);
  }
  SECTION("rejected, naming the value and the real reason") {
    // New-user tests: a name with an invisible character or a byte that is not UTF-8 was said to
    // break "1-20 characters each"; a name of digits read like a cell, a name X or O like a mark.
    const auto [value, reason] = GENERATE(table<std::string, Msg>({
        {"", Msg::invalid_names},
        {",", Msg::invalid_names},
        {"Ann,", Msg::invalid_names},
        {",Bob", Msg::invalid_names},
        {"Ann,ann", Msg::invalid_names_same},
        {"Ann,Ann", Msg::invalid_names_same},
        {"Ann,Bob,Cy", Msg::invalid_names},
        {std::string(kMaxNameLength + 1, 'a'), Msg::invalid_names},
        {"a\tb", Msg::invalid_name_characters},
        {"\x1b[31m", Msg::invalid_name_characters},
        {"\xff", Msg::invalid_name_characters},
        {"A\u202eB", Msg::invalid_name_characters},
        {"a\\b", Msg::invalid_name_characters},
        {"Ann,\xff", Msg::invalid_name_characters},
        {"5", Msg::invalid_name_digits},
        {"Ann,007", Msg::invalid_name_digits},
        {"O", Msg::invalid_name_mark},
        {"o,Bob", Msg::invalid_name_mark},
        {"Ann,X", Msg::invalid_name_mark},
        {"O,X", Msg::invalid_name_mark},
        {"\u041e", Msg::invalid_name_mark},      // Cyrillic O
        {"Ann,\u0445", Msg::invalid_name_mark},  // Cyrillic x
    }));
    INFO("--names '" << tictactoe::test::escaped(value) << "'");
    const UsageError error = rejection({"--names", value});
    CHECK(error.reason == reason);
    CHECK(contains(message_of(error), "--names"));
    CHECK(contains(message_of(error), "'" + printable(value) + "'"));
  }
  SECTION("the messages say the real reason") {
    CHECK(rejected({"--names", "A\u202eB"}) ==
          "invalid value 'A\\u{202e}B' for --names (a name may not hold a control or invisible character, a backslash "
          "or a byte that is not UTF-8)");
    CHECK(rejected({"--names", "5"}) ==
          "invalid value '5' for --names (a name cannot be a number: it would read like a cell number)");
    CHECK(rejected({"--names", "O"}) ==
          "invalid value 'O' for --names (X and O are the marks: only the first player may be called X, and only the "
          "second O)");
  }
  SECTION("a mark may be the player's own default name: X the first's, O the second's") {
    CHECK(accepted({"--names", "X,Bob", "--mode", "hvh"}).options.names == std::vector<std::string>{"X", "Bob"});
    CHECK(accepted({"--names", "Ann,o"}).options.names == std::vector<std::string>{"Ann", "o"});
    CHECK(accepted({"--names", "X,O"}).options.names == std::vector<std::string>{"X", "O"});
    CHECK(accepted({"--names", "Xavier,5a"}).options.names == std::vector<std::string>{"Xavier", "5a"});
  }
  SECTION("against the computer, one name only, and not X or O") {
    CHECK(rejected({"--mode", "hvc", "--names", "Ann,Bob"}) == "--names takes one name with --mode hvc: the person's");
    CHECK(accepted({"--names", "Ann,Bob"}).options.names.size() == 2);  // the menu may choose hvh
    for (const std::string name : {"X", "x", "O", "o", "\u0425"}) {
      for (const auto& args : {std::vector<std::string>{"--names", name, "--mode", "hvc"},
                               std::vector<std::string>{"--mode=hvc", "--names=" + name}}) {
        INFO("arguments: " << joined(args));
        const UsageError error = rejection(args);
        CHECK(error.reason == Msg::invalid_name_mark_vs_computer);
      }
    }
    CHECK(rejected({"--names", "O", "--mode=hvc"}) ==
          "invalid value 'O' for --names (against the computer your name cannot be X or O: they are the marks)");
    // With the mode left to the menu, X may still name the first of two people.
    CHECK(accepted({"--names", "X"}).options.names == std::vector<std::string>{"X"});
  }
}

TEST_CASE("kOptions: a number option takes its lowest and highest values and rejects one past each", "[options]") {
  for (const OptionSpec& option : kOptions) {
    if (option.kind != ValueKind::number) continue;
    const std::string name = long_form(option);
    for (const std::uint64_t good : {std::uint64_t{option.low}, std::uint64_t{option.high}}) {
      INFO("arguments: " << name << "=" << good);
      const CommandLine command_line = accepted({name + "=" + std::to_string(good)});
      CHECK(set_fields(command_line.options) == std::string(option.name) + "=" + std::to_string(good));
    }
    const std::string below = option.low == 0 ? "-1" : std::to_string(std::uint64_t{option.low} - 1);
    const std::string above = std::to_string(std::uint64_t{option.high} + 1);
    for (const std::string& bad : {below, above}) {
      INFO("arguments: " << name << " " << bad);
      const UsageError error = rejection({name, bad});
      CHECK(error.reason == Msg::invalid_number);
      const std::string message = message_of(error);
      CHECK(contains(message, "'" + bad + "'"));
      CHECK(contains(message, name));
      CHECK(contains(message, number_range(option)));
    }
  }
}

TEST_CASE("kOptions: a flag takes no value, a board option a board or '-', a record option a record or '-'",
          "[options]") {
  for (const OptionSpec& option : kOptions) {
    const std::string name = long_form(option);
    INFO("option " << name);
    if (option.kind == ValueKind::flag) {
      for (const std::string value : {"", "1", "yes"}) {
        const UsageError error = rejection({name + "=" + value});
        CHECK(error.reason == Msg::option_takes_no_value);
        CHECK(message_of(error) == "option '" + name + "' takes no value");
      }
      // An option of --stats and --history only (--json) is accepted with them.
      if ((option.uses & use_play) != 0 || names_command(option)) {
        CHECK(accepted({name}).given == std::vector<OptionId>{option.id});
      } else {
        CHECK(rejection({name}).reason == Msg::options_only_with_records);
        CHECK(accepted({"--stats", name}).given == std::vector<OptionId>{OptionId::stats, option.id});
      }
    } else if (option.value_optional) {
      CHECK(accepted({name}).given == std::vector<OptionId>{option.id});
    } else {
      const UsageError error = rejection({name});
      CHECK(error.reason == Msg::option_needs_value);
      CHECK(message_of(error) == "option '" + name + "' needs a value");
    }
    if (option.kind == ValueKind::board) {
      for (const std::string board : {"X.O......", "-"}) {
        const CommandLine command_line = accepted({name, board});
        CHECK(command_line.action == (option.id == OptionId::analyze ? Action::analyze : Action::move));
        CHECK(command_line.board == board);
      }
    }
    if (option.kind == ValueKind::record) {
      for (const std::string record : {"5 1 9", "-"}) {
        const CommandLine command_line = accepted({name, record});
        CHECK(command_line.action == Action::review);
        CHECK(command_line.board == record);
      }
    }
  }
}

TEST_CASE("kOptions: every option is accepted where its uses say and rejected, naming it, everywhere else",
          "[options]") {
  const std::vector<Context> contexts{
      {"--mode hvh", {"--mode", "hvh"}, use_hvh},    {"--mode hvc", {"--mode", "hvc"}, use_hvc},
      {"--mode cvc", {"--mode", "cvc"}, use_cvc},    {"--analyze", {"--analyze", "X.O......"}, use_analyze},
      {"--move", {"--move", "X.O......"}, use_move}, {"--review", {"--review", "5 1 9"}, use_review},
  };
  for (const Context& context : contexts) {
    for (const OptionSpec& option : kOptions) {
      std::vector<std::string> args = context.args;
      for (const auto& arg : with_a_value(option)) args.push_back(arg);
      INFO("arguments: " << joined(args));
      const auto parsed = parse(args);
      const bool action = context.use == use_analyze || context.use == use_move || context.use == use_review;
      if (names_command(option) && !action) {
        // --analyze, --move or --review decides what is asked: the mode is what cannot apply.
        REQUIRE(std::holds_alternative<UsageError>(parsed));
        const UsageError& error = std::get<UsageError>(parsed);
        CHECK(error.reason == Msg::option_not_with_action);
        CHECK(message_of(error) == "--mode cannot be used with " + long_form(option));
      } else if (names_command(option) && (option.uses & context.use) == 0) {
        REQUIRE(std::holds_alternative<UsageError>(parsed));
        CHECK(std::get<UsageError>(parsed).reason == Msg::options_conflict);
      } else if ((option.uses & context.use) != 0) {
        CHECK(std::holds_alternative<CommandLine>(parsed));
      } else {
        REQUIRE(std::holds_alternative<UsageError>(parsed));
        const UsageError& error = std::get<UsageError>(parsed);
        CHECK(error.reason == (action ? Msg::option_not_with_action : Msg::option_not_with_mode));
        REQUIRE_FALSE(error.args.empty());
        CHECK(error.args.front().text() == long_form(option));
        const std::string message = message_of(error);
        CHECK(message.starts_with(long_form(option) + " "));
        CHECK(contains(message, context.name));
      }
    }
  }
}

TEST_CASE("with the mode left to the menu, every game option is accepted", "[options]") {
  for (const OptionSpec& option : kOptions) {
    if ((option.uses & use_play) == 0) continue;
    INFO("option " << option.name);
    const CommandLine command_line = accepted(with_a_value(option));
    CHECK(command_line.given == std::vector<OptionId>{option.id});
  }
}

TEST_CASE("the options given are listed once each, in the order first given", "[options]") {
  const CommandLine command_line =
      accepted({"--seed", "3", "--keypad", "--mode=hvc", "--seed=4", "--keypad", "--color", "never"});
  CHECK(command_line.given == std::vector<OptionId>{OptionId::seed, OptionId::keypad, OptionId::mode, OptionId::color});
}

TEST_CASE(
    "the option --help takes an optional topic, by its word or a unique prefix, as the next argument or after '='",
    "[options][help]") {
  // Issue 19: --help fits one screen, the rest in topics.
  for (std::size_t i = 0; i < kTopics.size(); ++i) {
    const std::string word(kTopics.at(i).token);
    INFO("topic " << word);
    for (const auto& args :
         {std::vector<std::string>{"--help", word}, std::vector<std::string>{"--help=" + word},
          std::vector<std::string>{"-h", word}, std::vector<std::string>{"--help", word.substr(0, 2)},
          std::vector<std::string>{"--mode", "hvh", "--help", word}}) {
      INFO("arguments: " << joined(args));
      const CommandLine command_line = accepted(args);
      CHECK(command_line.action == Action::help);
      CHECK(command_line.help_topic == i);
    }
  }
  // Without a topic, or with an option after it, the one-screen help.
  for (const auto& args : {std::vector<std::string>{"--help"}, std::vector<std::string>{"-h", "--keypad"},
                           std::vector<std::string>{"--help="}}) {
    INFO("arguments: " << joined(args));
    const CommandLine command_line = accepted(args);
    CHECK(command_line.action == Action::help);
    CHECK_FALSE(command_line.help_topic.has_value());
  }
  // A topic no row has is one line naming it and the topics, without the synopsis.
  for (const std::string bad : {"bogus", "PLAYS", "x"}) {
    INFO("topic '" << bad << "'");
    const UsageError error = rejection({"--help", bad});
    CHECK(error.reason == Msg::unknown_help_topic);
    CHECK_FALSE(error.with_usage);
    CHECK(message_of(error) == "no help topic '" + bad + "' (the topics: play, levels, boards, keys, files, network)");
  }
}

TEST_CASE("an optional value is the next argument unless that starts with '-': --history abc is a bad value",
          "[options]") {
  // Issue 19: "--history abc" was an unexpected argument, with the whole synopsis.
  const UsageError error = rejection({"--history", "abc"});
  CHECK(error.reason == Msg::invalid_number);
  CHECK_FALSE(error.with_usage);
  CHECK(accepted({"--history", "7"}).options.history_count == 7);
  CHECK_FALSE(accepted({"--history", "--json"}).options.history_count.has_value());
  CHECK(accepted({"--history", "--json"}).options.json);
  CHECK(rejection({"--history", ""}).reason == Msg::unexpected_argument);
  CHECK(rejection({"--history", "-5"}).reason == Msg::unknown_option);
}

}  // namespace test_option_table
