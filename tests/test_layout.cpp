// Laying out text for a terminal (layout.hpp): display width in columns,
// padding, word wrapping and two-column rows.

#include <catch2/catch.hpp>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "app/text/layout.hpp"
#include "support/bidi.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"

namespace test_layout {

using namespace tictactoe::app;
using tictactoe::test::lines_of;
using tictactoe::test::unwrapped;

namespace {

// Every line of `text` ends in '\n' (none is left open).
bool lines_closed(std::string_view text) { return text.empty() || text.ends_with('\n'); }

}  // namespace

TEST_CASE("display_width counts each byte of an overlong or surrogate form as a column", "[layout][utf8]") {
  // An overlong or surrogate form is bytes, not a character: one column
  // each here, one \x escape each in printable (test_input.cpp).
  CHECK(display_width("\xc0\x80") == 2);
  CHECK(display_width("\xed\xa0\x80") == 3);
  CHECK(display_width("\xf4\x90\x80\x80") == 4);
}

// ===========================================================================
// display_width

TEST_CASE("display_width counts one column per ASCII character", "[layout]") {
  CHECK(display_width("") == 0);
  CHECK(display_width("a") == 1);
  CHECK(display_width("abc") == 3);
  CHECK(display_width("X to move (1-9): ") == 17);
  CHECK(display_width(std::string(300, ' ')) == 300);
}

TEST_CASE("display_width counts two columns for wide East Asian characters", "[layout]") {
  const auto [text, width] = GENERATE(table<std::string, std::size_t>({
      {"\xe4\xba\x95\xe5\xad\x97\xe6\xa3\x8b", 6},  // 井字棋 (tic-tac-toe)
      {"\xe4\xba\x95", 2},                          // 井
      {"a\xe4\xba\x95"
       "b",
       4},                              // a井b
      {"\xef\xbc\x95", 2},              // fullwidth five
      {"\xed\x95\x9c\xea\xb8\x80", 4},  // 한글 (Hangul)
      {"\xe3\x81\x82", 2},              // あ (Hiragana)
      {"\xe3\x80\x82", 2},              // 。 ideographic full stop
      {"\xf0\xa0\x80\x80", 2},          // U+20000, CJK extension B
  }));
  INFO("text: " << text);
  CHECK(display_width(text) == width);
}

TEST_CASE("display_width counts no columns for combining marks and zero-width characters", "[layout]") {
  const auto [text, width] = GENERATE(table<std::string, std::size_t>({
      {"e\xcc\x81", 1},          // e + combining acute accent
      {"a\xcc\x80\xcc\x81", 1},  // a + two combining accents
      {"\xc3\xa9", 1},           // é precomposed
      {"caf\xc3\xa9", 4},        // café
      {"cafe\xcc\x81", 4},       // café with a combining accent
      {"a\xe2\x80\x8b"
       "b",
       2},  // a, zero width space, b
      {"a\xe2\x80\x8d"
       "b",
       2},                  // a, zero width joiner, b
      {"\xef\xb8\x8f", 0},  // variation selector 16 alone
      // The directional marks and isolates a right-to-left language's
      // lines carry: LRM, RLM, the Arabic letter mark, LRE-RLO, LRI-PDI.
      {"\u200e\u200f\u061c", 0},
      {"\u202a\u202b\u202c\u202d\u202e", 0},
      {"\u2066a\u2067b\u2068c\u2069", 3},
  }));
  INFO("text: " << text);
  CHECK(display_width(text) == width);
}

TEST_CASE("display_width counts an invalid or cut UTF-8 byte as one column", "[layout]") {
  CHECK(display_width("\xff") == 1);
  CHECK(display_width("\x80") == 1);
  CHECK(display_width("a\xe4\xba") == 3);  // a, then a three-byte sequence cut after two bytes
  CHECK(display_width("\xe4\xba"
                      "a") == 3);      // the cut sequence's bytes count one each
  CHECK(display_width("\xc3(") == 2);  // a lead byte without its continuation
}

// ===========================================================================
// pad_to

TEST_CASE("pad_to fills to a number of columns, counting display width", "[layout]") {
  CHECK(pad_to("ab", 5) == "ab   ");
  CHECK(pad_to("", 3) == "   ");
  CHECK(pad_to("abc", 3) == "abc");
  CHECK(pad_to("abcdef", 3) == "abcdef");                                        // wider: unchanged
  CHECK(pad_to("\xe4\xba\x95\xe5\xad\x97", 6) == "\xe4\xba\x95\xe5\xad\x97  ");  // 井字 is 4 columns
  CHECK(pad_to("e\xcc\x81", 3) == "e\xcc\x81  ");  // é with a combining accent is 1 column
}

// ===========================================================================
// wrap

TEST_CASE("wrap breaks at blanks and keeps every word whole", "[layout]") {
  CHECK(wrap("one two three", 9) == "one two\nthree\n");
  CHECK(wrap("one two three", 13) == "one two three\n");
  CHECK(wrap("one two three", 7) == "one two\nthree\n");
  CHECK(wrap("one two three", 6) == "one\ntwo\nthree\n");
  CHECK(wrap("", 10) == "\n");
}

TEST_CASE("wrap puts a word wider than the width alone on its line", "[layout]") {
  CHECK(wrap("a abcdefghij b", 5) == "a\nabcdefghij\nb\n");
}

TEST_CASE("wrap indents each line and counts the indent in the width", "[layout]") {
  CHECK(wrap("one two three", 9, 2) == "  one two\n  three\n");
  CHECK(wrap("one two three", 8, 4) == "    one\n    two\n    three\n");
}

TEST_CASE("wrap keeps the newlines in the text and drops one at its end", "[layout]") {
  CHECK(wrap("one\ntwo three", 20) == "one\ntwo three\n");
  CHECK(wrap("one two\n", 20) == "one two\n");
  CHECK(wrap("a b c\nd e f", 3) == "a b\nc\nd e\nf\n");
}

TEST_CASE("wrap breaks between wide characters, which have no blanks between words", "[layout]") {
  const std::string text = "\xe4\xba\x95\xe5\xad\x97\xe6\xa3\x8b\xe4\xba\x95\xe5\xad\x97\xe6\xa3\x8b";  // 井字棋井字棋
  const std::string wrapped = wrap(text, 7);
  for (const auto& line : lines_of(wrapped)) {
    INFO("line: " << line);
    CHECK(display_width(line) <= 7);
  }
  CHECK(lines_of(wrapped).size() == 2);  // three characters (6 columns) per line at most
  std::string joined;
  for (const auto& line : lines_of(wrapped)) joined += line;
  CHECK(joined == text);
}

TEST_CASE("wrap never makes a line wider than the width and loses or splits no word, over random text", "[layout]") {
  const std::size_t width = GENERATE(12u, 20u, 40u, 79u);
  const std::size_t indent = GENERATE(0u, 4u);
  std::mt19937 rng(static_cast<std::mt19937::result_type>(width * 10 + indent));
  std::uniform_int_distribution<int> word_length(1, 8);
  std::uniform_int_distribution<int> letter('a', 'z');
  std::uniform_int_distribution<int> word_count(0, 40);
  for (int round = 0; round < 200; ++round) {
    std::string text;
    for (int w = word_count(rng); w > 0; --w) {
      std::string word;
      for (int i = word_length(rng); i > 0; --i) word += static_cast<char>(letter(rng));
      text += (text.empty() ? "" : " ") + word;
    }
    INFO("text: " << text << "; width " << width << ", indent " << indent);
    const std::string wrapped = wrap(text, width, indent);
    CHECK(lines_closed(wrapped));
    for (const auto& line : lines_of(wrapped)) {
      INFO("line: '" << line << "'");
      if (line.empty()) continue;
      CHECK(line.starts_with(std::string(indent, ' ')));
      CHECK(line[indent] != ' ');
      CHECK(display_width(line) <= width);  // no word here is wider than the width
      CHECK_FALSE(line.ends_with(" "));
    }
    // The same words in the same order, none split or lost.
    CHECK(unwrapped(wrapped) == text);
  }
}

// ===========================================================================
// two_columns

TEST_CASE("two_columns pads the left column and aligns the right one's continuation lines under its start",
          "[layout]") {
  SECTION("a short row is one line") {
    CHECK(two_columns("hint", "names a best move", 14, 79) == "  hint          names a best move\n");
  }
  SECTION("a long right column wraps under itself, within the width") {
    const std::string row = two_columns("--x", "one two three four five six seven", 10, 30);
    const auto lines = lines_of(row);
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0].starts_with("  --x       one"));
    for (std::size_t i = 1; i < lines.size(); ++i) {
      INFO("line " << i << ": '" << lines[i] << "'");
      CHECK(lines[i].starts_with(std::string(12, ' ')));
      CHECK(lines[i][12] != ' ');
    }
    for (const auto& line : lines) CHECK(display_width(line) <= 30);
    CHECK(unwrapped(row) == "--x one two three four five six seven");
  }
  SECTION("a left column too wide for its space puts the right one on the next line") {
    CHECK(two_columns("--a-very-long-option", "text", 10, 40) == "  --a-very-long-option\n            text\n");
  }
  SECTION("a left column that just fits keeps one blank before the right one") {
    CHECK(two_columns("123456789", "text", 10, 40) == "  123456789 text\n");
    CHECK(two_columns("1234567890", "text", 10, 40) == "  1234567890\n            text\n");
  }
  SECTION("the left column is padded by display width") {
    const std::string row = two_columns("\xe4\xba\x95\xe5\xad\x97\xe6\xa3\x8b", "x", 10, 40);  // 井字棋
    REQUIRE(row.ends_with("x\n"));
    CHECK(display_width(row.substr(0, row.size() - 2)) == 12);
  }
}

