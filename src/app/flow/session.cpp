#include "app/flow/session.hpp"

#include <array>
#include <cassert>
#include <random>
#include <variant>

#include "app/flow/computer_seat.hpp"
#include "app/flow/match.hpp"
#include "app/flow/players.hpp"
#include "app/flow/remarks.hpp"
#include "app/flow/score.hpp"

namespace tictactoe::app {

namespace {

using core::Game;

// Tells every event to the face, then to the session's other sinks; then
// what the computer remarks on it, if it speaks, as events of their own.
class Broadcast final : public EventSink {
 public:
  Broadcast(EventSink& face, const std::vector<EventSink*>& others, std::optional<Remarker> remarker)
      : face_(face), others_(others), remarker_(std::move(remarker)) {}

  void on(const Event& event) override {
    face_.on(event);
    for (EventSink* sink : others_) sink->on(event);
    if (!remarker_) return;
    for (Remarked& remark : remarker_->after(event)) on(Event{std::move(remark)});
  }

 private:
  EventSink& face_;
  const std::vector<EventSink*>& others_;
  std::optional<Remarker> remarker_;
};

// The remarks of a session seeded with `seed`: none with --no-remarks or
// --quiet.
std::optional<Remarker> remarker_for(const SessionSettings& settings, std::uint32_t seed) {
  if (settings.options.no_remarks || settings.options.quiet) return std::nullopt;
  return Remarker(seed, settings.past);
}

// One sitting at the game: the players chosen, then rounds until the
// players stop, with new players after "settings". Holds the face, the
// players' seats, the random generator and its seed, and the score; each
// game is a core::Game played by play_game().
class Session {
 public:
  Session(const Face& face, const SessionSettings& settings)
      : face_(face),
        settings_(settings),
        seed_(settings.options.seed ? *settings.options.seed : std::random_device{}()),
        tell_(face.sink, settings.sinks, remarker_for(settings, seed_)),
        rng_(seed_) {}

  int run() {
    tell_.on(Started{seed_, silent() ? std::nullopt : std::optional(banner())});
    auto players = settings_.players ? Reply<Players>(*settings_.players) : first_players();
    if (!players) return finish(players.stop());
    seat(*players);
    Game next = new_game();
    for (;;) {
      auto game = play_game(table(), std::move(next));
      if (!game) return finish(game.stop());
      if (!game->is_over()) {  // abandoned: the same players start a new game, out of the score
        next = new_game();
        continue;
      }
      auto after = after_game(std::move(*game));
      if (const int* status = std::get_if<int>(&after)) return *status;
      next = std::move(std::get<Game>(after));
    }
  }

 private:
  [[nodiscard]] const GameSettings& options() const { return settings_.options; }
  // The mode known before the menus: the players', when given, or --mode.
  [[nodiscard]] std::optional<Mode> mode_given() const {
    return settings_.players ? std::optional(settings_.players->mode) : options().mode;
  }
  // --quiet applies between computers only: to their games, and with the
  // mode given, to the whole session (no banner, seed or goodbye).
  [[nodiscard]] bool quiet() const { return options().quiet && players_.mode == Mode::cvc; }
  [[nodiscard]] bool silent() const { return options().quiet && mode_given() == Mode::cvc; }
  [[nodiscard]] Shown shown() const {
    if (!quiet()) return Shown::all;
    return options().rounds ? Shown::none : Shown::result;
  }
  // The banner for what is coming: menus, people playing, or computers.
  [[nodiscard]] Msg banner() const {
    if (!mode_given()) return Msg::banner_menu;
    return *mode_given() == Mode::cvc ? Msg::banner_watch : Msg::banner;
  }
  // The players the options name and the menus choose; the options given
  // that the mode chosen at the menu makes pointless are said.
  Reply<Players> first_players() {
    return choose_players(face_.prompter, tell_, options(), standard_choices(), [&](Mode mode) {
      if (const auto& notice = settings_.unused.at(static_cast<std::size_t>(mode))) tell_.on(*notice);
    });
  }
  [[nodiscard]] Table table() {
    return Table{tell_, face_.prompter, players_, seats_, score_, shown(), settings_.partner};
  }

  // New players, with a new score, each at their seat.
  void seat(const Players& players) {
    players_ = players;
    score_ = Score{};
    for (std::size_t i = 0; i < seats_.size(); ++i) seats_.at(i) = seat_of(players_.roster.at(i), computers_.at(i));
    tell_.on(PlayersSeated{players_});
  }

  // The seat that asks `player` for moves (`computer` holds the computer's).
  Seat* seat_of(const Player& player, std::optional<ComputerSeat>& computer) {
    switch (player.kind()) {
      case core::Seat::person: return &face_.person;
      case core::Seat::computer: computer.emplace(*player.level, rng_); return &*computer;
      case core::Seat::remote: assert(settings_.remote != nullptr && "a remote player needs the remote seat"); break;
    }
    return settings_.remote;
  }

  // The next game: started by the other player after "swap", and after
  // every game with --alternate (between people or against the computer).
  void next_round(bool swap) {
    if ((swap || options().alternate) && players_.mode != Mode::cvc) players_.swapped = !players_.swapped;
  }

  // A new game on the empty board, told.
  Game new_game() {
    tell_.on(GameStarted{players_, score_});
    return Game{};
  }

