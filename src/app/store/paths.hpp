#pragma once

// Where the history and the preferences live, by the XDG Base Directory
// rules: $XDG_STATE_HOME/tictactoe/history.jsonl and
// $XDG_CONFIG_HOME/tictactoe/config, each variable defaulting to a
// directory under $HOME (~/.local/state, ~/.config) when unset, empty or
// relative. No I/O.

#include <optional>
#include <string>
#include <string_view>

namespace tictactoe::app::storage {

/// The directories under $HOME that stand in for XDG_STATE_HOME and
/// XDG_CONFIG_HOME, and the game's files in them: the one place these
/// names are written (the paths below, --help and the man page read them).
inline constexpr std::string_view kStateUnderHome = ".local/state";
inline constexpr std::string_view kConfigUnderHome = ".config";
inline constexpr std::string_view kHistoryFile = "tictactoe/history.jsonl";
inline constexpr std::string_view kConfigFile = "tictactoe/config";

/// The history file as help names it, under the home directory:
/// "~/.local/state/tictactoe/history.jsonl".
std::string default_history_file();

/// The preferences file as help names it: "~/.config/tictactoe/config".
std::string default_config_file();

/// The history file: `state_home` (XDG_STATE_HOME) if absolute, else
/// `home`/.local/state, then "/tictactoe/history.jsonl"; std::nullopt when
/// neither gives an absolute directory (no HOME). nullptr: unset.
std::optional<std::string> history_path(const char* home, const char* state_home);

/// The preferences file: `config_home` (XDG_CONFIG_HOME) if absolute,
/// else `home`/.config, then "/tictactoe/config"; std::nullopt without
/// either.
std::optional<std::string> config_path(const char* home, const char* config_home);

/// A path given in the preferences file at `config` (history-file): "~"
/// and a leading "~/" stand for `home` (kept as written when `home` is not
/// absolute); an absolute path is kept; any other is taken relative to the
/// folder holding `config`, never to the current directory.
std::string preference_path(const std::string& value, const std::string& config, const char* home);

}  // namespace tictactoe::app::storage
