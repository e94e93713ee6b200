#pragma once

// The bad-input catalogue: bad and odd input lines, each typed at the first X move
// prompt of a game between two people, with the answer README's input rule
// gives it: "A move line is one whole number from 1 to 9: digits,
// optionally with a sign (+5 and 05 are 5); the digits may be ASCII, Persian
// (۵), Arabic-Indic (٥) or fullwidth (５) ... Spaces, tabs and carriage returns
// around it are ignored. Any other line is rejected with a one-line reason,
// and the same player is asked again ... a line over 256 characters. Menus
// follow the same rule with their own range."
//
// Each row is checked against the whole transcript the session should print,
// built here from the board renderer and the documented messages: the line is
// played, or answered with one message and the same prompt, or obeyed as a
// command; then play goes on with no turn lost. The same lines are then typed
// at the menus, where they must be judged by the same rule. Further cases:
// end of input and quit at every prompt, bad answers at every menu and at
// "Play again?".
//
// This header holds the catalogue and what the tests need to judge it;
// test_input_catalogue_moves.cpp types each line at the move prompt,
// test_input_catalogue_menus.cpp at the menus and at "Play again?".

#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "app/line/line_ui.hpp"
#include "app/text/render.hpp"
#include "support/session.hpp"
#include "support/tables.hpp"
#include "support/text.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::test::input_catalogue {

using namespace std::string_literals;

// ---- The expected answers ----------------------------------------------------

// What the session makes of one line at the move prompt.
enum class Kind { cell, empty, not_a_number, out_of_range, taken, too_long, quit, help, hint, undo };

struct Answer {
  Kind kind;
  int cell = 0;      ///< cell: the cell played; taken: the cell named (1-9)
  std::string text;  ///< not_a_number, out_of_range: the line as the message echoes it;
                     ///< taken: the mark holding the cell; hint, undo: the reply line
};

inline Answer cell(int label) { return {Kind::cell, label, {}}; }
inline Answer empty() { return {Kind::empty, 0, {}}; }
inline Answer not_a_number(std::string echo) { return {Kind::not_a_number, 0, std::move(echo)}; }
inline Answer out_of_range(std::string echo) { return {Kind::out_of_range, 0, std::move(echo)}; }
inline Answer taken(int label, std::string mark) { return {Kind::taken, label, std::move(mark)}; }
inline Answer too_long() { return {Kind::too_long, 0, {}}; }
inline Answer quits() { return {Kind::quit, 0, {}}; }
inline Answer helps() { return {Kind::help, 0, {}}; }
inline Answer hints(std::string reply) { return {Kind::hint, 0, std::move(reply)}; }
inline Answer undoes(std::string reply) { return {Kind::undo, 0, std::move(reply)}; }

// One row of the catalogue.
struct Row {
  std::string name;
  std::string before;  ///< moves played before the line ("" for all but the taken-cell rows)
  std::string line;    ///< the exact bytes typed, with the '\n' that ends them; none: the last input
  Answer answer;
};

inline const std::string kMiB(std::size_t{1} << 20, '5');
inline const std::string kBlanks128(128, ' ');
inline const std::string kBlanks127(127, ' ');
// Issue 19: the empty board's hint named the nine cells alike.
inline const std::string kHint =
    "hint: 1, 3, 7 or 9 keep the draw with best play and give O the most chances to go wrong; 2, 4, 5, 6 or 8 also "
    "draw";
inline const std::string kNothingToUndo = "Nothing to undo.";

