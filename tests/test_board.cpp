// The rules: lines, outcomes, whose move it is, legal moves, playing, the
// board strings with every way they can be wrong, sets of cells and the
// position indices the tables built once are keyed by.

#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "support/boards.hpp"
#include "support/positions.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/board.hpp"

namespace test_board {

using namespace tictactoe::core;
using tictactoe::test::board_of;
using tictactoe::test::error_of;

TEST_CASE("each of the eight lines wins for the mark that holds it", "[board]") {
  // One valid board per line and winner, holding that line and no other.
  const auto [index, winner, text] = GENERATE(table<std::size_t, Mark, std::string_view>({
      {0, Mark::x, "XXXOO...."},
      {1, Mark::x, "OO.XXX..."},
      {2, Mark::x, "OO....XXX"},
      {3, Mark::x, "XO.XO.X.."},
      {4, Mark::x, "OX.OX..X."},
      {5, Mark::x, "OOX..X..X"},
      {6, Mark::x, "XO.OX...X"},
      {7, Mark::x, "OOX.X.X.."},
      {0, Mark::o, "OOOXX...X"},
      {1, Mark::o, "XX.OOO..X"},
      {2, Mark::o, "XX..X.OOO"},
      {3, Mark::o, "OXXO..OX."},
      {4, Mark::o, "XO.XO..OX"},
      {5, Mark::o, "XXOX.O..O"},
      {6, Mark::o, "OXXXO...O"},
      {7, Mark::o, "XXOXO.O.."},
  }));
  INFO("line " << index << ", board " << text);
  const Board board = board_of(text);

  const auto win = find_win(board);
  REQUIRE(win.has_value());
  CHECK(win->mark == winner);
  CHECK(win->line == kLines[index]);
  CHECK(*win == Win{winner, kLines[index]});
  CHECK(outcome(board) == (winner == Mark::x ? Outcome::x_wins : Outcome::o_wins));
  CHECK(legal_moves(board).empty());
}

TEST_CASE("find_win reports the first line in table order when a mark holds two", "[board]") {
  // X's ninth move at 0 completes row 0 and column 0 at once.
  const Board board = board_of("XXXXOOXOO");
  const auto win = find_win(board);
  REQUIRE(win.has_value());
  CHECK(*win == Win{Mark::x, kLines[0]});
  CHECK(outcome(board) == Outcome::x_wins);
}

TEST_CASE("winning_lines lists every line a mark holds, two when one move completed both", "[board]") {
  const auto [text, mark, lines] = GENERATE(table<std::string_view, Mark, std::vector<Line>>({
      // X's fifth mark in the center completes both diagonals (issue 10).
      {"XOXOXOXOX", Mark::x, {kLines[6], kLines[7]}},
      // X's ninth move in the corner completes a row and a column.
      {"XXXXOOXOO", Mark::x, {kLines[0], kLines[3]}},
      {"XXXOO....", Mark::x, {kLines[0]}},
      {"XXXOO....", Mark::o, {}},
      {"XXOXO.O..", Mark::o, {kLines[7]}},
      {".........", Mark::x, {}},
  }));
  INFO("board " << text << ", mark " << symbol(mark));
  CHECK(winning_lines(board_of(text), mark) == lines);
}

TEST_CASE("a line of empty cells never wins", "[board]") {
  SECTION("the empty board has no win and is in progress") {
    CHECK_FALSE(find_win(kEmptyBoard).has_value());
    CHECK(outcome(kEmptyBoard) == Outcome::in_progress);
    CHECK_FALSE(is_full(kEmptyBoard));
  }
  SECTION("boards with empty lines and no full line are in progress") {
    const auto text = GENERATE(as<std::string_view>{}, "...XOX...", "X........", "XO.......", "XOX.O....", "X.O.X.O..");
    INFO("board " << text);
    const Board board = board_of(text);
    CHECK_FALSE(find_win(board).has_value());
    CHECK(outcome(board) == Outcome::in_progress);
  }
}

TEST_CASE("a line completed on the ninth move is a win, not a tie", "[board]") {
  const auto text = GENERATE(as<std::string_view>{}, "XOXOXOOXX", "XXXXOOXOO", "OXOXXXOOX");
  INFO("board " << text);
  const Board board = board_of(text);
  REQUIRE(is_full(board));
  CHECK(find_win(board).has_value());
  CHECK(outcome(board) == Outcome::x_wins);
  CHECK(legal_moves(board).empty());
}

TEST_CASE("a full board with no line is a tie", "[board]") {
  const auto text = GENERATE(as<std::string_view>{}, "XOXXOOOXX", "XXOOOXXOX", "XOXXOXOXO");
  INFO("board " << text);
  const Board board = board_of(text);
  REQUIRE(is_full(board));
  CHECK_FALSE(find_win(board).has_value());
  CHECK(outcome(board) == Outcome::tie);
  CHECK(legal_moves(board).empty());
}

TEST_CASE("count and is_full read the marks on the board", "[board]") {
  const Board board = board_of("XO.XO.X..");
  CHECK(count(board, Mark::x) == 3);
  CHECK(count(board, Mark::o) == 2);
  CHECK(count(kEmptyBoard, Mark::x) == 0);
  CHECK(count(kEmptyBoard, Mark::o) == 0);
  CHECK_FALSE(is_full(board));
  CHECK_FALSE(is_full(board_of("XOXOXOOX.")));
  CHECK(is_full(board_of("XOXXOOOXX")));
}

TEST_CASE("marks, symbols and opponents", "[board]") {
  STATIC_REQUIRE(symbol(Mark::x) == 'X');
  STATIC_REQUIRE(symbol(Mark::o) == 'O');
  STATIC_REQUIRE(opponent(Mark::x) == Mark::o);
  STATIC_REQUIRE(opponent(Mark::o) == Mark::x);
  STATIC_REQUIRE(kEmpty == ' ');
  for (const char c : kEmptyBoard) CHECK(c == kEmpty);
}

TEST_CASE("the board's shape and glyphs come from one place", "[board]") {
  STATIC_REQUIRE(kSide == 3);
  STATIC_REQUIRE(kCellCount == kSide * kSide);
  STATIC_REQUIRE(kEmptyBoard.size() == static_cast<std::size_t>(kCellCount));
  STATIC_REQUIRE(kEmptyGlyph == '.');
  STATIC_REQUIRE(kMarks[0] == Mark::x);
  STATIC_REQUIRE(kMarks[1] == Mark::o);
  STATIC_REQUIRE(seat_index(Mark::x) == 0);
  STATIC_REQUIRE(seat_index(Mark::o) == 1);
  for (const Mark mark : kMarks) CHECK(kMarks[seat_index(mark)] == mark);
  for (const Line& line : kLines) CHECK(line.size() == static_cast<std::size_t>(kSide));
  // An empty cell is kEmpty on a Board and kEmptyGlyph in a board string.
  CHECK(to_string(kEmptyBoard) == std::string(static_cast<std::size_t>(kCellCount), kEmptyGlyph));
}

TEST_CASE("at reads the content of one cell", "[board]") {
  const Board board = board_of("X.O...O.X");
  const std::string_view expected = "X O   O X";
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    INFO("cell " << cell);
    CHECK(at(board, cell) == expected[static_cast<std::size_t>(cell)]);
    CHECK(at(board, cell) == board[static_cast<std::size_t>(cell)]);
  }
}

