#pragma once

// Boards for tests, written as board strings ("X.O......").

#include <catch2/catch.hpp>

#include <string_view>
#include <variant>

#include "tictactoe/board.hpp"

namespace tictactoe::test {

/// The board a string describes; the string must be a valid board.
inline core::Board board_of(std::string_view text) {
  INFO("board string: \"" << text << '"');
  const auto parsed = core::parse_board(text);
  REQUIRE(std::holds_alternative<core::Board>(parsed));
  return std::get<core::Board>(parsed);
}

/// The error parse_board reports for `text`; the string must be invalid.
inline core::BoardError error_of(std::string_view text) {
  INFO("board string: \"" << text << '"');
  const auto parsed = core::parse_board(text);
  REQUIRE(std::holds_alternative<core::BoardError>(parsed));
  return std::get<core::BoardError>(parsed);
}

}  // namespace tictactoe::test