// clang-format off
inline const auto kCatalogue = std::to_array<Row>({
    // Played: one whole number 1-9, optionally signed, blanks around ignored.
    {"a plain digit", "", "5\n", cell(5)},
    {"a plain 1", "", "1\n", cell(1)},
    {"a plus sign", "", "+5\n", cell(5)},
    {"a plus sign on 2", "", "+2\n", cell(2)},
    {"a leading zero", "", "05\n", cell(5)},
    {"a leading zero on 2", "", "02\n", cell(2)},
    {"three leading zeros", "", "0005\n", cell(5)},
    {"a sign and zeros", "", "+0001\n", cell(1)},
    {"27 leading zeros", "", std::string(27, '0') + "3\n", cell(3)},
    {"255 leading zeros, 256 characters", "", std::string(255, '0') + "9\n", cell(9)},
    {"tabs around", "", "\t5\t\n", cell(5)},
    {"spaces and tabs around 3", "", " \t 3 \t \n", cell(3)},
    {"a CRLF line end", "", "5\r\n", cell(5)},
    {"a CRLF line end on 2", "", "2\r\n", cell(2)},
    {"a carriage return before", "", "\r5\n", cell(5)},
    {"two carriage returns after", "", "5\r\r\n", cell(5)},
    {"a signed digit among blanks", "", " +7\r\n", cell(7)},
    {"256 characters of spaces around a digit", "", kBlanks128 + "5" + kBlanks127 + "\n", cell(5)},
    {"256 characters ending in a carriage return", "", kBlanks127 + "1" + kBlanks127 + "\r\n", cell(1)},
    {"a last line without a newline", "", "5", cell(5)},
    // Digits as Persian, Arabic and Chinese keyboards type them (these were
    // rejected as not a number before; they are read as ASCII digits now).
    {"a Persian five", "", "\xdb\xb5\n", cell(5)},
    {"a Persian one", "", "\xdb\xb1\n", cell(1)},
    {"a Persian zero and three", "", "\xdb\xb0\xdb\xb3\n", cell(3)},
    {"an Arabic-Indic five", "", "\xd9\xa5\n", cell(5)},
    {"an Arabic-Indic two among blanks", "", " \xd9\xa2\r\n", cell(2)},
    {"a fullwidth five", "", "\xef\xbc\x95\n", cell(5)},
    {"a plus sign and a fullwidth two", "", "+\xef\xbc\x92\n", cell(2)},
    {"an ASCII zero and a Persian four", "", "0\xdb\xb4\n", cell(4)},

    // Nothing typed.
    {"an empty line", "", "\n", empty()},
    {"spaces only", "", "   \n", empty()},
    {"a tab only", "", "\t\n", empty()},
    {"a lone carriage return", "", "\r\n", empty()},
    {"a lone carriage return as the last input", "", "\r", empty()},

    // Not a number: anything else, echoed as typed where that is safe: valid
    // UTF-8 as is, control and invalid bytes as \xNN, invisible characters as
    // \u{N}, a backslash doubled (issue 10: "５" was echoed '???').
    {"a letter", "", "a\n", not_a_number("a")},
    {"the word five", "", "five\n", not_a_number("five")},
    {"a roman V", "", "V\n", not_a_number("V")},
    {"a digit then letters", "", "5abc\n", not_a_number("5abc")},
    {"two numbers", "", "5 6\n", not_a_number("5 6")},
    {"two numbers with a comma", "", "5,6\n", not_a_number("5,6")},
    {"a trailing dot", "", "5.\n", not_a_number("5.")},
    {"a decimal", "", "5.0\n", not_a_number("5.0")},
    {"an exponent", "", "1e1\n", not_a_number("1e1")},
    {"hexadecimal", "", "0x5\n", not_a_number("0x5")},
    {"two plus signs", "", "++5\n", not_a_number("++5")},
    {"plus then minus", "", "+-5\n", not_a_number("+-5")},
    {"a plus sign alone", "", "+\n", not_a_number("+")},
    {"a minus sign alone", "", "-\n", not_a_number("-")},
    {"a sign apart from its digit", "", "+ 5\n", not_a_number("+ 5")},
    {"a NUL byte alone", "", "\0\n"s, not_a_number("\\x00")},
    {"a digit then a NUL byte", "", "5\0\n"s, not_a_number("5\\x00")},
    {"a NUL byte, a space and a digit", "", "\0 5\n"s, not_a_number("\\x00 5")},
    {"a command word then a NUL byte", "", "q\0\n"s, not_a_number("q\\x00")},
    {"a superscript five", "", "\xe2\x81\xb5\n", not_a_number("\xe2\x81\xb5")},
    {"a Persian five then a letter", "", "\xdb\xb5" "a\n", not_a_number("\xdb\xb5" "a")},
    {"a Devanagari five", "", "\xe0\xa5\xab\n", not_a_number("\xe0\xa5\xab")},
    {"a no-break space before a digit", "", "\xc2\xa0" "5\n", not_a_number("\\u{a0}5")},
    {"a vertical tab before a digit", "", "\v5\n", not_a_number("\\x0b5")},
    {"a form feed after a digit", "", "5\f\n", not_a_number("5\\x0c")},
    {"a carriage return between digits", "", "5\r6\n", not_a_number("5\\x0d6")},
    {"the up arrow key", "", "\x1b[A\n", not_a_number("\\x1b[A")},
    {"the page up key", "", "\x1b[5~\n", not_a_number("\\x1b[5~")},
    {"a bare ESC", "", "\x1b\n", not_a_number("\\x1b")},
    {"ESC before a digit", "", "\x1b" "5\n", not_a_number("\\x1b" "5")},
    {"a DEL byte", "", "\x7f\n", not_a_number("\\x7f")},
    {"a backspace between digits", "", "4\b5\n", not_a_number("4\\x08" "5")},
    {"binary noise", "", "\x01\x02\xfe\xff\x80\x90\x1b\x7f" "7\n",
     not_a_number("\\x01\\x02\\xfe\\xff\\x80\\x90\\x1b\\x7f" "7")},
    {"a backslash", "", "\\5\n", not_a_number("\\\\5")},
    {"a right-to-left override", "", "\xe2\x80\xae" "5\n", not_a_number("\\u{202e}5")},
    {"a cut UTF-8 sequence", "", "5\xe2\x81\n", not_a_number("5\\xe2\\x81")},
    {"quit now", "", "quit now\n", not_a_number("quit now")},
    {"a long word, echoed cut to 20", "", "abcdefghijklmnopqrstuvwxyz\n", not_a_number("abcdefghijklmnopqrst...")},
    {"a letter as the last input", "", "x", not_a_number("x")},

    // Out of range: a whole number outside 1-9, however many digits.
    {"zero", "", "0\n", out_of_range("0")},
    {"two zeros", "", "00\n", out_of_range("00")},
    {"ten", "", "10\n", out_of_range("10")},
    {"ten with zeros", "", "0010\n", out_of_range("0010")},
    {"a Persian ten", "", "\xdb\xb1\xdb\xb0\n", out_of_range("\xdb\xb1\xdb\xb0")},
    {"a fullwidth zero", "", "\xef\xbc\x90\n", out_of_range("\xef\xbc\x90")},
    {"minus zero", "", "-0\n", out_of_range("-0")},
    {"plus zero", "", "+0\n", out_of_range("+0")},
    {"minus five", "", "-5\n", out_of_range("-5")},
    {"twenty nines", "", "99999999999999999999\n", out_of_range("99999999999999999999")},
    {"minus twenty nines", "", "-99999999999999999999\n", out_of_range("-9999999999999999999...")},
    {"24 digits, echoed cut to 20", "", "123456789012345678901234\n", out_of_range("12345678901234567890...")},

    // Over 256 characters: too long, whatever they are; the next line is read intact.
    {"257 characters of spaces around a digit", "", kBlanks128 + "5" + kBlanks128 + "\n", too_long()},
    {"256 zeros then a digit", "", std::string(256, '0') + "5\n", too_long()},
    {"300 spaces, nothing else", "", std::string(300, ' ') + "\n", too_long()},
    {"a 1 MiB line of digits", "", kMiB + "\n", too_long()},
    {"a 1 MiB line of spaces around a digit", "", std::string(kMiB.size(), ' ') + "5" + kBlanks128 + "\n",
     too_long()},

    // Cell taken: X has 5 and O has 1.
    {"a cell taken by X", "5\n1\n", "5\n", taken(5, "X")},
    {"a cell taken by O", "5\n1\n", "1\n", taken(1, "O")},
    {"a taken cell typed signed, zero-padded, with CRLF", "5\n1\n", "+05\r\n", taken(5, "X")},

    // Commands, any case, blanks around ignored.
    {"q", "", "q\n", quits()},
    {"Q", "", "Q\n", quits()},
    {"QUIT", "", "QUIT\n", quits()},
    {"q among blanks", "", " q \t\n", quits()},
    {"quit with CRLF", "", "quit\r\n", quits()},
    {"q as the last input", "", "q", quits()},
    {"h", "", "h\n", helps()},
    {"Help", "", "Help\n", helps()},
    {"a question mark", "", "?\n", helps()},
    {"hint", "", "hint\n", hints(kHint)},
    {"HINT", "", "HINT\n", hints(kHint)},
    {"u", "", "u\n", undoes(kNothingToUndo)},
    {"U", "", "U\n", undoes(kNothingToUndo)},
    {"undo among blanks", "", "\tundo \r\n", undoes(kNothingToUndo)},
});
// clang-format on