TEST_CASE("X moves when the counts are equal, O when X is one ahead", "[board]") {
  const auto [text, mover] = GENERATE(table<std::string_view, Mark>({
      {".........", Mark::x},
      {"X........", Mark::o},
      {"....X....", Mark::o},
      {"X...O....", Mark::x},
      {"XO..X....", Mark::o},
      {"XOXOXOOX.", Mark::x},
      {"XOXOXO...", Mark::x},
      {"XOXOXO.X.", Mark::o},
  }));
  INFO("board " << text);
  CHECK(side_to_move(board_of(text)) == mover);
}

TEST_CASE("legal moves are the empty cells, ascending, and none once the game is over", "[board]") {
  SECTION("the empty board offers every cell") {
    CHECK(legal_moves(kEmptyBoard) == std::vector<Cell>{0, 1, 2, 3, 4, 5, 6, 7, 8});
  }
  SECTION("a game in progress offers its empty cells") {
    CHECK(legal_moves(board_of("X...O....")) == std::vector<Cell>{1, 2, 3, 5, 6, 7, 8});
    CHECK(legal_moves(board_of("XOXOXOOX.")) == std::vector<Cell>{8});
    CHECK(legal_moves(board_of("..XO.X.O.")) == std::vector<Cell>{0, 1, 4, 6, 8});
  }
  SECTION("a won board offers nothing, even with empty cells") {
    CHECK(legal_moves(board_of("XXXOO....")).empty());
    CHECK(legal_moves(board_of("OOOXX.X..")).empty());
    CHECK(legal_moves(board_of("X.OXO.X..")).empty());
  }
  SECTION("a tied board offers nothing") { CHECK(legal_moves(board_of("XOXXOOOXX")).empty()); }
}

