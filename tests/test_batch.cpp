// The one-shot commands --analyze and --move (batch.hpp), driven through
// string streams, and through streams that record how a batch reads,
// writes and flushes.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/batch.hpp"
#include "app/text/language.hpp"
#include "support/positions.hpp"
#include "support/streams.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "support/text.hpp"

namespace test_batch {

using namespace tictactoe::app;
using tictactoe::core::Difficulty;
using tictactoe::test::contains;

namespace {

struct Run {
  int status;
  std::string out;
  std::string err;
};

Run analyze_cmd(std::string_view board, const std::string& input = "", const Style& style = Style{}) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = run_analyze(board, in, out, err, style);
  return {status, out.str(), err.str()};
}

Run move_cmd(std::string_view board, Difficulty level, const std::string& input = "", std::uint32_t seed = 1,
             const Style& style = Style{}) {
  std::istringstream in(input);
  std::ostringstream out, err;
  std::mt19937 rng(seed);
  const int status = run_move(board, in, out, err, level, rng, style);
  return {status, out.str(), err.str()};
}

const Style kKeypad{.numbering = Numbering(true)};

std::string last_line(const std::string& text) {
  const auto end = text.find_last_not_of('\n');
  const auto start = text.rfind('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1,
                     end - (start == std::string::npos ? 0 : start + 1) + 1);
}

}  // namespace

TEST_CASE("analyze ends with the value and the best cells of the side to move", "[batch]") {
  const auto [board, summary] = GENERATE(table<std::string, std::string>({
      {"X.O......", "X to move: win with 4 7 9"},
      {".........", "X to move: draw with 1 2 3 4 5 6 7 8 9"},
      {"X........", "O to move: draw with 5"},
      {"....x....", "O to move: draw with 1 3 7 9"},
      {"X.X.O.O.X", "O to move: loss with 2 4 6 8"},
      {"XXXOO....", "X wins (cells 1-2-3)"},
      {"OXX.OX..O", "O wins (cells 1-5-9)"},
      {"XOXXOOOXX", "tie"},
  }));
  const Run run = analyze_cmd(board);
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  CHECK(last_line(run.out) == summary);
}

TEST_CASE("analyze names both lines of a move that completed two", "[batch]") {
  // Issue 10: X 1 3 7 9, then 5 completes both diagonals.
  const Run run = analyze_cmd("XOXOXOXOX");
  CHECK(run.status == 0);
  CHECK(last_line(run.out) == "X wins (cells 1-5-9 and 3-5-7)");
  CHECK(
      run.out.starts_with("   X | O | X\n  ---+---+---\n   O | X | O\n  ---+---+---\n   X | O | X\n /           \\\n"));
  const Run batch = analyze_cmd("-", "XOXOXOXOX\nXXXXOOXOO\n");
  CHECK(batch.out == "X wins (cells 1-5-9 and 3-5-7)\nX wins (cells 1-2-3 and 1-4-7)\n");
}

TEST_CASE("analyze shows each free cell's value on the board", "[batch]") {
  const Run run = analyze_cmd("X.O......");
  CHECK(run.out.find("2 loss") != std::string::npos);
  CHECK(run.out.find("4 win") != std::string::npos);
  CHECK(run.out.find("5 draw") != std::string::npos);
  CHECK(run.out.find('\x1b') == std::string::npos);
}

TEST_CASE("move prints the cell and the rule", "[batch]") {
  CHECK(move_cmd("XX.O.....", Difficulty::hard).out == "3 block\n");
  CHECK(move_cmd("XX.O.....", Difficulty::hard).out == "3 block\n");
  CHECK(move_cmd(".........", Difficulty::hard).out == "5 center\n");
  CHECK(move_cmd("X........", Difficulty::medium).out == "5 center\n");
  CHECK(move_cmd("XX..O....", Difficulty::medium).out == "3 block\n");
}

