#pragma once

// The program as a whole: parse the command line, then play, answer
// --analyze/--move, or print help or the version; report usage errors and
// an output that could not be written. main() only wires in the process.

#include <iosfwd>
#include <span>
#include <string_view>

#include "app/base/exit_status.hpp"
#include "app/sys/terminal.hpp"

namespace tictactoe::app {

/// Runs the program with the arguments after its name, over the given
/// streams and environment. Returns the exit status: 0, kExitOutputError
/// or kExitInputError (1: the output could not be written, or the input
/// read: "tictactoe: cannot read input: Is a directory" on `err`),
/// kExitUsage (2: a bad option or board) or kExitInterrupted (130). An
/// exception (out of memory, a stream set to throw) is said on `err`
/// ("tictactoe: ...") with kExitOutputError, never an abort.
int run_program(std::span<const std::string_view> args, std::istream& in, std::ostream& out, std::ostream& err,
                const Environment& environment);

}  // namespace tictactoe::app
