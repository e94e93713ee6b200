// The flag words of the preferences file (cli/preferences.hpp): each of
// yes/no, true/false, on/off and 1/0, in any case, sets a flag key on or off.

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/preferences.hpp"
#include "app/tables/options.hpp"
#include "app/text/messages.hpp"

namespace test_preferences_flags {

using namespace tictactoe::app;

namespace {

struct Applied {
  CommandLine command_line;
  std::string warnings;
};

// `text` as the preferences file over a command line with no options.
Applied applied(const std::string& text) {
  const std::vector<std::string_view> args;
  const auto parsed = parse_command_line(args);
  REQUIRE(std::holds_alternative<CommandLine>(parsed));
  std::ostringstream err;
  Applied result{with_preferences(std::get<CommandLine>(parsed), args, text, "config", err, Catalogue()), ""};
  result.warnings = err.str();
  return result;
}

}  // namespace

TEST_CASE("every flag word of the preferences file sets a flag key, in any case", "[preferences]") {
  struct Word {
    std::string_view word;
    bool value;
  };
  const auto [word, value] = GENERATE(values<Word>({{"yes", true},
                                                    {"no", false},
                                                    {"true", true},
                                                    {"false", false},
                                                    {"on", true},
                                                    {"off", false},
                                                    {"1", true},
                                                    {"0", false},
                                                    {"On", true},
                                                    {"YES", true},
                                                    {"Off", false}}));
  CAPTURE(word);
  const Applied keypad = applied("keypad = " + std::string(word) + "\n");
  CHECK(keypad.warnings.empty());
  CHECK(keypad.command_line.options.keypad == value);
  const Applied coords = applied("coords = " + std::string(word) + "\n");
  CHECK(coords.warnings.empty());
  CHECK(coords.command_line.options.coords == value);
}

TEST_CASE("a word that is no flag word is a warning, and the flag stays off", "[preferences]") {
  const Applied result = applied("keypad = maybe\n");
  CHECK(result.warnings.find("config:1") != std::string::npos);
  CHECK_FALSE(result.command_line.options.keypad);
}

}  // namespace test_preferences_flags