TEST_CASE("a bad board is an error with status 2 on stderr", "[batch]") {
  const auto board = GENERATE(as<std::string>{}, "", "XX", "X.O.....-", "OO.......", "XXXOOO...", "XXXOO.O..");
  const Run analysed = analyze_cmd(board);
  CHECK(analysed.status == kExitUsage);
  CHECK(analysed.out.empty());
  CHECK(analysed.err.starts_with("error: "));
  const Run moved = move_cmd(board, Difficulty::medium);
  CHECK(moved.status == kExitUsage);
  CHECK(moved.err.starts_with("error: "));
}

TEST_CASE("move on a finished board is an error", "[batch]") {
  const Run run = move_cmd("XXXOO....", Difficulty::hard);
  CHECK(run.status == kExitUsage);
  CHECK(run.out.empty());
  CHECK(run.err == "error: 'XXXOO....': the game is over: X wins (cells 1-2-3)\n");
}

TEST_CASE("with '-' each input line gets exactly one output line", "[batch]") {
  SECTION("--move") {
    const Run run = move_cmd("-", Difficulty::hard, ".........\nXX.OO....\n");
    CHECK(run.status == 0);
    CHECK(run.out == "5 center\n3 win\n");
  }
  SECTION("--analyze prints only the summary lines") {
    const Run run = analyze_cmd("-", "X.O......\r\nXXXOO....\n  .........  \n");
    CHECK(run.status == 0);
    CHECK(run.out == "X to move: win with 4 7 9\nX wins (cells 1-2-3)\nX to move: draw with 1 2 3 4 5 6 7 8 9\n");
  }
  SECTION("a bad line prints an error line, the rest go on, and the status is 2") {
    const Run run = analyze_cmd("-", "X.O......\nbad\n\n" + std::string(1000, 'X') + "\nXXXOO....");
    CHECK(run.status == kExitUsage);
    CHECK(run.err.empty());
    std::istringstream lines(run.out);
    std::vector<std::string> got;
    for (std::string line; std::getline(lines, line);) got.push_back(line);
    REQUIRE(got.size() == 5);
    CHECK(got[0] == "X to move: win with 4 7 9");
    CHECK(got[1].starts_with("error: "));
    CHECK(got[2].starts_with("error: "));
    CHECK(got[3].starts_with("error: "));
    CHECK(got[4] == "X wins (cells 1-2-3)");
  }
  SECTION("thousands of boards through one process") {
    std::string input;
    for (int i = 0; i < 5000; ++i) input += "X.O......\n";
    const Run run = analyze_cmd("-", input);
    CHECK(run.status == 0);
    CHECK(std::ranges::count(run.out, '\n') == 5000);
  }
}

// ===========================================================================
// Keypad numbering: 7 8 9 on the top row, 1 2 3 on the bottom

TEST_CASE("with keypad numbering move names the chosen cell by its keypad label", "[batch]") {
  // The same cell in both numberings: cell 2 (top right) is 3 or 9, cell 6
  // (bottom left) is 7 or 1, cell 8 (bottom right) is 9 or 3.
  const auto [board, level, plain, keypad] = GENERATE(table<std::string, Difficulty, std::string, std::string>({
      {"XX.OO....", Difficulty::hard, "3 win", "9 win"},      // X completes the top row at cell 2
      {"XX.O.....", Difficulty::hard, "3 block", "9 block"},  // O blocks the top row at cell 2
      {"X..X...OO", Difficulty::hard, "7 win", "1 win"},      // X completes the left column at cell 6
      {"X....XOO.", Difficulty::hard, "9 block", "3 block"},  // X blocks the bottom row at cell 8
      {"X....XOO.", Difficulty::medium, "9 block", "3 block"},
      {"OO.XX.X..", Difficulty::easy, "3 win", "9 win"},  // O completes the top row at cell 2
  }));
  INFO("board " << board << ", " << tictactoe::core::name(level));
  const Run by_default = move_cmd(board, level);
  CHECK(by_default.status == 0);
  CHECK(by_default.out == plain + "\n");
  const Run by_keypad = move_cmd(board, level, "", 1, kKeypad);
  CHECK(by_keypad.status == 0);
  CHECK(by_keypad.err.empty());
  CHECK(by_keypad.out == keypad + "\n");
}

