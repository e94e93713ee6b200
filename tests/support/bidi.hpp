#pragma once

// The directional isolates that right-to-left text carries (LRI, RLI and
// FSI, each closed by a PDI): a check that a row of text pairs them, as
// the layout, the screen's view and the full-screen face must.

#include <cstddef>
#include <string_view>

#include "app/text/layout.hpp"

namespace tictactoe::test {

/// Whether `row`'s directional isolates are paired: no PDI closes nothing,
/// none is left open. A byte that is not UTF-8 counts as no isolate.
inline bool paired(std::string_view row) {
  int depth = 0;
  for (std::size_t i = 0; i < row.size();) {
    const auto decoded = app::decode_utf8(row.substr(i));
    const char32_t code = decoded ? decoded->code : 0;
    i += decoded ? decoded->length : 1;
    if (code >= 0x2066 && code <= 0x2068) ++depth;
    if (code == 0x2069 && --depth < 0) return false;
  }
  return depth == 0;
}

}  // namespace tictactoe::test
