// The perfect level (perfect.hpp), checked exhaustively: from every one of
// the 4,520 positions with a move it keeps the solver's value and prefers
// cells in the documented order, its chances against the weaker opponent
// are exact and agree with an independent computation over the game tree,
// and the figures the issue quotes (0.927 / 0.260, against 0.875 / 0.197
// for a plain minimax and the hard level's) come out of that tree. Also:
// how often the hard level gives value away from positions it never meets
// in its own games.

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "support/boards.hpp"
#include "support/odds.hpp"
#include "support/positions.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/perfect.hpp"
#include "tictactoe/solver.hpp"

namespace test_perfect {

using namespace tictactoe::core;
namespace test = tictactoe::test;
using test::board_of;
using test::Fraction;
using test::solved;
using test::with;

namespace {

bool in_progress(const Board& board) { return !test::free_cells_of(board).empty(); }

// The opponent's replies at `board` that lower its value under best play.
int bad_replies(const Board& board) {
  int bad = 0;
  for (const Cell reply : test::free_cells_of(board)) {
    if (-solved(with(board, reply)).value < solved(board).value) ++bad;
  }
  return bad;
}

// The perfect level's chances of winning and losing, worked out here.
struct Chances {
  Fraction win;
  Fraction loss;

  friend bool operator==(const Chances&, const Chances&) = default;
};

// What one value-keeping cell is worth to the perfect level, compared field
// by field as perfect.hpp documents: speed, chance of winning minus chance
// of losing, chance of winning, the opponent's replies that give value away.
struct Worth {
  int speed;
  Fraction score;
  Fraction win;
  int bad;
};

bool operator<(const Worth& a, const Worth& b) {
  if (a.speed != b.speed) return a.speed < b.speed;
  if (!(a.score == b.score)) return a.score < b.score;
  if (!(a.win == b.win)) return a.win < b.win;
  return a.bad < b.bad;
}

// The perfect level's policy and chances, reimplemented from the
// documentation with fractions and maps: at its turns the best cells by
// Worth, at the opponent's the weaker opponent's cells, averaged.
class Independent {
 public:
  // The cells the perfect level should prefer on `board` (its move).
  std::vector<Cell> preferred(const Board& board) {
    const int value = solved(board).value;
    std::vector<Cell> best;
    std::optional<Worth> top;
    for (const Cell cell : test::value_keeping_cells(board)) {
      const Board next = with(board, cell);
      const Chances after = opponent_to_move(next);
      const int plies = solved(next).plies + 1;
      const Worth worth{value > 0   ? -plies
                        : value < 0 ? plies
                                    : 0,
                        after.win + Fraction::of(-after.loss.num, after.loss.den), after.win, bad_replies(next)};
      if (!top || *top < worth) {
        top = worth;
        best.clear();
      }
      if (!(worth < *top)) best.push_back(cell);
    }
    return best;
  }

  // The perfect level to move on `board`.
  Chances perfect_to_move(const Board& board) {
    if (const auto found = perfect_memo_.find(board); found != perfect_memo_.end()) return found->second;
    Chances chances{Fraction{}, Fraction::of(test::line_holder(board) != ' ' ? 1 : 0, 1)};
    if (in_progress(board)) {
      const auto cells = preferred(board);
      chances = opponent_to_move(with(board, cells.front()));
      for (const Cell cell : cells) REQUIRE(opponent_to_move(with(board, cell)) == chances);  // ties are equal
    }
    perfect_memo_.emplace(board, chances);
    return chances;
  }

  // The weaker opponent to move on `board`.
  Chances opponent_to_move(const Board& board) {
    if (const auto found = model_memo_.find(board); found != model_memo_.end()) return found->second;
    Chances chances{Fraction::of(test::line_holder(board) != ' ' ? 1 : 0, 1), Fraction{}};
    if (in_progress(board)) {
      const auto cells = test::opponent_model_cells(board);
      chances = {};
      for (const Cell cell : cells) {
        const Chances next = perfect_to_move(with(board, cell));
        chances.win = chances.win + next.win;
        chances.loss = chances.loss + next.loss;
      }
      const auto count = static_cast<std::int64_t>(cells.size());
      chances = {chances.win / count, chances.loss / count};
    }
    model_memo_.emplace(board, chances);
    return chances;
  }

