#pragma once

// A history record to start from (store/record.hpp), and a line edited in
// one place: the fixtures of the record and scan tests.

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "app/store/record.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::test::records {

/// Ann (X) beats the hard level in five moves, seed 42: a game of every
/// kind of member (a name, a level, a seed, moves, a result).
inline app::storage::GameRecord ann_beats_hard() {
  app::storage::GameRecord record;
  record.id = "20261201T080000Z-1-00000000000000ff";
  record.time = "2026-12-01T08:00:00Z";
  record.mode = app::storage::GameMode::hvc;
  record.x = app::storage::Side{"Ann", std::nullopt};
  record.o = app::storage::Side{std::nullopt, core::Difficulty::hard};
  record.seed = 42;
  record.moves = {0, 3, 1, 4, 2};
  record.result = core::Outcome::x_wins;
  return record;
}

/// `text` with its first `from` replaced by `to`; `from` must be there.
inline std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace tictactoe::test::records
