#include "commands.hpp"

#include <algorithm>
#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <variant>

#include "input.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe {

namespace {

// One board's answer: the line to print, or why the board is bad.
struct Answer {
  std::string line;
  bool ok = true;
};

Answer error(std::string_view text, std::string_view reason) {
  return {"error: '" + printable(text) + "': " + std::string(reason), false};
}

// The parsed board, or the error answer for `text`.
std::variant<Board, Answer> read_board(std::string_view text) {
  const auto parsed = parse_board(text);
  if (const auto* bad = std::get_if<BoardError>(&parsed)) return error(text, describe(*bad));
  return std::get<Board>(parsed);
}

// "X wins (cells 1-5-9)" or "tie"; empty while the game is in progress.
std::string result_summary(const Board& board, const Numbering& numbering) {
  if (const auto win = find_win(board)) {
    return std::string(1, symbol(win->mark)) + " wins (cells " + numbering.line(win->line) + ")";
  }
  return is_full(board) ? "tie" : "";
}

std::string analysis_summary(const Board& board, const Analysis& analysis, const Numbering& numbering) {
  if (auto finished = result_summary(board, numbering); !finished.empty()) return finished;
  std::vector<int> labels;
  for (const Cell cell : analysis.best_cells) labels.push_back(numbering.label(cell));
  std::ranges::sort(labels);
  std::string line = std::string(1, symbol(side_to_move(board))) + " to move: " + std::string(name(analysis.value)) +
                     " with";
  for (const int label : labels) line += " " + std::to_string(label);
  return line;
}

// Answers `board` (a board string or "-") with `answer_one`: one line, or
// one line per input line in batch mode. Returns the exit status.
int answer_boards(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err,
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
    const auto text = trim(line->text);
    const Answer answer = line->too_long ? Answer{"error: line too long; " + std::string(describe(BoardError::wrong_length)), false}
                                         : answer_one(text, true);
    all_ok = all_ok && answer.ok;
    out << answer.line << '\n' << std::flush;
  }
  return all_ok ? 0 : kExitUsage;
}

}  // namespace

int run_analyze(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err,
                const Style& style) {
  return answer_boards(board, in, out, err, [&](std::string_view text, bool batch) -> Answer {
    auto parsed = read_board(text);
    if (auto* bad = std::get_if<Answer>(&parsed)) return *bad;
    const Board& position = std::get<Board>(parsed);
    const Analysis analysis = analyze(position);
    std::string summary = analysis_summary(position, analysis, style.numbering);
    if (batch) return {summary};
    // A finished board is drawn as in the game, the winning line marked.
    const auto win = find_win(position);
    const std::string picture = outcome(position) != Outcome::in_progress
                                    ? render_board(position, style, win ? std::optional<Line>(win->line) : std::nullopt)
                                    : render_analysis(position, analysis, style);
    return {picture + summary};
  });
}

int run_move(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err,
             Difficulty difficulty, std::mt19937& rng, const Numbering& numbering) {
  return answer_boards(board, in, out, err, [&](std::string_view text, bool) -> Answer {
    auto parsed = read_board(text);
    if (auto* bad = std::get_if<Answer>(&parsed)) return *bad;
    const Board& position = std::get<Board>(parsed);
    const auto move = choose_move(position, difficulty, rng);
    if (!move) return error(text, "the game is over: " + result_summary(position, numbering));
    return {std::to_string(numbering.label(move->cell)) + " " + std::string(name(move->rule))};
  });
}

}  // namespace tictactoe
