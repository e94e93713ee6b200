// A catalogue of bad and odd input lines, each typed at the first X move
// prompt of a game between two people, with the answer README's input rule
// gives it: "A move line is one whole number from 1 to 9: ASCII digits,
// optionally with a sign (+5 and 05 are 5). Spaces, tabs and carriage returns
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

#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "support/text.hpp"
#include "input.hpp"
#include "options.hpp"
#include "render.hpp"
#include "session.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

using namespace tictactoe;
using namespace std::string_literals;

namespace {

// ---- The expected answers ----------------------------------------------------

// What the session makes of one line at the move prompt.
enum class Kind { cell, empty, not_a_number, out_of_range, taken, too_long, quit, help, hint, undo };

struct Answer {
  Kind kind;
  int cell = 0;      ///< cell: the cell played; taken: the cell named (1-9)
  std::string text;  ///< not_a_number, out_of_range: the line as the message echoes it;
                     ///< taken: the mark holding the cell; hint, undo: the reply line
};

Answer cell(int label) { return {Kind::cell, label, {}}; }
Answer empty() { return {Kind::empty, 0, {}}; }
Answer not_a_number(std::string echo) { return {Kind::not_a_number, 0, std::move(echo)}; }
Answer out_of_range(std::string echo) { return {Kind::out_of_range, 0, std::move(echo)}; }
Answer taken(int label, std::string mark) { return {Kind::taken, label, std::move(mark)}; }
Answer too_long() { return {Kind::too_long, 0, {}}; }
Answer quits() { return {Kind::quit, 0, {}}; }
Answer helps() { return {Kind::help, 0, {}}; }
Answer hints(std::string reply) { return {Kind::hint, 0, std::move(reply)}; }
Answer undoes(std::string reply) { return {Kind::undo, 0, std::move(reply)}; }

// One row of the catalogue.
struct Row {
  std::string name;
  std::string before;  ///< moves played before the line ("" for all but the taken-cell rows)
  std::string line;    ///< the exact bytes typed, with the '\n' that ends them; none: the last input
  Answer answer;
};

const std::string kMiB(std::size_t{1} << 20, '5');
const std::string kBlanks128(128, ' ');
const std::string kBlanks127(127, ' ');
const std::string kHint = "hint: 5 - draws with best play";
const std::string kNothingToUndo = "Nothing to undo.";

// clang-format off
const auto kCatalogue = std::to_array<Row>({
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

    // Nothing typed.
    {"an empty line", "", "\n", empty()},
    {"spaces only", "", "   \n", empty()},
    {"a tab only", "", "\t\n", empty()},
    {"a lone carriage return", "", "\r\n", empty()},
    {"a lone carriage return as the last input", "", "\r", empty()},

    // Not a number: anything else, echoed with every unprintable byte as '?'.
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
    {"a NUL byte alone", "", "\0\n"s, not_a_number("?")},
    {"a digit then a NUL byte", "", "5\0\n"s, not_a_number("5?")},
    {"a NUL byte, a space and a digit", "", "\0 5\n"s, not_a_number("? 5")},
    {"a command word then a NUL byte", "", "q\0\n"s, not_a_number("q?")},
    {"a fullwidth five", "", "\xef\xbc\x95\n", not_a_number("???")},
    {"an Arabic-Indic five", "", "\xd9\xa5\n", not_a_number("??")},
    {"a superscript five", "", "\xe2\x81\xb5\n", not_a_number("???")},
    {"a no-break space before a digit", "", "\xc2\xa0" "5\n", not_a_number("??5")},
    {"a vertical tab before a digit", "", "\v5\n", not_a_number("?5")},
    {"a form feed after a digit", "", "5\f\n", not_a_number("5?")},
    {"a carriage return between digits", "", "5\r6\n", not_a_number("5?6")},
    {"the up arrow key", "", "\x1b[A\n", not_a_number("?[A")},
    {"the page up key", "", "\x1b[5~\n", not_a_number("?[5~")},
    {"a bare ESC", "", "\x1b\n", not_a_number("?")},
    {"ESC before a digit", "", "\x1b" "5\n", not_a_number("?5")},
    {"a DEL byte", "", "\x7f\n", not_a_number("?")},
    {"a backspace between digits", "", "4\b5\n", not_a_number("4?5")},
    {"binary noise", "", "\x01\x02\xfe\xff\x80\x90\x1b\x7f" "7\n", not_a_number("????????7")},
    {"quit now", "", "quit now\n", not_a_number("quit now")},
    {"a long word, echoed cut to 20", "", "abcdefghijklmnopqrstuvwxyz\n", not_a_number("abcdefghijklmnopqrst...")},
    {"a letter as the last input", "", "x", not_a_number("x")},

    // Out of range: a whole number outside 1-9, however many digits.
    {"zero", "", "0\n", out_of_range("0")},
    {"two zeros", "", "00\n", out_of_range("00")},
    {"ten", "", "10\n", out_of_range("10")},
    {"ten with zeros", "", "0010\n", out_of_range("0010")},
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

// ---- Running sessions ----------------------------------------------------------

struct Result {
  int status;
  std::string out;
  std::string unread;  ///< the input the session left unread
};

Result run(const std::string& script, const SessionSettings& settings) {
  std::istringstream in(script);
  std::ostringstream out;
  const int status = run_session(in, out, settings);
  std::string unread{std::istreambuf_iterator<char>(in.rdbuf()), std::istreambuf_iterator<char>()};
  return {status, out.str(), unread};
}

SessionSettings hvh() {
  SessionSettings settings;
  settings.options.mode = Mode::hvh;
  return settings;
}

// Every option left to the menus, with a fixed seed so games replay.
SessionSettings menus() {
  SessionSettings settings;
  settings.options.seed = 1;
  return settings;
}

// ---- Reading and writing text --------------------------------------------------

using test::contains;
using test::occurrences;

// `text` for failure messages: unprintable bytes as \n, \r, \t or \xHH, cut
// to `limit` bytes.
std::string visible(std::string_view text, std::size_t limit = 80) {
  static constexpr std::string_view kHex = "0123456789abcdef";
  std::string shown;
  for (const char c : text.substr(0, limit)) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      shown += "\\n";
    } else if (c == '\r') {
      shown += "\\r";
    } else if (c == '\t') {
      shown += "\\t";
    } else if (byte < 0x20 || byte > 0x7e) {
      shown += "\\x";
      shown += kHex[byte >> 4];
      shown += kHex[byte & 0xfu];
    } else {
      shown += c;
    }
  }
  if (text.size() > limit) shown += "... (" + std::to_string(text.size()) + " bytes)";
  return shown;
}

// True when `text` holds only printable ASCII and newlines: no control byte,
// no ESC, nothing above 0x7e.
bool plain(std::string_view text) {
  for (const char c : text) {
    if (c != '\n' && (c < ' ' || c > '~')) return false;
  }
  return true;
}

// How a message echoes a typed line (the input rule's trimming, then each
// unprintable byte as '?', cut to 20 characters with "..."): the test's own
// statement of it, to judge catalogue lines at the menus.
std::string echo_of(std::string_view line) {
  if (line.ends_with('\n')) line.remove_suffix(1);
  constexpr std::string_view kAround = " \t\r";
  const auto first = line.find_first_not_of(kAround);
  if (first == std::string_view::npos) return {};
  line = line.substr(first, line.find_last_not_of(kAround) - first + 1);
  std::string echo;
  for (const char c : line.substr(0, 20)) echo += c >= ' ' && c <= '~' ? c : '?';
  if (line.size() > 20) echo += "...";
  return echo;
}

const std::string kHeader = "tictactoe - three in a row wins. At a move prompt, h shows help and q quits.\n";
const std::string kX = "X to move (1-9): ";
const std::string kO = "O to move (1-9): ";
const std::string kPlayAgain = "Play again? [Y/n] ";
const std::string kEndOfInput = "\nGoodbye.\n";
const std::string kGoodbye = "Goodbye.\n";

// A rejected move line's message, worded as the session words it.
std::string move_message(Kind kind, const Answer& answer) {
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

// A game between two people as the session shows it, move by move.
class Game {
 public:
  // The board and the prompt of the side to move.
  [[nodiscard]] std::string turn() const {
    return "\n" + render_board(board_, Style{}) + (side_to_move(board_) == Mark::x ? kX : kO);
  }
  // Plays the cell a player types as `label` (1-9) and returns the next turn.
  std::string play_label(int label) {
    const auto cell = static_cast<std::size_t>(label - 1);
    REQUIRE(board_[cell] == kEmpty);
    board_ = play(board_, label - 1);
    return turn();
  }
  // The highest free cell's label.
  [[nodiscard]] int highest_free() const {
    for (int label = 9; label >= 1; --label) {
      if (board_[static_cast<std::size_t>(label - 1)] == kEmpty) return label;
    }
    FAIL("no free cell");
    return 0;
  }

 private:
  Board board_ = kEmptyBoard;
};

// The labels a script of one move per line names ("5\n1\n" -> 5, 1).
std::vector<int> labels_of(std::string_view script) {
  std::vector<int> labels;
  for (const char c : script) {
    if (c >= '1' && c <= '9') labels.push_back(c - '0');
  }
  return labels;
}

// ---- Menus and the play-again question -------------------------------------

// A prompt other than the move prompt, reached by answering the menus.
struct Prompt {
  std::string name;
  SessionSettings settings;
  std::string reach;            ///< input that leads to the prompt
  std::string title;            ///< printed just before the prompt
  std::string prompt;           ///< the question itself
  int choices;                  ///< 1..choices; 0 for the yes/no question
  std::optional<int> fallback;  ///< what an empty line chooses
  std::string good;             ///< a good answer, with its newline
  std::string final_score;      ///< printed before "Goodbye." when the session stops there
};

const std::string kLevels = "  1) easy\n  2) medium\n  3) hard\n";

Prompt prompt_named(std::string_view name) {
  const std::string menu = "Choose 1-3: ";
  const std::string level_menu = "Choose 1-3 [2]: ";
  if (name == "mode menu") {
    return {std::string(name),
            menus(),
            "",
            "\nMode:\n  1) human vs human\n  2) human vs computer\n  3) computer vs computer\n",
            menu,
            3,
            std::nullopt,
            "1\n",
            ""};
  }
  if (name == "first-mover menu") {
    // With the level given, so that the two choices lead to different screens.
    SessionSettings settings = menus();
    settings.options.difficulty = Difficulty::medium;
    return {std::string(name),
            settings,
            "2\n",
            "\nWho moves first (and plays X)?\n  1) you\n  2) the computer\n",
            "Choose 1-2: ",
            2,
            std::nullopt,
            "2\n",
            ""};
  }
  if (name == "difficulty menu") {
    return {std::string(name), menus(), "2\n1\n", "\nDifficulty:\n" + kLevels, level_menu, 3, 2, "3\n", ""};
  }
  if (name == "X's difficulty menu") {
    return {std::string(name), menus(), "3\n", "\nX's difficulty:\n" + kLevels, level_menu, 3, 2, "1\n", ""};
  }
  if (name == "O's difficulty menu") {
    return {std::string(name), menus(), "3\n2\n", "\nO's difficulty:\n" + kLevels, level_menu, 3, 2, "1\n", ""};
  }
  if (name == "play-again prompt") {
    return {std::string(name),
            hvh(),
            "1\n4\n2\n5\n3\n",
            "Score: X 1, O 0, ties 0\n",
            kPlayAgain,
            0,
            std::nullopt,
            "n\n",
            "Final score: X 1, O 0, ties 0\n"};
  }
  FAIL("no prompt named " << name);
  return {};
}

// A rejected answer's message at `at`.
std::string menu_message(const Prompt& at, Kind kind, std::string_view echo) {
  if (at.choices == 0) return "Please answer y or n.";
  const std::string again = "Type a choice 1-" + std::to_string(at.choices) + ".";
  switch (kind) {
    case Kind::empty: return "Nothing typed. " + again;
    case Kind::not_a_number: return "'" + std::string(echo) + "' is not a number. " + again;
    case Kind::out_of_range: return std::string(echo) + " is out of range. " + again;
    case Kind::too_long: return "That line is too long. " + again;
    default: break;
  }
  FAIL("no message for this kind");
  return {};
}

// The output of the session up to and including the question at `at`
// (where input that ends there leaves it), checked on the way.
std::string up_to(const Prompt& at) {
  const Result stopped = run(at.reach, at.settings);
  INFO("output:\n" << stopped.out);
  REQUIRE(stopped.status == kExitOk);
  REQUIRE(stopped.out.ends_with(at.prompt + "\n" + at.final_score + kGoodbye));
  std::string text = stopped.out.substr(0, stopped.out.size() - (1 + at.final_score.size() + kGoodbye.size()));
  REQUIRE(text.ends_with(at.title + at.prompt));
  return text;
}

}  // namespace

// ===========================================================================
// The catalogue at the move prompt

TEST_CASE("input catalogue: every line at the first X move prompt gets the answer the input rule gives",
          "[catalogue]") {
  const Row row = GENERATE(from_range(kCatalogue));
  const Answer& answer = row.answer;
  const bool last = !row.line.ends_with('\n');  // the line is the last input
  INFO("row: " << row.name);
  INFO("line: '" << visible(row.line) << "'" << (last ? " (no newline: the last input)" : ""));

  // The script: the moves before, the line, then (unless the line is the
  // last input) the next moves: after a played line, O's; after anything
  // else, X's and then O's, to show that X's turn was not lost.
  Game game;
  std::string expected = kHeader + game.turn();
  for (const int label : labels_of(row.before)) expected += game.play_label(label);
  std::string script = row.before + row.line;
  std::string unread;

  switch (answer.kind) {
    case Kind::cell: {
      expected += game.play_label(answer.cell);  // X in that cell, O asked next
      if (!last) {
        const int o_move = game.highest_free();
        script += std::to_string(o_move) + "\n";
        expected += game.play_label(o_move);  // then X again
      }
      expected += kEndOfInput;
      break;
    }
    case Kind::quit: {
      expected += kGoodbye;  // at once, and nothing more is read
      if (!last) {
        script += "9\n8\n";
        unread = "9\n8\n";
      }
      break;
    }
    default: {
      // One reply, then the same prompt again: right after it, or (after
      // undo, which goes back to the top of the turn, and after the help)
      // under the board drawn again.
      switch (answer.kind) {
        case Kind::help: expected += game_help(Numbering{}) + game.turn(); break;
        case Kind::hint: expected += answer.text + "\n" + kX; break;
        case Kind::undo: expected += answer.text + "\n" + game.turn(); break;
        default: expected += move_message(answer.kind, answer) + "\n" + kX; break;
      }
      if (!last) {
        const int x_move = game.highest_free();
        script += std::to_string(x_move) + "\n";
        expected += game.play_label(x_move);
        const int o_move = game.highest_free();
        script += std::to_string(o_move) + "\n";
        expected += game.play_label(o_move);
      }
      expected += kEndOfInput;
      break;
    }
  }

  const Result result = run(script, hvh());
  INFO("script: '" << visible(script, 400) << "'");
  INFO("output:\n" << visible(result.out, 4000));
  INFO("expected:\n" << visible(expected, 4000));
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(result.unread == unread);
  // Nothing typed comes back raw: no control byte, no ESC, no high byte.
  CHECK(plain(result.out));
  // The 1 MiB lines are not echoed.
  CHECK(result.out.size() < 10000);
}

TEST_CASE("input catalogue: the table keeps at least 40 rows with distinct names and every kind of answer",
          "[catalogue]") {
  constexpr std::size_t rows = std::tuple_size_v<decltype(kCatalogue)>;
  CHECK(rows >= 40);
  std::set<std::string> names;
  std::set<Kind> kinds;
  for (const Row& row : kCatalogue) {
    INFO("row: " << row.name);
    CHECK_FALSE(row.name.empty());
    CHECK(names.insert(row.name).second);
    kinds.insert(row.answer.kind);
    // An echo in the table is the line as the rule trims and shows it.
    if (row.answer.kind == Kind::not_a_number || row.answer.kind == Kind::out_of_range) {
      CHECK(row.answer.text == echo_of(row.line));
    }
    // Only the taken-cell rows need moves before the line.
    CHECK(row.before.empty() == (row.answer.kind != Kind::taken));
  }
  CHECK(kinds.size() == 10);  // every Kind
  CHECK(names.size() == rows);
}

// ===========================================================================
// The same lines at the menus

TEST_CASE("input catalogue: the same lines at a menu are judged by the move rule with the menu's range",
          "[catalogue]") {
  // The menus where each choice leads somewhere visibly different.
  const Prompt at = prompt_named(GENERATE(as<std::string>{}, "mode menu", "first-mover menu", "O's difficulty menu"));
  INFO("at the " << at.name);
  const std::string upto = up_to(at);

  // What choosing `choice` prints after the question.
  const auto chosen = [&at, &upto](int choice) {
    const Result result = run(at.reach + std::to_string(choice) + "\n", at.settings);
    REQUIRE(result.out.starts_with(upto));
    return result.out.substr(upto.size());
  };
  std::vector<std::string> after_choice{""};  // indexed by choice
  for (int choice = 1; choice <= at.choices; ++choice) after_choice.push_back(chosen(choice));
  for (int choice = 2; choice <= at.choices; ++choice) {
    REQUIRE(after_choice[1] != after_choice[static_cast<std::size_t>(choice)]);
  }

  const Row row = GENERATE(filter([](const Row& r) { return r.before.empty(); }, from_range(kCatalogue)));
  const bool last = !row.line.ends_with('\n');
  INFO("row: " << row.name);
  INFO("line: '" << visible(row.line) << "'" << (last ? " (no newline: the last input)" : ""));

  // The answer the move rule gives, in the menu's range: a number is chosen
  // when in range, else out of range; the move prompt's words other than q
  // and quit are not numbers here; an empty line takes the default, if any.
  const Answer& answer = row.answer;
  std::optional<int> choice;
  std::optional<Kind> rejected;
  bool quit = false;
  switch (answer.kind) {
    case Kind::cell:
      if (answer.cell <= at.choices) {
        choice = answer.cell;
      } else {
        rejected = Kind::out_of_range;
      }
      break;
    case Kind::empty:
      if (at.fallback) {
        choice = at.fallback;
      } else {
        rejected = Kind::empty;
      }
      break;
    case Kind::quit: quit = true; break;
    case Kind::help:
    case Kind::hint:
    case Kind::undo: rejected = Kind::not_a_number; break;
    case Kind::taken: FAIL("taken-cell rows are not typed at menus"); break;
    default: rejected = answer.kind; break;
  }

  std::string script = at.reach + row.line;
  std::string expected = upto;
  if (choice) {
    INFO("chooses " << *choice);
    expected += after_choice[static_cast<std::size_t>(*choice)];
  } else if (quit) {
    expected += kGoodbye;
  } else {
    expected += menu_message(at, *rejected, echo_of(row.line)) + "\n" + at.prompt;
    if (last) {
      expected += kEndOfInput;
    } else {
      script += "1\n";
      expected += after_choice[1];
    }
  }

  const Result result = run(script, at.settings);
  INFO("output:\n" << visible(result.out, 4000));
  INFO("expected:\n" << visible(expected, 4000));
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(plain(result.out));
}

// ===========================================================================
// Bad answers at the menus and at "Play again?"

TEST_CASE("input catalogue: bad answers at each menu and at play again are answered once and asked again",
          "[catalogue]") {
  const std::string mib = std::string(std::size_t{1} << 20, '2') + "\n";
  const auto [name, bad, message] = GENERATE_COPY(table<std::string, std::string, std::string>({
      {"mode menu", "0\n", "0 is out of range. Type a choice 1-3."},
      {"mode menu", "4\n", "4 is out of range. Type a choice 1-3."},
      {"mode menu", "\n", "Nothing typed. Type a choice 1-3."},
      {"mode menu", "yes please\n", "'yes please' is not a number. Type a choice 1-3."},
      {"mode menu", "\x1b[A\n", "'?[A' is not a number. Type a choice 1-3."},
      {"mode menu", mib, "That line is too long. Type a choice 1-3."},
      {"mode menu", "h\n", "'h' is not a number. Type a choice 1-3."},
      {"mode menu", "hvh\n", "'hvh' is not a number. Type a choice 1-3."},
      {"first-mover menu", "3\n", "3 is out of range. Type a choice 1-2."},
      {"first-mover menu", "0\n", "0 is out of range. Type a choice 1-2."},
      {"first-mover menu", "\n", "Nothing typed. Type a choice 1-2."},
      {"first-mover menu", "yes please\n", "'yes please' is not a number. Type a choice 1-2."},
      {"first-mover menu", "\x1b[A\n", "'?[A' is not a number. Type a choice 1-2."},
      {"first-mover menu", mib, "That line is too long. Type a choice 1-2."},
      {"first-mover menu", "you\n", "'you' is not a number. Type a choice 1-2."},
      {"difficulty menu", "0\n", "0 is out of range. Type a choice 1-3."},
      {"difficulty menu", "4\n", "4 is out of range. Type a choice 1-3."},
      {"difficulty menu", "yes please\n", "'yes please' is not a number. Type a choice 1-3."},
      {"difficulty menu", "\x1b[A\n", "'?[A' is not a number. Type a choice 1-3."},
      {"difficulty menu", mib, "That line is too long. Type a choice 1-3."},
      {"difficulty menu", "medium\n", "'medium' is not a number. Type a choice 1-3."},
      {"X's difficulty menu", "0\n", "0 is out of range. Type a choice 1-3."},
      {"X's difficulty menu", "yes please\n", "'yes please' is not a number. Type a choice 1-3."},
      {"X's difficulty menu", "\x1b[A\n", "'?[A' is not a number. Type a choice 1-3."},
      {"X's difficulty menu", mib, "That line is too long. Type a choice 1-3."},
      {"X's difficulty menu", "-2\n", "-2 is out of range. Type a choice 1-3."},
      {"O's difficulty menu", "0\n", "0 is out of range. Type a choice 1-3."},
      {"O's difficulty menu", "yes please\n", "'yes please' is not a number. Type a choice 1-3."},
      {"O's difficulty menu", "\x1b[A\n", "'?[A' is not a number. Type a choice 1-3."},
      {"O's difficulty menu", mib, "That line is too long. Type a choice 1-3."},
      {"O's difficulty menu", "2 3\n", "'2 3' is not a number. Type a choice 1-3."},
      {"play-again prompt", "3\n", "Please answer y or n."},
      {"play-again prompt", "0\n", "Please answer y or n."},
      {"play-again prompt", "yes please\n", "Please answer y or n."},
      {"play-again prompt", "\x1b[A\n", "Please answer y or n."},
      {"play-again prompt", mib, "Please answer y or n."},
      {"play-again prompt", "yess\n", "Please answer y or n."},
      {"play-again prompt", "\0\n"s, "Please answer y or n."},
      {"play-again prompt", "n o\n", "Please answer y or n."},
  }));
  const Prompt at = prompt_named(name);
  INFO("at the " << at.name << ", the bad line '" << visible(bad) << "'");
  const std::string upto = up_to(at);

  // The session as after the good answer alone, with the message and the
  // question again in between: one complaint, nothing else, no step lost.
  const Result good = run(at.reach + at.good, at.settings);
  REQUIRE(good.out.starts_with(upto));
  const std::string expected = upto + message + "\n" + at.prompt + good.out.substr(upto.size());

  const Result result = run(at.reach + bad + at.good, at.settings);
  INFO("output:\n" << visible(result.out, 4000));
  INFO("expected:\n" << visible(expected, 4000));
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(plain(result.out));
}

// ===========================================================================
// End of input and quit at every prompt

TEST_CASE("input catalogue: input ending after each move of an unfinished game says Goodbye with status 0",
          "[catalogue]") {
  // A tie, so no position before the ninth move is finished.
  const std::vector<int> tie{1, 2, 3, 5, 4, 6, 8, 7, 9};
  const auto moves = static_cast<std::size_t>(GENERATE(range(0, 9)));
  const auto ending =
      GENERATE(as<std::string>{}, "end of input", "end of input in the last move's line", "q", "quit among blanks");
  INFO(moves << " moves, then " << ending);

  Game game;
  std::string expected = kHeader + game.turn();
  std::string script;
  for (std::size_t i = 0; i < moves; ++i) {
    script += std::to_string(tie[i]) + "\n";
    expected += game.play_label(tie[i]);
  }
  std::string unread;
  if (ending == "end of input") {
    expected += kEndOfInput;
  } else if (ending == "end of input in the last move's line") {
    if (!script.empty()) script.pop_back();  // the last line has no newline
    expected += kEndOfInput;
  } else {
    script += ending == "q" ? "q\n5\n" : " QUIT\t\r\n5\n";
    unread = "5\n";
    expected += kGoodbye;
  }

  const Result result = run(script, hvh());
  INFO("script: '" << visible(script) << "'");
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(result.out == expected);
  CHECK(result.unread == unread);
  CHECK_FALSE(contains(result.out, "Play again"));
  CHECK_FALSE(contains(result.out, "Score"));
  CHECK_FALSE(contains(result.out, "score"));
  CHECK(occurrences(result.out, " to move (1-9): ") == moves + 1);
}

TEST_CASE("input catalogue: input ending or quit at every menu and at play again ends the session cleanly",
          "[catalogue]") {
  const Prompt at = prompt_named(GENERATE(as<std::string>{}, "mode menu", "first-mover menu", "difficulty menu",
                                          "X's difficulty menu", "O's difficulty menu", "play-again prompt"));
  const auto [ending, typed] = GENERATE(table<std::string, std::string>({
      {"end of input", ""},
      {"q", "q\n5\n"},
      {"quit among blanks, any case", " QuIt \t\r\n5\n"},
      {"a bad last line without a newline", "x"},
      {"a lone carriage return as the last input", "\r"},
  }));
  INFO("at the " << at.name << ", then " << ending);

  const Result result = run(at.reach + typed, at.settings);
  INFO("output:\n" << visible(result.out, 4000));
  CHECK(result.status == kExitOk);
  CHECK(plain(result.out));
  CHECK(occurrences(result.out, at.title + at.prompt) == 1);  // the question was reached once
  const std::string asked = at.title + at.prompt;
  std::string tail;
  std::string unread;
  if (ending == "end of input") {
    tail = asked + "\n" + at.final_score + kGoodbye;
  } else if (ending == "a bad last line without a newline") {
    tail = asked + menu_message(at, Kind::not_a_number, "x") + "\n" + at.prompt + "\n" + at.final_score + kGoodbye;
  } else if (ending == "a lone carriage return as the last input") {
    // An empty line: the default where there is one (then input ends at the
    // next question), else asked again.
    if (at.choices == 0) {
      // Enter means yes: a new game starts and input ends at its first move.
      tail = at.prompt + "\n" + render_board(kEmptyBoard, Style{}) + kX + "\n" + at.final_score + kGoodbye;
    } else if (at.fallback) {
      // The same session as with the default typed.
      const Result typed_default = run(at.reach + std::to_string(*at.fallback) + "\n", at.settings);
      CHECK(result.out == typed_default.out);
      tail = kGoodbye;
    } else {
      tail = asked + menu_message(at, Kind::empty, "") + "\n" + at.prompt + "\n" + kGoodbye;
    }
  } else {
    tail = asked + at.final_score + kGoodbye;  // no newline: the prompt's line was ended by the typed q
    unread = "5\n";
  }
  CHECK(result.out.ends_with(tail));
  CHECK(result.unread == unread);
  if (at.choices != 0 && !(at.fallback && ending == "a lone carriage return as the last input")) {
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK_FALSE(contains(result.out, "Score"));
    CHECK_FALSE(contains(result.out, "score"));
  }
}
