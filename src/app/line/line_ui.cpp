#include "app/line/line_ui.hpp"

#include <variant>

#include "app/flow/narration.hpp"
#include "app/flow/score.hpp"
#include "app/tables/help.hpp"
#include "app/text/layout.hpp"

namespace tictactoe::app {

namespace {

std::string glyph(core::Mark mark) { return {core::symbol(mark)}; }

}  // namespace

LineUi::LineUi(std::istream& in, std::ostream& out, const Style& style, const Environment& environment)
    : prompt_(in, out, style, environment) {}

Reply<Choice> LineUi::choose(const Menu& menu) {
  return prompt_.choose(style().text(menu.title, menu.title_args), menu.items, menu.fallback);
}

Reply<Entry> LineUi::name(core::Mark mark, const std::string& fallback) {
  return prompt_.ask(style().text(Msg::name_prompt, {glyph(mark), fallback}), at_menu);
}

// Asks until a cell or a command comes: a line that is neither is answered
// here (typing a cell, as a number or a row and a column, is the line
// face's way of naming one).
Reply<TurnInput> LineUi::move(const core::Game& game, const Players& players) {
  const std::string ask = move_prompt(style(), players, game.side_to_move());
  for (;;) {
    auto entry = prompt_.ask(ask, at_move, use_of(players.mode));
    if (!entry) return entry.stop();
    if (entry->command) return TurnInput{entry->command, 0};
    if (style().numbering.coords()) {
      if (auto cell = coords_move(*entry, players)) return *cell;
      continue;
    }
    const auto parsed = entry->too_long ? std::variant<int, InputError>(InputError::too_long)
                                        : parse_number(entry->text, Numbering::kFirstLabel, Numbering::kLastLabel);
    if (const auto* label = std::get_if<int>(&parsed)) return TurnInput{std::nullopt, style().numbering.cell(*label)};
    rejected(std::get<InputError>(parsed), entry->text, players);
  }
}

void LineUi::rejected(InputError error, const std::string& text, const Players& players) {
  const auto not_now =
      error == InputError::not_a_number ? not_now_line(style(), text, at_move, use_of(players.mode)) : std::nullopt;
  prompt_.line(not_now ? style().text(Msg::two_sentences,
                                      {*not_now, style().text(style().type_cell(), {style().type_cell_range()})})
                       : prompt_.reject(error, text, style().type_cell(), style().type_cell_range()));
}

std::optional<Reply<TurnInput>> LineUi::coords_move(const Entry& entry, const Players& players) {
  const auto parsed =
      entry.too_long ? std::variant<Coords, InputError>(InputError::too_long) : parse_coords(entry.text);
  if (const auto* error = std::get_if<InputError>(&parsed)) {
    rejected(*error, entry.text, players);
    return std::nullopt;
  }
  const auto& coords = std::get<Coords>(parsed);
  if (coords.column) return Reply<TurnInput>(TurnInput{std::nullopt, Numbering::at(coords.row, *coords.column)});
  return column_for(coords.row, players);
}

Reply<TurnInput> LineUi::column_for(int row, const Players& players) {
  const std::string ask = style().text(Msg::coords_column_prompt, {row, style().coord_range()});
  for (;;) {
    auto entry = prompt_.ask(ask, at_move, use_of(players.mode));
    if (!entry) return entry.stop();
    if (entry->command) return TurnInput{entry->command, 0};
    const auto parsed = entry->too_long ? std::variant<int, InputError>(InputError::too_long)
                                        : parse_number(entry->text, Numbering::kFirstCoord, Numbering::kLastCoord);
    if (const auto* column = std::get_if<int>(&parsed)) return TurnInput{std::nullopt, Numbering::at(row, *column)};
    const auto error = std::get<InputError>(parsed);
    const auto not_now = error == InputError::not_a_number
                             ? not_now_line(style(), entry->text, at_move, use_of(players.mode))
                             : std::nullopt;
    prompt_.line(not_now ? style().text(Msg::two_sentences,
                                        {*not_now, style().text(Msg::coords_type_column, {style().coord_range()})})
                         : prompt_.reject(error, entry->text, Msg::coords_type_column, style().coord_range()));
  }
}

Reply<Command> LineUi::play_again(const Players& players) {
  const bool swaps = players.mode != Mode::cvc;
  const std::string ask = style().text(swaps ? Msg::play_again_swap_prompt : Msg::play_again_prompt);
  return prompt_.answer(ask, at_play_again, use_of(players.mode), Command::yes,
                        play_again_answers(style(), use_of(players.mode)));
}

void LineUi::on(const Event& event) {
  std::visit(
      Overloaded{
          [&](const Started& started) {
            if (started.banner) prompt_.say(*started.banner);
          },
          [&](const NamesAsked&) { prompt_.write("\n" + style().text(Msg::names_title) + "\n"); },
          [&](const TurnBegins& begins) { turn(begins); },
          [&](const Moved& played) { moved(played); },
          [&](const Hinted& hinted) { prompt_.line(hint_line(style(), hinted.hint)); },
          [&](const CellTaken& taken) {
            prompt_.say(Msg::cell_taken, {style().cell(taken.cell), core::at(taken.game.board(), taken.cell)});
          },
          [&](const TookBack& undo) { prompt_.line(took_back_line(style(), undo.taken, undo.players)); },
          // The undo's line says it; the score comes after the game again.
          [&](const Reopened& undo) { prompt_.line(took_back_line(style(), undo.taken, undo.players)); },
          [&](const Abandoned&) { prompt_.line(style().text(Msg::game_abandoned)); },
          [&](const GameOver& over) { game_over(over); },
          [&](const Scored& told) { scored(told.news, told.score, told.players); },
          [&](const Notice& notice) { prompt_.line(style().text(notice.id, notice.args)); },
          [&](const HelpShown& shown) { help(shown); },
          [&](const NameHelpShown& shown) { name_help(shown); },
          [&](const ReviewShown& shown) { prompt_.write(review_lines(style(), shown.game, shown.players)); },
          [&](const Farewell& told) { farewell(told); },
          [&](const Remarked& remark) { prompt_.line(remark_line(style().text, remark, style().mark(remark.by))); },
          Ignore<PlayersSeated, GameStarted>{},
      },
      event);
}

// A person's turn here shows the board.
void LineUi::turn(const TurnBegins& turn) {
  const Player& mover = turn.players.at(turn.game.side_to_move());
  if (mover.kind() == core::Seat::remote) prompt_.say(Msg::net_waiting_move, {mover.name});
  if (mover.kind() != core::Seat::person) return;
  prompt_.write("\n" + render_board(turn.game.board(), style()));
}

// The computer's move, and why; between computers each move shows the board.
void LineUi::moved(const Moved& moved) {
  if (moved.by == core::Seat::remote) {
    const Player& mover = moved.players.at(core::mover_of(moved.game.moves().size() - 1));
    prompt_.say(Msg::net_friend_moved, {mover.name, style().numbering.name(moved.cell)});
  }
  if (!moved.why || moved.shown != Shown::all) return;
  prompt_.line(announcement(style(), moved.game, core::Move{moved.cell, *moved.why}, moved.players));
  if (!moved.game.is_over() && moved.players.level(moved.game.side_to_move())) {
    prompt_.write("\n" + render_board(moved.game.board(), style()));
  }
}

void LineUi::game_over(const GameOver& over) {
  if (over.shown == Shown::none) return;
  if (over.shown == Shown::all) prompt_.write("\n" + render_final_board(over.game.board(), style()));
  prompt_.line(result_line(style(), over.game, over.players));
  if (over.shown == Shown::all) prompt_.line(moves_line(style(), over.game));
}

void LineUi::help(const HelpShown& help) {
  if (help.where == at_play_again) {
    prompt_.write(play_again_help(style(), help.players.mode));
  } else {
    prompt_.write(game_help(style(), help.players.mode) + "\n" + render_board(help.game.board(), style()));
  }
}

void LineUi::name_help(const NameHelpShown& help) {
  const std::string text = style().text(Msg::name_help, {glyph(help.mark), help.fallback});
  prompt_.write(wrap(style().text(Msg::two_sentences, {text, style().text(Msg::menu_help_back)}),
                     style().width(kPlayWidth), 0, style().text.direction()));
}

void LineUi::scored(ScoreNews news, const Score& score, const Players& players) {
  const std::string told = tally(score, players, style().text);
  switch (news) {
    case ScoreNews::after_game: prompt_.say(Msg::score_line, {told}); break;
    case ScoreNews::after_rounds: prompt_.say(Msg::tally_after_rounds, {score.games(), told}); break;
    case ScoreNews::before_settings: prompt_.say(Msg::settings_score, {told}); break;
    case ScoreNews::final: prompt_.say(Msg::final_score, {told}); break;
    case ScoreNews::interrupted:
      prompt_.say(score.games() > 0 ? Msg::interrupted : Msg::interrupted_before_play, {told});
      break;
  }
}

// After end of input or Ctrl-C the cursor is after the prompt: the last
// lines start on a line of their own, in plain colours after Ctrl-C.
void LineUi::farewell(const Farewell& farewell) {
  const auto stop = farewell.stop;
  if (stop == Stop::output_closed) return;  // nothing can be shown
  // (After a prompt whose answer did not show, the prompt ends its line.)
  if (stop == Stop::interrupted && style().color) prompt_.write(kResetAttributes);
  if (farewell.news) scored(*farewell.news, farewell.score, farewell.players);
  if (farewell.replay_seed) prompt_.say(Msg::replay_seed, {std::to_string(*farewell.replay_seed)});
  if (farewell.goodbye) prompt_.say(Msg::goodbye);
  prompt_.flush();
}

int run_line_session(std::istream& in, std::ostream& out, const LineSession& session) {
  LineUi ui(in, out, session.style, session.environment);
  return run_session(Face{ui, ui, ui}, session);
}

}  // namespace tictactoe::app
