#include "batch.hpp"

#include <algorithm>
#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <variant>

#include "input.hpp"
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
  std::vector<int> labels;
  for (const core::Cell cell : analysis.best_cells) labels.push_back(style.numbering.label(cell));
  std::ranges::sort(labels);
  std::string cells;
  for (const int label : labels) cells += (cells.empty() ? "" : " ") + std::to_string(label);
  const char mark = core::symbol(core::side_to_move(board));
  switch (analysis.value) {
    case core::Value::win: return style.text(Msg::analysis_win, {mark, cells});
    case core::Value::draw: return style.text(Msg::analysis_draw, {mark, cells});
    case core::Value::loss: return style.text(Msg::analysis_loss, {mark, cells});
  }
  return cells;
}

// Answers `board` (a board string or "-") with `answer_one`: one line, or
// one line per input line in batch mode. Returns the exit status.
int answer_boards(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err, const Catalogue& text,
                  const std::function<Answer(std::string_view, bool batch)>& answer_one) {
  if (board != "-") {
    const Answer answer = answer_one(trim(board), false);
    (answer.ok ? out : err) << answer.line << '\n';
    return answer.ok ? 0 : kExitUsage;
  }
  bool all_ok = true;
  // Each answer is flushed at once, so another program can drive this as a
  // co-process; a closed output (nobody reading) ends the loop.
  for (std::optional<InputLine> line; out && (line = read_line(in));) {
    const Answer answer = line->too_long ? Answer{text(Msg::board_line_too_long, {core::kCellCount}), false}
                                         : answer_one(trim(line->text), true);
    all_ok = all_ok && answer.ok;
    out << answer.line << '\n' << std::flush;
  }
  return all_ok ? 0 : kExitUsage;
}

}  // namespace

int run_analyze(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err, const Style& style) {
  return answer_boards(board, in, out, err, style.text, [&](std::string_view text, bool batch) -> Answer {
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
  return answer_boards(board, in, out, err, style.text, [&](std::string_view text, bool) -> Answer {
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

}  // namespace tictactoe::app
