#pragma once

// Exact game-tree arithmetic for the perfect level's tests, written apart
// from the library on purpose: fractions instead of the library's whole
// numbers of 1/kCertain, the weaker opponent and the game's value and length
// worked out here from the board alone, memoised in maps.

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

#include "tictactoe/board.hpp"

namespace tictactoe::test {

/// An exact fraction, always in lowest terms with a positive denominator.
/// Every operation REQUIREs that nothing overflows.
struct Fraction {
  std::int64_t num = 0;
  std::int64_t den = 1;

  static Fraction of(std::int64_t num, std::int64_t den) {
    REQUIRE(den > 0);
    const std::int64_t g = std::gcd(num, den);
    return g == 0 ? Fraction{0, 1} : Fraction{num / g, den / g};
  }

  friend Fraction operator+(const Fraction& a, const Fraction& b) {
    const std::int64_t g = std::gcd(a.den, b.den);
    std::int64_t left = 0;
    std::int64_t right = 0;
    std::int64_t den = 0;
    std::int64_t sum = 0;
    REQUIRE_FALSE(__builtin_mul_overflow(a.num, b.den / g, &left));
    REQUIRE_FALSE(__builtin_mul_overflow(b.num, a.den / g, &right));
    REQUIRE_FALSE(__builtin_mul_overflow(a.den / g, b.den, &den));
    REQUIRE_FALSE(__builtin_add_overflow(left, right, &sum));
    return of(sum, den);
  }
  friend Fraction operator/(const Fraction& a, std::int64_t n) {
    std::int64_t den = 0;
    REQUIRE_FALSE(__builtin_mul_overflow(a.den, n, &den));
    return of(a.num, den);
  }
  friend bool operator==(const Fraction&, const Fraction&) = default;
  friend bool operator<(const Fraction& a, const Fraction& b) {
    // Both denominators are positive; cross-multiply in 128 bits' worth of care.
    std::int64_t left = 0;
    std::int64_t right = 0;
    REQUIRE_FALSE(__builtin_mul_overflow(a.num, b.den, &left));
    REQUIRE_FALSE(__builtin_mul_overflow(b.num, a.den, &right));
    return left < right;
  }

