// How a session looks: no escape bytes without colour, colour and reverse
// video with it, brackets around the winning line, keypad numbering.

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/tables/help.hpp"
#include "support/colour.hpp"
#include "support/cvc.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"

namespace test_session_display {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Colour and numbering

TEST_CASE("without colour no output holds an escape byte, even when typed", "[session]") {
  const auto [settings, script] = GENERATE(table<LineSession, std::string>({
      {LineSession{}, "3\n\x1b[31m\n1\n\x1b\nh\n1\n4\n2\nu\n2\n5\n3\n\n" + kOWinsDiagonal + "y\n" + kTie + "q\n"},
      {seeded(4), "2\n\x1b[0m\n1\n1\n\n5\n\x1b[2J\nhint\nu\n9\n3\n7\n8\n2\n4\n6\nn\n"},
      {seeded(4, styled(false, true)), "2\n2\n3\n\x1b\n1\n2\n3\n"},
  }));
  const Result result = run(script, settings);
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);
  CHECK(result.out.find('\x1b') == std::string::npos);
  CHECK_FALSE(result.out.empty());
}

TEST_CASE("with colour the board and the winning line are drawn with escape codes", "[session]") {
  const Style color = styled(true, false);
  const Result result = run(kXWinsTopRow, hvh(color));
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, render_board(kEmptyBoard, color)));
  CHECK(contains(render_board(kEmptyBoard, color), "\x1b["));
  CHECK(contains(result.out, color.mark('X')));
  CHECK(contains(result.out, color.mark('O')));
  CHECK(contains(result.out, render_board(board_of("XXXOO...."), color, core::Line{0, 1, 2})));
  CHECK(contains(result.out, "X wins! (cells 1-2-3)"));
  // A typed escape is still not echoed as is.
  const Result typed = run("\x1b[2J\n", hvh(color));
  CHECK_FALSE(contains(typed.out, "\x1b[2J"));
}

TEST_CASE("with keypad numbering, 7 is the top-left cell", "[session]") {
  const Style keypad = styled(false, true);
  SECTION("7 puts X top left and the board shows keypad labels") {
    const Result result = run("7\n", hvh(keypad));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, render_board(board_of("X........"), keypad) + kO));
    const auto boards = boards_in(result.out, keypad.numbering);
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].labels_ok);
    CHECK(boards[1].board == board_of("X........"));
    CHECK(boards[1].labels_ok);
  }
  SECTION("a win and a taken cell are named in keypad labels") {
    const Result result = run("7\n7\n1\n8\n2\n9\n", hvh(keypad));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Sorry, cell 7 is taken by X"));
    CHECK(contains(result.out, "X wins! (cells 7-8-9)\n"));
    CHECK(contains(result.out, render_board(board_of("XXX...OO."), keypad, core::Line{0, 1, 2})));
  }
  SECTION("the help shows the keypad layout") {
    const Result result = run("h\n", hvh(keypad));
    CHECK(contains(result.out, game_help(keypad, Mode::hvh)));
  }
}

