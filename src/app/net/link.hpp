#pragma once

// A connection to the other game as frames: each frame sent in one write,
// frames read through the bounded FrameReader, a heartbeat (a ping after
// kPingMs with nothing sent, from a thread of its own, so it beats while
// the person here thinks) and a limit of kSilenceMs with nothing received
// while a frame is awaited, so a friend who is gone is known within
// seconds whatever broke (a killed process, a cut cable, a stalled peer).
// poll(2) and a condition variable wait between events: no CPU is spent
// while waiting.

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>

#include "app/net/protocol.hpp"
#include "app/sys/network.hpp"

namespace tictactoe::app::net {

/// A ping is sent after this long with nothing sent.
inline constexpr int kPingMs = 2000;
/// The friend is gone after this long with nothing received.
inline constexpr int kSilenceMs = 10'000;

/// Why no frame came.
enum class LinkError : std::uint8_t {
  closed,       ///< the friend closed the connection between frames
  cut,          ///< closed in the middle of a frame
  broken,       ///< the connection broke (reset), or a send failed
  silent,       ///< nothing for kSilenceMs
  interrupted,  ///< Ctrl-C here
  bad_frame,    ///< bytes that are no frame (see the FrameError)
};

/// What receive() came to: a frame, or why none.
struct Received {
  std::optional<Frame> frame;
  LinkError error = LinkError::closed;
  FrameError frame_error = FrameError::bad_field;  ///< for bad_frame
  std::string line;                                ///< the bytes of a bad frame, cut short (to name them)
};

/// Frames over one connection.
class Link {
 public:
  /// `interrupted` says whether Ctrl-C was pressed (checked when a wait is
  /// cut short by a signal).
  Link(Connection connection, std::function<bool()> interrupted);
  Link(const Link&) = delete;
  Link& operator=(const Link&) = delete;
  Link(Link&&) = delete;
  Link& operator=(Link&&) = delete;
  /// Stops the heartbeat; the connection closes.
  ~Link();

  /// Sends `frame`; false when the connection is broken.
  bool send(const Frame& frame);
  /// Starts the heartbeat (after the handshake).
  void beat();
  /// The next frame other than a ping, waiting as long as the friend is
  /// there (pings answered by the heartbeat, kSilenceMs of nothing ends).
  Received receive();
  /// The friend's address.
  [[nodiscard]] const std::string& peer() const { return connection_.peer(); }

 private:
  std::optional<Received> pending();
  void heartbeat(const std::stop_token& stop);

  Connection connection_;
  std::function<bool()> interrupted_;
  FrameReader reader_;
  std::string last_bytes_;  // the latest bytes read, to name a bad frame
  std::mutex sending_;      // one frame at a time, from the game or the heartbeat
  std::atomic<long long> last_sent_ms_ = 0;
  long long last_heard_ms_ = 0;
  std::condition_variable_any wake_;
  std::jthread heart_;  // last: stopped and joined first
};

}  // namespace tictactoe::app::net
