#include "app/flow/narration.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "app/flow/score.hpp"
#include "app/tables/commands.hpp"
#include "app/text/input.hpp"
#include "app/text/layout.hpp"
#include "app/text/review.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

using core::Game;
using core::Mark;

namespace {

// The winner between people, as the result line names them: the name, or
// for a name that is itself a mark (unnamed players after a swap: the
// player called O playing X) the name with the mark it won with, as the
// score writes it: "O (X) wins! (cells 1-2-3)", not "O wins!" on X's line.
std::string winner(const Players& players, Mark mark, const Catalogue& text) {
  const std::string& name = players.at(mark).name;
  const auto named_mark = mark_named(name);
  return named_mark && *named_mark != mark ? text(Msg::player_named, {name, core::symbol(mark)}) : name;
}

// The sentence of a hint given for `reason`.
Msg hint_message(core::HintReason reason) {
  Msg line = Msg::hint_win_now;
  switch (reason) {
    case core::HintReason::wins_now: break;
    case core::HintReason::win: line = Msg::hint_win; break;
    case core::HintReason::fastest_win: line = Msg::hint_win_fastest; break;
    case core::HintReason::draw: line = Msg::hint_draw; break;
    case core::HintReason::chances: line = Msg::hint_draw_chances; break;
    case core::HintReason::hold_out: line = Msg::hint_loss; break;
    case core::HintReason::blocks: line = Msg::hint_loss_blocks; break;
    case core::HintReason::as_fast: line = Msg::hint_loss_as_fast; break;
  }
  return line;
}

}  // namespace

std::string announcement(const Style& style, const Game& game, const core::Move& move, const Players& players) {
  const Mark side = core::opponent(game.side_to_move());
  const Mark them = core::opponent(side);
  const char mark = core::symbol(side);
  const std::string label = style.cell(move.cell);
  const core::Rule reason = core::announced(move.rule, players.level(them) ? core::Seat::computer : core::Seat::person);
  if (reason != core::Rule::trap) {
    return style.text(Msg::computer_plays, {mark, label, style.text(message_for(reason))});
  }
  // A trap is set in a drawn position, where the replies that give value
  // away are exactly those that lose.
  const core::BadMoves replies = core::bad_moves(game.board());
  return style.text(Msg::computer_plays_trap_mark, {mark, label, replies.bad, replies.total, core::symbol(them)});
}

std::string hint_line(const Style& style, const core::Hint& hint) {
  const auto list = [&](const std::vector<core::Cell>& cells) { return style.cells(cells); };
  return style.text(hint_message(hint.reason),
                    {list(hint.named), hint.named.size(), core::symbol(core::opponent(hint.mover)), list(hint.others),
                     hint.others.size()});
}

std::string took_back_line(const Style& style, const std::vector<core::TakenBack>& taken, const Players& players) {
  const auto label = [&](const core::TakenBack& move) { return style.cell(move.cell); };
  const core::TakenBack& own = taken.back();  // a person's: undo stops once it has taken one back
  const bool yours = role(players, own.mark) == Role::you;
  const std::string name = name_of(players, own.mark);
  if (taken.size() == 1 && yours) return style.text(Msg::took_back_your_move, {label(own)});
  if (taken.size() == 1) return style.text(Msg::took_back_player, {name, label(own)});
  if (yours) return style.text(Msg::took_back_move_and_reply, {label(own), label(taken.front())});
  return style.text(Msg::took_back_named_move_and_reply, {name, label(own), label(taken.front())});
}

std::string move_prompt(const Style& style, const Players& players, Mark side) {
  const char glyph = core::symbol(side);
  const std::string name = name_of(players, side);
  const std::string range = style.cell_range();
  if (name == std::string(1, glyph)) return style.text(Msg::move_prompt, {glyph, range});
  return style.text(Msg::move_prompt_named, {name, glyph, range});
}

std::string result_line(const Style& style, const Game& game, const Players& players) {
  const auto win = core::find_win(game.board());
  if (!win) return style.text(Msg::result_tie);
  const char glyph = core::symbol(win->mark);
  const std::string cells = win_cells(game.board(), style);
  switch (role(players, win->mark)) {
    case Role::person: return style.text(Msg::result_win, {winner(players, win->mark, style.text), cells});
    case Role::you: return style.text(Msg::result_win_you, {glyph, cells});
    case Role::computer: return style.text(Msg::result_win_computer, {glyph, cells});
    case Role::level: break;
  }
  return style.text(Msg::result_win_level, {glyph, style.text(message_for(*players.level(win->mark))), cells});
}

std::string moves_line(const Style& style, const Game& game) {
  std::string record;
  for (const core::Cell cell : game.moves()) record += (record.empty() ? "" : " ") + style.numbering.name(cell);
  return style.text(Msg::moves_record, {record});
}

