#pragma once

// A network address as typed after --host and --join: "HOST", "HOST:PORT",
// "[IPV6]", "[IPV6]:PORT", ":PORT", or nothing at all. Pure text, no
// look-up (sys/network resolves it).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tictactoe::app {

/// The port --host listens on and --join connects to when none is given.
inline constexpr std::uint16_t kDefaultPort = 7501;

/// A host (a name, an IPv4 address, or an IPv6 address without brackets;
/// empty: every interface) and a port.
struct Address {
  std::string host;
  std::uint16_t port = kDefaultPort;
  friend bool operator==(const Address&, const Address&) = default;
};

/// `text` as an address: a port is 1-65535 in plain digits (or 0: to
/// listen on, a free port the system picks); an IPv6
/// address with a port is in brackets ("[::1]:7501"), and one without may
/// be bare ("::1"); a host is at most 253 bytes of letters, digits, '.',
/// '-', '_' and, in an IPv6 address, ':' and '%'. std::nullopt for
/// anything else ("a b", "host:", "[::1", "host:99999").
std::optional<Address> parse_address(std::string_view text);

/// `address` as typed back: "host:port", "[v6]:port".
std::string address_text(const Address& address);

}  // namespace tictactoe::app
