// How a typed line is read and understood (input.hpp): bounded line
// reading (one line at a time, and many for a batch), numbers, trimming,
// echoing safely, and the two cell numberings.
// The word commands are in test_commands.cpp.

#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/text/input.hpp"
#include "app/text/render.hpp"
#include "support/streams.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_input {

using namespace tictactoe::app;
using tictactoe::core::Cell;
using tictactoe::core::kCellCount;

namespace {

// Every line read_line returns for `text`, until it returns std::nullopt.
std::vector<InputLine> read_all(const std::string& text) {
  std::istringstream in(text);
  std::vector<InputLine> lines;
  while (auto line = read_line(in)) {
    lines.push_back(*line);
    REQUIRE(lines.size() <= text.size() + 1);  // a reader that never ends
  }
  return lines;
}

}  // namespace

// ===========================================================================
// parse_number

TEST_CASE("parse_number accepts one whole number with blanks around it", "[input]") {
  const auto [text, expected] = GENERATE(table<std::string, int>({
      {"5", 5},
      {" 5", 5},
      {"5\r", 5},
      {"\t5 ", 5},
      {"05", 5},
      {"+5", 5},
      {"1", 1},
      {"9", 9},
      {"+9", 9},
      {" \t\r 7 \r\t ", 7},
      {"0000000000000000000000000003", 3},
      // Persian, Arabic-Indic and fullwidth digits read as ASCII ones.
      {"\xdb\xb5", 5},          // Persian five
      {"\xd9\xa5", 5},          // Arabic-Indic five
      {"\xef\xbc\x95", 5},      // fullwidth five
      {"\xdb\xb0\xdb\xb9", 9},  // Persian zero and nine
      {"+\xef\xbc\x91", 1},     // a sign and a fullwidth one
      {" \xd9\xa7\r", 7},       // Arabic-Indic seven among blanks
      {"0\xdb\xb2", 2},         // mixed
  }));
  INFO("text: '" << printable(text) << "'");
  const auto parsed = parse_number(text, 1, 9);
  REQUIRE(std::holds_alternative<int>(parsed));
  CHECK(std::get<int>(parsed) == expected);
}

TEST_CASE("parse_number reports why a line is not a number in range", "[input]") {
  const auto [text, expected] = GENERATE(table<std::string, InputError>({
      // nothing but blanks
      {"", InputError::empty},
      {"   ", InputError::empty},
      {"\r", InputError::empty},
      {"\t \r", InputError::empty},
      // not a number
      {"a", InputError::not_a_number},
      {"5abc", InputError::not_a_number},
      {"abc5", InputError::not_a_number},
      {"5 6", InputError::not_a_number},
      {"5.0", InputError::not_a_number},
      {"5,", InputError::not_a_number},
      {"+", InputError::not_a_number},
      {"-", InputError::not_a_number},
      {"+-5", InputError::not_a_number},
      {"--5", InputError::not_a_number},
      {"+ 5", InputError::not_a_number},
      {"0x5", InputError::not_a_number},
      {"\xe2\x81\xb5", InputError::not_a_number},  // superscript five
      {"\xe0\xa5\xab", InputError::not_a_number},  // Devanagari five
      {"\xdb", InputError::not_a_number},          // a Persian digit cut short
      {"\xef\xbc", InputError::not_a_number},      // a fullwidth digit cut short
      {"\xdb\xba", InputError::not_a_number},      // U+06FA, just past the Persian nine
      {"\xef\xbc\x9a", InputError::not_a_number},  // U+FF1A, just past the fullwidth nine
      {std::string(1, '\0'), InputError::not_a_number},
      {std::string("5\0", 2), InputError::not_a_number},
      {"\v5", InputError::not_a_number},  // only spaces, tabs and CRs are blanks
      // out of range
      {"0", InputError::out_of_range},
      {"10", InputError::out_of_range},
      {"-1", InputError::out_of_range},
      {"-0", InputError::out_of_range},
      {"+0", InputError::out_of_range},
      {"-5", InputError::out_of_range},
      {"2147483647", InputError::out_of_range},
      {"2147483648", InputError::out_of_range},
      {"-2147483649", InputError::out_of_range},
      {"99999999999999999999", InputError::out_of_range},
      {"\xdb\xb1\xdb\xb0", InputError::out_of_range},  // Persian ten
      {"\xd9\xa0", InputError::out_of_range},          // Arabic-Indic zero
      {" 99999999999999999999999999999999999999999 ", InputError::out_of_range},
  }));
  INFO("text: '" << printable(text) << "' (" << text.size() << " bytes)");
  const auto parsed = parse_number(text, 1, 9);
  REQUIRE(std::holds_alternative<InputError>(parsed));
  CHECK(std::get<InputError>(parsed) == expected);
}

