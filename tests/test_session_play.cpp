// Whole sessions between two people, driven through string streams: the
// boards shown, results and score, play again, bad lines at the move
// prompt, the move record and a fixed number of rounds.

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "support/session.hpp"
#include "support/string_makers.hpp"

namespace test_session_play {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Whole games between two people

TEST_CASE("the menu-driven game 1 / 1 4 2 5 3 ends with X winning on cells 1-2-3", "[session]") {
  // Mode 1, then the two names kept (empty lines), then the moves.
  const Result result = run("1\n\n\n1\n4\n2\n5\n3\n");
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, "Mode:\n"));
  CHECK(contains(result.out, shown("XXXOO....", {}, core::Line{0, 1, 2}) + "X wins! (cells 1-2-3)\n"));
  CHECK(contains(result.out, "Score: X 1, O 0, ties 0\n"));
  CHECK(occurrences(result.out, " to move (1-9): ") == 5);
  CHECK(occurrences(result.out, kX) == 3);
  CHECK(occurrences(result.out, kO) == 2);
  CHECK_FALSE(contains(result.out, "wins! (you"));
  CHECK(result.out.ends_with("Goodbye.\n"));
}

TEST_CASE("new at the move prompt drops the game, unscored, and the same players start again", "[session][new]") {
  SECTION("between people: X starts the new game again") {
    const Result result = run("1\n5\nnew\n" + kXWinsTopRow + "n\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(contains(result.out,
                   kX + "\nGame dropped, not scored or recorded; a new game starts.\n\n" + shown(".........") + kX));
    CHECK(occurrences(result.out, "Score: ") == 1);
    CHECK(contains(result.out, "Final score: X 1, O 0, ties 0"));
  }
  SECTION("against the computer, in any case and in the player's language") {
    const std::string word = GENERATE(as<std::string>{}, "new", "NEW", " New ");
    LineSession silent = hvc(FirstMover::human, Difficulty::medium, 3);
    silent.options.no_remarks = true;  // the new game's board straight after the line (the start remark aside)
    const Result result = run("5\n" + word + "\nq\n", silent);
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Game dropped, not scored or recorded; a new game starts.\n\n" + shown(".........")));
    CHECK_FALSE(contains(result.out, "Final score"));  // no game was finished
    LineSession chinese = hvh();
    chinese.style.text = Catalogue(language_coded("zh_CN"));
    CHECK(contains(run("5\n新局\nq\n", chinese).out, "本局已放弃，不计分也不记录；开始新的一局。"));
  }
  SECTION("the help at the move prompt lists it") {
    CHECK(contains(run("help\nq\n", hvh()).out, "new"));
    CHECK(contains(run("help\nq\n", hvh()).out, "drops this game for a new one"));
  }
}

TEST_CASE("each board shown between two people is the position so far", "[session]") {
  const Result result = run(kTie, hvh());
  INFO("output:\n" << result.out);
  // The empty board, then one more mark per move; the last board is the tie.
  const auto boards = boards_in(result.out);
  REQUIRE(boards.size() == 10);
  Board board = kEmptyBoard;
  const std::vector<Cell> cells{0, 1, 2, 4, 3, 5, 7, 6, 8};
  for (std::size_t i = 0; i < boards.size(); ++i) {
    INFO("board " << i);
    CHECK(boards[i].board == board);
    CHECK(boards[i].labels_ok);
    if (i < cells.size()) board = play(board, cells[i]);
  }
  CHECK(contains(result.out, "It's a tie!\n"));
  CHECK(contains(result.out, "Score: X 0, O 0, ties 1\n"));
}

