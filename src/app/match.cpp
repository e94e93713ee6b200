#include "match.hpp"

#include "help.hpp"

namespace tictactoe::app {

using core::Game;
using core::Mark;

namespace {

void computer_turn(Prompt& prompt, Game& game, core::Difficulty level, std::mt19937& rng, SessionEvents& events) {
  const auto move = core::choose_move(game.board(), level, rng);
  const Mark side = game.side_to_move();
  prompt.say(Msg::computer_plays,
             {core::symbol(side), prompt.style().numbering.label(move->cell), prompt.text(message_for(move->rule))});
  game.play(move->cell);
  events.moved(game, core::Seat::computer);
}

void give_hint(Prompt& prompt, const Game& game, SessionEvents& events) {
  const core::Hint hint = core::hint(game.board());
  const int label = prompt.style().numbering.label(hint.cell);
  switch (hint.value) {
    case core::Value::win: prompt.say(Msg::hint_win, {label}); break;
    case core::Value::draw: prompt.say(Msg::hint_draw, {label}); break;
    case core::Value::loss: prompt.say(Msg::hint_loss, {label}); break;
  }
  events.hinted(game.board(), hint);
}

void undo(Prompt& prompt, Game& game, const Players& players, SessionEvents& events) {
  const auto taken = game.undo(players.seats());
  if (taken.empty()) {
    prompt.say(Msg::nothing_to_undo);
    return;
  }
  prompt.say(taken.size() == 1 ? Msg::took_back_move : Msg::took_back_move_and_reply);
  events.took_back(game, taken);
}

// Plays the cell a person typed, or says why it cannot be played. True when
// the move was made.
bool try_move(Prompt& prompt, Game& game, const Entry& entry, SessionEvents& events) {
  const Numbering& numbering = prompt.style().numbering;
  const auto parsed = entry.too_long ? std::variant<int, InputError>(InputError::too_long)
                                     : parse_number(entry.text, Numbering::kFirstLabel, Numbering::kLastLabel);
  if (const auto* error = std::get_if<InputError>(&parsed)) {
    prompt.write(prompt.reject(*error, entry.text, Msg::type_cell, Numbering::range()) + "\n");
    return false;
  }
  const int label = std::get<int>(parsed);
  const core::Cell cell = numbering.cell(label);
  if (game.check(cell)) {  // in progress here, so the only reason is a taken cell
    prompt.say(Msg::cell_taken, {label, core::at(game.board(), cell)});
    return false;
  }
  game.play(cell);
  events.moved(game, core::Seat::person);
  return true;
}

// A person's turn: the board, then lines until a move or an undo changes
// the game. Returns why the session stops, if it does.
std::optional<Stop> person_turn(Prompt& prompt, Game& game, const Players& players, SessionEvents& events) {
  const Style& style = prompt.style();
  prompt.write("\n" + render_board(game.board(), style));
  const std::string ask = prompt.text(Msg::move_prompt, {core::symbol(game.side_to_move()), Numbering::range()});
  for (;;) {
    auto entry = prompt.ask(ask, at_move);
    if (!entry) return entry.stop();
    if (entry->command == Command::undo) {
      undo(prompt, game, players, events);
      return std::nullopt;
    }
    if (entry->command == Command::hint) {
      give_hint(prompt, game, events);
    } else if (entry->command == Command::help) {
      prompt.write(game_help(style) + "\n" + render_board(game.board(), style));
    } else if (try_move(prompt, game, *entry, events)) {
      return std::nullopt;
    }
  }
}

// The final board, the result line and the move record.
void announce(Prompt& prompt, const Game& game, const Players& players) {
  const Style& style = prompt.style();
  prompt.write("\n" + render_final_board(game.board(), style));
  if (const auto win = core::find_win(game.board())) {
    const char glyph = core::symbol(win->mark);
    const std::string cells = win_cells(game.board(), style);
    switch (role(players, win->mark)) {
      case Role::person: prompt.say(Msg::result_win, {glyph, cells}); break;
      case Role::you: prompt.say(Msg::result_win_you, {glyph, cells}); break;
      case Role::computer: prompt.say(Msg::result_win_computer, {glyph, cells}); break;
      case Role::level:
        prompt.say(Msg::result_win_level, {glyph, prompt.text(message_for(*players.level(win->mark))), cells});
        break;
    }
  } else {
    prompt.say(Msg::result_tie);
  }
  std::string record;
  for (const core::Cell cell : game.moves())
    record += (record.empty() ? "" : " ") + std::to_string(style.numbering.label(cell));
  prompt.say(Msg::moves_record, {record});
}

}  // namespace

Reply<Game> play_game(Prompt& prompt, const Players& players, std::mt19937& rng, SessionEvents& events) {
  Game game;
  events.game_started();
  while (!game.is_over()) {
    if (const auto stop = prompt.must_stop()) return *stop;
    if (const auto level = players.level(game.side_to_move())) {
      computer_turn(prompt, game, *level, rng, events);
    } else if (const auto stop = person_turn(prompt, game, players, events)) {
      return *stop;
    }
  }
  announce(prompt, game, players);
  return game;
}

}  // namespace tictactoe::app
