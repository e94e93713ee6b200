// The bad-input catalogue (support/input_catalogue.hpp) at the move prompt:
// every line typed at the first X move prompt of a game between two people
// gets the answer the input rule gives it, checked against the whole
// transcript; and input ending after each move.

#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "app/tables/help.hpp"
#include "app/text/render.hpp"
#include "support/input_catalogue.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_input_catalogue_moves {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
using namespace tictactoe::test::input_catalogue;

// ===========================================================================
// The catalogue at the move prompt

TEST_CASE("input catalogue: every line at the first X move prompt gets the answer the input rule gives",
          "[input_catalogue]") {
  const Row row = GENERATE(from_range(kCatalogue));
  const Answer& answer = row.answer;
  const bool last = !row.line.ends_with('\n');  // the line is the last input
  INFO("row: " << row.name);
  INFO("line: '" << escaped(row.line) << "'" << (last ? " (no newline: the last input)" : ""));

  // The script: the moves before, the line, then (unless the line is the
  // last input) the next moves: after a played line, O's; after anything
  // else, X's and then O's, to show that X's turn was not lost.
  Transcript game;
  std::string expected = kBanner + game.turn();
  for (const int label : labels_of(row.before)) expected += game.play_label(label);
  std::string script = row.before + row.line;
  std::string unread;

  switch (answer.kind) {
    case Kind::cell: {
      expected += game.play_label(answer.cell);  // X in that cell, O asked next
      if (!last) {
        const int o_move = game.highest_free();
        script += std::to_string(o_move) + "\n";
        expected += game.play_label(o_move);  // then X again
      }
      expected += kEndOfInput;
      break;
    }
    case Kind::quit: {
      expected += "\n" + kGoodbye;  // at once, on its own line (issue 19), and nothing more is read
      if (!last) {
        script += "9\n8\n";
        unread = "9\n8\n";
      }
      break;
    }
    default: {
      // One reply, then the same prompt again: right after it (an undo with
      // nothing to take back too, issue 19), or after the help under the
      // board drawn again.
      // (The piped line leaves the cursor after the prompt: the reply starts
      // a line of its own.)
      expected += "\n";
      switch (answer.kind) {
        case Kind::help: expected += game_help(Style{}, Mode::hvh) + game.turn(); break;
        case Kind::hint:
        case Kind::undo: expected += answer.text + "\n" + kX; break;
        default: expected += move_message(answer.kind, answer) + "\n" + kX; break;
      }
      if (!last) {
        const int x_move = game.highest_free();
        script += std::to_string(x_move) + "\n";
        expected += game.play_label(x_move);
        const int o_move = game.highest_free();
        script += std::to_string(o_move) + "\n";
        expected += game.play_label(o_move);
      }
      expected += kEndOfInput;
      break;
    }
  }

  const Result result = run(script, hvh());
  INFO("script: '" << escaped(script, 400) << "'");
  INFO("output:\n" << escaped(result.out, 4000));
  INFO("expected:\n" << escaped(expected, 4000));
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(result.unread == unread);
  // Nothing typed comes back raw: no control byte, no ESC, no invalid UTF-8.
  CHECK(plain_utf8(result.out));
  // The 1 MiB lines are not echoed.
  CHECK(result.out.size() < 10000);
}

TEST_CASE("input catalogue: the table keeps at least 40 rows with distinct names and every kind of answer",
          "[input_catalogue]") {
  constexpr std::size_t rows = std::tuple_size_v<decltype(kCatalogue)>;
  CHECK(rows >= 40);
  std::set<std::string> names;
  std::set<Kind> kinds;
  for (const Row& row : kCatalogue) {
    INFO("row: " << row.name);
    CHECK_FALSE(row.name.empty());
    CHECK(names.insert(row.name).second);
    kinds.insert(row.answer.kind);
    // An echo in the table is the line as the rule trims and shows it.
    if (row.answer.kind == Kind::not_a_number || row.answer.kind == Kind::out_of_range) {
      CHECK(row.answer.text == echo_of(row.line));
    }
    // Only the taken-cell rows need moves before the line.
    CHECK(row.before.empty() == (row.answer.kind != Kind::taken));
  }
  CHECK(kinds.size() == 10);  // every Kind
  CHECK(names.size() == rows);
}

// ===========================================================================
// End of input and quit during a game

TEST_CASE("input catalogue: input ending after each move of an unfinished game says Goodbye with status 0",
          "[input_catalogue]") {
  // A tie, so no position before the ninth move is finished.
  const std::vector<int> tie{1, 2, 3, 5, 4, 6, 8, 7, 9};
  const auto moves = static_cast<std::size_t>(GENERATE(range(0, 9)));
  const auto ending =
      GENERATE(as<std::string>{}, "end of input", "end of input in the last move's line", "q", "quit among blanks");
  INFO(moves << " moves, then " << ending);

  Transcript game;
  std::string expected = kBanner + game.turn();
  std::string script;
  for (std::size_t i = 0; i < moves; ++i) {
    script += std::to_string(tie[i]) + "\n";
    expected += game.play_label(tie[i]);
  }
  std::string unread;
  if (ending == "end of input") {
    expected += kEndOfInput;
  } else if (ending == "end of input in the last move's line") {
    if (!script.empty()) script.pop_back();  // the last line has no newline
    expected += kEndOfInput;
  } else {
    script += ending == "q" ? "q\n5\n" : " QUIT\t\r\n5\n";
    unread = "5\n";
    expected += "\n" + kGoodbye;  // on its own line (issue 19)
  }

  const Result result = run(script, hvh());
  INFO("script: '" << escaped(script) << "'");
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(result.unread == unread);
  CHECK_FALSE(contains(result.out, "Play again"));
  CHECK_FALSE(contains(result.out, "Score"));
  CHECK_FALSE(contains(result.out, "score"));
  CHECK(occurrences(result.out, " to move (1-9): ") == moves + 1);
}

}  // namespace test_input_catalogue_moves
