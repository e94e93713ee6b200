// Whole sessions driven through string streams: menus, moves, bad lines,
// commands, results, score, play again, undo, end of input, the computer's
// announced moves, replay from a seed, colour and keypad numbering.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "support/text.hpp"
#include "render.hpp"
#include "session.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

using namespace tictactoe;

namespace {

// ---- Running sessions ----------------------------------------------------

struct Result {
  int status;
  std::string out;
};

Result run(const std::string& script, const SessionSettings& settings = {}) {
  std::istringstream in(script);
  std::ostringstream out;
  const int status = run_session(in, out, settings);
  return {status, out.str()};
}

// Options with the fields given and the rest unset. (Designated initializers
// that leave fields out would warn under -Wextra.)
Options options(std::optional<Mode> mode, std::optional<FirstMover> first = std::nullopt,
                std::optional<Difficulty> difficulty = std::nullopt, std::optional<std::uint32_t> seed = std::nullopt) {
  Options given;
  given.mode = mode;
  given.first = first;
  given.difficulty = difficulty;
  given.seed = seed;
  return given;
}

Style styled(bool color, bool keypad) {
  Style style;
  style.color = color;
  style.numbering = Numbering(keypad);
  return style;
}

// Every option left to the menus, but a fixed seed.
SessionSettings seeded(std::uint32_t seed, Style style = {}) {
  SessionSettings settings;
  settings.options.seed = seed;
  settings.style = style;
  return settings;
}

SessionSettings hvh(Style style = {}) {
  SessionSettings settings;
  settings.options.mode = Mode::hvh;
  settings.style = style;
  return settings;
}

SessionSettings hvc(FirstMover first, Difficulty level, std::uint32_t seed, Style style = {}) {
  SessionSettings settings;
  settings.options = options(Mode::hvc, first, level, seed);
  settings.style = style;
  return settings;
}

// ---- Reading the output ----------------------------------------------------

using test::contains;
using test::occurrences;

// The text shown for `text` in failure messages: escapes made visible.
std::string visible(std::string_view text) {
  std::string shown;
  for (const char c : text) {
    if (c == '\x1b') {
      shown += "\\e";
    } else if (c == '\0') {
      shown += "\\0";
    } else {
      shown += c;
    }
  }
  return shown;
}

Board board_of(std::string_view text) {
  const auto parsed = parse_board(text);
  REQUIRE(std::holds_alternative<Board>(parsed));
  return std::get<Board>(parsed);
}

std::string shown(std::string_view board, const Style& style = {}, std::optional<Line> highlight = std::nullopt) {
  return render_board(board_of(board), style, highlight);
}

const std::string kX = "X to move (1-9): ";
const std::string kO = "O to move (1-9): ";
const std::string kPlayAgain = "Play again? [Y/n] ";

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    if (end == std::string_view::npos) {
      lines.emplace_back(text.substr(start));
      break;
    }
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

// A board drawn without colour, read back: where its first line starts in
// the output, and the cells. Free cells show their label, checked against
// `numbering`.
struct Drawn {
  std::size_t at;
  Board board;
  bool labels_ok;
};

std::vector<Drawn> boards_in(std::string_view out, const Numbering& numbering = Numbering{}) {
  const std::string separator = "  ---+---+---";
  const auto lines = lines_of(out);
  std::vector<std::size_t> offsets;
  std::size_t offset = 0;
  for (const auto& line : lines) {
    offsets.push_back(offset);
    offset += line.size() + 1;
  }
  const auto is_row = [](const std::string& line) { return line.size() >= 12 && line[5] == '|' && line[9] == '|'; };
  std::vector<Drawn> boards;
  for (std::size_t i = 0; i + 4 < lines.size(); ++i) {
    if (!(is_row(lines[i]) && lines[i + 1] == separator && is_row(lines[i + 2]) && lines[i + 3] == separator &&
          is_row(lines[i + 4]))) {
      continue;
    }
    Drawn drawn{offsets[i], kEmptyBoard, true};
    for (int row = 0; row < 3; ++row) {
      const std::string& line = lines[i + 2 * static_cast<std::size_t>(row)];
      for (int column = 0; column < 3; ++column) {
        const Cell cell = row * 3 + column;
        const char c = line[static_cast<std::size_t>(3 + 4 * column)];
        if (c == 'X' || c == 'O') {
          drawn.board[static_cast<std::size_t>(cell)] = c;
        } else if (c != '0' + numbering.label(cell)) {
          drawn.labels_ok = false;
        }
      }
    }
    boards.push_back(drawn);
    i += 4;
  }
  return boards;
}

// The output of a session that ended at end of input, up to and including
// the prompt it was waiting at: without "Goodbye.", a final score line and
// the newline that ends the prompt's line.
std::string before_goodbye(const std::string& out) {
  const std::string goodbye = "Goodbye.\n";
  REQUIRE(out.ends_with(goodbye));
  std::string text = out.substr(0, out.size() - goodbye.size());
  if (const auto last = text.rfind('\n', text.empty() ? 0 : text.size() - 2);
      last != std::string::npos && std::string_view(text).substr(last + 1).starts_with("Final score: ")) {
    text.erase(last + 1);
  }
  REQUIRE(text.ends_with("\n"));
  text.pop_back();
  return text;
}

bool waits_for_move(const std::string& text) { return text.ends_with(kX) || text.ends_with(kO); }

// Plays out the game a script has reached, one move at a time: runs the
// session with the script so far (input ends at the move prompt), reads the
// board it shows, and adds the cell `choose` picks. Returns the script once
// the game is over and the session asks to play again.
using Strategy = std::function<Cell(const Board&)>;

std::string finish_game(const SessionSettings& settings, std::string script, const Strategy& choose) {
  for (int turn = 0; turn <= kCellCount; ++turn) {
    const Result result = run(script, settings);
    REQUIRE(result.status == kExitOk);
    const std::string text = before_goodbye(result.out);
    if (text.ends_with(kPlayAgain)) return script;
    INFO("output:\n" << result.out);
    REQUIRE(waits_for_move(text));
    const auto boards = boards_in(text, settings.style.numbering);
    REQUIRE_FALSE(boards.empty());
    const Board& board = boards.back().board;
    const Cell cell = choose(board);
    REQUIRE(board[static_cast<std::size_t>(cell)] == kEmpty);
    script += std::to_string(settings.style.numbering.label(cell)) + "\n";
  }
  FAIL("the game did not end after nine moves: " << script);
  return script;
}

Cell first_free(const Board& board) {
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    if (board[static_cast<std::size_t>(cell)] == kEmpty) return cell;
  }
  FAIL("no free cell");
  return 0;
}

// Takes a win or a block when there is one, else the first free cell of
// `preference`.
Strategy sharp(std::vector<Cell> preference) {
  return [preference](const Board& board) {
    const auto candidates = candidate_moves(board, Difficulty::hard);
    if (candidates && (candidates->rule == Rule::win || candidates->rule == Rule::block)) {
      return candidates->cells.front();
    }
    for (const Cell cell : preference) {
      if (board[static_cast<std::size_t>(cell)] == kEmpty) return cell;
    }
    return first_free(board);
  };
}

// Checks every "X plays N (rule)" / "O plays N (rule)" line: the rule is a
// known one, the cell was free on the board shown before and holds the mark
// on the next board shown. Such a line follows the person's prompt on the
// same line, as the typed answer is not echoed. Returns how many there were.
std::size_t check_computer_moves(const std::string& out, const Numbering& numbering = Numbering{}) {
  static const std::regex kPlays(
      R"(^(?:[XO] to move \(1-9\): )?([XO]) plays ([1-9]) \((win|block|fork|block fork|center|opposite corner|corner|side|random)\)$)");
  const auto boards = boards_in(out, numbering);
  std::size_t moves = 0;
  std::size_t offset = 0;
  for (const auto& line : lines_of(out)) {
    const std::size_t at = offset;
    offset += line.size() + 1;
    if (!contains(line, " plays ")) continue;
    INFO("line: " << line);
    std::smatch match;
    REQUIRE(std::regex_match(line, match, kPlays));
    ++moves;
    const char mark = match[1].str()[0];
    const auto cell = static_cast<std::size_t>(numbering.cell(std::stoi(match[2].str())));
    const Drawn* before = nullptr;
    const Drawn* after = nullptr;
    for (const auto& drawn : boards) {
      if (drawn.at < at) before = &drawn;
      if (drawn.at > at && after == nullptr) after = &drawn;
    }
    if (before != nullptr) CHECK(before->board[cell] == kEmpty);
    REQUIRE(after != nullptr);
    CHECK(after->board[cell] == mark);
  }
  return moves;
}

// The line of `out` holding `part` (the first one).
std::string line_with(const std::string& out, std::string_view part) {
  for (const auto& line : lines_of(out)) {
    if (contains(line, part)) return line;
  }
  return {};
}

// ---- Scripts ---------------------------------------------------------------

// hvh games by the cells typed, X first.
const std::string kXWinsTopRow = "1\n4\n2\n5\n3\n";       // X 1-2-3
const std::string kOWinsDiagonal = "1\n5\n2\n3\n4\n7\n";  // O 3-5-7
const std::string kTie = "1\n2\n3\n5\n4\n6\n8\n7\n9\n";   // no line

}  // namespace

// ===========================================================================
// Whole games between two people

