#pragma once

// The one-shot commands: --analyze and --move. Each takes a board string, or
// "-" to read one board per line from the input and answer each with exactly
// one line, so many positions go through one process.

#include <iosfwd>
#include <random>
#include <string_view>

#include "app/base/exit_status.hpp"
#include "app/text/render.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

/// --analyze BOARD: the board with each free cell marked win/draw/loss for
/// the side to move, then the summary line, e.g. "X to move: win with 4 7 9"
/// (best cells ascending, in `style.numbering`), "X wins (cells 1-5-9)" or
/// "tie". With `board` "-": only the summary line, one per input line.
/// A bad board: "error: " and the reason (on `err`, or as that line's
/// output in batch mode). Returns 0, or kExitUsage if any board was bad.
int run_analyze(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err, const Style& style);

/// --move BOARD: the computer's cell for the side to move at `difficulty`, a
/// space and the rule's token, e.g. "5 center" (tokens stay English in every
/// language: this is a format for programs). Batch mode and errors as for
/// run_analyze; a finished board is an error too.
int run_move(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err,
             core::Difficulty difficulty, std::mt19937& rng, const Style& style);

/// --review MOVES: the verdict on each move of the move record `record`
/// (cell numbers in `style.numbering`, separated by spaces, X first; see
/// parse_record), one line each, then the summary line, e.g. "X: 0
/// mistakes; O: 1 mistake". With `record` "-": only the summary line, one
/// per input line. A bad record (a word that is not a number, a number out
/// of range, a taken cell, a move after the game ended, no move): "error: "
/// naming the bad move, on `err` or as that line's output in batch mode.
/// Returns 0, or kExitUsage if any record was bad.
int run_review(std::string_view record, std::istream& in, std::ostream& out, std::ostream& err, const Style& style);

}  // namespace tictactoe::app
