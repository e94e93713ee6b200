// The prompt layer (prompt.hpp): one line at a prompt, quit at any prompt,
// end of input, an interrupt and a closed output as reasons to stop, the
// numbered menu (choose) and the word answer (answer).

#include <catch2/catch.hpp>

#include <array>
#include <functional>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/line/prompt.hpp"
#include "app/text/language.hpp"
#include "app/text/layout.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_prompt {

using namespace tictactoe::app;
using tictactoe::test::contains;
using tictactoe::test::occurrences;
using tictactoe::test::unwrapped;

namespace {

constexpr std::array<Where, 3> kEveryWhere{at_move, at_menu, at_play_again};

// A prompt over string streams, with an interrupt hook the test sets.
struct Fixture {
  explicit Fixture(
      const std::string& input, std::function<bool()> hook = [] { return false; })
      : in(input), prompt(in, out, style, Environment{.interrupted = std::move(hook)}) {}

  [[nodiscard]] std::string unread() {
    return {std::istreambuf_iterator<char>(in.rdbuf()), std::istreambuf_iterator<char>()};
  }

  Style style;
  std::istringstream in;
  std::ostringstream out;
  Prompt prompt;
};

const std::array<MenuItem, 3> kLevelItems{{{"easy", std::nullopt}, {"medium", std::nullopt}, {"hard", std::nullopt}}};
const std::array<MenuItem, 3> kModeItems{{{"hvh", Msg::mode_hvh}, {"hvc", Msg::mode_hvc}, {"cvc", Msg::mode_cvc}}};

}  // namespace

// ===========================================================================
// ask

TEST_CASE("ask shows the prompt and returns the line, trimmed", "[prompt]") {
  Fixture f(" \t5 \r\nnext\n");
  auto entry = f.prompt.ask("Go: ", at_move);
  REQUIRE(entry);
  CHECK(entry->text == "5");
  CHECK_FALSE(entry->command.has_value());
  CHECK_FALSE(entry->too_long);
  CHECK(f.out.str() == "Go: ");
  CHECK(f.unread() == "next\n");
}

TEST_CASE("a last line ended by Ctrl-D, not Enter, is read, on a terminal the answer starts a new line", "[prompt]") {
  const std::size_t columns = GENERATE(std::size_t{0}, std::size_t{80});
  Fixture f("12");
  f.style.columns = columns;
  Prompt prompt(f.in, f.out, f.style);
  auto entry = prompt.ask("Go: ", at_move);
  REQUIRE(entry);
  CHECK(entry->text == "12");
  // The terminal shows "Go: 12" with the cursor after it: a reply written
  // now would follow on the same line.
  CHECK(f.out.str() == (columns > 0 ? "Go: \n" : "Go: "));
  Fixture entered("12\n");
  entered.style.columns = columns;
  Prompt enter(entered.in, entered.out, entered.style);
  REQUIRE(enter.ask("Go: ", at_move));
  CHECK(entered.out.str() == "Go: ");  // Enter already moved the cursor
}

TEST_CASE("ask returns Stop::quit for q or quit, in any case, at every prompt, and reads no further", "[prompt]") {
  const auto word = GENERATE(as<std::string>{}, "q", "Q", "quit", "QUIT", "QuIt", " q\t", "quit\r");
  for (const Where where : kEveryWhere) {
    INFO("'" << word << "' at " << static_cast<int>(where));
    Fixture f(word + "\n5\n");
    auto entry = f.prompt.ask("? ", where);
    REQUIRE_FALSE(entry);
    CHECK(entry.stop() == Stop::quit);
    CHECK(f.unread() == "5\n");
  }
}

TEST_CASE("ask returns a command valid where it is asked, and the line as text elsewhere", "[prompt]") {
  SECTION("hint at the move prompt is a command, at a menu plain text") {
    Fixture at_move_prompt("HINT\n");
    auto command = at_move_prompt.prompt.ask("? ", at_move);
    REQUIRE(command);
    CHECK(command->command == Command::hint);
    Fixture at_a_menu("HINT\n");
    auto text = at_a_menu.prompt.ask("? ", at_menu);
    REQUIRE(text);
    CHECK_FALSE(text->command.has_value());
    CHECK(text->text == "HINT");
  }
  SECTION("yes at play again is a command, at the move prompt plain text") {
    Fixture again("yes\n");
    auto yes = again.prompt.ask("? ", at_play_again);
    REQUIRE(yes);
    CHECK(yes->command == Command::yes);
    Fixture move("yes\n");
    auto text = move.prompt.ask("? ", at_move);
    REQUIRE(text);
    CHECK_FALSE(text->command.has_value());
  }
}

