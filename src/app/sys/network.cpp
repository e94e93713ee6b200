#include "app/sys/network.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <memory>
#include <utility>

namespace tictactoe::app {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kReadSize = 4096;
constexpr int kBacklog = 8;

// The milliseconds left of `timeout_ms` since `start` (-1 stays -1).
int left(int timeout_ms, Clock::time_point start) {
  if (timeout_ms < 0) return -1;
  const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
  return spent >= timeout_ms ? 0 : timeout_ms - static_cast<int>(spent);
}

// Waits for `events` on `fd`.
Waited wait_for(int fd, short events, int timeout_ms) {
  pollfd polled{.fd = fd, .events = events, .revents = 0};
  const int ready = ::poll(&polled, 1, timeout_ms);
  if (ready < 0) return errno == EINTR ? Waited::interrupted : Waited::failed;
  if (ready == 0) return Waited::timed_out;
  return Waited::ready;
}

std::string text_of(const sockaddr* address) {
  std::array<char, INET6_ADDRSTRLEN> host{};
  if (address->sa_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<const sockaddr_in6*>(address);
    ::inet_ntop(AF_INET6, &v6->sin6_addr, host.data(), host.size());
    return "[" + std::string(host.data()) + "]:" + std::to_string(ntohs(v6->sin6_port));
  }
  const auto* v4 = reinterpret_cast<const sockaddr_in*>(address);
  ::inet_ntop(AF_INET, &v4->sin_addr, host.data(), host.size());
  return std::string(host.data()) + ":" + std::to_string(ntohs(v4->sin_port));
}

void set_options(int fd) {
  const int one = 1;
  ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

struct AddrInfoFree {
  void operator()(addrinfo* info) const { ::freeaddrinfo(info); }
};
using AddrInfo = std::unique_ptr<addrinfo, AddrInfoFree>;

// `address` looked up for a stream socket (`passive`: to listen on).
std::variant<AddrInfo, std::string> look_up(const Address& address, bool passive) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = passive ? AI_PASSIVE : AI_ADDRCONFIG;
  addrinfo* found = nullptr;
  const std::string port = std::to_string(address.port);
  const int error = ::getaddrinfo(address.host.empty() ? nullptr : address.host.c_str(), port.c_str(), &hints, &found);
  if (error != 0) return std::string(::gai_strerror(error));
  return AddrInfo(found);
}

// One connection attempt to `info` within `timeout_ms`: the socket, or -1
// with errno set.
int try_connect(const addrinfo& info, int timeout_ms) {
  const int fd = ::socket(info.ai_family, info.ai_socktype | SOCK_CLOEXEC, info.ai_protocol);
  if (fd < 0) return -1;
  set_options(fd);
  if (::connect(fd, info.ai_addr, info.ai_addrlen) == 0) return fd;
  if (errno == EINPROGRESS && wait_for(fd, POLLOUT, timeout_ms) == Waited::ready) {
    int error = 0;
    socklen_t size = sizeof error;
    if (::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0) return fd;
    errno = error != 0 ? error : ETIMEDOUT;
  } else if (errno == EINPROGRESS) {
    errno = ETIMEDOUT;
  }
  const int saved = errno;
  ::close(fd);
  errno = saved;
  return -1;
}

// A socket listening on `info`, or -1 with errno set.
int try_listen(const addrinfo& info) {
  const int fd = ::socket(info.ai_family, info.ai_socktype | SOCK_CLOEXEC, info.ai_protocol);
  if (fd < 0) return -1;
  const int one = 1;
  const int zero = 0;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (info.ai_family == AF_INET6) ::setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
  if (::bind(fd, info.ai_addr, info.ai_addrlen) == 0 && ::listen(fd, kBacklog) == 0) {
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    return fd;
  }
  const int saved = errno;
  ::close(fd);
  errno = saved;
  return -1;
}

}  // namespace

Connection::Connection(int fd, std::string peer) : fd_(fd), peer_(std::move(peer)) {}
Connection::Connection(Connection&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), peer_(std::move(other.peer_)) {}
Connection& Connection::operator=(Connection&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
    peer_ = std::move(other.peer_);
  }
  return *this;
}
Connection::~Connection() {
  if (fd_ >= 0) ::close(fd_);
}

Waited Connection::send(std::string_view bytes, int timeout_ms) {
  const auto start = Clock::now();
  while (!bytes.empty()) {
    const ssize_t sent = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent < 0 && errno == EINTR) continue;
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return errno == EPIPE ? Waited::closed : Waited::failed;
    const Waited waited = wait_for(fd_, POLLOUT, left(timeout_ms, start));
    if (waited == Waited::timed_out || waited == Waited::failed) return waited;
  }
  return Waited::ready;
}

