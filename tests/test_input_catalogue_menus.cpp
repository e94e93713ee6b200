// The bad-input catalogue (support/input_catalogue.hpp) at the menus and at
// "Play again?": the same lines judged by the same rule with the menu's
// range, bad answers at each question, and input ending or quit at each.

#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "app/tables/help.hpp"
#include "app/text/layout.hpp"
#include "app/text/render.hpp"
#include "support/input_catalogue.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_input_catalogue_menus {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
using namespace tictactoe::test::input_catalogue;

// ===========================================================================
// The same lines at the menus

TEST_CASE("input catalogue: the same lines at a menu are judged by the move rule with the menu's range and words",
          "[input_catalogue]") {
  // The menus where each choice leads somewhere visibly different.
  const Question at = prompt_named(GENERATE(as<std::string>{}, "mode menu", "first-mover menu", "O's difficulty menu"));
  INFO("at the " << at.name);
  const std::string upto = up_to(at);

  // What choosing `choice` prints after the question.
  const auto chosen = [&at, &upto](int choice) {
    const Result result = run(at.reach + std::to_string(choice) + "\n", at.settings);
    REQUIRE(result.out.starts_with(upto));
    return result.out.substr(upto.size());
  };
  std::vector<std::string> after_choice{""};  // indexed by choice
  for (int choice = 1; choice <= at.choices; ++choice) after_choice.push_back(chosen(choice));
  for (int choice = 2; choice <= at.choices; ++choice) {
    REQUIRE(after_choice[1] != after_choice[static_cast<std::size_t>(choice)]);
  }

  const Row row = GENERATE(filter([](const Row& r) { return r.before.empty(); }, from_range(kCatalogue)));
  const bool last = !row.line.ends_with('\n');
  INFO("row: " << row.name);
  INFO("line: '" << escaped(row.line) << "'" << (last ? " (no newline: the last input)" : ""));

  // The answer the rule gives at a menu: a number is chosen when in range,
  // else out of range; a word or a prefix only one word has chooses (issue
  // 10); h, help and ? show how to answer; an empty line takes the default;
  // the move prompt's other words are not choices.
  const Answer& answer = row.answer;
  std::optional<int> choice;
  std::optional<Kind> rejected;
  bool quit = false;
  bool help = false;
  bool ambiguous = false;
  switch (answer.kind) {
    case Kind::cell:
      if (answer.cell <= at.choices) {
        choice = answer.cell;
      } else {
        rejected = Kind::out_of_range;
      }
      break;
    case Kind::empty: choice = at.fallback; break;
    case Kind::quit: quit = true; break;
    case Kind::help: help = true; break;
    case Kind::taken: FAIL("taken-cell rows are not typed at menus"); break;
    case Kind::out_of_range:
    case Kind::too_long: rejected = answer.kind; break;
    default: {
      const int word = word_choice(at, row.line);
      if (word > 0) {
        choice = word;
      } else {
        rejected = Kind::not_a_number;
        ambiguous = word < 0;
      }
      break;
    }
  }

  std::string script = at.reach + row.line;
  std::string expected = upto;
  if (choice) {
    INFO("chooses " << *choice);
    expected += after_choice[static_cast<std::size_t>(*choice)];
  } else if (quit) {
    expected += "\n" + kGoodbye;  // a piped q is not echoed: Goodbye starts its own line (issue 19)
  } else {
    const Catalogue text;
    const std::string how = wrap(
        text(Msg::two_sentences,
             {text(Msg::menu_help, {at.words[static_cast<std::size_t>(at.fallback - 1)]}), text(Msg::menu_help_back)}),
        72);
    // (A piped answer leaves the cursor on the prompt's line: what follows starts a new one.)
    expected += "\n" + (help ? how : menu_message(at, *rejected, echo_of(row.line), ambiguous) + "\n") + at.prompt;
    if (last) {
      expected += kEndOfInput;
    } else {
      script += "1\n";
      expected += after_choice[1];
    }
  }

  const Result result = run(script, at.settings);
  INFO("output:\n" << escaped(result.out, 4000));
  INFO("expected:\n" << escaped(expected, 4000));
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(plain_utf8(result.out));
}

// ===========================================================================
// Bad answers at the menus and at "Play again?"

