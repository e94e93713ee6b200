// --coords (issue 19, "Row and column input"): games typed as rows and
// columns, piped; the cells named so in every sentence and in every
// language; the option against --keypad, in the preferences file and in
// --review; and docs/playing.md's --coords transcript replayed word for word.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/line/line_ui.hpp"
#include "app/text/language.hpp"
#include "support/program.hpp"
#include "support/session.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"
#include "support/typed_input.hpp"

#ifndef TICTACTOE_SOURCE_DIR
#error "tests/CMakeLists.txt defines TICTACTOE_SOURCE_DIR, the project's root"
#endif

namespace test_coords_session {

using namespace tictactoe::app;
using tictactoe::test::contains;
using tictactoe::test::occurrences;
using tictactoe::test::Program;
using tictactoe::test::Result;
using tictactoe::test::run;
using tictactoe::test::run_with;
using tictactoe::test::TypedInput;

namespace {

Style coords_style(Language language = Language::en) {
  Style style;
  style.numbering = Numbering(Numbering::Layout::coords);
  style.text = Catalogue(language);
  return style;
}

LineSession coords_hvh(Language language = Language::en) { return tictactoe::test::hvh(coords_style(language)); }

const std::string kX = "X to move (row and column 1-3): ";
const std::string kO = "O to move (row and column 1-3): ";

std::string column_for(int row) { return "Column for row " + std::to_string(row) + " (1-3): "; }

}  // namespace

TEST_CASE("in coords a move is typed as 2 3, as 2,3, or as a row and then its column, a bad column asked again",
          "[coords][session]") {
  // X: 2 2, 1 1 (row alone, then 5 and x rejected, then 1), 3 3: the diagonal.
  const Result result = run("2 2\n1 2\n1\n5\nx\n\n1\n1,3\n3,3\nn\n", coords_hvh());
  CHECK(result.status == 0);
  const std::string& out = result.out;
  CHECK(occurrences(out, kX) == 3);
  CHECK(occurrences(out, kO) == 2);
  CHECK(contains(out, kX + "\n" + column_for(1) + "\n5 is out of range. Type a column 1-3, or h for help.\n" +
                          column_for(1) + "\n'x' is not a number. Type a column 1-3, or h for help.\n" + column_for(1) +
                          "\nNothing typed. Type a column 1-3, or h for help.\n" + column_for(1) + "\n"));
  CHECK(contains(out, "X wins! (cells 1,1-2,2-3,3)\nMoves: 2,2 1,2 1,1 1,3 3,3\n"));
  CHECK(contains(out,
                 "     1   2   3\n"
                 "  1  X | O | O\n"
                 "    ---+---+---\n"
                 "  2    | X |\n"
                 "    ---+---+---\n"
                 "  3    |   | X\n"
                 "               \\\n"));
}

TEST_CASE("in coords a rejected move line says what to type as row and column, and a taken cell is named so",
          "[coords][session]") {
  const Result result = run("2 2\n2,2\n4 1\n2 3 1\n\nsettings\nq\n", coords_hvh());
  const std::string& out = result.out;
  CHECK(contains(out, kO + "\nSorry, cell 2,2 is taken by X. Choose a free cell.\n"));
  CHECK(contains(out, kO + "\n4 1 is out of range. Type a row and a column 1-3, as 2 3 or 2,3, or the row alone; h for "
                           "help.\n"));
  CHECK(contains(out, kO + "\n'2 3 1' is not a number. Type a row and a column 1-3, as 2 3 or 2,3, or the row alone; "
                           "h for help.\n"));
  CHECK(contains(out, kO + "\nNothing typed. Type a row and a column"));
  CHECK(contains(out, kO + "\nNot now: 'settings' works after the game, at Play again? Type a row and a column 1-3, as "
                           "2 3 or 2,3, or the row alone; h for help.\n"));
}

TEST_CASE("in coords the computer's moves, hint, undo and the review name cells by row and column",
          "[coords][session]") {
  // X 2 2; O answers; hint; undo (both moves); help; 1 1 (a row, then its column).
  const LineSession settings =
      tictactoe::test::hvc(FirstMover::human, tictactoe::core::Difficulty::hard, 1, coords_style());
  const Result result = run("2 2\nhint\nundo\nh\n1\n1\nq\n", settings);
  const std::string& out = result.out;
  CHECK(contains(out, kX + "\nO plays 1,3 (corner)\n"));
  CHECK(contains(out, kX + "\nhint: 3,1 keeps the draw with best play and gives O the most chances to go wrong; 1,1, "
                           "1,2, 2,1, 2,3, 3,2 or 3,3 also draw\n"));
  CHECK(contains(out, kX + "\nTook back your move on 2,2 and the computer's reply on 1,3.\n"));
  // The help at the move prompt says how to type a move, over the board with its numbers.
  CHECK(contains(tictactoe::test::unwrapped(out),
                 "Type the row and the column of a free cell, as 2 3 or 2,3, and press Enter; or the row alone"));
  CHECK(contains(tictactoe::test::unwrapped(out), "A move line is a row and a column, each one whole number 1-3"));
  // The board at the start, after the undo, in the help and after it.
  CHECK(occurrences(out, "     1   2   3\n  1    |   |\n    ---+---+---\n  2    |   |\n") == 4);
  CHECK(contains(out, column_for(1) + "\nO plays 2,2 (center)\n"));
}

TEST_CASE("in coords a command typed at the column question is that command", "[coords][session]") {
  const LineSession settings =
      tictactoe::test::hvc(FirstMover::human, tictactoe::core::Difficulty::medium, 1, coords_style());
  const Result result = run("2\nhint\n2\nundo\n2 2\nq\n", settings);
  CHECK(contains(result.out, column_for(2) + "\nhint: "));
  CHECK(contains(result.out, column_for(2) + "\nNothing to undo.\n" + kX));
  CHECK(contains(result.out, "O plays "));
}

TEST_CASE("in coords the review after a game names each move and the best cells by row and column",
          "[coords][session][review]") {
  const Result result = run("1,1\n2,2\n1,2\n1,3\n3,1\n2,1\n3,3\n2,3\nr\nn\n", coords_hvh());
  CHECK(contains(result.out, "O wins! (cells 2,1-2,2-2,3)\nMoves: 1,1 2,2 1,2 1,3 3,1 2,1 3,3 2,3\n"));
  CHECK(contains(result.out, "1. X 1,1  best (draw)\n"));
  CHECK(contains(result.out, "2. O 2,2  best (draw)\n"));
  CHECK(contains(result.out, "7. X 3,3  mistake: draw -> loss, missed the block at 2,3 (best: 2,3)\n"));
}

TEST_CASE(
    "the options --coords and --keypad together are a usage error, --coords alone is a setting of games and --review",
    "[coords][options]") {
  const Program both = run_with({"--keypad", "--coords"}, "", {});
  CHECK(both.status == 2);
  CHECK(both.err.starts_with("tictactoe: --keypad and --coords cannot be used together\n"));
  CHECK(run_with({"--coords", "--mode=hvh", "--keypad"}, "", {})
            .err.starts_with("tictactoe: --keypad and --coords cannot be used together\n"));
  const Program analyze = run_with({"--analyze", ".........", "--coords"}, "", {});
  CHECK(analyze.status == 2);
  CHECK(contains(analyze.err, "--coords cannot be used with --analyze"));
  CHECK(run_with({"--move", ".........", "--coords"}, "", {}).status == 2);
  CHECK(run_with({"--stats", "--coords"}, "", {}).status == 2);
  const Program game = run_with({"--coords", "--mode", "hvh", "--no-history"}, "2 2\nq\n", {});
  CHECK(game.status == 0);
  CHECK(contains(game.out, "     1   2   3\n  1    |   |\n"));
  CHECK(contains(game.out, kO));
}

TEST_CASE(
    "the review of --review --coords reads a record of rows and columns and names cells so, without it, cell numbers",
    "[coords][review]") {
  const Program review = run_with({"--review", "2,2 1,1 3,3 1,3", "--coords"}, "", {});
  CHECK(review.status == 0);
  CHECK(contains(review.out, "1. X 2,2  best (draw)\n"));
  CHECK(contains(review.out, "2. O 1,1  best (draw)\n"));
  CHECK(contains(review.out, "3. X 3,3  best (draw)\n"));
  CHECK(contains(review.out, "4. O 1,3  best (draw)\n"));
  const Program numbered = run_with({"--review", "5 1 9 3"}, "", {});
  CHECK(contains(numbered.out, "4. O 3  best (draw)\n"));
  const Program bad = run_with({"--review", "2,2 x", "--coords"}, "", {});
  CHECK(bad.status == 2);
  CHECK(contains(bad.err, "error: '2,2 x': move 2, 'x', is not a row and a column, each 1-3, as 2,3\n"));
  CHECK(contains(run_with({"--review", "2,2 4,1", "--coords"}, "", {}).err,
                 "error: '2,2 4,1': move 2, 4,1, is out of range; rows and columns are 1-3\n"));
  CHECK(contains(run_with({"--review", "2,2 5", "--coords"}, "", {}).err,
                 "move 2, 5, is out of range; rows and columns are 1-3\n"));
  CHECK(contains(run_with({"--review", "2,2 2,2", "--coords"}, "", {}).err, "move 2, 2,2, is a cell already taken"));
  // One record a line from standard input, in coords too.
  const Program piped = run_with({"--review", "-", "--coords"}, "2,2 1,1\n1 1\n", {});
  CHECK(contains(piped.out, "X: 0 mistakes; O: 0 mistakes\n"));
  CHECK(contains(piped.out, "move 1, '1', is not a row and a column, each 1-3, as 2,3"));
}

TEST_CASE("coords = yes in the preferences file names cells by row and column, --keypad given wins over it",
          "[coords][preferences]") {
  const tictactoe::test::TempDir dir;
  std::filesystem::create_directories(dir / ".config/tictactoe");
  std::ofstream(dir / ".config/tictactoe/config") << "coords = yes\nno-history = yes\n";
  Environment home;
  home.files = FileVariables{dir.path().c_str(), nullptr, nullptr};
  const Program game = run_with({"--mode", "hvh"}, "2,2\nq\n", home);
  CHECK(game.status == 0);
  CHECK(game.err.empty());
  CHECK(contains(game.out, kX));
  const Program keypad = run_with({"--mode", "hvh", "--keypad"}, "7\nq\n", home);
  CHECK(keypad.status == 0);
  CHECK(keypad.err.empty());
  CHECK(contains(keypad.out, "   7 | 8 | 9\n"));
  // Both in the file: the first the table lists, keypad, is taken, as with any two that clash.
  std::ofstream(dir / ".config/tictactoe/config") << "coords = yes\nkeypad = yes\nno-history = yes\n";
  CHECK(contains(run_with({"--mode", "hvh"}, "q\n", home).out, "   7 | 8 | 9\n"));
}

TEST_CASE("a saved game reviewed with --review @1 --coords names its moves by row and column", "[coords][review]") {
  const tictactoe::test::TempDir dir;
  const std::string file = dir / "history.jsonl";
  const Program game = run_with({"--mode", "hvh", "--history-file", file}, "5\n1\n9\n3\n7\n2\nn\n", {});
  REQUIRE(game.status == 0);
  const Program review = run_with({"--review", "@1", "--coords", "--history-file", file}, "", {});
  CHECK(review.status == 0);
  CHECK(contains(review.out, "1. X 2,2  best (draw)\n"));
  CHECK(contains(review.out, "5. X 3,1  mistake: draw -> loss, missed the block at 1,2 (best: 1,2)\n"));
  CHECK(contains(review.out, "6. O 1,2  best (win)\n"));
}

TEST_CASE("in coords each language asks for the row and the column in its own words and digits", "[coords][language]") {
  struct Case {
    const char* code;
    std::string prompt;
    std::string column;
    std::string moves;
  };
  const std::vector<Case> cases{
      {"en", "X to move (row and column 1-3): ", "Column for row 2 (1-3): ", "Moves: 2,2"},
      {"ru", "Ходит X (строка и столбец 1–3): ", "Столбец для строки 2 (1–3): ", "Ходы: 2,2"},
      {"zh_CN", "轮到 X 落子（行和列各 1-3）：", "第 2 行，第几列（1-3）：", "棋谱：2,2"},
      {"fa", "نوبت \u2066X\u2069 است (سطر و ستون ۱ تا ۳): ", "ستون خانه در سطر ۲ (۱ تا ۳): ", "2,2"},
  };
  for (const Case& each : cases) {
    INFO("language " << each.code);
    const Result result =
        run("2\n2\n1 1\n3 3\n1 3\n3 1\n2 1\n2 3\n1 2\n3 2\nn\n", coords_hvh(language_coded(each.code)));
    CHECK(contains(result.out, each.prompt));
    CHECK(contains(result.out, each.column));
    CHECK(contains(result.out, each.moves));
    CHECK(contains(result.out, "     1   2   3\n  1  O |   |\n"));
  }
}

TEST_CASE("in coords an over-long line is refused at the move prompt and at the column question", "[coords][session]") {
  const std::string long_line(300, '1');
  const Result result = run(long_line + "\n2\n" + long_line + "\n2\nq\n", coords_hvh());
  CHECK(contains(result.out, kX + "\nThat line is too long. Type a row and a column 1-3"));
  CHECK(contains(result.out, column_for(2) + "\nThat line is too long. Type a column 1-3, or h for help.\n" +
                                 column_for(2) + "\n"));
  CHECK(contains(result.out, "  2    | X |\n"));
  // The end of input at the column question ends the session, as at any prompt.
  const Result ended = run("2\n", coords_hvh());
  CHECK(ended.status == 0);
  CHECK(ended.out.ends_with(column_for(2) + "\nGoodbye.\n"));
}

TEST_CASE("with --coords, --help is unchanged and names the option, --full-screen falls back to the line game",
          "[coords][options][help]") {
  // --help is the same with --coords: its cells keep their numbers, and its option line names --coords.
  const Program help = run_with({"--help", "--coords"}, "", {});
  CHECK(help.status == 0);
  CHECK(help.out == run_with({"--help"}, "", {}).out);
  CHECK(contains(help.out, "--coords"));
  CHECK(contains(tictactoe::test::unwrapped(help.out), "cells by row and column (1-3): a move is 2 3 or 2,3"));
  // Without a terminal the full screen is the line game, which is in rows and columns.
  const Program screen = run_with({"--full-screen", "--coords", "--mode", "hvh"}, "2,2\nq\n", {});
  CHECK(screen.status == 0);
  CHECK(contains(screen.err, "--full-screen needs a terminal"));
  CHECK(contains(screen.out, kO));
}

namespace {

// The block of docs/playing.md that starts "$ tictactoe --coords": its
// arguments and what follows the command line.
struct Transcript {
  std::vector<std::string> args;
  std::string shown;
};

Transcript readme_transcript() {
  std::ifstream file(std::string(TICTACTOE_SOURCE_DIR) + "/docs/playing.md");
  Transcript transcript;
  bool inside = false;
  for (std::string line; std::getline(file, line);) {
    if (!inside && line.starts_with("$ tictactoe --coords")) {
      inside = true;
      std::istringstream words(line.substr(12));
      for (std::string word; words >> word;) transcript.args.push_back(word);
    } else if (inside && line.starts_with("```")) {
      break;
    } else if (inside) {
      transcript.shown += line + "\n";
    }
  }
  return transcript;
}

}  // namespace

TEST_CASE("docs/playing.md's --coords transcript is what the game shows, word for word", "[coords][docs]") {
  const Transcript transcript = readme_transcript();
  REQUIRE_FALSE(transcript.args.empty());
  std::ostringstream out;
  TypedInput typed(out, transcript.shown);
  std::istream in(&typed);
  std::ostringstream err;
  Environment terminal;
  terminal.stdin_is_terminal = true;
  const std::vector<std::string_view> args(transcript.args.begin(), transcript.args.end());
  CHECK(run_program(args, in, out, err, terminal) == 0);
  CHECK(out.str() == transcript.shown);
  CHECK(err.str().empty());
}

}  // namespace test_coords_session
