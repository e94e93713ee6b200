#pragma once

// The seam between the game flow and a face. The flow (session, match,
// players) decides everything a game is: whose turn it is, what is legal,
// what a command does, which menu comes next, which sentence tells what
// happened. A face (the line game in line/, the full screen in screen/, a
// scripted player in the tests) only asks a person for what the flow needs
// and shows what the flow tells it, in the spirit of ninja's Status and
// Stockfish's engine callbacks. The flow holds no streams and no terminal.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/flow/players.hpp"
#include "app/flow/reply.hpp"
#include "app/flow/score.hpp"
#include "app/tables/commands.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// One answer typed by a person: a word command valid where it was asked,
/// or text to read as an answer (a name).
struct Entry {
  std::optional<Command> command;  ///< set when the answer is a command (never quit: that stops)
  std::string text;                ///< the answer, trimmed (cut short when too long)
  bool too_long = false;           ///< the answer was over kMaxLineLength characters
};

/// One item of a menu: the word that chooses it, and what it means.
struct MenuItem {
  std::string_view word;     ///< typed in any case, or a prefix of it that no other word has
  std::optional<Msg> label;  ///< shown after the word, unless it reads the same (a level, in English)
};

/// One question with a fixed set of answers (the mode, who moves first, a
/// level): its title (a message and its arguments), its items, and the item
/// an empty answer chooses.
struct Menu {
  Msg title;
  std::vector<Arg> title_args;
  std::vector<MenuItem> items;
  std::size_t fallback = 0;  ///< 0-based index into items
};

/// The answer to a menu: the item chosen (0-based), or std::nullopt for
/// "back", which asks the question before it again (see Command::back).
using Choice = std::optional<std::size_t>;

/// What a person did at the move prompt: played a cell, or gave a command
/// valid there (see kCommands: hint, undo, help, new game).
struct TurnInput {
  std::optional<Command> command;  ///< set for a command; quit never comes back (that stops)
  core::Cell cell = 0;             ///< the cell played, 0-8 (shown as 1-9), when no command
};

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
  reopened,         ///< undo at "Play again?": the game is out of the score again (the line face says nothing)
};

/// How a session ends: why (nothing for a natural end: no, or --rounds
/// played), the score to tell last, and the seed that replays it.
struct Farewell {
  std::optional<Stop> stop;                  ///< never output_closed: then nothing is told
  std::optional<ScoreNews> score;            ///< final or interrupted, when told
  std::optional<std::uint32_t> replay_seed;  ///< set when the computer drew from a seed nobody gave
  bool goodbye = true;                       ///< false after Ctrl-C, a read error, or cvc --quiet
};

/// A face of the game. Every ask returns an answer or why the session
/// stops (Reply); every tell only shows. Precondition for every call: the
/// arguments describe the session as the flow has it (a move is legal, a
/// game told over is over).
class Ui {
 public:
  Ui() = default;
  Ui(const Ui&) = delete;
  Ui& operator=(const Ui&) = delete;
  Ui(Ui&&) = delete;
  Ui& operator=(Ui&&) = delete;
  virtual ~Ui() = default;

  // ---- Asking
  /// The item of `menu` chosen (0-based), or std::nullopt for "back".
  virtual Reply<Choice> choose(const Menu& menu) = 0;
  /// The name typed for `mark`'s player; `fallback` is the name an empty
  /// answer keeps (the flow checks the name and asks again when it is bad).
  /// A command typed there (help, back) comes as the Entry's command.
  virtual Reply<Entry> name(core::Mark mark, const std::string& fallback) = 0;
  /// A person's move or command in `game` (in progress, a person to move).
  virtual Reply<TurnInput> move(const core::Game& game, const Players& players) = 0;
  /// The answer at "Play again?" after a game between `players`: one of
  /// the commands valid there (yes, no, swap, settings, undo, review, help).
  virtual Reply<Command> play_again(const Players& players) = 0;
  /// Why the session must stop before the next turn (Ctrl-C, a closed
  /// output), if it must.
  virtual std::optional<Stop> must_stop() = 0;

  // ---- Telling
  /// The session starts; `banner` is its first line (Msg::banner, ...).
  virtual void started(Msg banner) = 0;
  /// A sentence of the catalogue for the player: why an answer was not
  /// taken (a taken cell, a bad name), or what happened (nothing to undo).
  virtual void notice(Msg id, std::vector<Arg> args) = 0;
  /// The name questions between people begin.
  virtual void asking_names() = 0;
  /// A person's turn begins in `game`.
  virtual void turn(const core::Game& game, const Players& players) = 0;
  /// The computer played `move` (its cell and why); `game` includes it.
  virtual void computer_moved(const core::Game& game, const core::Move& move, const Players& players, Shown shown) = 0;
  /// The hint for the person to move in `game`.
  virtual void hinted(const core::Game& game, const core::Hint& hint) = 0;
  /// The cell a person chose in `game` is taken.
  virtual void cell_taken(const core::Game& game, core::Cell cell) = 0;
  /// An undo took back `taken` (the last played first; never empty); `game`
  /// is after it.
  virtual void took_back(const core::Game& game, const std::vector<core::TakenBack>& taken, const Players& players) = 0;
  /// `game` is over: its final board, result and record, as far as shown.
  virtual void game_over(const core::Game& game, const Players& players, Shown shown) = 0;
  /// The help of the prompt the player is at, during or after `game`.
  virtual void help(Where where, const core::Game& game, const Players& players) = 0;
  /// The help of the name question for `mark`, `fallback` the default.
  virtual void name_help(core::Mark mark, const std::string& fallback) = 0;
  /// The review of `game` (finished), move by move.
  virtual void review(const core::Game& game, const Players& players) = 0;
  /// The score of `players`, told as `news`.
  virtual void scored(ScoreNews news, const Score& score, const Players& players) = 0;
  /// The session ends as `farewell` says, with `score` between `players`.
  virtual void farewell(const Farewell& farewell, const Score& score, const Players& players) = 0;
};

}  // namespace tictactoe::app
