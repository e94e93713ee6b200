#include "app/cli/unused.hpp"

#include <algorithm>
#include <string>

namespace tictactoe::app {

std::array<std::optional<Notice>, kModes.size()> unused_options(const CommandLine& command_line) {
  std::array<std::optional<Notice>, kModes.size()> notices;
  for (const Word<Mode>& mode : kModes) {
    std::string unused;
    std::size_t count = 0;
    for (const OptionSpec& option : kOptions) {
      const bool given = std::ranges::find(command_line.given, option.id) != command_line.given.end();
      if ((option.uses & use_of(mode.value)) != 0 || !given) continue;
      unused += (unused.empty() ? "" : ", ") + long_form(option);
      ++count;
    }
    if (count == 0) continue;
    notices.at(static_cast<std::size_t>(mode.value)) = Notice{
        count == 1 ? Msg::option_unused_in_mode : Msg::options_unused_in_mode, {unused, std::string(mode.token)}};
  }
  return notices;
}

}  // namespace tictactoe::app