static_assert(std::tuple_size_v<decltype(kCatalogue)> >= 40, "the catalogue must keep at least 40 rows");

// `line` without its newline and the blanks around it.
inline std::string_view trim_blanks(std::string_view line) {
  if (line.ends_with('\n')) line.remove_suffix(1);
  constexpr std::string_view kAround = " \t\r";
  const auto first = line.find_first_not_of(kAround);
  if (first == std::string_view::npos) return {};
  return line.substr(first, line.find_last_not_of(kAround) - first + 1);
}

// How a message echoes a typed line (the input rule's trimming, then valid
// UTF-8 as typed, control and invalid bytes as \xNN, invisible characters as
// \u{N}, a backslash doubled, cut after 20 characters with "..."): the
// test's own statement of it, to judge catalogue lines at the menus.
inline std::string echo_of(std::string_view line) {
  if (line.ends_with('\n')) line.remove_suffix(1);
  constexpr std::string_view kAround = " \t\r";
  const auto first = line.find_first_not_of(kAround);
  if (first == std::string_view::npos) return {};
  line = line.substr(first, line.find_last_not_of(kAround) - first + 1);
  static constexpr std::string_view kHex = "0123456789abcdef";
  const auto byte_escape = [](unsigned char c) { return std::string("\\x") + kHex[c >> 4U] + kHex[c & 0xfU]; };
  std::string echo;
  std::size_t i = 0;
  for (int shown = 0; i < line.size() && shown < 20; ++shown) {
    const auto c = static_cast<unsigned char>(line[i]);
    const std::size_t length = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 1;
    const std::string_view character = line.substr(i, length);
    if (c == '\\') {
      echo += "\\\\";
    } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && length == 1) || !plain_utf8(character)) {
      echo += byte_escape(c);
      i += 1;
      continue;
    } else if (character == "\xc2\xa0") {
      echo += "\\u{a0}";
    } else if (character == "\xe2\x80\xae") {
      echo += "\\u{202e}";
    } else {
      echo += character;
    }
    i += length;
  }
  if (i < line.size()) echo += "...";
  return echo;
}

