#pragma once

// A game with a friend on another machine, as the program runs it: the
// host listens, prints the one line that says what the friend types, and
// waits (a wrong code refused after a delay, and the host waits on); the
// guest connects and gives the code; then the session is played with the
// friend's RemoteSeat registered, in whatever face the program chooses.
// Every way it ends says so in one line (on `err`), after the face is gone.

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

#include "app/base/address.hpp"
#include "app/flow/session.hpp"
#include "app/text/input.hpp"
#include "app/text/messages.hpp"

namespace tictactoe::app::net {

/// What the command line asks of a game over the network.
struct NetRequest {
  bool host = false;                ///< --host; else --join
  Address address;                  ///< where to listen or connect
  std::optional<std::string> code;  ///< --code (normal form); the host draws one without it
  std::string name;                 ///< your own name (--names), or empty for the default
  bool alternate = false;           ///< --alternate (the host's)
};

/// What the game is played through: the streams for the lines said
/// before and after the session, the catalogue, Ctrl-C, how cells are
/// named, and the face that plays a session (the line game or the full
/// screen), which returns the session's exit status.
struct NetPorts {
  std::ostream& out;
  std::ostream& err;
  const Catalogue& text;
  std::function<bool()> interrupted;
  Numbering numbering;
  std::function<int(const SessionSettings&)> play;
};

/// Hosts or joins as `request` says, then plays `settings` (its players
/// and remote seat set here) through `ports.play`. Returns the exit
/// status: the session's, 1 when the connection ended it or could not be
/// made (said in one line on ports.err), 130 after Ctrl-C.
int run_net_game(const NetRequest& request, SessionSettings settings, const NetPorts& ports);

}  // namespace tictactoe::app::net
