#include "app/flow/match.hpp"

namespace tictactoe::app {

using core::Game;

namespace {

// Plays `input`'s cell for the side to move, or tells that it is taken.
// True when the move was made.
bool play_cell(const Table& table, Game& game, const TurnInput& input) {
  if (game.check(input.cell)) {  // in progress here, and seats give cells 0-8: the only reason is a taken cell
    table.tell.on(CellTaken{game, input.cell});
    return false;
  }
  const core::Seat by = table.players.at(game.side_to_move()).kind();
  game.play(input.cell);
  table.tell.on(Moved{game, table.players, table.score, by, input.cell, input.why, table.shown});
  return true;
}

// What `command`, given at the move prompt, does: true when the game goes
// on changed (an undo), false when it is abandoned ("new"), std::nullopt
// when the same seat is asked again (a hint, the help, an undo with
// nothing to take back).
std::optional<bool> give(const Table& table, Game& game, Command command) {
  if (table.partner != nullptr && one_sided(command)) {
    table.tell.on(Notice{Msg::net_one_sided, {}});
    return std::nullopt;
  }
  switch (command) {
    case Command::new_game: table.tell.on(Abandoned{game}); return false;
    case Command::undo: {
      // With nothing to take back, the notice and the same question again
      // (the board has not changed, so the turn is not told anew).
      auto taken = take_back(table.tell, game, table.players);
      if (taken.empty()) return std::nullopt;
      table.tell.on(TookBack{game, table.players, std::move(taken)});
      return true;
    }
    case Command::hint: table.tell.on(Hinted{game, core::hint(game.board())}); return std::nullopt;
    case Command::help:
    // Not valid at the move prompt (parse_command never gives them there):
    // answered as help is.
    case Command::quit:
    case Command::yes:
    case Command::no:
    case Command::review:
    case Command::swap:
    case Command::settings:
    case Command::back: break;
  }
  table.tell.on(HelpShown{at_move, game, table.players});
  return std::nullopt;
}

// One turn: the seat of the side to move is asked until a move or an undo
// changes the game, or a person abandons it ("new"). Returns true when the
// game goes on, false when it is abandoned, or why the session stops.
Reply<bool> turn(const Table& table, Game& game) {
  table.tell.on(TurnBegins{game, table.players, table.score});
  Seat& seat = *table.seats.at(table.players.index(game.side_to_move()));
  for (;;) {
    auto input = seat.move(game, table.players);
    if (!input) return input.stop();
    if (!input->command) {
      if (play_cell(table, game, *input)) return true;
    } else if (const auto goes_on = give(table, game, *input->command)) {
      return *goes_on;
    }
  }
}

}  // namespace

std::vector<core::TakenBack> take_back(EventSink& tell, Game& game, const Players& players) {
  auto taken = game.undo(players.seats());
  if (taken.empty()) tell.on(Notice{Msg::nothing_to_undo, {}});
  return taken;
}

Reply<Game> play_game(const Table& table, Game game) {
  while (!game.is_over()) {
    if (const auto stop = table.prompter.must_stop()) return *stop;
    const auto goes_on = turn(table, game);
    if (!goes_on) return goes_on.stop();
    if (!*goes_on) return game;  // abandoned, still in progress
  }
  return game;
}

}  // namespace tictactoe::app