TEST_CASE("with keypad numbering move answers each board of a batch in keypad labels", "[batch]") {
  const Run run = move_cmd("-", Difficulty::hard, ".........\nXX.OO....\nX....XOO.\nX..X...OO\n", 1, kKeypad);
  CHECK(run.status == 0);
  CHECK(run.out == "5 center\n9 win\n3 block\n1 win\n");
}

TEST_CASE("with keypad numbering move on a finished board names the line in keypad labels", "[batch]") {
  const Run run = move_cmd("XXXOO....", Difficulty::hard, "", 1, kKeypad);
  CHECK(run.status == kExitUsage);
  CHECK(run.out.empty());
  CHECK(run.err == "error: 'XXXOO....': the game is over: X wins (cells 7-8-9)\n");
}

TEST_CASE("with keypad numbering analyze lists the best cells' keypad labels in ascending order", "[batch]") {
  const auto [board, summary] = GENERATE(table<std::string, std::string>({
      {"X.O......", "X to move: win with 1 3 4"},     // cells 3, 6, 8 are labels 4, 1, 3
      {"....X....", "O to move: draw with 1 3 7 9"},  // cells 0, 2, 6, 8 are labels 7, 9, 1, 3
      {"X.X.O.O.X", "O to move: loss with 2 4 6 8"},  // cells 1, 3, 5, 7 are labels 8, 4, 6, 2
      {"X........", "O to move: draw with 5"},
      {".........", "X to move: draw with 1 2 3 4 5 6 7 8 9"},
      {"XXXOO....", "X wins (cells 7-8-9)"},
      {"OXX.OX..O", "O wins (cells 3-5-7)"},
      {"XOXXOOOXX", "tie"},
  }));
  INFO("board " << board);
  const Run run = analyze_cmd(board, "", kKeypad);
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  CHECK(last_line(run.out) == summary);
}

TEST_CASE("with keypad numbering the analysis board labels each free cell by its keypad number", "[batch]") {
  // The same cells as in the default layout (X top left, O top right), each
  // free one with its keypad label: 8 above the centre, 1 2 3 along the bottom.
  const Run run = analyze_cmd("X.O......", "", kKeypad);
  CHECK(run.status == 0);
  CHECK(run.out ==
        "      X   | 8 loss |    O\n"
        "  --------+--------+--------\n"
        "   4 win  | 5 draw | 6 draw\n"
        "  --------+--------+--------\n"
        "   1 win  | 2 draw | 3 win\n"
        "X to move: win with 1 3 4\n");
}

TEST_CASE("with keypad numbering a batch analysis prints keypad labels on each line", "[batch]") {
  const Run run = analyze_cmd("-", "X.O......\nXXXOO....\n....X....\n", kKeypad);
  CHECK(run.status == 0);
  CHECK(run.out == "X to move: win with 1 3 4\nX wins (cells 7-8-9)\nO to move: draw with 1 3 7 9\n");
}

// ===========================================================================
// The words of the answers

TEST_CASE("a bad board's error line says what is wrong with it", "[batch]") {
  const auto [board, reason] = GENERATE(table<std::string, std::string>({
      {"", "a board is exactly 9 characters"},
      {"XX", "a board is exactly 9 characters"},
      {"X.O.....-", "a board holds only X, O and . (for empty)"},
      {"OO.......", "impossible mark counts: X moves first, so X has as many marks as O or one more"},
      {"XXXOOO...", "both X and O hold a line"},
      {"XXXOO.O..", "a move was made after the game was won"},
  }));
  const Run run = analyze_cmd(board);
  CHECK(run.err == "error: '" + board + "': " + reason + "\n");
  const Run batch = analyze_cmd("-", board + "\n");
  CHECK(batch.out == "error: '" + board + "': " + reason + "\n");
}

