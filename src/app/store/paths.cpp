#include "app/store/paths.hpp"

#include <string_view>

namespace tictactoe::app::storage {

namespace {

std::optional<std::string> base(const char* home, const char* xdg, std::string_view under_home) {
  if (xdg != nullptr && xdg[0] == '/') return std::string(xdg);
  if (home != nullptr && home[0] == '/') return std::string(home) + "/" + std::string(under_home);
  return std::nullopt;
}

std::string under_home(std::string_view directory, std::string_view file) {
  return "~/" + std::string(directory) + "/" + std::string(file);
}

}  // namespace

std::optional<std::string> history_path(const char* home, const char* state_home) {
  auto directory = base(home, state_home, kStateUnderHome);
  if (!directory) return std::nullopt;
  return *directory + "/" + std::string(kHistoryFile);
}

std::optional<std::string> config_path(const char* home, const char* config_home) {
  auto directory = base(home, config_home, kConfigUnderHome);
  if (!directory) return std::nullopt;
  return *directory + "/" + std::string(kConfigFile);
}

std::string preference_path(const std::string& value, const std::string& config, const char* home) {
  const bool tilde = value == "~" || value.starts_with("~/");
  if (tilde) return home != nullptr && home[0] == '/' ? std::string(home) + value.substr(1) : value;
  if (value.starts_with('/')) return value;
  const auto slash = config.rfind('/');
  return slash == std::string::npos ? value : config.substr(0, slash + 1) + value;
}

std::string default_history_file() { return under_home(kStateUnderHome, kHistoryFile); }

std::string default_config_file() { return under_home(kConfigUnderHome, kConfigFile); }

}  // namespace tictactoe::app::storage