// Input ending at a prompt: the prompt's line is ended, then goodbye.
inline const std::string kEndOfInput = "\nGoodbye.\n";

// Every option left to the menus, with a fixed seed so games replay.
inline app::LineSession menus() { return seeded(1); }

// A rejected move line's message, worded as the session words it.
inline std::string move_message(Kind kind, const Answer& answer) {
  const std::string again = "Type a cell number 1-9, or h for help.";
  switch (kind) {
    case Kind::empty: return "Nothing typed. " + again;
    case Kind::not_a_number: return "'" + answer.text + "' is not a number. " + again;
    case Kind::out_of_range: return answer.text + " is out of range. " + again;
    case Kind::too_long: return "That line is too long. " + again;
    case Kind::taken:
      return "Sorry, cell " + std::to_string(answer.cell) + " is taken by " + answer.text + ". Choose a free cell.";
    default: break;
  }
  FAIL("no message for this kind");
  return {};
}

// A game between two people as the session shows it, move by move: the
// expected transcript.
class Transcript {
 public:
  // The board and the prompt of the side to move.
  [[nodiscard]] std::string turn() const {
    return "\n" + app::render_board(board_, app::Style{}) + (core::side_to_move(board_) == core::Mark::x ? kX : kO);
  }
  // Plays the cell a player types as `label` (1-9) and returns the next turn.
  std::string play_label(int label) {
    const auto cell = static_cast<std::size_t>(label - 1);
    REQUIRE(board_[cell] == core::kEmpty);
    board_ = core::play(board_, label - 1);
    return turn();
  }
  // The highest free cell's label.
  [[nodiscard]] int highest_free() const {
    for (int label = 9; label >= 1; --label) {
      if (board_[static_cast<std::size_t>(label - 1)] == core::kEmpty) return label;
    }
    FAIL("no free cell");
    return 0;
  }

 private:
  core::Board board_ = core::kEmptyBoard;
};

// The labels a script of one move per line names ("5\n1\n" -> 5, 1).
inline std::vector<int> labels_of(std::string_view script) {
  std::vector<int> labels;
  for (const char c : script) {
    if (c >= '1' && c <= '9') labels.push_back(c - '0');
  }
  return labels;
}

// ---- Menus and the play-again question -------------------------------------

// A question other than the move prompt, reached by answering the menus.
struct Question {
  std::string name;
  app::LineSession settings;
  std::string reach;               ///< input that leads to the prompt
  std::string title;               ///< printed just before the prompt
  std::string prompt;              ///< the question itself
  int choices;                     ///< 1..choices; 0 for the play-again question
  int fallback;                    ///< what an empty line chooses at a menu (1-based)
  std::vector<std::string> words;  ///< each choice's word, in order
  std::string good;                ///< a good answer, with its newline
  std::string final_score;         ///< printed before "Goodbye." when the session stops there
};

