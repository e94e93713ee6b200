// Reviewing games: the core's verdicts (core::review), checked for every
// move from every position against a search written here; their wording
// (text/review.hpp); and --review (run_review), one record or one per line.

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "app/cli/batch.hpp"
#include "app/text/review.hpp"
#include "support/odds.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"
#include "tictactoe/review.hpp"

namespace test_review {

using namespace tictactoe::core;
namespace app = tictactoe::app;
namespace test = tictactoe::test;
using test::contains;
using test::lines_of;

namespace {

// Every position with a move, each with one move record that reaches it.
const std::map<Board, std::vector<Cell>>& records() {
  static const std::map<Board, std::vector<Cell>> found = [] {
    std::map<Board, std::vector<Cell>> positions;
    std::vector<Cell> moves;
    std::function<void(const Board&)> visit = [&](const Board& board) {
      if (positions.contains(board) || test::free_cells_of(board).empty()) return;
      positions.emplace(board, moves);
      for (const Cell cell : test::free_cells_of(board)) {
        moves.push_back(cell);
        visit(test::with(board, cell));
        moves.pop_back();
      }
    };
    visit(kEmptyBoard);
    return positions;
  }();
  return found;
}

Value value_of(int value) { return static_cast<Value>(value); }

// The replies on `board` (drawn, the game going on) that lose for its side
// to move, by the search written here.
int losing_replies(const Board& board) {
  int losing = 0;
  for (const Cell reply : test::free_cells_of(board)) losing += -test::solved(test::with(board, reply)).value < 0;
  return losing;
}

// How many cells are free once `cell` is played on `board`.
std::size_t free_after(const Board& board, Cell cell) { return test::free_cells_of(test::with(board, cell)).size(); }

// The cells from "5 1 9" (the default numbering).
std::vector<Cell> cells_of(const std::string& labels) {
  std::istringstream in(labels);
  std::vector<Cell> cells;
  for (int label = 0; in >> label;) cells.push_back(label - 1);
  return cells;
}

struct Run {
  int status;
  std::string out;
  std::string err;
};

Run review_cmd(std::string_view record, const std::string& input = "", const app::Style& style = app::Style{}) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = app::run_review(record, in, out, err, style);
  return {status, out.str(), err.str()};
}

const app::Style kKeypad{.numbering = app::Numbering(true)};

}  // namespace

// ===========================================================================
// The verdicts