Waited Connection::receive(std::string& out, int timeout_ms) {
  const Waited waited = wait_for(fd_, POLLIN, timeout_ms);
  if (waited != Waited::ready) return waited;
  std::array<char, kReadSize> buffer{};
  const ssize_t got = ::recv(fd_, buffer.data(), buffer.size(), 0);
  if (got > 0) {
    out.append(buffer.data(), static_cast<std::size_t>(got));
    return Waited::ready;
  }
  if (got == 0) return Waited::closed;
  if (errno == EINTR) return Waited::interrupted;
  return errno == EAGAIN || errno == EWOULDBLOCK ? Waited::timed_out : Waited::failed;
}

std::variant<Listener, std::string> Listener::open(const Address& address) {
  auto found = look_up(address, true);
  if (auto* reason = std::get_if<std::string>(&found)) return std::move(*reason);
  // Every interface: an IPv6 socket first, which takes IPv4 too.
  int error = 0;
  for (const int family : {AF_INET6, AF_INET}) {
    for (const addrinfo* info = std::get<AddrInfo>(found).get(); info != nullptr; info = info->ai_next) {
      if (info->ai_family != family) continue;
      const int fd = try_listen(*info);
      if (fd >= 0) return Listener(fd);
      error = errno;
    }
  }
  return std::string(std::strerror(error));
}

Listener::Listener(Listener&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
Listener::~Listener() {
  if (fd_ >= 0) ::close(fd_);
}

std::uint16_t Listener::port() const {
  sockaddr_storage bound{};
  socklen_t size = sizeof bound;
  ::getsockname(fd_, reinterpret_cast<sockaddr*>(&bound), &size);
  if (bound.ss_family == AF_INET6) return ntohs(reinterpret_cast<const sockaddr_in6*>(&bound)->sin6_port);
  return ntohs(reinterpret_cast<const sockaddr_in*>(&bound)->sin_port);
}

Waited Listener::accept(std::optional<Connection>& out, int timeout_ms) {
  const Waited waited = wait_for(fd_, POLLIN, timeout_ms);
  if (waited != Waited::ready) return waited;
  sockaddr_storage peer{};
  socklen_t size = sizeof peer;
  const int fd = ::accept(fd_, reinterpret_cast<sockaddr*>(&peer), &size);
  if (fd < 0) return errno == EINTR ? Waited::interrupted : Waited::timed_out;  // gone before accepted: wait on
  set_options(fd);
  out.emplace(fd, text_of(reinterpret_cast<const sockaddr*>(&peer)));
  return Waited::ready;
}

std::variant<Connection, std::string> connect_to(const Address& address, int timeout_ms) {
  auto found = look_up(address, false);
  if (auto* reason = std::get_if<std::string>(&found)) return std::move(*reason);
  const auto start = Clock::now();
  int error = ETIMEDOUT;
  for (const addrinfo* info = std::get<AddrInfo>(found).get(); info != nullptr; info = info->ai_next) {
    const int fd = try_connect(*info, left(timeout_ms, start));
    if (fd >= 0) return Connection(fd, text_of(info->ai_addr));
    error = errno;
  }
  return std::string(std::strerror(error));
}

std::vector<std::string> own_addresses() {
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return {};
  std::vector<std::string> v4;
  std::vector<std::string> v6;
  for (const ifaddrs* entry = list; entry != nullptr; entry = entry->ifa_next) {
    if (entry->ifa_addr == nullptr || (entry->ifa_flags & IFF_UP) == 0 || (entry->ifa_flags & IFF_LOOPBACK) != 0)
      continue;
    std::array<char, INET6_ADDRSTRLEN> host{};
    if (entry->ifa_addr->sa_family == AF_INET) {
      ::inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(entry->ifa_addr)->sin_addr, host.data(), host.size());
      v4.emplace_back(host.data());
    } else if (entry->ifa_addr->sa_family == AF_INET6) {
      const auto& address = reinterpret_cast<const sockaddr_in6*>(entry->ifa_addr)->sin6_addr;
      if (IN6_IS_ADDR_LINKLOCAL(&address)) continue;
      ::inet_ntop(AF_INET6, &address, host.data(), host.size());
      v6.push_back("[" + std::string(host.data()) + "]");
    }
  }
  ::freeifaddrs(list);
  v4.insert(v4.end(), v6.begin(), v6.end());
  return v4;
}

std::optional<std::uint64_t> random_bits() {
  std::uint64_t bits = 0;
  if (::getrandom(&bits, sizeof bits, 0) != static_cast<ssize_t>(sizeof bits)) return std::nullopt;
  return bits;
}

void pause_for(int ms) { ::poll(nullptr, 0, ms); }

}  // namespace tictactoe::app
