#pragma once

// A scripted bot: a player elsewhere (core::Seat::remote) that plays the
// cells of a list, the next one whenever the flow asks again (after a taken
// cell too). A new kind of seat is one class like this one plus one
// registration: the session's remote seat (SessionSettings::remote) and a
// remote player in the players it is given (with_bot below).

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "app/flow/players.hpp"
#include "app/flow/seat.hpp"
#include "app/flow/session.hpp"
#include "app/text/input.hpp"

namespace tictactoe::test {

/// Plays `labels` (cells 1-9, in the standard numbering) in order; when
/// they run out the session stops there, as at the end of input.
class ScriptedSeat final : public app::Seat {
 public:
  explicit ScriptedSeat(std::vector<int> labels) : labels_(std::move(labels)) {}

  app::Reply<app::TurnInput> move(const core::Game& /*game*/, const app::Players& /*players*/) override {
    if (next_ == labels_.size()) return app::Stop::end_of_input;
    return app::TurnInput{std::nullopt, app::Numbering().cell(labels_[next_++])};
  }

  /// How many cells it has played or tried.
  [[nodiscard]] std::size_t asked() const { return next_; }

 private:
  std::vector<int> labels_;
  std::size_t next_ = 0;
};

/// `settings` with a person at this keyboard named `person` playing X
/// first against `bot`, a remote player named `bot_name` (between people:
/// names, undo, swap).
inline app::SessionSettings with_bot(app::SessionSettings settings, ScriptedSeat& bot, std::string person = "X",
                                     std::string bot_name = "O") {
  app::Players players;
  players.mode = app::Mode::hvh;
  players.roster = {app::Player{std::nullopt, std::move(person)},
                    app::Player{std::nullopt, std::move(bot_name), /*remote=*/true}};
  settings.players = players;
  settings.remote = &bot;  // the one registration
  return settings;
}

}  // namespace tictactoe::test