TEST_CASE("wrap keeps Chinese punctuation off the start of a line and opening brackets off its end", "[layout]") {
  // Ten wide characters then a full stop: at width 20 the stop may not start
  // the second line, so the last character goes down with it.
  const std::string text = "一二三四五六七八九十。（好）";
  const std::string wrapped = wrap(text, 20);
  INFO(wrapped);
  for (const auto& line : tictactoe::test::lines_of(wrapped)) {
    CHECK(display_width(line) <= 20);
    CHECK_FALSE(line.starts_with("。"));
    CHECK_FALSE(line.starts_with("）"));
    CHECK_FALSE(line.ends_with("（"));
  }
  CHECK(wrapped == "一二三四五六七八九\n十。（好）\n");
  // Persian commas and question marks stay with their word.
  CHECK(wrap("یک دو سه، چهار؟", 7) == "یک دو\nسه،\nچهار؟\n");
}

// ===========================================================================
// Right to left

namespace {

// `text` without the directional marks and isolates the layout adds.
std::string without_marks(std::string text) {
  for (const std::string_view mark :
       {kLeftToRightMark, kRightToLeftMark, kRightToLeftIsolate, kPopDirectionalIsolate}) {
    for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark)) text.erase(at, mark.size());
  }
  return text;
}

const std::string kPersianHelp =
    "\u06a9\u0627\u0645\u067e\u06cc\u0648\u062a\u0631 \u062f\u0631 \u0628\u0631\u0627\u0628\u0631 "
    "\u06a9\u0627\u0645\u067e\u06cc\u0648\u062a\u0631 easy, medium \u06cc\u0627 hard (9 \u062a\u0627 1)";