TEST_CASE("input catalogue: bad answers at each menu and at play again are answered once and asked again",
          "[input_catalogue]") {
  const std::string mib = std::string(std::size_t{1} << 20, '2') + "\n";
  const std::string modes = " Type a number 1-3 or a word (hvh, hvc, cvc); h for help, q to quit.";
  const std::string movers = " Type a number 1-2 or a word (human, computer); h for help, q to quit.";
  const std::string levels = " Type a number 1-4 or a word (easy, medium, hard, perfect); h for help, q to quit.";
  const std::string again = " Type y, n, r, s or settings, or h for help.";
  const auto [name, bad, message] = GENERATE_COPY(table<std::string, std::string, std::string>({
      {"mode menu", "0\n", "0 is out of range." + modes},
      {"mode menu", "4\n", "4 is out of range." + modes},
      {"mode menu", "yes please\n", "'yes please' is not one of the choices." + modes},
      {"mode menu", "\x1b[A\n", "'\\x1b[A' is not one of the choices." + modes},
      {"mode menu", mib, "That line is too long." + modes},
      {"mode menu", "hv\n", "'hv' could be more than one choice." + modes},
      {"mode menu", "hvhh\n", "'hvhh' is not one of the choices." + modes},
      {"first-mover menu", "3\n", "3 is out of range." + movers},
      {"first-mover menu", "0\n", "0 is out of range." + movers},
      {"first-mover menu", "yes please\n", "'yes please' is not one of the choices." + movers},
      {"first-mover menu", "\x1b[A\n", "'\\x1b[A' is not one of the choices." + movers},
      {"first-mover menu", mib, "That line is too long." + movers},
      {"first-mover menu", "me\n", "'me' is not one of the choices." + movers},
      {"difficulty menu", "0\n", "0 is out of range." + levels},
      {"difficulty menu", "5\n", "5 is out of range." + levels},
      {"difficulty menu", "yes please\n", "'yes please' is not one of the choices." + levels},
      {"difficulty menu", "\x1b[A\n", "'\\x1b[A' is not one of the choices." + levels},
      {"difficulty menu", mib, "That line is too long." + levels},
      {"difficulty menu", "mediums\n", "'mediums' is not one of the choices." + levels},
      {"X's difficulty menu", "0\n", "0 is out of range." + levels},
      {"X's difficulty menu", "yes please\n", "'yes please' is not one of the choices." + levels},
      {"X's difficulty menu", "\x1b[A\n", "'\\x1b[A' is not one of the choices." + levels},
      {"X's difficulty menu", mib, "That line is too long." + levels},
      {"X's difficulty menu", "-2\n", "-2 is out of range." + levels},
      {"O's difficulty menu", "0\n", "0 is out of range." + levels},
      {"O's difficulty menu", "yes please\n", "'yes please' is not one of the choices." + levels},
      {"O's difficulty menu", "\x1b[A\n", "'\\x1b[A' is not one of the choices." + levels},
      {"O's difficulty menu", mib, "That line is too long." + levels},
      {"O's difficulty menu", "2 3\n", "'2 3' is not one of the choices." + levels},
      {"play-again prompt", "3\n", "'3' is not an answer here." + again},
      {"play-again prompt", "0\n", "'0' is not an answer here." + again},
      {"play-again prompt", "yes please\n", "'yes please' is not an answer here." + again},
      {"play-again prompt", "\x1b[A\n", "'\\x1b[A' is not an answer here." + again},
      {"play-again prompt", mib, "That line is too long." + again},
      {"play-again prompt", "yess\n", "'yess' is not an answer here." + again},
      {"play-again prompt", "\0\n"s, "'\\x00' is not an answer here." + again},
      {"play-again prompt", "n o\n", "'n o' is not an answer here." + again},
      {"play-again prompt", "sw\n", "'sw' is not an answer here." + again},
  }));
  const Question at = prompt_named(name);
  INFO("at the " << at.name << ", the bad line '" << escaped(bad) << "'");
  const std::string upto = up_to(at);

  // The session as after the good answer alone, with the message and the
  // question again in between: one complaint, nothing else, no step lost.
  const Result good = run(at.reach + at.good, at.settings);
  REQUIRE(good.out.starts_with(upto));
  const std::string expected = upto + "\n" + message + "\n" + at.prompt + good.out.substr(upto.size());

  const Result result = run(at.reach + bad + at.good, at.settings);
  INFO("output:\n" << escaped(result.out, 4000));
  INFO("expected:\n" << escaped(expected, 4000));
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(plain_utf8(result.out));
}

// ===========================================================================
// End of input and quit at every question

TEST_CASE("input catalogue: input ending or quit at every menu and at play again ends the session cleanly",
          "[input_catalogue]") {
  const Question at = prompt_named(GENERATE(as<std::string>{}, "mode menu", "first-mover menu", "difficulty menu",
                                            "X's difficulty menu", "O's difficulty menu", "play-again prompt"));
  const auto [ending, typed] = GENERATE(table<std::string, std::string>({
      {"end of input", ""},
      {"q", "q\n5\n"},
      {"quit among blanks, any case", " QuIt \t\r\n5\n"},
      {"exit", "Exit\n5\n"},
      {"a bad last line without a newline", "x"},
      {"a lone carriage return as the last input", "\r"},
  }));
  INFO("at the " << at.name << ", then " << ending);

  const Result result = run(at.reach + typed, at.settings);
  INFO("output:\n" << escaped(result.out, 4000));
  CHECK(result.status == kExitOk);
  CHECK(plain_utf8(result.out));
  CHECK(occurrences(result.out, at.title + at.prompt) == 1);  // the question was reached once
  const std::string asked = at.title + at.prompt;
  std::string tail;
  std::string unread;
  if (ending == "end of input") {
    tail = asked + "\n" + at.final_score + kGoodbye;
  } else if (ending == "a bad last line without a newline") {
    tail =
        asked + "\n" + menu_message(at, Kind::not_a_number, "x") + "\n" + at.prompt + "\n" + at.final_score + kGoodbye;
  } else if (ending == "a lone carriage return as the last input") {
    // An empty line: the default (then input ends at the next question).
    if (at.choices == 0) {
      // Enter means yes: a new game starts and input ends at its first move.
      tail = at.prompt + "\n" + render_board(kEmptyBoard, Style{}) + kX + "\n" + at.final_score + kGoodbye;
    } else {
      // The same session as with the default typed.
      const Result typed_default = run(at.reach + std::to_string(at.fallback) + "\n", at.settings);
      CHECK(result.out == typed_default.out);
      tail = kGoodbye;
    }
  } else {
    tail = asked + "\n" + at.final_score + kGoodbye;  // a piped q is not echoed: a new line (issue 19)
    unread = "5\n";
  }
  CHECK(result.out.ends_with(tail));
  CHECK(result.unread == unread);
  if (at.choices != 0 && ending != "a lone carriage return as the last input") {
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK_FALSE(contains(result.out, "Score"));
    CHECK_FALSE(contains(result.out, "score"));
  }
}

}  // namespace test_input_catalogue_menus