TEST_CASE("O wins and ties are announced and scored, and play again keeps the score", "[session]") {
  const std::string script = kOWinsDiagonal + "y\n" + kTie + "\n" + kXWinsTopRow + "Y\n" + kTie + "n\n";
  const Result result = run(script, hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);

  // Each round's result and the score so far, in order.
  const std::vector<std::string> expected{
      shown("XXOXO.O..", {}, core::Line{2, 4, 6}) + "O wins! (cells 3-5-7)\n",
      "Score: X 0, O 1, ties 0\n",
      "It's a tie!\n",
      "Score: X 0, O 1, ties 1\n",
      "X wins! (cells 1-2-3)\n",
      "Score: X 1, O 1, ties 1\n",
      "It's a tie!\n",
      "Score: X 1, O 1, ties 2\n",
  };
  std::size_t from = 0;
  for (const auto& part : expected) {
    INFO("expected next: " << part);
    const auto at = result.out.find(part, from);
    REQUIRE(at != std::string::npos);
    from = at + part.size();
  }

  // "y", an empty line and "Y" each start a fresh board with X to move; "n"
  // ends the session with no further prompt.
  CHECK(occurrences(result.out, kPlayAgain) == 4);
  CHECK(occurrences(result.out, kPlayAgain + "\n" + shown(".........") + kX) == 3);
  const auto last_ask = result.out.rfind(kPlayAgain);
  const std::string after = result.out.substr(last_ask + kPlayAgain.size());
  CHECK_FALSE(contains(after, "to move"));
  CHECK_FALSE(contains(after, "Choose"));
  CHECK(after.ends_with("Goodbye.\n"));
  CHECK(occurrences(result.out, "Mode:") == 0);
}

TEST_CASE("play again accepts yes and no in any case and re-asks anything else", "[session]") {
  const auto [answer, again] = GENERATE(table<std::string, bool>({
      {"y", true},
      {"Y", true},
      {"yes", true},
      {"YES", true},
      {"", true},
      {"  \r", true},
      {"n", false},
      {"N", false},
      {"no", false},
      {"No", false},
      {" n\r", false},
  }));
  INFO("answer: '" << answer << "'");
  const auto bad = GENERATE(as<std::string>{}, "", "maybe", "5", std::string(300, 'y'));
  const std::string script = kXWinsTopRow + (bad.empty() ? "" : bad + "\n") + answer + "\n";
  INFO("bad answer first: '" << visible(bad.substr(0, 20)) << "'");
  const Result result = run(script, hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  if (!bad.empty()) {
    // One complaint, then the same question again.
    CHECK(occurrences(result.out, kPlayAgain) == 2);
    const auto first = result.out.find(kPlayAgain) + kPlayAgain.size();
    const auto second = result.out.find(kPlayAgain, first);
    const std::string between = result.out.substr(first, second - first);
    // (the piped answer's prompt ends its line, then the complaint's)
    CHECK(occurrences(between, "\n") == 2);
    CHECK(between.starts_with("\n"));
    CHECK(contains(between, "y"));
    CHECK(contains(between, "n"));
  } else {
    CHECK(occurrences(result.out, kPlayAgain) == 1);
  }
  const std::string after = result.out.substr(result.out.rfind(kPlayAgain));
  if (again) {
    // A second game starts and input ends at its first move.
    CHECK(contains(after, shown(".........") + kX));
    CHECK(contains(result.out, "Final score: X 1, O 0, ties 0\n"));
  } else {
    CHECK_FALSE(contains(after, "to move"));
  }
  CHECK(result.out.ends_with("Goodbye.\n"));
}

TEST_CASE("a script with CRLF line ends or no final newline plays the same game", "[session]") {
  const Result plain = run("1\n\n\n1\n4\n2\n5\n3\n");
  const auto script = GENERATE(as<std::string>{}, "1\r\n\r\n\r\n1\r\n4\r\n2\r\n5\r\n3\r\n", "1\n\n\n1\n4\n2\n5\n3",
                               " 1\n \n\t\n\t1 \n4\r\n+2\n05\n3 \r\n");
  INFO("script: " << visible(script));
  const Result result = run(script);
  CHECK(result.status == kExitOk);
  CHECK(result.out == plain.out);
  CHECK(contains(result.out, "X wins! (cells 1-2-3)"));
}

// ===========================================================================
// Bad lines at the move prompt

TEST_CASE("a rejected move line gets one message and costs no turn", "[session]") {
  const auto [bad, message] = GENERATE(table<std::string, std::string>({
      {"a", "'a' is not a number"},
      {"5abc", "'5abc' is not a number"},
      {"5 6", "'5 6' is not a number"},
      {"5.0", "'5.0' is not a number"},
      {"\xe2\x81\xb5", "'\xe2\x81\xb5' is not a number"},  // a superscript five
      {std::string(1, '\0'), "'\\x00' is not a number"},
      {"\x1b[2J", "'\\x1b[2J' is not a number"},
      {"0", "0 is out of range"},
      {"10", "10 is out of range"},
      {"-1", "-1 is out of range"},
      {"99999999999999999999", "99999999999999999999 is out of range"},
      {"", "Nothing typed"},
      {"  \t\r", "Nothing typed"},
      {"5", "Sorry, cell 5 is taken by X"},
      {" 05\r", "Sorry, cell 5 is taken by X"},
      {"\xef\xbc\x95", "Sorry, cell 5 is taken by X"},  // a fullwidth five is a five
      {"\xdb\xb5", "Sorry, cell 5 is taken by X"},      // and so is a Persian one
      {std::string(300, '7'), "too long"},
      {std::string(300, ' ') + "1", "too long"},
  }));
  INFO("bad line: '" << visible(bad.substr(0, 30)) << "' (" << bad.size() << " bytes)");

  // X takes 5; O types the bad line, then 1; X 2, O 9, X 8 wins down the
  // middle column. Had the bad line cost O its turn, X would not win there.
  const Result result = run("5\n" + bad + "\n1\n2\n9\n8\n", hvh());
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);

  // O's prompt, the message on a line of its own, O's prompt again, then the
  // board with O's move: nothing from the bad line reaches the next prompt.
  REQUIRE(occurrences(result.out, message) == 1);
  const auto at = result.out.find(message);
  const auto line_start = result.out.rfind('\n', at) + 1;
  const auto line_end = result.out.find('\n', at);
  REQUIRE(line_end != std::string::npos);
  const std::string before = result.out.substr(0, line_start);
  CHECK_FALSE(result.out.substr(line_start).starts_with(kO));
  CHECK(result.out.substr(line_end + 1).starts_with(kO + "\n" + shown("O...X....") + kX));
  CHECK(before.ends_with(shown("....X....") + kO + "\n"));

  CHECK(occurrences(result.out, kO) == 3);  // asked twice for its first move, once more later
  CHECK(occurrences(result.out, kX) == 3);
  CHECK(contains(result.out, "X wins! (cells 2-5-8)\n"));
  CHECK(contains(result.out, "Score: X 1, O 0, ties 0\n"));
  CHECK_FALSE(contains(result.out, "\x1b"));
}