TEST_CASE("parse_number checks against the range it is given", "[input]") {
  const auto [text, low, high, expected] = GENERATE(table<std::string, int, int, std::optional<int>>({
      {"1", 1, 2, 1},
      {"2", 1, 2, 2},
      {"3", 1, 2, std::nullopt},
      {"-3", -5, 5, -3},
      {"-0", -5, 5, 0},
      {"0", 0, 0, 0},
      {"1", 0, 0, std::nullopt},
      {"2147483647", 0, 2147483647, 2147483647},
  }));
  INFO("text: " << text << " range " << low << ".." << high);
  const auto parsed = parse_number(text, low, high);
  if (expected) {
    REQUIRE(std::holds_alternative<int>(parsed));
    CHECK(std::get<int>(parsed) == *expected);
  } else {
    REQUIRE(std::holds_alternative<InputError>(parsed));
    CHECK(std::get<InputError>(parsed) == InputError::out_of_range);
  }
}

// ===========================================================================
// trim, printable

TEST_CASE("trim drops spaces, tabs and carriage returns at both ends only", "[input]") {
  const auto [text, expected] = GENERATE(table<std::string, std::string>({
      {"", ""},
      {"a", "a"},
      {"  a b  ", "a b"},
      {"\t\r x \r", "x"},
      {" \t\r ", ""},
      {"5\r", "5"},
      {"a \t b", "a \t b"},
      {"\na\n", "\na\n"},
      {"\va\f", "\va\f"},
  }));
  INFO("text: '" << printable(text) << "'");
  const std::string_view trimmed = trim(text);
  CHECK(trimmed == expected);
  if (!trimmed.empty()) {
    // a view into the text, not a copy
    CHECK(trimmed.data() >= text.data());
    CHECK(trimmed.data() + trimmed.size() <= text.data() + text.size());
  }
}

TEST_CASE("printable echoes valid UTF-8 as typed, shows control and invalid bytes as escapes, and cuts long text",
          "[input]") {
  const auto [text, limit, expected] = GENERATE(table<std::string, std::size_t, std::string>({
      {"", 20, ""},
      {"abc 123 ~!", 20, "abc 123 ~!"},
      // Issue 10: a fullwidth five was '???'; valid UTF-8 is echoed as typed.
      {"\xef\xbc\x95", 20, "\xef\xbc\x95"},
      {"\xd9\xa5", 20, "\xd9\xa5"},
      {"caf\xc3\xa9 \xe5\xbc\xa0\xe4\xbc\x9f \xf0\x9f\x98\x80", 20, "caf\xc3\xa9 \xe5\xbc\xa0\xe4\xbc\x9f \xf0\x9f\x98\x80"},
      // Control bytes and DEL as \xNN, a backslash doubled.
      {"a\x1b[0mb", 20, "a\\x1b[0mb"},
      {"\t\r\n", 20, "\\x09\\x0d\\x0a"},
      {std::string(1, '\0'), 20, "\\x00"},
      {"\x7f", 20, "\\x7f"},
      {"a\\x1b", 20, "a\\\\x1b"},
      // Bytes that are not UTF-8: stray, cut, overlong, surrogate, too large.
      {"\xff\xfe", 20, "\\xff\\xfe"},
      {"\x80", 20, "\\x80"},
      {"\xef\xbc", 20, "\\xef\\xbc"},
      {"\xc0\xaf", 20, "\\xc0\\xaf"},
      {"\xed\xa0\x80", 20, "\\xed\\xa0\\x80"},
      {"\xf4\x90\x80\x80", 20, "\\xf4\\x90\\x80\\x80"},
      // Valid but invisible or reordering: C1, no-break space, joiners, bidi.
      {"\xc2\x85", 20, "\\u{85}"},
      {"\xc2\xa0" "5", 20, "\\u{a0}5"},
      {"a\xe2\x80\x8b" "b", 20, "a\\u{200b}b"},
      {"\xe2\x80\xae" "cba", 20, "\\u{202e}cba"},
      {"\xef\xbb\xbf", 20, "\\u{feff}"},
      // Blanks that are not spaces: Hangul fillers, the blank braille pattern.
      {"\xe3\x85\xa4", 20, "\\u{3164}"},
      {"a\xe2\xa0\x80" "b", 20, "a\\u{2800}b"},
      // Joiners and marks alone would show nothing: every character escaped.
      {"\xe2\x80\x8c", 20, "\\u{200c}"},
      {"\xe2\x80\x8c\xe2\x80\x8d", 20, "\\u{200c}\\u{200d}"},
      {"\xcd\x8f", 20, "\\u{34f}"},
      {"\xef\xb8\x8f", 20, "\\u{fe0f}"},
      // ... but a joiner inside a word shows as typed (Persian spells with it).
      {"\xd9\x85\xe2\x80\x8c\xd9\x85", 20, "\xd9\x85\xe2\x80\x8c\xd9\x85"},
      // Cut after `limit` characters, an escape counting as one.
      {std::string(20, 'a'), 20, std::string(20, 'a')},
      {std::string(21, 'a'), 20, std::string(20, 'a') + "..."},
      {std::string(1000, '\x1b'), 20, [] {
         std::string escapes;
         for (int i = 0; i < 20; ++i) escapes += "\\x1b";
         return escapes + "...";
       }()},
      {"\xe5\xbc\xa0\xe4\xbc\x9f\xe5\xbc\xa0", 2, "\xe5\xbc\xa0\xe4\xbc\x9f..."},
      {"abcdefgh", 5, "abcde..."},
      {"abcde", 5, "abcde"},
  }));
  INFO("text: " << text.size() << " bytes, limit " << limit);
  CHECK(printable(text, limit) == expected);
}