TEST_CASE("the menu-driven game 1 / 1 4 2 5 3 ends with X winning on cells 1-2-3", "[session]") {
  const Result result = run("1\n1\n4\n2\n5\n3\n");
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, "Mode:\n"));
  CHECK(contains(result.out, shown("XXXOO....", {}, Line{0, 1, 2}) + "X wins! (cells 1-2-3)\n"));
  CHECK(contains(result.out, "Score: X 1, O 0, ties 0\n"));
  CHECK(occurrences(result.out, " to move (1-9): ") == 5);
  CHECK(occurrences(result.out, kX) == 3);
  CHECK(occurrences(result.out, kO) == 2);
  CHECK_FALSE(contains(result.out, "wins! (you"));
  CHECK(result.out.ends_with("Goodbye.\n"));
}

TEST_CASE("each board shown between two people is the position so far", "[session]") {
  const Result result = run(kTie, hvh());
  INFO("output:\n" << result.out);
  // The empty board, then one more mark per move; the last board is the tie.
  const auto boards = boards_in(result.out);
  REQUIRE(boards.size() == 10);
  Board board = kEmptyBoard;
  const std::vector<Cell> cells{0, 1, 2, 4, 3, 5, 7, 6, 8};
  for (std::size_t i = 0; i < boards.size(); ++i) {
    INFO("board " << i);
    CHECK(boards[i].board == board);
    CHECK(boards[i].labels_ok);
    if (i < cells.size()) board = play(board, cells[i]);
  }
  CHECK(contains(result.out, "It's a tie!\n"));
  CHECK(contains(result.out, "Score: X 0, O 0, ties 1\n"));
}

TEST_CASE("O wins and ties are announced and scored, and play again keeps the score", "[session]") {
  const std::string script = kOWinsDiagonal + "y\n" + kTie + "\n" + kXWinsTopRow + "Y\n" + kTie + "n\n";
  const Result result = run(script, hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);

  // Each round's result and the score so far, in order.
  const std::vector<std::string> expected{
      shown("XXOXO.O..", {}, Line{2, 4, 6}) + "O wins! (cells 3-5-7)\n",
      "Score: X 0, O 1, ties 0\n",
      "It's a tie!\n",
      "Score: X 0, O 1, ties 1\n",
      "X wins! (cells 1-2-3)\n",
      "Score: X 1, O 1, ties 1\n",
      "It's a tie!\n",
      "Score: X 1, O 1, ties 2\n",
  };
  std::size_t from = 0;
  for (const auto& part : expected) {
    INFO("expected next: " << part);
    const auto at = result.out.find(part, from);
    REQUIRE(at != std::string::npos);
    from = at + part.size();
  }

  // "y", an empty line and "Y" each start a fresh board with X to move; "n"
  // ends the session with no further prompt.
  CHECK(occurrences(result.out, kPlayAgain) == 4);
  CHECK(occurrences(result.out, kPlayAgain + "\n" + shown(".........") + kX) == 3);
  const auto last_ask = result.out.rfind(kPlayAgain);
  const std::string after = result.out.substr(last_ask + kPlayAgain.size());
  CHECK_FALSE(contains(after, "to move"));
  CHECK_FALSE(contains(after, "Choose"));
  CHECK(after.ends_with("Goodbye.\n"));
  CHECK(occurrences(result.out, "Mode:") == 0);
}

TEST_CASE("play again accepts yes and no in any case and re-asks anything else", "[session]") {
  const auto [answer, again] = GENERATE(table<std::string, bool>({
      {"y", true},
      {"Y", true},
      {"yes", true},
      {"YES", true},
      {"", true},
      {"  \r", true},
      {"n", false},
      {"N", false},
      {"no", false},
      {"No", false},
      {" n\r", false},
  }));
  INFO("answer: '" << answer << "'");
  const auto bad = GENERATE(as<std::string>{}, "", "maybe", "5", std::string(300, 'y'));
  const std::string script = kXWinsTopRow + (bad.empty() ? "" : bad + "\n") + answer + "\n";
  INFO("bad answer first: '" << visible(bad.substr(0, 20)) << "'");
  const Result result = run(script, hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  if (!bad.empty()) {
    // One complaint, then the same question again.
    CHECK(occurrences(result.out, kPlayAgain) == 2);
    const auto first = result.out.find(kPlayAgain) + kPlayAgain.size();
    const auto second = result.out.find(kPlayAgain, first);
    const std::string between = result.out.substr(first, second - first);
    CHECK(occurrences(between, "\n") == 1);
    CHECK(contains(between, "y"));
    CHECK(contains(between, "n"));
  } else {
    CHECK(occurrences(result.out, kPlayAgain) == 1);
  }
  const std::string after = result.out.substr(result.out.rfind(kPlayAgain));
  if (again) {
    // A second game starts and input ends at its first move.
    CHECK(contains(after, shown(".........") + kX));
    CHECK(contains(result.out, "Final score: X 1, O 0, ties 0\n"));
  } else {
    CHECK_FALSE(contains(after, "to move"));
  }
  CHECK(result.out.ends_with("Goodbye.\n"));
}

TEST_CASE("a script with CRLF line ends or no final newline plays the same game", "[session]") {
  const Result plain = run("1\n1\n4\n2\n5\n3\n");
  const auto script = GENERATE(as<std::string>{}, "1\r\n1\r\n4\r\n2\r\n5\r\n3\r\n", "1\n1\n4\n2\n5\n3",
                               " 1\n\t1 \n4\r\n+2\n05\n3 \r\n");
  INFO("script: " << visible(script));
  const Result result = run(script);
  CHECK(result.status == kExitOk);
  CHECK(result.out == plain.out);
  CHECK(contains(result.out, "X wins! (cells 1-2-3)"));
}

// ===========================================================================
// Bad lines at the move prompt

TEST_CASE("a rejected move line gets one message and costs no turn", "[session]") {
  const auto [bad, message] = GENERATE(table<std::string, std::string>({
      {"a", "'a' is not a number"},
      {"5abc", "'5abc' is not a number"},
      {"5 6", "'5 6' is not a number"},
      {"5.0", "'5.0' is not a number"},
      {"\xef\xbc\x95", "'\?\?\?' is not a number"},
      {std::string(1, '\0'), "'?' is not a number"},
      {"\x1b[2J", "'?[2J' is not a number"},
      {"0", "0 is out of range"},
      {"10", "10 is out of range"},
      {"-1", "-1 is out of range"},
      {"99999999999999999999", "99999999999999999999 is out of range"},
      {"", "Nothing typed"},
      {"  \t\r", "Nothing typed"},
      {"5", "Sorry, cell 5 is taken by X"},
      {" 05\r", "Sorry, cell 5 is taken by X"},
      {std::string(300, '7'), "too long"},
      {std::string(300, ' ') + "1", "too long"},
  }));
  INFO("bad line: '" << visible(bad.substr(0, 30)) << "' (" << bad.size() << " bytes)");

  // X takes 5; O types the bad line, then 1; X 2, O 9, X 8 wins down the
  // middle column. Had the bad line cost O its turn, X would not win there.
  const Result result = run("5\n" + bad + "\n1\n2\n9\n8\n", hvh());
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);

  // O's prompt, the message on one line, O's prompt again, then the board
  // with O's move: nothing from the bad line reaches the next prompt.
  REQUIRE(occurrences(result.out, message) == 1);
  const auto at = result.out.find(message);
  const auto line_start = result.out.rfind('\n', at) + 1;
  const auto line_end = result.out.find('\n', at);
  REQUIRE(line_end != std::string::npos);
  const std::string before = result.out.substr(0, line_start);
  CHECK(result.out.substr(line_start, kO.size()) == kO);
  CHECK(result.out.substr(line_end + 1).starts_with(kO + "\n" + shown("O...X....") + kX));
  CHECK(before.ends_with(shown("....X....")));

  CHECK(occurrences(result.out, kO) == 3);  // asked twice for its first move, once more later
  CHECK(occurrences(result.out, kX) == 3);
  CHECK(contains(result.out, "X wins! (cells 2-5-8)\n"));
  CHECK(contains(result.out, "Score: X 1, O 0, ties 0\n"));
  CHECK_FALSE(contains(result.out, "\x1b"));
}

TEST_CASE("several bad lines in a row are each answered once, then play goes on", "[session]") {
  const std::string bad = "a\n\n0\n" + std::string(1 << 20, '9') + "\n5\nq q\n";
  const Result result = run("5\n" + bad + "1\n2\n9\n8\n", hvh());
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, kO) == 8);         // 6 bad lines, the move, one more move
  CHECK(boards_in(result.out).size() == 6);  // no board drawn for a bad line
  CHECK(occurrences(result.out, "is not a number") == 2);
  CHECK(occurrences(result.out, "Nothing typed") == 1);
  CHECK(occurrences(result.out, "out of range") == 1);
  CHECK(occurrences(result.out, "too long") == 1);
  CHECK(occurrences(result.out, "Sorry, cell 5 is taken by X") == 1);
  CHECK(contains(result.out, "X wins! (cells 2-5-8)\n"));
  CHECK(result.out.size() < 20000);  // the long line was not echoed
}

// ===========================================================================
// Word commands at the move prompt

