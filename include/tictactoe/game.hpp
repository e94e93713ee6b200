#pragma once

// One game as it is played: the moves so far, the board they make, whose
// turn it is, playing and taking back moves, and the hint policy. The rules
// of a game live here so the front end only asks and shows. Pure values, no
// I/O.

#include <cstdint>
#include <optional>
#include <span>
#include <variant>
#include <vector>

#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::core {

/// Who sits at a mark: a person at this keyboard, the computer, or a
/// player elsewhere (a person on another machine, a program playing from
/// outside) whose moves come in as cells. Undo here takes back a person's
/// move at this keyboard, never stops at another's (see Game::undo).
enum class Seat : std::uint8_t { person, computer, remote };

/// The seats of X and of O, indexed by seat_index(mark).
using Seats = std::array<Seat, 2>;

/// Why a cell cannot be played.
enum class MoveError : std::uint8_t {
  out_of_range,  ///< not a cell index 0-8
  game_over,     ///< the game is already won or tied
  taken,         ///< the cell holds a mark
};

/// A move taken back by Game::undo: whose it was and where.
struct TakenBack {
  Mark mark;
  Cell cell;

  friend bool operator==(const TakenBack&, const TakenBack&) = default;
};

/// A move record that is not a game: the 0-based index of the first bad
/// move and why it cannot be played.
struct ReplayError {
  std::size_t index;
  MoveError error;

  friend bool operator==(const ReplayError&, const ReplayError&) = default;
};

/// A game from the empty board: X moves first, the sides alternate, and the
/// game ends at the first completed line or a full board.
class Game {
 public:
  /// A new game: the empty board, X to move.
  Game() = default;

  /// The game the cells `moves` make, played in order from the empty
  /// board, or the first move that cannot be played (a cell out of range, a
  /// move after the game ended, a taken cell).
  static std::variant<Game, ReplayError> replay(std::span<const Cell> moves);

  // Reading the game

  /// The position now.
  [[nodiscard]] const Board& board() const { return board_; }
  /// The cells played so far (0-8), in order; X's are the even indexes.
  [[nodiscard]] const std::vector<Cell>& moves() const { return moves_; }
  /// Where the game stands (see core::outcome).
  [[nodiscard]] Outcome outcome() const;
  /// True once the game is won or tied.
  [[nodiscard]] bool is_over() const { return outcome() != Outcome::in_progress; }
  /// The mark that moves next (meaningful while the game is in progress).
  [[nodiscard]] Mark side_to_move() const;
  /// std::nullopt if `cell` may be played now, else why not (checked in
  /// MoveError's order).
  [[nodiscard]] std::optional<MoveError> check(Cell cell) const;

  // Playing and taking back

  /// Plays `cell` for the side to move. Precondition (asserted):
  /// check(cell) is std::nullopt.
  void play(Cell cell);

  /// Takes back the last move, and goes on until a move of a person at
  /// this keyboard (Seat::person) has been taken back: so a person who
  /// undoes is to move again; the computer's replies and a remote player's
  /// moves in between are taken back with it; with no person here (between
  /// computers) nothing is taken back. Works on a finished game too, which
  /// is then in progress again. Returns the moves taken back, the last
  /// played first; empty when no person here has moved.
  std::vector<TakenBack> undo(const Seats& seats);

 private:
  Board board_ = kEmptyBoard;
  std::vector<Cell> moves_;
};

/// The mark that played `moves[index]`: X for even indexes, O for odd.
constexpr Mark mover_of(std::size_t index) { return index % 2 == 0 ? Mark::x : Mark::o; }

/// Why a hint names the cells it names first (Hint::named).
enum class HintReason : std::uint8_t {
  wins_now,     ///< they complete a line at once
  win,          ///< a won position: they are every cell that keeps the win, all as fast
  fastest_win,  ///< a won position: they win fastest; Hint::others win too, more slowly
  draw,         ///< a drawn position: they are every cell that keeps the draw, all alike
  chances,      ///< a drawn position: they keep the draw and leave the opponent the most
                ///< chances to go wrong (the perfect level's choice); Hint::others draw too
  hold_out,     ///< a lost position: they hold out longest; every other cell loses sooner
  blocks,       ///< a lost position where the opponent has two or more cells that win at
                ///< once: they are those cells, and each move blocks one at most
  as_fast,      ///< a lost position where every move loses as fast: they leave the opponent
                ///< the most chances to go wrong (the perfect level's choice); Hint::others
                ///< are the other cells
};

/// What a hint tells the side to move.
struct Hint {
  Mark mover;                ///< the side to move, whom the hint is for
  Value value;               ///< the position's value for the side to move
  std::vector<Cell> best;    ///< the cells that keep `value`, ascending (every free cell when lost)
  std::vector<Cell> named;   ///< the cells to name first, ascending (see HintReason)
  std::vector<Cell> others;  ///< the cells to name after them, ascending; empty unless the reason is
                             ///< fastest_win, chances or as_fast
  HintReason reason = HintReason::wins_now;
};

/// The hint for the side to move: the solver's value and best cells, and
/// the cells to name with the reason (HintReason): the cells that complete
/// a line at once when there are any; else, in a won or drawn position, the
/// best cells the perfect level would play (perfect.hpp: the fastest win,
/// the most chances for the opponent to go wrong) before the other best
/// cells; in a lost position, the opponent's winning cells when it has two
/// or more, else the cells that hold out longest (Solution::plies) when
/// some move holds out longer than another, else the perfect level's cells
/// before the others. So a hint never says one losing move holds out longer
/// than another that loses as fast. Precondition (asserted): the game on
/// `board` is in progress.
Hint hint(const Board& board);

/// The reason a computer's move is announced with while the game goes on,
/// when `opponent` sits at the other mark: the move's own rule, except that
/// a trap set for a person (here or elsewhere) is announced as Rule::draw
/// (it keeps the draw, which is true), so that the announcement does not
/// give the trap away.
/// A hint still tells the whole truth when asked, and the review says where
/// a trap was set (Verdict::trap, review.hpp).
constexpr Rule announced(Rule rule, Seat opponent) {
  return rule == Rule::trap && opponent != Seat::computer ? Rule::draw : rule;
}

}  // namespace tictactoe::core