TEST_CASE("the winning line is drawn in reverse video with colour and between brackets without", "[session]") {
  SECTION("with colour, only the three winning cells are reversed") {
    const auto [script, result_line, reversed_by_row] =
        GENERATE(table<std::string, std::string, std::vector<std::size_t>>({
            {kXWinsTopRow, "X wins! (cells 1-2-3)", {3, 0, 0}},
            {kOWinsDiagonal, "O wins! (cells 3-5-7)", {1, 1, 1}},
            {"5\n1\n2\n3\n8\n", "X wins! (cells 2-5-8)", {1, 1, 1}},
        }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh(styled(true, false)));
    INFO("output:\n" << visible(result.out));
    const auto board = board_before(result.out, result_line);
    REQUIRE(board.size() == 5);
    CHECK(reversed_in(board[0]) == reversed_by_row[0]);
    CHECK(reversed_in(board[2]) == reversed_by_row[1]);
    CHECK(reversed_in(board[4]) == reversed_by_row[2]);
    CHECK(reversed_in(result.out) == 3);  // nothing else is reversed
  }
  SECTION("a move that completes two lines names and marks both (issue 10)") {
    const Result result = run("1\n2\n3\n4\n7\n6\n9\n8\n5\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out,
                   "\n  [X]| O |[X]\n  ---+---+---\n   O |[X]| O\n  ---+---+---\n  [X]| O |[X]\n"
                   "X wins! (cells 1-5-9 and 3-5-7)\n"));
    const Result colored = run("1\n2\n3\n4\n7\n6\n9\n8\n5\n", hvh(styled(true, false)));
    CHECK(reversed_in(colored.out) == 5);
  }
  SECTION("with colour, a tie reverses nothing") {
    const Result result = run(kTie, hvh(styled(true, false)));
    CHECK(contains(result.out, "It's a tie!"));
    CHECK(reversed_in(result.out) == 0);
    CHECK(contains(result.out, "\x1b["));
  }
  SECTION("without colour, the winning cells are bracketed") {
    const Result x_wins = run(kXWinsTopRow, hvh());
    CHECK(contains(x_wins.out,
                   "\n  [X]|[X]|[X]\n  ---+---+---\n   O | O | 6\n  ---+---+---\n   7 | 8 | 9\n"
                   "X wins! (cells 1-2-3)\n"));
    CHECK(occurrences(x_wins.out, "[X]") == 3);
    CHECK_FALSE(contains(x_wins.out, "[O]"));
    const Result o_wins = run(kOWinsDiagonal, hvh());
    CHECK(contains(o_wins.out,
                   "\n   X | X |[O]\n  ---+---+---\n   X |[O]| 6\n  ---+---+---\n  [O]| 8 | 9\n"
                   "O wins! (cells 3-5-7)\n"));
    CHECK(occurrences(o_wins.out, "[O]") == 3);
    CHECK_FALSE(contains(o_wins.out, "[X]"));
    const Result tie = run(kTie, hvh());
    CHECK_FALSE(contains(tie.out, "[X]"));
    CHECK_FALSE(contains(tie.out, "[O]"));
  }
  SECTION("between computers, each win brackets its line") {
    const Result result = run("", cvc(Difficulty::hard, Difficulty::easy, 20, 3));
    INFO("output:\n" << result.out);
    const auto games = check_cvc_games(result.out, Difficulty::hard, Difficulty::easy, Numbering{}, 20);
    REQUIRE(games.size() == 20);
    // The five lines before each result line are that game's final board.
    const auto lines = lines_of(result.out);
    std::size_t wins = 0;
    std::size_t ties = 0;
    for (std::size_t i = 5; i < lines.size(); ++i) {
      const bool won = lines[i].starts_with("X wins! (hard, cells ");
      const bool tied = lines[i] == "It's a tie!";
      if (!won && !tied) continue;
      INFO("result: " << lines[i]);
      std::size_t bracketed = 0;
      for (std::size_t row = i - 5; row < i; ++row)
        bracketed += occurrences(lines[row], "[X]") + occurrences(lines[row], "[O]");
      CHECK(bracketed == (won ? 3u : 0u));
      ++(won ? wins : ties);
    }
    CHECK(wins + ties == 20);
    CHECK(wins > 0);
  }
}

TEST_CASE("with colour every line of session output resets its attributes before it ends", "[session]") {
  const auto [settings, script] = GENERATE_COPY(table<LineSession, std::string>({
      {hvh(styled(true, false)), kXWinsTopRow + "y\n" + kOWinsDiagonal + "\n" + kTie + "n\n"},
      {hvh(styled(true, true)), "5\nx\n5\nh\nhint\n1\nu\n1\n2\n3\n8\nq\n"},
      {hvc(FirstMover::human, Difficulty::hard, 3, styled(true, false)), "1\n2\n3\n4\n5\n6\n7\n8\n9\nn\n"},
      {hvc(FirstMover::computer, Difficulty::easy, 8, styled(true, true)), "1\n2\n3\n4\n5\n6\n7\n8\n9\ny\n5\n"},
      {cvc(Difficulty::easy, Difficulty::medium, 30, 11, styled(true, false)), ""},
      {cvc(Difficulty::hard, Difficulty::easy, 30, 12, styled(true, true)), ""},
  }));
  INFO("script: " << visible(script));
  const Result result = run(script, settings);
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, "Moves:"));
  CHECK(check_escapes_closed(result.out) > 0);
  CHECK(result.out.ends_with("Goodbye.\n"));
}

}  // namespace test_session_display
