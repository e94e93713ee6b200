// One game as the core keeps it (core::Game): playing, the order in which a
// move is checked, replaying a move record, undo by who sits at each mark,
// and the hint policy (core::hint).

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "support/boards.hpp"
#include "support/positions.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/game.hpp"
#include "tictactoe/perfect.hpp"
#include "tictactoe/solver.hpp"

namespace test_game {

using namespace tictactoe::core;
using tictactoe::test::board_of;
using tictactoe::test::reachable_positions;

namespace {

constexpr Seats kPeople{Seat::person, Seat::person};
constexpr Seats kPersonFirst{Seat::person, Seat::computer};    // you are X
constexpr Seats kComputerFirst{Seat::computer, Seat::person};  // you are O
constexpr Seats kComputers{Seat::computer, Seat::computer};

// The game `moves` make; they must all be playable.
Game game_of(const std::vector<Cell>& moves) {
  Game game;
  for (const Cell cell : moves) {
    INFO("playing " << cell);
    REQUIRE_FALSE(game.check(cell).has_value());
    game.play(cell);
  }
  return game;
}

// The replay of `moves`, which must fail.
ReplayError replay_error(const std::vector<Cell>& moves) {
  const auto replayed = Game::replay(moves);
  REQUIRE(std::holds_alternative<ReplayError>(replayed));
  return std::get<ReplayError>(replayed);
}

// The cells that complete a line of `mark`'s at once, worked out here.
std::vector<Cell> completing(const Board& board, Mark mark) {
  std::vector<Cell> cells;
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    if (board[static_cast<std::size_t>(cell)] != kEmpty) continue;
    Board next = board;
    next[static_cast<std::size_t>(cell)] = symbol(mark);
    const auto win = find_win(next);
    if (win && win->mark == mark) cells.push_back(cell);
  }
  return cells;
}

bool has(const std::vector<Cell>& cells, Cell cell) { return std::ranges::find(cells, cell) != cells.end(); }

}  // namespace

// ===========================================================================
// Playing

TEST_CASE("a new game is the empty board with X to move", "[game]") {
  const Game game;
  CHECK(game.board() == kEmptyBoard);
  CHECK(game.moves().empty());
  CHECK(game.outcome() == Outcome::in_progress);
  CHECK_FALSE(game.is_over());
  CHECK(game.side_to_move() == Mark::x);
}

TEST_CASE("play puts the side to move's mark in the cell and records the move", "[game]") {
  Game game;
  game.play(4);
  CHECK(to_string(game.board()) == "....X....");
  CHECK(game.moves() == std::vector<Cell>{4});
  CHECK(game.side_to_move() == Mark::o);
  game.play(0);
  CHECK(to_string(game.board()) == "O...X....");
  CHECK(game.moves() == std::vector<Cell>{4, 0});
  CHECK(game.side_to_move() == Mark::x);
  for (const Cell cell : {1, 3, 2}) game.play(cell);
  CHECK(to_string(game.board()) == "OXXOX....");
  CHECK(game.moves() == std::vector<Cell>{4, 0, 1, 3, 2});
  CHECK_FALSE(game.is_over());
  game.play(6);  // O completes the left column
  CHECK(game.outcome() == Outcome::o_wins);
  CHECK(game.is_over());
}

TEST_CASE("the game's board is always the moves played from the empty board", "[game]") {
  const std::vector<Cell> moves{0, 1, 2, 4, 3, 5, 7, 6, 8};  // a tie
  Game game;
  Board board = kEmptyBoard;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    INFO("move " << i);
    CHECK(game.side_to_move() == mover_of(i));
    CHECK(game.side_to_move() == side_to_move(board));
    game.play(moves[i]);
    board = play(board, moves[i]);
    CHECK(game.board() == board);
    CHECK(game.outcome() == outcome(board));
  }
  CHECK(game.outcome() == Outcome::tie);
}

TEST_CASE("mover_of gives X the even indexes and O the odd ones", "[game]") {
  STATIC_REQUIRE(mover_of(0) == Mark::x);
  STATIC_REQUIRE(mover_of(1) == Mark::o);
  STATIC_REQUIRE(mover_of(2) == Mark::x);
  STATIC_REQUIRE(mover_of(7) == Mark::o);
  STATIC_REQUIRE(mover_of(8) == Mark::x);
}