const std::string kPersianWord = "\u062e\u0631\u0648\u062c";  // خروج

}  // namespace

TEST_CASE("left_to_right_mark is LRM right to left and nothing left to right", "[layout][language]") {
  CHECK(left_to_right_mark(Direction::right_to_left) == "\u200e");
  CHECK(left_to_right_mark(Direction::left_to_right).empty());
  CHECK(left_to_right_lines("a\nb\n", Direction::left_to_right) == "a\nb\n");
  CHECK(left_to_right_lines("a\n\nb\n", Direction::right_to_left) ==
        "\u200e"
        "a\n\u200e\n\u200e"
        "b\n");
  CHECK(left_to_right_lines("", Direction::right_to_left).empty());
}

TEST_CASE("wrap in a right-to-left language starts each line with RLM and breaks where it would without",
          "[layout][language]") {
  for (const std::size_t width : {std::size_t{12}, std::size_t{20}, std::size_t{79}}) {
    INFO("width " << width);
    const std::string rtl = wrap(kPersianHelp + "\n" + kPersianWord, width, 0, Direction::right_to_left);
    CHECK(without_marks(rtl) == wrap(kPersianHelp + "\n" + kPersianWord, width));
    for (const auto& line : lines_of(rtl)) CHECK(line.starts_with(kRightToLeftMark));
    CHECK(lines_closed(rtl));
  }
}

