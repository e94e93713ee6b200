#pragma once

// The computer's character: what it says at the start of a game, now and
// then after the person's move, and after the game, in the voice of its
// level (text/remarks.hpp holds the sentences). A listener of the
// session's events: the session hands it each event and tells what it
// answers as Remarked events. Every claim a remark makes about the game
// (a fork, a slip, a trap sprung) is decided here by the core's solver;
// none is said of a trap before it springs, and none names a cell. Its own
// random generator picks the variants (never the same twice in a row for a
// level and situation), seeded from the session's seed, so the computer's
// moves are the same with remarks or without.

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <vector>

#include "app/flow/events.hpp"
#include "app/text/remarks.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

/// What the computer playing `computer` may truthfully say after the
/// person's move that ends `moves` (cells 0-8, X first; the last move the
/// person's, the game not over):
///  - Situation::trap: the computer's move before it kept a drawn position
///    drawn, some replies to it lose (core::bad_moves), and this reply is
///    one of them;
///  - Situation::fork: the person now has two or more cells that each
///    complete a line, and the computer none;
///  - Situation::slip: the person's position was not lost before the move,
///    and after it the computer wins with best play;
/// checked in this order; std::nullopt when none holds (or `moves` is
/// empty, or its last move is the computer's, or the game is over).
/// Precondition: `moves` replays (core::Game::replay).
std::optional<Situation> move_situation(std::span<const core::Cell> moves, core::Mark computer);

/// The lifetime record of the person against one level, from the history.
struct LevelRecord {
  std::uint64_t person = 0;    ///< games the person won
  std::uint64_t computer = 0;  ///< games the computer won
  std::uint64_t ties = 0;

  friend bool operator==(const LevelRecord&, const LevelRecord&) = default;
};

/// The records against each level (indexed by core::Difficulty), each
/// std::nullopt when the history is not read or has no game at that level.
using PastRecords = std::array<std::optional<LevelRecord>, core::kLevels.size()>;

/// Decides the remarks of a session from its events.
class Remarker {
 public:
  /// Variants drawn from a generator seeded from `seed`; `past` the
  /// records against each level before this session.
  Remarker(std::uint32_t seed, const PastRecords& past);

  /// The remarks that follow `event`, in the order to tell them (mostly
  /// none): at GameStarted the start (between computers X's and O's
  /// banter); after the person's Moved, move_situation's, each at most once
  /// a game; at GameOver the result or the streak, then the first time
  /// against a level the record (when the history has one). Games between
  /// people have none.
  std::vector<Remarked> after(const Event& event);

 private:
  void started(const Players& players);
  void moved(const Moved& moved);
  void over(const core::Game& game, const Players& players);
  void over_between_computers(core::Outcome result, const Players& players);
  void reopened(const Players& players);
  void say(core::Mark by, core::Difficulty level, Situation situation, std::vector<Arg> args = {});

  std::mt19937 rng_;
  PastRecords past_;
  std::array<LevelRecord, core::kLevels.size()> session_{};  // this session's games, per level
  std::array<bool, core::kLevels.size()> record_said_{};
  std::vector<core::Value> results_;  // the computer's, since the players were seated: the streaks
  std::array<bool, kSituationCount> said_this_game_{};
  std::array<std::array<std::optional<Msg>, kSituationCount>, core::kLevels.size()> last_{};
  std::vector<Remarked> said_;
};

}  // namespace tictactoe::app
