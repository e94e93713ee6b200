// The strict JSON reader and writer of the history file (store/json.hpp):
// RFC 8259 and nothing more, and strings that round-trip.

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "app/store/json.hpp"

namespace test_store_json {

using namespace tictactoe::app::json;
namespace json = tictactoe::app::json;  // json::quoted, not std::quoted found by ADL in a unity batch

TEST_CASE("the JSON reader takes every kind of value, with blanks around", "[json]") {
  const auto value = parse(" {\"a\" : [1, -2.5e+3, 0, true, false, null, \"s\"], \"b\":{}}\r\n");
  REQUIRE(value);
  REQUIRE(value->kind == Kind::object);
  const Value* a = value->find("a");
  REQUIRE(a != nullptr);
  REQUIRE(a->items.size() == 7);
  CHECK(a->items[0].whole() == 1U);
  CHECK(a->items[1].kind == Kind::number);
  CHECK(a->items[1].text == "-2.5e+3");
  CHECK(a->items[1].whole() == std::nullopt);
  CHECK(a->items[3].boolean);
  CHECK(a->items[4].kind == Kind::boolean);
  CHECK_FALSE(a->items[4].boolean);
  CHECK(a->items[5].kind == Kind::null);
  CHECK(a->items[6].text == "s");
  CHECK(value->find("b")->kind == Kind::object);
  CHECK(value->find("c") == nullptr);
  CHECK(a->find("a") == nullptr);
  CHECK(parse("[]")->items.empty());
}

TEST_CASE("the JSON reader rejects what RFC 8259 does not allow", "[json]") {
  for (const std::string_view bad : {"",
                                     " ",
                                     "{",
                                     "}",
                                     "[1,]",
                                     "{\"a\":1,}",
                                     "[1 2]",
                                     "01",
                                     "-",
                                     "1.",
                                     "1e",
                                     ".5",
                                     "+1",
                                     "NaN",
                                     "Infinity",
                                     "tru",
                                     "nul",
                                     "falsey",
                                     "'a'",
                                     "\"a",
                                     "\"\\x\"",
                                     "\"\\u12\"",
                                     "\"\\u12G4\"",
                                     "\"tab\there\"",
                                     "{\"a\" 1}",
                                     "{1:2}",
                                     "{\"a\":1}{",
                                     "[1]]",
                                     "\xEF\xBB\xBF{}",
                                     "{\"a\":1,\"a\":2}",
                                     "[\"\\ud800\"]",
                                     "[\"\\udc00\"]",
                                     "[\"\\ud800\\u0041\"]",
                                     "{\"a\"",
                                     "{\"a\":",
                                     "[",
                                     "[1",
                                     "{\"a\":1"}) {
    INFO(bad);
    CHECK_FALSE(parse(bad));
  }
}

TEST_CASE("the JSON reader rejects invalid UTF-8 inside strings", "[json]") {
  for (const std::string_view bad : {"\"\x80\"", "\"\xC0\xAF\"", "\"\xE0\x80\xAF\"", "\"\xED\xA0\x80\"",
                                     "\"\xF4\x90\x80\x80\"", "\"\xF8\x88\x80\x80\x80\"", "\"\xE2\x82\"", "\"\xC3\""}) {
    CHECK_FALSE(parse(bad));
  }
  CHECK(parse("\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"")->text == "é€😀");
}

TEST_CASE("the JSON reader decodes every escape, surrogate pairs included", "[json]") {
  const auto value = parse(R"("\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00")");
  REQUIRE(value);
  CHECK(value->text ==
        "\"\\/\b\f\n\r\t"
        "Aé€😀");
}

TEST_CASE("the JSON reader refuses nesting deeper than its bound instead of recursing", "[json]") {
  CHECK(parse(std::string(kMaxDepth, '[') + std::string(kMaxDepth, ']')));
  CHECK_FALSE(parse(std::string(kMaxDepth + 1, '[') + std::string(kMaxDepth + 1, ']')));
  CHECK_FALSE(parse(std::string(100000, '[')));
}

TEST_CASE("a whole number is read only when it is one and fits 32 bits", "[json]") {
  CHECK(parse("4294967295")->whole() == 4294967295U);
  CHECK_FALSE(parse("4294967296")->whole());
  CHECK_FALSE(parse("-1")->whole());
  CHECK_FALSE(parse("1.0")->whole());
  CHECK_FALSE(parse("\"1\"")->whole());
}

TEST_CASE("the JSON writer escapes quotes, backslashes and control characters", "[json]") {
  CHECK(json::quoted("Ann") == "\"Ann\"");
  CHECK(json::quoted("a\"b\\c") == R"("a\"b\\c")");
  CHECK(json::quoted(std::string("\n\t\r\b\f\x01\x1f", 7)) == R"("\n\t\r\b\f\u0001\u001f")");
  CHECK(json::quoted(std::string(1, '\0')) == R"("\u0000")");
  CHECK(json::quoted("\xE2\x80\xA8|\xE2\x80\xA9") == R"("\u2028|\u2029")");
  CHECK(json::quoted("Zoë 😀") == "\"Zoë 😀\"");
}

TEST_CASE("the JSON writer escapes DEL, C1 controls, bidi controls and invisible characters, and they read back",
          "[json]") {
  CHECK(json::quoted("\x7f") == R"("\u007f")");
  CHECK(json::quoted("A\u009b2J\u0080") == R"("A\u009b2J\u0080")");
  CHECK(json::quoted("\u202e\u202a\u2066\u2069\u200e\u200f\u061c") ==
        R"("\u202e\u202a\u2066\u2069\u200e\u200f\u061c")");
  CHECK(json::quoted("zw\u200bsp\u00a0\ufeff") == R"("zw\u200bsp\u00a0\ufeff")");
  CHECK(json::quoted("tag\U000E0041") == R"("tag\udb40\udc41")");  // past U+FFFF: a surrogate pair
  CHECK(json::quoted("\u200c\u200d") == "\"\u200c\u200d\"");       // Persian spells with ZWNJ and ZWJ
  for (const std::string text : {"\x7f", "A\u009b2J", "\u202eevil", "tag\U000E0041\U000E007F"}) {
    const auto read = parse(json::quoted(text));
    REQUIRE(read);
    CHECK(read->text == text);
  }
}

TEST_CASE("the JSON writer turns bytes that are not UTF-8 into U+FFFD", "[json]") {
  CHECK(json::quoted("a\xFF"
                     "b") ==
        "\"a\xEF\xBF\xBD"
        "b\"");
  CHECK(json::quoted("\xC3") == "\"\xEF\xBF\xBD\"");
  CHECK(parse(json::quoted("\xED\xA0\x80")));
}

TEST_CASE("any string the writer writes reads back as it was, when it was UTF-8", "[json]") {
  std::string every_byte;
  for (int c = 1; c < 0x80; ++c) every_byte.push_back(static_cast<char>(c));
  for (const std::string& text : {std::string("quote \" backslash \\ slash /"), every_byte,
                                  std::string("Ли Вэй, 李伟, علی, 🎉🎉"), std::string(1, '\0')}) {
    const auto back = parse(json::quoted(text));
    REQUIRE(back);
    CHECK(back->text == text);
  }
}

TEST_CASE("upper-case hex escapes, surrogate pairs, signed exponents and deep objects are read strictly", "[json]") {
  CHECK(parse(R"("\u00C9\u00e9")")->text == "\u00C9\u00E9");
  CHECK(parse(R"("\uD83D\uDE00")")->text == "\U0001F600");
  for (const char* bad :
       {R"("\uDE00")", R"("\uD83D")", R"("\uD83Dx")", R"("\uD83D\u0041")", R"("\uD83D\uE000")", R"("\uD83D\uDBFF")",
        R"("\u12G4")", R"("\u12:4")", "\"\\", "\"\\u12", "1e", "1e+", "-", "-x", "1.", "--1"}) {
    INFO(bad);
    CHECK_FALSE(parse(bad));
  }
  CHECK(parse("-1e+2")->text == "-1e+2");
  CHECK(parse("1E-2")->text == "1E-2");
  CHECK(parse("-0")->whole() == std::nullopt);
  CHECK(parse("\"7\"")->whole() == std::nullopt);
  std::string deep;
  for (std::size_t i = 0; i < kMaxDepth; ++i) deep = "{\"a\":" + (deep.empty() ? std::string("1") : deep) + "}";
  CHECK(parse(deep));
  CHECK_FALSE(parse("{\"a\":" + deep + "}"));
}

}  // namespace test_store_json
