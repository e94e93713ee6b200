#pragma once

// What happens in a session, as values: one stream of events, told once,
// in order, to every sink the session holds (the face, the history, a
// test's recorder, the session fuzzer's checker), in the spirit of ninja's
// Status and Stockfish's engine callbacks. Each event carries what a sink
// needs to show or record it (the game, the players, the score, the seed),
// so no sink keeps a copy of the flow's state. A sink visits the Event with
// one overload per alternative and no catch-all (Overloaded, Ignore below):
// a new alternative then fails to compile in every sink until it says what
// the event means to it.

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/base/interface.hpp"
#include "app/flow/players.hpp"
#include "app/flow/score.hpp"
#include "app/tables/commands.hpp"
#include "app/text/messages.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// How much of a game is shown.
enum class Shown : std::uint8_t {
  all,     ///< every board and move, the result and the move record
  result,  ///< the result line alone (cvc --quiet)
  none,    ///< nothing (cvc --quiet --rounds: only the tally counts)
};

/// The score told between games and at the end.
enum class ScoreNews : std::uint8_t {
  after_game,       ///< after each game ("Score: X 1, O 0, ties 0")
  after_rounds,     ///< after the last of --rounds games, the final tally
  before_settings,  ///< "settings": the score of the players about to change
  final,            ///< at the end of a session that played a game
  interrupted,      ///< Ctrl-C: the score so far, or that no game was played
};

// ---- The events, in the order a session tells them

/// The session starts: its random generator seeded with `seed` (from
/// --seed, or drawn at random; --seed with it plays the computer's choices
/// again), and its first line, `banner` (none under --quiet between
/// computers). Told once, before anything else.
struct Started {
  std::uint32_t seed;
  std::optional<Msg> banner;
};

/// The players are known (from the options and the menus), at the start
/// and again after new settings; the score starts again from nothing.
struct PlayersSeated {
  Players players;
};

/// The name questions between people begin.
struct NamesAsked {};

/// A new game starts on the empty board, `players` seated for it (who
/// plays X may change between games), with `score` so far.
struct GameStarted {
  Players players;
  Score score;
};

/// A turn begins in `game` (in progress), the side to move's: a person's
/// here, the computer's, or a remote player's (players.at(mark).kind()).
struct TurnBegins {
  core::Game game;
  Players players;
  Score score;
};

/// A move was played: `cell`, by the one at `by`; `game` includes it.
struct Moved {
  core::Game game;
  Players players;
  Score score;
  core::Seat by;
  core::Cell cell;
  std::optional<core::Rule> why;  ///< why the computer chose it (set for a computer's move)
  Shown shown;                    ///< how much of it is shown (between computers, --quiet)
};

/// A hint was given to the side to move in `game`.
struct Hinted {
  core::Game game;
  core::Hint hint;
};

/// The cell a player chose in `game` is taken: nothing was played.
struct CellTaken {
  core::Game game;
  core::Cell cell;
};

/// An undo during a game took back `taken` (the last played first; never
/// empty); `game` is after it.
struct TookBack {
  core::Game game;
  Players players;
  std::vector<core::TakenBack> taken;
};

/// A person abandoned `game` (in progress) for a new one ("new"): it is
/// neither scored nor recorded; the same players start the next.
struct Abandoned {
  core::Game game;
};

/// `game` is over and scored: `score` includes it; `seed` is the
/// session's (a record replays it). `shown` says how much of it to show.
struct GameOver {
  core::Game game;
  Players players;
  Score score;
  std::uint32_t seed;
  Shown shown;
};

/// The score of `players`, told as `news` between games.
struct Scored {
  ScoreNews news;
  Score score;
  Players players;
};

/// An undo at "Play again?" took back `taken` (the last played first) and
/// reopened the game that just ended: `game` is after it, and `score` no
/// longer counts it.
struct Reopened {
  core::Game game;
  Players players;
  std::vector<core::TakenBack> taken;
  Score score;
};

/// A sentence of the catalogue for the player: why an answer was not
/// taken (a bad name), or what happened (nothing to undo).
struct Notice {
  Msg id;
  std::vector<Arg> args;
};

/// The help of the prompt the player is at (the move prompt or Play
/// again), during or after `game`.
struct HelpShown {
  Where where;
  core::Game game;
  Players players;
};

/// The help of the name question for `mark`, `fallback` the default.
struct NameHelpShown {
  core::Mark mark;
  std::string fallback;
};

/// The review of `game` (finished), move by move, asked at Play again.
struct ReviewShown {
  core::Game game;
  Players players;
};

/// The session ends: why (nothing for a natural end: no, or --rounds
/// played), the score to tell last, the seed that replays it, and whether
/// to say goodbye; `score` between `players` as it ends. Told once, last.
/// With stop output_closed nothing can be shown (the news, seed and
/// goodbye are unset).
struct Farewell {
  std::optional<Stop> stop;
  std::optional<ScoreNews> news;             ///< final or interrupted, when told
  std::optional<std::uint32_t> replay_seed;  ///< set when the computer drew from a seed nobody gave
  bool goodbye = true;                       ///< false after Ctrl-C, a read error, or cvc --quiet
  Score score;
  Players players;
};

/// The computer speaks, in its level's voice (flow/remarks.hpp): `by` the
/// mark it plays this game, `id` the remark (text/remarks.hpp) and its
/// arguments. Never between people, under --quiet or with --no-remarks.
struct Remarked {
  core::Mark by;
  core::Difficulty level;
  Msg id;
  std::vector<Arg> args;
};

/// Everything a session tells.
using Event = std::variant<Started, PlayersSeated, NamesAsked, GameStarted, TurnBegins, Moved, Hinted, CellTaken,
                           TookBack, Abandoned, GameOver, Scored, Reopened, Notice, HelpShown, NameHelpShown,
                           ReviewShown, Farewell, Remarked>;

/// Receives a session's events, in order. A sink shows or records; it
/// decides nothing of the game (a face's sink may wait for keys while it
/// shows, as the full screen's review and its pace between computers do).
class EventSink : public Interface {
 public:
  virtual ~EventSink() = default;

  virtual void on(const Event& event) = 0;
};

/// A visitor made of lambdas, one per alternative:
/// std::visit(Overloaded{[](const Moved&) {...}, ..., Ignore<Hinted>{}}, event).
template <typename... Handlers>
struct Overloaded : Handlers... {
  using Handlers::operator()...;
};
template <typename... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;  // (clang 14 deduces no aggregate's arguments)

/// The part of a visitor that does nothing for the events a sink has no
/// use for, each named: Ignore<NamesAsked, Hinted>{}. (Not a catch-all: an
/// alternative named nowhere still fails to compile.)
template <typename Told>
struct Ignored {
  void operator()(const Told& /*event*/) const {}
};
template <typename... Told>
struct Ignore : Ignored<Told>... {
  using Ignored<Told>::operator()...;
};

}  // namespace tictactoe::app
