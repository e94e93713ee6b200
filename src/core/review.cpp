#include "tictactoe/review.hpp"

#include <algorithm>
#include <cassert>
#include <variant>

#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::core {

namespace {

Grade grade_of(Value before, Value after) {
  if (after == before) return Grade::best;
  return before == Value::win && after == Value::loss ? Grade::blunder : Grade::mistake;
}

// The verdict on playing `cell` on `board`, a game in progress.
Verdict judge(const Board& board, Cell cell) {
  Analysis analysis = analyze(board);
  const Value after = *analysis.after_move[static_cast<std::size_t>(cell)];
  Verdict verdict{
      side_to_move(board),           cell, analysis.value, after, grade_of(analysis.value, after), Miss::none, {},
      std::move(analysis.best_cells)};
  const auto played = [&](const std::vector<Cell>& cells) { return std::ranges::find(cells, cell) != cells.end(); };
  if (auto wins = rule_cells(Rule::win, board); !wins.empty()) {
    if (!played(wins)) {
      verdict.missed = Miss::win;
      verdict.missed_cells = std::move(wins);
    }
  } else if (auto blocks = rule_cells(Rule::block, board); blocks.size() == 1 && !played(blocks)) {
    verdict.missed = Miss::block;
    verdict.missed_cells = std::move(blocks);
  }
  if (verdict.before == Value::draw && verdict.after == Value::draw) {
    const BadMoves replies = bad_moves(play(board, cell));
    if (replies.bad > 0) verdict.trap_replies = replies;
  }
  return verdict;
}

}  // namespace

std::vector<Verdict> review(std::span<const Cell> moves) {
  assert(std::holds_alternative<Game>(Game::replay(moves)));
  std::vector<Verdict> verdicts;
  Board board = kEmptyBoard;
  for (const Cell cell : moves) {
    verdicts.push_back(judge(board, cell));
    board = play(board, cell);
  }
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    if (verdicts[i].trap_replies.bad == 0) continue;
    const bool answered = i + 1 < verdicts.size();
    verdicts[i].trap = !answered ? Trap::pending : verdicts[i + 1].grade == Grade::best ? Trap::avoided : Trap::fell_in;
  }
  return verdicts;
}

Errors errors(std::span<const Verdict> verdicts, Mark mark) {
  Errors count;
  for (const Verdict& verdict : verdicts) {
    if (verdict.mark != mark) continue;
    if (verdict.grade == Grade::mistake) ++count.mistakes;
    if (verdict.grade == Grade::blunder) ++count.blunders;
  }
  return count;
}

}  // namespace tictactoe::core
