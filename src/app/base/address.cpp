#include "app/base/address.hpp"

#include <algorithm>
#include <charconv>

namespace tictactoe::app {

namespace {

constexpr std::size_t kMaxHost = 253;

std::optional<std::uint16_t> port_of(std::string_view digits) {
  if (digits == "0") return std::uint16_t{0};  // to listen on: a free port the system picks
  if (digits.empty() || digits.size() > 5 || digits.front() == '0') return std::nullopt;
  unsigned value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (error != std::errc{} || end != digits.data() + digits.size() || value > 65535) return std::nullopt;
  return static_cast<std::uint16_t>(value);
}

bool host_ok(std::string_view host, bool v6) {
  return host.size() <= kMaxHost && std::ranges::all_of(host, [&](char c) {
           const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                              c == '-' || c == '_';
           return plain || (v6 && (c == ':' || c == '%'));
         });
}

}  // namespace

std::optional<Address> parse_address(std::string_view text) {
  Address address;
  std::string_view host = text;
  std::optional<std::string_view> port;
  const bool bracketed = text.starts_with('[');
  if (bracketed) {
    const std::size_t close = text.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    host = text.substr(1, close - 1);
    const std::string_view after = text.substr(close + 1);
    if (!after.empty() && !after.starts_with(':')) return std::nullopt;
    if (!after.empty()) port = after.substr(1);
    if (host.empty()) return std::nullopt;
  } else if (std::ranges::count(text, ':') == 1) {
    host = text.substr(0, text.find(':'));
    port = text.substr(text.find(':') + 1);
  }
  const bool v6 = bracketed || std::ranges::count(host, ':') > 1;
  if (!host_ok(host, v6)) return std::nullopt;
  if (port) {
    const auto number = port_of(*port);
    if (!number) return std::nullopt;
    address.port = *number;
  }
  address.host = std::string(host);
  return address;
}

std::string address_text(const Address& address) {
  const bool v6 = address.host.find(':') != std::string::npos;
  return (v6 ? "[" + address.host + "]" : address.host) + ":" + std::to_string(address.port);
}

}  // namespace tictactoe::app