TEST_CASE("several bad lines in a row are each answered once, then play goes on", "[session]") {
  const std::string bad = "a\n\n0\n" + std::string(1 << 20, '9') + "\n5\nq q\n";
  const Result result = run("5\n" + bad + "1\n2\n9\n8\n", hvh());
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, kO) == 8);   // 6 bad lines, the move, one more move
  CHECK(boards_in(result.out).size() == 6);  // no board drawn for a bad line
  CHECK(occurrences(result.out, "is not a number") == 2);
  CHECK(occurrences(result.out, "Nothing typed") == 1);
  CHECK(occurrences(result.out, "out of range") == 1);
  CHECK(occurrences(result.out, "too long") == 1);
  CHECK(occurrences(result.out, "Sorry, cell 5 is taken by X") == 1);
  CHECK(contains(result.out, "X wins! (cells 2-5-8)\n"));
  CHECK(result.out.size() < 20000);  // the long line was not echoed
}

// ===========================================================================
// The move record and rounds

TEST_CASE("after each game a Moves line lists the cells played, in order, as numbered", "[session]") {
  SECTION("between two people, in the default numbering") {
    const auto [script, ending] = GENERATE(table<std::string, std::string>({
        {kXWinsTopRow, "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\nScore: X 1, O 0, ties 0\n"},
        {kOWinsDiagonal, "O wins! (cells 3-5-7)\nMoves: 1 5 2 3 4 7\nScore: X 0, O 1, ties 0\n"},
        {kTie, "It's a tie!\nMoves: 1 2 3 5 4 6 8 7 9\nScore: X 0, O 0, ties 1\n"},
        // rejected lines, help and hints are not moves
        {"1\nx\n4\n2\nhint\n5\n0\nh\n3\n", "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\nScore: X 1, O 0, ties 0\n"},
    }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, ending));
    CHECK(occurrences(result.out, "Moves:") == 1);
  }
  SECTION("each game of a session has its own line") {
    const Result result = run(kXWinsTopRow + "y\n" + kTie + "n\n", hvh());
    INFO("output:\n" << result.out);
    const auto first = result.out.find("Moves: 1 4 2 5 3\n");
    const auto second = result.out.find("Moves: 1 2 3 5 4 6 8 7 9\n");
    REQUIRE(first != std::string::npos);
    REQUIRE(second != std::string::npos);
    CHECK(first < second);
    CHECK(occurrences(result.out, "Moves:") == 2);
  }
  SECTION("in keypad numbering, the keys as typed") {
    const auto [script, ending] = GENERATE(table<std::string, std::string>({
        // X takes 1 2 3, the bottom row in the keypad layout
        {kXWinsTopRow, "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"},
        // X takes 7 8 9, the top row
        {"7\n4\n8\n5\n9\n", "X wins! (cells 7-8-9)\nMoves: 7 4 8 5 9\n"},
        {kTie, "It's a tie!\nMoves: 1 2 3 5 4 6 8 7 9\n"},
    }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh(styled(false, true)));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, ending));
  }
  SECTION("in keypad numbering the 1 4 2 5 3 game is won on the bottom row") {
    const Result result = run(kXWinsTopRow, hvh(styled(false, true)));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out,
                   "   7 | 8 | 9\n  ---+---+---\n   O | O | 6\n  ---+---+---\n   X | X | X <\n"
                   "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"));
  }
}

