#pragma once

// TCP for play over the network (POSIX): a listening socket on every
// interface or one address, IPv4 and IPv6 (a v6 socket that takes v4 too
// where the system allows); a connection made within a timeout; bytes sent
// and received through poll(2) with timeouts, so nothing ever spins or
// hangs (0 CPU while waiting); SIGPIPE never raised (MSG_NOSIGNAL); Nagle
// off (a move is a few bytes). Also the host's own addresses and the
// system's random bits. Every result checked; EINTR is handed back as
// `interrupted` so a caller can see Ctrl-C.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/base/address.hpp"

namespace tictactoe::app {

/// What waiting for a socket came to.
enum class Waited : std::uint8_t {
  ready,        ///< bytes came (or, for send, all were sent; for accept, a connection)
  timed_out,    ///< nothing within the timeout
  closed,       ///< the peer closed the connection
  failed,       ///< the connection broke (reset, unreachable)
  interrupted,  ///< a signal came (poll's EINTR): the caller decides whether to wait on
};

/// One TCP connection, owned (closed when destroyed).
class Connection {
 public:
  explicit Connection(int fd, std::string peer);
  Connection(Connection&& other) noexcept;
  Connection& operator=(Connection&& other) noexcept;
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  ~Connection();

  /// Sends all of `bytes` within `timeout_ms` (ready) or says why not.
  Waited send(std::string_view bytes, int timeout_ms);
  /// Waits up to `timeout_ms` (-1: forever) for bytes and appends what
  /// came (at most 4096 bytes) to `out`.
  Waited receive(std::string& out, int timeout_ms);
  /// The peer's address, "127.0.0.1:51234" or "[::1]:51234".
  [[nodiscard]] const std::string& peer() const { return peer_; }
  [[nodiscard]] int fd() const { return fd_; }

 private:
  int fd_;
  std::string peer_;
};

/// A listening socket, owned.
class Listener {
 public:
  /// Listens on `address` (its host empty: every interface, IPv6 and IPv4;
  /// port 0: one the system picks); the reason (strerror's, or the
  /// look-up's) when it cannot.
  static std::variant<Listener, std::string> open(const Address& address);
  Listener(Listener&& other) noexcept;
  Listener& operator=(Listener&& other) = delete;
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;
  ~Listener();

  /// The port listened on.
  [[nodiscard]] std::uint16_t port() const;
  /// Waits up to `timeout_ms` (-1: forever) for a connection; `out` holds
  /// it when ready.
  Waited accept(std::optional<Connection>& out, int timeout_ms);

 private:
  explicit Listener(int fd) : fd_(fd) {}
  int fd_;
};

/// Connects to `address` (a name looked up, each of its addresses tried in
/// turn) within `timeout_ms` in all; the reason when it cannot.
std::variant<Connection, std::string> connect_to(const Address& address, int timeout_ms);

/// This machine's addresses a friend could reach: up, not loopback, IPv4
/// first, then global IPv6; link-local addresses left out.
std::vector<std::string> own_addresses();

/// 64 bits from the system's generator (getrandom(2)); std::nullopt when it
/// cannot give them.
std::optional<std::uint64_t> random_bits();

/// Sleeps `ms` milliseconds (poll with no descriptor), cut short by a signal.
void pause_for(int ms);

}  // namespace tictactoe::app
