#include "app/store/paths.hpp"

#include <string_view>

namespace tictactoe::app::storage {

namespace {

std::optional<std::string> base(const char* home, const char* xdg, std::string_view fallback) {
  if (xdg != nullptr && xdg[0] == '/') return std::string(xdg);
  if (home != nullptr && home[0] == '/') return std::string(home) + std::string(fallback);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> history_path(const char* home, const char* state_home) {
  auto directory = base(home, state_home, "/.local/state");
  if (!directory) return std::nullopt;
  return *directory + "/tictactoe/history.jsonl";
}

std::optional<std::string> config_path(const char* home, const char* config_home) {
  auto directory = base(home, config_home, "/.config");
  if (!directory) return std::nullopt;
  return *directory + "/tictactoe/config";
}

}  // namespace tictactoe::app::storage