TEST_CASE("rounds between two people end after that many games without asking to play again", "[session][rounds]") {
  SECTION("two rounds, two scripted games; the line after them is not read") {
    LineSession settings = hvh();
    settings.options.rounds = 2;
    const Result result = run(kXWinsTopRow + kTie + "5\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.unread == "5\n");
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 5 + 9);
    // The second game starts right after the first one's score.
    CHECK(contains(result.out, "Score: X 1, O 0, ties 0\n\n" + shown(".........") + kX));
    CHECK(
        result.out.ends_with("It's a tie!\nMoves: 1 2 3 5 4 6 8 7 9\n"
                             "After 2 games: X 1, O 0, ties 1\nGoodbye.\n"));
    CHECK(occurrences(result.out, "Score: ") == 1);
  }
  SECTION("input ending before the last round ends the session with the final score") {
    LineSession settings = hvh();
    settings.options.rounds = 3;
    const Result result = run(kXWinsTopRow, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK_FALSE(contains(result.out, "After "));
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK(result.out.ends_with(kX + "\nFinal score: X 1, O 0, ties 0\nGoodbye.\n"));
  }
  SECTION("quitting in a rounds session ends it at once") {
    LineSession settings = hvh();
    settings.options.rounds = 5;
    const Result result = run(kXWinsTopRow + "5\nq\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK_FALSE(contains(result.out, "After "));
    CHECK(result.out.ends_with(kO + "\nFinal score: X 1, O 0, ties 0\nGoodbye.\n"));
  }
}

TEST_CASE("Goodbye is on its own line after a piped quit and at the end of input, a typed quit's Enter ends the line",
          "[session][quit]") {
  // Issue 19: piped q printed "O to move (1-9): Goodbye." on the prompt's line.
  const std::string after_x = "\n" + shown("X........") + kO;
  CHECK(run("1\nq\n", hvh()).out.ends_with(after_x + "\n" + kGoodbye));
  CHECK(run("1\n", hvh()).out.ends_with(after_x + "\n" + kGoodbye));
  LineSession typed = hvh();
  typed.environment.stdin_is_terminal = true;  // the terminal echoed "q" and its Enter
  CHECK(run("1\nq\n", typed).out.ends_with(after_x + kGoodbye));
}

TEST_CASE(
    "after a piped answer, whatever follows starts a line of its own: Final score after n, a complaint after a "
    "bad line",
    "[session][quit]") {
  // Issue 19: printf '1\n4\n2\n5\n3\nn\n' | tictactoe --mode hvh put "Final
  // score" right after "Play again? [...]", on the prompt's line.
  const std::string final_score = "Final score: X 1, O 0, ties 0\nGoodbye.\n";
  CHECK(run(kXWinsTopRow + "n\n", hvh()).out.ends_with(kPlayAgain + "\n" + final_score));
  CHECK(contains(run("x\n", hvh()).out, kX + "\n'x' is not a number."));
  // Typed at a terminal, the answer's Enter already ended the line.
  LineSession typed = hvh();
  typed.environment.stdin_is_terminal = true;
  CHECK(run(kXWinsTopRow + "n\n", typed).out.ends_with(kPlayAgain + final_score));
  CHECK(contains(run("x\n", typed).out, kX + "'x' is not a number."));
}

}  // namespace test_session_play