TEST_CASE("ask marks an over-long line as too long and never reads it as a command", "[prompt]") {
  Fixture f("q" + std::string(kMaxLineLength, ' ') + "\nq\n");
  auto entry = f.prompt.ask("? ", at_move);
  REQUIRE(entry);
  CHECK(entry->too_long);
  CHECK_FALSE(entry->command.has_value());
  auto next = f.prompt.ask("? ", at_move);
  REQUIRE_FALSE(next);
  CHECK(next.stop() == Stop::quit);
}

TEST_CASE("ask returns Stop::end_of_input when input ends, and Stop::interrupted when the hook says so", "[prompt]") {
  const auto input = GENERATE(as<std::string>{}, "", "5\n");
  SECTION("end of input") {
    Fixture f(input);
    if (!input.empty()) REQUIRE(f.prompt.ask("? ", at_move));
    auto entry = f.prompt.ask("? ", at_move);
    REQUIRE_FALSE(entry);
    CHECK(entry.stop() == Stop::end_of_input);
  }
  SECTION("interrupted: the hook is asked when input ends") {
    bool asked = false;
    Fixture f(input, [&asked] {
      asked = true;
      return true;
    });
    if (!input.empty()) REQUIRE(f.prompt.ask("? ", at_move));
    auto entry = f.prompt.ask("? ", at_move);
    REQUIRE_FALSE(entry);
    CHECK(entry.stop() == Stop::interrupted);
    CHECK(asked);
  }
}

TEST_CASE("ask returns Stop::read_error when input ends on a read error, not Stop::end_of_input", "[prompt]") {
  // Issue 10: `tictactoe --mode hvh < /` ended as if input had ended.
  std::istringstream in("");
  std::ostringstream out;
  const Style style;
  bool failed = true;
  Prompt prompt(in, out, style, Environment{.input_error = [&failed] {
                  return failed ? std::make_error_code(std::errc::is_a_directory) : std::error_code{};
                }});
  auto entry = prompt.ask("? ", at_move);
  REQUIRE_FALSE(entry);
  CHECK(entry.stop() == Stop::read_error);
  failed = false;
  auto again = prompt.ask("? ", at_move);
  REQUIRE_FALSE(again);
  CHECK(again.stop() == Stop::end_of_input);
}

TEST_CASE("ask tells the showing hook the prompt while it waits for a line, and nothing once it is read", "[prompt]") {
  std::istringstream in("5\n");
  std::ostringstream out;
  const Style style;
  std::vector<std::string> shown;
  Prompt prompt(in, out, style, Environment{.showing_prompt = [&](std::string_view text) {
                  // When the prompt is shown, it has been written out in full.
                  if (!text.empty()) CHECK(out.str().ends_with(text));
                  shown.emplace_back(text);
                }});
  REQUIRE(prompt.ask("X to move (1-9): ", at_move));
  CHECK(shown == std::vector<std::string>{"X to move (1-9): ", ""});
  CHECK_FALSE(prompt.ask("again: ", at_move));
  CHECK(shown == std::vector<std::string>{"X to move (1-9): ", "", "again: ", ""});
}

TEST_CASE("ask returns Stop::output_closed when the prompt cannot be written", "[prompt]") {
  Fixture f("5\n");
  f.out.setstate(std::ios::badbit);
  auto entry = f.prompt.ask("? ", at_move);
  REQUIRE_FALSE(entry);
  CHECK(entry.stop() == Stop::output_closed);
  CHECK(f.unread() == "5\n");  // nothing read for a prompt nobody saw
}

TEST_CASE("must_stop names an interrupt or a closed output, else nothing", "[prompt]") {
  bool interrupted = false;
  Fixture f("", [&interrupted] { return interrupted; });
  CHECK_FALSE(f.prompt.must_stop().has_value());
  interrupted = true;
  CHECK(f.prompt.must_stop() == Stop::interrupted);
  interrupted = false;
  f.out.setstate(std::ios::badbit);
  CHECK(f.prompt.must_stop() == Stop::output_closed);
}

// ===========================================================================
// choose

