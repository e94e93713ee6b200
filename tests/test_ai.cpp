// The computer player. The rule orders are checked in every reachable
// position against expectations computed here from kLines, and the hard
// level's "never loses" is checked over every game it can reach: every
// tie-break it might take against every reply.

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "support/boards.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace test_ai {

using namespace tictactoe::core;
using tictactoe::test::board_of;

namespace {

// The content of a cell, read here rather than asked of the library.
char held(const Board& board, Cell cell) { return board[static_cast<std::size_t>(cell)]; }

// The mark to move, from the counts (X first), worked out here rather than
// asked of the library.
char mover(const Board& board) {
  const auto xs = std::count(board.begin(), board.end(), 'X');
  const auto os = std::count(board.begin(), board.end(), 'O');
  return xs == os ? 'X' : 'O';
}

char other(char mark) { return mark == 'X' ? 'O' : 'X'; }

// The empty cells that would complete a line for `mark`: a line with two of
// `mark` and one empty cell. Ascending, no repeats.
std::vector<Cell> completing(const Board& board, char mark) {
  std::set<Cell> cells;
  for (const Line& line : kLines) {
    int mine = 0;
    int empties = 0;
    Cell empty = -1;
    for (const Cell c : line) {
      if (held(board, c) == mark) ++mine;
      if (held(board, c) == kEmpty) {
        ++empties;
        empty = c;
      }
    }
    if (mine == 2 && empties == 1) cells.insert(empty);
  }
  return {cells.begin(), cells.end()};
}

// The empty cells among `among`, ascending.
std::vector<Cell> free_among(const Board& board, std::vector<Cell> among) {
  std::vector<Cell> cells;
  for (const Cell c : among) {
    if (held(board, c) == kEmpty) cells.push_back(c);
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

std::vector<Cell> free_cells(const Board& board) { return free_among(board, {0, 1, 2, 3, 4, 5, 6, 7, 8}); }

bool contains(const std::vector<Cell>& cells, Cell cell) {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

bool is_ascending_unique(const std::vector<Cell>& cells) {
  return std::adjacent_find(cells.begin(), cells.end(), [](Cell a, Cell b) { return a >= b; }) == cells.end();
}

void collect(const Board& board, std::set<Board>& seen) {
  if (!seen.insert(board).second) return;
  for (const Cell cell : legal_moves(board)) collect(play(board, cell), seen);
}

// Every position reachable from the empty board (5,478), walked once.
const std::vector<Board>& reachable() {
  static const std::vector<Board> positions = [] {
    std::set<Board> seen;
    collect(kEmptyBoard, seen);
    return std::vector<Board>(seen.begin(), seen.end());
  }();
  return positions;
}

bool in_progress(const Board& board) { return outcome(board) == Outcome::in_progress; }

// ---------------------------------------------------------------------------
// Sweeps over every game the hard level can reach.

struct Sweep {
  long games = 0;
  long x_wins = 0;
  long o_wins = 0;
  long ties = 0;
  long hard_turns = 0;
  long losses = 0;
  long bad_turns = 0;  // a hard turn whose candidates or chosen move were wrong
  std::string first_loss;
  std::string first_bad_turn;
};

// Checks one hard turn; returns its candidate cells (empty if it was bad).
std::vector<Cell> hard_turn(const Board& board, std::mt19937& rng, Sweep& sweep) {
  ++sweep.hard_turns;
  const auto candidates = candidate_moves(board, Difficulty::hard);
  const auto chosen = choose_move(board, Difficulty::hard, rng);
  const std::vector<Cell> wins = completing(board, mover(board));
  const std::vector<Cell> free = free_cells(board);
  const bool good =
      candidates && !candidates->cells.empty() && is_ascending_unique(candidates->cells) &&
      std::all_of(candidates->cells.begin(), candidates->cells.end(), [&](Cell c) { return contains(free, c); }) &&
      chosen && contains(candidates->cells, chosen->cell) && chosen->rule == candidates->rule &&
      (wins.empty() || (candidates->rule == Rule::win && candidates->cells == wins));
  if (!good) {
    ++sweep.bad_turns;
    if (sweep.first_bad_turn.empty()) sweep.first_bad_turn = to_string(board);
    return {};
  }
  return candidates->cells;
}

// Every game from `board` where the sides in `hard` follow the hard level
// (trying every cell it names) and the others play every legal move.
void sweep_games(const Board& board, std::array<bool, 2> hard, std::mt19937& rng, Sweep& sweep) {
  const Outcome result = outcome(board);
  if (result != Outcome::in_progress) {
    ++sweep.games;
    if (result == Outcome::tie) {
      ++sweep.ties;
      return;
    }
    const bool x_won = result == Outcome::x_wins;
    ++(x_won ? sweep.x_wins : sweep.o_wins);
    if ((x_won && hard[1]) || (!x_won && hard[0])) {
      ++sweep.losses;
      if (sweep.first_loss.empty()) sweep.first_loss = to_string(board);
    }
    return;
  }
  const bool hard_to_move = mover(board) == 'X' ? hard[0] : hard[1];
  const std::vector<Cell> moves = hard_to_move ? hard_turn(board, rng, sweep) : legal_moves(board);
  for (const Cell cell : moves) sweep_games(play(board, cell), hard, rng, sweep);
}

Sweep sweep_from_empty(std::array<bool, 2> hard) {
  std::mt19937 rng(2024);
  Sweep sweep;
  sweep_games(kEmptyBoard, hard, rng, sweep);
  return sweep;
}

}  // namespace

TEST_CASE("medium plays win, block, center, corner, side in every reachable position", "[ai]") {
  REQUIRE(reachable().size() == 5478);
  long checked = 0;
  long wins = 0, blocks = 0, centers = 0, corners = 0, sides = 0;
  for (const Board& board : reachable()) {
    INFO("board " << to_string(board));
    const auto candidates = candidate_moves(board, Difficulty::medium);
    if (!in_progress(board)) {
      CHECK_FALSE(candidates.has_value());
      continue;
    }
    ++checked;
    const char me = mover(board);
    Rule rule = Rule::side;
    std::vector<Cell> cells = completing(board, me);
    if (!cells.empty()) {
      rule = Rule::win;
      ++wins;
    } else if (cells = completing(board, other(me)); !cells.empty()) {
      rule = Rule::block;
      ++blocks;
    } else if (cells = free_among(board, {4}); !cells.empty()) {
      rule = Rule::center;
      ++centers;
    } else if (cells = free_among(board, {0, 2, 6, 8}); !cells.empty()) {
      rule = Rule::corner;
      ++corners;
    } else {
      cells = free_among(board, {1, 3, 5, 7});
      ++sides;
    }
    REQUIRE(candidates.has_value());
    CHECK(candidates->rule == rule);
    CHECK(candidates->cells == cells);
  }
  CHECK(checked == 4520);
  // How often each rule decides, over the 4,520 positions with a move.
  CHECK(wins == 2358);
  CHECK(blocks == 1484);
  CHECK(centers == 469);
  CHECK(corners == 189);
  CHECK(sides == 20);
}

TEST_CASE("easy takes an immediate win, otherwise names every free cell", "[ai]") {
  long checked = 0;
  long wins = 0;
  for (const Board& board : reachable()) {
    INFO("board " << to_string(board));
    const auto candidates = candidate_moves(board, Difficulty::easy);
    if (!in_progress(board)) {
      CHECK_FALSE(candidates.has_value());
      continue;
    }
    ++checked;
    REQUIRE(candidates.has_value());
    const std::vector<Cell> win_cells = completing(board, mover(board));
    if (!win_cells.empty()) {
      ++wins;
      CHECK(candidates->rule == Rule::win);
      CHECK(candidates->cells == win_cells);
    } else {
      CHECK(candidates->rule == Rule::random);
      CHECK(candidates->cells == free_cells(board));
    }
  }
  CHECK(checked == 4520);
  CHECK(wins == 2358);
}

TEST_CASE("hard wins or blocks at once whenever it can, and names only free cells", "[ai]") {
  long checked = 0;
  for (const Board& board : reachable()) {
    if (!in_progress(board)) {
      CHECK_FALSE(candidate_moves(board, Difficulty::hard).has_value());
      continue;
    }
    ++checked;
    INFO("board " << to_string(board));
    const auto candidates = candidate_moves(board, Difficulty::hard);
    REQUIRE(candidates.has_value());
    REQUIRE_FALSE(candidates->cells.empty());
    CHECK(is_ascending_unique(candidates->cells));
    const std::vector<Cell> free = free_cells(board);
    for (const Cell cell : candidates->cells) CHECK(contains(free, cell));

    const char me = mover(board);
    const std::vector<Cell> wins = completing(board, me);
    const std::vector<Cell> blocks = completing(board, other(me));
    if (!wins.empty()) {
      CHECK(candidates->rule == Rule::win);
      CHECK(candidates->cells == wins);
    } else if (!blocks.empty()) {
      CHECK(candidates->rule == Rule::block);
      CHECK(candidates->cells == blocks);
    } else {
      CHECK(candidates->rule != Rule::win);
      CHECK(candidates->rule != Rule::block);
      CHECK(candidates->rule != Rule::random);
    }
  }
  CHECK(checked == 4520);
}

TEST_CASE("hard never loses, whichever tie-break it takes and however the opponent replies", "[ai]") {
  // Measured: every tie-break branch of hard as X against every reply, and
  // as O against every X line.
  const auto [hard_mark, games, wins, ties, hard_turns] = GENERATE(table<Mark, long, long, long, long>({
      {Mark::x, 408, 392, 16, 369},
      {Mark::o, 1312, 992, 320, 1541},
  }));
  const bool as_x = hard_mark == Mark::x;
  const Sweep sweep = sweep_from_empty({as_x, !as_x});
  const long hard_wins = as_x ? sweep.x_wins : sweep.o_wins;
  const long opponent_wins = as_x ? sweep.o_wins : sweep.x_wins;
  INFO("hard plays " << (as_x ? "X" : "O") << ": games " << sweep.games << " (hard wins " << hard_wins << ", ties "
                     << sweep.ties << ", the opponent wins " << opponent_wins << "), hard turns " << sweep.hard_turns);
  INFO("first lost game: " << sweep.first_loss << "; first bad hard turn: " << sweep.first_bad_turn);
  REQUIRE(sweep.games > 0);
  REQUIRE(sweep.hard_turns > 0);
  CHECK(sweep.losses == 0);
  CHECK(opponent_wins == 0);
  CHECK(sweep.bad_turns == 0);
  CHECK(sweep.games == games);
  CHECK(hard_wins == wins);
  CHECK(sweep.ties == ties);
  CHECK(sweep.hard_turns == hard_turns);
}

TEST_CASE("hard against hard is always a tie, over every tie-break", "[ai]") {
  const Sweep sweep = sweep_from_empty({true, true});
  INFO("games " << sweep.games << ", hard turns " << sweep.hard_turns << "; first decided game: " << sweep.first_loss
                << "; first bad hard turn: " << sweep.first_bad_turn);
  REQUIRE(sweep.games > 0);
  CHECK(sweep.x_wins == 0);
  CHECK(sweep.o_wins == 0);
  CHECK(sweep.ties == sweep.games);
  CHECK(sweep.bad_turns == 0);
  // Measured: X takes the center, O any corner, and so on to 16 ties.
  CHECK(sweep.games == 16);
  CHECK(sweep.hard_turns == 58);
}

TEST_CASE("medium can be beaten only by a player who moves first, as README says", "[ai]") {
  // Every move of a person against every tie-break of medium: games the
  // person wins, and games in all.
  std::function<std::pair<int, int>(const Board&, Mark)> person_wins = [&](const Board& board, Mark person) {
    if (outcome(board) != Outcome::in_progress) {
      const auto win = find_win(board);
      return std::pair{win && win->mark == person ? 1 : 0, 1};
    }
    const std::vector<Cell> cells =
        side_to_move(board) == person ? legal_moves(board) : candidate_moves(board, Difficulty::medium)->cells;
    std::pair<int, int> sum{0, 0};
    for (const Cell cell : cells) {
      const auto [wins, games] = person_wins(play(board, cell), person);
      sum.first += wins;
      sum.second += games;
    }
    return sum;
  };
  const auto [first_wins, first_games] = person_wins(kEmptyBoard, Mark::x);
  const auto [second_wins, second_games] = person_wins(kEmptyBoard, Mark::o);
  // Measured: 64 of 1624 games won moving first, none of 472 moving second.
  CHECK(first_wins == 64);
  CHECK(first_games == 1624);
  CHECK(second_wins == 0);
  CHECK(second_games == 472);
}

TEST_CASE("hard follows the Newell-Simon rules in textbook positions", "[ai]") {
  const auto [text, rule, cells] = GENERATE(table<std::string_view, Rule, std::vector<Cell>>({
      // X corner, O center, X opposite corner: a corner for O lets X fork,
      // so O must make a two in a row along a side.
      {"X...O...X", Rule::block_fork, {1, 3, 5, 7}},
      {"..X.O.X..", Rule::block_fork, {1, 3, 5, 7}},
      // Center first; O answers a corner with the center.
      {".........", Rule::center, {4}},
      {"X........", Rule::center, {4}},
      // O answers the center with any corner.
      {"....X....", Rule::corner, {0, 2, 6, 8}},
      // X answers O's corner with the opposite corner.
      {"O...X....", Rule::opposite_corner, {8}},
      {"..O.X....", Rule::opposite_corner, {6}},
      // X at 0 and 4, O at 1 and 8: 3 (row 1 + column 0) and 6 (column 0 +
      // diagonal 2-4-6) each make two lines needing one more X.
      {"XO..X...O", Rule::fork, {3, 6}},
      // Win beats block; block beats everything else.
      {"XX.OO....", Rule::win, {2}},
      {"XX..O....", Rule::block, {2}},
  }));
  INFO("board " << text);
  const auto candidates = candidate_moves(board_of(text), Difficulty::hard);
  REQUIRE(candidates.has_value());
  CHECK(candidates->rule == rule);
  CHECK(candidates->cells == cells);
}

TEST_CASE("choose_move replays exactly from the same seed", "[ai]") {
  const auto difficulty = GENERATE(from_range(tictactoe::test::all_levels()));
  INFO("difficulty " << name(difficulty));
  for (std::mt19937::result_type seed = 0; seed < 50; ++seed) {
    INFO("seed " << seed);
    // A whole game where the level plays both sides, from one generator.
    const auto game = [&] {
      std::mt19937 rng(seed);
      std::vector<Move> moves;
      Board board = kEmptyBoard;
      while (const auto move = choose_move(board, difficulty, rng)) {
        REQUIRE(contains(legal_moves(board), move->cell));
        moves.push_back(*move);
        board = play(board, move->cell);
      }
      CHECK_FALSE(in_progress(board));
      return moves;
    };
    const std::vector<Move> first = game();
    const std::vector<Move> second = game();
    CHECK(first.size() >= 5);
    CHECK(first == second);
  }
}

TEST_CASE("choose_move returns nullopt on a finished board", "[ai]") {
  const auto difficulty = GENERATE(from_range(tictactoe::test::all_levels()));
  const auto text = GENERATE(as<std::string_view>{}, "XXXOO....", "OOOXX...X", "XOXXOOOXX", "XOXOXOOXX");
  INFO("difficulty " << name(difficulty) << ", board " << text);
  std::mt19937 rng(7);
  CHECK_FALSE(choose_move(board_of(text), difficulty, rng).has_value());
  CHECK_FALSE(candidate_moves(board_of(text), difficulty).has_value());
}

TEST_CASE("choose_move always picks one of candidate_moves' cells, with its rule", "[ai]") {
  const auto difficulty = GENERATE(from_range(tictactoe::test::all_levels()));
  INFO("difficulty " << name(difficulty));
  std::mt19937 rng(12345);
  long checked = 0;
  long outside = 0;
  std::string first_failure;
  for (const Board& board : reachable()) {
    const auto candidates = candidate_moves(board, difficulty);
    for (int draw = 0; draw < 2; ++draw) {
      const auto move = choose_move(board, difficulty, rng);
      const bool good = candidates ? move && contains(candidates->cells, move->cell) && move->rule == candidates->rule
                                   : !move.has_value();
      ++checked;
      if (!good) {
        ++outside;
        if (first_failure.empty()) first_failure = to_string(board);
      }
    }
  }
  INFO("first failing board: " << first_failure);
  CHECK(checked == 2 * 5478);
  CHECK(outside == 0);
}

TEST_CASE("easy on the empty board chooses every cell over many seeds", "[ai]") {
  std::array<int, kCellCount> chosen{};
  constexpr int kSeeds = 300;
  for (std::mt19937::result_type seed = 0; seed < kSeeds; ++seed) {
    std::mt19937 rng(seed);
    const auto move = choose_move(kEmptyBoard, Difficulty::easy, rng);
    REQUIRE(move.has_value());
    REQUIRE(move->cell >= 0);
    REQUIRE(move->cell < kCellCount);
    CHECK(move->rule == Rule::random);
    ++chosen[static_cast<std::size_t>(move->cell)];
  }
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    INFO("cell " << cell);
    CHECK(chosen[static_cast<std::size_t>(cell)] > 0);
  }
  // One generator over many calls spreads its picks too.
  std::array<int, kCellCount> from_one{};
  std::mt19937 rng(99);
  for (int i = 0; i < kSeeds; ++i) {
    const auto move = choose_move(kEmptyBoard, Difficulty::easy, rng);
    REQUIRE(move.has_value());
    ++from_one[static_cast<std::size_t>(move->cell)];
  }
  CHECK(std::count(from_one.begin(), from_one.end(), 0) == 0);
}

TEST_CASE("rules and levels have their machine tokens", "[ai]") {
  const auto [rule, expected] = GENERATE(table<Rule, std::string_view>({
      {Rule::win, "win"},
      {Rule::block, "block"},
      {Rule::fork, "fork"},
      {Rule::block_fork, "block fork"},
      {Rule::center, "center"},
      {Rule::opposite_corner, "opposite corner"},
      {Rule::corner, "corner"},
      {Rule::side, "side"},
      {Rule::random, "random"},
      {Rule::forced_win, "forced win"},
      {Rule::trap, "trap"},
      {Rule::draw, "draw"},
      {Rule::hold_out, "hold out"},
  }));
  CHECK(name(rule) == expected);
  CHECK(name(Difficulty::easy) == "easy");
  CHECK(name(Difficulty::medium) == "medium");
  CHECK(name(Difficulty::hard) == "hard");
  CHECK(name(Difficulty::perfect) == "perfect");
}

TEST_CASE("parse_difficulty reads back each level's name and nothing else", "[ai]") {
  SECTION("each name round-trips") {
    const auto difficulty = GENERATE(from_range(tictactoe::test::all_levels()));
    INFO("difficulty " << name(difficulty));
    CHECK(parse_difficulty(name(difficulty)) == difficulty);
  }
  SECTION("the exact lower-case names parse") {
    CHECK(parse_difficulty("easy") == Difficulty::easy);
    CHECK(parse_difficulty("medium") == Difficulty::medium);
    CHECK(parse_difficulty("hard") == Difficulty::hard);
    CHECK(parse_difficulty("perfect") == Difficulty::perfect);
  }
  SECTION("anything else is rejected") {
    const auto text = GENERATE(as<std::string_view>{}, "Hard", "", "expert", "HARD", "hard ", " easy", "med", "mediumm",
                               "1", "Perfect", "perfectly");
    INFO("text \"" << text << '"');
    CHECK_FALSE(parse_difficulty(text).has_value());
  }
}

TEST_CASE("kLevels lists each level once, weakest first, with its token and rule order", "[ai]") {
  // Weakest first, in the order of Difficulty: easy first, perfect (the
  // solver, which never loses) last.
  CHECK(kLevels.front().difficulty == Difficulty::easy);
  CHECK(kLevels.back().difficulty == Difficulty::perfect);
  CHECK(kLevels.back().method == Method::solver);
  CHECK(kDefaultDifficulty == Difficulty::medium);
  for (const Level& row : kLevels) {
    INFO("level " << row.token);
    CHECK(static_cast<std::size_t>(row.difficulty) == static_cast<std::size_t>(&row - kLevels.data()));
    CHECK(&level(row.difficulty) == &row);
    CHECK(name(row.difficulty) == row.token);
    CHECK(parse_difficulty(row.token) == row.difficulty);
    REQUIRE_FALSE(row.rules.empty());
    CHECK(row.rules.front() == Rule::win);  // every level takes a win it sees
  }
  const auto rules_of = [](Difficulty difficulty) {
    const auto& rules = level(difficulty).rules;
    return std::vector<Rule>(rules.begin(), rules.end());
  };
  CHECK(rules_of(Difficulty::easy) == std::vector<Rule>{Rule::win, Rule::random});
  CHECK(rules_of(Difficulty::medium) ==
        std::vector<Rule>{Rule::win, Rule::block, Rule::center, Rule::corner, Rule::side});
  CHECK(rules_of(Difficulty::hard) == std::vector<Rule>{Rule::win, Rule::block, Rule::fork, Rule::block_fork,
                                                        Rule::center, Rule::opposite_corner, Rule::corner, Rule::side});
  for (const Difficulty rule_based : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
    CHECK(level(rule_based).method == Method::rules);
  }
  // The perfect level's reasons: what the solver found, not an order.
  CHECK(rules_of(Difficulty::perfect) ==
        std::vector<Rule>{Rule::win, Rule::forced_win, Rule::trap, Rule::draw, Rule::hold_out});
}

TEST_CASE("every move a level names comes from a rule of its order, and every rule of the order is used", "[ai]") {
  const auto difficulty = GENERATE(from_range(tictactoe::test::all_levels()));
  INFO("difficulty " << name(difficulty));
  const auto& rules = level(difficulty).rules;
  std::set<Rule> used;
  for (const Board& board : reachable()) {
    const auto candidates = candidate_moves(board, difficulty);
    if (!candidates) continue;
    INFO("board " << to_string(board));
    CHECK(std::find(rules.begin(), rules.end(), candidates->rule) != rules.end());
    used.insert(candidates->rule);
  }
  CHECK(used == std::set<Rule>(rules.begin(), rules.end()));
}

}  // namespace test_ai