  /// Rounded to three decimals, e.g. 0.927 for 89/96, as the issue quotes it.
  [[nodiscard]] double rounded() const { return static_cast<double>((num * 1000 + den / 2) / den) / 1000.0; }
};

inline std::ostream& operator<<(std::ostream& out, const Fraction& f) { return out << f.num << '/' << f.den; }

// ---- The board, read here --------------------------------------------------

inline char mover_of(const core::Board& board) {
  int xs = 0;
  int os = 0;
  for (const char c : board) {
    xs += c == 'X' ? 1 : 0;
    os += c == 'O' ? 1 : 0;
  }
  return xs == os ? 'X' : 'O';
}

inline char other_mark(char mark) { return mark == 'X' ? 'O' : 'X'; }

/// The mark holding a line, or ' '.
inline char line_holder(const core::Board& board) {
  for (const core::Line& line : core::kLines) {
    const char c = board[static_cast<std::size_t>(line[0])];
    if (c != core::kEmpty && c == board[static_cast<std::size_t>(line[1])] &&
        c == board[static_cast<std::size_t>(line[2])]) {
      return c;
    }
  }
  return ' ';
}

inline std::vector<core::Cell> free_cells_of(const core::Board& board) {
  std::vector<core::Cell> cells;
  if (line_holder(board) != ' ') return cells;
  for (core::Cell c = 0; c < core::kCellCount; ++c) {
    if (board[static_cast<std::size_t>(c)] == core::kEmpty) cells.push_back(c);
  }
  return cells;
}

inline core::Board with(core::Board board, core::Cell cell) {
  board[static_cast<std::size_t>(cell)] = mover_of(board);
  return board;
}

/// The free cells where `mark` would complete a line, ascending.
inline std::vector<core::Cell> completing_cells_of(const core::Board& board, char mark) {
  std::vector<core::Cell> cells;
  for (const core::Cell c : free_cells_of(board)) {
    core::Board next = board;
    next[static_cast<std::size_t>(c)] = mark;
    if (line_holder(next) == mark) cells.push_back(c);
  }
  return cells;
}

/// The weaker opponent's cells: a line of its own if it can complete one,
/// else a block of the other side's line, else any free cell; it picks one
/// of them uniformly.
inline std::vector<core::Cell> opponent_model_cells(const core::Board& board) {
  const char me = mover_of(board);
  if (auto wins = completing_cells_of(board, me); !wins.empty()) return wins;
  if (auto blocks = completing_cells_of(board, other_mark(me)); !blocks.empty()) return blocks;
  return free_cells_of(board);
}

// ---- Value and length of the game, by plain search --------------------------

/// A position under best play, for the side to move: +1 win, 0 draw, -1
/// loss, and the plies to the end when the winner hurries and the loser
/// holds out.
struct Solved {
  int value = 0;
  int plies = 0;
};

inline Solved solved(const core::Board& board) {
  static std::map<core::Board, Solved> memo;
  if (const auto found = memo.find(board); found != memo.end()) return found->second;
  Solved result;
  if (line_holder(board) != ' ') {
    result = {-1, 0};
  } else if (free_cells_of(board).empty()) {
    result = {0, 0};
  } else {
    bool first = true;
    for (const core::Cell c : free_cells_of(board)) {
      const Solved child = solved(with(board, c));
      const Solved mine{-child.value, child.plies + 1};
      const bool better =
          mine.value > result.value ||
          (mine.value == result.value && (mine.value > 0 ? mine.plies < result.plies : mine.plies > result.plies));
      if (first || better) result = mine;
      first = false;
    }
  }
  memo.emplace(board, result);
  return result;
}

/// The cells that keep the side to move's value (every free cell when it
/// is lost), ascending.
inline std::vector<core::Cell> value_keeping_cells(const core::Board& board) {
  std::vector<core::Cell> cells;
  const int value = solved(board).value;
  for (const core::Cell c : free_cells_of(board)) {
    if (-solved(with(board, c)).value == value) cells.push_back(c);
  }
  return cells;
}

// ---- Chances against the weaker opponent ------------------------------------

/// How a player chooses: the cells it picks from, uniformly.
using Policy = std::function<std::vector<core::Cell>(const core::Board&)>;

/// The exact chance that the player with `mark`, choosing by `policy`, wins
/// from `board` against the weaker opponent, both playing to the end.
inline Fraction win_chance(const core::Board& board, char mark, const Policy& policy,
                           std::map<core::Board, Fraction>& memo) {
  if (const auto found = memo.find(board); found != memo.end()) return found->second;
  Fraction chance;
  const char holder = line_holder(board);
  if (holder != ' ' || free_cells_of(board).empty()) {
    chance = Fraction::of(holder == mark ? 1 : 0, 1);
  } else {
    const auto cells = mover_of(board) == mark ? policy(board) : opponent_model_cells(board);
    REQUIRE_FALSE(cells.empty());
    for (const core::Cell c : cells) chance = chance + win_chance(with(board, c), mark, policy, memo);
    chance = chance / static_cast<std::int64_t>(cells.size());
  }
  memo.emplace(board, chance);
  return chance;
}

/// The best chance any player that never loses a drawn or won position has
/// from `board` (the player with `mark`), against the weaker opponent: the
/// best of its value-keeping cells at its turns.
inline Fraction best_never_losing_chance(const core::Board& board, char mark, std::map<core::Board, Fraction>& memo) {
  if (const auto found = memo.find(board); found != memo.end()) return found->second;
  Fraction chance;
  const char holder = line_holder(board);
  if (holder != ' ' || free_cells_of(board).empty()) {
    chance = Fraction::of(holder == mark ? 1 : 0, 1);
  } else if (mover_of(board) == mark) {
    bool first = true;
    for (const core::Cell c : value_keeping_cells(board)) {
      const Fraction next = best_never_losing_chance(with(board, c), mark, memo);
      if (first || chance < next) chance = next;
      first = false;
    }
  } else {
    const auto cells = opponent_model_cells(board);
    for (const core::Cell c : cells) chance = chance + best_never_losing_chance(with(board, c), mark, memo);
    chance = chance / static_cast<std::int64_t>(cells.size());
  }
  memo.emplace(board, chance);
  return chance;
}

}  // namespace tictactoe::test
