#include "session.hpp"

#include <istream>
#include <ostream>
#include <random>

#include "match.hpp"
#include "players.hpp"
#include "prompt.hpp"
#include "score.hpp"

namespace tictactoe::app {

namespace {

// One sitting at the game: the players chosen once, then rounds until the
// player stops. Holds the prompt, the random generator and the score; each
// game is a core::Game played by play_game().
class Session {
 public:
  Session(std::istream& in, std::ostream& out, const SessionSettings& settings)
      : prompt_(in, out, settings.style,
                PromptHooks{settings.interrupted, settings.input_error, settings.showing_prompt}),
        settings_(settings),
        events_(settings.events != nullptr ? *settings.events : no_events_),
        rng_(settings.options.seed ? *settings.options.seed : std::random_device{}()) {}

  int run() {
    prompt_.say(Msg::banner);
    auto players = choose_players(prompt_, settings_.options);
    if (!players) return finish(players.stop());
    players_ = *players;
    events_.players_chosen(players_);
    for (;;) {
      auto game = play_game(prompt_, players_, rng_, events_);
      if (!game) return finish(game.stop());
      score_.record(game->outcome());
      events_.game_over(*game, score_);
      if (const auto rounds = settings_.options.rounds) {
        if (score_.games() < *rounds) {
          prompt_.say(Msg::score_line, {tally()});
          continue;
        }
        prompt_.say(Msg::tally_after_rounds, {score_.games(), tally()});
        return finish(std::nullopt, /*tally_shown=*/true);
      }
      prompt_.say(Msg::score_line, {tally()});
      auto again =
          prompt_.answer(prompt_.text(Msg::play_again_prompt), at_play_again, Command::yes, Msg::answer_yes_or_no);
      if (!again) return finish(again.stop());
      if (*again == Command::no) return finish(std::nullopt);
    }
  }

 private:
  [[nodiscard]] std::string tally() const { return app::tally(score_, players_, prompt_.style().text); }

  // Ends the session: a final score unless the tally was just shown, then
  // goodbye, or the interrupted report (with the score once a game was
  // played). Returns the exit status.
  int finish(std::optional<Stop> stop, bool tally_shown = false) {
    events_.session_over(score_);
    if (stop == Stop::output_closed) return kExitOk;
    if (stop == Stop::end_of_input || stop == Stop::interrupted || stop == Stop::read_error) prompt_.write("\n");
    if (stop == Stop::interrupted) {
      if (prompt_.style().color) prompt_.write(kResetAttributes);
      if (score_.games() > 0) {
        prompt_.say(Msg::interrupted, {tally()});
      } else {
        prompt_.say(Msg::interrupted_before_play);
      }
      prompt_.flush();
      return kExitInterrupted;
    }
    if (score_.games() > 0 && !tally_shown) prompt_.say(Msg::final_score, {tally()});
    if (stop == Stop::read_error) {
      prompt_.flush();
      return kExitInputError;
    }
    prompt_.say(Msg::goodbye);
    prompt_.flush();
    return kExitOk;
  }

  Prompt prompt_;
  const SessionSettings& settings_;
  SessionEvents no_events_;
  SessionEvents& events_;
  std::mt19937 rng_;
  Players players_;
  Score score_;
};

}  // namespace

int run_session(std::istream& in, std::ostream& out, const SessionSettings& settings) {
  return Session(in, out, settings).run();
}

}  // namespace tictactoe::app
