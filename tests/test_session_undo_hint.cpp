// The word commands of the move prompt in a session: help, hint and undo,
// and how undo shows in the move record.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "app/tables/help.hpp"
#include "support/boards.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"

namespace test_session_undo_hint {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Help and hint

TEST_CASE("h, help and ? print the help and ask the same player again", "[session]") {
  const auto word = GENERATE(as<std::string>{}, "h", "help", "?", "HELP", " ?\r");
  INFO("word: '" << visible(word) << "'");
  const Result result = run("5\n" + word + "\n1\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, kO + "\n" + game_help(Style{}, Mode::hvh) + "\n" + shown("....X....") + kO + "\n" +
                                 shown("O...X....") + kX));
  CHECK(occurrences(result.out, game_help(Style{}, Mode::hvh)) == 1);
}

TEST_CASE("hint answers on its own lines and the same player is asked again", "[session]") {
  const Result result = run("5\nhint\nHINT\n1\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, kO) == 3);
  CHECK(boards_in(result.out).size() == 3);  // no board drawn for a hint
  CHECK(contains(result.out, shown("O...X....") + kX));
}

TEST_CASE("hint names a best cell and says whether it wins, draws or loses with best play", "[session]") {
  const auto [moves, board, said] = GENERATE(table<std::string, std::string, std::string>({
      // Issue 19: the empty board named all nine cells alike.
      {"", ".........",
       "hint: 1, 3, 7 or 9 keep the draw with best play and give O the most chances to go wrong; 2, 4, 5, 6 or 8 "
       "also draw"},
      {"5\n2\n", ".O..X....", "hint: 1, 3, 4, 6, 7 or 9 - a win with best play"},  // X in the centre, O on an edge
      {"5\n2\n1\n", "XO..X....", "hint: every move loses; 9 holds out longest"},   // and then O loses
      // Issue 19: it said "3 or 4 hold out longest", though every move loses at once.
      {"5\n2\n1\n9\n7\n", "XO..X.X.O", "hint: every move loses: X has 2 ways to win; 3 or 4 blocks one"},
      // Where the perfect level prefers some best cells, those first, and why.
      {"1\n2\n8\n3\n", "XOO....X.",
       "hint: 7 or 9 win fastest with best play, whatever O does; 4 or 6 also win, more slowly"},
      {"1\n2\n6\n3\n8\n", "XOO..X.X.", "hint: every move loses as fast; 4 or 9 give X the most chances to go wrong"},
  }));
  INFO("moves: " << visible(moves));
  const Hint expected = core::hint(board_of(board));
  REQUIRE(expected.reason != core::HintReason::wins_now);
  const Result result = run(moves + "hint\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, said + "\n"));
  for (const Cell cell : expected.named) CHECK(std::ranges::find(expected.best, cell) != expected.best.end());
}

// ===========================================================================
// Undo

TEST_CASE("undo between two people takes back one move and says whose and where", "[session]") {
  SECTION("the other side is asked again and the game goes on") {
    const auto word = GENERATE(as<std::string>{}, "u", "undo", "U", " Undo\r");
    // X 5, O 1, undo (O's 1), O 9, X 2, O 3, X 8: X wins down the middle.
    const Result result = run("5\n1\n" + word + "\n9\n2\n3\n8\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    // Issue 10: it said "Took back the last move."
    CHECK(contains(result.out, kX + "\nTook back O's move on 1.\n\n" + shown("....X....") + kO));
    CHECK(contains(result.out, shown("....X...O") + kX));
    CHECK(contains(result.out, "X wins! (cells 2-5-8)\n"));
  }
  SECTION("undo twice goes back to the empty board") {
    const Result result = run("5\n1\nu\nu\n3\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, kX + "\nTook back O's move on 1.\n"));
    CHECK(contains(result.out, kO + "\nTook back X's move on 5.\n\n" + shown(".........") + kX));
    CHECK(contains(result.out, shown("..X......") + kO));
  }
  SECTION("with names, by the name of who made the move, in keypad numbering") {
    LineSession settings = hvh(styled(false, true));
    settings.options.names = {"Ann", "Bob"};
    const Result result = run("5\n7\nu\n", settings);
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Ann (X) to move (1-9): \nTook back Bob's move on 7.\n"));
  }
  SECTION("with nothing to undo, says so and asks the same side") {
    const Result result = run("u\n5\nu\nu\nu\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    // u (nothing), 5, u (takes back the 5), u (nothing), u (nothing)
    CHECK(occurrences(result.out, "Nothing to undo.") == 3);
    CHECK(occurrences(result.out, "Took back X's move on 5.") == 1);
    CHECK(contains(result.out, kX + "\nNothing to undo.\n"));
    CHECK_FALSE(contains(result.out, kO + "Nothing to undo."));
    CHECK(occurrences(result.out, kO) == 1);
    // Issue 19: the notice, then the prompt again; the board, unchanged, is
    // not drawn again.
    CHECK(result.out.starts_with(kBanner + "\n" + shown(".........") + kX + "\nNothing to undo.\n" + kX + "\n" +
                                 shown("....X....") + kO));
    CHECK(contains(result.out, kX + "\nNothing to undo.\n" + kX + "\nNothing to undo.\n" + kX));
    CHECK(boards_in(result.out).size() == 3);  // empty, after 5, empty again after the undo
  }
}

TEST_CASE("undo against the computer takes back its reply and your move", "[session]") {
  const auto level = GENERATE(Difficulty::easy, Difficulty::hard);
  const std::uint32_t seed = GENERATE(1u, 8u);
  INFO("level " << level_name(level) << ", seed " << seed);

  SECTION("you move first") {
    const LineSession settings = hvc(FirstMover::human, level, seed);
    const Result result = run("1\nundo\n5\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(occurrences(result.out, "O plays ") == 2);
    const auto boards = boards_in(result.out);
    REQUIRE(boards.size() == 4);  // empty, after the reply, empty again, after the new reply
    const auto reply = std::ranges::find(boards[1].board, 'O') - boards[1].board.begin();
    CHECK(contains(result.out, kX + "\nTook back your move on 1 and the computer's reply on " +
                                   std::to_string(reply + 1) + ".\n\n" + shown(".........") + kX));
    CHECK(boards[1].board[0] == 'X');
    CHECK(std::count(boards[1].board.begin(), boards[1].board.end(), 'O') == 1);
    CHECK(boards[3].board[0] != 'X');
    CHECK(boards[3].board[4] == 'X');
    CHECK(std::count(boards[3].board.begin(), boards[3].board.end(), 'O') == 1);
    check_computer_moves(result.out);
  }
  SECTION("the computer moves first") {
    const LineSession settings = hvc(FirstMover::computer, level, seed);
    const Result probe = run("", settings);
    const Board start = boards_in(probe.out).back().board;
    const Cell mine = first_free(start);
    const std::string script = "u\n" + std::to_string(mine + 1) + "\nu\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    // The opening cannot be taken back; after your move and the reply, undo
    // goes back to the opening.
    CHECK(contains(result.out, kO + "\nNothing to undo.\n"));
    CHECK(occurrences(result.out, "X plays ") == 2);
    const auto boards = boards_in(result.out);
    REQUIRE(boards.size() >= 2);  // ..., after your move and the reply, the opening again
    const Board& replied = boards[boards.size() - 2].board;
    std::size_t reply = 0;
    while (replied[reply] != 'X' || start[reply] == 'X') ++reply;
    CHECK(contains(result.out, kO + "\nTook back your move on " + std::to_string(mine + 1) +
                                   " and the computer's reply on " + std::to_string(reply + 1) + ".\n\n" +
                                   render_board(start, Style{}) + kO));
    CHECK(before_goodbye(result.out).ends_with(render_board(start, Style{}) + kO));
  }
}

TEST_CASE("undone moves are left out of the Moves line", "[session]") {
  SECTION("between two people") {
    const auto [script, ending] = GENERATE(table<std::string, std::string>({
        // X 5, O 1, undo, O 9, X 2, O 3, X 8
        {"5\n1\nu\n9\n2\n3\n8\n", "X wins! (cells 2-5-8)\nMoves: 5 9 2 3 8\n"},
        // X 5, O 1, undo twice, then 1 4 2 5 3
        {"5\n1\nu\nu\n1\n4\n2\n5\n3\n", "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"},
        // X 1, O 4, X 2, O 6, undo (O's 6), O 5, X 3
        {"1\n4\n2\n6\nundo\n5\n3\n", "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"},
    }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Took back O's move on "));
    CHECK(contains(result.out, ending));
  }
  SECTION("against the computer, its reply goes too") {
    const std::uint32_t seed = GENERATE(1u, 2u, 3u);
    INFO("seed " << seed);
    const LineSession settings = hvc(FirstMover::human, Difficulty::medium, seed);
    const std::string script = finish_game(settings, "1\nu\n", sharp({4, 0, 8, 2, 6})) + "n\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    REQUIRE(contains(result.out, "Took back your move on 1 and the computer's reply on "));
    const std::string moves = line_with(result.out, "Moves:");
    REQUIRE(moves.starts_with("Moves: "));
    // The record replays to the final board, starting with the 5 played
    // after the undo, not the 1 taken back.
    std::istringstream labels(moves.substr(7));
    Board board = kEmptyBoard;
    std::vector<int> played;
    for (int label = 0; labels >> label;) played.push_back(label);
    REQUIRE_FALSE(played.empty());
    CHECK(played.front() == 5);
    for (const int label : played) {
      REQUIRE(label >= 1);
      REQUIRE(label <= 9);
      REQUIRE(board[static_cast<std::size_t>(label - 1)] == kEmpty);
      board = play(board, label - 1);
    }
    const auto boards = boards_in(result.out);
    REQUIRE_FALSE(boards.empty());
    CHECK(boards.back().board == board);
    CHECK(outcome(board) != Outcome::in_progress);
  }
}

TEST_CASE("a command of Play again typed at the move prompt is answered not now, saying where it works",
          "[session][commands]") {
  // Issue 19: settings, review, swap and yes got "'settings' is not a number".
  const auto word = GENERATE(as<std::string>{}, "settings", "review", "swap", "yes", "N", " Settings\r");
  INFO("word: '" << visible(word) << "'");
  const Result result = run(word + "\n5\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, kX + "\nNot now: '" + std::string(tictactoe::app::trim(word)) +
                                 "' works after the game, at Play again? Type a cell number 1-9, or h for help.\n" +
                                 kX + "\n" + shown("....X....")));
  // Between people and against the computer alike; a word that is no
  // command is still not a number.
  const Result computer = run("swap\n", hvc(FirstMover::human, Difficulty::easy, 1));
  CHECK(contains(computer.out, "Not now: 'swap' works after the game, at Play again?"));
  CHECK(contains(run("sw\n", hvh()).out, kX + "\n'sw' is not a number."));
}

}  // namespace test_session_undo_hint