TEST_CASE("two_columns in a right-to-left language keeps the table left to right with marks that take no column",
          "[layout][language]") {
  const std::string left = "q, quit, " + kPersianWord;
  for (const std::size_t left_width : {std::size_t{10}, std::size_t{20}}) {  // apart, then side by side
    INFO("left column " << left_width);
    const std::string rtl = two_columns(left, kPersianHelp, left_width, 40, Direction::right_to_left);
    const std::string ltr = two_columns(left, kPersianHelp, left_width, 40);
    // Without the marks, the same row: a terminal without bidi shows it as
    // it shows the left-to-right one.
    CHECK(without_marks(rtl) == ltr);
    const auto lines = lines_of(rtl);
    REQUIRE(lines.size() >= 2);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      INFO("line " << i << ": '" << lines[i] << "'");
      // Each line left to right, from its first character.
      CHECK(lines[i].starts_with(kLeftToRightMark));
      // The left column closed by LRM, so the description stays on its right.
      if (i == 0)
        CHECK(lines[i].starts_with(std::string(kLeftToRightMark) + "  " + left + std::string(kLeftToRightMark)));
      // Each line of the description isolated, read right to left.
      const bool description = i > 0 || left_width == 20;
      if (description) {
        CHECK(lines[i].find(kRightToLeftIsolate) != std::string::npos);
        CHECK(lines[i].ends_with(kPopDirectionalIsolate));
      }
      CHECK(display_width(lines[i]) == display_width(lines_of(ltr)[i]));
    }
  }
  CHECK(two_columns("a", "b", 4, 40, Direction::left_to_right) == two_columns("a", "b", 4, 40));
}

TEST_CASE("two_columns puts the right column under the left when it would have under 16 columns", "[layout]") {
  const std::string row = two_columns("a-long-command", "one two three four five", 16, 30);
  INFO(row);
  CHECK(row == "  a-long-command\n      one two three four five\n");
  // With room for 16 columns the two stay side by side.
  CHECK(two_columns("a-long-command", "one two three", 16, 34) == "  a-long-command  one two three\n");
  // A left column wider than the width is wrapped at its blanks.
  CHECK(two_columns("y, yes, again", "go on", 14, 12) == "  y, yes,\n  again\n      go on\n");
}

// ---- Rows for the full screen (wrap_rows, cut_to_width, balanced_isolates)

namespace {

const std::string kLri = "\u2066";
const std::string kFsi = "\u2068";
const std::string kPdi = "\u2069";

}  // namespace

TEST_CASE("balanced_isolates drops a PDI that closes nothing and closes what is left open", "[layout][bidi]") {
  CHECK(balanced_isolates("plain") == "plain");
  CHECK(balanced_isolates(kPdi + "a" + kLri + "b") == "a" + kLri + "b" + kPdi);
  CHECK(balanced_isolates(kLri + kFsi + "x" + kPdi) == kLri + kFsi + "x" + kPdi + kPdi);
  CHECK(balanced_isolates(kLri + "x" + kPdi + kPdi) == kLri + "x" + kPdi);
}

TEST_CASE("cut_to_width cuts at a character by display width, ends in an ellipsis, and closes the isolate it cuts",
          "[layout][bidi]") {
  CHECK(cut_to_width("short", 5) == "short");
  CHECK(cut_to_width("shorter", 5) == "shor\u2026");
  CHECK(cut_to_width("abc", 0).empty());
  CHECK(cut_to_width("\u4e2d\u6587\u5b57", 4) == "\u4e2d\u2026");  // a wide character that does not fit is left out
  const std::string cut =
      cut_to_width("\u0646\u0648\u0628\u062a " + kLri + "Ann Lee" + kPdi + " \u0627\u0633\u062a", 9);
  CHECK(display_width(cut) == 9);
  CHECK(tictactoe::test::paired(cut));
  CHECK(cut.ends_with(kPdi + "\u2026"));  // the ellipsis after the isolate, in the line's own direction
}

TEST_CASE("wrap_rows wraps at blanks, keeps the blanks inside a row, and breaks a word wider than a row", "[layout]") {
  CHECK(wrap_rows("u: undo  t: hint  q: quit", 17) == std::vector<std::string>{"u: undo  t: hint", "q: quit"});
  CHECK(wrap_rows("", 10) == std::vector<std::string>{""});
  CHECK(wrap_rows("one\ntwo three", 5) == std::vector<std::string>{"one", "two", "three"});
  CHECK(wrap_rows("abcdefghij xy", 4) == std::vector<std::string>{"abcd", "efgh", "ij", "xy"});
  CHECK(wrap_rows("ab", 0) == std::vector<std::string>{"a", "b"});  // a width of 0 is taken as 1
  // Chinese between any two characters, its punctuation kept off a row's start.
  const auto chinese = wrap_rows("\u65b9\u5411\u952e\uff1a\u79fb\u52a8\u5149\u6807", 6);
  CHECK(chinese == std::vector<std::string>{"\u65b9\u5411", "\u952e\uff1a\u79fb", "\u52a8\u5149\u6807"});
}