TEST_CASE("check says why a cell cannot be played: out of range, then game over, then taken", "[game]") {
  SECTION("a free cell of a game in progress may be played") {
    const Game game = game_of({4, 0});
    for (const Cell cell : {1, 2, 3, 5, 6, 7, 8}) CHECK_FALSE(game.check(cell).has_value());
  }
  SECTION("a cell outside 0-8 is out of range, whatever the game") {
    const auto moves = GENERATE(std::vector<Cell>{}, std::vector<Cell>{4, 0}, std::vector<Cell>{0, 3, 1, 4, 2});
    const Game game = game_of(moves);
    for (const Cell cell : {-1, 9, 10, -100, 1000}) {
      INFO("cell " << cell);
      CHECK(game.check(cell) == MoveError::out_of_range);
    }
  }
  SECTION("a taken cell of a game in progress is taken") {
    const Game game = game_of({4, 0});
    CHECK(game.check(4) == MoveError::taken);
    CHECK(game.check(0) == MoveError::taken);
  }
  SECTION("once the game is won or tied, every cell in range is game over, taken or free") {
    const auto moves = GENERATE(std::vector<Cell>{0, 3, 1, 4, 2},               // X wins the top row
                                std::vector<Cell>{0, 1, 2, 4, 3, 5, 7, 6, 8});  // a tie
    const Game game = game_of(moves);
    REQUIRE(game.is_over());
    for (Cell cell = 0; cell < kCellCount; ++cell) {
      INFO("cell " << cell);
      CHECK(game.check(cell) == MoveError::game_over);
    }
    CHECK(game.check(-1) == MoveError::out_of_range);
    CHECK(game.check(9) == MoveError::out_of_range);
  }
}

// ===========================================================================
// Replaying a move record

TEST_CASE("replay of a legal move record is the game those moves make", "[game]") {
  const auto moves = GENERATE(std::vector<Cell>{}, std::vector<Cell>{4}, std::vector<Cell>{4, 0, 8},
                              std::vector<Cell>{0, 3, 1, 4, 2}, std::vector<Cell>{0, 1, 2, 4, 3, 5, 7, 6, 8});
  const auto replayed = Game::replay(moves);
  REQUIRE(std::holds_alternative<Game>(replayed));
  const Game& game = std::get<Game>(replayed);
  const Game played = game_of(moves);
  CHECK(game.moves() == moves);
  CHECK(game.board() == played.board());
  CHECK(game.outcome() == played.outcome());
}

TEST_CASE("replay names the index of the first bad move and why it is bad", "[game]") {
  const auto [moves, expected] = GENERATE(table<std::vector<Cell>, ReplayError>({
      {{9}, {0, MoveError::out_of_range}},
      {{-1, 4}, {0, MoveError::out_of_range}},
      {{4, 9}, {1, MoveError::out_of_range}},
      {{4, 4}, {1, MoveError::taken}},
      {{4, 0, 4}, {2, MoveError::taken}},
      {{4, 0, 0, 0}, {2, MoveError::taken}},                        // the first bad one, not a later one
      {{0, 3, 1, 4, 2, 5}, {5, MoveError::game_over}},              // X won with the fifth move
      {{0, 3, 1, 4, 2, 0}, {5, MoveError::game_over}},              // over before taken
      {{0, 3, 1, 4, 2, 9}, {5, MoveError::out_of_range}},           // out of range before over
      {{0, 1, 2, 4, 3, 5, 7, 6, 8, 0}, {9, MoveError::game_over}},  // after a tie
  }));
  INFO("moves: " << Catch::Detail::stringify(moves));
  CHECK(replay_error(moves) == expected);
}

// ===========================================================================
// Undo

TEST_CASE("Game::undo between two people takes back one move at a time", "[game][undo]") {
  Game game = game_of({4, 0, 8});
  CHECK(game.undo(kPeople) == std::vector<TakenBack>{{Mark::x, 8}});
  CHECK(game.moves() == std::vector<Cell>{4, 0});
  CHECK(to_string(game.board()) == "O...X....");
  CHECK(game.side_to_move() == Mark::x);
  CHECK(game.undo(kPeople) == std::vector<TakenBack>{{Mark::o, 0}});
  CHECK(game.side_to_move() == Mark::o);
  CHECK(game.undo(kPeople) == std::vector<TakenBack>{{Mark::x, 4}});
  CHECK(game.board() == kEmptyBoard);
  CHECK(game.moves().empty());
  SECTION("with nothing played, nothing is taken back") {
    CHECK(game.undo(kPeople).empty());
    CHECK(game.board() == kEmptyBoard);
  }
}

