#include "tictactoe/perfect.hpp"

#include <array>
#include <cassert>
#include <tuple>
#include <vector>

#include "tictactoe/solver.hpp"

namespace tictactoe::core {

namespace {

// How much the perfect level likes one value-keeping cell: the fields are
// compared in order, larger is better (the order in perfect.hpp).
struct Preference {
  int speed = 0;     // won: minus the plies to the end; lost: the plies; drawn: 0
  Chance score = 0;  // the chance of winning minus the chance of losing
  Chance win = 0;    // the chance of winning
  int traps = 0;     // the opponent's replies that give value away

  friend bool operator<(const Preference& a, const Preference& b) {
    return std::tie(a.speed, a.score, a.win, a.traps) < std::tie(b.speed, b.score, b.win, b.traps);
  }
  friend bool operator==(const Preference&, const Preference&) = default;
};

// The reason for cells of preference `best` in a position of `value`.
Rule reason(Value value, const Preference& best) {
  switch (value) {
    case Value::win: return best.speed == -1 ? Rule::win : Rule::forced_win;
    case Value::draw: return best.traps > 0 ? Rule::trap : Rule::draw;
    case Value::loss: return Rule::hold_out;
  }
  return Rule::draw;  // GCOVR_EXCL_LINE: the switch covers every Value
}

// The perfect level's preferred cells on `board`, a game in progress: each
// value-keeping cell ranked with `after(next)`, the odds once it is played
// (the opponent to move).
template <typename After>
Candidates choose(const Board& board, const After& after) {
  const Analysis analysis = analyze(board);
  const int direction = analysis.value == Value::win ? -1 : analysis.value == Value::loss ? 1 : 0;
  std::vector<Cell> cells;
  Preference best;
  for (const Cell cell : analysis.best_cells) {
    const Board next = play(board, cell);
    const Odds odds = after(next);
    const Preference preference{direction * (solution().plies(next) + 1), odds.win - odds.loss, odds.win,
                                bad_moves(next).bad};
    if (cells.empty() || best < preference) {
      best = preference;
      cells.clear();
    }
    if (preference == best) cells.push_back(cell);
  }
  return Candidates{reason(analysis.value, best), std::move(cells)};
}

// The odds of every reachable position, the perfect level to move and the
// opponent model to move, filled once over for_each_position.
class Table {
 public:
  Table() {
    perfect_.fill(kUnknown);
    model_.fill(kUnknown);
    for_each_position([this](const Board& board, std::size_t /*index*/) {
      perfect_node(board);
      model_node(board);
    });
  }

  [[nodiscard]] Odds perfect_to_move(const Board& board) const { return perfect_[position_index(board)]; }
  [[nodiscard]] Odds model_to_move(const Board& board) const { return model_[position_index(board)]; }

 private:
  static constexpr Odds kUnknown{-1, -1};

  // The perfect level to move: the odds of its preferred cells (equal for
  // all of them, as Preference ranks both chances).
  Odds perfect_node(const Board& board) {
    Odds& slot = perfect_[position_index(board)];
    if (slot != kUnknown) return slot;
    if (outcome(board) != Outcome::in_progress) {
      return slot = Odds{0, find_win(board) ? kCertain : 0};  // the opponent moved last
    }
    const Candidates preferred = choose(board, [this](const Board& next) { return model_node(next); });
    return slot = model_node(play(board, preferred.cells.front()));
  }

  // The opponent model to move: the average over the cells it picks from.
  Odds model_node(const Board& board) {
    Odds& slot = model_[position_index(board)];
    if (slot != kUnknown) return slot;
    const auto picks = candidates_by_rules(board, rule_orders::kOpponentModel);
    if (!picks) return slot = Odds{find_win(board) ? kCertain : 0, 0};  // the perfect level moved last
    Odds sum;
    for (const Cell cell : picks->cells) {
      const Odds odds = perfect_node(play(board, cell));
      sum.win += odds.win;
      sum.loss += odds.loss;
    }
    const auto count = static_cast<Chance>(picks->cells.size());
    assert(sum.win % count == 0 && sum.loss % count == 0 && "kCertain must keep every chance whole");
    return slot = Odds{sum.win / count, sum.loss / count};
  }

  std::array<Odds, kBoardCount> perfect_{};
  std::array<Odds, kBoardCount> model_{};
};

const Table& table() {
  static const Table kTable;
  return kTable;
}

}  // namespace

Odds odds(const Board& board, Mark perfect) {
  return side_to_move(board) == perfect ? table().perfect_to_move(board) : table().model_to_move(board);
}

std::optional<Candidates> perfect_candidates(const Board& board) {
  if (outcome(board) != Outcome::in_progress) return std::nullopt;
  const Table& odds_table = table();
  return choose(board, [&](const Board& next) { return odds_table.model_to_move(next); });
}

}  // namespace tictactoe::core