// A level menu, from kLevels: titled `title`, reached by `reach`.
inline Question level_question(std::string_view name, std::string reach, const std::string& title, std::string good) {
  return {std::string(name),
          menus(),
          std::move(reach),
          "\n" + title + "\n" + level_menu_rows(),
          level_menu_prompt(),
          static_cast<int>(core::kLevels.size()),
          static_cast<int>(default_level_choice()),
          level_tokens(),
          std::move(good),
          ""};
}

inline Question prompt_named(std::string_view name) {
  if (name == "mode menu") {
    return {std::string(name),
            menus(),
            "",
            "\nMode:\n  1) hvh  human vs human\n  2) hvc  human vs computer\n  3) cvc  computer vs computer\n",
            "Choose 1-3 [2]: ",
            3,
            2,
            {"hvh", "hvc", "cvc"},
            "1\n",
            ""};
  }
  if (name == "first-mover menu") {
    // With the level given, so that the two choices lead to different screens.
    app::LineSession settings = menus();
    settings.options.difficulty = core::Difficulty::medium;
    return {std::string(name),
            settings,
            "2\n",
            "\nWho moves first (and plays X)?\n  1) human     you\n  2) computer  the computer\n",
            "Choose 1-2 [1]: ",
            2,
            1,
            {"human", "computer"},
            "2\n",
            ""};
  }
  if (name == "difficulty menu") return level_question(name, "2\n1\n", "Difficulty:", "3\n");
  if (name == "X's difficulty menu") return level_question(name, "3\n", "X's difficulty:", "1\n");
  if (name == "O's difficulty menu") return level_question(name, "3\n2\n", "O's difficulty:", "1\n");
  if (name == "play-again prompt") {
    return {std::string(name),
            hvh(),
            "1\n4\n2\n5\n3\n",
            "Score: X 1, O 0, ties 0\n",
            kPlayAgain,
            0,
            0,
            {},
            "n\n",
            "Final score: X 1, O 0, ties 0\n"};
  }
  FAIL("no prompt named " << name);
  return {};
}

// How a menu judges a line that is not a number in its range: by its
// words, in any case, whole or a prefix only one word has. Returns the
// 1-based choice, 0 for no word, -1 for more than one.
inline int word_choice(const Question& at, std::string_view line) {
  std::string typed;
  for (const char c : line) {
    if (c != '\n' && c != '\r' && c != ' ' && c != '\t') typed += c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
  }
  if (typed.empty() || typed.size() != trim_blanks(line).size()) return 0;
  int found = 0;
  for (std::size_t i = 0; i < at.words.size(); ++i) {
    if (at.words[i] == typed) return static_cast<int>(i) + 1;
    if (at.words[i].starts_with(typed)) found = found == 0 ? static_cast<int>(i) + 1 : -1;
  }
  return found;
}

// A rejected answer's message at `at`: the reason, then what to type.
inline std::string menu_message(const Question& at, Kind kind, std::string_view echo, bool ambiguous = false) {
  if (at.choices == 0) {  // play again
    const std::string why =
        kind == Kind::too_long ? "That line is too long." : "'" + std::string(echo) + "' is not an answer here.";
    return why + " Type y, n, r, s or settings, or h for help.";
  }
  std::string words;
  for (const auto& word : at.words) words += (words.empty() ? "" : ", ") + word;
  const std::string again =
      "Type a number 1-" + std::to_string(at.choices) + " or a word (" + words + "); h for help, q to quit.";
  if (ambiguous) return "'" + std::string(echo) + "' could be more than one choice. " + again;
  switch (kind) {
    case Kind::not_a_number: return "'" + std::string(echo) + "' is not one of the choices. " + again;
    case Kind::out_of_range: return std::string(echo) + " is out of range. " + again;
    case Kind::too_long: return "That line is too long. " + again;
    default: break;
  }
  FAIL("no message for this kind");
  return {};
}

// The output of the session up to and including the question at `at`
// (where input that ends there leaves it), checked on the way.
inline std::string up_to(const Question& at) {
  const Result stopped = run(at.reach, at.settings);
  INFO("output:\n" << stopped.out);
  REQUIRE(stopped.status == app::kExitOk);
  REQUIRE(stopped.out.ends_with(at.prompt + "\n" + at.final_score + kGoodbye));
  std::string text = stopped.out.substr(0, stopped.out.size() - (1 + at.final_score.size() + kGoodbye.size()));
  REQUIRE(text.ends_with(at.title + at.prompt));
  return text;
}

}  // namespace tictactoe::test::input_catalogue