TEST_CASE("Game::undo against the computer takes back its reply and your move", "[game][undo]") {
  SECTION("you play X: your move and the reply go, and you are to move again") {
    Game game = game_of({0, 4, 8, 2});
    CHECK(game.undo(kPersonFirst) == std::vector<TakenBack>{{Mark::o, 2}, {Mark::x, 8}});
    CHECK(game.moves() == std::vector<Cell>{0, 4});
    CHECK(game.side_to_move() == Mark::x);
    CHECK(game.undo(kPersonFirst) == std::vector<TakenBack>{{Mark::o, 4}, {Mark::x, 0}});
    CHECK(game.board() == kEmptyBoard);
    CHECK(game.undo(kPersonFirst).empty());
  }
  SECTION("you play X and the computer has not replied: only your move goes") {
    Game game = game_of({0, 4, 8});
    CHECK(game.undo(kPersonFirst) == std::vector<TakenBack>{{Mark::x, 8}});
    CHECK(game.moves() == std::vector<Cell>{0, 4});
  }
  SECTION("you play O: the computer's opening is never taken back") {
    Game game = game_of({4});
    CHECK(game.undo(kComputerFirst).empty());
    CHECK(game.moves() == std::vector<Cell>{4});
    game = game_of({4, 0, 8});
    CHECK(game.undo(kComputerFirst) == std::vector<TakenBack>{{Mark::x, 8}, {Mark::o, 0}});
    CHECK(game.moves() == std::vector<Cell>{4});
    CHECK(game.side_to_move() == Mark::o);
    CHECK(game.undo(kComputerFirst).empty());
    CHECK(game.moves() == std::vector<Cell>{4});
  }
}

TEST_CASE("Game::undo against a remote player takes back their moves with yours, as the computer's", "[game][undo]") {
  constexpr Seats kHereFirst{Seat::person, Seat::remote};   // you are X, the other player elsewhere
  constexpr Seats kThereFirst{Seat::remote, Seat::person};  // they are X
  Game game = game_of({0, 4, 8, 2});
  CHECK(game.undo(kHereFirst) == std::vector<TakenBack>{{Mark::o, 2}, {Mark::x, 8}});
  CHECK(game.side_to_move() == Mark::x);
  game = game_of({4});
  CHECK(game.undo(kThereFirst).empty());  // their opening: no move of yours to take back
  CHECK(game.moves() == std::vector<Cell>{4});
  constexpr Seats kElsewhere{Seat::remote, Seat::remote};
  game = game_of({4, 0, 8});
  CHECK(game.undo(kElsewhere).empty());
  CHECK(game.moves() == std::vector<Cell>{4, 0, 8});
}

TEST_CASE("Game::undo between computers takes nothing back", "[game][undo]") {
  const auto moves = GENERATE(std::vector<Cell>{}, std::vector<Cell>{4}, std::vector<Cell>{4, 0, 8},
                              std::vector<Cell>{0, 1, 2, 4, 3, 5, 7, 6, 8});
  Game game = game_of(moves);
  const Board before = game.board();
  CHECK(game.undo(kComputers).empty());
  CHECK(game.moves() == moves);
  CHECK(game.board() == before);
}

TEST_CASE("Game::undo on a finished game reopens it", "[game][undo]") {
  SECTION("between two people, the winning move goes and the game is in progress") {
    Game game = game_of({0, 3, 1, 4, 2});
    REQUIRE(game.outcome() == Outcome::x_wins);
    CHECK(game.undo(kPeople) == std::vector<TakenBack>{{Mark::x, 2}});
    CHECK(game.outcome() == Outcome::in_progress);
    CHECK_FALSE(game.is_over());
    CHECK(game.side_to_move() == Mark::x);
    CHECK_FALSE(game.check(2).has_value());
    game.play(5);  // another move instead
    CHECK(to_string(game.board()) == "XX.OOX...");
  }
  SECTION("a tie between two people") {
    Game game = game_of({0, 1, 2, 4, 3, 5, 7, 6, 8});
    REQUIRE(game.outcome() == Outcome::tie);
    CHECK(game.undo(kPeople) == std::vector<TakenBack>{{Mark::x, 8}});
    CHECK(game.outcome() == Outcome::in_progress);
    CHECK(game.check(8) == std::nullopt);
  }
  SECTION("the computer's win and your move before it go") {
    Game game = game_of({0, 4, 1, 2, 8, 6});  // O (the computer) wins 2-4-6
    REQUIRE(game.outcome() == Outcome::o_wins);
    CHECK(game.undo(kPersonFirst) == std::vector<TakenBack>{{Mark::o, 6}, {Mark::x, 8}});
    CHECK(game.outcome() == Outcome::in_progress);
    CHECK(game.side_to_move() == Mark::x);
  }
  SECTION("your own winning move goes alone") {
    Game game = game_of({0, 3, 1, 4, 2});  // X (you) win the top row
    CHECK(game.undo(kPersonFirst) == std::vector<TakenBack>{{Mark::x, 2}});
    CHECK(game.moves() == std::vector<Cell>{0, 3, 1, 4});
    CHECK_FALSE(game.is_over());
  }
}