TEST_CASE("play puts the side to move's mark in the cell and changes nothing else", "[board]") {
  const Board first = play(kEmptyBoard, 4);
  CHECK(to_string(first) == "....X....");
  CHECK(to_string(kEmptyBoard) == ".........");  // taken by value

  const Board second = play(first, 0);
  CHECK(to_string(second) == "O...X....");
  CHECK(to_string(first) == "....X....");

  const Board third = play(second, 8);
  CHECK(to_string(third) == "O...X...X");
  CHECK(side_to_move(third) == Mark::o);

  const Board last = play(board_of("XOXOXOOX."), 8);
  CHECK(to_string(last) == "XOXOXOOXX");
  CHECK(outcome(last) == Outcome::x_wins);
}

TEST_CASE("board strings round-trip through parse_board and to_string", "[board]") {
  SECTION("'.' is an empty cell") {
    CHECK(board_of(".........") == kEmptyBoard);
    CHECK(to_string(kEmptyBoard) == ".........");
    const Board board = board_of("X.O......");
    CHECK(board[0] == 'X');
    CHECK(board[1] == kEmpty);
    CHECK(board[2] == 'O');
    for (std::size_t i = 3; i < board.size(); ++i) CHECK(board[i] == kEmpty);
  }
  SECTION("upper-case strings come back unchanged") {
    const auto text = GENERATE(as<std::string_view>{}, ".........", "X.O......", "XO.XO.X..", "XOXXOOOXX", "OXOXXXOOX");
    INFO("board " << text);
    CHECK(to_string(board_of(text)) == text);
  }
  SECTION("lower case is accepted and written back in upper case") {
    const auto [lower, upper] = GENERATE(table<std::string_view, std::string_view>({
        {"x.o......", "X.O......"},
        {"xOoX.....", "XOOX....."},
        {"xo.xo.x..", "XO.XO.X.."},
        {"xoxxoooxx", "XOXXOOOXX"},
    }));
    INFO("board " << lower);
    const Board board = board_of(lower);
    CHECK(board == board_of(upper));
    CHECK(to_string(board) == upper);
  }
}

TEST_CASE("parse_board reports each kind of bad board string", "[board]") {
  const auto [text, expected] = GENERATE(table<std::string_view, BoardError>({
      // not nine characters, whatever the characters are
      {"", BoardError::wrong_length},
      {"X", BoardError::wrong_length},
      {"........", BoardError::wrong_length},
      {"..........", BoardError::wrong_length},
      {"XOXOXOXOXO", BoardError::wrong_length},
      {"x.o.....-.", BoardError::wrong_length},
      // characters other than X, O, '.' in any case
      {"X.O.....-", BoardError::bad_character},
      {"X.O. ....", BoardError::bad_character},
      {"         ", BoardError::bad_character},
      {"0........", BoardError::bad_character},
      {"X.O....\t.", BoardError::bad_character},
      {"O-O......", BoardError::bad_character},  // before the counts
      // a byte outside ASCII whatever the length in bytes: nine fullwidth
      // characters, eight with an e-acute (nine bytes)
      {"\xef\xbc\xb8\xef\xbc\xaf\xef\xbc\x8e\xef\xbc\x8e\xef\xbc\x8e\xef\xbc\x8e\xef\xbc\x8e\xef\xbc\x8e\xef\xbc\x8e",
       BoardError::bad_character},
      {"\xc3\xa9.......", BoardError::bad_character},
      {"X.O.....\xc3\xa9", BoardError::bad_character},
      // counts that no game produces
      {"O........", BoardError::impossible_counts},
      {"OOX......", BoardError::impossible_counts},
      {"XX.......", BoardError::impossible_counts},
      {"XXXX.OO..", BoardError::impossible_counts},  // before the line
      // both sides hold a line
      {"XXXOOO...", BoardError::both_won},
      {"XO.XO.XO.", BoardError::both_won},
      // a move after the game was won
      {"XXXOO.O..", BoardError::play_after_win},  // X won, then O moved
      {"XXX.OO..O", BoardError::play_after_win},  // X won, then O moved
      {"OOOXX.X.X", BoardError::play_after_win},  // O won, then X moved
      {"XXOXO.OX.", BoardError::play_after_win},  // O won on 2-4-6, then X moved
  }));
  INFO("board string: \"" << text << '"');
  CHECK(error_of(text) == expected);
}

