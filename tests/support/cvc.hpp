#pragma once

// Reading back the games of a session played without colour, computer
// against computer: each announced move checked against its side's level.

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "support/session.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::test {

/// One computer move as announced: "X plays 5 (center)", or for the
/// perfect level's trap "X plays 1 (sets a trap: 7 of O's 8 replies lose)".
struct Play {
  char mark;
  int label;
  std::string rule;  ///< the rule's words, "sets a trap" for a trap
  int bad = -1;      ///< a trap's replies that lose; -1 for other rules
  int replies = -1;  ///< a trap's replies
};

/// One finished game as printed: the computer's announced moves, the boards
/// drawn (one after each move, the last the final board), the result line,
/// the "Moves:" line and the "Score:" line (or, for the last game of a
/// --rounds session, the "After N games:" line).
struct GameRecord {
  std::vector<Play> plays;
  std::vector<Drawn> boards;
  std::string result;
  std::string moves;
  std::string score;
};

inline std::vector<GameRecord> games_in(const std::string& out, const app::Numbering& numbering) {
  static const std::regex kPlay(
      R"(([XO]) plays ([1-9]) \(([a-z ;]+?)(?:: ([0-9]+) of [XO]'s ([0-9]+) repl(?:y|ies) (?:loses|lose))?\)$)");
  std::vector<GameRecord> games;
  GameRecord game;
  std::string chunk;
  std::string previous;
  for (const auto& line : lines_of(out)) {
    chunk += line + "\n";
    std::smatch match;
    if (std::regex_search(line, match, kPlay)) {
      Play play{match[1].str()[0], std::stoi(match[2].str()), match[3].str()};
      if (match[4].matched) {
        play.bad = std::stoi(match[4].str());
        play.replies = std::stoi(match[5].str());
      }
      game.plays.push_back(play);
    }
    if (line.starts_with("Moves:")) {
      game.moves = line;
      game.result = previous;
    }
    if (line.starts_with("Score: ") || line.starts_with("After ")) {
      game.score = line;
      game.boards = boards_in(chunk, numbering);
      games.push_back(game);
      game = {};
      chunk.clear();
    }
    previous = line;
  }
  return games;
}

/// Checks every game of a computer-vs-computer session printed without
/// colour: the moves alternate from X, each is a cell and rule its side's
/// level names for that position and is shown on its board, the final board
/// is the moves played, and the result, Moves and Score lines say what
/// happened; in a session of
/// `rounds` games, game number `rounds` has the "After N games:" line instead
/// of its Score line. Returns the games.
inline std::vector<GameRecord> check_cvc_games(const std::string& out, core::Difficulty x_level,
                                               core::Difficulty o_level,
                                               const app::Numbering& numbering = app::Numbering{},
                                               std::optional<int> rounds = std::nullopt) {
  const auto games = games_in(out, numbering);
  int x_wins = 0;
  int o_wins = 0;
  int ties = 0;
  for (std::size_t g = 0; g < games.size(); ++g) {
    INFO("game " << g + 1);
    const GameRecord& game = games[g];
    core::Board board = core::kEmptyBoard;
    std::string moves = "Moves:";
    REQUIRE(game.boards.size() == game.plays.size());
    for (std::size_t m = 0; m < game.plays.size(); ++m) {
      const Play& move = game.plays[m];
      INFO(move.mark << " plays " << move.label << " (" << move.rule << ")");
      REQUIRE(core::outcome(board) == core::Outcome::in_progress);
      const core::Mark side = core::side_to_move(board);
      CHECK(move.mark == core::symbol(side));
      const auto candidates = core::candidate_moves(board, side == core::Mark::x ? x_level : o_level);
      REQUIRE(candidates.has_value());
      CHECK(move.rule == rule_name(candidates->rule));
      const core::Cell cell = numbering.cell(move.label);
      CHECK(std::ranges::find(candidates->cells, cell) != candidates->cells.end());
      REQUIRE(board[static_cast<std::size_t>(cell)] == core::kEmpty);
      board = core::play(board, cell);
      // A trap names how many of the opponent's replies lose, out of how many.
      CHECK((move.bad >= 0) == (candidates->rule == core::Rule::trap));
      if (move.bad >= 0) CHECK(core::bad_moves(board) == core::BadMoves{move.bad, move.replies});
      moves += " " + std::to_string(move.label);
      // Each move is shown on its board, the last on the final board.
      CHECK(game.boards[m].board == board);
      CHECK(game.boards[m].labels_ok);
    }
    const core::Outcome result = core::outcome(board);
    REQUIRE(result != core::Outcome::in_progress);
    CHECK(game.moves == moves);
    if (result == core::Outcome::tie) {
      ++ties;
      CHECK(game.result == "It's a tie!");
    } else {
      const auto win = core::find_win(board);
      REQUIRE(win.has_value());
      const core::Difficulty level = win->mark == core::Mark::x ? x_level : o_level;
      CHECK(game.result == std::string(1, core::symbol(win->mark)) + " wins! (" + level_name(level) + ", cells " +
                               numbering.line(win->line) + ")");
      ++(win->mark == core::Mark::x ? x_wins : o_wins);
    }
    const bool last_round = rounds && static_cast<int>(g) + 1 == *rounds;
    const std::string label = last_round ? "After " + std::to_string(*rounds) + (*rounds == 1 ? " game: " : " games: ")
                                         : std::string("Score: ");
    CHECK(game.score == label + "X (" + level_name(x_level) + ") " + std::to_string(x_wins) + ", O (" +
                            level_name(o_level) + ") " + std::to_string(o_wins) + ", ties " + std::to_string(ties));
  }
  return games;
}

}  // namespace tictactoe::test