// ===========================================================================
// The hint

namespace {

// How many plies the game lasts after `cell` is played on `board`, under
// best play.
int plies_after(const Board& board, Cell cell) { return solution().plies(play(board, cell)); }

}  // namespace

TEST_CASE("the hint names the solver's value and best cells, and the cells to play, in every position",
          "[game][hint]") {
  long checked = 0;
  long immediate = 0;
  long slower_wins_too = 0;
  long lost = 0;
  long preferred_first = 0;
  for (const Board& board : reachable_positions()) {
    if (outcome(board) != Outcome::in_progress) continue;
    INFO("board " << to_string(board));
    ++checked;
    const Hint given = hint(board);
    const Analysis analysis = analyze(board);
    CHECK(given.value == analysis.value);
    CHECK(given.value == solution().value(board));
    CHECK(given.best == analysis.best_cells);
    REQUIRE_FALSE(given.named.empty());
    CHECK(std::ranges::is_sorted(given.named));
    CHECK(std::ranges::is_sorted(given.others));
    for (const Cell cell : given.named) CHECK(has(given.best, cell));
    for (const Cell cell : given.others) CHECK((has(given.best, cell) && !has(given.named, cell)));
    // An immediate win is named alone, before any slower one.
    const std::vector<Cell> wins = completing(board, side_to_move(board));
    CHECK((given.reason == HintReason::wins_now) == !wins.empty());
    if (!wins.empty()) {
      ++immediate;
      CHECK(given.value == Value::win);
      CHECK(given.named == wins);
      CHECK(given.others.empty());
      if (given.best != wins) ++slower_wins_too;
    } else if (given.value == Value::loss) {
      ++lost;  // see the next test
    } else {
      // The perfect level's cells first, then every other cell that keeps
      // the win or the draw.
      CHECK(given.named == perfect_candidates(board)->cells);
      std::vector<Cell> all = given.named;
      all.insert(all.end(), given.others.begin(), given.others.end());
      std::ranges::sort(all);
      CHECK(all == given.best);
      const bool won = given.value == Value::win;
      const HintReason alike = won ? HintReason::win : HintReason::draw;
      const HintReason preferred = won ? HintReason::fastest_win : HintReason::chances;
      CHECK(given.reason == (given.others.empty() ? alike : preferred));
      if (!given.others.empty()) ++preferred_first;
      // A faster win is named first only when it is faster.
      if (given.reason == HintReason::fastest_win) {
        for (const Cell cell : given.others) CHECK(plies_after(board, cell) > plies_after(board, given.named.front()));
      }
    }
  }
  CHECK(checked == 4520);
  CHECK(immediate == 2358);
  CHECK(lost == 632);
  // Positions where naming every best cell would name slower wins too.
  CHECK(slower_wins_too > 0);
  CHECK(preferred_first == 16 + 241);  // fastest wins, and draws with the most chances for the opponent
}

TEST_CASE("a hint in a lost position never says one move holds out longer than another that loses as fast",
          "[game][hint]") {
  // Issue 19: after 5 2 1 9 7 the hint said "3 or 4 hold out longest",
  // though every reply loses on the next move.
  long lost = 0;
  long blocks = 0;
  long hold_out = 0;
  long as_fast = 0;
  for (const Board& board : reachable_positions()) {
    if (outcome(board) != Outcome::in_progress || solution().value(board) != Value::loss) continue;
    INFO("board " << to_string(board));
    ++lost;
    const Hint given = hint(board);
    const std::vector<Cell> moves = legal_moves(board);
    REQUIRE(given.best == moves);  // every move loses
    const std::vector<Cell> threats = completing(board, opponent(side_to_move(board)));
    switch (given.reason) {
      case HintReason::blocks:
        // Two ways or more to win at once: whatever is played, the
        // opponent wins on its next move; the named cells are those ways.
        ++blocks;
        CHECK(threats.size() >= 2);
        CHECK(given.named == threats);
        for (const Cell cell : moves) CHECK(plies_after(board, cell) == 1);
        break;
      case HintReason::hold_out:
        // The named cells all last as long, and longer than every other.
        ++hold_out;
        CHECK(threats.size() < 2);
        CHECK(given.named.size() < moves.size());
        for (const Cell cell : moves) {
          const bool longest = plies_after(board, cell) == plies_after(board, given.named.front());
          CHECK(has(given.named, cell) == longest);
          if (!longest) CHECK(plies_after(board, cell) < plies_after(board, given.named.front()));
        }
        break;
      case HintReason::as_fast:
        // Every move lasts as long: no claim about holding out.
        ++as_fast;
        CHECK(threats.size() < 2);
        for (const Cell cell : moves) CHECK(plies_after(board, cell) == plies_after(board, moves.front()));
        CHECK(given.named == perfect_candidates(board)->cells);
        break;
      default: FAIL("a lost position's hint has a loss's reason");
    }
  }
  CHECK(lost == 632);
  CHECK(blocks == 444 + 64);  // two ways to win, and three
  CHECK(hold_out == 116);
  CHECK(as_fast == 8);
}

