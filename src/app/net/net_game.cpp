#include "app/net/net_game.hpp"

#include <memory>
#include <ostream>
#include <utility>
#include <variant>
#include <vector>

#include "app/base/exit_status.hpp"
#include "app/base/join_code.hpp"
#include "app/net/link.hpp"
#include "app/net/peer_name.hpp"
#include "app/net/remote_seat.hpp"
#include "app/sys/network.hpp"

namespace tictactoe::app::net {

namespace {

constexpr int kConnectTimeoutMs = 10'000;
constexpr int kWrongCodeDelayMs = 600;  // after a wrong code, before the refusal: guessing is slow

// A connection that passed the handshake, and what it told.
struct Joined {
  std::unique_ptr<Link> link;
  std::string friend_name;  // raw, from the wire
  bool alternate = false;
};

using Joining = std::variant<Joined, int>;  // or the exit status

void say(const NetPorts& ports, Msg id, std::initializer_list<Arg> args) {
  ports.err << ports.text(id, args) << std::endl;
}

// Your name: --names, or the mark you start with.
std::string own_name(const NetRequest& request, bool host) {
  if (!request.name.empty()) return request.name;
  return host ? "X" : "O";
}

// The host's one line, flushed at once so a script can read it, and the
// machine's other addresses, if it has more.
void announce(const NetPorts& ports, const Address& address, std::uint16_t port, const std::string& code) {
  std::vector<std::string> addresses;
  if (!address.host.empty()) {
    addresses.push_back(address.host.find(':') == std::string::npos ? address.host : "[" + address.host + "]");
  } else {
    addresses = own_addresses();
  }
  if (addresses.empty()) addresses.emplace_back("localhost");
  ports.out << ports.text(Msg::net_waiting, {static_cast<long long>(port), addresses.front(), code}) << std::endl;
  if (addresses.size() > 1) {
    const std::vector<std::string> others(addresses.begin() + 1, addresses.end());
    ports.out << ports.text(Msg::net_also_at, {joined(others, ports.text)}) << std::endl;
  }
}

// The first frame of a connection to the host, checked: the guest's name
// when it is the friend with the right code (welcomed), std::nullopt when
// refused (said), or the exit status after Ctrl-C.
std::variant<std::optional<std::string>, int> greet(Link& link, const NetRequest& request, const std::string& code,
                                                    const NetPorts& ports) {
  const Received received = link.receive();
  if (!received.frame && received.error == LinkError::interrupted) return kExitInterrupted;
  const auto* hello = received.frame ? std::get_if<Hello>(&*received.frame) : nullptr;
  if (hello == nullptr || hello->program != kProgram || hello->version != kVersion) {
    if (hello != nullptr && hello->program == kProgram) link.send(Refused{Refusal::version});
    say(ports, Msg::net_not_a_guest, {link.peer()});
    return std::nullopt;
  }
  if (!code_matches(code, hello->code)) {
    pause_for(kWrongCodeDelayMs);
    link.send(Refused{Refusal::code});
    say(ports, Msg::net_wrong_code, {link.peer()});
    return std::nullopt;
  }
  link.send(Welcome{std::string(kProgram), kVersion, Starter::host, request.alternate, own_name(request, true)});
  return hello->name;
}

// Waits for connections until one is the friend with the right code.
Joining wait_for_friend(Listener& listener, const NetRequest& request, const std::string& code, const NetPorts& ports) {
  for (;;) {
    std::optional<Connection> connection;
    const Waited waited = listener.accept(connection, -1);
    if (waited == Waited::interrupted && ports.interrupted()) return kExitInterrupted;
    if (waited != Waited::ready) continue;
    auto link = std::make_unique<Link>(std::move(*connection), ports.interrupted);
    auto greeted = greet(*link, request, code, ports);
    if (const int* status = std::get_if<int>(&greeted)) return *status;
    if (auto& name = std::get<std::optional<std::string>>(greeted)) {
      say(ports, Msg::net_joined, {shown_peer_name(*name, "O"), link->peer()});
      return Joined{std::move(link), std::move(*name), request.alternate};
    }
  }
}

Joining host(const NetRequest& request, const NetPorts& ports) {
  auto opened = Listener::open(request.address);
  if (const auto* reason = std::get_if<std::string>(&opened)) {
    say(ports, Msg::net_cannot_listen, {address_text(request.address), *reason});
    return kExitInputError;
  }
  auto& listener = std::get<Listener>(opened);
  std::optional<std::string> code = request.code;
  if (!code) {
    const auto bits = random_bits();
    if (!bits) {
      say(ports, Msg::net_no_random, {});
      return kExitInputError;
    }
    code = format_code(*bits);
  }
  announce(ports, request.address, listener.port(), *code);
  return wait_for_friend(listener, request, *code, ports);
}

// The host's answer to the guest's hello: welcomed, or why not (said).
Joining answered(std::unique_ptr<Link> link, const NetRequest& request, const NetPorts& ports) {
  const std::string where = address_text(request.address);
  const Received received = link->receive();
  if (!received.frame && received.error == LinkError::interrupted) return kExitInterrupted;
  if (received.frame) {
    if (const auto* refused = std::get_if<Refused>(&*received.frame)) {
      switch (refused->why) {
        case Refusal::code: say(ports, Msg::net_refused_code, {*request.code}); break;
        case Refusal::full: say(ports, Msg::net_refused_full, {where}); break;
        case Refusal::version: say(ports, Msg::net_refused_version, {where}); break;
      }
      return kExitInputError;
    }
    const auto* welcome = std::get_if<Welcome>(&*received.frame);
    if (welcome != nullptr && welcome->program == kProgram && welcome->version == kVersion)
      return Joined{std::move(link), welcome->name, welcome->alternate};
  }
  say(ports, Msg::net_not_a_host, {where});
  return kExitInputError;
}

Joining join(const NetRequest& request, const NetPorts& ports) {
  auto made = connect_to(request.address, kConnectTimeoutMs);
  if (const auto* reason = std::get_if<std::string>(&made)) {
    say(ports, Msg::net_cannot_connect, {address_text(request.address), *reason});
    return kExitInputError;
  }
  auto link = std::make_unique<Link>(std::move(std::get<Connection>(made)), ports.interrupted);
  if (!link->send(Hello{std::string(kProgram), kVersion, *request.code, own_name(request, false)})) {
    say(ports, Msg::net_not_a_host, {address_text(request.address)});
    return kExitInputError;
  }
  return answered(std::move(link), request, ports);
}

}  // namespace

int run_net_game(const NetRequest& request, SessionSettings settings, const NetPorts& ports) {
  auto joining = request.host ? host(request, ports) : join(request, ports);
  if (const int* status = std::get_if<int>(&joining)) return *status;
  auto& joined = std::get<Joined>(joining);
  joined.link->beat();
  RemoteSeat seat(*joined.link, shown_peer_name(joined.friend_name, request.host ? "O" : "X"), ports.numbering);
  const Player here{std::nullopt, own_name(request, request.host)};
  const Player there{std::nullopt, shown_peer_name(joined.friend_name, request.host ? "O" : "X"), /*remote=*/true};
  Players players;
  players.mode = Mode::hvh;
  players.roster = request.host ? std::array{here, there} : std::array{there, here};
  settings.players = players;
  settings.options.alternate = joined.alternate;
  settings.remote = &seat;
  settings.partner = &seat;
  settings.sinks.push_back(&seat);
  const int status = ports.play(settings);
  if (const auto& trouble = seat.trouble()) {
    ports.err << ports.text(trouble->id, trouble->args) << std::endl;
    return kExitInputError;
  }
  return status;
}

}  // namespace tictactoe::app::net