  // After `game` (finished): it is scored and told; then, with --rounds,
  // the next round or the tally, else "Play again?". Returns the next game
  // (a new one, or `game` reopened), or the session's exit status.
  std::variant<Game, int> after_game(Game game) {
    score_.record(game.outcome(), players_);
    tell_.on(GameOver{game, players_, score_, seed_, shown()});
    if (const auto rounds = options().rounds) {
      if (score_.games() >= *rounds) {
        tell_.on(Scored{ScoreNews::after_rounds, score_, players_});
        return finish(std::nullopt, /*tally_shown=*/true);
      }
      if (!quiet()) tell_.on(Scored{ScoreNews::after_game, score_, players_});
      next_round(false);
      return new_game();
    }
    if (!quiet()) tell_.on(Scored{ScoreNews::after_game, score_, players_});
    auto again = play_again(game);
    if (again && settings_.partner != nullptr) again = agreed(*again);
    if (!again) return finish(again.stop());
    return answered(*again, std::move(game));
  }

  // What the answer at "Play again?" after `game` leads to: the next game
  // (`game` itself when undo reopened it), or the exit status.
  std::variant<Game, int> answered(Command answer, Game game) {
    switch (answer) {
      case Command::no: return finish(std::nullopt);
      case Command::undo: return game;  // reopened, out of the score
      case Command::settings:
        if (const auto stop = new_settings()) return finish(stop);
        return new_game();
      case Command::swap: next_round(true); return new_game();
      case Command::yes:
      case Command::new_game:
      // Never the answer (quit stops; help and review are answered at the
      // question; hint and back are not valid there): as yes.
      case Command::quit:
      case Command::help:
      case Command::review:
      case Command::hint:
      case Command::back: break;
    }
    next_round(false);
    return new_game();
  }

  // "Play again?" after `game` until an answer that ends it: yes, new, no,
  // swap or settings; or undo, which reopens `game` (out of the score).
  // Help, review, and an undo with nothing to take back answer and ask
  // again.
  Reply<Command> play_again(Game& game) {
    for (;;) {
      auto answer = face_.prompter.play_again(players_);
      if (!answer) return answer;
      if (settings_.partner != nullptr && one_sided(*answer) && *answer != Command::new_game) {
        tell_.on(Notice{Msg::net_one_sided, {}});
        continue;
      }
      switch (*answer) {
        case Command::help: tell_.on(HelpShown{at_play_again, game, players_}); break;
        case Command::review: tell_.on(ReviewShown{game, players_}); break;
        case Command::undo:
          if (reopen(game)) return answer;
          break;
        case Command::yes:
        case Command::new_game:
        case Command::no:
        case Command::swap:
        case Command::settings:
        // Never given here (quit stops; hint and back are not valid here).
        case Command::quit:
        case Command::hint:
        case Command::back: return answer;
      }
    }
  }

  // The answer at "Play again?" with the partner's: yes when both say yes,
  // no when either says no (told when it is theirs).
  Reply<Command> agreed(Command answer) {
    const bool yes = answer != Command::no;
    const auto other = [&]() -> const Player& {
      return players_.roster[0].remote ? players_.roster[0] : players_.roster[1];
    };
    if (yes) tell_.on(Notice{Msg::net_waiting_answer, {other().name}});
    const auto both = settings_.partner->again(yes);
    if (!both) return both.stop();
    if (yes && !*both) tell_.on(Notice{Msg::net_friend_declined, {other().name}});
    return *both ? Command::yes : Command::no;
  }

  // Undo at "Play again?": takes the last move of `game` back (and the
  // computer's reply) and the game out of the score. False when there was
  // nothing to take back.
  bool reopen(Game& game) {
    const core::Outcome result = game.outcome();
    auto taken = take_back(tell_, game, players_);
    if (taken.empty()) return false;
    score_.forget(result, players_);
    tell_.on(Reopened{game, players_, std::move(taken), score_});
    return true;
  }

  // "settings": the score so far, then every menu, its defaults the
  // players as they are.
  std::optional<Stop> new_settings() {
    tell_.on(Scored{ScoreNews::before_settings, score_, players_});
    auto players = choose_players(face_.prompter, tell_, GameSettings{}, choices_of(players_));
    if (!players) return players.stop();
    seat(*players);
    return std::nullopt;
  }

  // Ends the session: a final score unless the tally was just shown, the
  // seed to replay it, then goodbye; or the interrupted report (with the
  // score once a game was played); nothing with the output closed. Returns
  // the exit status.
  int finish(std::optional<Stop> stop, bool tally_shown = false) {
    Farewell farewell{.stop = stop,
                      .news = std::nullopt,
                      .replay_seed = std::nullopt,
                      .goodbye = !silent() && stop != Stop::output_closed,
                      .score = score_,
                      .players = players_};
    if (stop == Stop::interrupted) {
      farewell.news = ScoreNews::interrupted;
    } else if (score_.games() > 0 && !tally_shown && stop != Stop::output_closed) {
      farewell.news = ScoreNews::final;
    }
    // Without --seed, the seed the computer's choices came from, once it
    // has drawn from it (a generator still as seeded has chosen nothing).
    const bool drew = rng_ != std::mt19937(seed_);
    if (drew && !options().seed && !silent() && stop != Stop::output_closed) farewell.replay_seed = seed_;
    if (stop == Stop::interrupted || stop == Stop::read_error) farewell.goodbye = false;
    tell_.on(farewell);
    if (stop == Stop::interrupted) return kExitInterrupted;
    return stop == Stop::read_error ? kExitInputError : kExitOk;
  }

  const Face& face_;
  const SessionSettings& settings_;
  std::uint32_t seed_;
  Broadcast tell_;
  std::mt19937 rng_;
  Players players_;
  std::array<Seat*, 2> seats_{};
  std::array<std::optional<ComputerSeat>, 2> computers_;
  Score score_;
};

}  // namespace

int run_session(const Face& face, const SessionSettings& settings) { return Session(face, settings).run(); }

}  // namespace tictactoe::app
