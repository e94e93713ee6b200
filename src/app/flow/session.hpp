#pragma once

// The interactive session: the banner, the players (menus for what the
// options leave open), then games until the player declines another,
// quits, or input ends, with the score kept throughout. Reads a line at a
// time from any std::istream and writes to any std::ostream, so tests drive
// whole sessions through string streams.

#include <functional>
#include <iosfwd>
#include <string_view>
#include <system_error>

#include "app/flow/events.hpp"
#include "app/tables/options.hpp"
#include "app/text/render.hpp"

namespace tictactoe::app {

/// Exit status of a session that ended normally (quit, no more rounds, end
/// of input).
inline constexpr int kExitOk = 0;
/// Exit status of a session whose input could not be read (as GNU tools).
inline constexpr int kExitInputError = 1;
/// Exit status of a session interrupted by the user (128 + SIGINT).
inline constexpr int kExitInterrupted = 130;

/// Everything a session needs besides its streams.
struct SessionSettings {
  Options options;  ///< unset options are asked for in menus
  Style style;      ///< colour, numbering and language of the output
  /// Asked before each turn and when input ends: true means the user
  /// interrupted (Ctrl-C), and the session resets colours, reports the score
  /// and returns kExitInterrupted.
  std::function<bool()> interrupted = [] { return false; };
  /// Asked when input ends: a code means a read error, and the session
  /// returns kExitInputError without its goodbye (the caller reports it).
  std::function<std::error_code()> input_error = [] { return std::error_code{}; };
  /// Told the prompt awaiting a line, "" once it is read (to show it again
  /// after Ctrl-Z and fg).
  std::function<void(std::string_view)> showing_prompt = [](std::string_view) {};
  /// The terminal's width now, asked after each line read so that text
  /// laid out later (the help) follows a resized window; when empty,
  /// style.columns holds throughout.
  std::function<std::size_t()> columns{};
  /// Told what happens, as values (moves, hints, results, score); may be
  /// nullptr.
  SessionEvents* events = nullptr;
};

/// Runs a whole session. Never throws on any input.
/// Returns the exit status: kExitOk, kExitInputError or kExitInterrupted.
int run_session(std::istream& in, std::ostream& out, const SessionSettings& settings);

}  // namespace tictactoe::app