TEST_CASE("printable's echo is bounded and never holds a control byte or invalid UTF-8", "[input]") {
  // Every byte value, alone and after a lead byte, and a long run of each.
  for (int byte = 0; byte < 256; ++byte) {
    for (const std::string& text :
         {std::string(1, static_cast<char>(byte)), "\xe2" + std::string(1, static_cast<char>(byte)),
          std::string(300, static_cast<char>(byte))}) {
      const std::string echo = printable(text);
      INFO("byte " << byte << ", " << text.size() << " bytes: " << echo);
      CHECK(echo.size() <= 20 * 9 + 3);
      CHECK(tictactoe::test::plain_utf8(echo));
    }
  }
  CHECK(is_shown_as_typed("Ann"));
  CHECK(is_shown_as_typed("\xe5\xbc\xa0\xe4\xbc\x9f"));
  CHECK_FALSE(is_shown_as_typed("a\tb"));
  CHECK_FALSE(is_shown_as_typed("\xff"));
  CHECK_FALSE(is_shown_as_typed("a\\b"));
  CHECK_FALSE(is_shown_as_typed("\xc2\xa0"));
}

TEST_CASE("printable cuts at 20 characters by default", "[input]") {
  CHECK(printable(std::string(25, 'x')) == std::string(20, 'x') + "...");
  CHECK(printable(std::string(20, 'x')) == std::string(20, 'x'));
}

// ===========================================================================
// read_line

TEST_CASE("read_line returns each line without its newline, then nothing", "[input]") {
  const auto [text, expected] = GENERATE(table<std::string, std::vector<std::string>>({
      {"", {}},
      {"\n", {""}},
      {"one\ntwo\n", {"one", "two"}},
      {"one\ntwo", {"one", "two"}},
      {"\n\n5\n", {"", "", "5"}},
      {"a\r\nb\r\n", {"a\r", "b\r"}},
      {"a\r\nb", {"a\r", "b"}},
      {"x\ry\n", {"x\ry"}},
      {std::string("a\0b\n", 4), {std::string("a\0b", 3)}},
  }));
  INFO("text: '" << printable(text) << "'");
  const auto lines = read_all(text);
  REQUIRE(lines.size() == expected.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("line " << i);
    CHECK(lines[i].text == expected[i]);
    CHECK_FALSE(lines[i].too_long);
  }
}

TEST_CASE("read_line keeps returning nothing once input has ended", "[input]") {
  std::istringstream in("last");
  const auto line = read_line(in);
  REQUIRE(line.has_value());
  CHECK(line->text == "last");
  CHECK_FALSE(read_line(in).has_value());
  CHECK_FALSE(read_line(in).has_value());
}

