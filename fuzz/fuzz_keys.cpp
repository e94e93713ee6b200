// libFuzzer target: the full-screen face's key parser (screen/keys.hpp) on
// any bytes, fed to a KeyReader in pieces.
//
// The first byte chooses the size of the pieces (1-16 bytes) and whether
// each wait times out; the rest is what the terminal sent. Checks, for any
// input: parse_key never uses more bytes than it has, needs more only
// without a timeout, and uses every byte with one; KeyReader never holds
// more than its buffer, and after a timed-out read holds nothing (no hang);
// every key is well formed: a character is a Unicode scalar value and no
// control, a Ctrl key a small letter or one of the few punctuation keys,
// a mouse position within the X10 or SGR limits, a synchronized-output
// report 0 or 1; paste marks alternate as the reader says; and a
// terminal's string (a DCS ended by ST, an OSC ended by BEL) before the
// input changes none of the keys it makes.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/screen/keys.hpp"
#include "check.hpp"

namespace {

using namespace tictactoe::app::screen;

void check_parse(std::string_view bytes) {
  for (const bool timed_out : {false, true}) {
    const Parsed parsed = parse_key(bytes, timed_out);
    FUZZ_CHECK(parsed.used <= bytes.size());
    if (timed_out && !bytes.empty()) FUZZ_CHECK(parsed.used >= 1);
    if (parsed.used == 0) FUZZ_CHECK(!parsed.key);
  }
}

void check_key(const Key& key) {
  constexpr std::size_t kMaxPosition = 100'000;
  switch (key.kind) {
    case KeyKind::character:
      FUZZ_CHECK(key.code >= 0x20 && key.code != 0x7f && !(key.code >= 0x80 && key.code < 0xa0));
      FUZZ_CHECK(key.code <= 0x10ffff && !(key.code >= 0xd800 && key.code <= 0xdfff));
      break;
    case KeyKind::control: FUZZ_CHECK(key.code >= 'a' && key.code <= 'a' + 0x1f); break;
    case KeyKind::mouse:
      FUZZ_CHECK(key.mouse.column < kMaxPosition && key.mouse.row < kMaxPosition);
      FUZZ_CHECK(key.mouse.button != MouseButton::none || !key.mouse.pressed);
      break;
    case KeyKind::sync_report: FUZZ_CHECK(key.code == 0 || key.code == 1); break;
    default: FUZZ_CHECK(key.code == 0); break;
  }
}

// The keys `bytes` make read at once, the wait then timing out.
std::vector<Key> keys_of(std::string_view bytes) {
  KeyReader reader;
  reader.push(bytes);
  return reader.keys(true);
}

// A string a terminal sends is skipped whole: nothing of it is a key, and
// what follows it is read as if it were not there.
void check_strings_skipped(std::string_view input) {
  static constexpr std::array<std::string_view, 2> kStrings{"\x1bP1$r0m\x1b\\", "\x1b]0;title\x07"};
  const std::vector<Key> alone = keys_of(input);
  for (const std::string_view string : kStrings) {
    FUZZ_CHECK(keys_of(std::string(string) + std::string(input)) == alone);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const unsigned choice = data[0];
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  check_parse(input);
  check_strings_skipped(input);
  const std::size_t piece = 1 + (choice & 0x0fU);
  KeyReader reader;
  bool pasting = false;
  for (std::size_t at = 0, round = 0; at < input.size(); at += piece, ++round) {
    reader.push(input.substr(at, piece));
    FUZZ_CHECK(reader.room() <= KeyReader::kBufferSize);
    const bool timed_out = ((choice >> 4U) >> (round % 4)) & 1U;
    for (const Key& key : reader.keys(timed_out)) {
      check_key(key);
      if (key.kind == KeyKind::paste_start) pasting = true;
      FUZZ_CHECK(key.pasted == pasting);
      if (key.kind == KeyKind::paste_end) pasting = false;
    }
    if (timed_out) FUZZ_CHECK(!reader.pending());
  }
  for (const Key& key : reader.keys(true)) check_key(key);
  FUZZ_CHECK(!reader.pending());
  return 0;
}