TEST_CASE(
    "move's error lines keep the English error prefix in every language, the reason in the language, "
    "analyze's are wholly in the language",
    "[batch][language]") {
  for (const Language language : kEveryLanguage) {
    const Style style{.text = Catalogue(language)};
    const Catalogue& text = style.text;
    INFO("language " << spec(language).code);
    const std::string both_won = text(Msg::board_both_won);
    const std::string too_long = text(Msg::board_too_long, {9});
    const std::string over = text(Msg::board_game_over, {text(Msg::analysis_won, {'X', "1-2-3"})});
    // One board: the line on stderr.
    CHECK(move_cmd("XXXOOO...", Difficulty::hard, "", 1, style).err == "error: 'XXXOOO...': " + both_won + "\n");
    CHECK(move_cmd("XXXOO....", Difficulty::hard, "", 1, style).err == "error: 'XXXOO....': " + over + "\n");
    // A batch: each error line in its place.
    const Run batch =
        move_cmd("-", Difficulty::hard, "XXXOOO...\n" + std::string(300, '.') + "\nXXXOO....\n", 1, style);
    CHECK(batch.out ==
          "error: 'XXXOOO...': " + both_won + "\nerror: " + too_long + "\nerror: 'XXXOO....': " + over + "\n");
    // --analyze speaks the language throughout, its prefix included.
    const Run analysis = analyze_cmd("-", "XXXOOO...\n" + std::string(300, '.') + "\n", style);
    CHECK(analysis.out ==
          text(Msg::board_error, {"XXXOOO...", both_won}) + "\n" + text(Msg::error_line, {too_long}) + "\n");
    CHECK(analyze_cmd("XXXOOO...", "", style).err == text(Msg::board_error, {"XXXOOO...", both_won}) + "\n");
    if (language != Language::en) CHECK_FALSE(contains(analysis.out, "error"));
  }
}

TEST_CASE("a batch line over the length limit is answered with one error line", "[batch]") {
  const Run run = move_cmd("-", Difficulty::hard, std::string(1000, 'X') + "\n.........\n");
  CHECK(run.status == kExitUsage);
  CHECK(run.out == "error: line too long; a board is exactly 9 characters\n5 center\n");
}

TEST_CASE("move names its rule by the machine token, one of the level's candidates, in every position", "[batch]") {
  const auto level = GENERATE(from_range(tictactoe::test::rule_levels()));
  INFO("level " << tictactoe::core::name(level));
  std::string input;
  std::vector<tictactoe::core::Board> boards;
  for (const auto& board : tictactoe::test::reachable_positions()) {
    if (tictactoe::core::outcome(board) != tictactoe::core::Outcome::in_progress) continue;
    boards.push_back(board);
    input += tictactoe::core::to_string(board) + "\n";
  }
  const Run run = move_cmd("-", level, input, 5);
  CHECK(run.status == 0);
  std::istringstream lines(run.out);
  std::size_t i = 0;
  for (std::string line; std::getline(lines, line); ++i) {
    REQUIRE(i < boards.size());
    INFO("board " << tictactoe::core::to_string(boards[i]) << ": " << line);
    const auto candidates = tictactoe::core::candidate_moves(boards[i], level);
    REQUIRE(candidates.has_value());
    const auto space = line.find(' ');
    REQUIRE(space != std::string::npos);
    const int label = std::stoi(line.substr(0, space));
    CHECK(std::ranges::find(candidates->cells, label - 1) != candidates->cells.end());
    CHECK(line.substr(space + 1) == tictactoe::core::name(candidates->rule));
  }
  CHECK(i == boards.size());
}

// ===========================================================================
// Batches at speed: answers from the tables, in large writes, flushed when
// the input makes us wait