TEST_CASE("read_line marks a line over kMaxLineLength as too long and reads on after it", "[input]") {
  const std::size_t length = GENERATE(kMaxLineLength + 1, std::size_t{300}, std::size_t{1} << 20);
  const bool newline_after = GENERATE(true, false);
  INFO("line of " << length << " chars, " << (newline_after ? "then another line" : "then end of input"));
  std::string text(length, '7');
  text[length / 2] = 'x';  // not all the same, so the kept part is checked
  if (newline_after) text += "\n5 next\n";

  std::istringstream in(text);
  const auto long_line = read_line(in);
  REQUIRE(long_line.has_value());
  CHECK(long_line->too_long);
  CHECK(long_line->text.size() <= kMaxLineLength);
  CHECK(std::string_view(text).starts_with(long_line->text));

  if (newline_after) {
    const auto next = read_line(in);
    REQUIRE(next.has_value());
    CHECK(next->text == "5 next");
    CHECK_FALSE(next->too_long);
  }
  CHECK_FALSE(read_line(in).has_value());
}

TEST_CASE("read_line accepts a line of exactly kMaxLineLength characters", "[input]") {
  const std::string line(kMaxLineLength, 'a');
  const auto lines = read_all(line + "\nb\n");
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].text == line);
  CHECK_FALSE(lines[0].too_long);
  CHECK(lines[1].text == "b");
}

TEST_CASE(
    "read_line counts characters, not bytes: a line of kMaxLineLength Cyrillic or Chinese letters is not too long",
    "[input]") {
  const std::string letter = GENERATE(as<std::string>{}, "\xd1\x89", "\xe4\xba\x95", "\xf0\x9f\x98\x80");
  INFO("letter of " << letter.size() << " bytes");
  std::string line;
  for (std::size_t i = 0; i < kMaxLineLength; ++i) line += letter;
  const auto lines = read_all(line + "\n" + line + letter + "\nb\n");
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == line);
  CHECK_FALSE(lines[0].too_long);
  CHECK(lines[1].too_long);  // one letter more
  CHECK(lines[2].text == "b");
}

TEST_CASE("read_line does not count a carriage return: kMaxLineLength characters then CRLF is not too long",
          "[input]") {
  const std::string line(kMaxLineLength, 'a');
  const auto lines = read_all(line + "\r\n" + line + "a\r\n");
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].text == line + "\r");
  CHECK_FALSE(lines[0].too_long);
  CHECK(lines[1].too_long);
}

// ===========================================================================
// LineReader: many lines at a time

namespace {

// Every line a LineReader returns for `text`, until it returns std::nullopt.
std::vector<InputLine> read_all_at_once(const std::string& text) {
  std::istringstream in(text);
  LineReader reader(in, [] {});
  std::vector<InputLine> lines;
  while (auto line = reader.next()) {
    lines.push_back({std::string(line->text), line->too_long});
    REQUIRE(lines.size() <= text.size() + 1);  // a reader that never ends
  }
  CHECK_FALSE(reader.next().has_value());
  return lines;
}

}  // namespace

TEST_CASE("LineReader returns the lines read_line returns, too long ones included", "[input][batch]") {
  std::string long_line(300, '7');
  long_line[150] = 'x';
  const auto text = GENERATE_COPY(as<std::string>{}, "", "\n", "one\ntwo\n", "one\ntwo", "\n\n5\n", "a\r\nb",
                                  std::string("a\0b\n", 4), std::string(kMaxLineLength, 'a') + "\nb\n",
                                  long_line + "\n5 next\n", long_line, "X.O......\n" + long_line + "\nXX.......",
                                  std::string(1U << 20U, 'z') + "\nlast\n", std::string(70000, '\n'));
  INFO("text of " << text.size() << " chars: '" << printable(text) << "'");
  const auto expected = read_all(text);
  const auto lines = read_all_at_once(text);
  REQUIRE(lines.size() == expected.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("line " << i);
    CHECK(lines[i].text == expected[i].text);
    CHECK(lines[i].too_long == expected[i].too_long);
  }
}

TEST_CASE("LineReader calls before_wait only when nothing is ready, and reads what is ready in one piece",
          "[input][batch]") {
  std::vector<std::size_t> waits;
  tictactoe::test::PacedInput paced({"a\nb\n", "c\n", "d\ne"}, [&](std::size_t served) { waits.push_back(served); });
  std::istream in(&paced);
  std::vector<std::size_t> before_wait;
  LineReader reader(in, [&] { before_wait.push_back(paced.served()); });
  std::vector<std::string> lines;
  while (const auto line = reader.next()) lines.emplace_back(line->text);
  CHECK(lines == std::vector<std::string>{"a", "b", "c", "d", "e"});
  // Before each packet and once more at the end: each time, the caller is
  // told first.
  CHECK(waits == std::vector<std::size_t>{0, 1, 2, 3});
  CHECK(before_wait == std::vector<std::size_t>{0, 1, 2, 3});
}

