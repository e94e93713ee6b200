#pragma once

// One line of the history file (JSON Lines, see json.hpp): a finished game,
// or the withdrawal of one taken back at "Play again?". The shape:
//
//   {"v":1,"id":"…","time":"2026-12-01T08:00:00Z","mode":"hvc",
//    "x":{"name":"Ann","level":null},"o":{"name":null,"level":"hard"},
//    "first":"human","seed":42,"moves":[5,1,9,…],"result":"X"}
//   {"v":1,"withdraw":"…","time":"…"}
//
// Moves are cells 1-9 in the standard numbering (1 top left, row by row),
// whatever --keypad says. A line with unknown extra members is still read.
// No I/O.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app::storage {

/// Who played one mark: a person (with a name, or none for "you" against
/// the computer) or the computer at a level.
struct Side {
  std::optional<std::string> name;        ///< a person's name; std::nullopt for the computer or "you"
  std::optional<core::Difficulty> level;  ///< the computer's level; std::nullopt for a person

  friend bool operator==(const Side&, const Side&) = default;
};

/// Whose game: two people, or a person against the computer (games between
/// computers are not recorded).
enum class GameMode : std::uint8_t { hvh, hvc };

/// A finished game as recorded.
struct GameRecord {
  std::string id;    ///< unique in the file (see new_id)
  std::string time;  ///< RFC 3339 UTC, "2026-12-01T08:00:00Z"
  GameMode mode = GameMode::hvh;
  Side x;                                     ///< who played X (X moves first)
  Side o;                                     ///< who played O
  bool computer_first = false;                ///< "first": "computer" or "human", who played X
  std::uint32_t seed = 0;                     ///< the session's random seed (--seed replays its computer)
  std::vector<core::Cell> moves;              ///< cells 0-8 here, written 1-9 in the file; a finished game
  core::Outcome result = core::Outcome::tie;  ///< x_wins, o_wins or tie: what `moves` make

  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

/// A line taking back the game whose id it names.
struct Withdrawal {
  std::string id;
  std::string time;

  friend bool operator==(const Withdrawal&, const Withdrawal&) = default;
};

/// What a line of the file holds.
using Entry = std::variant<GameRecord, Withdrawal>;

/// The line (without its newline) that records `record`.
std::string to_line(const GameRecord& record);
/// The line (without its newline) that withdraws `withdrawal.id`.
std::string to_line(const Withdrawal& withdrawal);

/// The entry `line` holds (a trailing '\r' is JSON blank space), or
/// std::nullopt if it is not one: not strict JSON, "v" not 1, a member
/// missing or of the wrong type, a level or mode unknown, moves that do not
/// replay from the empty board to a finished game, or a result that is not
/// what they make.
std::optional<Entry> parse_line(std::string_view line);

/// "X", "O" or "tie": the "result" member for a finished game's outcome.
std::string_view result_token(core::Outcome result);

/// "hvh" or "hvc".
std::string_view mode_token(GameMode mode);

/// `seconds` since the epoch as RFC 3339 UTC: "2026-12-01T08:00:00Z".
std::string rfc3339(long long seconds);

/// A new id: the time, the process and 64 random bits, e.g.
/// "20261201T080000Z-4242-0123456789abcdef": distinct across processes
/// writing at once.
std::string new_id(long long seconds);

}  // namespace tictactoe::app::storage