TEST_CASE("wrap_rows closes an isolate at a row's end and opens it again on the next row", "[layout][bidi]") {
  const std::string text =
      "\u062d\u0631\u06a9\u062a\u200c\u0647\u0627: " + kLri + "1 5 9 3 7 2 8 4 6" + kPdi + " \u062a\u0645\u0627\u0645";
  const auto rows = wrap_rows(text, 14);
  REQUIRE(rows.size() >= 2);
  for (const std::string& row : rows) {
    INFO(row);
    CHECK(tictactoe::test::paired(row));
    CHECK(display_width(row) <= 14);
  }
  CHECK(rows[1].starts_with(kLri));  // the record goes on in its isolate
  const auto fsi = wrap_rows(kFsi + "Ann Lee" + kPdi + " wins", 4);
  CHECK(fsi == std::vector<std::string>{kFsi + "Ann" + kPdi, kFsi + "Lee" + kPdi, "wins"});
}

TEST_CASE("wrap closes an isolate broken at its blank and opens it again after the next line's RLM and indent",
          "[layout][bidi]") {
  // The line face broke "Ann Lee" in a Persian sentence at its blank: an
  // FSI left open on one line and a PDI closing nothing on the next.
  const std::string won = "\u0628\u0627\u0632\u06cc \u0631\u0627 " + kFsi + "Ann Lee" + kPdi +
                          " \u0628\u0631\u062f! (\u062e\u0627\u0646\u0647\u200c\u0647\u0627\u06cc " + kLri + "1 5 9" +
                          kPdi + ")";
  for (const std::size_t width : {std::size_t{6}, std::size_t{13}, std::size_t{16}, std::size_t{20}}) {
    for (const std::size_t indent : {std::size_t{0}, std::size_t{2}}) {
      INFO("width " << width << ", indent " << indent);
      const std::string wrapped = wrap(won, width, indent, Direction::right_to_left);
      INFO(wrapped);
      CHECK(lines_of(wrapped).size() >= 2);
      for (const auto& line : lines_of(wrapped)) {
        INFO("line: " << line);
        CHECK(tictactoe::test::paired(line));
        // RLM starts the line, outside any isolate, so it sets the line's direction.
        CHECK(line.starts_with(std::string(kRightToLeftMark) + std::string(indent, ' ')));
      }
    }
  }
  const std::string wrapped = wrap(won, 13, 2, Direction::right_to_left);
  const std::string start = std::string(kRightToLeftMark) + "  ";
  CHECK(lines_of(wrapped).at(1) == start + kFsi + "Lee" + kPdi + " \u0628\u0631\u062f!");
  CHECK(wrap(kFsi + "Ann Lee" + kPdi + " wins", 4) == kFsi + "Ann" + kPdi + "\n" + kFsi + "Lee" + kPdi + "\nwins\n");
  CHECK(wrap("a" + kPdi + " b", 79) == "a b\n");  // a PDI closing nothing is dropped, as on the screen
}

TEST_CASE(
    "wrap_rows never makes a row wider than the width, loses no character, and pairs every row's isolates, "
    "over random text",
    "[layout][bidi]") {
  std::mt19937 random(17);
  const std::vector<std::string> alphabet{"a", "bc", " ", "  ", "\u4e2d", "\uff0c", "\u0627", kLri, kFsi, kPdi, "x"};
  for (int round = 0; round < 300; ++round) {
    std::string text;
    const auto length = std::uniform_int_distribution<std::size_t>(0, 60)(random);
    for (std::size_t i = 0; i < length; ++i) text += alphabet.at(random() % alphabet.size());
    const auto width = std::uniform_int_distribution<std::size_t>(2, 20)(random);  // room for a wide character
    INFO("\"" << text << "\" at " << width);
    std::string kept;
    for (const std::string& row : wrap_rows(text, width)) {
      CHECK(display_width(row) <= width);
      CHECK(tictactoe::test::paired(row));
      kept += row;
    }
    // Every visible character is there, in order.
    const auto visible = [](const std::string& s) {
      std::string out;
      for (char c : balanced_isolates(s)) {
        if (c != ' ') out += c;
      }
      std::string stripped;
      for (std::size_t i = 0; i < out.size();) {
        const auto d = decode_utf8(std::string_view(out).substr(i));
        const std::size_t n = d ? d->length : 1;
        if (!d || d->code < 0x2066 || d->code > 0x2069) stripped += out.substr(i, n);
        i += n;
      }
      return stripped;
    };
    CHECK(visible(kept) == visible(text));
  }
}

}  // namespace test_layout