 private:
  std::map<Board, Chances> perfect_memo_;
  std::map<Board, Chances> model_memo_;
};

Independent& independent() {
  static Independent kIndependent;
  return kIndependent;
}

Fraction as_fraction(Chance chance) { return Fraction::of(chance, kCertain); }

// The exact chance of winning from the empty board for a player choosing
// by `policy` as `mark` against the weaker opponent.
Fraction from_the_start(char mark, const test::Policy& policy) {
  std::map<Board, Fraction> memo;
  return test::win_chance(kEmptyBoard, mark, policy, memo);
}

test::Policy level_policy(Difficulty difficulty) {
  return [difficulty](const Board& board) { return candidate_moves(board, difficulty)->cells; };
}

}  // namespace

// ===========================================================================
// Every position

TEST_CASE("perfect keeps the solver's value from all 4,520 positions with a move, and says why", "[perfect]") {
  long checked = 0;
  std::map<Rule, long> reasons;
  for (const Board& board : test::reachable_positions()) {
    const auto candidates = perfect_candidates(board);
    CHECK(candidates.has_value() == in_progress(board));
    if (!candidates) continue;
    INFO("board " << to_string(board));
    ++checked;
    REQUIRE_FALSE(candidates->cells.empty());
    CHECK(std::ranges::is_sorted(candidates->cells));
    CHECK(candidate_moves(board, Difficulty::perfect)->cells == candidates->cells);
    const int value = solved(board).value;
    for (const Cell cell : candidates->cells) {
      INFO("perfect plays " << cell + 1);
      CHECK(-solved(with(board, cell)).value == value);  // never a cell that changes the value
    }
    ++reasons[candidates->rule];
    switch (candidates->rule) {
      case Rule::win: CHECK(candidates->cells == test::completing_cells_of(board, test::mover_of(board))); break;
      case Rule::forced_win:
        CHECK((value == 1 && test::completing_cells_of(board, test::mover_of(board)).empty()));
        break;
      case Rule::trap: CHECK((value == 0 && bad_replies(with(board, candidates->cells.front())) > 0)); break;
      case Rule::draw: CHECK((value == 0 && bad_replies(with(board, candidates->cells.front())) == 0)); break;
      case Rule::hold_out: CHECK(value == -1); break;
      default: FAIL("perfect gave a rule-based level's reason: " << name(candidates->rule));
    }
  }
  CHECK(checked == 4520);
  // Won, drawn and lost positions split 2,836 / 1,052 / 632 (test_solver).
  CHECK(reasons[Rule::win] + reasons[Rule::forced_win] == 2836);
  CHECK(reasons[Rule::trap] + reasons[Rule::draw] == 1052);
  CHECK(reasons[Rule::hold_out] == 632);
  CHECK(reasons[Rule::win] == 2358);
  CHECK(reasons[Rule::trap] > 0);
  CHECK(reasons[Rule::draw] > 0);
}

TEST_CASE(
    "perfect prefers, among value-keeping cells, the fastest win or slowest loss, then the best chances, "
    "then the most bad replies",
    "[perfect]") {
  long checked = 0;
  for (const Board& board : test::reachable_positions()) {
    if (!in_progress(board)) continue;
    INFO("board " << to_string(board));
    ++checked;
    CHECK(perfect_candidates(board)->cells == independent().preferred(board));
  }
  CHECK(checked == 4520);
}

TEST_CASE("perfect's chances against the weaker opponent are exact in every position, for both sides", "[perfect]") {
  long checked = 0;
  for (const Board& board : test::reachable_positions()) {
    INFO("board " << to_string(board));
    for (const Mark mark : kMarks) {
      INFO("perfect plays " << symbol(mark));
      const bool to_move = test::mover_of(board) == symbol(mark);
      const auto expected = to_move ? independent().perfect_to_move(board) : independent().opponent_to_move(board);
      const Odds got = odds(board, mark);
      CHECK(as_fraction(got.win) == expected.win);
      CHECK(as_fraction(got.loss) == expected.loss);
      ++checked;
    }
  }
  CHECK(checked == 2 * 5478);
}

// ===========================================================================
// The figures

TEST_CASE(
    "against the weaker opponent perfect wins 89/96 (0.927) as X and 82/315 (0.260) as O, the best a "
    "never-losing player can do",
    "[perfect][figures]") {
  std::map<Board, Fraction> x_memo;
  std::map<Board, Fraction> o_memo;
  const Fraction best_x = test::best_never_losing_chance(kEmptyBoard, 'X', x_memo);
  const Fraction best_o = test::best_never_losing_chance(kEmptyBoard, 'O', o_memo);
  CHECK(best_x == Fraction::of(89, 96));
  CHECK(best_o == Fraction::of(82, 315));
  CHECK(best_x.rounded() == Approx(0.927));
  CHECK(best_o.rounded() == Approx(0.260));
  // The perfect level, through choose_move's cells, reaches that optimum...
  CHECK(from_the_start('X', level_policy(Difficulty::perfect)) == best_x);
  CHECK(from_the_start('O', level_policy(Difficulty::perfect)) == best_o);
  // ... its own table says so, exactly, and it never loses.
  CHECK(as_fraction(odds(kEmptyBoard, Mark::x).win) == best_x);
  CHECK(as_fraction(odds(kEmptyBoard, Mark::o).win) == best_o);
  CHECK(odds(kEmptyBoard, Mark::x).loss == 0);
  CHECK(odds(kEmptyBoard, Mark::o).loss == 0);
}

TEST_CASE("a plain minimax that takes the first best cell wins 7/8 (0.875) as X and 62/315 (0.197) as O",
          "[perfect][figures]") {
  const test::Policy first_best = [](const Board& board) {
    return std::vector<Cell>{test::value_keeping_cells(board).front()};
  };
  const Fraction x = from_the_start('X', first_best);
  const Fraction o = from_the_start('O', first_best);
  CHECK(x == Fraction::of(7, 8));
  CHECK(o == Fraction::of(62, 315));
  CHECK(x.rounded() == Approx(0.875));
  CHECK(o.rounded() == Approx(0.197));
}

TEST_CASE("the hard level wins 5/6 (0.833) as X and 22/315 (0.070) as O against the weaker opponent",
          "[perfect][figures]") {
  const Fraction x = from_the_start('X', level_policy(Difficulty::hard));
  const Fraction o = from_the_start('O', level_policy(Difficulty::hard));
  CHECK(x == Fraction::of(5, 6));
  CHECK(o == Fraction::of(22, 315));
  CHECK(x.rounded() == Approx(0.833));
  CHECK(o.rounded() == Approx(0.070));
}

TEST_CASE(
    "hard gives value away in 64 of the 4,520 positions: 24 drawn, and 40 won of which 28 only draw and "
    "12 can lose",
    "[perfect][ai]") {
  long drawn_can_lose = 0;
  long won_only_draws = 0;
  long won_can_lose = 0;
  for (const Board& board : test::reachable_positions()) {
    if (!in_progress(board)) continue;
    const int value = solved(board).value;
    int worst = value;  // the worst value a cell the hard rules allow leaves the mover
    const auto hard = candidate_moves(board, Difficulty::hard);
    for (const Cell cell : hard->cells) {
      worst = std::min(worst, -solved(with(board, cell)).value);
    }
    if (worst == value) continue;
    if (value == 0) ++drawn_can_lose;
    if (value == 1 && worst == 0) ++won_only_draws;
    if (value == 1 && worst == -1) ++won_can_lose;
  }
  CHECK(drawn_can_lose + won_only_draws + won_can_lose == 64);
  CHECK(drawn_can_lose == 24);
  CHECK(won_only_draws + won_can_lose == 40);
  CHECK(won_only_draws == 28);
  CHECK(won_can_lose == 12);
}

// ===========================================================================
// Positions by hand

TEST_CASE("perfect in positions from the issue and the textbook", "[perfect]") {
  const auto [text, rule, cells] = GENERATE(table<std::string, Rule, std::vector<Cell>>({
      // Hard answers 4 (block fork), a losing cell; 1 wins.
      {".....XOX.", Rule::forced_win, {0}},
      // The empty board: a corner, where 7 of O's 8 replies lose.
      {".........", Rule::trap, {0, 2, 6, 8}},
      // After an X corner only the center draws: no reply of X's loses.
      {"X........", Rule::draw, {4}},
      // A line to complete beats everything.
      {"XX.OO....", Rule::win, {2}},
      // O to move, two X threats: every move loses; a block holds out.
      {"X.X.O.O.X", Rule::hold_out, {1, 5}},
  }));
  INFO("board " << text);
  const auto candidates = perfect_candidates(board_of(text));
  REQUIRE(candidates.has_value());
  CHECK(candidates->rule == rule);
  CHECK(candidates->cells == cells);
}

TEST_CASE("perfect's first move as X sets a trap where 7 of O's 8 replies lose", "[perfect]") {
  const auto replies = bad_moves(board_of("X........"));
  CHECK(replies == BadMoves{7, 8});
  // The hard level's block fork there names 1, 4 and 5; 4 loses.
  const auto hard = candidate_moves(board_of(".....XOX."), Difficulty::hard);
  CHECK(hard->rule == Rule::block_fork);
  CHECK(hard->cells == std::vector<Cell>{0, 3, 4});
  // O to move: 1 wins, 4 (the hard level's block fork) loses.
  CHECK(-solved(with(board_of(".....XOX."), 0)).value == 1);
  CHECK(-solved(with(board_of(".....XOX."), 3)).value == -1);
}

TEST_CASE("perfect never loses, whichever tie-break it takes and however the opponent replies", "[perfect]") {
  const Mark perfect = GENERATE(Mark::x, Mark::o);
  INFO("perfect plays " << symbol(perfect));
  long games = 0;
  long losses = 0;
  long wins = 0;
  std::function<void(const Board&)> visit = [&](const Board& board) {
    if (!in_progress(board)) {
      ++games;
      const char holder = test::line_holder(board);
      if (holder == symbol(opponent(perfect))) ++losses;
      if (holder == symbol(perfect)) ++wins;
      return;
    }
    const bool its_turn = test::mover_of(board) == symbol(perfect);
    const auto cells = its_turn ? candidate_moves(board, Difficulty::perfect)->cells : test::free_cells_of(board);
    for (const Cell cell : cells) visit(with(board, cell));
  };
  visit(kEmptyBoard);
  CHECK(games > 0);
  CHECK(wins > 0);
  CHECK(losses == 0);
}

TEST_CASE("perfect against perfect is always a tie, over every tie-break", "[perfect]") {
  long games = 0;
  long decided = 0;
  std::function<void(const Board&)> visit = [&](const Board& board) {
    if (!in_progress(board)) {
      ++games;
      if (test::line_holder(board) != ' ') ++decided;
      return;
    }
    const auto candidates = candidate_moves(board, Difficulty::perfect);
    for (const Cell cell : candidates->cells) visit(with(board, cell));
  };
  visit(kEmptyBoard);
  CHECK(games > 0);
  CHECK(decided == 0);
}

TEST_CASE("the perfect level's reasons name no cells of their own: the solver decides", "[perfect]") {
  for (const Rule reason : {Rule::forced_win, Rule::trap, Rule::draw, Rule::hold_out}) {
    INFO("reason " << name(reason));
    for (const Board& board : test::reachable_positions()) CHECK(rule_cells(reason, board).empty());
  }
}

}  // namespace test_perfect
