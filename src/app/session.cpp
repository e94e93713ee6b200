#include "session.hpp"

#include <istream>
#include <ostream>
#include <random>

#include "match.hpp"
#include "players.hpp"
#include "prompt.hpp"
#include "review.hpp"
#include "score.hpp"

namespace tictactoe::app {

namespace {

using core::Game;

// One sitting at the game: the players chosen once, then rounds until the
// player stops. Holds the prompt, the random generator and the score; each
// game is a core::Game played by play_game().
class Session {
 public:
  Session(std::istream& in, std::ostream& out, const SessionSettings& settings)
      : prompt_(in, out, settings.style, settings.interrupted),
        settings_(settings),
        events_(settings.events != nullptr ? *settings.events : no_events_),
        rng_(settings.options.seed ? *settings.options.seed : std::random_device{}()) {}

  int run() {
    prompt_.say(Msg::banner);
    auto players = choose_players(prompt_, settings_.options);
    if (!players) return finish(players.stop());
    players_ = *players;
    events_.players_chosen(players_);
    Game next;
    events_.game_started();
    for (;;) {
      auto game = play_game(prompt_, players_, rng_, events_, std::move(next));
      if (!game) return finish(game.stop());
      score_.record(game->outcome());
      events_.game_over(*game, score_);
      if (const auto rounds = settings_.options.rounds) {
        if (score_.games() < *rounds) {
          prompt_.say(Msg::score_line, {tally()});
          next = Game{};
          events_.game_started();
          continue;
        }
        prompt_.say(Msg::tally_after_rounds, {score_.games(), tally()});
        return finish(std::nullopt, /*tally_shown=*/true);
      }
      prompt_.say(Msg::score_line, {tally()});
      next = std::move(*game);
      auto again = play_again(next);
      if (!again) return finish(again.stop());
      if (!*again) return finish(std::nullopt);
    }
  }

 private:
  [[nodiscard]] std::string tally() const { return app::tally(score_, players_, prompt_.style().text); }

  // "Play again?" after `game`: yes starts a new game (true, `game` empty),
  // no stops (false); review shows the game's verdicts and undo reopens it
  // (true, `game` in play again, out of the score), or says there is
  // nothing to undo and asks again.
  Reply<bool> play_again(Game& game) {
    for (;;) {
      auto answer =
          prompt_.answer(prompt_.text(Msg::play_again_prompt), at_play_again, Command::yes, Msg::answer_yes_or_no);
      if (!answer) return answer.stop();
      if (*answer == Command::no) return false;
      if (*answer == Command::review) {
        prompt_.write(review_text(game.moves(), prompt_.style()));
      } else if (*answer == Command::undo) {
        const core::Outcome result = game.outcome();
        const auto taken = take_back(prompt_, game, players_);
        if (taken.empty()) continue;
        score_.forget(result);
        events_.reopened(game, taken, score_);
        return true;
      } else {
        game = Game{};
        events_.game_started();
        return true;
      }
    }
  }

  // Ends the session: a final score unless the tally was just shown, then
  // goodbye, or the interrupted report. Returns the exit status.
  int finish(std::optional<Stop> stop, bool tally_shown = false) {
    events_.session_over(score_);
    if (stop == Stop::output_closed) return kExitOk;
    if (stop == Stop::end_of_input || stop == Stop::interrupted) prompt_.write("\n");
    if (stop == Stop::interrupted) {
      if (prompt_.style().color) prompt_.write(kResetAttributes);
      prompt_.say(Msg::interrupted, {tally()});
      prompt_.flush();
      return kExitInterrupted;
    }
    if (score_.games() > 0 && !tally_shown) prompt_.say(Msg::final_score, {tally()});
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
