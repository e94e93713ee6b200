#pragma once

// A scripted face: plays whole sessions by steps (a cell, a command, a
// menu choice, a name) instead of typed text. Its three pieces are the
// smallest of their kinds: a prompter and the person's seat that answer
// from one script, and a recorder sink. The same script can be played
// through the line face (as the lines a person would type) and through
// this one, and both must lead to the same moves, results and score: the
// game flow is one, whatever the face.

#include <catch2/catch.hpp>

#include <cstddef>
#include <deque>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/prompter.hpp"
#include "app/flow/score.hpp"
#include "app/flow/seat.hpp"
#include "app/flow/session.hpp"
#include "app/line/line_ui.hpp"
#include "support/recorder.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::test {

// ---- Steps ------------------------------------------------------------------

/// Plays a cell, 1-9 in the standard numbering.
struct PlayCell {
  int label;
};
/// Types a word command (its first English word on the line face); at a
/// menu or a name question only back (or help at a name).
struct Give {
  app::Command command;
};
/// Chooses a menu's item, 0-based; std::nullopt takes the default.
struct Pick {
  std::optional<std::size_t> item;
};
/// Answers a name question.
struct Name {
  std::string text;
};
using Step = std::variant<PlayCell, Give, Pick, Name>;

/// The line a person types on the line face for `step`.
inline std::string typed(const Step& step) {
  if (const auto* cell = std::get_if<PlayCell>(&step)) return std::to_string(cell->label) + "\n";
  if (const auto* give = std::get_if<Give>(&step)) return std::string(app::spec(give->command).words[0]) + "\n";
  if (const auto* pick = std::get_if<Pick>(&step)) return pick->item ? std::to_string(*pick->item + 1) + "\n" : "\n";
  return std::get<Name>(step).text + "\n";
}

/// The lines of `steps`, typed one after the other.
inline std::string typed(const std::vector<Step>& steps) {
  std::string script;
  for (const Step& step : steps) script += typed(step);
  return script;
}

// ---- The script, answered a step at a time ------------------------------------

/// The steps not yet taken. When they run out, or a step does not fit the
/// question (a cell at a menu), input ends there: `misfit` says which.
class Script {
 public:
  explicit Script(const std::vector<Step>& steps) : steps_(steps.begin(), steps.end()) {}

  /// Set when a step did not fit the question asked.
  std::optional<std::string> misfit;

  /// The next step, when it is a T, left in place.
  template <typename T>
  [[nodiscard]] std::optional<T> peek() const {
    if (steps_.empty() || !std::holds_alternative<T>(steps_.front())) return std::nullopt;
    return std::get<T>(steps_.front());
  }
  /// The next step, when it is a T; otherwise input ends, and a step that
  /// is there but does not fit is remembered as the misfit.
  template <typename T>
  std::optional<T> next(const char* where) {
    auto step = peek<T>();
    if (!step) {
      if (!steps_.empty() && !misfit) misfit = std::string("a step that does not fit ") + where;
      steps_.clear();
      return std::nullopt;
    }
    steps_.pop_front();
    return step;
  }

 private:
  std::deque<Step> steps_;
};

/// The session's questions answered from a script: Pick (or Give back) at
/// a menu, Name (or Give) at a name, Give at Play again.
class ScriptedPrompter final : public app::Prompter {
 public:
  explicit ScriptedPrompter(Script& script) : script_(script) {}

  /// The menus asked, in order.
  std::vector<app::Msg> menus;
  /// How many cells it refused at Play again, as the line face refuses a
  /// number typed there.
  int refused = 0;

  app::Reply<app::Choice> choose(const app::Menu& menu) override {
    menus.push_back(menu.title);
    if (auto give = script_.peek<Give>(); give && give->command == app::Command::back) {
      script_.next<Give>("");
      return app::Choice();
    }
    auto pick = script_.next<Pick>("a menu");
    if (!pick) return app::Stop::end_of_input;
    return app::Choice(pick->item.value_or(menu.fallback));
  }
  app::Reply<app::Entry> name(core::Mark /*mark*/, const std::string& /*fallback*/) override {
    if (script_.peek<Give>()) return app::Entry{script_.next<Give>("")->command, {}, false};
    auto named = script_.next<Name>("a name question");
    if (!named) return app::Stop::end_of_input;
    return app::Entry{std::nullopt, named->text, false};
  }
  app::Reply<app::Command> play_again(const app::Players& /*players*/) override {
    // A cell is no answer here: refused, and the next step is the answer.
    while (script_.peek<PlayCell>()) {
      script_.next<PlayCell>("");
      ++refused;
    }
    auto give = script_.next<Give>("Play again?");
    if (!give) return app::Stop::end_of_input;
    if (give->command == app::Command::quit) return app::Stop::quit;
    return give->command;
  }
  std::optional<app::Stop> must_stop() override { return std::nullopt; }