TEST_CASE("every move from every position gets the solver's verdict and names the win or block it passed by",
          "[review]") {
  long moves = 0;
  std::map<Grade, long> grades;
  std::map<Miss, long> misses;
  std::map<Trap, long> trap_outcomes;
  for (const auto& [board, record] : records()) {
    INFO("board " << to_string(board));
    const char me = test::mover_of(board);
    const int before = test::solved(board).value;
    const auto wins = test::completing_cells_of(board, me);
    const auto threats = test::completing_cells_of(board, test::other_mark(me));
    for (const Cell cell : test::free_cells_of(board)) {
      INFO("move " << cell + 1);
      std::vector<Cell> game = record;
      game.push_back(cell);
      const auto verdicts = review(game);
      REQUIRE(verdicts.size() == game.size());
      const Verdict& verdict = verdicts.back();
      const int after = -test::solved(test::with(board, cell)).value;
      CHECK(symbol(verdict.mark) == me);
      CHECK(verdict.cell == cell);
      CHECK(verdict.before == value_of(before));
      CHECK(verdict.after == value_of(after));
      const Grade grade = after == before ? Grade::best : before == 1 && after == -1 ? Grade::blunder : Grade::mistake;
      CHECK(verdict.grade == grade);
      CHECK(verdict.best == test::value_keeping_cells(board));
      const bool took = [&](const std::vector<Cell>& cells) {
        return std::ranges::find(cells, cell) != cells.end();
      }(wins.empty() ? threats : wins);
      if (!wins.empty()) {
        CHECK(verdict.missed == (took ? Miss::none : Miss::win));
        CHECK(verdict.missed_cells == (took ? std::vector<Cell>{} : wins));
      } else if (threats.size() == 1 && !took) {
        CHECK(verdict.missed == Miss::block);
        CHECK(verdict.missed_cells == threats);
      } else {
        CHECK(verdict.missed == Miss::none);
        CHECK(verdict.missed_cells.empty());
      }
      // A move that keeps a draw sets a trap when some replies lose; the
      // record ends before the reply. The move before it, if it set one,
      // learns from this move whether it was fallen into.
      const int traps = before == 0 && after == 0 ? losing_replies(test::with(board, cell)) : 0;
      CHECK(verdict.trap_replies.bad == traps);
      CHECK(verdict.trap_replies.total == (traps > 0 ? static_cast<int>(free_after(board, cell)) : 0));
      CHECK(verdict.trap == (traps > 0 ? Trap::pending : Trap::none));
      if (verdicts.size() >= 2 && verdicts[verdicts.size() - 2].trap_replies.bad > 0) {
        CHECK(verdicts[verdicts.size() - 2].trap == (grade == Grade::best ? Trap::avoided : Trap::fell_in));
        ++trap_outcomes[verdicts[verdicts.size() - 2].trap];
      }
      ++moves;
      ++grades[verdict.grade];
      ++misses[verdict.missed];
    }
  }
  CHECK(records().size() == 4520);
  CHECK(trap_outcomes[Trap::fell_in] > 0);
  CHECK(trap_outcomes[Trap::avoided] > 0);
  CHECK(moves == 16167);  // the legal moves from the 4,520 positions with a move
  CHECK(grades[Grade::best] + grades[Grade::mistake] + grades[Grade::blunder] == moves);
  CHECK(grades[Grade::mistake] > 0);
  CHECK(grades[Grade::blunder] > 0);
  CHECK(misses[Miss::win] > 0);
  CHECK(misses[Miss::block] > 0);
}

TEST_CASE("review of 1 5 9 3 7 2 flags O's 3 as a mistake, draw to loss, and X's moves as best", "[review]") {
  const auto verdicts = review(cells_of("1 5 9 3 7 2"));
  REQUIRE(verdicts.size() == 6);
  CHECK(verdicts[3].mark == Mark::o);
  CHECK(verdicts[3].cell == 2);
  CHECK(verdicts[3].grade == Grade::mistake);
  CHECK(verdicts[3].before == Value::draw);
  CHECK(verdicts[3].after == Value::loss);
  CHECK(verdicts[3].best == std::vector<Cell>{1, 3, 5, 7});
  for (const std::size_t i : {0U, 1U, 2U, 4U, 5U}) CHECK(verdicts[i].grade == Grade::best);
  CHECK(errors(verdicts, Mark::x) == Errors{0, 0});
  CHECK(errors(verdicts, Mark::o) == Errors{1, 0});
}

TEST_CASE("a win passed by is a blunder when it loses and is named with the cells that won", "[review]") {
  // X 5, O 1, X 9, O 3, X 7 (leaves 2 open), O 4 (passes the win at 2), X 6 (passes the win at 8).
  const auto verdicts = review(cells_of("5 1 9 3 7 4 6"));
  REQUIRE(verdicts.size() == 7);
  CHECK(verdicts[4].grade == Grade::mistake);
  CHECK(verdicts[4].missed == Miss::block);
  CHECK(verdicts[4].missed_cells == std::vector<Cell>{1});
  CHECK(verdicts[5].grade == Grade::blunder);
  CHECK(verdicts[5].missed == Miss::win);
  CHECK(verdicts[5].missed_cells == std::vector<Cell>{1});
  CHECK(verdicts[6].grade == Grade::blunder);
  CHECK(verdicts[6].missed_cells == std::vector<Cell>{7});
  CHECK(errors(verdicts, Mark::x) == Errors{1, 1});
  CHECK(errors(verdicts, Mark::o) == Errors{0, 1});
}

// ===========================================================================
// In words

