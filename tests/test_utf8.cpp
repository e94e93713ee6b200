// UTF-8 (base/utf8.hpp), the one decoder and the one encoder of the front
// end: each length's first and last character, every way a sequence can be
// wrong, and, over every code point and every sequence of up to four
// bytes, that the decoder accepts exactly what the encoder writes.

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "app/base/utf8.hpp"

namespace test_utf8 {

using namespace tictactoe::app;

namespace {

// decode_utf8 of `bytes` as {code point, length}, or {0, 0} when it refuses.
std::pair<char32_t, std::size_t> decoded(std::string_view bytes) {
  const auto result = decode_utf8(bytes);
  return result ? std::pair{result->code, result->length} : std::pair<char32_t, std::size_t>{0, 0};
}

bool is_scalar_value(char32_t code) { return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff); }

}  // namespace

TEST_CASE("decode_utf8 reads one character of each length, up to the ends of each range", "[utf8]") {
  using Case = std::pair<std::string_view, std::pair<char32_t, std::size_t>>;
  const auto [bytes, expected] = GENERATE(values<Case>({
      {"a", {U'a', 1}},
      {"\x7f", {0x7f, 1}},
      {"\xc2\x80", {0x80, 2}},              // the smallest two-byte character
      {"\xc3\xa9!", {0xe9, 2}},             // é, and only the first character is read
      {"\xdf\xbf", {0x7ff, 2}},             // the largest two-byte character
      {"\xe0\xa0\x80", {0x800, 3}},         // the smallest three-byte character
      {"\xe4\xba\x95", {0x4e95, 3}},        // 井
      {"\xed\x9f\xbf", {0xd7ff, 3}},        // just below the surrogates
      {"\xee\x80\x80", {0xe000, 3}},        // just above them
      {"\xef\xbf\xbf", {0xffff, 3}},        // the largest three-byte character
      {"\xf0\x90\x80\x80", {0x10000, 4}},   // the smallest four-byte character
      {"\xf4\x8f\xbf\xbf", {0x10ffff, 4}},  // the last code point
  }));
  CAPTURE(bytes);
  CHECK(decoded(bytes) == expected);
}

TEST_CASE("encode_utf8 writes each length's first and last character, and decode_utf8 reads it back", "[utf8]") {
  using Case = std::pair<char32_t, std::string_view>;
  const auto [code, bytes] = GENERATE(values<Case>({
      {0, std::string_view("\0", 1)},
      {U'a', "a"},
      {0x7f, "\x7f"},
      {0x80, "\xc2\x80"},
      {0xe9, "\xc3\xa9"},
      {0x7ff, "\xdf\xbf"},
      {0x800, "\xe0\xa0\x80"},
      {0x4e95, "\xe4\xba\x95"},
      {0xd7ff, "\xed\x9f\xbf"},
      {0xe000, "\xee\x80\x80"},
      {0xffff, "\xef\xbf\xbf"},
      {0x10000, "\xf0\x90\x80\x80"},
      {0x1f600, "\xf0\x9f\x98\x80"},
      {0x10ffff, "\xf4\x8f\xbf\xbf"},
  }));
  CAPTURE(static_cast<std::uint32_t>(code));
  CHECK(encode_utf8(code) == bytes);
  CHECK(decoded(encode_utf8(code)) == std::pair{code, bytes.size()});
}

TEST_CASE("encode_utf8 writes U+FFFD for a surrogate or a value past U+10FFFF", "[utf8]") {
  const char32_t code =
      GENERATE(char32_t{0xd800}, char32_t{0xdbff}, char32_t{0xdfff}, char32_t{0x110000}, char32_t{0xffffffff});
  CAPTURE(static_cast<std::uint32_t>(code));
  CHECK(encode_utf8(code) == "\xef\xbf\xbd");
}

TEST_CASE("append_utf8 adds to what is there", "[utf8]") {
  std::string out = "a";
  append_utf8(out, 0x4e95);
  append_utf8(out, U'!');
  CHECK(out == "a\xe4\xba\x95!");
}

