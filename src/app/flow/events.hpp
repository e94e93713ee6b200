#pragma once

// What happens in a session, as values: tests and the session fuzzer listen
// here to check facts (moves, results, score) instead of reading the
// display text, so rewording or translating a message cannot break them.

#include <cstdint>
#include <vector>

#include "tictactoe/game.hpp"

namespace tictactoe::app {

struct Players;
struct Score;

/// Receives a session's events. Every method does nothing by default.
class SessionEvents {
 public:
  SessionEvents() = default;
  SessionEvents(const SessionEvents&) = default;
  SessionEvents& operator=(const SessionEvents&) = default;
  SessionEvents(SessionEvents&&) = default;
  SessionEvents& operator=(SessionEvents&&) = default;
  virtual ~SessionEvents() = default;

  /// The session's random generator was seeded with `seed` (from --seed,
  /// or drawn at random): once, before anything else. --seed with it plays
  /// the computer's choices again.
  virtual void seeded(std::uint32_t /*seed*/) {}
  /// The players are known (from the options and the menus), at the start
  /// and again after new settings; the score starts again from nothing.
  virtual void players_chosen(const Players& /*players*/) {}
  /// A new game starts (on the empty board), `players` seated for it (who
  /// plays X may change between games).
  virtual void game_started(const Players& /*players*/) {}
  /// A move was played by the one at `seat`; `game` includes it.
  virtual void moved(const core::Game& /*game*/, core::Seat /*seat*/) {}
  /// An undo took back `taken` (the last played first); `game` is after it.
  virtual void took_back(const core::Game& /*game*/, const std::vector<core::TakenBack>& /*taken*/) {}
  /// A hint was given for `board`.
  virtual void hinted(const core::Board& /*board*/, const core::Hint& /*hint*/) {}
  /// A game ended and was scored; `score` includes it.
  virtual void game_over(const core::Game& /*game*/, const Score& /*score*/) {}
  /// An undo at "Play again?" took back `taken` (the last played first) and
  /// reopened the game that just ended; `game` is after it, and `score` no
  /// longer counts it.
  virtual void reopened(const core::Game& /*game*/, const std::vector<core::TakenBack>& /*taken*/,
                        const Score& /*score*/) {}
  /// A person abandoned `game` (in progress) for a new one ("new"): it is
  /// neither scored nor recorded.
  virtual void abandoned(const core::Game& /*game*/) {}
  /// The session ends with `score`, before its next game or prompt.
  virtual void session_over(const Score& /*score*/) {}
};

}  // namespace tictactoe::app
