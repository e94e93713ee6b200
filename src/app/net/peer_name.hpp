#pragma once

// The friend's name as it came from the other machine, made safe to show.
// A minimal stand-in until the one sanitiser of the front end lands (the
// `files` engineer's): swap the body of shown_peer_name for it then.

#include <string>
#include <string_view>

namespace tictactoe::app::net {

/// `raw` (the name in the peer's frame) as this side shows it: kept when it
/// is a name a player could type here (text/input's check_name), else each
/// control, invisible or reordering character and invalid byte escaped as
/// printable() does, cut to kMaxNameLength characters; `fallback` when
/// nothing is left.
std::string shown_peer_name(std::string_view raw, std::string_view fallback);

}  // namespace tictactoe::app::net
