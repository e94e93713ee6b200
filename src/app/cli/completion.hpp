#pragma once

// Shell completion, generated from the option table: the bash script is
// made from kOptions and the words each option takes, at build time (by
// tictactoe_completion, see src/tools/), so an option or a level added to a
// table is completed without anyone editing a script.

#include <string>

namespace tictactoe::app {

/// The bash completion script for tictactoe: a function `_tictactoe`,
/// registered with `complete -F`, that offers every option of kOptions
/// (long names, and short ones such as -h), and after an option that takes
/// a value (`--mode <TAB>`, `--mode=<TAB>`) the words it takes, "-" for a
/// BOARD, and nothing for a number. Installed as
/// share/bash-completion/completions/tictactoe.
std::string bash_completion();

}  // namespace tictactoe::app
