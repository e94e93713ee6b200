#pragma once

// Which characters never reach an output raw: the one list that the
// sanitiser (text/sanitise.hpp) and the JSON writer (store/json) both
// read. No I/O; the bottom of the front end.

namespace tictactoe::app {

/// True for a code point that a terminal may act on, or that hides or
/// reorders what is shown: the C0 controls (U+0000-U+001F), DEL (U+007F),
/// the C1 controls (U+0080-U+009F), the no-break space and soft hyphen,
/// the Arabic letter mark (U+061C), the blanks and the zero-width space
/// (U+2000-U+200B, U+3000, U+FEFF...; not the zero-width non-joiner and
/// joiner U+200C, U+200D, which Persian spells with), the direction marks
/// (U+200E, U+200F), the line and paragraph separators (U+2028, U+2029),
/// the embeddings and overrides (U+202A-U+202E), the isolates
/// (U+2066-U+2069) and other invisible format characters (U+205F-U+206F),
/// the interlinear annotations (U+FFF9-U+FFFB) and the tags
/// (U+E0000-U+E007F). Text output escapes them (sanitised), JSON writes
/// them as \u escapes.
[[nodiscard]] bool escaped_in_output(char32_t code);

}  // namespace tictactoe::app