 private:
  Script& script_;
};

/// The person at this keyboard, playing from a script: PlayCell or Give.
class ScriptedPerson final : public app::Seat {
 public:
  explicit ScriptedPerson(Script& script) : script_(script) {}

  app::Reply<app::TurnInput> move(const core::Game& /*game*/, const app::Players& /*players*/) override {
    if (script_.peek<Give>()) {
      const auto command = script_.next<Give>("")->command;
      if (command == app::Command::quit) return app::Stop::quit;
      return app::TurnInput{command, 0};
    }
    auto cell = script_.next<PlayCell>("the move prompt");
    if (!cell) return app::Stop::end_of_input;
    return app::TurnInput{std::nullopt, app::Numbering(false).cell(cell->label)};
  }

 private:
  Script& script_;
};

/// The three pieces together: a face that answers from `steps` and
/// records what it is told.
struct ScriptedFace {
  explicit ScriptedFace(const std::vector<Step>& steps) : script(steps) {}

  Script script;
  Recorder recorder;
  ScriptedPrompter prompter{script};
  ScriptedPerson person{script};

  [[nodiscard]] app::Face face() { return {recorder, prompter, person}; }

  /// What the session established.
  [[nodiscard]] Facts facts() const { return facts_of(recorder.events); }
  /// The sentences it was told to say (see notices_in).
  [[nodiscard]] std::vector<app::Msg> notices() const { return notices_in(recorder.events); }
  /// The score news told, in order.
  [[nodiscard]] std::vector<app::ScoreNews> news() const {
    std::vector<app::ScoreNews> told;
    for (const app::Scored& scored : recorder.all<app::Scored>()) told.push_back(scored.news);
    return told;
  }
  /// How the session ended.
  [[nodiscard]] std::optional<app::Farewell> farewell() const {
    const auto told = recorder.all<app::Farewell>();
    return told.empty() ? std::nullopt : std::optional(told.back());
  }
  /// The hints given.
  [[nodiscard]] std::vector<core::Hint> hints() const {
    std::vector<core::Hint> given;
    for (const app::Hinted& hinted : recorder.all<app::Hinted>()) given.push_back(hinted.hint);
    return given;
  }
  /// How many reviews and help screens (the name question's too) were shown.
  [[nodiscard]] std::size_t reviews() const { return recorder.count<app::ReviewShown>(); }
  [[nodiscard]] std::size_t helps() const {
    return recorder.count<app::HelpShown>() + recorder.count<app::NameHelpShown>();
  }
};

// ---- Playing a script through either face -----------------------------------------

/// The face a script is played through.
enum class Through { line, scripted };

/// What a session played from a script established, and its exit status.
struct Played {
  int status;
  Facts facts;
};

/// Plays `steps` with `settings` through `face`: typed as lines into the
/// line game, or answered by the scripted face.
inline Played play(Through face, const app::SessionSettings& settings, const std::vector<Step>& steps) {
  if (face == Through::line) {
    std::istringstream in(typed(steps));
    std::ostringstream out;
    Recorder recorder;
    app::LineSession session{settings, {}, {}};
    session.sinks.push_back(&recorder);
    const int status = app::run_line_session(in, out, session);
    return {status, facts_of(recorder.events)};
  }
  ScriptedFace scripted(steps);
  const int status = app::run_session(scripted.face(), settings);
  INFO("misfit: " << scripted.script.misfit.value_or("none"));
  CHECK_FALSE(scripted.script.misfit);
  return {status, scripted.facts()};
}

/// The same with `options` alone.
inline Played play(Through face, const app::Options& options, const std::vector<Step>& steps) {
  app::SessionSettings settings;
  settings.options = options;
  return play(face, settings, steps);
}

}  // namespace tictactoe::test