ReviewNames review_names(const Style& style, const Players& players) {
  const auto name = [&](Mark mark) {
    const std::string glyph(1, core::symbol(mark));
    const bool unnamed = role(players, mark) == Role::person && players.at(mark).name == glyph;
    return unnamed ? glyph : player_label(players, mark, style.text);
  };
  return ReviewNames{name(Mark::x), name(Mark::o)};
}

std::string review_lines(const Style& style, const Game& game, const Players& players) {
  return review_text(game.moves(), style, review_names(style, players));
}

std::optional<std::string> not_now_line(const Style& style, std::string_view typed, Where where, std::uint8_t modes) {
  static constexpr std::array<std::pair<Where, Msg>, 3> kElsewhere{
      {{at_play_again, Msg::not_now_play_again}, {at_menu, Msg::not_now_menu}, {at_move, Msg::not_now_move}}};
  for (const auto& [other, message] : kElsewhere) {
    if (other != where && parse_command(typed, other, modes, style.text))
      return style.text(message, {printable(typed)});
  }
  return std::nullopt;
}

std::string play_again_answers(const Style& style, std::uint8_t modes) {
  std::vector<std::string> answers;
  for (const CommandSpec& row : kCommands) {
    if (row.where != at_play_again || (row.modes & modes) == 0) continue;
    const auto local = style.text.words(row.local_words);
    // English has no words of its own: its pattern shows {1} (empty) and {2}.
    answers.push_back(
        style.text(Msg::answer_item, {local.empty() ? std::string_view() : local.front(), row.words.front()}));
  }
  return style.text(Msg::answer_play_again, {or_list(answers, style.text)});
}

namespace {

// Whether menus show the choices in the player's language alone ("1) лёгкий")
// rather than the English word each is typed as and its label beside it
// ("1) hvh  human vs human"): in every language but English. The English
// words are still understood.
bool own_words(const Catalogue& text) { return text.language() != Language::en; }

}  // namespace

std::string shown_word(const MenuItem& item, const Catalogue& text) {
  return own_words(text) && item.label ? text(*item.label) : std::string(item.word);
}

std::vector<std::string> menu_item_lines(const Style& style, std::span<const MenuItem> items) {
  if (own_words(style.text)) {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < items.size(); ++i)
      lines.push_back(style.text(Msg::menu_item, {i + 1, shown_word(items[i], style.text)}));
    return lines;
  }
  const auto label_of = [&](const MenuItem& item) {
    std::string label = item.label ? style.text(*item.label) : std::string();
    return fold_case(label) == fold_case(item.word) ? std::string() : label;
  };
  std::size_t widest = 0;
  for (const MenuItem& item : items) widest = std::max(widest, display_width(item.word));
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string label = label_of(items[i]);
    lines.push_back(label.empty() ? style.text(Msg::menu_item, {i + 1, items[i].word})
                                  : style.text(Msg::menu_item_word, {i + 1, pad_to(items[i].word, widest), label}));
  }
  return lines;
}

namespace {

// The choices of `items` as the menu shows them, listed for the line after
// a bad answer with the language's separator: "hvh, hvc, cvc", "лёгкий,
// средний, ...", "简单、中等、...".
std::string word_list(std::span<const MenuItem> items, const Catalogue& text) {
  std::vector<std::string> words;
  words.reserve(items.size());
  for (const MenuItem& item : items) words.push_back(shown_word(item, text));
  return joined(words, text);
}

}  // namespace

std::variant<std::size_t, std::string> pick_item(const Style& style, const Entry& entry,
                                                 std::span<const MenuItem> items) {
  const Catalogue& text = style.text;
  const std::string range = text(Msg::number_range, {1, items.size()});
  const std::string again = text(Msg::type_choice, {range, word_list(items, text)});
  if (entry.too_long) return text(Msg::two_sentences, {text(Msg::input_too_long), again});
  const auto number = parse_number(entry.text, 1, static_cast<int>(items.size()));
  if (const int* choice = std::get_if<int>(&number)) return static_cast<std::size_t>(*choice - 1);
  if (std::get<InputError>(number) == InputError::out_of_range) {
    return text(Msg::two_sentences, {text(Msg::input_out_of_range, {printable(entry.text)}), again});
  }
  std::vector<MenuWords> words;
  words.reserve(items.size());
  for (const MenuItem& item : items) {
    words.push_back({item.word, item.label ? std::optional(text(*item.label)) : std::nullopt});
  }
  const auto found = menu_matches(words, entry.text);
  if (found.size() == 1) return found.front();
  const Msg reason = found.empty() ? Msg::menu_no_such_choice : Msg::menu_ambiguous;
  return text(Msg::two_sentences, {text(reason, {printable(entry.text)}), again});
}

std::string remark_line(const Catalogue& text, const Remarked& remark, const std::string& mark) {
  return text(Msg::remark_said, {mark, text(message_for(remark.level)), text(remark.id, remark.args)});
}

}  // namespace tictactoe::app
