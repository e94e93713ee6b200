#pragma once

// Reading a session's output in tests: is a piece there, how often.

#include <cstddef>
#include <string_view>

namespace tictactoe::test {

/// True when `part` occurs in `text`.
inline bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

/// How many times `part` occurs in `text`, without overlaps.
inline std::size_t occurrences(std::string_view text, std::string_view part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string_view::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

}  // namespace tictactoe::test
