#include "app/net/link.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

namespace tictactoe::app::net {

namespace {

constexpr int kSendTimeoutMs = kSilenceMs;
constexpr std::size_t kShownBytes = 40;

Received failure(LinkError error) { return Received{std::nullopt, error, FrameError::bad_field, {}}; }

long long now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

Link::Link(Connection connection, std::function<bool()> interrupted)
    : connection_(std::move(connection)),
      interrupted_(std::move(interrupted)),
      last_sent_ms_(now_ms()),
      last_heard_ms_(now_ms()) {}

Link::~Link() {
  heart_.request_stop();
  wake_.notify_all();
}

bool Link::send(const Frame& frame) {
  const std::scoped_lock lock(sending_);
  last_sent_ms_ = now_ms();
  return connection_.send(encode(frame), kSendTimeoutMs) == Waited::ready;
}

void Link::beat() {
  heart_ = std::jthread([this](const std::stop_token& stop) { heartbeat(stop); });
}

// A ping whenever kPingMs pass with nothing sent, until stopped.
void Link::heartbeat(const std::stop_token& stop) {
  std::mutex waiting;
  std::unique_lock lock(waiting);
  while (!stop.stop_requested()) {
    const long long due = last_sent_ms_ + kPingMs - now_ms();
    if (due <= 0) {
      if (!send(Ping{})) return;
      continue;
    }
    wake_.wait_for(lock, stop, std::chrono::milliseconds(due), [] { return false; });
  }
}

// A frame already read whole, or a bad one, if there is one.
std::optional<Received> Link::pending() {
  while (auto next = reader_.next()) {
    if (const auto* error = std::get_if<FrameError>(&*next)) {
      const std::size_t end = std::min(last_bytes_.find('\n'), kShownBytes);
      return Received{std::nullopt, LinkError::bad_frame, *error, last_bytes_.substr(0, end)};
    }
    const Frame& frame = std::get<Frame>(*next);
    if (!std::holds_alternative<Ping>(frame)) return Received{frame, LinkError::closed, FrameError::bad_field, {}};
  }
  return std::nullopt;
}

Received Link::receive() {
  // The silence counts from now: what came while nobody was waiting (the
  // friend's pings while the person here thought) is read at once.
  last_heard_ms_ = now_ms();
  for (;;) {
    if (auto ready = pending()) return std::move(*ready);
    const long long now = now_ms();
    if (now - last_heard_ms_ >= kSilenceMs) return failure(LinkError::silent);
    if (!heart_.joinable() && now - last_sent_ms_ >= kPingMs && !send(Ping{})) return failure(LinkError::broken);
    const long long wait = std::min(last_sent_ms_ + kPingMs, last_heard_ms_ + kSilenceMs) - now_ms();
    std::string bytes;
    switch (connection_.receive(bytes, static_cast<int>(std::max(wait, 0LL)))) {
      case Waited::ready:
        last_heard_ms_ = now_ms();
        last_bytes_ = bytes;
        reader_.feed(bytes);
        break;
      case Waited::timed_out: break;
      case Waited::closed: return failure(reader_.partial() ? LinkError::cut : LinkError::closed);
      case Waited::failed: return failure(LinkError::broken);
      case Waited::interrupted:
        if (interrupted_()) return failure(LinkError::interrupted);
        break;
    }
  }
}

}  // namespace tictactoe::app::net