TEST_CASE("validate checks a Board's cells, counts and lines", "[board]") {
  SECTION("valid boards pass") {
    CHECK_FALSE(validate(kEmptyBoard).has_value());
    CHECK_FALSE(validate(board_of("XXXOO....")).has_value());
    CHECK_FALSE(validate(board_of("XOXXOOOXX")).has_value());
    CHECK_FALSE(validate(board_of("XXXXOOXOO")).has_value());  // two lines made by one move
  }
  SECTION("a cell must hold 'X', 'O' or kEmpty") {
    Board board = kEmptyBoard;
    board[4] = '.';
    CHECK(validate(board) == BoardError::bad_character);
    board[4] = 'x';
    CHECK(validate(board) == BoardError::bad_character);
    board[4] = '\0';
    CHECK(validate(board) == BoardError::bad_character);
  }
  SECTION("counts, lines and moves after a win") {
    Board board = kEmptyBoard;
    board[0] = 'O';
    CHECK(validate(board) == BoardError::impossible_counts);
    board[0] = 'X';
    board[1] = 'X';
    CHECK(validate(board) == BoardError::impossible_counts);
    CHECK(validate(Board{'X', 'X', 'X', 'O', 'O', 'O', ' ', ' ', ' '}) == BoardError::both_won);
    CHECK(validate(Board{'X', 'X', 'X', 'O', 'O', ' ', 'O', ' ', ' '}) == BoardError::play_after_win);
    CHECK(validate(Board{'O', 'O', 'O', 'X', 'X', ' ', 'X', ' ', 'X'}) == BoardError::play_after_win);
  }
}

// ===========================================================================
// Sets of cells, the line look-ups, and position indices

TEST_CASE("a CellSet holds cells as bits and reads them back ascending", "[board][cellset]") {
  CellSet set;
  CHECK(set.empty());
  CHECK(set.size() == 0);
  CHECK(set.cells().empty());
  for (const Cell cell : {8, 0, 4}) set.insert(cell);
  set.insert(4);  // again: no change
  CHECK_FALSE(set.empty());
  CHECK(set.size() == 3);
  CHECK(set.bits() == ((1U << 0U) | (1U << 4U) | (1U << 8U)));
  CHECK(set.cells() == std::vector<Cell>{0, 4, 8});
  CHECK(set.nth(0) == 0);
  CHECK(set.nth(1) == 4);
  CHECK(set.nth(2) == 8);
  std::vector<Cell> iterated;
  for (const Cell cell : set) iterated.push_back(cell);
  CHECK(iterated == std::vector<Cell>{0, 4, 8});
  for (Cell cell = 0; cell < kCellCount; ++cell) CHECK(set.contains(cell) == (cell == 0 || cell == 4 || cell == 8));
  CHECK(set == CellSet::of(std::array{4, 8, 0}));
  CHECK(set == CellSet::from_bits(set.bits()));
}

