#pragma once

// A scripted face: plays whole sessions by steps (a cell, a command, a
// menu choice, a name) instead of typed text, and records what the flow
// told it. With the Facts observer below, the same script can be played
// through the line face (as the lines a person would type) and through this
// one, and both must lead to the same moves, results and score: the game
// flow is one, whatever the face.

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
#include "app/flow/score.hpp"
#include "app/flow/session.hpp"
#include "app/flow/ui.hpp"
#include "app/line/line_ui.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::test {

// ---- Actions ------------------------------------------------------------------

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

// ---- The facts a session establishes --------------------------------------------

/// What a session did, as values: every move (cell 0-8 and the seat that
/// made it), each game's result and the score after it, undos, and the
/// final score. Faces are compared on these.
struct Facts : app::SessionEvents {
  std::vector<std::pair<core::Cell, core::Seat>> moves;
  std::vector<core::Outcome> results;
  std::vector<app::Score> scores;
  std::vector<std::size_t> taken_back;  ///< how many moves each undo took back
  std::vector<std::size_t> dropped;     ///< how many moves each game abandoned for a new one had
  std::optional<app::Score> final_score;

  void moved(const core::Game& game, core::Seat seat) override { moves.emplace_back(game.moves().back(), seat); }
  void took_back(const core::Game& /*game*/, const std::vector<core::TakenBack>& taken) override {
    taken_back.push_back(taken.size());
  }
  void game_over(const core::Game& game, const app::Score& score) override {
    results.push_back(game.outcome());
    scores.push_back(score);
  }
  void reopened(const core::Game& /*game*/, const std::vector<core::TakenBack>& taken,
                const app::Score& score) override {
    taken_back.push_back(taken.size());
    scores.push_back(score);
  }
  void abandoned(const core::Game& game) override { dropped.push_back(game.moves().size()); }
  void session_over(const app::Score& score) override { final_score = score; }

  friend bool operator==(const Facts& a, const Facts& b) {
    return a.moves == b.moves && a.results == b.results && a.scores == b.scores && a.taken_back == b.taken_back &&
           a.dropped == b.dropped && a.final_score == b.final_score;
  }
};

// ---- The scripted face ------------------------------------------------------------

/// A Ui that answers from a script of steps and remembers what it was
/// told. When the script runs out, or a step does not fit the question
/// (a cell at a menu), input ends there: `misfit` says which.
class ScriptedUi final : public app::Ui {
 public:
  explicit ScriptedUi(std::vector<Step> script) : script_(script.begin(), script.end()) {}

  /// Set when an step did not fit the question asked.
  std::optional<std::string> misfit;
  /// The messages told as notices, in order.
  std::vector<app::Msg> notices;
  /// The hints given.
  std::vector<core::Hint> hints;
  /// The menus asked, in order.
  std::vector<app::Msg> menus;
  /// The score news told, in order.
  std::vector<app::ScoreNews> news;
  /// How the session ended.
  std::optional<app::Farewell> farewell_told;
  /// How many reviews and help screens were shown.
  int reviews = 0;
  int helps = 0;

  app::Reply<app::Choice> choose(const app::Menu& menu) override {
    menus.push_back(menu.title);
    if (auto give = peek<Give>(); give && give->command == app::Command::back) {
      script_.pop_front();
      return app::Choice();
    }
    auto pick = next<Pick>("a menu");
    if (!pick) return app::Stop::end_of_input;
    return app::Choice(pick->item.value_or(menu.fallback));
  }
  app::Reply<app::Entry> name(core::Mark /*mark*/, const std::string& /*fallback*/) override {
    if (auto give = peek<Give>()) return app::Entry{next<Give>("")->command, {}, false};
    auto named = next<Name>("a name question");
    if (!named) return app::Stop::end_of_input;
    return app::Entry{std::nullopt, named->text, false};
  }
  app::Reply<app::TurnInput> move(const core::Game& /*game*/, const app::Players& /*players*/) override {
    if (peek<Give>()) {
      const auto command = next<Give>("")->command;
      if (command == app::Command::quit) return app::Stop::quit;
      return app::TurnInput{command, 0};
    }
    auto cell = next<PlayCell>("the move prompt");
    if (!cell) return app::Stop::end_of_input;
    return app::TurnInput{std::nullopt, app::Numbering(false).cell(cell->label)};
  }
  app::Reply<app::Command> play_again(const app::Players& /*players*/) override {
    // A cell is no answer here: refused, as the line face refuses a number
    // typed at Play again, and the next step is the answer.
    while (peek<PlayCell>()) {
      script_.pop_front();
      notices.push_back(app::Msg::input_not_an_answer);
    }
    auto give = next<Give>("Play again?");
    if (!give) return app::Stop::end_of_input;
    if (give->command == app::Command::quit) return app::Stop::quit;
    return give->command;
  }
  std::optional<app::Stop> must_stop() override { return std::nullopt; }

