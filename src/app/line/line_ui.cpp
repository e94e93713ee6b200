#include "app/line/line_ui.hpp"

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

void LineUi::asking_names() { prompt_.write("\n" + style().text(Msg::names_title) + "\n"); }

void LineUi::turn(const core::Game& game, const Players& /*players*/) {
  prompt_.write("\n" + render_board(game.board(), style()));
}

void LineUi::computer_moved(const core::Game& game, const core::Move& move, const Players& players, Shown shown) {
  if (shown != Shown::all) return;
  prompt_.line(announcement(style(), game, move, players));
  // A person's turn shows the board; between computers each move shows it.
  if (!game.is_over() && players.level(game.side_to_move())) {
    prompt_.write("\n" + render_board(game.board(), style()));
  }
}

void LineUi::hinted(const core::Game& /*game*/, const core::Hint& hint) { prompt_.line(hint_line(style(), hint)); }

void LineUi::cell_taken(const core::Game& game, core::Cell cell) {
  prompt_.say(Msg::cell_taken, {style().numbering.name(cell), core::at(game.board(), cell)});
}

void LineUi::took_back(const core::Game& /*game*/, const std::vector<core::TakenBack>& taken, const Players& players) {
  prompt_.line(took_back_line(style(), taken, players));
}

void LineUi::game_over(const core::Game& game, const Players& players, Shown shown) {
  if (shown == Shown::none) return;
  if (shown == Shown::all) prompt_.write("\n" + render_final_board(game.board(), style()));
  prompt_.line(result_line(style(), game, players));
  if (shown == Shown::all) prompt_.line(moves_line(style(), game));
}

void LineUi::help(Where where, const core::Game& game, const Players& players) {
  if (where == at_play_again) {
    prompt_.write(play_again_help(style(), players.mode));
  } else {
    prompt_.write(game_help(style(), players.mode) + "\n" + render_board(game.board(), style()));
  }
}

void LineUi::name_help(core::Mark mark, const std::string& fallback) {
  const std::string help = style().text(Msg::name_help, {glyph(mark), fallback});
  prompt_.write(wrap(style().text(Msg::two_sentences, {help, style().text(Msg::menu_help_back)}),
                     style().width(kPlayWidth), 0, style().text.direction()));
}

void LineUi::review(const core::Game& game, const Players& players) {
  prompt_.write(review_lines(style(), game, players));
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
    case ScoreNews::reopened: break;  // the undo's line says it; the score comes after the game again
  }
}

// After end of input or Ctrl-C the cursor is after the prompt: the last
// lines start on a line of their own, in plain colours after Ctrl-C.
void LineUi::farewell(const Farewell& farewell, const Score& score, const Players& players) {
  const auto stop = farewell.stop;
  // (After a prompt whose answer did not show, the prompt ends its line.)
  if (stop == Stop::interrupted && style().color) prompt_.write(kResetAttributes);
  if (farewell.score) scored(*farewell.score, score, players);
  if (farewell.replay_seed) prompt_.say(Msg::replay_seed, {std::to_string(*farewell.replay_seed)});
  if (farewell.goodbye) prompt_.say(Msg::goodbye);
  prompt_.flush();
}

int run_line_session(std::istream& in, std::ostream& out, const LineSession& session) {
  LineUi ui(in, out, session.style, session.environment);
  return run_session(ui, SessionSettings{.options = session.options, .events = session.events});
}

}  // namespace tictactoe::app
