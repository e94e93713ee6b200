#include "app/flow/session.hpp"

#include <random>

#include "app/flow/match.hpp"
#include "app/flow/players.hpp"
#include "app/flow/score.hpp"

namespace tictactoe::app {

namespace {

using core::Game;

// One sitting at the game: the players chosen, then rounds until the
// players stop, with new players after "settings". Holds the face, the
// random generator and its seed, and the score; each game is a core::Game
// played by play_game().
class Session {
 public:
  Session(Ui& ui, const SessionSettings& settings)
      : ui_(ui),
        settings_(settings),
        events_(settings.events != nullptr ? *settings.events : no_events_),
        seed_(settings.options.seed ? *settings.options.seed : std::random_device{}()),
        rng_(seed_) {}

  int run() {
    events_.seeded(seed_);
    if (!silent()) ui_.started(banner());
    auto players = choose_players(ui_, options());
    if (!players) return finish(players.stop());
    seat(*players);
    Game next = new_game();
    for (;;) {
      auto game = play_game(ui_, players_, rng_, events_, std::move(next), shown());
      if (!game) return finish(game.stop());
      if (!game->is_over()) {  // abandoned: the same players start a new game, out of the score
        next = new_game();
        continue;
      }
      score_.record(game->outcome(), players_);
      events_.game_over(*game, score_);
      if (const auto rounds = options().rounds) {
        if (score_.games() >= *rounds) {
          ui_.scored(ScoreNews::after_rounds, score_, players_);
          return finish(std::nullopt, /*tally_shown=*/true);
        }
        if (!quiet()) ui_.scored(ScoreNews::after_game, score_, players_);
        next_round(false);
        next = new_game();
        continue;
      }
      if (!quiet()) ui_.scored(ScoreNews::after_game, score_, players_);
      next = std::move(*game);
      auto again = play_again(next);
      if (!again) return finish(again.stop());
      switch (*again) {
        case Command::no: return finish(std::nullopt);
        case Command::undo: continue;  // `next` is the game, reopened
        case Command::settings:
          if (const auto stop = new_settings()) return finish(stop);
          break;
        default: next_round(*again == Command::swap); break;  // yes, new or swap
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
    for (;;) {
      auto answer = ui_.play_again(players_);
      if (!answer) return answer;
      switch (*answer) {
        case Command::help: ui_.help(at_play_again, game, players_); break;
        case Command::review: ui_.review(game, players_); break;
        case Command::undo:
          if (reopen(game)) return answer;
          break;
        default: return answer;  // yes, new, no, swap, settings
      }
    }
  }

  // Undo at "Play again?": takes the last move of `game` back (and the
  // computer's reply) and the game out of the score. False when there was
  // nothing to take back.
  bool reopen(Game& game) {
    const core::Outcome result = game.outcome();
    const auto taken = take_back(ui_, game, players_);
    if (taken.empty()) return false;
    score_.forget(result, players_);
    events_.reopened(game, taken, score_);
    ui_.scored(ScoreNews::reopened, score_, players_);
    return true;
  }

  // "settings": the score so far, then every menu, its defaults the
  // players as they are.
  std::optional<Stop> new_settings() {
    ui_.scored(ScoreNews::before_settings, score_, players_);
    auto players = choose_players(ui_, Options{}, choices_of(players_));
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
    Farewell farewell{.stop = stop, .score = std::nullopt, .replay_seed = std::nullopt, .goodbye = !silent()};
    if (stop == Stop::interrupted) {
      farewell.score = ScoreNews::interrupted;
    } else if (score_.games() > 0 && !tally_shown) {
      farewell.score = ScoreNews::final;
    }
    // Without --seed, the seed the computer's choices came from, once it
    // has drawn from it (a generator still as seeded has chosen nothing).
    const bool drew = rng_ != std::mt19937(seed_);
    if (drew && !options().seed && !silent()) farewell.replay_seed = seed_;
    if (stop == Stop::interrupted || stop == Stop::read_error) farewell.goodbye = false;
    ui_.farewell(farewell, score_, players_);
    if (stop == Stop::interrupted) return kExitInterrupted;
    return stop == Stop::read_error ? kExitInputError : kExitOk;
  }

  Ui& ui_;
  const SessionSettings& settings_;
  SessionEvents no_events_;
  SessionEvents& events_;
  std::uint32_t seed_;
  std::mt19937 rng_;
  Players players_;
  Score score_;
};

}  // namespace

int run_session(Ui& ui, const SessionSettings& settings) { return Session(ui, settings).run(); }

}  // namespace tictactoe::app