TEST_CASE("the review says each move's verdict on its own line, then the mistakes", "[review]") {
  CHECK(app::review_text(cells_of("1 5 9 3 7 2"), app::Style{}) ==
        "1. X 1  best (draw)\n"
        "   a trap: 7 of O's 8 replies lose; O avoided it\n"
        "2. O 5  best (draw)\n"
        "3. X 9  best (draw)\n"
        "   a trap: 2 of O's 6 replies lose; O fell into it\n"
        "4. O 3  mistake: draw -> loss (best: 2 4 6 8)\n"
        "5. X 7  best (win)\n"
        "6. O 2  best (loss)\n"
        "X: 0 mistakes; O: 1 mistake\n");
  CHECK(app::review_text(cells_of("5 1 9 3 7 4 6"), app::Style{}) ==
        "1. X 5  best (draw)\n"
        "   a trap: 4 of O's 8 replies lose; O avoided it\n"
        "2. O 1  best (draw)\n"
        "3. X 9  best (draw)\n"
        "   a trap: 4 of O's 6 replies lose; O avoided it\n"
        "4. O 3  best (draw)\n"
        "   a trap: 4 of X's 5 replies lose; X fell into it\n"
        "5. X 7  mistake: draw -> loss, missed the block at 2 (best: 2)\n"
        "6. O 4  blunder: win -> loss, missed the win at 2 (best: 2)\n"
        "7. X 6  blunder: win -> loss, missed the win at 8 (best: 8)\n"
        "X: 1 mistake, 1 blunder; O: 0 mistakes, 1 blunder\n");
}

TEST_CASE("the review says where a trap was set, and when the record ends before the reply, only that", "[review]") {
  // Issue 19: the perfect level no longer announces its traps during the
  // game; the review tells them.
  CHECK(app::review_text(cells_of("1"), app::Style{}) ==
        "1. X 1  best (draw)\n"
        "   a trap: 7 of O's 8 replies lose\n"
        "X: 0 mistakes; O: 0 mistakes\n");
  const auto keypad = app::review_text(cells_of("1 2"), kKeypad);
  CHECK(contains(keypad, "   a trap: 7 of O's 8 replies lose; O fell into it\n"));
}

TEST_CASE("a best move that passes a win or a block by says so", "[review]") {
  // X 1, O 2, X 5, O 3: X wins at once on 9; 4 wins too, a move later.
  const auto slower = app::review_text(cells_of("1 2 5 3 4"), app::Style{});
  INFO(slower);
  CHECK(contains(slower, "5. X 4  best (win), though 9 won at once\n"));
  // X 1, O 2, X 4: O is lost whatever it does, and 3 leaves X's 7 open.
  const auto lost = app::review_text(cells_of("1 2 4 3"), app::Style{});
  INFO(lost);
  CHECK(contains(lost, "4. O 3  best (loss), though it left 7 unblocked\n"));
  // Two threats: no single block to name.
  CHECK(contains(app::review_text(cells_of("1 5 9 3 7 2"), app::Style{}), "6. O 2  best (loss)\n"));
}

TEST_CASE("the review follows the keypad numbering", "[review]") {
  // The same game as "1 5 9 3 7 2", typed on the keypad: 7 5 3 9 1 8.
  const auto text = app::review_text(cells_of("1 5 9 3 7 2"), kKeypad);
  CHECK(contains(text, "1. X 7  best (draw)\n"));
  CHECK(contains(text, "4. O 9  mistake: draw -> loss (best: 2 4 6 8)\n"));
  CHECK(text.ends_with("X: 0 mistakes; O: 1 mistake\n"));
}

TEST_CASE("a move record is read move by move, and a bad one names its first bad move", "[review]") {
  const auto [text, expected] = GENERATE(table<std::string, std::string>({
      {"5 5", "move 2, 5, is a cell already taken"},
      {"5 1 10", "move 3, 10, is out of range; cells are 1-9"},
      {"5 0", "move 2, 0, is out of range; cells are 1-9"},
      {"5 x 1", "move 2, 'x', is not a cell number 1-9"},
      {"5,1", "move 1, '5,1', is not a cell number 1-9"},
      {"1 4 2 5 3 6", "move 6, 6, comes after the game ended"},
      {"", "a move record needs at least one move"},
      {" \t ", "a move record needs at least one move"},
  }));
  INFO("record '" << text << "'");
  const app::ParsedRecord parsed = app::parse_record(text, app::Style{});
  REQUIRE(std::holds_alternative<std::string>(parsed));
  CHECK(std::get<std::string>(parsed) == expected);
}