TEST_CASE("decode_utf8 refuses invalid bytes, overlong forms, surrogates and cut sequences", "[utf8]") {
  const auto bytes = GENERATE(values<std::string_view>({
      "\x80",              // a continuation byte with no lead
      "\xbf\x80",          // another
      "\xf8\x88\x80\x80",  // a five-byte lead (no longer UTF-8)
      "\xff",              // never UTF-8
      "\xc0\x80",          // overlong: U+0000 in two bytes
      "\xc1\xbf",          // overlong: U+007F in two bytes
      "\xe0\x80\x80",      // overlong: U+0000 in three bytes
      "\xe0\x9f\xbf",      // overlong: U+07FF in three bytes
      "\xf0\x80\x80\x80",  // overlong: U+0000 in four bytes
      "\xf0\x8f\xbf\xbf",  // overlong: U+FFFF in four bytes
      "\xed\xa0\x80",      // the first surrogate, U+D800
      "\xed\xbf\xbf",      // the last, U+DFFF
      "\xf4\x90\x80\x80",  // U+110000, past the last code point
      "\xf5\x80\x80\x80",  // a lead byte only past U+10FFFF can have
      "\xc3",              // cut by the end of the text
      "\xe4\xba",          // likewise
      "\xf0\xa0\x80",      // likewise
      "\xc3(",             // cut by a byte that does not continue it
      "\xe4(\x95",         // likewise
      "\xe4\xba(",         // likewise
      "\xe2\x28\xa1",      // likewise
      "\xf0\xa0\x80(",     // likewise
  }));
  CAPTURE(bytes);
  CHECK_FALSE(decode_utf8(bytes).has_value());
}

TEST_CASE("utf8_cut_short tells the start of a character still to come from bytes that are wrong", "[utf8]") {
  for (const std::string_view cut : {"\xc3", "\xe4", "\xe4\xba", "\xf0", "\xf0\x9f", "\xf0\x9f\x98"}) {
    CAPTURE(cut);
    CHECK(utf8_cut_short(cut));
  }
  for (const std::string_view whole_or_wrong : {"", "a", "\xc3\xa9", "\xe4\xba\x95", "\xf0\x9f\x98\x80", "\x80", "\xff",
                                                "\xe4(", "\xf0\x9f(", "\xc3\xa9\xa9"}) {
    CAPTURE(whole_or_wrong);
    CHECK_FALSE(utf8_cut_short(whole_or_wrong));
  }
}

TEST_CASE("Every code point round-trips: a scalar value as itself, anything else as U+FFFD", "[utf8]") {
  std::size_t wrong = 0;
  for (char32_t code = 0; code <= 0x110000; ++code) {
    const std::string bytes = encode_utf8(code);
    const auto back = decode_utf8(bytes);
    const char32_t expected = is_scalar_value(code) ? code : 0xfffd;
    if (!back || back->code != expected || back->length != bytes.size()) ++wrong;
  }
  CHECK(wrong == 0);
}

TEST_CASE("The decoder accepts exactly the encoder's shortest forms, over every sequence of up to four bytes",
          "[utf8]") {
  // Every 1-, 2- and 3-byte sequence, and every 4-byte one whose lead can
  // start four bytes and whose other bytes continue it; a sequence is read
  // exactly when it is what encode_utf8 writes for the code point read.
  std::size_t accepted = 0;
  std::size_t wrong = 0;
  const auto check = [&](const std::string& bytes) {
    const auto back = decode_utf8(bytes);
    if (!back || back->length != bytes.size()) return;
    ++accepted;
    if (encode_utf8(back->code) != bytes || !is_scalar_value(back->code)) ++wrong;
  };
  for (unsigned a = 0; a < 0x100; ++a) {
    check(std::string(1, static_cast<char>(a)));
    for (unsigned b = 0; b < 0x100; ++b) {
      check({static_cast<char>(a), static_cast<char>(b)});
      if (a < 0xe0 || a > 0xef) continue;
      for (unsigned c = 0; c < 0x100; ++c) check({static_cast<char>(a), static_cast<char>(b), static_cast<char>(c)});
    }
  }
  for (unsigned a = 0xf0; a < 0x100; ++a) {
    for (unsigned tail = 0; tail < 0x40 * 0x40 * 0x40; ++tail) {
      const auto continuation = [&](unsigned shift) { return static_cast<char>(0x80U | ((tail >> shift) & 0x3fU)); };
      check({static_cast<char>(a), continuation(12), continuation(6), continuation(0)});
    }
  }
  CHECK(wrong == 0);
  // 128 one-byte, 1,920 two-byte, 61,440 three-byte and 1,048,576 four-byte
  // characters: every scalar value, once.
  CHECK(accepted == 0x110000 - 0x800);
}

}  // namespace test_utf8
