#pragma once

// Who plays: the mode and two players, each a person (with a name; at this
// keyboard or elsewhere) or the computer at a level, in the order they
// started; which of them plays X this game; chosen from the options, with
// menus for what they leave open when the mode is left to the menu.

#include <array>
#include <functional>
#include <optional>
#include <string>

#include "app/flow/reply.hpp"
#include "app/tables/settings.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

class EventSink;
class Prompter;

/// One player of a session.
struct Player {
  std::optional<core::Difficulty> level;  ///< the computer's level; std::nullopt for a person
  std::string name;                       ///< a person's name; empty for "you" against the computer
  /// A person not at this keyboard (never with a level): a friend on
  /// another machine, a test's bot, asked through the seat the session was
  /// given for them (SessionSettings::remote).
  bool remote = false;

  /// Who sits at this player's seat: a person here, the computer, or a
  /// player elsewhere.
  [[nodiscard]] core::Seat kind() const {
    if (level) return core::Seat::computer;
    return remote ? core::Seat::remote : core::Seat::person;
  }

  friend bool operator==(const Player&, const Player&) = default;
};

/// The players of a session. The score and the order in which tallies name
/// them belong to the players, not to the marks, which change hands when
/// they swap who starts (the starter always plays X).
struct Players {
  Mode mode = Mode::hvh;
  /// In the order they started: roster[0] played X in the first game.
  /// Between people the names default to "X" and "O".
  std::array<Player, 2> roster{Player{std::nullopt, "X"}, Player{std::nullopt, "O"}};
  bool swapped = false;  ///< this game roster[1] plays X

  /// The index in `roster` of who plays `mark` this game.
  [[nodiscard]] std::size_t index(core::Mark mark) const { return core::seat_index(mark) ^ (swapped ? 1U : 0U); }
  /// Who plays `mark` this game.
  [[nodiscard]] const Player& at(core::Mark mark) const { return roster[index(mark)]; }
  /// The mark roster[`player`] plays this game.
  [[nodiscard]] core::Mark mark_of(std::size_t player) const;
  /// The computer's level at `mark`, or std::nullopt when a person plays it.
  [[nodiscard]] std::optional<core::Difficulty> level(core::Mark mark) const { return at(mark).level; }
  /// Who sits at each mark this game, for core::Game::undo.
  [[nodiscard]] core::Seats seats() const;

  friend bool operator==(const Players&, const Players&) = default;
};

/// What the menus offer as their default answers: human vs computer, you
/// first, medium, the names X and O.
GameSettings standard_choices();

/// The menus' default answers that keep `players` as they are: their mode,
/// who plays X now, the levels, the names (against the computer, the
/// person's, if named).
GameSettings choices_of(const Players& players);

/// The players `settings` name. With the mode given nothing is asked: what
/// the settings leave open takes its standard default (you first, medium;
/// in cvc O plays at X's level; the names X and O). With the mode left to
/// the menu, `ask` asks for it (then `mode_chosen` is told the mode, when
/// set) and, in the mode chosen, for what the settings leave open: who
/// moves first and the level against the computer, both levels between
/// computers, both names between people; `defaults` are the answers an
/// empty line gives. What is said meanwhile (a bad name, the help of a
/// question) is told to `tell`. Stops when a menu does.
Reply<Players> choose_players(Prompter& ask, EventSink& tell, const GameSettings& settings,
                              const GameSettings& defaults = standard_choices(),
                              const std::function<void(Mode)>& mode_chosen = {});

/// How `mark` is named in results and tallies: by name between people (and
/// for a person named against the computer), Msg::player_you /
/// player_computer against the computer, the level between computers. For
/// one catalogue sentence per case, see score.hpp and match.cpp.
enum class Role : std::uint8_t { person, you, computer, level };

/// The role of who plays `mark` in `players`.
Role role(const Players& players, core::Mark mark);

/// The name `mark`'s player goes by in prompts and results: a person's
/// name, or the mark itself ("X") for "you" and for a computer.
std::string name_of(const Players& players, core::Mark mark);

}  // namespace tictactoe::app