TEST_CASE("choose shows the menu with its default and returns the 0-based item chosen by number", "[prompt]") {
  const auto [typed, expected] = GENERATE(table<std::string, std::size_t>({
      {"1\n", 0},
      {"2\n", 1},
      {" 3\r\n", 2},
      {"+03\n", 2},
  }));
  Fixture f(typed);
  auto choice = f.prompt.choose("Difficulty:", kLevelItems, 1);
  REQUIRE(choice);
  CHECK(*choice == expected);
  CHECK(f.out.str() == "\nDifficulty:\n  1) easy\n  2) medium\n  3) hard\nChoose 1-3 [2]: ");
}

TEST_CASE("choose takes an item's word, or a prefix no other word has, in any case", "[prompt]") {
  // Issue 10: menus took numbers only.
  const auto [typed, expected] = GENERATE(table<std::string, std::size_t>({
      {"hvc", 1},
      {"HVH", 0},
      {" CvC\r", 2},
      {"c", 2},
      {"hvh", 0},
  }));
  Fixture f(typed + "\n");
  auto choice = f.prompt.choose("Mode:", kModeItems, 1);
  REQUIRE(choice);
  CHECK(*choice == expected);
  Fixture levels(GENERATE(as<std::string>{}, "har", "HARD", "Ha"));
  auto level = levels.prompt.choose("Difficulty:", kLevelItems, 0);
  REQUIRE(level);
  CHECK(*level == 2);
}

TEST_CASE("choose lines up each item's word and label", "[prompt]") {
  Fixture f("\n");
  REQUIRE(f.prompt.choose("Mode:", kModeItems, 1));
  CHECK(f.out.str() ==
        "\nMode:\n  1) hvh  human vs human\n  2) hvc  human vs computer\n  3) cvc  computer vs computer\n"
        "Choose 1-3 [2]: ");
}

TEST_CASE("choose takes an empty line as its default", "[prompt]") {
  const auto typed = GENERATE(as<std::string>{}, "\n", "  \r\n", "\t\n");
  Fixture f(typed);
  auto choice = f.prompt.choose("Difficulty:", kLevelItems, 1);
  REQUIRE(choice);
  CHECK(*choice == 1);
  CHECK(f.out.str() == "\nDifficulty:\n  1) easy\n  2) medium\n  3) hard\nChoose 1-3 [2]: ");
}

TEST_CASE("choose answers a bad line with one message naming numbers, words, help and quit, and asks again",
          "[prompt]") {
  const std::string levels = "Type a number 1-3 or a word (easy, medium, hard); h for help, q to quit.";
  const auto [typed, message] = GENERATE_COPY(table<std::string, std::string>({
      {"0", "0 is out of range. " + levels},
      {"4", "4 is out of range. " + levels},
      {"-1", "-1 is out of range. " + levels},
      {"x", "'x' is not one of the choices. " + levels},
      {"hint", "'hint' is not one of the choices. " + levels},
      {"hardest", "'hardest' is not one of the choices. " + levels},
      {"e asy", "'e asy' is not one of the choices. " + levels},
      {std::string(300, '2'), "That line is too long. " + levels},
  }));
  Fixture f(typed + "\n3\n");
  auto choice = f.prompt.choose("Difficulty:", kLevelItems, 1);
  REQUIRE(choice);
  CHECK(*choice == 2);
  CHECK(f.out.str() ==
        "\nDifficulty:\n  1) easy\n  2) medium\n  3) hard\nChoose 1-3 [2]: \n" + message + "\nChoose 1-3 [2]: ");
}

TEST_CASE("choose says when a prefix could be more than one choice", "[prompt]") {
  Fixture f("hv\nHVC\n");
  auto choice = f.prompt.choose("Mode:", kModeItems, 0);
  REQUIRE(choice);
  CHECK(*choice == 1);
  CHECK(contains(f.out.str(),
                 "Choose 1-3 [1]: \n'hv' could be more than one choice. Type a number 1-3 or a word "
                 "(hvh, hvc, cvc); h for help, q to quit.\nChoose 1-3 [1]: "));
}

