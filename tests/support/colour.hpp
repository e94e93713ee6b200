#pragma once

// Reading coloured output: the SGR escape sequences a session writes.

#include <catch2/catch.hpp>

#include <cstddef>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/text.hpp"

namespace tictactoe::test {

/// Every "\x1b" in `out` starts an SGR sequence ("\x1b[...m"), and no line
/// ends with attributes still set: each one opened is reset ("\x1b[0m")
/// before the line's end. Returns how many sequences there were.
inline std::size_t check_escapes_closed(const std::string& out) {
  static const std::regex kSgr(R"(^\x1b\[([0-9;]*)m)");
  std::size_t sequences = 0;
  std::size_t number = 0;
  for (const auto& line : lines_of(out)) {
    ++number;
    bool open = false;
    for (std::size_t at = line.find('\x1b'); at != std::string::npos; at = line.find('\x1b', at + 1)) {
      INFO("line " << number << ": " << visible(line));
      std::smatch match;
      const std::string rest = line.substr(at);
      REQUIRE(std::regex_search(rest, match, kSgr));
      ++sequences;
      open = !(match[1].str() == "0" || match[1].str().empty());
    }
    INFO("line " << number << ": " << visible(line));
    CHECK_FALSE(open);
  }
  return sequences;
}

/// How many cells of `line` are drawn in reverse video: SGR sequences with
/// the parameter 7.
inline std::size_t reversed_in(const std::string& line) {
  static const std::regex kSgr(R"(\x1b\[([0-9;]*)m)");
  std::size_t reversed = 0;
  for (auto it = std::sregex_iterator(line.begin(), line.end(), kSgr); it != std::sregex_iterator(); ++it) {
    std::stringstream params((*it)[1].str());
    for (std::string param; std::getline(params, param, ';');) {
      if (param == "7") ++reversed;
    }
  }
  return reversed;
}

/// The five lines of the board drawn just before the line holding `result`.
inline std::vector<std::string> board_before(const std::string& out, std::string_view result) {
  const auto lines = lines_of(out);
  for (std::size_t i = 5; i < lines.size(); ++i) {
    if (contains(lines[i], result)) {
      return {lines.begin() + static_cast<std::ptrdiff_t>(i) - 5, lines.begin() + static_cast<std::ptrdiff_t>(i)};
    }
  }
  return {};
}

}  // namespace tictactoe::test