TEST_CASE("LineReader reads input that comes one character at a time, as from a synced std::cin", "[input][batch]") {
  int waits = 0;
  tictactoe::test::PacedInput paced({"a", "b", "\n", "\n", "c"}, [](std::size_t) {});
  std::istream in(&paced);
  LineReader reader(in, [&] { ++waits; });
  std::vector<std::string> lines;
  while (const auto line = reader.next()) lines.emplace_back(line->text);
  CHECK(lines == std::vector<std::string>{"ab", "", "c"});
  CHECK(waits == 6);  // before each character, and at the end
}

TEST_CASE("LineReader's buffered text starts at a line, and consume skips whole lines", "[input][batch]") {
  std::istringstream in("one\ntwo\nthree\nfour");
  LineReader reader(in, [] {});
  CHECK(reader.buffered().empty());  // nothing read yet
  REQUIRE(reader.next()->text == "one");
  CHECK(reader.buffered() == "two\nthree\nfour");
  reader.consume(std::string_view("two\n").size());
  CHECK(reader.buffered() == "three\nfour");
  REQUIRE(reader.next()->text == "three");
  REQUIRE(reader.next()->text == "four");
  CHECK(reader.buffered().empty());
  CHECK_FALSE(reader.next().has_value());
}

TEST_CASE("LineReader and read_line read nothing from a stream that has failed or has no buffer", "[input][batch]") {
  std::istringstream failed("one\n");
  failed.setstate(std::ios::failbit);
  std::istream unbuffered(nullptr);
  for (std::istream* in : {static_cast<std::istream*>(&failed), &unbuffered}) {
    bool waited = false;
    LineReader reader(*in, [&] { waited = true; });
    CHECK_FALSE(reader.next().has_value());
    CHECK_FALSE(waited);
    CHECK_FALSE(read_line(*in).has_value());
  }
}

// ===========================================================================
// Numbering

TEST_CASE("the default numbering labels cells 1-9 from the top left", "[input]") {
  constexpr Numbering numbering;
  STATIC_REQUIRE_FALSE(numbering.keypad());
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    INFO("cell " << cell);
    CHECK(numbering.label(cell) == cell + 1);
    CHECK(numbering.cell(cell + 1) == cell);
  }
  CHECK(numbering.line({0, 4, 8}) == "1-5-9");
  CHECK(numbering.line({2, 4, 6}) == "3-5-7");
  CHECK(numbering.line({0, 1, 2}) == "1-2-3");
}

TEST_CASE("the keypad numbering puts 7 8 9 on the top row", "[input]") {
  constexpr Numbering keypad(true);
  STATIC_REQUIRE(keypad.keypad());
  CHECK(keypad.label(0) == 7);
  const auto [cell, label] = GENERATE(table<Cell, int>({
      {0, 7},
      {1, 8},
      {2, 9},
      {3, 4},
      {4, 5},
      {5, 6},
      {6, 1},
      {7, 2},
      {8, 3},
  }));
  INFO("cell " << cell);
  CHECK(keypad.label(cell) == label);
  CHECK(keypad.cell(label) == cell);
}

TEST_CASE("cell(label(c)) is c, and the labels are 1-9 once each, in both layouts", "[input]") {
  const bool keypad = GENERATE(false, true);
  const Numbering numbering(keypad);
  INFO((keypad ? "keypad" : "default"));
  std::set<int> labels;
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    INFO("cell " << cell);
    const int label = numbering.label(cell);
    CHECK(label >= 1);
    CHECK(label <= 9);
    CHECK(numbering.cell(label) == cell);
    labels.insert(label);
  }
  CHECK(labels.size() == 9);
}

TEST_CASE("a line is named in the numbering's labels", "[input]") {
  CHECK(Numbering(true).line({0, 4, 8}) == "3-5-7");
  CHECK(Numbering(false).line({0, 4, 8}) == "1-5-9");
  CHECK(Numbering(true).line({0, 1, 2}) == "7-8-9");
  CHECK(Numbering(true).line({6, 7, 8}) == "1-2-3");
  CHECK(Numbering(true).line({2, 5, 8}) == "3-6-9");
}

