#include "app/flow/match.hpp"

#include "app/flow/score.hpp"
#include "app/tables/help.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

using core::Game;
using core::Mark;

namespace {

// "O plays 5 (center)", or for a trap "O plays 1 (sets a trap: 4 of your 6
// replies lose)".
std::string announcement(const Prompt& prompt, const Game& game, const core::Move& move, const Players& players) {
  const Mark side = game.side_to_move();
  const char mark = core::symbol(side);
  const int label = prompt.style().numbering.label(move.cell);
  if (move.rule != core::Rule::trap) {
    return prompt.text(Msg::computer_plays, {mark, label, prompt.text(message_for(move.rule))});
  }
  // A trap is set in a drawn position, where the replies that give value
  // away are exactly those that lose.
  const core::BadMoves replies = core::bad_moves(core::play(game.board(), move.cell));
  const Mark them = core::opponent(side);
  if (role(players, them) == Role::you) {
    return prompt.text(Msg::computer_plays_trap_you, {mark, label, replies.bad, replies.total});
  }
  return prompt.text(Msg::computer_plays_trap_mark, {mark, label, replies.bad, replies.total, core::symbol(them)});
}

void computer_turn(Prompt& prompt, Game& game, const Players& players, std::mt19937& rng, SessionEvents& events,
                   bool quiet) {
  const Style& style = prompt.style();
  const auto move = core::choose_move(game.board(), *players.level(game.side_to_move()), rng);
  if (!quiet) prompt.line(announcement(prompt, game, *move, players));
  game.play(move->cell);
  events.moved(game, core::Seat::computer);
  // A person's turn shows the board; between computers each move shows it.
  if (!quiet && !game.is_over() && players.level(game.side_to_move())) {
    prompt.write("\n" + render_board(game.board(), style));
  }
}

void give_hint(Prompt& prompt, const Game& game, SessionEvents& events) {
  const core::Hint hint = core::hint(game.board());
  const std::string cells = or_list(prompt.style().numbering.labels(hint.named), prompt.style().text);
  const std::size_t count = hint.named.size();
  if (hint.wins_now) {
    prompt.say(Msg::hint_win_now, {cells, count});
  } else {
    switch (hint.value) {
      case core::Value::win: prompt.say(Msg::hint_win, {cells}); break;
      case core::Value::draw: prompt.say(Msg::hint_draw, {cells}); break;
      case core::Value::loss: prompt.say(Msg::hint_loss, {cells, count}); break;
    }
  }
  events.hinted(game.board(), hint);
}

void undo(Prompt& prompt, Game& game, const Players& players, SessionEvents& events) {
  const auto taken = take_back(prompt, game, players);
  if (!taken.empty()) events.took_back(game, taken);
}

// Plays the cell a person typed, or says why it cannot be played. True when
// the move was made.
bool try_move(Prompt& prompt, Game& game, const Entry& entry, SessionEvents& events) {
  const Numbering& numbering = prompt.style().numbering;
  const auto parsed = entry.too_long ? std::variant<int, InputError>(InputError::too_long)
                                     : parse_number(entry.text, Numbering::kFirstLabel, Numbering::kLastLabel);
  if (const auto* error = std::get_if<InputError>(&parsed)) {
    prompt.line(prompt.reject(*error, entry.text, Msg::type_cell, prompt.style().cell_range()));
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

// "X to move (1-9): ", or with a name "Ann (X) to move (1-9): ".
std::string move_prompt(const Prompt& prompt, const Players& players, Mark side) {
  const char glyph = core::symbol(side);
  const std::string name = name_of(players, side);
  const std::string range = prompt.style().cell_range();
  if (name == std::string(1, glyph)) return prompt.text(Msg::move_prompt, {glyph, range});
  return prompt.text(Msg::move_prompt_named, {name, glyph, range});
}

// A person's turn: the board, then lines until a move or an undo changes
// the game. Returns why the session stops, if it does.
std::optional<Stop> person_turn(Prompt& prompt, Game& game, const Players& players, SessionEvents& events) {
  const Style& style = prompt.style();
  prompt.write("\n" + render_board(game.board(), style));
  const std::string ask = move_prompt(prompt, players, game.side_to_move());
  for (;;) {
    auto entry = prompt.ask(ask, at_move, use_of(players.mode));
    if (!entry) return entry.stop();
    if (entry->command == Command::undo) {
      undo(prompt, game, players, events);
      return std::nullopt;
    }
    if (entry->command == Command::hint) {
      give_hint(prompt, game, events);
    } else if (entry->command == Command::help) {
      prompt.write(game_help(style, players.mode) + "\n" + render_board(game.board(), style));
    } else if (try_move(prompt, game, *entry, events)) {
      return std::nullopt;
    }
  }
}

// The winner between people, as the result line names them: the name, or
// for a name that is itself a mark (unnamed players after a swap: the
// player called O playing X) the name with the mark it won with, as the
// score writes it: "O (X) wins! (cells 1-2-3)", not "O wins!" on X's line.
std::string winner(const Players& players, Mark mark, const Catalogue& text) {
  const std::string& name = players.at(mark).name;
  const auto named_mark = mark_named(name);
  return named_mark && *named_mark != mark ? text(Msg::player_named, {name, core::symbol(mark)}) : name;
}

// The result line: who won and on which cells, or the tie.
void say_result(Prompt& prompt, const Game& game, const Players& players) {
  const auto win = core::find_win(game.board());
  if (!win) {
    prompt.say(Msg::result_tie);
    return;
  }
  const char glyph = core::symbol(win->mark);
  const std::string cells = win_cells(game.board(), prompt.style());
  switch (role(players, win->mark)) {
    case Role::person: prompt.say(Msg::result_win, {winner(players, win->mark, prompt.style().text), cells}); break;
    case Role::you: prompt.say(Msg::result_win_you, {glyph, cells}); break;
    case Role::computer: prompt.say(Msg::result_win_computer, {glyph, cells}); break;
    case Role::level:
      prompt.say(Msg::result_win_level, {glyph, prompt.text(message_for(*players.level(win->mark))), cells});
      break;
  }
}

// The final board, the result line and the move record, as far as shown.
void announce(Prompt& prompt, const Game& game, const Players& players, Shown shown) {
  const Style& style = prompt.style();
  if (shown == Shown::none) return;
  if (shown == Shown::all) prompt.write("\n" + render_final_board(game.board(), style));
  say_result(prompt, game, players);
  if (shown == Shown::result) return;
  std::string record;
  for (const core::Cell cell : game.moves())
    record += (record.empty() ? "" : " ") + std::to_string(style.numbering.label(cell));
  prompt.say(Msg::moves_record, {record});
}

}  // namespace

std::vector<core::TakenBack> take_back(Prompt& prompt, Game& game, const Players& players) {
  auto taken = game.undo(players.seats());
  if (taken.empty()) {
    prompt.say(Msg::nothing_to_undo);
    return taken;
  }
  const auto label = [&](const core::TakenBack& move) { return prompt.style().numbering.label(move.cell); };
  const core::TakenBack& own = taken.back();  // a person's: undo stops once it has taken one back
  const bool yours = role(players, own.mark) == Role::you;
  const std::string name = name_of(players, own.mark);
  if (taken.size() == 1 && yours) {
    prompt.say(Msg::took_back_your_move, {label(own)});
  } else if (taken.size() == 1) {
    prompt.say(Msg::took_back_player, {name, label(own)});
  } else if (yours) {  // the computer's reply came after that move
    prompt.say(Msg::took_back_move_and_reply, {label(own), label(taken.front())});
  } else {
    prompt.say(Msg::took_back_named_move_and_reply, {name, label(own), label(taken.front())});
  }
  return taken;
}

Reply<Game> play_game(Prompt& prompt, const Players& players, std::mt19937& rng, SessionEvents& events, Game game,
                      Shown shown) {
  while (!game.is_over()) {
    if (const auto stop = prompt.must_stop()) return *stop;
    if (players.level(game.side_to_move())) {
      computer_turn(prompt, game, players, rng, events, shown != Shown::all);
    } else if (const auto stop = person_turn(prompt, game, players, events)) {
      return *stop;
    }
  }
  announce(prompt, game, players, shown);
  return game;
}

}  // namespace tictactoe::app