TEST_CASE("a move record takes signs, leading zeros, tabs and runs of spaces, and the keypad numbering", "[review]") {
  const app::ParsedRecord parsed = app::parse_record("  +5\t01   9 ", app::Style{});
  REQUIRE(std::holds_alternative<std::vector<Cell>>(parsed));
  CHECK(std::get<std::vector<Cell>>(parsed) == std::vector<Cell>{4, 0, 8});
  const app::ParsedRecord keypad = app::parse_record("7 5 3", kKeypad);
  REQUIRE(std::holds_alternative<std::vector<Cell>>(keypad));
  CHECK(std::get<std::vector<Cell>>(keypad) == std::vector<Cell>{0, 4, 8});
}

// ===========================================================================
// --review

TEST_CASE("the review command (--review) prints the verdicts and the summary and exits 0", "[review][batch]") {
  const Run run = review_cmd("1 5 9 3 7 2");
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  CHECK(run.out == app::review_text(cells_of("1 5 9 3 7 2"), app::Style{}));
  CHECK(contains(run.out, "4. O 3  mistake: draw -> loss (best: 2 4 6 8)\n"));
}

TEST_CASE("the review command of a bad record is an error line on stderr naming the bad move, status 2",
          "[review][batch]") {
  const Run run = review_cmd("5 1 5");
  CHECK(run.status == app::kExitUsage);
  CHECK(run.out.empty());
  CHECK(run.err == "error: '5 1 5': move 3, 5, is a cell already taken\n");
}

TEST_CASE(
    "the review command with - answers each record with its summary line, errors included, status 2 if any was bad",
    "[review][batch]") {
  const Run good = review_cmd("-", "1 5 9 3 7 2\n5 1 9 3 7 4 6\n1 2 3 4 5 6 7\n");
  CHECK(good.status == 0);
  CHECK(lines_of(good.out) == std::vector<std::string>{"X: 0 mistakes; O: 1 mistake",
                                                       "X: 1 mistake, 1 blunder; O: 0 mistakes, 1 blunder",
                                                       "X: 1 mistake; O: 2 mistakes"});
  const Run mixed = review_cmd("-", "5 5\n1 5 9 3 7 2\n\n" + std::string(300, '5') + "\n");
  CHECK(mixed.status == app::kExitUsage);
  CHECK(mixed.err.empty());
  CHECK(lines_of(mixed.out) ==
        std::vector<std::string>{"error: '5 5': move 2, 5, is a cell already taken", "X: 0 mistakes; O: 1 mistake",
                                 "error: '': a move record needs at least one move",
                                 "error: line too long; a move record is at most 256 characters"});
}

TEST_CASE("the review command with the keypad reads and writes keypad numbers", "[review][batch]") {
  const Run run = review_cmd("7 5 3 9 1 8", "", kKeypad);
  CHECK(run.status == 0);
  CHECK(contains(run.out, "4. O 9  mistake: draw -> loss (best: 2 4 6 8)\n"));
}

TEST_CASE("the review command with - answers a board given by mistake with an error line, not a board's answer",
          "[review][batch]") {
  // Nine characters and a newline: the batch's fast path for boards looks at
  // such lines first, and must leave them to the record reader.
  const Run run = review_cmd("-", "X.O......\n.........\n5 1\n");
  CHECK(run.status == app::kExitUsage);
  CHECK(lines_of(run.out) ==
        std::vector<std::string>{"error: 'X.O......': move 1, 'X.O......', is not a cell number 1-9",
                                 "error: '.........': move 1, '.........', is not a cell number 1-9",
                                 "X: 0 mistakes; O: 0 mistakes"});
}

}  // namespace test_review
