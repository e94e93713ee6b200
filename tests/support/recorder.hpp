#pragma once

// Listening to a session: a sink that keeps a copy of every event told, and
// the facts a session establishes read from them (moves, results, score),
// on which faces are compared.

#include <cstddef>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/score.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::test {

/// Every event of a session, in order, as told.
struct Recorder final : app::EventSink {
  std::vector<app::Event> events;

  void on(const app::Event& event) override { events.push_back(event); }

  /// The events of kind T, in order.
  template <typename T>
  [[nodiscard]] std::vector<T> all() const {
    std::vector<T> found;
    for (const app::Event& event : events) {
      if (const T* told = std::get_if<T>(&event)) found.push_back(*told);
    }
    return found;
  }
  /// The players seated, in order (at the start, and after each "settings").
  [[nodiscard]] std::vector<app::Players> seated() const {
    std::vector<app::Players> players;
    for (const app::PlayersSeated& told : all<app::PlayersSeated>()) players.push_back(told.players);
    return players;
  }
  /// How many events of kind T were told.
  template <typename T>
  [[nodiscard]] std::size_t count() const {
    return all<T>().size();
  }
};

/// What a session did, as values: every move (cell 0-8 and the seat that
/// made it), each game's result and the score after it, undos, and the
/// final score.
struct Facts {
  std::vector<std::pair<core::Cell, core::Seat>> moves;
  std::vector<core::Outcome> results;
  std::vector<app::Score> scores;
  std::vector<std::size_t> taken_back;  ///< how many moves each undo took back
  std::vector<std::size_t> dropped;     ///< how many moves each game abandoned for a new one had
  std::optional<app::Score> final_score;

  friend bool operator==(const Facts&, const Facts&) = default;
};

/// The facts `events` tell.
inline Facts facts_of(const std::vector<app::Event>& events) {
  Facts facts;
  for (const app::Event& event : events) {
    std::visit(app::Overloaded{
                   [&](const app::Moved& moved) { facts.moves.emplace_back(moved.cell, moved.by); },
                   [&](const app::TookBack& undo) { facts.taken_back.push_back(undo.taken.size()); },
                   [&](const app::GameOver& over) {
                     facts.results.push_back(over.game.outcome());
                     facts.scores.push_back(over.score);
                   },
                   [&](const app::Reopened& undo) {
                     facts.taken_back.push_back(undo.taken.size());
                     facts.scores.push_back(undo.score);
                   },
                   [&](const app::Abandoned& dropped) { facts.dropped.push_back(dropped.game.moves().size()); },
                   [&](const app::Farewell& farewell) { facts.final_score = farewell.score; },
                   app::Ignore<app::Started, app::PlayersSeated, app::NamesAsked, app::GameStarted, app::TurnBegins,
                               app::Hinted, app::CellTaken, app::Scored, app::Notice, app::HelpShown,
                               app::NameHelpShown, app::ReviewShown, app::Remarked>{},
               },
               event);
  }
  return facts;
}

/// The sentences a face was told to say, in order: each notice's id, and
/// the taken cell and the abandoned game as their messages.
inline std::vector<app::Msg> notices_in(const std::vector<app::Event>& events) {
  std::vector<app::Msg> notices;
  for (const app::Event& event : events) {
    if (const auto* notice = std::get_if<app::Notice>(&event)) notices.push_back(notice->id);
    if (std::holds_alternative<app::CellTaken>(event)) notices.push_back(app::Msg::cell_taken);
    if (std::holds_alternative<app::Abandoned>(event)) notices.push_back(app::Msg::game_abandoned);
  }
  return notices;
}

}  // namespace tictactoe::test
