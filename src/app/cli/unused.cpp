#include "app/cli/unused.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace tictactoe::app {

std::array<std::optional<Notice>, kModes.size()> unused_options(const CommandLine& command_line,
                                                                const Catalogue& text) {
  std::array<std::optional<Notice>, kModes.size()> notices;
  for (const Word<Mode>& mode : kModes) {
    std::vector<std::string> unused;
    for (const OptionSpec& option : kOptions) {
      const bool given = std::ranges::find(command_line.given, option.id) != command_line.given.end();
      if ((option.uses & use_of(mode.value)) != 0 || !given) continue;
      unused.push_back(long_form(option));
    }
    if (unused.empty()) continue;
    notices.at(static_cast<std::size_t>(mode.value)) =
        Notice{unused.size() == 1 ? Msg::option_unused_in_mode : Msg::options_unused_in_mode,
               {joined(unused, text), text(message_for(mode.value))}};
  }
  return notices;
}

}  // namespace tictactoe::app