TEST_CASE("q and quit end the session at once with status 0", "[session]") {
  const auto word = GENERATE(as<std::string>{}, "q", "quit", "Q", "QUIT", " quit\r");
  INFO("word: '" << visible(word) << "'");

  SECTION("at a move prompt, the rest of the input is not read") {
    const Result result = run("5\n" + word + "\n1\n2\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with(kO + "Goodbye.\n"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 2);
  }
  SECTION("at the mode menu") {
    const Result result = run(word + "\n1\n5\n");
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with("Goodbye.\n"));
    CHECK_FALSE(contains(result.out, "to move"));
  }
  SECTION("at the play-again prompt, with the final score") {
    const Result result = run(kXWinsTopRow + word + "\n5\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with("Goodbye.\n"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 5);
    CHECK(contains(result.out.substr(result.out.rfind(kPlayAgain)), "X 1, O 0, ties 0"));
  }
}

TEST_CASE("h, help and ? print the help and ask the same player again", "[session]") {
  const auto word = GENERATE(as<std::string>{}, "h", "help", "?", "HELP", " ?\r");
  INFO("word: '" << visible(word) << "'");
  const Result result = run("5\n" + word + "\n1\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, kO + game_help(Numbering{}) + "\n" + shown("....X....") + kO + "\n" + shown("O...X....") + kX));
  CHECK(occurrences(result.out, game_help(Numbering{})) == 1);
}

TEST_CASE("hint answers on its own lines and the same player is asked again", "[session]") {
  const Result result = run("5\nhint\nHINT\n1\n", hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, kO) == 3);
  CHECK(boards_in(result.out).size() == 3);  // no board drawn for a hint
  CHECK(contains(result.out, shown("O...X....") + kX));
}

// ===========================================================================
// End of input

TEST_CASE("end of input at every prompt ends the session cleanly with status 0", "[session]") {
  // Full scripts through every kind of prompt; each is cut after every
  // character, so input ends at each prompt and in the middle of each line.
  const auto [settings, script] = GENERATE_COPY(table<SessionSettings, std::string>({
      {SessionSettings{}, "1\n" + kXWinsTopRow + "y\n" + kOWinsDiagonal + "n\n"},
      {seeded(5), "2\n1\n3\n5\n1\n2\n3\n4\n6\n7\n8\n9\nn\n"},
      {seeded(9), "2\n2\n1\n1\n2\n3\n4\n6\n7\n8\n9\nn\n"},
      {seeded(9), "2\n2\n\n1\n2\n3\n4\n6\n7\n8\n9\nn\n"},
  }));
  INFO("full script: " << visible(script));
  const Result full = run(script, settings);
  REQUIRE(full.status == kExitOk);

  std::set<std::string> ended_at;
  for (std::size_t cut = 0; cut <= script.size(); ++cut) {
    const std::string prefix = script.substr(0, cut);
    INFO("input cut to: " << visible(prefix));
    const Result result = run(prefix, settings);
    INFO("output:\n" << result.out);
    REQUIRE(result.status == kExitOk);
    REQUIRE(result.out.ends_with("Goodbye.\n"));
    CHECK_FALSE(contains(result.out, "Interrupted"));
    if (cut < script.size() && (cut == 0 || script[cut - 1] == '\n')) {
      // Input ended at a prompt: the output so far is what the full session
      // printed up to that prompt.
      const std::string text = before_goodbye(result.out);
      CHECK(full.out.starts_with(text));
      // The menu asked last, if any.
      std::string menu;
      std::size_t menu_at = 0;
      for (const std::string title : {"Mode:\n", "Who moves first", "Difficulty:\n"}) {
        const auto at = text.rfind(title);
        if (at != std::string::npos && at + 1 > menu_at) {
          menu = title;
          menu_at = at + 1;
        }
      }
      if (text.ends_with(kPlayAgain)) {
        ended_at.insert("play again");
      } else if (waits_for_move(text)) {
        const auto boards = boards_in(text);
        REQUIRE_FALSE(boards.empty());
        // A person's first move (X's, or O's after the computer opened), or later.
        const Board& board = boards.back().board;
        ended_at.insert(tictactoe::count(board, Mark::x) + tictactoe::count(board, Mark::o) < 2 ? "first move" : "mid-game");
      } else if (menu == "Mode:\n" && text.ends_with("Choose 1-3: ")) {
        ended_at.insert("mode menu");
      } else if (menu == "Who moves first" && text.ends_with("Choose 1-2: ")) {
        ended_at.insert("first-mover menu");
      } else if (menu == "Difficulty:\n" && text.ends_with("Choose 1-3 [2]: ")) {
        ended_at.insert("difficulty menu");
      } else {
        FAIL("input ended at no known prompt");
      }
    }
  }
  const std::vector<std::string> everywhere{"mode menu", "first move", "mid-game", "play again"};
  for (const auto& prompt : everywhere) {
    INFO("never ended at: " << prompt);
    CHECK(ended_at.count(prompt) == 1);
  }
  if (script.starts_with("2\n")) {
    CHECK(ended_at.count("first-mover menu") == 1);
    CHECK(ended_at.count("difficulty menu") == 1);
  }
}

TEST_CASE("end of input after finished games reports the final score", "[session]") {
  const Result result = run(kXWinsTopRow + "\n" + kTie, hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(result.out.ends_with(kPlayAgain + "\nFinal score: X 1, O 0, ties 1\nGoodbye.\n"));
}

TEST_CASE("the interrupted hook makes end of input exit 130 with the score", "[session]") {
  // The hook is asked before every turn as well, so here it says true only
  // once input has ended, as when Ctrl-C cuts a read short.
  int asked = 0;
  SessionSettings settings = hvh();
  const auto run_hooked = [&](const std::string& script, const SessionSettings& given) {
    std::istringstream in(script);
    std::ostringstream out;
    SessionSettings with_hook = given;
    with_hook.interrupted = [&asked, &in] {
      ++asked;
      return in.eof();
    };
    const int status = run_session(in, out, with_hook);
    return Result{status, out.str()};
  };

  SECTION("in the middle of the second game") {
    const Result result = run_hooked(kXWinsTopRow + "y\n5\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(asked >= 1);
    const std::string line = line_with(result.out, "Interrupted");
    CHECK(contains(line, "X 1, O 0, ties 0"));
    CHECK_FALSE(contains(result.out.substr(result.out.find("Interrupted")), "to move"));
  }
  SECTION("at the mode menu, with nothing played") {
    settings.options.mode.reset();
    const Result result = run_hooked("", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(contains(line_with(result.out, "Interrupted"), "X 0, O 0, ties 0"));
  }
  SECTION("quitting or declining is not an interruption") {
    for (const std::string& script : {std::string("q\n"), kXWinsTopRow + "n\n", kXWinsTopRow + "quit\n"}) {
      INFO("script: " << visible(script));
      const Result result = run_hooked(script, settings);
      INFO("output:\n" << result.out);
      CHECK(result.status == kExitOk);
      CHECK_FALSE(contains(result.out, "Interrupted"));
      CHECK(result.out.ends_with("Goodbye.\n"));
    }
  }
}

// ===========================================================================
// Menus and options

TEST_CASE("menu answers are checked and a bad one is asked again", "[session]") {
  const std::string long_line(300, '1');
  const std::string script = "0\n4\nx\n\n" + long_line + "\n-1\n2\n" +  // mode: 6 bad, then hvc
                             "9\nyou\n2\n" +                            // first: 2 bad, then computer
                             "4\n" + long_line + "\n\n";                // level: 2 bad, then the default
  SessionSettings settings;
  settings.options.seed = 1;
  const Result result = run(script + "q\n", settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "Mode:\n") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: ") == 7);  // the mode menu has three choices
  CHECK(occurrences(result.out, "Choose 1-2: ") == 3);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: ") == 3);
  CHECK(occurrences(result.out, "Choose 1-3: 0 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: 4 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: 'x' is not a number") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: Nothing typed") == 1);
  CHECK(occurrences(result.out, "Choose 1-3: -1 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-2: 9 is out of range") == 1);
  CHECK(occurrences(result.out, "Choose 1-2: 'you' is not a number") == 1);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: 4 is out of range") == 1);
  CHECK(occurrences(result.out, "too long") == 2);
  // The computer moved first, so the answers were taken as given.
  CHECK(contains(result.out, "X plays "));
  CHECK(contains(result.out, kO + "Goodbye.\n"));
}

TEST_CASE("an empty line at the difficulty menu means medium", "[session]") {
  // Computer first: medium opens in the center and, after O takes a corner,
  // answers with a plain corner (hard would take the opposite corner).
  const std::uint32_t seed = GENERATE(1u, 2u, 3u, 4u);
  INFO("seed " << seed);
  SessionSettings menus;
  menus.options.seed = seed;
  const std::string moves = "1\n";
  const Result by_menu = run("2\n2\n\n" + moves, menus);
  const Result by_option = run(moves, hvc(FirstMover::computer, Difficulty::medium, seed));
  INFO("menus:\n" << by_menu.out);
  CHECK(contains(by_menu.out, "X plays 5 (center)\n"));
  CHECK(contains(by_menu.out, "(corner)\n"));
  CHECK_FALSE(contains(by_menu.out, "opposite corner"));
  // After the menus, the same game as with the option given.
  const std::string banner = by_option.out.substr(0, by_option.out.find('\n') + 1);
  REQUIRE(by_menu.out.starts_with(banner));
  CHECK(by_menu.out.ends_with(by_option.out.substr(banner.size())));
}

TEST_CASE("options given skip their menus", "[session]") {
  // Each row: the options, the answers to the menus still asked, which
  // menus appear, and whether the computer opens.
  const auto [given, answers, menus, computer_first] =
      GENERATE(table<Options, std::string, std::vector<std::string>, bool>({
          {options(Mode::hvh), "", {}, false},
          {options(Mode::hvc, FirstMover::human, Difficulty::hard, 1), "", {}, false},
          {options(Mode::hvc, FirstMover::computer, Difficulty::easy, 1), "", {}, true},
          {options(Mode::hvc, {}, {}, 1), "2\n3\n", {"Who moves first", "Difficulty:"}, true},
          {options(Mode::hvc, FirstMover::computer, {}, 1), "1\n", {"Difficulty:"}, true},
          {options(Mode::hvc, {}, Difficulty::easy, 1), "1\n", {"Who moves first"}, false},
          {options({}, FirstMover::computer, Difficulty::hard, 1), "2\n", {"Mode:"}, true},
          {options({}, FirstMover::computer, Difficulty::hard), "1\n", {"Mode:"}, false},
          {options({}, {}, Difficulty::hard, 1), "2\n1\n", {"Mode:", "Who moves first"}, false},
      }));
  SessionSettings settings;
  settings.options = given;
  INFO("answers: " << visible(answers));
  const Result result = run(answers, settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  for (const std::string title : {"Mode:", "Who moves first", "Difficulty:"}) {
    const bool asked = std::find(menus.begin(), menus.end(), title) != menus.end();
    INFO("menu: " << title);
    CHECK(occurrences(result.out, title) == (asked ? 1u : 0u));
  }
  CHECK(occurrences(result.out, "Choose ") == menus.size());
  // Input ends at the first move prompt: the answers were all used by menus.
  const std::string text = before_goodbye(result.out);
  CHECK(text.ends_with(computer_first ? kO : kX));
  CHECK(contains(text, "X plays ") == computer_first);
  CHECK(occurrences(text, " to move (1-9): ") == 1);
}

// ===========================================================================
// Against the computer

TEST_CASE("against the computer each move is announced with its rule and shown on the board", "[session]") {
  const auto level = GENERATE(Difficulty::easy, Difficulty::medium, Difficulty::hard);
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const std::uint32_t seed = GENERATE(1u, 77u);
  const bool keypad = GENERATE(false, true);
  INFO("level " << name(level) << ", " << (first == FirstMover::human ? "human" : "computer") << " first, seed " << seed
                << (keypad ? ", keypad" : ""));
  const SessionSettings settings = hvc(first, level, seed, styled(false, keypad));
  const std::string script = finish_game(settings, "", first_free) + "n\n";
  const Result result = run(script, settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  const std::size_t moves = check_computer_moves(result.out, settings.style.numbering);
  CHECK(moves >= 2);
  CHECK(moves <= 5);
  // The computer's mark is never announced for the person's side.
  const char computer = first == FirstMover::computer ? 'X' : 'O';
  CHECK(occurrences(result.out, std::string(1, computer) + " plays ") == moves);
  for (const auto& drawn : boards_in(result.out, settings.style.numbering)) CHECK(drawn.labels_ok);
}

TEST_CASE("a win against the computer is yours, a loss is the computer's", "[session]") {
  SECTION("X (you) forks the medium computer from opposite corners") {
    const std::uint32_t seed = GENERATE(1u, 2u, 3u, 4u, 5u, 6u);
    INFO("seed " << seed);
    const SessionSettings settings = hvc(FirstMover::human, Difficulty::medium, seed);
    const std::string script = finish_game(settings, "", sharp({0, 8})) + "n\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(contains(result.out, "O plays 5 (center)\n"));
    CHECK(contains(result.out, "X wins! (you, cells "));
    CHECK(contains(result.out, "Score: X (you) 1, O (computer) 0, ties 0\n"));
  }
  SECTION("the hard computer punishes careless play, as O or as X") {
    const auto first = GENERATE(FirstMover::human, FirstMover::computer);
    const std::uint32_t seed = GENERATE(1u, 2u, 3u);
    INFO("seed " << seed);
    const SessionSettings settings = hvc(first, Difficulty::hard, seed);
    const std::string script = finish_game(settings, "", first_free) + "n\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    if (first == FirstMover::human) {
      CHECK(contains(result.out, "O wins! (the computer, cells "));
      CHECK(contains(result.out, "Score: X (you) 0, O (computer) 1, ties 0\n"));
    } else {
      CHECK(contains(result.out, "X wins! (the computer, cells "));
      CHECK(contains(result.out, "Score: X (computer) 1, O (you) 0, ties 0\n"));
    }
  }
}

TEST_CASE("the same seed and the same input replay the same session", "[session]") {
  const auto level = GENERATE(Difficulty::easy, Difficulty::medium, Difficulty::hard);
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const std::uint32_t seed = GENERATE(0u, 42u, 4294967295u);
  INFO("level " << name(level) << ", seed " << seed);
  const SessionSettings settings = hvc(first, level, seed);
  // Two games in one session, so the generator carries over between rounds.
  std::string script = finish_game(settings, "", first_free) + "y\n";
  script = finish_game(settings, script, sharp({4, 0, 8, 2, 6})) + "n\n";
  const Result once = run(script, settings);
  const Result again = run(script, settings);
  CHECK(once.status == kExitOk);
  CHECK(again.status == once.status);
  CHECK(again.out == once.out);
  CHECK(occurrences(once.out, kPlayAgain) == 2);
}

TEST_CASE("the seed decides the computer's choices", "[session]") {
  // Easy opens at random: over twenty seeds, more than one opening appears.
  std::set<std::string> openings;
  for (std::uint32_t seed = 0; seed < 20; ++seed) {
    const Result result = run("", hvc(FirstMover::computer, Difficulty::easy, seed));
    openings.insert(line_with(result.out, "X plays "));
  }
  CHECK(openings.size() >= 2);
  CHECK(openings.count("") == 0);
}

TEST_CASE("no line of play beats the hard computer", "[session]") {
  // Every choice a person can make, against fixed seeds: the session is
  // replayed from the start for each prefix of moves.
  const auto first = GENERATE(FirstMover::human, FirstMover::computer);
  const std::uint32_t seed = GENERATE(3u, 2024u);
  INFO((first == FirstMover::human ? "human" : "computer") << " first, seed " << seed);
  const SessionSettings settings = hvc(first, Difficulty::hard, seed);

  std::map<std::string, int> results;
  std::vector<std::string> human_wins;
  std::function<void(const std::string&)> explore = [&](const std::string& script) {
    const Result result = run(script, settings);
    REQUIRE(result.status == kExitOk);
    const std::string text = before_goodbye(result.out);
    if (text.ends_with(kPlayAgain)) {
      if (contains(text, "wins! (you")) human_wins.push_back(script);
      ++results[contains(text, "It's a tie!") ? "tie" : contains(text, "(the computer, cells") ? "loss" : "?"];
      return;
    }
    REQUIRE(waits_for_move(text));
    const Board board = boards_in(text).back().board;
    for (const Cell cell : legal_moves(board)) explore(script + std::to_string(cell + 1) + "\n");
  };
  explore("");
  INFO("first winning script: " << (human_wins.empty() ? "" : visible(human_wins.front())));
  CHECK(human_wins.empty());
  CHECK(results["?"] == 0);
  CHECK(results["tie"] > 0);
  CHECK(results["loss"] > 0);
  CHECK(results["tie"] + results["loss"] >= (first == FirstMover::human ? 50 : 20));
}

// ===========================================================================
// Undo

TEST_CASE("undo between two people takes back one move", "[session]") {
  SECTION("the other side is asked again and the game goes on") {
    const auto word = GENERATE(as<std::string>{}, "u", "undo", "U", " Undo\r");
    // X 5, O 1, undo (O's 1), O 9, X 2, O 3, X 8: X wins down the middle.
    const Result result = run("5\n1\n" + word + "\n9\n2\n3\n8\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(contains(result.out, kX + "Took back the last move.\n\n" + shown("....X....") + kO));
    CHECK(contains(result.out, shown("....X...O") + kX));
    CHECK(contains(result.out, "X wins! (cells 2-5-8)\n"));
  }
  SECTION("undo twice goes back to the empty board") {
    const Result result = run("5\n1\nu\nu\n3\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(occurrences(result.out, "Took back the last move.") == 2);
    CHECK(contains(result.out, "Took back the last move.\n\n" + shown(".........") + kX));
    CHECK(contains(result.out, shown("..X......") + kO));
  }
  SECTION("with nothing to undo, says so and asks the same side") {
    const Result result = run("u\n5\nu\nu\nu\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    // u (nothing), 5, u (takes back the 5), u (nothing), u (nothing)
    CHECK(occurrences(result.out, "Nothing to undo.") == 3);
    CHECK(occurrences(result.out, "Took back the last move.") == 1);
    CHECK(contains(result.out, kX + "Nothing to undo.\n"));
    CHECK_FALSE(contains(result.out, kO + "Nothing to undo."));
    CHECK(occurrences(result.out, kO) == 1);
  }
}

TEST_CASE("undo against the computer takes back its reply and your move", "[session]") {
  const auto level = GENERATE(Difficulty::easy, Difficulty::hard);
  const std::uint32_t seed = GENERATE(1u, 8u);
  INFO("level " << name(level) << ", seed " << seed);

  SECTION("you move first") {
    const SessionSettings settings = hvc(FirstMover::human, level, seed);
    const Result result = run("1\nundo\n5\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(contains(result.out, kX + "Took back your move and the computer's reply.\n\n" + shown(".........") + kX));
    CHECK(occurrences(result.out, "O plays ") == 2);
    const auto boards = boards_in(result.out);
    REQUIRE(boards.size() == 4);  // empty, after the reply, empty again, after the new reply
    CHECK(boards[1].board[0] == 'X');
    CHECK(std::count(boards[1].board.begin(), boards[1].board.end(), 'O') == 1);
    CHECK(boards[3].board[0] != 'X');
    CHECK(boards[3].board[4] == 'X');
    CHECK(std::count(boards[3].board.begin(), boards[3].board.end(), 'O') == 1);
    check_computer_moves(result.out);
  }
  SECTION("the computer moves first") {
    const SessionSettings settings = hvc(FirstMover::computer, level, seed);
    const Result probe = run("", settings);
    const Board start = boards_in(probe.out).back().board;
    const Cell mine = first_free(start);
    const std::string script = "u\n" + std::to_string(mine + 1) + "\nu\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    // The opening cannot be taken back; after your move and the reply, undo
    // goes back to the opening.
    CHECK(contains(result.out, kO + "Nothing to undo.\n"));
    CHECK(occurrences(result.out, "X plays ") == 2);
    CHECK(contains(result.out, kO + "Took back your move and the computer's reply.\n\n" + render_board(start, Style{}) + kO));
    CHECK(before_goodbye(result.out).ends_with(render_board(start, Style{}) + kO));
  }
}

// ===========================================================================
// Colour and numbering

TEST_CASE("without colour no output holds an escape byte, even when typed", "[session]") {
  const auto [settings, script] = GENERATE(table<SessionSettings, std::string>({
      {SessionSettings{}, "3\n\x1b[31m\n1\n\x1b\nh\n1\n4\n2\nu\n2\n5\n3\n\n" + kOWinsDiagonal + "y\n" + kTie + "q\n"},
      {seeded(4), "2\n\x1b[0m\n1\n1\n\n5\n\x1b[2J\nhint\nu\n9\n3\n7\n8\n2\n4\n6\nn\n"},
      {seeded(4, styled(false, true)), "2\n2\n3\n\x1b\n1\n2\n3\n"},
  }));
  const Result result = run(script, settings);
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);
  CHECK(result.out.find('\x1b') == std::string::npos);
  CHECK_FALSE(result.out.empty());
}

TEST_CASE("with colour the board and the winning line are drawn with escape codes", "[session]") {
  const Style color = styled(true, false);
  const Result result = run(kXWinsTopRow, hvh(color));
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, render_board(kEmptyBoard, color)));
  CHECK(contains(render_board(kEmptyBoard, color), "\x1b["));
  CHECK(contains(result.out, color.mark('X')));
  CHECK(contains(result.out, color.mark('O')));
  CHECK(contains(result.out, render_board(board_of("XXXOO...."), color, Line{0, 1, 2})));
  CHECK(contains(result.out, "X wins! (cells 1-2-3)"));
  // A typed escape is still not echoed as is.
  const Result typed = run("\x1b[2J\n", hvh(color));
  CHECK_FALSE(contains(typed.out, "\x1b[2J"));
}

TEST_CASE("with keypad numbering, 7 is the top-left cell", "[session]") {
  const Style keypad = styled(false, true);
  SECTION("7 puts X top left and the board shows keypad labels") {
    const Result result = run("7\n", hvh(keypad));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, render_board(board_of("X........"), keypad) + kO));
    const auto boards = boards_in(result.out, keypad.numbering);
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].labels_ok);
    CHECK(boards[1].board == board_of("X........"));
    CHECK(boards[1].labels_ok);
  }
  SECTION("a win and a taken cell are named in keypad labels") {
    const Result result = run("7\n7\n1\n8\n2\n9\n", hvh(keypad));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Sorry, cell 7 is taken by X"));
    CHECK(contains(result.out, "X wins! (cells 7-8-9)\n"));
    CHECK(contains(result.out, render_board(board_of("XXX...OO."), keypad, Line{0, 1, 2})));
  }
  SECTION("the help shows the keypad layout") {
    const Result result = run("h\n", hvh(keypad));
    CHECK(contains(result.out, game_help(Numbering(true))));
  }
}

// ===========================================================================
// Robustness

TEST_CASE("a session survives any input: random bytes and lines", "[session]") {
  std::mt19937 rng(20240601);
  const std::string alphabet = std::string("0123456789 \t\r\n\n\n\nqhuyn?+-xX\x1b") + std::string(1, '\0') + "\xff";
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  std::uniform_int_distribution<std::size_t> length(0, 400);
  std::uniform_int_distribution<int> kind(0, 2);
  for (int i = 0; i < 300; ++i) {
    std::string script;
    const std::size_t n = length(rng);
    for (std::size_t j = 0; j < n; ++j) script += alphabet[pick(rng)];
    SessionSettings settings;
    settings.options.seed = static_cast<std::uint32_t>(i);
    if (kind(rng) == 0) settings.options.mode = Mode::hvh;
    INFO("script: " << visible(script));
    Result result{-1, {}};
    REQUIRE_NOTHROW(result = run(script, settings));
    INFO("output:\n" << visible(result.out));
    REQUIRE(result.status == kExitOk);
    REQUIRE(result.out.ends_with("Goodbye.\n"));
    REQUIRE(result.out.find('\x1b') == std::string::npos);
  }
}

// ===========================================================================
// Computer vs computer, rounds, the move record, interruption, colour

namespace {

SessionSettings cvc(Difficulty x_level, std::optional<Difficulty> o_level = std::nullopt,
                    std::optional<int> rounds = std::nullopt, std::uint32_t seed = 1, Style style = {}) {
  SessionSettings settings;
  settings.options.mode = Mode::cvc;
  settings.options.difficulty = x_level;
  settings.options.o_difficulty = o_level;
  settings.options.rounds = rounds;
  settings.options.seed = seed;
  settings.style = style;
  return settings;
}

// A session's output, status, and the input it left unread.
struct Reading {
  int status;
  std::string out;
  std::string unread;
};

Reading run_reading(const std::string& script, const SessionSettings& settings) {
  std::istringstream in(script);
  std::ostringstream out;
  const int status = run_session(in, out, settings);
  std::string unread{std::istreambuf_iterator<char>(in.rdbuf()), std::istreambuf_iterator<char>()};
  return {status, out.str(), unread};
}

// One finished game as printed: the computer's announced moves, the boards
// drawn, the result line, the "Moves:" line and the "Score:" line (or, for
// the last game of a --rounds session, the "After N games:" line).
struct Play {
  char mark;
  int label;
  std::string rule;
};

struct GameRecord {
  std::vector<Play> plays;
  std::vector<Drawn> boards;
  std::string result;
  std::string moves;
  std::string score;
};

std::vector<GameRecord> games_in(const std::string& out, const Numbering& numbering) {
  static const std::regex kPlay(R"(([XO]) plays ([1-9]) \(([a-z ]+)\)$)");
  std::vector<GameRecord> games;
  GameRecord game;
  std::string chunk;
  std::string previous;
  for (const auto& line : lines_of(out)) {
    chunk += line + "\n";
    std::smatch match;
    if (std::regex_search(line, match, kPlay)) {
      game.plays.push_back({match[1].str()[0], std::stoi(match[2].str()), match[3].str()});
    }
    if (line.starts_with("Moves:")) {
      game.moves = line;
      game.result = previous;
    }
    if (line.starts_with("Score: ") || line.starts_with("After ")) {
      game.score = line;
      game.boards = boards_in(chunk, numbering);
      games.push_back(game);
      game = {};
      chunk.clear();
    }
    previous = line;
  }
  return games;
}

std::string level_name(Difficulty level) { return std::string(name(level)); }

// Checks every game of a computer-vs-computer session printed without
// colour: the moves alternate from X, each is a cell and rule its side's
// level names for that position, the final board is the moves played, and
// the result, Moves and Score lines say what happened; in a session of
// `rounds` games, game number `rounds` has the "After N games:" line instead
// of its Score line. Returns the games.
std::vector<GameRecord> check_cvc_games(const std::string& out, Difficulty x_level, Difficulty o_level,
                                        const Numbering& numbering = Numbering{},
                                        std::optional<int> rounds = std::nullopt) {
  const auto games = games_in(out, numbering);
  int x_wins = 0;
  int o_wins = 0;
  int ties = 0;
  for (std::size_t g = 0; g < games.size(); ++g) {
    INFO("game " << g + 1);
    const GameRecord& game = games[g];
    Board board = kEmptyBoard;
    std::string moves = "Moves:";
    for (const Play& move : game.plays) {
      INFO(move.mark << " plays " << move.label << " (" << move.rule << ")");
      REQUIRE(outcome(board) == Outcome::in_progress);
      const Mark side = side_to_move(board);
      CHECK(move.mark == symbol(side));
      const auto candidates = candidate_moves(board, side == Mark::x ? x_level : o_level);
      REQUIRE(candidates.has_value());
      CHECK(move.rule == std::string(name(candidates->rule)));
      const Cell cell = numbering.cell(move.label);
      CHECK(std::ranges::find(candidates->cells, cell) != candidates->cells.end());
      REQUIRE(board[static_cast<std::size_t>(cell)] == kEmpty);
      board = play(board, cell);
      moves += " " + std::to_string(move.label);
    }
    const Outcome result = outcome(board);
    REQUIRE(result != Outcome::in_progress);
    REQUIRE(game.boards.size() == 1);
    CHECK(game.boards[0].board == board);
    CHECK(game.boards[0].labels_ok);
    CHECK(game.moves == moves);
    if (result == Outcome::tie) {
      ++ties;
      CHECK(game.result == "It's a tie!");
    } else {
      const auto win = find_win(board);
      REQUIRE(win.has_value());
      const Difficulty level = win->mark == Mark::x ? x_level : o_level;
      CHECK(game.result == std::string(1, symbol(win->mark)) + " wins! (" + level_name(level) + ", cells " +
                               numbering.line(win->line) + ")");
      ++(win->mark == Mark::x ? x_wins : o_wins);
    }
    const bool last_round = rounds && static_cast<int>(g) + 1 == *rounds;
    const std::string label = last_round ? "After " + std::to_string(*rounds) + (*rounds == 1 ? " game: " : " games: ")
                                         : std::string("Score: ");
    CHECK(game.score == label + "X (" + level_name(x_level) + ") " + std::to_string(x_wins) + ", O (" +
                            level_name(o_level) + ") " + std::to_string(o_wins) + ", ties " + std::to_string(ties));
  }
  return games;
}

// Every "\x1b" in `out` starts an SGR sequence ("\x1b[...m"), and no line
// ends with attributes still set: each one opened is reset ("\x1b[0m")
// before the line's end. Returns how many sequences there were.
std::size_t check_escapes_closed(const std::string& out) {
  static const std::regex kSgr(R"(^\x1b\[([0-9;]*)m)");
  std::size_t sequences = 0;
  std::size_t number = 0;
  for (const auto& line : lines_of(out)) {
    ++number;
    bool open = false;
    for (std::size_t at = line.find('\x1b'); at != std::string::npos; at = line.find('\x1b', at + 1)) {
      INFO("line " << number << ": " << visible(line));
      std::smatch match;
      const std::string rest = line.substr(at);
      REQUIRE(std::regex_search(rest, match, kSgr));
      ++sequences;
      open = !(match[1].str() == "0" || match[1].str().empty());
    }
    INFO("line " << number << ": " << visible(line));
    CHECK_FALSE(open);
  }
  return sequences;
}

// How many cells of `line` are drawn in reverse video: SGR sequences with
// the parameter 7.
std::size_t reversed_in(const std::string& line) {
  static const std::regex kSgr(R"(\x1b\[([0-9;]*)m)");
  std::size_t reversed = 0;
  for (auto it = std::sregex_iterator(line.begin(), line.end(), kSgr); it != std::sregex_iterator(); ++it) {
    std::stringstream params((*it)[1].str());
    for (std::string param; std::getline(params, param, ';');) {
      if (param == "7") ++reversed;
    }
  }
  return reversed;
}

// The five lines of the board drawn just before the line holding `result`.
std::vector<std::string> board_before(const std::string& out, std::string_view result) {
  const auto lines = lines_of(out);
  for (std::size_t i = 5; i < lines.size(); ++i) {
    if (contains(lines[i], result)) return {lines.begin() + static_cast<std::ptrdiff_t>(i) - 5, lines.begin() + static_cast<std::ptrdiff_t>(i)};
  }
  return {};
}

}  // namespace

TEST_CASE("mode 3 in the menu is computer vs computer, asking X's and then O's difficulty", "[session][cvc]") {
  // Each row: the answers to the three menus, X's level, O's level. An empty
  // line at a level menu means medium.
  const auto [answers, x_level, o_level] = GENERATE(table<std::string, Difficulty, Difficulty>({
      {"3\n3\n1\n", Difficulty::hard, Difficulty::easy},
      {"3\n1\n3\n", Difficulty::easy, Difficulty::hard},
      {"3\n\n\n", Difficulty::medium, Difficulty::medium},
      {"3\n\n1\n", Difficulty::medium, Difficulty::easy},
      {"3\n3\n\n", Difficulty::hard, Difficulty::medium},
      {"3\n2\n2\n", Difficulty::medium, Difficulty::medium},
  }));
  const std::uint32_t seed = GENERATE(1u, 5u);
  INFO("answers: " << visible(answers) << ", seed " << seed);
  const Result result = run(answers, seeded(seed));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "  3) computer vs computer\n") == 1);
  CHECK(occurrences(result.out, "X's difficulty:\n") == 1);
  CHECK(occurrences(result.out, "O's difficulty:\n") == 1);
  CHECK(result.out.find("X's difficulty:") < result.out.find("O's difficulty:"));
  CHECK(occurrences(result.out, "Choose 1-3 [2]: ") == 2);
  CHECK(occurrences(result.out, "Choose ") == 3);
  CHECK_FALSE(contains(result.out, "Who moves first"));
  CHECK_FALSE(contains(result.out, "Difficulty:"));
  // Nobody is asked for a move: one whole game, then play again, where
  // input ends.
  CHECK_FALSE(contains(result.out, "to move (1-9)"));
  CHECK(before_goodbye(result.out).ends_with(kPlayAgain));
  const auto games = check_cvc_games(result.out, x_level, o_level);
  CHECK(games.size() == 1);
  CHECK(contains(result.out, "\nFinal score: X (" + level_name(x_level) + ") "));
}

TEST_CASE("computer vs computer with the mode and levels given asks nothing before playing", "[session][cvc]") {
  SECTION("difficulty hard alone makes both sides hard: a tie, and no menu") {
    const std::uint32_t seed = GENERATE(0u, 1u, 2u, 3u);
    INFO("seed " << seed);
    const Result result = run("", cvc(Difficulty::hard, std::nullopt, std::nullopt, seed));
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK_FALSE(contains(result.out, "Mode:"));
    CHECK_FALSE(contains(result.out, "ifficulty:"));
    CHECK_FALSE(contains(result.out, "Choose"));
    CHECK(contains(result.out, "It's a tie!\n"));
    CHECK(result.out.ends_with("Score: X (hard) 0, O (hard) 0, ties 1\n" + kPlayAgain +
                               "\nFinal score: X (hard) 0, O (hard) 0, ties 1\nGoodbye.\n"));
    check_cvc_games(result.out, Difficulty::hard, Difficulty::hard);
  }
  SECTION("the o-difficulty option sets O's level apart") {
    const std::uint32_t seed = GENERATE(1u, 2u, 3u);
    INFO("seed " << seed);
    const Result result = run("", cvc(Difficulty::hard, Difficulty::easy, std::nullopt, seed));
    INFO("output:\n" << result.out);
    CHECK_FALSE(contains(result.out, "Choose"));
    static const std::regex kScore(R"(\nScore: X \(hard\) [01], O \(easy\) 0, ties [01]\n)");
    CHECK(std::regex_search(result.out, kScore));
    CHECK(check_cvc_games(result.out, Difficulty::hard, Difficulty::easy).size() == 1);
  }
  SECTION("with only O's level given, the menu asks for X's alone") {
    SessionSettings settings;
    settings.options.mode = Mode::cvc;
    settings.options.o_difficulty = Difficulty::easy;
    settings.options.seed = 4;
    const Result result = run("3\n", settings);
    INFO("output:\n" << result.out);
    CHECK(occurrences(result.out, "X's difficulty:") == 1);
    CHECK_FALSE(contains(result.out, "O's difficulty:"));
    CHECK(check_cvc_games(result.out, Difficulty::hard, Difficulty::easy).size() == 1);
  }
  SECTION("with the level given but not the mode, choosing mode 3 asks no level") {
    SessionSettings settings;
    settings.options.difficulty = Difficulty::hard;
    settings.options.seed = 4;
    const Result result = run("3\n", settings);
    INFO("output:\n" << result.out);
    CHECK(occurrences(result.out, "Choose ") == 1);
    CHECK_FALSE(contains(result.out, "ifficulty:"));
    CHECK(contains(result.out, "Score: X (hard) 0, O (hard) 0, ties 1\n"));
  }
  SECTION("play again starts another game and keeps the score") {
    const Result result = run("y\n\nn\n", cvc(Difficulty::hard));
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(occurrences(result.out, kPlayAgain) == 3);
    CHECK(check_cvc_games(result.out, Difficulty::hard, Difficulty::hard).size() == 3);
    CHECK(result.out.ends_with("Score: X (hard) 0, O (hard) 0, ties 3\n" + kPlayAgain +
                               "Final score: X (hard) 0, O (hard) 0, ties 3\nGoodbye.\n"));
  }
}

TEST_CASE("every computer-vs-computer move is its side's level's choice, announced and recorded", "[session][cvc]") {
  const auto x_level = GENERATE(Difficulty::easy, Difficulty::medium, Difficulty::hard);
  const auto o_level = GENERATE(Difficulty::easy, Difficulty::medium, Difficulty::hard);
  const bool keypad = GENERATE(false, true);
  const std::uint32_t seed = GENERATE(7u, 2024u);
  INFO("X " << name(x_level) << ", O " << name(o_level) << (keypad ? ", keypad" : "") << ", seed " << seed);
  const Style style = styled(false, keypad);
  const Result result = run("", cvc(x_level, o_level, 8, seed, style));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  const auto games = check_cvc_games(result.out, x_level, o_level, style.numbering, 8);
  CHECK(games.size() == 8);
  for (const auto& game : games) CHECK(game.plays.size() >= 5);  // no game is won in fewer moves
}

TEST_CASE("a rounds session between computers plays that many games without reading input", "[session][cvc][rounds]") {
  const std::uint32_t seed = GENERATE(0u, 99u, 4294967295u);
  INFO("seed " << seed);
  SECTION("100 games between hard players are 100 ties") {
    const Reading result = run_reading("q\nn\n5\n", cvc(Difficulty::hard, std::nullopt, 100, seed));
    CHECK(result.status == kExitOk);
    CHECK(result.unread == "q\nn\n5\n");
    const auto games = check_cvc_games(result.out, Difficulty::hard, Difficulty::hard, Numbering{}, 100);
    REQUIRE(games.size() == 100);
    // The last game's Moves line is followed by the tally, not a Score line.
    CHECK(result.out.ends_with("\nIt's a tie!\n" + games.back().moves +
                               "\nAfter 100 games: X (hard) 0, O (hard) 0, ties 100\nGoodbye.\n"));
    CHECK(contains(result.out, "\nScore: X (hard) 0, O (hard) 0, ties 99\n"));
    CHECK_FALSE(contains(result.out, "Score: X (hard) 0, O (hard) 0, ties 100"));
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK_FALSE(contains(result.out, "Final score"));
    CHECK(occurrences(result.out, "It's a tie!\n") == 100);
    CHECK(occurrences(result.out, "\nMoves: ") == 100);
    CHECK(occurrences(result.out, "\nScore: ") == 99);
    CHECK(occurrences(result.out, "After ") == 1);
  }
  SECTION("one round says game, not games") {
    const Reading result = run_reading("", cvc(Difficulty::hard, std::nullopt, 1, seed));
    CHECK(result.status == kExitOk);
    const auto games = check_cvc_games(result.out, Difficulty::hard, Difficulty::hard, Numbering{}, 1);
    REQUIRE(games.size() == 1);
    CHECK(result.out.ends_with("\nIt's a tie!\n" + games.back().moves +
                               "\nAfter 1 game: X (hard) 0, O (hard) 0, ties 1\nGoodbye.\n"));
    CHECK_FALSE(contains(result.out, "Score: "));
    CHECK_FALSE(contains(result.out, "Play again"));
  }
}

TEST_CASE("over many rounds the hard computer never loses to the easy one, as X or as O", "[session][cvc][rounds]") {
  const std::uint32_t seed = GENERATE(1u, 31337u);
  INFO("seed " << seed);
  static const std::regex kAfter(R"(After 200 games: X \((\w+)\) (\d+), O \((\w+)\) (\d+), ties (\d+)\nGoodbye\.\n$)");
  SECTION("hard X against easy O: no O win") {
    const Result result = run("", cvc(Difficulty::hard, Difficulty::easy, 200, seed));
    std::smatch match;
    REQUIRE(std::regex_search(result.out, match, kAfter));
    CHECK(match[1] == "hard");
    CHECK(match[3] == "easy");
    CHECK(match[4] == "0");
    CHECK_FALSE(contains(result.out, "O wins!"));
    const int x_wins = std::stoi(match[2].str());
    const int ties = std::stoi(match[5].str());
    CHECK(x_wins + ties == 200);
    CHECK(x_wins > 100);  // easy mostly plays at random
    CHECK(occurrences(result.out, "X wins! (hard, cells ") == static_cast<std::size_t>(x_wins));
    CHECK(occurrences(result.out, "It's a tie!") == static_cast<std::size_t>(ties));
  }
  SECTION("easy X against hard O: no X win") {
    const Result result = run("", cvc(Difficulty::easy, Difficulty::hard, 200, seed));
    std::smatch match;
    REQUIRE(std::regex_search(result.out, match, kAfter));
    CHECK(match[1] == "easy");
    CHECK(match[2] == "0");
    CHECK(match[3] == "hard");
    CHECK_FALSE(contains(result.out, "X wins!"));
    const int o_wins = std::stoi(match[4].str());
    const int ties = std::stoi(match[5].str());
    CHECK(o_wins + ties == 200);
    CHECK(o_wins > 0);
    CHECK(occurrences(result.out, "O wins! (hard, cells ") == static_cast<std::size_t>(o_wins));
  }
}

TEST_CASE("rounds between two people end after that many games without asking to play again", "[session][rounds]") {
  SECTION("two rounds, two scripted games; the line after them is not read") {
    SessionSettings settings = hvh();
    settings.options.rounds = 2;
    const Reading result = run_reading(kXWinsTopRow + kTie + "5\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.unread == "5\n");
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 5 + 9);
    // The second game starts right after the first one's score.
    CHECK(contains(result.out, "Score: X 1, O 0, ties 0\n\n" + shown(".........") + kX));
    CHECK(result.out.ends_with("It's a tie!\nMoves: 1 2 3 5 4 6 8 7 9\n"
                               "After 2 games: X 1, O 0, ties 1\nGoodbye.\n"));
    CHECK(occurrences(result.out, "Score: ") == 1);
  }
  SECTION("input ending before the last round ends the session with the final score") {
    SessionSettings settings = hvh();
    settings.options.rounds = 3;
    const Result result = run(kXWinsTopRow, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK_FALSE(contains(result.out, "After "));
    CHECK_FALSE(contains(result.out, "Play again"));
    CHECK(result.out.ends_with(kX + "\nFinal score: X 1, O 0, ties 0\nGoodbye.\n"));
  }
  SECTION("quitting in a rounds session ends it at once") {
    SessionSettings settings = hvh();
    settings.options.rounds = 5;
    const Result result = run(kXWinsTopRow + "5\nq\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK_FALSE(contains(result.out, "After "));
    CHECK(result.out.ends_with(kO + "Final score: X 1, O 0, ties 0\nGoodbye.\n"));
  }
}

TEST_CASE("after each game a Moves line lists the cells played, in order, as numbered", "[session]") {
  SECTION("between two people, in the default numbering") {
    const auto [script, ending] = GENERATE(table<std::string, std::string>({
        {kXWinsTopRow, "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\nScore: X 1, O 0, ties 0\n"},
        {kOWinsDiagonal, "O wins! (cells 3-5-7)\nMoves: 1 5 2 3 4 7\nScore: X 0, O 1, ties 0\n"},
        {kTie, "It's a tie!\nMoves: 1 2 3 5 4 6 8 7 9\nScore: X 0, O 0, ties 1\n"},
        // rejected lines, help and hints are not moves
        {"1\nx\n4\n2\nhint\n5\n0\nh\n3\n", "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\nScore: X 1, O 0, ties 0\n"},
    }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, ending));
    CHECK(occurrences(result.out, "Moves:") == 1);
  }
  SECTION("each game of a session has its own line") {
    const Result result = run(kXWinsTopRow + "y\n" + kTie + "n\n", hvh());
    INFO("output:\n" << result.out);
    const auto first = result.out.find("Moves: 1 4 2 5 3\n");
    const auto second = result.out.find("Moves: 1 2 3 5 4 6 8 7 9\n");
    REQUIRE(first != std::string::npos);
    REQUIRE(second != std::string::npos);
    CHECK(first < second);
    CHECK(occurrences(result.out, "Moves:") == 2);
  }
  SECTION("in keypad numbering, the keys as typed") {
    const auto [script, ending] = GENERATE(table<std::string, std::string>({
        // X takes 1 2 3, the bottom row in the keypad layout
        {kXWinsTopRow, "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"},
        // X takes 7 8 9, the top row
        {"7\n4\n8\n5\n9\n", "X wins! (cells 7-8-9)\nMoves: 7 4 8 5 9\n"},
        {kTie, "It's a tie!\nMoves: 1 2 3 5 4 6 8 7 9\n"},
    }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh(styled(false, true)));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, ending));
  }
  SECTION("in keypad numbering the 1 4 2 5 3 game is won on the bottom row") {
    const Result result = run(kXWinsTopRow, hvh(styled(false, true)));
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "   7 | 8 | 9\n  ---+---+---\n   O | O | 6\n  ---+---+---\n  [X]|[X]|[X]\n"
                               "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"));
  }
}

