#include "app/flow/match.hpp"

namespace tictactoe::app {

using core::Game;

namespace {

void computer_turn(Ui& ui, Game& game, const Players& players, std::mt19937& rng, SessionEvents& events, Shown shown) {
  const auto move = core::choose_move(game.board(), *players.level(game.side_to_move()), rng);
  game.play(move->cell);
  ui.computer_moved(game, *move, players, shown);
  events.moved(game, core::Seat::computer);
}

// Plays `cell` for the person to move, or tells the Ui it is taken. True
// when the move was made.
bool play_cell(Ui& ui, Game& game, core::Cell cell, SessionEvents& events) {
  if (game.check(cell)) {  // in progress here, so the only reason is a taken cell
    ui.cell_taken(game, cell);
    return false;
  }
  game.play(cell);
  events.moved(game, core::Seat::person);
  return true;
}

// A person's turn: asks until a move or an undo changes the game (an undo
// with nothing to take back is told and asked again), or the person
// abandons it ("new"). Returns true when the game goes on, false when it
// is abandoned, or why the session stops.
Reply<bool> person_turn(Ui& ui, Game& game, const Players& players, SessionEvents& events) {
  ui.turn(game, players);
  for (;;) {
    auto input = ui.move(game, players);
    if (!input) return input.stop();
    if (!input->command) {
      if (play_cell(ui, game, input->cell, events)) return true;
      continue;
    }
    switch (*input->command) {
      case Command::new_game:
        ui.notice(Msg::game_abandoned, {});
        events.abandoned(game);
        return false;
      case Command::undo: {
        // With nothing to take back, the notice and the same question again
        // (the board has not changed, so the turn is not shown anew).
        const auto taken = take_back(ui, game, players);
        if (taken.empty()) break;
        events.took_back(game, taken);
        return true;
      }
      case Command::hint: {
        const core::Hint hint = core::hint(game.board());
        ui.hinted(game, hint);
        events.hinted(game.board(), hint);
        break;
      }
      default: ui.help(at_move, game, players); break;  // help: the only other command valid at the move prompt
    }
  }
}

}  // namespace

std::vector<core::TakenBack> take_back(Ui& ui, Game& game, const Players& players) {
  auto taken = game.undo(players.seats());
  if (taken.empty()) {
    ui.notice(Msg::nothing_to_undo, {});
  } else {
    ui.took_back(game, taken, players);
  }
  return taken;
}

Reply<Game> play_game(Ui& ui, const Players& players, std::mt19937& rng, SessionEvents& events, Game game,
                      Shown shown) {
  while (!game.is_over()) {
    if (const auto stop = ui.must_stop()) return *stop;
    if (players.level(game.side_to_move())) {
      computer_turn(ui, game, players, rng, events, shown);
    } else if (auto goes_on = person_turn(ui, game, players, events); !goes_on || !*goes_on) {
      if (!goes_on) return goes_on.stop();
      return game;  // abandoned, still in progress
    }
  }
  ui.game_over(game, players, shown);
  return game;
}

}  // namespace tictactoe::app
