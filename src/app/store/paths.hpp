#pragma once

// Where the history and the preferences live, by the XDG Base Directory
// rules: $XDG_STATE_HOME/tictactoe/history.jsonl and
// $XDG_CONFIG_HOME/tictactoe/config, each variable defaulting to a
// directory under $HOME (~/.local/state, ~/.config) when unset, empty or
// relative. No I/O.

#include <optional>
#include <string>

namespace tictactoe::app::storage {

/// The history file: `state_home` (XDG_STATE_HOME) if absolute, else
/// `home`/.local/state, then "/tictactoe/history.jsonl"; std::nullopt when
/// neither gives an absolute directory (no HOME). nullptr: unset.
std::optional<std::string> history_path(const char* home, const char* state_home);

/// The preferences file: `config_home` (XDG_CONFIG_HOME) if absolute,
/// else `home`/.config, then "/tictactoe/config"; std::nullopt without
/// either.
std::optional<std::string> config_path(const char* home, const char* config_home);

}  // namespace tictactoe::app::storage