  void started(app::Msg /*banner*/) override {}
  void notice(app::Msg id, std::vector<app::Arg> /*args*/) override { notices.push_back(id); }
  void asking_names() override {}
  void turn(const core::Game& /*game*/, const app::Players& /*players*/) override {}
  void computer_moved(const core::Game& /*game*/, const core::Move& /*move*/, const app::Players& /*players*/,
                      app::Shown /*shown*/) override {}
  void hinted(const core::Game& /*game*/, const core::Hint& hint) override { hints.push_back(hint); }
  void cell_taken(const core::Game& /*game*/, core::Cell /*cell*/) override { notices.push_back(app::Msg::cell_taken); }
  void took_back(const core::Game& /*game*/, const std::vector<core::TakenBack>& /*taken*/,
                 const app::Players& /*players*/) override {}
  void game_over(const core::Game& /*game*/, const app::Players& /*players*/, app::Shown /*shown*/) override {}
  void help(app::Where /*where*/, const core::Game& /*game*/, const app::Players& /*players*/) override { ++helps; }
  void name_help(core::Mark /*mark*/, const std::string& /*fallback*/) override { ++helps; }
  void review(const core::Game& /*game*/, const app::Players& /*players*/) override { ++reviews; }
  void scored(app::ScoreNews told, const app::Score& /*score*/, const app::Players& /*players*/) override {
    news.push_back(told);
  }
  void farewell(const app::Farewell& farewell, const app::Score& /*score*/, const app::Players& /*players*/) override {
    farewell_told = farewell;
  }

 private:
  template <typename T>
  std::optional<T> peek() const {
    if (script_.empty() || !std::holds_alternative<T>(script_.front())) return std::nullopt;
    return std::get<T>(script_.front());
  }
  // The next step, when it is a T; otherwise input ends, and an step
  // that is there but does not fit is remembered as the misfit.
  template <typename T>
  std::optional<T> next(const char* where) {
    auto step = peek<T>();
    if (!step) {
      if (!script_.empty() && !misfit) misfit = std::string("a step that does not fit ") + where;
      script_.clear();
      return std::nullopt;
    }
    script_.pop_front();
    return step;
  }

  std::deque<Step> script_;
};

// ---- Playing a script through either face -----------------------------------------

/// The face a script is played through.
enum class Face { line, scripted };

/// What a session played from a script established, and its exit status.
struct Played {
  int status;
  Facts facts;
};

/// Plays `steps` with `options` through `face`: typed as lines into the
/// line game, or answered by the scripted Ui.
inline Played play(Face face, const app::Options& options, const std::vector<Step>& steps) {
  Facts facts;
  int status = 0;
  if (face == Face::line) {
    std::istringstream in(typed(steps));
    std::ostringstream out;
    status = app::run_line_session(
        in, out, app::LineSession{.options = options, .style = {}, .environment = {}, .events = &facts});
  } else {
    ScriptedUi ui(steps);
    status = app::run_session(ui, app::SessionSettings{.options = options, .events = &facts});
    INFO("misfit: " << ui.misfit.value_or("none"));
    CHECK_FALSE(ui.misfit);
  }
  return {status, facts};
}

}  // namespace tictactoe::test
