#include "batch.hpp"

#include <algorithm>
#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <variant>

#include "input.hpp"
#include "review.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

using core::Board;

namespace {

// One board's answer: the line to print, or why the board is bad.
struct Answer {
  std::string line;
  bool ok = true;
};

// The parsed board, or the error answer for `text`.
std::variant<Board, Answer> read_board(std::string_view text, const Catalogue& catalogue) {
  const auto parsed = core::parse_board(text);
  if (const auto* bad = std::get_if<core::BoardError>(&parsed)) {
    return Answer{catalogue(Msg::board_error, {printable(text), catalogue(message_for(*bad), {core::kCellCount})}),
                  false};
  }
  return std::get<Board>(parsed);
}

// "X wins (cells 1-5-9)" or "tie"; empty while the game is in progress.
std::string result_summary(const Board& board, const Style& style) {
  if (const auto win = core::find_win(board)) {
    return style.text(Msg::analysis_won, {core::symbol(win->mark), win_cells(board, style)});
  }
  return core::is_full(board) ? style.text(Msg::analysis_tie) : "";
}

std::string analysis_summary(const Board& board, const core::Analysis& analysis, const Style& style) {
  if (auto finished = result_summary(board, style); !finished.empty()) return finished;
  std::string cells;
  for (const auto& label : style.numbering.labels(analysis.best_cells)) cells += (cells.empty() ? "" : " ") + label;
  const char mark = core::symbol(core::side_to_move(board));
  switch (analysis.value) {
    case core::Value::win: return style.text(Msg::analysis_win, {mark, cells});
    case core::Value::draw: return style.text(Msg::analysis_draw, {mark, cells});
    case core::Value::loss: return style.text(Msg::analysis_loss, {mark, cells});
  }
  return cells;
}

// Answers `given` (a board string, a move record, or "-") with
// `answer_one`: one answer, or one line per input line in batch mode, where
// a line too long is answered `too_long`. Returns the exit status.
int answer_lines(std::string_view given, std::istream& in, std::ostream& out, std::ostream& err,
                 const std::string& too_long, const std::function<Answer(std::string_view, bool batch)>& answer_one) {
  if (given != "-") {
    const Answer answer = answer_one(trim(given), false);
    (answer.ok ? out : err) << answer.line << '\n';
    return answer.ok ? 0 : kExitUsage;
  }
  bool all_ok = true;
  // Each answer is flushed at once, so another program can drive this as a
  // co-process; a closed output (nobody reading) ends the loop.
  for (std::optional<InputLine> line; out && (line = read_line(in));) {
    const Answer answer = line->too_long ? Answer{too_long, false} : answer_one(trim(line->text), true);
    all_ok = all_ok && answer.ok;
    out << answer.line << '\n' << std::flush;
  }
  return all_ok ? 0 : kExitUsage;
}

}  // namespace

int run_analyze(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err, const Style& style) {
  return answer_lines(board, in, out, err, style.text(Msg::board_line_too_long, {core::kCellCount}),
                      [&](std::string_view text, bool batch) -> Answer {
                        auto parsed = read_board(text, style.text);
                        if (auto* bad = std::get_if<Answer>(&parsed)) return *bad;
                        const Board& position = std::get<Board>(parsed);
                        const core::Analysis analysis = core::analyze(position);
                        std::string summary = analysis_summary(position, analysis, style);
                        if (batch) return {summary};
                        // A finished board is drawn as in the game, the winning line marked.
                        const std::string picture = core::outcome(position) != core::Outcome::in_progress
                                                        ? render_final_board(position, style)
                                                        : render_analysis(position, analysis, style);
                        return {picture + summary};
                      });
}

int run_move(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err,
             core::Difficulty difficulty, std::mt19937& rng, const Style& style) {
  return answer_lines(
      board, in, out, err, style.text(Msg::board_line_too_long, {core::kCellCount}),
      [&](std::string_view text, bool) -> Answer {
        auto parsed = read_board(text, style.text);
        if (auto* bad = std::get_if<Answer>(&parsed)) return *bad;
        const Board& position = std::get<Board>(parsed);
        const auto move = core::choose_move(position, difficulty, rng);
        if (!move) {
          const std::string over = style.text(Msg::board_game_over, {result_summary(position, style)});
          return {style.text(Msg::board_error, {printable(text), over}), false};
        }
        return {std::to_string(style.numbering.label(move->cell)) + " " + std::string(core::name(move->rule))};
      });
}

int run_review(std::string_view record, std::istream& in, std::ostream& out, std::ostream& err, const Style& style) {
  return answer_lines(record, in, out, err, style.text(Msg::record_line_too_long, {kMaxLineLength}),
                      [&](std::string_view text, bool batch) -> Answer {
                        const ParsedRecord parsed = parse_record(text, style);
                        if (const auto* reason = std::get_if<std::string>(&parsed)) {
                          return {style.text(Msg::record_error, {printable(text), *reason}), false};
                        }
                        const auto& cells = std::get<std::vector<core::Cell>>(parsed);
                        if (batch) return {review_summary(core::review(cells), style.text)};
                        std::string lines = review_text(cells, style);
                        lines.pop_back();  // answer_lines ends the answer's line
                        return {lines};
                      });
}

}  // namespace tictactoe::app
