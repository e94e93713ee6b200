// The man page's generator (cli/man_page.hpp): the template's lists take a
// paragraph per row of the tables, in the tables' order, tagged from the
// row, with the row's English sentence where the template has no paragraph;
// the placeholders say what the tables say; a template that does not fit
// the tables is an error naming its line.

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <string_view>
#include <variant>

#include "app/cli/man_page.hpp"
#include "app/store/paths.hpp"
#include "app/tables/commands.hpp"
#include "app/tables/options.hpp"
#include "app/text/language.hpp"
#include "support/text.hpp"
#include "tictactoe/ai.hpp"

namespace test_man_page {

using namespace tictactoe::app;
using tictactoe::test::contains;
using tictactoe::test::occurrences;

namespace {

// The page `page_template` makes, which must be one.
std::string made(std::string_view page_template) {
  const auto page = man_page(page_template);
  if (const auto* error = std::get_if<ManPageError>(&page)) FAIL("line " << error->line << ": " << error->reason);
  return std::get<std::string>(page);
}

// Why `page_template` makes no page, as "line: reason".
std::string refused(std::string_view page_template) {
  const auto page = man_page(page_template);
  const auto* error = std::get_if<ManPageError>(&page);
  REQUIRE(error != nullptr);
  return std::to_string(error->line) + ": " + error->reason;
}

const std::string kMarker = ".\\\" @";

}  // namespace

TEST_CASE("a list without paragraphs tags each row from the table and says its English sentence", "[man]") {
  const std::string page = made(kMarker + "options\n" + kMarker + "end\n");
  CHECK(occurrences(page, ".TP\n") == kOptions.size());
  CHECK(contains(page,
                 ".TP\n.BR \\-\\-mode \" \\fIhvh\\fR|\\fIhvc\\fR|\\fIcvc\\fR\"\n"
                 "Two people, you vs the computer, or two computers.\n"));
  CHECK(contains(page,
                 ".TP\n.BR \\-\\-difficulty \" \\fIlevel\\fR\"\nThe computer's level: easy, medium, hard, perfect"));
  CHECK(contains(page, ".TP\n.BR \\-\\-names \" \\fIname\\fR[,\\fIname\\fR]\"\n"));
  CHECK(contains(page, ".TP\n.BR \\-\\-analyze \" \\fIboard\\fR|\\-\"\n"));
  CHECK(contains(page, ".TP\n.BR \\-\\-history \" [\\fIn\\fR]\"\n"));
  CHECK(contains(page, ".TP\n.BR \\-h \", \" \\-\\-help \" [\\fItopic\\fR]\"\n"));
  CHECK(contains(page, ".TP\n.BR \\-V \", \" \\-\\-version\nShow the version and exit.\n"));
  CHECK(contains(page, ".TP\n.B \\-\\-keypad\nNumber cells like a numeric keypad, 7 8 9 on top.\n"));
  // In the table's order.
  CHECK(page.find("\\-\\-mode") < page.find("\\-\\-first"));
  CHECK(page.find("\\-\\-first") < page.find("\\-\\-no\\-config"));

  const std::string commands = made(kMarker + "commands\n" + kMarker + "end\n");
  CHECK(occurrences(commands, ".TP\n") == kCommands.size());
  CHECK(contains(commands, ".TP\n.BR h \", \" help \", \" ?\nShows this help.\n"));
  CHECK(contains(commands, ".TP\n.B hint\nNames the best moves and what they lead to.\n"));
  const std::string levels = made(kMarker + "levels\n" + kMarker + "end\n");
  CHECK(occurrences(levels, ".TP\n") == tictactoe::core::kLevels.size());
  CHECK(contains(levels, ".TP\n.B easy\nTakes a win it sees, else plays at random.\n"));
}

TEST_CASE("a paragraph of the template goes under its row, named by the row's name or any of its words", "[man]") {
  const std::string page =
      made(kMarker + "commands\n" + ".\\\" a comment of the template\n" + kMarker + "command quit\nEnd it.\n" +
           kMarker + "command u\nTake it back\n.I now .\n" + kMarker + "end\n");
  CHECK(contains(page, ".TP\n.BR q \", \" quit \", \" exit\nEnd it.\n"));
  CHECK(contains(page, ".TP\n.BR u \", \" undo\nTake it back\n.I now .\n"));
  CHECK_FALSE(contains(page, "a comment of the template"));
  CHECK(contains(page, ".TP\n.B hint\nNames the best moves"));  // the others as the table says
}

TEST_CASE("the synopsis gives each form of the command line the options it takes", "[man]") {
  const std::string page = made(kMarker + "synopsis\n");
  CHECK(page.find(".B tictactoe\n.RB [ \\-\\-mode\n\\fIhvh\\fR|\\fIhvc\\fR|\\fIcvc\\fR]\n") != std::string::npos);
  CHECK(contains(page, ".RB [ \\-\\-keypad \" | \" \\-\\-coords ]\n"));  // two flags, one choice
  CHECK(contains(page, ".br\n.B tictactoe\n.B \\-\\-analyze\n\\fIboard\\fR|\\-\n"));
  CHECK(contains(page, ".br\n.B tictactoe\n.B \\-\\-history\n[\\fIn\\fR]\n"));
  CHECK(page.ends_with(".br\n.B tictactoe\n.B \\-\\-help\n[\\fItopic\\fR]\n|\n.B \\-\\-version\n"));
  CHECK(occurrences(page, ".br\n") == 8);  // the game, seven commands, help and version
}

TEST_CASE("the placeholders say what the tables say", "[man]") {
  const std::string page = made(
      "@LEVELS@\n@RULE_LEVELS@\n@SOLVER_LEVELS@\n@DEFAULT_LEVEL@\n@LANGUAGES@\n@CONFIG_KEYS@\n"
      "@HISTORY_FILE@ @CONFIG_FILE@\n--review @k, @1 and a@b@c\n");
  const auto lines = tictactoe::test::lines_of(page);
  REQUIRE(lines.size() == 10);  // two comment lines, then one per line of the template
  CHECK(lines[2] == "\\fIeasy\\fR, \\fImedium\\fR (the default), \\fIhard\\fR or \\fIperfect\\fR");
  CHECK(lines[3] == "\\fIeasy\\fR, \\fImedium\\fR and \\fIhard\\fR");
  CHECK(lines[4] == "\\fIperfect\\fR");
  CHECK(lines[5] == "\\fImedium\\fR");
  for (const LanguageSpec& language : kLanguages) {
    CHECK(contains(lines[6], "\\fB" + std::string(language.code) + "\\fR (" + std::string(language.name) + ")"));
  }
  for (const OptionSpec& option : kOptions) {
    INFO(option.name);
    std::string escaped;
    for (const char c : config_key(option)) escaped += c == '-' ? std::string("\\-") : std::string(1, c);
    CHECK(contains(lines[7], "\\fB" + escaped + "\\fR") == option.in_config);
  }
  CHECK(lines[8] == storage::default_history_file() + " " + storage::default_config_file());
  CHECK(lines[9] == "--review @k, @1 and a@b@c");  // an '@' that starts no placeholder is text
}

TEST_CASE("a template that does not fit the tables makes no page, and says where", "[man]") {
  CHECK(refused("text\n" + kMarker + "options\n" + kMarker + "option colour\nx\n" + kMarker + "end\n") ==
        "3: no option 'colour' in the table");
  CHECK(refused(kMarker + "levels\n" + kMarker + "level easy\na\n" + kMarker + "level easy\nb\n" + kMarker + "end\n") ==
        "4: a second paragraph for 'easy'");
  CHECK(refused(kMarker + "commands\n" + kMarker + "command help\nx\n") == "3: the list has no '@end'");
  CHECK(refused(kMarker + "options\nloose text\n" + kMarker + "end\n") ==
        "2: text before the list's first paragraph marker");
  CHECK(refused(kMarker + "options\n" + kMarker + "level easy\n" + kMarker + "end\n") ==
        "2: unknown marker in a list: '.\\\" @level easy'");
  CHECK(refused("a\n" + kMarker + "glossary\n") == "2: unknown marker '@glossary'");
  CHECK(refused("The levels: @LEVEL@.\n") == "1: unknown placeholder '@LEVEL@'");
  CHECK(refused(kMarker + "options\n" + kMarker + "option mode\nsay @NOTHING@\n" + kMarker + "end\n") ==
        "3: unknown placeholder '@NOTHING@'");
}

TEST_CASE("the page the template makes has every marker and placeholder filled in", "[man][docs]") {
  std::ifstream file(std::string(TICTACTOE_SOURCE_DIR) + "/docs/tictactoe.6.in");
  REQUIRE(file.good());
  const std::string page = made(std::string{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()});
  CHECK_FALSE(contains(page, kMarker));
  CHECK_FALSE(std::regex_search(page, std::regex("@[A-Z_]+@")));
  CHECK(page.starts_with(".\\\" Made at build time from docs/tictactoe.6.in"));
  CHECK(occurrences(page, "\n.TH ") == 1);
}

}  // namespace test_man_page
