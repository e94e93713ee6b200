#pragma once

// The program's exit statuses, in one place for every layer that ends a
// run: the session, the batch and history commands, the command line.
// They follow the GNU tools: 1 for a failed read or write, 2 for a usage
// error, 128 plus the signal for one that ended the run.

namespace tictactoe::app {

/// The run ended as asked: quit, the last round, end of input, an answer.
inline constexpr int kExitOk = 0;
/// The input could not be read (standard input a directory, say).
inline constexpr int kExitInputError = 1;
/// Not all output could be written (a full disk, a closed standard output,
/// a reader gone while SIGPIPE is ignored), or the history file could not
/// be read or written.
inline constexpr int kExitOutputError = 1;
/// A bad option or value, board or move record.
inline constexpr int kExitUsage = 2;
/// Interrupted by the user: 128 + SIGINT.
inline constexpr int kExitInterrupted = 130;

}  // namespace tictactoe::app
