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

namespace {

// A line a question rejects, and how: the kind of reason, the line as the
// reason echoes it, and whether it is a prefix of more than one word.
struct BadLine {
  std::string line;
  Kind kind;
  std::string echo;
  bool ambiguous = false;
};

// The lines every question rejects, and at each question a few of its own.
std::vector<BadLine> bad_lines(const Question& at) {
  const std::string past = std::to_string(at.choices + 1);  // the number after the last choice
  std::vector<BadLine> lines{
      {"0\n", Kind::out_of_range, "0"},
      {past + "\n", Kind::out_of_range, past},
      {"yes please\n", Kind::not_a_number, "yes please"},
      {"\x1b[A\n", Kind::not_a_number, "\\x1b[A"},
      {std::string(std::size_t{1} << 20, '2') + "\n", Kind::too_long, ""},
  };
  const auto own = [&lines](std::string line, Kind kind, bool ambiguous = false) {
    std::string echo = line.substr(0, line.size() - 1);
    lines.push_back({std::move(line), kind, std::move(echo), ambiguous});
  };
  if (at.name == "mode menu") {
    own("hv\n", Kind::not_a_number, true);
    own("hvhh\n", Kind::not_a_number);
  } else if (at.name == "first-mover menu") {
    own("me\n", Kind::not_a_number);
  } else if (at.name == "difficulty menu") {
    own("mediums\n", Kind::not_a_number);
  } else if (at.name == "X's difficulty menu") {
    own("-2\n", Kind::out_of_range);
  } else if (at.name == "O's difficulty menu") {
    own("2 3\n", Kind::not_a_number);
  } else {  // play again
    for (const std::string answer : {"yess", "n o", "sw"}) own(answer + "\n", Kind::not_a_number);
    lines.push_back({"\0\n"s, Kind::not_a_number, "\\x00"});
  }
  return lines;
}

}  // namespace

TEST_CASE("input catalogue: bad answers at each menu and at play again are answered once and asked again",
          "[input_catalogue]") {
  const Question at = prompt_named(GENERATE(as<std::string>{}, "mode menu", "first-mover menu", "difficulty menu",
                                            "X's difficulty menu", "O's difficulty menu", "play-again prompt"));
  const BadLine bad = GENERATE_COPY(from_range(bad_lines(at)));
  INFO("at the " << at.name << ", the bad line '" << escaped(bad.line) << "'");
  const std::string message = menu_message(at, bad.kind, bad.echo, bad.ambiguous);
  const std::string upto = up_to(at);

  // The session as after the good answer alone, with the message and the
  // question again in between: one complaint, nothing else, no step lost.
  const Result good = run(at.reach + at.good, at.settings);
  REQUIRE(good.out.starts_with(upto));
  const std::string expected = upto + "\n" + message + "\n" + at.prompt + good.out.substr(upto.size());

  const Result result = run(at.reach + bad.line + at.good, at.settings);
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