TEST_CASE("CellSet union, intersection and difference work cell by cell, and size counts every set",
          "[board][cellset]") {
  const auto corners = CellSet::of(std::array{0, 2, 6, 8});
  const auto diagonal = CellSet::of(std::array{0, 4, 8});
  CHECK((corners | diagonal).cells() == std::vector<Cell>{0, 2, 4, 6, 8});
  CHECK((corners & diagonal).cells() == std::vector<Cell>{0, 8});
  CHECK((corners - diagonal).cells() == std::vector<Cell>{2, 6});
  CHECK((diagonal - corners).cells() == std::vector<Cell>{4});
  // size() against a count of the bits, for every set of cells.
  for (unsigned bits = 0; bits < (1U << kCellCount); ++bits) {
    int expected = 0;
    for (unsigned rest = bits; rest != 0; rest >>= 1U) expected += static_cast<int>(rest & 1U);
    REQUIRE(CellSet::from_bits(bits).size() == expected);
    REQUIRE(CellSet::from_bits(bits).several() == (expected >= 2));
  }
}

TEST_CASE("holds_line and completing_cells agree with the eight lines for every set of cells", "[board][cellset]") {
  for (unsigned bits = 0; bits < (1U << kCellCount); ++bits) {
    const auto cells = CellSet::from_bits(bits);
    INFO("cells " << bits);
    bool holds = false;
    std::set<Cell> completing;
    for (const Line& line : kLines) {
      int held = 0;
      for (const Cell cell : line) held += cells.contains(cell) ? 1 : 0;
      holds = holds || held == kSide;
      if (held == kSide - 1) {
        for (const Cell cell : line) {
          if (!cells.contains(cell)) completing.insert(cell);
        }
      }
    }
    REQUIRE(holds_line(cells) == holds);
    REQUIRE(completing_cells(cells).cells() == std::vector<Cell>(completing.begin(), completing.end()));
  }
}

TEST_CASE("position_index numbers each of the 19,683 boards once, and board_at reads it back", "[board][index]") {
  STATIC_REQUIRE(kBoardCount == 19683);
  CHECK(position_index(kEmptyBoard) == 0);
  std::vector<bool> seen(kBoardCount);
  for (std::size_t index = 0; index < kBoardCount; ++index) {
    const Board board = board_at(index);
    REQUIRE(position_index(board) == index);
    REQUIRE_FALSE(seen[index]);
    seen[index] = true;
  }
  // One mark alone: its digit (X 1, O 2) times its cell's place value.
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    Board board = kEmptyBoard;
    board[static_cast<std::size_t>(cell)] = 'X';
    CHECK(position_index(board) == kPlaceValue[static_cast<std::size_t>(cell)]);
    board[static_cast<std::size_t>(cell)] = 'O';
    CHECK(position_index(board) == 2 * kPlaceValue[static_cast<std::size_t>(cell)]);
  }
  CHECK(kPlaceValue.front() == 6561);
  CHECK(kPlaceValue.back() == 1);
}

TEST_CASE("board_string_index reads a board string as parse_board does, without validate's checks", "[board][index]") {
  for (std::size_t index = 0; index < kBoardCount; ++index) {
    const std::string text = to_string(board_at(index));
    std::string lower = text;
    for (char& c : lower) c = static_cast<char>(c == 'X' ? 'x' : c == 'O' ? 'o' : c);
    REQUIRE(board_string_index(text) == index);
    REQUIRE(board_string_index(lower) == index);
  }
  for (const std::string_view bad : {"", "X", "X.O.....", "X.O.......", " X.O......", "X.O......\n"}) {
    INFO("'" << bad << "'");
    CHECK_FALSE(board_string_index(bad).has_value());
  }
  // A character parse_board rejects, in each cell in turn.
  for (const char c : std::string("-_ \t\r\n0XYZoO\x80\xff") + '\0') {
    if (c == 'X' || c == 'O' || c == 'o') continue;
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(kCellCount); ++cell) {
      std::string text(static_cast<std::size_t>(kCellCount), '.');
      text[cell] = c;
      INFO("'" << text << "'");
      CHECK_FALSE(board_string_index(text).has_value());
      CHECK(std::holds_alternative<BoardError>(parse_board(text)));
    }
  }
}

TEST_CASE("for_each_position visits the 5,478 positions of the game tree once each, with their indices",
          "[board][index]") {
  std::vector<Board> visited;
  for_each_position([&](const Board& board, std::size_t index) {
    CHECK(position_index(board) == index);
    visited.push_back(board);
  });
  // The same positions in the same order as the tests' own depth-first walk.
  CHECK(visited == tictactoe::test::reachable_positions());
  CHECK(visited.size() == 5478);
}

}  // namespace test_board
