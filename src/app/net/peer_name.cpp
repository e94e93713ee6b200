#include "app/net/peer_name.hpp"

#include "app/text/input.hpp"
#include "app/text/sanitise.hpp"

namespace tictactoe::app::net {

std::string shown_peer_name(std::string_view raw, std::string_view fallback) {
  const std::string_view trimmed = trim(raw);
  if (trimmed.empty()) return std::string(fallback);
  if (!check_name(trimmed, std::nullopt)) return std::string(trimmed);
  return sanitised(trimmed, kMaxNameLength);
}

}  // namespace tictactoe::app::net
