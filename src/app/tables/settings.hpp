#pragma once

// The game's settings, as the game flow reads them: who plays (the mode,
// who moves first, the levels, the names), how many rounds, the seed, and
// the vocabularies their values are drawn from (the words the command line
// and the menus both take). The command line's own options (the parser,
// kOptions) are options.hpp's, which fills these in.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/text/messages.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

/// Who plays: two people at one keyboard, a person against the computer, or
/// the computer against itself.
enum class Mode : std::uint8_t { hvh, hvc, cvc };

/// Against the computer: who moves first (the first mover plays X).
enum class FirstMover : std::uint8_t { human, computer };

/// A word an option takes, the value it stands for, and its label where a
/// menu offers it.
template <typename T>
struct Word {
  using Value = T;
  std::string_view token;
  T value;
  std::optional<Msg> label = std::nullopt;  ///< its menu label, e.g. "human vs computer"; none if no menu offers it
};

inline constexpr std::array<Word<Mode>, 3> kModes{{
    {"hvh", Mode::hvh, Msg::mode_hvh},
    {"hvc", Mode::hvc, Msg::mode_hvc},
    {"cvc", Mode::cvc, Msg::mode_cvc},
}};
inline constexpr std::array<Word<FirstMover>, 2> kFirstMovers{{
    {"human", FirstMover::human, Msg::first_you},
    {"computer", FirstMover::computer, Msg::first_computer},
}};

/// The menu label of `value`'s row in `words`, which has one.
template <typename T, std::size_t N>
constexpr Msg label_of(const std::array<Word<T>, N>& words, T value) {
  return *std::ranges::find(words, value, &Word<T>::value)->label;
}

/// The menu label of a mode (its row's label), e.g. "human vs computer".
constexpr Msg message_for(Mode mode) { return label_of(kModes, mode); }
/// The menu label of a first mover (its row's label): "you" or "the computer".
constexpr Msg message_for(FirstMover first) { return label_of(kFirstMovers, first); }

/// Where an option or a command applies: a set of these bits.
enum Use : std::uint8_t {
  use_hvh = 1U << 0U,      ///< a game between two people
  use_hvc = 1U << 1U,      ///< a game against the computer
  use_cvc = 1U << 2U,      ///< the computer against itself
  use_analyze = 1U << 3U,  ///< --analyze
  use_move = 1U << 4U,     ///< --move
  use_review = 1U << 5U,   ///< --review
  use_records = 1U << 6U,  ///< --stats and --history: reading the saved games
  use_net = 1U << 7U,      ///< --host and --join: a game with a friend on another machine
  use_play = use_hvh | use_hvc | use_cvc,
  use_all = use_play | use_analyze | use_move | use_review | use_records | use_net,
};
static_assert(use_hvh == 1U << static_cast<unsigned>(Mode::hvh) && use_hvc == 1U << static_cast<unsigned>(Mode::hvc) &&
                  use_cvc == 1U << static_cast<unsigned>(Mode::cvc),
              "a mode's Use bit is bit `mode`");

/// The Use bit of games in `mode`: use_hvh, use_hvc or use_cvc.
constexpr std::uint8_t use_of(Mode mode) { return static_cast<std::uint8_t>(1U << static_cast<unsigned>(mode)); }

/// The settings of a session that the game flow reads. With the mode
/// unset, menus ask for it and for what the others leave open in the mode
/// chosen; with the mode set, what they leave open takes its default.
struct GameSettings {
  std::optional<Mode> mode;
  std::optional<FirstMover> first;               ///< human vs computer only
  std::optional<core::Difficulty> difficulty;    ///< the computer's level; in cvc, X's (and O's by default)
  std::optional<core::Difficulty> o_difficulty;  ///< cvc only: O's level
  std::optional<int> rounds;                     ///< play this many games without asking, then the tally
  std::optional<std::uint32_t> seed;             ///< the computer's random generator; random if unset
  std::vector<std::string> names;  ///< hvh: the players, the first starts; hvc: the person (at most 2, valid, distinct)
  bool alternate = false;          ///< hvh, hvc: the other player starts each new game
  bool quiet = false;              ///< cvc: no boards or move lines, only results or the tally
  bool no_remarks = false;         ///< the computer says nothing in its own voice (flow/remarks.hpp)
};

}  // namespace tictactoe::app
