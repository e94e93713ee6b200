#include "app/text/review.hpp"

#include <algorithm>
#include <array>
#include <cassert>

#include "app/text/input.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

namespace {

// The line of each verdict, by grade (rows) and by what it missed (columns).
// Who played `mark` as a review line writes it: their name or label, or a
// bare mark as Msg::player_mark writes it (isolated in Persian, where a mark
// before a cell number would join it and be read after it).
std::string shown_name(const ReviewNames& names, core::Mark mark, const Catalogue& text) {
  const std::string& name = names.of(mark);
  return name == std::string(1, core::symbol(mark)) ? text(Msg::player_mark, {name}) : name;
}

constexpr std::array<std::array<Msg, 3>, 3> kVerdictLines{{
    {Msg::review_best, Msg::review_best_missed_win, Msg::review_best_missed_block},
    {Msg::review_mistake, Msg::review_mistake_missed_win, Msg::review_mistake_missed_block},
    {Msg::review_blunder, Msg::review_blunder_missed_win, Msg::review_blunder_missed_block},
}};

// "4. O 3  mistake: draw -> loss (best: 2 4 6 8)". The lines of a best
// move take the number, mark, cell, value and the cells missed; the others
// the number, mark, cell, value before and after, best cells and the cells
// missed.
std::string verdict_line(std::size_t number, const core::Verdict& verdict, const Style& style,
                         const ReviewNames& names) {
  const Msg line = kVerdictLines[static_cast<std::size_t>(verdict.grade)][static_cast<std::size_t>(verdict.missed)];
  const std::string cell = style.numbering.name(verdict.cell);
  const std::string mark = shown_name(names, verdict.mark, style.text);
  const std::string before = style.text(message_for(verdict.before));
  const std::string missed = style.cells(verdict.missed_cells);
  if (verdict.grade == core::Grade::best) return style.text(line, {number, mark, cell, before, missed});
  std::string best;
  for (const auto& label : style.numbering.labels(verdict.best)) best += (best.empty() ? "" : " ") + label;
  return style.text(line, {number, mark, cell, before, style.text(message_for(verdict.after)), best, missed});
}

// The line under a verdict whose move set a trap, or "" for none.
std::string trap_line(const core::Verdict& verdict, const Catalogue& text) {
  Msg line = Msg::review_trap_pending;
  switch (verdict.trap) {
    case core::Trap::none: return "";
    case core::Trap::fell_in: line = Msg::review_trap_fell_in; break;
    case core::Trap::avoided: line = Msg::review_trap_avoided; break;
    case core::Trap::pending: break;
  }
  const core::BadMoves& replies = verdict.trap_replies;
  return text(line, {replies.bad, replies.total, core::symbol(core::opponent(verdict.mark))}) + "\n";
}

// Why move `number` (1-based), typed as `typed`, cannot be played. A number
// out of range was refused as it was read (parse_record), so a replay fails
// only on a move after the end or on a taken cell.
std::string replay_error(core::MoveError error, std::size_t number, const std::string& typed, const Catalogue& text) {
  assert(error != core::MoveError::out_of_range);
  return text(error == core::MoveError::game_over ? Msg::record_after_end : Msg::record_taken, {number, typed});
}

}  // namespace

std::vector<ReviewedMove> review_moves(std::span<const core::Cell> moves, const Style& style,
                                       const ReviewNames& names) {
  const auto verdicts = core::review(moves);
  std::vector<ReviewedMove> reviewed;
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    std::string trap = trap_line(verdicts[i], style.text);
    if (!trap.empty()) trap.pop_back();  // its '\n'
    reviewed.push_back({verdict_line(i + 1, verdicts[i], style, names), std::move(trap)});
  }
  return reviewed;
}

std::string review_text(std::span<const core::Cell> moves, const Style& style, const ReviewNames& names) {
  std::string text;
  for (const ReviewedMove& move : review_moves(moves, style, names)) {
    text += move.verdict + "\n" + (move.trap.empty() ? "" : move.trap + "\n");
  }
  return text + review_summary(core::review(moves), style.text, names) + "\n";
}

std::string review_summary(std::span<const core::Verdict> verdicts, const Catalogue& text, const ReviewNames& names) {
  const core::Errors x = core::errors(verdicts, core::Mark::x);
  const core::Errors o = core::errors(verdicts, core::Mark::o);
  const std::string x_mark = shown_name(names, core::Mark::x, text);
  const std::string o_mark = shown_name(names, core::Mark::o, text);
  if (x.blunders == 0 && o.blunders == 0) return text(Msg::review_summary, {x_mark, x.mistakes, o_mark, o.mistakes});
  return text(Msg::review_summary_blunders, {x_mark, x.mistakes, x.blunders, o_mark, o.mistakes, o.blunders});
}

namespace {

// The cell one word of a move record names in `numbering`: a number, or
// in coords a row and a column, "2,3".
std::variant<core::Cell, InputError> record_cell(std::string_view word, const Numbering& numbering) {
  if (numbering.coords()) {
    const auto parsed = parse_coords(word);
    if (const auto* error = std::get_if<InputError>(&parsed)) return *error;
    const auto& coords = std::get<Coords>(parsed);
    if (!coords.column) return InputError::not_a_number;
    return Numbering::at(coords.row, *coords.column);
  }
  const auto parsed = parse_number(word, Numbering::kFirstLabel, Numbering::kLastLabel);
  if (const auto* error = std::get_if<InputError>(&parsed)) return *error;
  return numbering.cell(std::get<int>(parsed));
}

// Why the last of `typed` (move typed.size()) is no cell: not one, or out of range.
std::string record_error(InputError error, const std::vector<std::string>& typed, const Style& style) {
  const bool out_of_range = error == InputError::out_of_range;
  if (style.numbering.coords()) {
    return style.text(out_of_range ? Msg::coords_record_out_of_range : Msg::coords_record_not_a_cell,
                      {typed.size(), typed.back(), style.coord_range()});
  }
  return style.text(out_of_range ? Msg::record_out_of_range : Msg::record_not_a_number,
                    {typed.size(), typed.back(), style.cell_range()});
}

}  // namespace

ParsedRecord parse_record(std::string_view text, const Style& style) {
  std::vector<core::Cell> cells;
  std::vector<std::string> typed;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
    if (end > start) {
      const std::string_view word = text.substr(start, end - start);
      typed.push_back(printable(word));
      const auto parsed = record_cell(word, style.numbering);
      if (const auto* error = std::get_if<InputError>(&parsed)) return record_error(*error, typed, style);
      cells.push_back(std::get<core::Cell>(parsed));
    }
    start = end + 1;
  }
  if (cells.empty()) return style.text(Msg::record_empty);
  const auto replayed = core::Game::replay(cells);
  if (const auto* bad = std::get_if<core::ReplayError>(&replayed)) {
    return replay_error(bad->error, bad->index + 1, typed[bad->index], style.text);
  }
  return cells;
}

}  // namespace tictactoe::app