TEST_CASE("the numbers a player types run from 1 to 9, written 1-9", "[input]") {
  STATIC_REQUIRE(Numbering::kFirstLabel == 1);
  STATIC_REQUIRE(Numbering::kLastLabel == 9);
  STATIC_REQUIRE(Numbering::kLastLabel - Numbering::kFirstLabel + 1 == kCellCount);
  CHECK(Style{}.cell_range() == "1-9");
  CHECK(Style{.text = Catalogue(language_coded("fa"))}.cell_range() == "\u06f1 \u062a\u0627 \u06f9");  // ۱ تا ۹
}

TEST_CASE("labels gives the cells' numbers in the numbering, ascending, as text", "[input]") {
  const std::vector<Cell> corners{8, 0, 6, 2};
  CHECK(Numbering{}.labels(corners) == std::vector<std::string>{"1", "3", "7", "9"});
  CHECK(Numbering(true).labels(corners) == std::vector<std::string>{"1", "3", "7", "9"});
  const std::vector<Cell> top_row{0, 1, 2};
  CHECK(Numbering{}.labels(top_row) == std::vector<std::string>{"1", "2", "3"});
  CHECK(Numbering(true).labels(top_row) == std::vector<std::string>{"7", "8", "9"});
  CHECK(Numbering{}.labels({}).empty());
}

// ===========================================================================
// Player names

TEST_CASE("a name is not a number, nothing invisible, and not a mark unless the player's own", "[input][names]") {
  using tictactoe::core::Mark;
  const auto [name, own, expected] = GENERATE(table<std::string, std::optional<Mark>, std::optional<NameError>>({
      {"Ann", std::nullopt, std::nullopt},
      {"5", Mark::x, NameError::digits},
      {"007", std::nullopt, NameError::digits},
      {"+5", Mark::x, NameError::digits},
      {"-12", Mark::x, NameError::digits},
      {"99999999999999999999", Mark::x, NameError::digits},
      {"\u06f5", Mark::o, NameError::digits},        // Persian 5
      {"\u0661\u0662", Mark::o, NameError::digits},  // Arabic-Indic 12
      {"\uff15", Mark::o, NameError::digits},        // fullwidth 5
      {"5a", Mark::x, std::nullopt},
      {"\u200c", Mark::x, NameError::not_as_typed},  // a zero-width non-joiner alone shows nothing
      {"\u3164", Mark::x, NameError::not_as_typed},  // Hangul filler
      {"\u2800", Mark::x, NameError::not_as_typed},  // blank braille pattern
      {"\u0639\u0644\u06cc\u200c\u0631\u0636\u0627", Mark::x, std::nullopt},  // a Persian name with a ZWNJ
      {"X", Mark::x, std::nullopt},
      {"x", Mark::x, std::nullopt},
      {"O", Mark::o, std::nullopt},
      {"O", Mark::x, NameError::mark},
      {"o", Mark::x, NameError::mark},
      {"X", Mark::o, NameError::mark},
      {"X", std::nullopt, NameError::mark},
      {"O", std::nullopt, NameError::mark},
      {"\u0425", Mark::o, NameError::mark},  // Cyrillic capital X
      {"\u043e", Mark::x, NameError::mark},  // Cyrillic small o
      {"\u039f", Mark::x, NameError::mark},  // Greek capital omicron
      {"\uff2f", Mark::x, NameError::mark},  // fullwidth O
      {"\uff58", Mark::o, NameError::mark},  // fullwidth small x
      {"\uff38", Mark::x, std::nullopt},     // fullwidth X: the X player's own
      {"\u041e", Mark::o, std::nullopt},     // Cyrillic capital O: the O player's own
      {"XO", Mark::x, std::nullopt},
      {"Xavier", std::nullopt, std::nullopt},
      {"", Mark::x, NameError::empty},
      {"a\\b", Mark::x, NameError::not_as_typed},
  }));
  INFO("name '" << printable(name) << "'");
  CHECK(check_name(name, own) == expected);
}

TEST_CASE("mark_named reads X and O in any case, and the letters that look like them", "[input][names]") {
  using tictactoe::core::Mark;
  CHECK(mark_named("X") == Mark::x);
  CHECK(mark_named("x") == Mark::x);
  CHECK(mark_named("\u03a7") == Mark::x);
  CHECK(mark_named("o") == Mark::o);
  CHECK(mark_named("\u03bf") == Mark::o);
  CHECK(mark_named("\uff38") == Mark::x);  // fullwidth X
  CHECK(mark_named("\uff4f") == Mark::o);  // fullwidth small o
  CHECK_FALSE(mark_named("XX").has_value());
  CHECK_FALSE(mark_named("0").has_value());
  CHECK_FALSE(mark_named("").has_value());
}

}  // namespace test_input