TEST_CASE("choose: a word that starts one label and stands later in another names neither", "[prompt]") {
  // "computer" starts "computer vs computer" but a player may mean "human vs
  // computer"; an item's own word and a label start elsewhere still choose.
  const auto [language, typed, chosen] = GENERATE(table<Language, std::string, std::optional<std::size_t>>({
      {Language::en, "computer", std::nullopt},
      {Language::en, "Comp", std::nullopt},
      {Language::en, "c", 2},
      {Language::en, "computer vs", 2},
      {Language::en, "human vs c", 1},
      {language_coded("ru"), "компьютер", std::nullopt},
      {language_coded("ru"), "компьютер п", 2},
      {language_coded("zh_CN"), "\u7535\u8111", 2},  // 电脑: only "电脑对电脑" has it
      {language_coded("fa"), "\u06a9\u0627\u0645\u067e\u06cc\u0648\u062a\u0631", std::nullopt},  // کامپیوتر
  }));
  INFO("typed '" << typed << "'");
  const Style style{.text = Catalogue(language)};
  std::istringstream in(typed + "\n1\n");
  std::ostringstream out;
  Prompt prompt(in, out, style);
  auto choice = prompt.choose("Mode:", kModeItems, 1);
  REQUIRE(choice);
  CHECK(*choice == chosen.value_or(0));  // 1 after the complaint
  // A complaint adds its line, after the piped answer's prompt ends its own.
  CHECK(occurrences(out.str(), "\n") == (chosen ? 5U : 7U));
}

TEST_CASE("choose shows how to answer for h, help and ?, and asks again", "[prompt]") {
  const auto word = GENERATE(as<std::string>{}, "h", "HELP", "?");
  Fixture f(word + "\n2\n");
  auto choice = f.prompt.choose("Mode:", kModeItems, 1);
  REQUIRE(choice);
  CHECK(*choice == 1);
  const std::string out = f.out.str();
  CHECK(occurrences(out, "Choose 1-3 [2]: ") == 2);
  CHECK(contains(unwrapped(out), "Type the number or the word of a choice, in any case;"));
  CHECK(contains(unwrapped(out), "An empty line takes the choice in brackets, hvc. q quits."));
}

TEST_CASE("choose with a default still rejects an over-long line of blanks", "[prompt]") {
  Fixture f(std::string(300, ' ') + "\n1\n");
  auto choice = f.prompt.choose("Difficulty:", kLevelItems, 1);
  REQUIRE(choice);
  CHECK(*choice == 0);
  CHECK(occurrences(f.out.str(), "That line is too long. Type a number 1-3") == 1);
}

TEST_CASE("choose stops on quit or exit, at end of input, and when interrupted", "[prompt]") {
  SECTION("quit") {
    Fixture f("x\n" + GENERATE(as<std::string>{}, "q", "quit", "EXIT") + "\n1\n");
    auto choice = f.prompt.choose("Mode:", kModeItems, 1);
    REQUIRE_FALSE(choice);
    CHECK(choice.stop() == Stop::quit);
    CHECK(f.unread() == "1\n");
  }
  SECTION("end of input") {
    Fixture f("");
    auto choice = f.prompt.choose("Mode:", kModeItems, 1);
    REQUIRE_FALSE(choice);
    CHECK(choice.stop() == Stop::end_of_input);
  }
  SECTION("interrupted") {
    Fixture f("", [] { return true; });
    auto choice = f.prompt.choose("Mode:", kLevelItems, 1);
    REQUIRE_FALSE(choice);
    CHECK(choice.stop() == Stop::interrupted);
  }
}

// ===========================================================================
// answer

TEST_CASE("answer returns the command typed, or the fallback for an empty line", "[prompt]") {
  const auto [typed, expected] = GENERATE(table<std::string, Command>({
      {"y", Command::yes},
      {"YES", Command::yes},
      {"n", Command::no},
      {" No\r", Command::no},
      {"", Command::yes},
      {" \t", Command::yes},
  }));
  Fixture f(typed + "\n");
  auto reply =
      f.prompt.answer("Play again? [Y/n] ", at_play_again, use_cvc, Command::yes, "Type y or n, or h for help.");
  REQUIRE(reply);
  CHECK(*reply == expected);
  CHECK(f.out.str() == "Play again? [Y/n] ");
}

TEST_CASE("answer echoes anything else as not an answer, says the retry message and asks again", "[prompt]") {
  const auto [bad, why] = GENERATE(table<std::string, std::string>({
      {"maybe", "'maybe' is not an answer here."},
      {"5", "'5' is not an answer here."},
      {" hint ", "Not now: 'hint' works during a game, at the move prompt."},
      {"yess", "'yess' is not an answer here."},
      {"\x1b[A", "'\\x1b[A' is not an answer here."},
      {std::string(300, 'y'), "That line is too long."},
  }));
  Fixture f(bad + "\nn\n");
  auto reply = f.prompt.answer("Again? ", at_play_again, use_cvc, Command::yes, "Type y or n, or h for help.");
  REQUIRE(reply);
  CHECK(*reply == Command::no);
  CHECK(f.out.str() == "Again? \n" + why + " Type y or n, or h for help.\nAgain? ");
}

