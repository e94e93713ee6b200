#pragma once

// The network protocol between two games (docs/protocol.md), as values: the
// frames two sides send, each a line of at most kMaxFrame bytes, their
// encoding, and a pure incremental reader for the bytes a peer sends. What
// crosses the wire is moves and answers, never a board or a sentence: each
// side runs the rules itself and narrates in its own language. No I/O.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "tictactoe/board.hpp"

namespace tictactoe::app::net {

/// The program name each side gives in its first frame.
inline constexpr std::string_view kProgram = "tictactoe";
/// The protocol version this program speaks.
inline constexpr int kVersion = 1;
/// The longest frame, in bytes, with its final '\n'.
inline constexpr std::size_t kMaxFrame = 1024;
/// The longest name a frame carries, in bytes (UTF-8).
inline constexpr std::size_t kMaxWireName = 256;

/// Who plays X in the first game.
enum class Starter : std::uint8_t { host, guest };

/// The guest's first frame: "hello PROGRAM VERSION CODE NAME".
struct Hello {
  std::string program;
  int version = 0;   ///< 1-999999
  std::string code;  ///< as typed: 1-32 printable ASCII characters, no space
  std::string name;  ///< the guest's name, 1-kMaxWireName bytes (raw: sanitise before showing)
  friend bool operator==(const Hello&, const Hello&) = default;
};

/// The host's answer to a right code: "welcome PROGRAM VERSION STARTER
/// ALTERNATE NAME" (STARTER host or guest, ALTERNATE 0 or 1).
struct Welcome {
  std::string program;
  int version = 0;
  Starter starter = Starter::host;
  bool alternate = false;  ///< who starts alternates after each game
  std::string name;        ///< the host's name (raw)
  friend bool operator==(const Welcome&, const Welcome&) = default;
};

/// Why the host refuses a guest: "refused code|full|version".
enum class Refusal : std::uint8_t { code, full, version };
struct Refused {
  Refusal why = Refusal::code;
  friend bool operator==(const Refused&, const Refused&) = default;
};

/// A move: "move PLY CELL", PLY the move's number in its game (1-9), CELL
/// 0-8 (row by row from the top left).
struct Move {
  int ply = 1;
  core::Cell cell = 0;
  friend bool operator==(const Move&, const Move&) = default;
};

/// The answer at "Play again?": "again yes|no".
struct Again {
  bool yes = false;
  friend bool operator==(const Again&, const Again&) = default;
};

/// The sender leaves: "bye".
struct Bye {
  friend bool operator==(const Bye&, const Bye&) = default;
};

/// The heartbeat, sent when nothing else was for a while: "ping".
struct Ping {
  friend bool operator==(const Ping&, const Ping&) = default;
};

/// Every frame.
using Frame = std::variant<Hello, Welcome, Refused, Move, Again, Bye, Ping>;

/// Why bytes from a peer are no frame.
enum class FrameError : std::uint8_t {
  too_long,      ///< kMaxFrame bytes and no '\n'
  bad_bytes,     ///< a control character (but the final '\n'), DEL, or invalid UTF-8
  unknown_kind,  ///< the first word is no frame's
  bad_field,     ///< a kind known, its fields wrong (missing, extra, out of range)
};

/// The line that sends `frame`, with its '\n'. Precondition: the frame's
/// fields are as documented (names and codes within their bounds).
std::string encode(const Frame& frame);

/// The frame `line` (one line, without its '\n') says, or why it is none.
std::variant<Frame, FrameError> parse_frame(std::string_view line);

/// Reads frames from the bytes of a connection as they come, in pieces
/// of any size. Holds at most kMaxFrame bytes between calls of next()
/// until a frame is whole; after an error it gives that error again.
class FrameReader {
 public:
  /// Adds bytes read from the peer. Call next() until it gives nothing
  /// before feeding more, so the buffer stays within kMaxFrame + the
  /// size of one feed.
  void feed(std::string_view bytes);
  /// The next frame, or why the bytes are none (then always that error),
  /// or std::nullopt when the next frame is not whole yet.
  std::optional<std::variant<Frame, FrameError>> next();
  /// True when bytes of a frame not yet whole are held (a frame cut short
  /// when the connection ends).
  [[nodiscard]] bool partial() const { return !buffer_.empty(); }

 private:
  std::string buffer_;
  std::optional<FrameError> failed_;
};

/// The name of a frame's kind as it is sent ("move"), for messages.
std::string_view kind_name(const Frame& frame);

}  // namespace tictactoe::app::net
