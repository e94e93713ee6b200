// The network protocol (net/protocol.hpp, docs/protocol.md), the join code
// (base/join_code.hpp) and the friend's name as shown (net/peer_name.hpp): pure,
// with no socket.

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/base/join_code.hpp"
#include "app/net/peer_name.hpp"
#include "app/net/protocol.hpp"

namespace test_net_protocol {

using namespace tictactoe::app;
using namespace tictactoe::app::net;

namespace {

Frame frame_of(std::string_view line) {
  auto parsed = parse_frame(line);
  INFO("line: " << std::string(line));
  REQUIRE(std::holds_alternative<Frame>(parsed));
  return std::get<Frame>(parsed);
}

FrameError error_of(std::string_view line) {
  auto parsed = parse_frame(line);
  INFO("line: " << std::string(line));
  REQUIRE(std::holds_alternative<FrameError>(parsed));
  return std::get<FrameError>(parsed);
}

// Every frame read back from `bytes` fed `piece` bytes at a time, and the
// error that ended them, if any.
struct Read {
  std::vector<Frame> frames;
  std::optional<FrameError> error;
};

Read read_all(std::string_view bytes, std::size_t piece) {
  FrameReader reader;
  Read read;
  for (std::size_t at = 0; at < bytes.size() && !read.error; at += piece) {
    reader.feed(bytes.substr(at, piece));
    while (auto next = reader.next()) {
      if (const auto* error = std::get_if<FrameError>(&*next)) {
        read.error = *error;
        break;
      }
      read.frames.push_back(std::get<Frame>(*next));
    }
  }
  return read;
}

}  // namespace

TEST_CASE("Each frame reads back as it was encoded", "[net][protocol]") {
  const std::vector<Frame> frames{
      Hello{"tictactoe", 1, "7KQ4-MX2P", "Anna Karenina"},
      Welcome{"tictactoe", 1, Starter::guest, true, "Боб"},
      Welcome{"tictactoe", 2, Starter::host, false, "x"},
      Refused{Refusal::code},
      Refused{Refusal::full},
      Refused{Refusal::version},
      Move{1, 0},
      Move{9, 8},
      Again{true},
      Again{false},
      Bye{},
      Ping{},
  };
  for (const Frame& frame : frames) {
    const std::string line = encode(frame);
    INFO(line);
    REQUIRE(line.back() == '\n');
    CHECK(line.size() <= kMaxFrame);
    CHECK(line.starts_with(kind_name(frame)));
    CHECK(frame_of(std::string_view(line).substr(0, line.size() - 1)) == frame);
  }
}

TEST_CASE("The wire says moves as ply and cell 0-8, and nothing of a board", "[net][protocol]") {
  CHECK(encode(Move{3, 4}) == "move 3 4\n");
  CHECK(encode(Hello{"tictactoe", 1, "ABCD-EFGH", "Ann"}) == "hello tictactoe 1 ABCD-EFGH Ann\n");
  CHECK(encode(Welcome{"tictactoe", 1, Starter::host, false, "Bob"}) == "welcome tictactoe 1 host 0 Bob\n");
}

TEST_CASE("A move out of range, a field missing or extra, or a number in another form is a bad field",
          "[net][protocol]") {
  for (const std::string_view line : {"move 0 4",
                                      "move 10 4",
                                      "move 1 9",
                                      "move 1 -1",
                                      "move 1",
                                      "move 1 4 5",
                                      "move",
                                      "move 01 4",
                                      "move 1  4",
                                      "move 1 4 ",
                                      "move +1 4",
                                      "move 1 ٤",
                                      "again maybe",
                                      "again",
                                      "refused nobody",
                                      "bye now",
                                      "ping 1",
                                      "hello tictactoe 1 CODE",
                                      "hello tictactoe one CODE Ann",
                                      "hello tictactoe 0 CODE Ann",
                                      "hello tictactoe 1000000 CODE Ann",
                                      "welcome tictactoe 1 nobody 0 Bob",
                                      "welcome tictactoe 1 host 2 Bob",
                                      "welcome tictactoe 1 host 0"}) {
    CHECK(error_of(line) == FrameError::bad_field);
  }
  CHECK(error_of("hello tictactoe 1 " + std::string(33, 'A') + " Ann") == FrameError::bad_field);
  CHECK(error_of("hello tictactoe 1 CODE " + std::string(kMaxWireName + 1, 'a')) == FrameError::bad_field);
  CHECK(std::holds_alternative<Frame>(parse_frame("hello tictactoe 1 CODE " + std::string(kMaxWireName, 'a'))));
}

TEST_CASE("An unknown kind, a control character or invalid UTF-8 is refused", "[net][protocol]") {
  CHECK(error_of("board XOX......") == FrameError::unknown_kind);
  CHECK(error_of("") == FrameError::unknown_kind);
  CHECK(error_of("MOVE 1 4") == FrameError::unknown_kind);
  CHECK(error_of("hello tictactoe 1 CODE \x1b[2J") == FrameError::bad_bytes);
  CHECK(error_of("move 1 4\r") == FrameError::bad_bytes);
  CHECK(error_of(std::string_view("move\0 1 4", 9)) == FrameError::bad_bytes);
  CHECK(error_of("hello tictactoe 1 CODE \xc2\x9b") == FrameError::bad_bytes);  // C1 CSI
  CHECK(error_of("hello tictactoe 1 CODE \xff") == FrameError::bad_bytes);
  CHECK(error_of("hello tictactoe 1 CODE \x7f") == FrameError::bad_bytes);
}

TEST_CASE("The reader gives the same frames whatever the size of the pieces", "[net][protocol]") {
  const std::string bytes = encode(Hello{"tictactoe", 1, "ABCD-EFGH", "Ann"}) + encode(Move{1, 4}) + encode(Ping{}) +
                            encode(Again{true}) + encode(Bye{});
  for (const std::size_t piece : {1U, 2U, 3U, 7U, 64U, 4096U}) {
    const Read read = read_all(bytes, piece);
    CHECK_FALSE(read.error);
    REQUIRE(read.frames.size() == 5);
    CHECK(read.frames[1] == Frame{Move{1, 4}});
    CHECK(read.frames[4] == Frame{Bye{}});
  }
}

TEST_CASE("A frame of kMaxFrame bytes is read, one byte more is too long, and the error stays", "[net][protocol]") {
  FrameReader reader;
  reader.feed(std::string(kMaxFrame - 1, 'a'));
  CHECK_FALSE(reader.next());
  CHECK(reader.partial());
  reader.feed("a");
  const auto error = reader.next();
  REQUIRE(error);
  CHECK(std::get<FrameError>(*error) == FrameError::too_long);
  reader.feed(encode(Ping{}));
  const auto again = reader.next();
  REQUIRE(again);
  CHECK(std::get<FrameError>(*again) == FrameError::too_long);
  CHECK(error_of(std::string(kMaxFrame, 'a')) == FrameError::too_long);
  CHECK(error_of(std::string(kMaxFrame - 1, 'a')) == FrameError::unknown_kind);
  CHECK(read_all(std::string(1 << 20, 'x'), 4096).error == FrameError::too_long);
}

TEST_CASE("A frame cut short is held, not read", "[net][protocol]") {
  FrameReader reader;
  reader.feed("move 3");
  CHECK_FALSE(reader.next());
  CHECK(reader.partial());
  reader.feed(" 4\n");
  const auto whole = reader.next();
  REQUIRE(whole);
  CHECK(std::get<Frame>(*whole) == Frame{Move{3, 4}});
  CHECK_FALSE(reader.partial());
}

TEST_CASE("A code is 40 bits in two groups of four, read back in any case, with or without the dash", "[net][code]") {
  CHECK(format_code(0) == "2222-2222");
  CHECK(format_code((std::uint64_t{1} << 40) - 1) == "ZZZZ-ZZZZ");
  CHECK(format_code(std::uint64_t{1} << 40) == "2222-2222");
  const std::string code = format_code(0x12'3456'789aU);
  CHECK(code.size() == 9);
  CHECK(code.find_first_of("01IO") == std::string::npos);
  CHECK(normal_code(code) == code);
  std::string lower = code;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  CHECK(normal_code(lower) == code);
  CHECK(normal_code(code.substr(0, 4) + code.substr(5)) == code);
  for (const std::string_view bad : {"", "ABCD-EFG", "ABCD-EFGHJ", "ABCDE-FGH", "ABCD--EFGH", "ABCD-EFG0", "-ABCDEFGH"})
    CHECK_FALSE(normal_code(bad));
}

TEST_CASE("The code matches only itself, in any case", "[net][code]") {
  const std::string code = format_code(0xab'cdef'0123U);
  CHECK(code_matches(code, code));
  CHECK(code_matches(code, code.substr(0, 4) + code.substr(5)));
  std::string other = code;
  other.back() = other.back() == 'Z' ? 'Y' : 'Z';
  CHECK_FALSE(code_matches(code, other));
  CHECK_FALSE(code_matches(code, ""));
  CHECK_FALSE(code_matches(code, "not a code"));
}

TEST_CASE("The friend's name is kept when a player could type it, else escaped and cut", "[net][name]") {
  CHECK(shown_peer_name("Bob", "O") == "Bob");
  CHECK(shown_peer_name("  Боб  ", "O") == "Боб");
  CHECK(shown_peer_name("", "O") == "O");
  CHECK(shown_peer_name("   ", "O") == "O");
  const std::string hostile = shown_peer_name(
      "\x1b[2J\xe2\x80\xae"
      "evil",
      "O");
  CHECK(hostile.find('\x1b') == std::string::npos);
  CHECK(hostile.find("\xe2\x80\xae") == std::string::npos);
  CHECK(hostile.find("evil") != std::string::npos);
  CHECK(shown_peer_name(std::string(200, 'a'), "O").size() < 40);
}

}  // namespace test_net_protocol