TEST_CASE("answer stops on quit, at end of input, and when interrupted", "[prompt]") {
  SECTION("quit") {
    Fixture f("maybe\nQUIT\ny\n");
    auto reply = f.prompt.answer("Again? ", at_play_again, use_cvc, Command::yes, "Type y or n, or h for help.");
    REQUIRE_FALSE(reply);
    CHECK(reply.stop() == Stop::quit);
    CHECK(f.unread() == "y\n");
  }
  SECTION("end of input") {
    Fixture f("maybe\n");
    auto reply = f.prompt.answer("Again? ", at_play_again, use_cvc, Command::yes, "Type y or n, or h for help.");
    REQUIRE_FALSE(reply);
    CHECK(reply.stop() == Stop::end_of_input);
  }
  SECTION("interrupted") {
    Fixture f("", [] { return true; });
    auto reply = f.prompt.answer("Again? ", at_play_again, use_cvc, Command::yes, "Type y or n, or h for help.");
    REQUIRE_FALSE(reply);
    CHECK(reply.stop() == Stop::interrupted);
  }
}

// ===========================================================================
// Writing

TEST_CASE("say writes a message and a newline, and reject words a rejected number", "[prompt]") {
  Fixture f("");
  f.prompt.say(Msg::goodbye);
  f.prompt.say(Msg::cell_taken, {5, 'X'});
  f.prompt.write("as is");
  CHECK(f.out.str() == "Goodbye.\nSorry, cell 5 is taken by X. Choose a free cell.\nas is");
  CHECK(f.prompt.text(Msg::score_line, {"X 1"}) == "Score: X 1");
  CHECK(f.prompt.reject(InputError::empty, "", Msg::type_cell, "1-9") ==
        "Nothing typed. Type a cell number 1-9, or h for help.");
  CHECK(f.prompt.reject(InputError::not_a_number,
                        "5\x1b"
                        "abc",
                        Msg::type_cell,
                        "1-9") == "'5\\x1babc' is not a number. Type a cell number 1-9, or h for help.");
  CHECK(f.prompt.reject(InputError::out_of_range, "10", Msg::type_cell, "1-9") ==
        "10 is out of range. Type a cell number 1-9, or h for help.");
  CHECK(f.prompt.reject(InputError::too_long, "", Msg::type_cell, "1-9") ==
        "That line is too long. Type a cell number 1-9, or h for help.");
  CHECK_FALSE(contains(f.out.str(), "Score"));  // text() only builds the message
}

TEST_CASE("a line wider than the terminal is wrapped at its blanks, in every language", "[prompt]") {
  const Language language = GENERATE(from_range(kEveryLanguage));
  const std::size_t columns = GENERATE(std::size_t{24}, std::size_t{40}, std::size_t{80});
  Fixture f("");
  f.style.text = Catalogue(language);
  f.style.columns = columns;
  Prompt prompt(f.in, f.out, f.style);
  const std::string whole = f.style.text(Msg::name_bad, {kMaxNameLength});
  prompt.say(Msg::name_bad, {kMaxNameLength});
  const std::string shown = f.out.str();
  INFO("columns " << columns << ", shown:\n" << shown);
  REQUIRE(shown.ends_with('\n'));
  for (const std::string& line : tictactoe::test::lines_of(shown)) CHECK(display_width(line) <= columns);
  std::string words = shown;
  for (auto at = words.find(kRightToLeftMark); at != std::string::npos; at = words.find(kRightToLeftMark)) {
    words.erase(at, kRightToLeftMark.size());
  }
  if (language == language_coded("zh_CN")) {
    // Chinese also breaks between two characters: nothing is lost or added
    // but line ends (and the blanks they replace).
    std::string chinese = whole;
    std::erase(chinese, ' ');
    std::erase(words, ' ');
    std::erase(words, '\n');
    CHECK(words == chinese);
  } else {
    CHECK(unwrapped(words) == whole);  // every word whole, in its order
  }
  if (display_width(whole) <= columns) CHECK(shown == whole + "\n");
}

TEST_CASE("with no terminal (no width) a line is written as it is, however long", "[prompt]") {
  Fixture f("");
  f.prompt.say(Msg::name_bad, {kMaxNameLength});
  f.prompt.line(std::string(300, 'a') + " b");
  CHECK(f.out.str() == "A name is 1 to 20 characters, none of them a control or invisible character or a backslash.\n" +
                           std::string(300, 'a') + " b\n");
}

}  // namespace test_prompt
