// libFuzzer target: the network protocol's frame reader (net/protocol.hpp)
// on any bytes a peer could send, fed in pieces.
//
// The first byte chooses the size of the pieces (1-64 bytes); the rest is
// what the peer sent. Checks, for any input: the reader never holds more
// than kMaxFrame bytes plus one piece; once it gives an error it gives the
// same error ever after; every frame it gives encodes to a line of at most
// kMaxFrame bytes that parses back to the same frame (so the reader's
// frames are exactly those the encoder can write); and a piece size
// changes none of the frames or the error.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/net/protocol.hpp"
#include "check.hpp"

namespace {

using namespace tictactoe::app::net;

struct Read {
  std::vector<Frame> frames;
  std::optional<FrameError> error;
};

void check_frame(const Frame& frame) {
  const std::string line = encode(frame);
  FUZZ_CHECK(line.size() <= kMaxFrame);
  FUZZ_CHECK(!line.empty() && line.back() == '\n');
  const auto again = parse_frame(std::string_view(line).substr(0, line.size() - 1));
  FUZZ_CHECK(std::holds_alternative<Frame>(again));
  FUZZ_CHECK(std::get<Frame>(again) == frame);
}

Read read(std::string_view bytes, std::size_t piece) {
  FrameReader reader;
  Read result;
  for (std::size_t at = 0; at < bytes.size(); at += piece) {
    reader.feed(bytes.substr(at, piece));
    while (auto next = reader.next()) {
      if (const auto* error = std::get_if<FrameError>(&*next)) {
        if (result.error) FUZZ_CHECK(*result.error == *error);
        result.error = *error;
        break;
      }
      FUZZ_CHECK(!result.error);
      check_frame(std::get<Frame>(*next));
      result.frames.push_back(std::get<Frame>(*next));
    }
  }
  if (result.error) {
    const auto after = reader.next();
    FUZZ_CHECK(after && std::get<FrameError>(*after) == *result.error);
  }
  return result;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t piece = 1 + data[0] % 64;
  const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  const Read pieces = read(bytes, piece);
  const Read whole = read(bytes, bytes.size() + 1);
  FUZZ_CHECK(pieces.frames == whole.frames);
  FUZZ_CHECK(pieces.error == whole.error);
  return 0;
}