namespace {

// Every reachable position's board string, one per line, twice over (the
// second time from what the first one left in the caches).
std::string every_position_twice() {
  std::string once;
  for (const auto& board : tictactoe::test::reachable_positions()) once += tictactoe::core::to_string(board) + "\n";
  return once + once;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("a batch answers every position as the single-board command does, at every level and in both numberings",
          "[batch]") {
  const Style style = GENERATE(Style{}, kKeypad);
  const std::string input = every_position_twice();
  const auto boards = lines_of(input);
  INFO((style.numbering.keypad() ? "keypad" : "phone") << " numbering");
  SECTION("--analyze") {
    const auto answers = lines_of(analyze_cmd("-", input, style).out);
    REQUIRE(answers.size() == boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i) {
      INFO("board " << boards[i]);
      REQUIRE(answers[i] == last_line(analyze_cmd(boards[i], "", style).out));
    }
  }
  SECTION("--move, from one generator in both") {
    for (const auto& row : tictactoe::core::kLevels) {
      INFO("level " << row.token);
      const Run batch = move_cmd("-", row.difficulty, input, 9, style);
      CHECK(batch.status == kExitUsage);  // finished boards are errors for --move
      const auto answers = lines_of(batch.out);
      REQUIRE(answers.size() == boards.size());
      std::mt19937 rng(9);
      for (std::size_t i = 0; i < boards.size(); ++i) {
        INFO("board " << boards[i]);
        std::ostringstream out, err;
        std::istringstream none;
        run_move(boards[i], none, out, err, row.difficulty, rng, style);
        REQUIRE(answers[i] + "\n" == out.str() + err.str());
      }
    }
  }
}

TEST_CASE("a batch from a file goes out in writes of at least 4 KiB, flushed only at the end", "[batch]") {
  const std::string input = every_position_twice();
  const auto level = GENERATE(Difficulty::easy, Difficulty::hard);
  const bool analyze = GENERATE(true, false);
  INFO((analyze ? "--analyze" : "--move"));
  std::istringstream in(input);
  tictactoe::test::RecordedOutput recorded;
  std::ostream out(&recorded);
  std::ostringstream err;
  std::mt19937 rng(1);
  if (analyze) {
    run_analyze("-", in, out, err, Style{});
  } else {
    run_move("-", in, out, err, level, rng, Style{});
  }
  const std::string written = recorded.str();
  CHECK(std::ranges::count(written, '\n') == std::ranges::count(input, '\n'));
  CHECK(recorded.writes <= static_cast<int>(written.size() / 4096) + 1);
  REQUIRE_FALSE(recorded.flush_sizes.empty());
  for (const std::size_t size : recorded.flush_sizes) CHECK(size == written.size());
}

TEST_CASE("a program feeding boards one at a time has every answer before it sends the next board", "[batch]") {
  const std::vector<std::string> boards{".........\n", "XX.OO....\n", "bad\n", "X.O......\n", "XXXOO....\n"};
  const bool analyze = GENERATE(true, false);
  INFO((analyze ? "--analyze" : "--move"));
  tictactoe::test::RecordedOutput recorded;
  std::ostream out(&recorded);
  // What had been flushed each time the command waited for the next board.
  std::vector<std::size_t> answered;
  tictactoe::test::PacedInput paced(boards, [&](std::size_t) {
    answered.push_back(static_cast<std::size_t>(std::ranges::count(recorded.flushed, '\n')));
  });
  std::istream in(&paced);
  std::ostringstream err;
  std::mt19937 rng(1);
  const int status =
      analyze ? run_analyze("-", in, out, err, Style{}) : run_move("-", in, out, err, Difficulty::hard, rng, Style{});
  CHECK(status == kExitUsage);
  // Waiting for board k + 1 with answers to the first k flushed, each time.
  CHECK(answered == std::vector<std::size_t>{0, 1, 2, 3, 4, 5});
  CHECK(recorded.flushed == recorded.str());
  CHECK(lines_of(recorded.str()).size() == boards.size());
}

TEST_CASE("a batch stops reading once its output cannot be written", "[batch]") {
  std::vector<std::string> packets(100, "X.O......\n");
  tictactoe::test::PacedInput paced(packets, [](std::size_t) {});
  std::istream in(&paced);
  tictactoe::test::RecordedOutput broken(0);  // every write fails
  std::ostream out(&broken);
  std::ostringstream err;
  run_analyze("-", in, out, err, Style{});
  CHECK_FALSE(out.good());
  CHECK(paced.served() <= 2);
  CHECK(err.str().empty());
}

}  // namespace test_batch