TEST_CASE("undone moves are left out of the Moves line", "[session]") {
  SECTION("between two people") {
    const auto [script, ending] = GENERATE(table<std::string, std::string>({
        // X 5, O 1, undo, O 9, X 2, O 3, X 8
        {"5\n1\nu\n9\n2\n3\n8\n", "X wins! (cells 2-5-8)\nMoves: 5 9 2 3 8\n"},
        // X 5, O 1, undo twice, then 1 4 2 5 3
        {"5\n1\nu\nu\n1\n4\n2\n5\n3\n", "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"},
        // X 1, O 4, X 2, O 6, undo (O's 6), O 5, X 3
        {"1\n4\n2\n6\nundo\n5\n3\n", "X wins! (cells 1-2-3)\nMoves: 1 4 2 5 3\n"},
    }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh());
    INFO("output:\n" << result.out);
    CHECK(contains(result.out, "Took back the last move."));
    CHECK(contains(result.out, ending));
  }
  SECTION("against the computer, its reply goes too") {
    const std::uint32_t seed = GENERATE(1u, 2u, 3u);
    INFO("seed " << seed);
    const SessionSettings settings = hvc(FirstMover::human, Difficulty::medium, seed);
    const std::string script = finish_game(settings, "1\nu\n", sharp({4, 0, 8, 2, 6})) + "n\n";
    const Result result = run(script, settings);
    INFO("output:\n" << result.out);
    REQUIRE(contains(result.out, "Took back your move and the computer's reply."));
    const std::string moves = line_with(result.out, "Moves:");
    REQUIRE(moves.starts_with("Moves: "));
    // The record replays to the final board, starting with the 5 played
    // after the undo, not the 1 taken back.
    std::istringstream labels(moves.substr(7));
    Board board = kEmptyBoard;
    std::vector<int> played;
    for (int label = 0; labels >> label;) played.push_back(label);
    REQUIRE_FALSE(played.empty());
    CHECK(played.front() == 5);
    for (const int label : played) {
      REQUIRE(label >= 1);
      REQUIRE(label <= 9);
      REQUIRE(board[static_cast<std::size_t>(label - 1)] == kEmpty);
      board = play(board, label - 1);
    }
    const auto boards = boards_in(result.out);
    REQUIRE_FALSE(boards.empty());
    CHECK(boards.back().board == board);
    CHECK(outcome(board) != Outcome::in_progress);
  }
}

TEST_CASE("the interrupted hook stops a computer-vs-computer rounds session before its next turn", "[session][cvc]") {
  SECTION("after two whole games, the third is not finished and nothing follows") {
    int calls = 0;
    SessionSettings settings = cvc(Difficulty::hard, std::nullopt, 100, 5);
    settings.interrupted = [&calls] { return ++calls > 25; };
    const Reading result = run_reading("y\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(result.unread == "y\n");
    CHECK(result.out.ends_with("\nInterrupted. Score: X (hard) 0, O (hard) 0, ties 2\n"));
    CHECK(occurrences(result.out, "Interrupted") == 1);
    CHECK(occurrences(result.out, "\nMoves: ") == 2);
    CHECK_FALSE(contains(result.out, "After "));
    CHECK_FALSE(contains(result.out, "Goodbye"));
    CHECK_FALSE(contains(result.out, "Play again"));
    // The third game was cut short between two moves.
    const std::string third = result.out.substr(result.out.rfind("\nScore: "));
    const std::size_t moves = occurrences(third, " plays ");
    CHECK(moves >= 1);
    CHECK(moves <= 8);
    CHECK_FALSE(contains(third, "wins!"));
    CHECK_FALSE(contains(third, "tie!"));
    CHECK(calls > 20);
    CHECK(calls < 40);
  }
  SECTION("before the first move, no game is played") {
    SessionSettings settings = cvc(Difficulty::hard, Difficulty::easy, 100, 5);
    settings.interrupted = [] { return true; };
    const Result result = run("", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK_FALSE(contains(result.out, " plays "));
    CHECK(result.out.ends_with("Interrupted. Score: X (hard) 0, O (easy) 0, ties 0\n"));
  }
  SECTION("with colour, attributes are reset before the message") {
    int calls = 0;
    SessionSettings settings = cvc(Difficulty::hard, std::nullopt, 100, 5, styled(true, false));
    settings.interrupted = [&calls] { return ++calls > 25; };
    const Result result = run("", settings);
    INFO("output:\n" << visible(result.out));
    CHECK(result.status == kExitInterrupted);
    CHECK(contains(result.out, "\x1b[0mInterrupted. Score: X (hard) 0, O (hard) 0, ties 2\n"));
    CHECK(check_escapes_closed(result.out) > 0);
  }
}

TEST_CASE("the winning line is drawn in reverse video with colour and between brackets without", "[session]") {
  SECTION("with colour, only the three winning cells are reversed") {
    const auto [script, result_line, reversed_by_row] =
        GENERATE(table<std::string, std::string, std::vector<std::size_t>>({
            {kXWinsTopRow, "X wins! (cells 1-2-3)", {3, 0, 0}},
            {kOWinsDiagonal, "O wins! (cells 3-5-7)", {1, 1, 1}},
            {"5\n1\n2\n3\n8\n", "X wins! (cells 2-5-8)", {1, 1, 1}},
        }));
    INFO("script: " << visible(script));
    const Result result = run(script, hvh(styled(true, false)));
    INFO("output:\n" << visible(result.out));
    const auto board = board_before(result.out, result_line);
    REQUIRE(board.size() == 5);
    CHECK(reversed_in(board[0]) == reversed_by_row[0]);
    CHECK(reversed_in(board[2]) == reversed_by_row[1]);
    CHECK(reversed_in(board[4]) == reversed_by_row[2]);
    CHECK(reversed_in(result.out) == 3);  // nothing else is reversed
  }
  SECTION("with colour, a tie reverses nothing") {
    const Result result = run(kTie, hvh(styled(true, false)));
    CHECK(contains(result.out, "It's a tie!"));
    CHECK(reversed_in(result.out) == 0);
    CHECK(contains(result.out, "\x1b["));
  }
  SECTION("without colour, the winning cells are bracketed") {
    const Result x_wins = run(kXWinsTopRow, hvh());
    CHECK(contains(x_wins.out, "\n  [X]|[X]|[X]\n  ---+---+---\n   O | O | 6\n  ---+---+---\n   7 | 8 | 9\n"
                               "X wins! (cells 1-2-3)\n"));
    CHECK(occurrences(x_wins.out, "[X]") == 3);
    CHECK_FALSE(contains(x_wins.out, "[O]"));
    const Result o_wins = run(kOWinsDiagonal, hvh());
    CHECK(contains(o_wins.out, "\n   X | X |[O]\n  ---+---+---\n   X |[O]| 6\n  ---+---+---\n  [O]| 8 | 9\n"
                               "O wins! (cells 3-5-7)\n"));
    CHECK(occurrences(o_wins.out, "[O]") == 3);
    CHECK_FALSE(contains(o_wins.out, "[X]"));
    const Result tie = run(kTie, hvh());
    CHECK_FALSE(contains(tie.out, "[X]"));
    CHECK_FALSE(contains(tie.out, "[O]"));
  }
  SECTION("between computers, each win brackets its line") {
    const Result result = run("", cvc(Difficulty::hard, Difficulty::easy, 20, 3));
    INFO("output:\n" << result.out);
    const auto games = check_cvc_games(result.out, Difficulty::hard, Difficulty::easy, Numbering{}, 20);
    REQUIRE(games.size() == 20);
    // The five lines before each result line are that game's final board.
    const auto lines = lines_of(result.out);
    std::size_t wins = 0;
    std::size_t ties = 0;
    for (std::size_t i = 5; i < lines.size(); ++i) {
      const bool won = lines[i].starts_with("X wins! (hard, cells ");
      const bool tied = lines[i] == "It's a tie!";
      if (!won && !tied) continue;
      INFO("result: " << lines[i]);
      std::size_t bracketed = 0;
      for (std::size_t row = i - 5; row < i; ++row) bracketed += occurrences(lines[row], "[X]") + occurrences(lines[row], "[O]");
      CHECK(bracketed == (won ? 3u : 0u));
      ++(won ? wins : ties);
    }
    CHECK(wins + ties == 20);
    CHECK(wins > 0);
  }
}

TEST_CASE("with colour every line of session output resets its attributes before it ends", "[session]") {
  const auto [settings, script] = GENERATE_COPY(table<SessionSettings, std::string>({
      {hvh(styled(true, false)), kXWinsTopRow + "y\n" + kOWinsDiagonal + "\n" + kTie + "n\n"},
      {hvh(styled(true, true)), "5\nx\n5\nh\nhint\n1\nu\n1\n2\n3\n8\nq\n"},
      {hvc(FirstMover::human, Difficulty::hard, 3, styled(true, false)), "1\n2\n3\n4\n5\n6\n7\n8\n9\nn\n"},
      {hvc(FirstMover::computer, Difficulty::easy, 8, styled(true, true)), "1\n2\n3\n4\n5\n6\n7\n8\n9\ny\n5\n"},
      {cvc(Difficulty::easy, Difficulty::medium, 30, 11, styled(true, false)), ""},
      {cvc(Difficulty::hard, Difficulty::easy, 30, 12, styled(true, true)), ""},
  }));
  INFO("script: " << visible(script));
  const Result result = run(script, settings);
  INFO("output:\n" << visible(result.out));
  CHECK(result.status == kExitOk);
  CHECK(contains(result.out, "Moves:"));
  CHECK(check_escapes_closed(result.out) > 0);
  CHECK(result.out.ends_with("Goodbye.\n"));
}

TEST_CASE("end of input or quit at the computer-vs-computer menus ends the session before any game", "[session][cvc]") {
  // Each row: the script, the menu it stops at, and whether by end of input
  // (the prompt's line is ended) or by quitting.
  const auto [script, title, at_end] = GENERATE(table<std::string, std::string, bool>({
      {"3\n", "X's difficulty:", true},
      {"3\n1\n", "O's difficulty:", true},
      {"3\nq\n", "X's difficulty:", false},
      {"3\n\nquit\n", "O's difficulty:", false},
  }));
  INFO("script: " << visible(script));
  const Result result = run(script, seeded(1));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK_FALSE(contains(result.out, " plays "));
  CHECK_FALSE(contains(result.out, "Score"));
  CHECK(occurrences(result.out, title) == 1);
  const std::string menu = "\n" + title + "\n  1) easy\n  2) medium\n  3) hard\nChoose 1-3 [2]: ";
  CHECK(result.out.ends_with(menu + (at_end ? "\n" : "") + "Goodbye.\n"));
}

TEST_CASE("the same seed replays a computer-vs-computer session, and seeds vary the games", "[session][cvc]") {
  std::set<std::string> outputs;
  for (std::uint32_t seed = 1; seed <= 5; ++seed) {
    INFO("seed " << seed);
    const SessionSettings settings = cvc(Difficulty::easy, Difficulty::easy, 10, seed);
    const Result once = run("", settings);
    const Result again = run("", settings);
    CHECK(once.out == again.out);
    outputs.insert(once.out);
  }
  CHECK(outputs.size() >= 2);
}
