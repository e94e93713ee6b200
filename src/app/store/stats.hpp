#pragma once

// Lifetime statistics over the games of the history file, added one game
// at a time (so reading stays a stream), and their JSON form for
// --stats --json. No I/O.

#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "app/store/reader.hpp"
#include "app/store/record.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app::storage {

/// Games by their result: won by X, won by O, tied.
struct Results {
  std::uint64_t x = 0;
  std::uint64_t o = 0;
  std::uint64_t tie = 0;

  [[nodiscard]] std::uint64_t games() const { return x + o + tie; }
};

/// One side's results: won, lost, tied.
struct Record3 {
  std::uint64_t won = 0;
  std::uint64_t lost = 0;
  std::uint64_t tied = 0;

  [[nodiscard]] std::uint64_t games() const { return won + lost + tied; }
};

/// A named person's lifetime results.
struct PlayerStats {
  std::string name;
  Record3 results;
  std::uint64_t as_x = 0;  ///< games played as X
  std::uint64_t as_o = 0;  ///< games played as O
};

/// What a person did in a game: won, lost or tied.
enum class Personal : std::uint8_t { won, lost, tied };

/// A run of games with the same personal result.
struct Streak {
  Personal kind = Personal::won;
  std::uint64_t length = 0;  ///< 0: no games yet
};

/// The most named players kept; the games of further names still count
/// everywhere else.
inline constexpr std::size_t kMaxPlayers = 1000;

/// Lifetime statistics.
struct Stats {
  Results results;               ///< all games
  std::array<Results, 2> modes;  ///< indexed by GameMode: hvh, hvc
  /// Against the computer, the person's results against each level,
  /// indexed by core::Difficulty.
  std::array<Record3, core::kLevels.size()> levels{};
  std::vector<PlayerStats> players;  ///< named people, in the order first seen
  /// Against the computer: the person's run of equal results up to the
  /// latest game, and the longest run of wins.
  Streak current;
  std::uint64_t longest_win = 0;

  /// Counts `record`.
  void add(const GameRecord& record);

 private:
  PlayerStats* player(const std::string& name);
  std::unordered_map<std::string, std::size_t> index_;
};

/// The result of the mark `mark` in a game ending with `result`.
Personal personal(core::Outcome result, core::Mark mark);

/// `stats` as one JSON object (with a newline), for --stats --json:
/// {"games":N,"results":{"X":a,"O":b,"tie":c},"modes":{"hvh":{...},
/// "hvc":{...}},"levels":{"easy":{"won":..,"lost":..,"tied":..},...},
/// "players":[{"name":..,"games":..,"won":..,"lost":..,"tied":..,
/// "as_x":..,"as_o":..},...],"streak":{"current":{"result":"won",
/// "length":n},"longest_win":n},"skipped_lines":k}.
std::string to_json(const Stats& stats, const ReadSummary& summary);

}  // namespace tictactoe::app::storage
