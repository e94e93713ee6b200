#pragma once

// The preferences file applied to a command line: each `key = value` line
// of ${XDG_CONFIG_HOME:-$HOME/.config}/tictactoe/config names an option of
// kOptions whose row allows it (in_config), as `--key=value` would
// (a flag takes yes/no, true/false, on/off or 1/0). The command line wins:
// a preference for an option given there, or one that does not fit what
// the command line chose (--mode hvc with names = Ann,Bob keeps Ann, the
// person), is left out without a word. A line that cannot apply anywhere
// (an unknown key, a key the file may not set, a bad value, no '=') is one
// warning naming PATH:LINE; the rest of the file still applies.

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

#include "app/tables/options.hpp"
#include "app/text/messages.hpp"

namespace tictactoe::app {

/// `command_line` (parsed from `args`, which it came from) with the
/// preferences in `text` (the file at `path`) added where they fit; each
/// line that cannot apply is a warning on `err` in `catalogue`'s language.
CommandLine with_preferences(const CommandLine& command_line, std::span<const std::string_view> args,
                             std::string_view text, const std::string& path, std::ostream& err,
                             const Catalogue& catalogue);

}  // namespace tictactoe::app
