// The full-screen face's input (screen/keys.hpp): keys, escape sequences,
// mouse reports and pasted text from the bytes a terminal sends, with no
// terminal at all.

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "app/screen/keys.hpp"

namespace test_screen_keys {

using namespace tictactoe::app::screen;

namespace {

// The keys `bytes` make when no more come (the wait timed out).
std::vector<Key> keys_of(std::string_view bytes) {
  KeyReader reader;
  reader.push(bytes);
  return reader.keys(true);
}

// The one key `bytes` make in full, without waiting.
Key one_key(std::string_view bytes) {
  const Parsed parsed = parse_key(bytes, false);
  INFO("bytes: " << std::string(bytes));
  REQUIRE(parsed.used == bytes.size());
  REQUIRE(parsed.key);
  return *parsed.key;
}

KeyKind kind_of(std::string_view bytes) { return one_key(bytes).kind; }

}  // namespace

TEST_CASE("Plain bytes read as characters, Enter, Tab, Backspace and Ctrl keys", "[screen][keys]") {
  CHECK(one_key("5") == Key{.kind = KeyKind::character, .code = U'5'});
  CHECK(one_key("q") == Key{.kind = KeyKind::character, .code = U'q'});
  CHECK(kind_of("\r") == KeyKind::enter);
  CHECK(kind_of("\n") == KeyKind::enter);
  CHECK(kind_of("\t") == KeyKind::tab);
  CHECK(kind_of("\x7f") == KeyKind::backspace);
  CHECK(kind_of("\x08") == KeyKind::backspace);
  CHECK(one_key("\x03") == Key{.kind = KeyKind::control, .code = U'c'});
  CHECK(one_key("\x1a") == Key{.kind = KeyKind::control, .code = U'z'});
  CHECK(one_key("\x0c") == Key{.kind = KeyKind::control, .code = U'l'});
}

TEST_CASE("UTF-8 characters read whole, and wait for their last byte", "[screen][keys]") {
  CHECK(one_key("\xdb\xb5") == Key{.kind = KeyKind::character, .code = 0x6f5});       // Persian five
  CHECK(one_key("\xe4\xba\x95") == Key{.kind = KeyKind::character, .code = 0x4e95});  // 井
  CHECK(one_key("\xf0\x9f\x98\x80") == Key{.kind = KeyKind::character, .code = 0x1f600});
  // The smallest character of each length is no overlong form.
  CHECK(one_key("\xc2\xa0") == Key{.kind = KeyKind::character, .code = 0xa0});
  CHECK(one_key("\xe0\xa0\x80") == Key{.kind = KeyKind::character, .code = 0x800});
  CHECK(one_key("\xf0\x90\x80\x80") == Key{.kind = KeyKind::character, .code = 0x10000});
  CHECK(parse_key("\xe4\xba", false).used == 0);
  const Parsed cut = parse_key("\xe4\xba", true);
  CHECK(cut.used == 1);
  CHECK_FALSE(cut.key);
}

TEST_CASE("Invalid UTF-8, C1 controls, overlong forms and NUL make no key", "[screen][keys]") {
  for (const std::string_view bytes :
       {std::string_view("\xff"), std::string_view("\x80"), std::string_view("\xc2\x85"), std::string_view("\xc0\xb1"),
        std::string_view("\xed\xa0\x80"), std::string_view("\xf4\x90\x80\x80"), std::string_view("\0", 1),
        std::string_view("\xe4x"), std::string_view("\xe0\x9f\xbf")}) {
    INFO("bytes: " << std::string(bytes));
    const Parsed parsed = parse_key(bytes, false);
    CHECK(parsed.used >= 1);
    CHECK_FALSE(parsed.key);
  }
  // None of their bytes is read as a key either, once all have come.
  CHECK(keys_of("\xe0\x9f\xbf").empty());
  CHECK(keys_of("\xc0\xb1\xed\xa0\x80\xf4\x90\x80\x80\xc2\x85").empty());
}

TEST_CASE("A lone Esc waits for the timeout, then is the Esc key", "[screen][keys]") {
  CHECK(parse_key("\x1b", false).used == 0);
  CHECK(parse_key("\x1b", true).key == Key{.kind = KeyKind::escape});
  const auto twice = keys_of("\x1b\x1b");
  REQUIRE(twice.size() == 2);
  CHECK(twice[0].kind == KeyKind::escape);
  CHECK(twice[1].kind == KeyKind::escape);
  const auto then_up = keys_of("\x1b\x1b[A");  // Esc, then an arrow
  REQUIRE(then_up.size() == 2);
  CHECK(then_up[0].kind == KeyKind::escape);
  CHECK(then_up[1].kind == KeyKind::up);
}

TEST_CASE("Alt and a key is no key: Alt+y is not y", "[screen][keys]") {
  for (const std::string_view bytes : {"\x1by", "\x1bq",
                                       "\x1b"
                                       "5",
                                       "\x1b\r", "\x1b\x7f", "\x1b\xc3\xa9", "\x1b\\"}) {
    INFO("bytes: " << std::string(bytes));
    const Parsed parsed = parse_key(bytes, false);
    CHECK(parsed.used == bytes.size());
    CHECK_FALSE(parsed.key);
  }
  CHECK(parse_key("\x1b\xc3", false).used == 0);  // Alt and a character still to come
  CHECK(parse_key("\x1bO", false).used == 0);     // SS3, or Alt+O: the next byte says
  const Parsed alt_o = parse_key("\x1bO", true);
  CHECK(alt_o.used == 2);
  CHECK_FALSE(alt_o.key);
  const auto keys = keys_of("\x1byq");
  REQUIRE(keys.size() == 1);
  CHECK(keys[0] == Key{.kind = KeyKind::character, .code = U'q'});
}

TEST_CASE("A terminal's strings are skipped whole: DCS, OSC, APC, PM and SOS, to BEL, ST, CAN or SUB",
          "[screen][keys][strings]") {
  for (const std::string_view bytes : {
           "\x1bP1$r0m\x1b\\",          // DCS: a DECRQSS reply, which once played cell 1
           "\x1b]0;title\x07",          // OSC ended by BEL, which once pressed e and t
           "\x1b]52;c;cHduZWQ=\x1b\\",  // OSC 52 ended by ST
           "\x1b_Gi=1;OK\x1b\\",        // APC: a kitty graphics reply
           "\x1b^privacy\x1b\\",        // PM
           "\x1bXstart\x1b\\",          // SOS
           "\x1bP1;2\x18",              // cancelled by CAN
           "\x1b]0;x\x1a",              // or SUB
       }) {
    INFO("bytes: " << std::string(bytes));
    CHECK(keys_of(bytes).empty());
    CHECK(keys_of(std::string(bytes) + "5") == std::vector{Key{.kind = KeyKind::character, .code = U'5'}});
  }
  CHECK(keys_of("\x1b]").empty());  // cut short by the timeout
  // An ESC inside a string that is not ST ends it, and begins a sequence.
  CHECK(keys_of("\x1b]0;cut\x1b[A") == std::vector{Key{.kind = KeyKind::up}});
  // One that has not ended waits for the rest, across reads.
  KeyReader reader;
  reader.push("\x1bP1$r");
  CHECK(reader.keys(false).empty());
  CHECK(reader.pending());
  reader.push("0m\x1b");
  CHECK(reader.keys(false).empty());
  reader.push("\\5");
  CHECK(reader.keys(false) == std::vector{Key{.kind = KeyKind::character, .code = U'5'}});
  CHECK_FALSE(reader.pending());
}

TEST_CASE("A string that never ends is dropped at the timeout or when it fills the buffer, and input after it works",
          "[screen][keys][strings]") {
  KeyReader reader;
  reader.push("\x1b]0;no end");
  CHECK(reader.keys(false).empty());
  CHECK(reader.keys(true).empty());  // the Esc timeout: dropped
  CHECK_FALSE(reader.pending());
  reader.push("5");
  CHECK(reader.keys(false) == std::vector{Key{.kind = KeyKind::character, .code = U'5'}});
  // Fed without a pause: held until the buffer is full, then dropped whole.
  reader.push("\x1bP");
  for (std::size_t held = 2; held < KeyReader::kBufferSize; held += 100) {
    CHECK(reader.keys(false).empty());
    reader.push(std::string(std::min<std::size_t>(100, KeyReader::kBufferSize - held), '1'));
  }
  CHECK(reader.room() == 0);
  CHECK(reader.keys(false).empty());
  CHECK_FALSE(reader.pending());
  reader.push("\x1b[A");
  CHECK(reader.keys(false) == std::vector{Key{.kind = KeyKind::up}});
}

TEST_CASE("Arrows, Home, End and F1 read the same in CSI and SS3 form, modifiers ignored", "[screen][keys]") {
  const auto [csi, ss3, kind] = GENERATE(table<std::string, std::string, KeyKind>({
      {"\x1b[A", "\x1bOA", KeyKind::up},
      {"\x1b[B", "\x1bOB", KeyKind::down},
      {"\x1b[C", "\x1bOC", KeyKind::right},
      {"\x1b[D", "\x1bOD", KeyKind::left},
      {"\x1b[H", "\x1bOH", KeyKind::home},
      {"\x1b[F", "\x1bOF", KeyKind::end},
      {"\x1b[11~", "\x1bOP", KeyKind::f1},
  }));
  CHECK(kind_of(csi) == kind);
  CHECK(kind_of(ss3) == kind);
  CHECK(kind_of("\x1b[1;5A") == KeyKind::up);
  CHECK(kind_of("\x1b[P") == KeyKind::f1);
  CHECK(kind_of("\x1b[[A") == KeyKind::f1);  // the Linux console's F1
  CHECK(parse_key("\x1b[[", false).used == 0);
  CHECK(keys_of("\x1b[[").empty());
  CHECK(keys_of("\x1b[[x") == std::vector{Key{.kind = KeyKind::character, .code = U'x'}});
  CHECK(kind_of("\x1bOM") == KeyKind::enter);
}

TEST_CASE("The tilde keys read by their number", "[screen][keys]") {
  CHECK(kind_of("\x1b[1~") == KeyKind::home);
  CHECK(kind_of("\x1b[7~") == KeyKind::home);
  CHECK(kind_of("\x1b[4~") == KeyKind::end);
  CHECK(kind_of("\x1b[8~") == KeyKind::end);
  CHECK(kind_of("\x1b[3~") == KeyKind::del);
  CHECK(kind_of("\x1b[5~") == KeyKind::page_up);
  CHECK(kind_of("\x1b[6~") == KeyKind::page_down);
  CHECK(kind_of("\x1b[200~") == KeyKind::paste_start);
  CHECK(kind_of("\x1b[201~") == KeyKind::paste_end);
}

TEST_CASE("Unknown and malformed sequences are skipped whole", "[screen][keys]") {
  for (const std::string_view bytes :
       {"\x1b[[B", "\x1b[[E", "\x1b[99~", "\x1b[Z", "\x1b[?1;2c", "\x1b[>0;95;0c", "\x1b[1 q", "\x1b[I", "\x1b[O",
        "\x1b[1;2M", "\x1bOZ", "\x1b[?2026;1y", "\x1b[?25$y"}) {
    INFO("bytes: " << std::string(bytes));
    const Parsed parsed = parse_key(bytes, false);
    CHECK(parsed.used == bytes.size());
    CHECK_FALSE(parsed.key);
  }
  // A byte that cannot be inside a sequence ends it; what follows is read.
  const auto keys = keys_of("\x1b[12\x01x");
  REQUIRE(keys.size() == 2);
  CHECK(keys[0] == Key{.kind = KeyKind::control, .code = U'a'});
  CHECK(keys[1] == Key{.kind = KeyKind::character, .code = U'x'});
}

TEST_CASE("An unfinished sequence waits, then is skipped at the timeout", "[screen][keys]") {
  CHECK(parse_key("\x1b[", false).used == 0);
  CHECK(parse_key("\x1b[1;5", false).used == 0);
  const Parsed cut = parse_key("\x1b[1;5", true);
  CHECK(cut.used == 5);
  CHECK_FALSE(cut.key);
}

TEST_CASE("An over-long sequence is skipped to its final byte, not read as digits", "[screen][keys]") {
  const std::string bytes = "\x1b[" + std::string(500, '5') + "~7";
  const auto keys = keys_of(bytes);
  REQUIRE(keys.size() == 1);
  CHECK(keys[0] == Key{.kind = KeyKind::character, .code = U'7'});
  // Even across reads, and when the final byte never comes before an Esc.
  KeyReader reader;
  reader.push("\x1b[" + std::string(100, '1'));
  CHECK(reader.keys(false).empty());
  reader.push(std::string(100, ';') + "\x1b[A");
  const auto after = reader.keys(false);
  REQUIRE(after.size() == 1);
  CHECK(after[0].kind == KeyKind::up);
}

TEST_CASE("SGR mouse reports give the button, press or release and a 0-based position", "[screen][keys]") {
  CHECK(one_key("\x1b[<0;10;5M").mouse ==
        Mouse{.button = MouseButton::left, .pressed = true, .motion = false, .column = 9, .row = 4});
  CHECK(one_key("\x1b[<0;10;5m").mouse ==
        Mouse{.button = MouseButton::left, .pressed = false, .motion = false, .column = 9, .row = 4});
  CHECK(one_key("\x1b[<2;300;100M").mouse.button == MouseButton::right);
  CHECK(one_key("\x1b[<2;300;100M").mouse.column == 299);
  CHECK(one_key("\x1b[<1;1;1M").mouse.button == MouseButton::middle);
  CHECK(one_key("\x1b[<32;4;4M").mouse.motion);
  CHECK(one_key("\x1b[<64;4;4M").mouse.button == MouseButton::wheel_up);
  CHECK(one_key("\x1b[<65;4;4M").mouse.button == MouseButton::wheel_down);
  CHECK(one_key("\x1b[<16;4;4M").mouse.button == MouseButton::left);  // with Ctrl
  for (const std::string_view bad : {"\x1b[<0;0;5M", "\x1b[<0;5M", "\x1b[<0;1;2;3M", "\x1b[<0;5;0m"}) {
    CHECK_FALSE(parse_key(bad, false).key);
  }
  // Huge numbers are capped, never overflowing.
  CHECK(one_key("\x1b[<0;99999999999999999999;3M").mouse.column == 99'999);
}

TEST_CASE("X10 mouse reports are read from their three bytes, or skipped when out of range", "[screen][keys]") {
  const Key press = one_key("\x1b[M !%");  // button 0, column 1, row 5
  CHECK(press.mouse == Mouse{.button = MouseButton::left, .pressed = true, .motion = false, .column = 0, .row = 4});
  const Key release = one_key("\x1b[M#!%");
  CHECK(release.mouse.button == MouseButton::none);
  CHECK_FALSE(release.mouse.pressed);
  CHECK(one_key("\x1b[M\xff\xff\xff").kind == KeyKind::mouse);
  CHECK(parse_key("\x1b[M !", false).used == 0);
  CHECK(parse_key("\x1b[M !", true).used == 5);
  const Parsed low = parse_key("\x1b[M  %", false);
  CHECK(low.used == 6);
  CHECK_FALSE(low.key);
}

TEST_CASE("The DECRQM answer says whether synchronized output works", "[screen][keys]") {
  CHECK(one_key("\x1b[?2026;1$y") == Key{.kind = KeyKind::sync_report, .code = 1});
  CHECK(one_key("\x1b[?2026;2$y") == Key{.kind = KeyKind::sync_report, .code = 1});
  CHECK(one_key("\x1b[?2026;3$y") == Key{.kind = KeyKind::sync_report, .code = 1});
  CHECK(one_key("\x1b[?2026;0$y") == Key{.kind = KeyKind::sync_report, .code = 0});
  CHECK(one_key("\x1b[?2026;4$y") == Key{.kind = KeyKind::sync_report, .code = 0});
}

TEST_CASE("Keys between paste marks come marked as pasted", "[screen][keys]") {
  const auto keys = keys_of("a\x1b[200~q5\x1b[201~b");
  REQUIRE(keys.size() == 6);
  CHECK_FALSE(keys[0].pasted);
  CHECK(keys[1].kind == KeyKind::paste_start);
  CHECK(keys[2] == Key{.kind = KeyKind::character, .code = U'q', .pasted = true});
  CHECK(keys[3] == Key{.kind = KeyKind::character, .code = U'5', .pasted = true});
  CHECK(keys[4].kind == KeyKind::paste_end);
  CHECK(keys[5] == Key{.kind = KeyKind::character, .code = U'b'});
}

TEST_CASE("A sequence split across reads is read once it is whole", "[screen][keys]") {
  KeyReader reader;
  reader.push("\x1b");
  CHECK(reader.keys(false).empty());
  CHECK(reader.pending());
  reader.push("[");
  CHECK(reader.keys(false).empty());
  reader.push("B5");
  const auto keys = reader.keys(false);
  REQUIRE(keys.size() == 2);
  CHECK(keys[0].kind == KeyKind::down);
  CHECK(keys[1].code == U'5');
  CHECK_FALSE(reader.pending());
}

TEST_CASE("The reader holds a bounded number of bytes and reads a full buffer as timed out", "[screen][keys]") {
  KeyReader reader;
  reader.push(std::string(KeyReader::kBufferSize + 100, 'x'));
  CHECK(reader.room() == 0);
  CHECK(reader.keys(false).size() == KeyReader::kBufferSize);
  CHECK(reader.room() == KeyReader::kBufferSize);
  reader.push(std::string(KeyReader::kBufferSize - 1, 'x') + "\x1b");
  const auto keys = reader.keys(false);
  CHECK(keys.size() == KeyReader::kBufferSize);
  CHECK(keys.back().kind == KeyKind::escape);
}

TEST_CASE("Random bytes never hang the reader: with the timeout every byte is used", "[screen][keys]") {
  std::mt19937 rng(17);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int round = 0; round < 2000; ++round) {
    std::string bytes;
    const int length = round % 40;
    for (int i = 0; i < length; ++i) bytes += static_cast<char>(i % 5 == 0 ? 0x1b : byte(rng));
    KeyReader reader;
    reader.push(bytes);
    (void)reader.keys(false);
    (void)reader.keys(true);
    INFO("round " << round);
    CHECK_FALSE(reader.pending());
  }
}

}  // namespace test_screen_keys
