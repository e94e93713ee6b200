#pragma once

// The friend's name as it came from the other machine, made safe to show
// through the one sanitiser (text/sanitise.hpp).

#include <string>
#include <string_view>

namespace tictactoe::app::net {

/// `raw` (the name in the peer's frame) as this side shows it: kept when it
/// is a name a player could type here (text/input's check_name), else
/// sanitised() and cut to kMaxNameLength characters; `fallback` when
/// nothing is left.
std::string shown_peer_name(std::string_view raw, std::string_view fallback);

}  // namespace tictactoe::app::net