TEST_CASE("after 5 2 1 9 7 the hint says X has two ways to win, and 3 or 4 blocks one", "[game][hint]") {
  const Board board = board_of("XO..X.X.O");
  const Hint given = hint(board);
  CHECK(given.value == Value::loss);
  CHECK(given.reason == HintReason::blocks);
  CHECK(given.named == std::vector<Cell>{2, 3});
}

TEST_CASE("on the empty board the hint names the perfect level's corners first, then the other cells", "[game][hint]") {
  const Hint given = hint(kEmptyBoard);
  CHECK(given.value == Value::draw);
  CHECK(given.reason == HintReason::chances);
  CHECK(given.named == std::vector<Cell>{0, 2, 6, 8});
  CHECK(given.others == std::vector<Cell>{1, 3, 4, 5, 7});
}

TEST_CASE("a trap is announced as a draw to a person, and as a trap between computers", "[game][perfect]") {
  CHECK(announced(Rule::trap, Seat::person) == Rule::draw);
  CHECK(announced(Rule::trap, Seat::remote) == Rule::draw);  // a person elsewhere is not told either
  CHECK(announced(Rule::trap, Seat::computer) == Rule::trap);
  for (const Rule rule : {Rule::win, Rule::forced_win, Rule::draw, Rule::hold_out, Rule::center}) {
    CHECK(announced(rule, Seat::person) == rule);
    CHECK(announced(rule, Seat::computer) == rule);
  }
}

TEST_CASE("the hint takes the win at once rather than a slower win", "[game][hint]") {
  // X at 1 and 5 (cells 0 and 4), O at 2 and 3 (cells 1 and 2): X wins at
  // once on 9 (cell 8); cells 3 and 6 also win, a move later.
  const Board board = board_of("XOO.X....");
  const Hint given = hint(board);
  CHECK(given.value == Value::win);
  CHECK(given.reason == HintReason::wins_now);
  CHECK(given.named == std::vector<Cell>{8});
  CHECK(has(given.best, 8));
  CHECK(given.best.front() != 8);
}

TEST_CASE("the hint in a lost position blocks, and in a drawn one names every drawing cell", "[game][hint]") {
  SECTION("O to move, X threatens 2 (cell 1) and 6 (cell 5): the hint blocks one") {
    const Hint given = hint(board_of("X.X.O.O.X"));
    CHECK(given.value == Value::loss);
    CHECK(given.reason != HintReason::wins_now);
    CHECK(given.best == std::vector<Cell>{1, 3, 5, 7});
    CHECK(given.named == std::vector<Cell>{1, 5});
  }
  SECTION("O to move after X's corner: only the center draws") {
    const Hint given = hint(board_of("X........"));
    CHECK(given.value == Value::draw);
    CHECK(given.best == std::vector<Cell>{4});
    CHECK(given.named == std::vector<Cell>{4});
  }
  SECTION("O to move after X's center: the four corners draw") {
    const Hint given = hint(board_of("....X...."));
    CHECK(given.value == Value::draw);
    CHECK(given.named == std::vector<Cell>{0, 2, 6, 8});
  }
  SECTION("with both sides threatening, the side to move wins rather than blocks") {
    // O to move: X threatens 3 (cell 2) on the top row, O completes the
    // middle row on 6 (cell 5).
    const Board board = board_of("XX.OO...X");
    REQUIRE(side_to_move(board) == Mark::o);
    const Hint given = hint(board);
    CHECK(given.value == Value::win);
    CHECK(given.reason == HintReason::wins_now);
    CHECK(given.named == std::vector<Cell>{5});
  }
}

}  // namespace test_game
