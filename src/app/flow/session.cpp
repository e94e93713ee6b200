#include "app/flow/session.hpp"

#include <istream>
#include <ostream>
#include <random>

#include "app/flow/match.hpp"
#include "app/flow/players.hpp"
#include "app/flow/score.hpp"
#include "app/line/prompt.hpp"
#include "app/tables/help.hpp"
#include "app/text/review.hpp"

namespace tictactoe::app {

namespace {

using core::Game;

// One sitting at the game: the players chosen, then rounds until the
// players stop, with new players after "settings". Holds the prompt, the
// random generator and its seed, and the score; each game is a core::Game
// played by play_game().
class Session {
 public:
  Session(std::istream& in, std::ostream& out, const SessionSettings& settings)
      : prompt_(in, out, settings.style,
                PromptHooks{settings.interrupted, settings.input_error, settings.showing_prompt, settings.columns}),
        settings_(settings),
        events_(settings.events != nullptr ? *settings.events : no_events_),
        seed_(settings.options.seed ? *settings.options.seed : std::random_device{}()),
        rng_(seed_) {}

  int run() {
    events_.seeded(seed_);
    if (!silent()) prompt_.say(banner());
    auto players = choose_players(prompt_, options());
    if (!players) return finish(players.stop());
    seat(*players);
    Game next = new_game();
    for (;;) {
      auto game = play_game(prompt_, players_, rng_, events_, std::move(next), shown());
      if (!game) return finish(game.stop());
      score_.record(game->outcome(), players_);
      events_.game_over(*game, score_);
      if (const auto rounds = options().rounds) {
        if (score_.games() >= *rounds) {
          prompt_.say(Msg::tally_after_rounds, {score_.games(), tally()});
          return finish(std::nullopt, /*tally_shown=*/true);
        }
        if (!quiet()) prompt_.say(Msg::score_line, {tally()});
        next_round(false);
        next = new_game();
        continue;
      }
      if (!quiet()) prompt_.say(Msg::score_line, {tally()});
      next = std::move(*game);
      auto again = play_again(next);
      if (!again) return finish(again.stop());
      if (*again == Command::no) return finish(std::nullopt);
      if (*again == Command::undo) continue;  // `next` is the game, reopened
      if (*again != Command::settings) {
        next_round(*again == Command::swap);
      } else if (const auto stop = new_settings()) {
        return finish(stop);
      }
      next = new_game();
    }
  }

 private:
  [[nodiscard]] const Options& options() const { return settings_.options; }
  // --quiet applies between computers only: to their games, and with the
  // mode given, to the whole session (no banner, seed or goodbye).
  [[nodiscard]] bool quiet() const { return options().quiet && players_.mode == Mode::cvc; }
  [[nodiscard]] bool silent() const { return options().quiet && options().mode == Mode::cvc; }
  [[nodiscard]] Shown shown() const {
    if (!quiet()) return Shown::all;
    return options().rounds ? Shown::none : Shown::result;
  }
  [[nodiscard]] std::string tally() const { return app::tally(score_, players_, prompt_.style().text); }

  // The banner for what is coming: menus, people playing, or computers.
  [[nodiscard]] Msg banner() const {
    if (!options().mode) return Msg::banner_menu;
    return *options().mode == Mode::cvc ? Msg::banner_watch : Msg::banner;
  }

  // New players, with a new score.
  void seat(const Players& players) {
    players_ = players;
    score_ = Score{};
    events_.players_chosen(players_);
  }

  // The next game: started by the other player after "swap", and after
  // every game with --alternate (between people or against the computer).
  void next_round(bool swap) {
    if ((swap || options().alternate) && players_.mode != Mode::cvc) players_.swapped = !players_.swapped;
  }

  // A new game on the empty board, reported to the events.
  Game new_game() {
    events_.game_started(players_);
    return Game{};
  }

  // "Play again?" after `game` until an answer that ends it: yes, no, swap
  // or settings; or undo, which reopens `game` (out of the score). Help,
  // review, and an undo with nothing to take back answer and ask again.
  Reply<Command> play_again(Game& game) {
    const bool swaps = players_.mode != Mode::cvc;
    const std::string ask = prompt_.text(swaps ? Msg::play_again_swap_prompt : Msg::play_again_prompt);
    for (;;) {
      auto answer = prompt_.answer(ask, at_play_again, use_of(players_.mode), Command::yes,
                                   swaps ? Msg::answer_yes_no_swap : Msg::answer_yes_or_no);
      if (!answer) return answer;
      if (*answer == Command::help) {
        prompt_.write(play_again_help(prompt_.style(), players_.mode));
      } else if (*answer == Command::review) {
        prompt_.write(review_text(game.moves(), prompt_.style()));
      } else if (*answer != Command::undo || reopen(game)) {
        return answer;
      }
    }
  }

  // Undo at "Play again?": takes the last move of `game` back (and the
  // computer's reply) and the game out of the score. False when there was
  // nothing to take back.
  bool reopen(Game& game) {
    const core::Outcome result = game.outcome();
    const auto taken = take_back(prompt_, game, players_);
    if (taken.empty()) return false;
    score_.forget(result, players_);
    events_.reopened(game, taken, score_);
    return true;
  }

  // "settings": the score so far, then every menu, its defaults the
  // players as they are.
  std::optional<Stop> new_settings() {
    prompt_.say(Msg::settings_score, {tally()});
    auto players = choose_players(prompt_, Options{}, choices_of(players_));
    if (!players) return players.stop();
    seat(*players);
    return std::nullopt;
  }

  // Ends the session: a final score unless the tally was just shown, the
  // seed to replay it, then goodbye; or the interrupted report (with the
  // score once a game was played). Returns the exit status.
  int finish(std::optional<Stop> stop, bool tally_shown = false) {
    events_.session_over(score_);
    if (stop == Stop::output_closed) return kExitOk;
    if (stop == Stop::end_of_input || stop == Stop::interrupted || stop == Stop::read_error) prompt_.write("\n");
    if (stop == Stop::interrupted && prompt_.style().color) prompt_.write(kResetAttributes);
    if (stop == Stop::interrupted) {
      prompt_.say(score_.games() > 0 ? Msg::interrupted : Msg::interrupted_before_play, {tally()});
    } else if (score_.games() > 0 && !tally_shown) {
      prompt_.say(Msg::final_score, {tally()});
    }
    // Without --seed, the seed the computer's choices came from, once it
    // has drawn from it (a generator still as seeded has chosen nothing).
    const bool drew = rng_ != std::mt19937(seed_);
    if (drew && !options().seed && !silent()) prompt_.say(Msg::replay_seed, {std::to_string(seed_)});
    if (stop != Stop::interrupted && stop != Stop::read_error && !silent()) prompt_.say(Msg::goodbye);
    prompt_.flush();
    if (stop == Stop::interrupted) return kExitInterrupted;
    return stop == Stop::read_error ? kExitInputError : kExitOk;
  }

  Prompt prompt_;
  const SessionSettings& settings_;
  SessionEvents no_events_;
  SessionEvents& events_;
  std::uint32_t seed_;
  std::mt19937 rng_;
  Players players_;
  Score score_;
};

}  // namespace

int run_session(std::istream& in, std::ostream& out, const SessionSettings& settings) {
  return Session(in, out, settings).run();
}

}  // namespace tictactoe::app
