#pragma once

// The one sanitiser. Every string that came from outside the program (a
// file, the environment, the command line, the network peer) passes
// sanitised() before it reaches any text output: a message, a line of
// --history or --stats, a review, the full screen. JSON output escapes the
// same characters as \u escapes instead (store/json). What counts as
// unsafe is one list, escaped_in_output (base/controls.hpp).
//
//   err << text(Msg::history_cannot_save, {sanitised(path, kShownPathCap), why});
//   out << sanitised(peer_name);   // a name: kShownCap characters at most

#include <cstddef>
#include <string>
#include <string_view>

namespace tictactoe::app {

/// The cap for a name or a value shown from outside (what --history and
/// --stats show of a name, --review @K of a saved player): twice the
/// longest name the game accepts.
inline constexpr std::size_t kShownCap = 40;

/// The cap for a path shown in a message.
inline constexpr std::size_t kShownPathCap = 1024;

/// `text` made safe to show on one terminal line, as it is where that is
/// safe: valid UTF-8 is kept; a C0 control or DEL is shown as `\x1b`, a
/// byte that is not valid UTF-8 as `\xff`, a valid character that a
/// terminal acts on or that is invisible or reorders the line (see
/// escaped_in_output: C1 controls, blanks, direction marks, embeddings,
/// overrides, isolates, tags) as `\u{202e}`, and a backslash as `\\`, so
/// the text says exactly what it holds. Cut after `cap` characters (an
/// escape counts as the one it stands for) with "..." after: at most 9
/// bytes a character, 9 * cap + 3 bytes in all. Text that would show as
/// nothing (joiners alone) is shown all escaped. Never fails; no byte below
/// 0x20, no DEL, no C1 and no bidi control is ever in the result.
[[nodiscard]] std::string sanitised(std::string_view text, std::size_t cap = kShownCap);

}  // namespace tictactoe::app
