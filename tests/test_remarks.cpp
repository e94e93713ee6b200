// The computer's remarks: every claim about a move holds (exhaustively,
// against the solver and the review), no trap is given away before it
// springs, variants never repeat twice in a row and follow the seed, the
// off switches, and every remark fits 80 columns in every language.

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/preferences.hpp"
#include "app/flow/narration.hpp"
#include "app/flow/remarks.hpp"
#include "app/tables/options.hpp"
#include "app/text/language.hpp"
#include "app/text/layout.hpp"
#include "app/text/remarks.hpp"
#include "support/session.hpp"
#include "support/tables.hpp"
#include "tictactoe/perfect.hpp"
#include "tictactoe/review.hpp"
#include "tictactoe/solver.hpp"

namespace test_remarks {

using tictactoe::app::Catalogue;
using tictactoe::app::LevelRecord;
using tictactoe::app::LineSession;
using tictactoe::app::Msg;
using tictactoe::app::PastRecords;
using tictactoe::app::Remarker;
using tictactoe::app::Situation;
using tictactoe::core::Board;
using tictactoe::core::Cell;
using tictactoe::core::Difficulty;
using tictactoe::core::Mark;
using tictactoe::core::Value;
namespace app = tictactoe::app;
namespace core = tictactoe::core;

namespace {

// Every prefix of every game from the empty board (the moves so far, X
// first), the empty one left out, each visited once.
void for_each_prefix(const std::function<void(const std::vector<Cell>&, const Board&)>& visit) {
  std::vector<Cell> moves;
  const std::function<void(const Board&)> walk = [&](const Board& board) {
    if (core::outcome(board) != core::Outcome::in_progress) return;
    for (const Cell cell : core::legal_moves(board)) {
      moves.push_back(cell);
      const Board next = core::play(board, cell);
      visit(moves, next);
      walk(next);
      moves.pop_back();
    }
  };
  walk(core::kEmptyBoard);
}

// The free cells where `mark` would complete a line on `board`.
int completing(const Board& board, Mark mark) {
  int count = 0;
  for (Cell cell = 0; cell < core::kCellCount; ++cell) {
    if (core::at(board, cell) != ' ' && core::at(board, cell) != '.') continue;
    for (const core::Line& line : core::kLines) {
      if (std::find(line.begin(), line.end(), cell) == line.end()) continue;
      int held = 0;
      for (const Cell other : line) held += core::at(board, other) == core::symbol(mark) ? 1 : 0;
      if (held == 2) {
        ++count;
        break;
      }
    }
  }
  return count;
}

// The remarks of `situation` at every level.
std::set<Msg> remarks_of(Situation situation) {
  std::set<Msg> found;
  for (const auto& row : app::kRemarks) {
    if (row.situation == situation) found.insert(row.id);
  }
  return found;
}

}  // namespace

TEST_CASE("every remark about a move claims only what the solver and the review confirm, over every game",
          "[remarks][truth]") {
  std::map<Situation, int> claims;
  for_each_prefix([&](const std::vector<Cell>& moves, const Board& after) {
    for (const Mark computer : {Mark::x, Mark::o}) {
      const auto situation = app::move_situation(moves, computer);
      const Mark person = core::opponent(computer);
      if (!situation) continue;
      ++claims[*situation];
      INFO("moves " << moves.size() << ", last " << moves.back() << ", computer " << core::symbol(computer));
      // Only after the person's move, the game going on.
      REQUIRE(core::mover_of(moves.size() - 1) == person);
      REQUIRE(core::outcome(after) == core::Outcome::in_progress);
      const core::Solution& solved = core::solution();
      switch (*situation) {
        case Situation::fork:  // two cells complete the person's lines, none the computer's: it cannot block both
          CHECK(completing(after, person) >= 2);
          CHECK(completing(after, computer) == 0);
          CHECK(solved.value(after) == Value::loss);
          break;
        case Situation::slip: {  // the person's move gave value away, and the computer now wins with best play
          Board before = core::kEmptyBoard;
          for (std::size_t i = 0; i + 1 < moves.size(); ++i) before = core::play(before, moves[i]);
          const core::Analysis analysis = core::analyze(before);
          CHECK(*analysis.after_move.at(static_cast<std::size_t>(moves.back())) < analysis.value);
          CHECK(solved.value(after) == Value::win);
          break;
        }
        case Situation::trap: {  // the review's verdict: the computer's last move set a trap, and the person fell in
          const auto verdicts = core::review(moves);
          const core::Verdict& set = verdicts.at(verdicts.size() - 2);
          CHECK(set.mark == computer);
          CHECK(set.trap_replies.bad > 0);
          CHECK(set.trap == core::Trap::fell_in);
          CHECK(verdicts.back().grade != core::Grade::best);
          break;
        }
        default: FAIL("not a move remark");
      }
    }
  });
  // Each kind of claim arises.
  CHECK(claims[Situation::fork] > 0);
  CHECK(claims[Situation::slip] > 0);
  CHECK(claims[Situation::trap] > 0);
}

TEST_CASE("a trap sprung is always said, and a slip or fork never hides one", "[remarks][truth]") {
  int traps = 0;
  for_each_prefix([&](const std::vector<Cell>& moves, const Board& after) {
    if (moves.size() < 2 || core::outcome(after) != core::Outcome::in_progress) return;
    const Mark computer = core::mover_of(moves.size() - 2);
    const auto verdicts = core::review(moves);
    if (verdicts.at(verdicts.size() - 2).trap != core::Trap::fell_in) return;
    ++traps;
    CHECK(app::move_situation(moves, computer) == Situation::trap);
  });
  CHECK(traps > 0);
}

namespace {

// Against the computer at `level` playing `computer`, the person the other mark.
app::Players against(Difficulty level, Mark computer) {
  app::Players players;
  players.mode = app::Mode::hvc;
  players.roster = {app::Player{std::nullopt, ""}, app::Player{level, ""}};
  players.swapped = computer == Mark::x;
  return players;
}

app::Players between(Difficulty x_level, Difficulty o_level) {
  app::Players players;
  players.mode = app::Mode::cvc;
  players.roster = {app::Player{x_level, ""}, app::Player{o_level, ""}};
  return players;
}

core::Game replayed(const std::vector<Cell>& moves) { return std::get<core::Game>(core::Game::replay(moves)); }

app::Moved moved(const std::vector<Cell>& moves, const app::Players& players, core::Seat by,
                 std::optional<core::Rule> why) {
  return app::Moved{.game = replayed(moves),
                    .players = players,
                    .score = {},
                    .by = by,
                    .cell = moves.back(),
                    .why = why,
                    .shown = app::Shown::all};
}

}  // namespace

TEST_CASE("no remark gives a trap away before it springs: none follows the computer's move, none names a cell",
          "[remarks][trap]") {
  int traps = 0;
  for_each_prefix([&](const std::vector<Cell>& moves, const Board& board) {
    const auto candidates = core::perfect_candidates(board);
    if (!candidates || candidates->rule != core::Rule::trap) return;
    const Mark computer = core::side_to_move(board);
    Remarker remarker(1, {});
    for (const Cell cell : candidates->cells) {
      std::vector<Cell> set = moves;
      set.push_back(cell);
      ++traps;
      CHECK(remarker.after(moved(set, against(Difficulty::perfect, computer), core::Seat::computer, core::Rule::trap))
                .empty());
    }
  });
  CHECK(traps > 0);
  // No move remark has an argument or a digit: none names a cell, in any language.
  for (const auto& language : app::kLanguages) {
    const Catalogue text(app::language_of(language));
    for (const Situation situation : {Situation::fork, Situation::slip, Situation::trap}) {
      for (const Msg id : remarks_of(situation)) {
        const std::string pattern(text.pattern(id));
        INFO(language.code << ": " << pattern);
        CHECK(pattern.find('{') == std::string::npos);
        CHECK(pattern.find_first_of("0123456789") == std::string::npos);
      }
    }
  }
}

TEST_CASE("every level has at least 4 remarks for every situation, each said once before any is said again",
          "[remarks][variants]") {
  for (const core::Level& level : core::kLevels) {
    for (std::size_t s = 0; s < app::kSituationCount; ++s) {
      CHECK(app::remarks_for(level.difficulty, static_cast<Situation>(s)).size() >= app::kMinVariants);
    }
  }
  // Between computers each game starts with X's opening and O's reply: over
  // 200 games no level says the same opening twice in a row.
  for (const core::Level& level : core::kLevels) {
    Remarker remarker(7, {});
    std::map<Mark, Msg> last;
    std::set<Msg> said;
    for (int game = 0; game < 200; ++game) {
      const auto remarks = remarker.after(app::GameStarted{between(level.difficulty, level.difficulty), {}});
      REQUIRE(remarks.size() == 2);
      CHECK(remarks[0].by == Mark::x);
      CHECK(remarks[1].by == Mark::o);
      for (const app::Remarked& remark : remarks) {
        if (last.contains(remark.by)) CHECK(last.at(remark.by) != remark.id);
        last[remark.by] = remark.id;
        said.insert(remark.id);
      }
    }
    CHECK(said.size() == 2 * app::kMinVariants);  // every variant of both comes up
  }
}

TEST_CASE("the remarks follow the seed: the same seed says the same, another seed something else", "[remarks][seed]") {
  const auto said = [](std::uint32_t seed) {
    Remarker remarker(seed, {});
    std::vector<Msg> ids;
    for (int game = 0; game < 20; ++game) {
      for (const auto& remark : remarker.after(app::GameStarted{against(Difficulty::hard, Mark::o), {}})) {
        ids.push_back(remark.id);
      }
    }
    return ids;
  };
  CHECK(said(5) == said(5));
  CHECK(said(5) != said(6));
  CHECK(said(5).size() == 20);
}

TEST_CASE("after the game: the result, a streak from three wins or two losses, and the record once",
          "[remarks][result]") {
  const std::vector<Cell> x_wins{0, 3, 1, 4, 2};  // X: 1-2-3
  PastRecords past{};
  past.at(static_cast<std::size_t>(Difficulty::hard)) = LevelRecord{.person = 2, .computer = 5, .ties = 1};
  Remarker remarker(3, past);
  const auto over = [&](Mark computer) {
    const app::Players players = against(Difficulty::hard, computer);
    return remarker.after(app::GameOver{replayed(x_wins), players, {}, 3, app::Shown::all});
  };
  const auto situation = [](const app::Remarked& remark) {
    return std::ranges::find(app::kRemarks, remark.id, &app::RemarkRow::id)->situation;
  };
  auto said = over(Mark::x);  // the computer wins, then the record with this game
  REQUIRE(said.size() == 2);
  CHECK(situation(said[0]) == Situation::win);
  CHECK(situation(said[1]) == Situation::record);
  REQUIRE(said[1].args.size() == 3);
  CHECK(said[1].args[0].number() == 2);
  CHECK(said[1].args[1].number() == 6);
  CHECK(said[1].args[2].number() == 1);
  said = over(Mark::x);
  REQUIRE(said.size() == 1);  // the record is said once a session
  CHECK(situation(said[0]) == Situation::win);
  said = over(Mark::x);
  REQUIRE(said.size() == 1);
  CHECK(situation(said[0]) == Situation::streak_win);
  CHECK(said[0].args.at(0).number() == 3);
  CHECK(situation(over(Mark::o).at(0)) == Situation::loss);
  said = over(Mark::o);
  CHECK(situation(said.at(0)) == Situation::streak_loss);
  CHECK(said.at(0).args.at(0).number() == 2);
  // Undo at Play again takes the last game out of the streak.
  CHECK(remarker.after(app::Reopened{replayed({0, 3, 1, 4}), against(Difficulty::hard, Mark::o), {}, {}}).empty());
  CHECK(situation(over(Mark::o).at(0)) == Situation::streak_loss);
  // Between computers: the winner, then the loser.
  said = remarker.after(
      app::GameOver{replayed(x_wins), between(Difficulty::easy, Difficulty::perfect), {}, 3, app::Shown::all});
  REQUIRE(said.size() == 2);
  CHECK((said[0].by == Mark::x && said[0].level == Difficulty::easy && situation(said[0]) == Situation::banter_win));
  CHECK((said[1].by == Mark::o && situation(said[1]) == Situation::banter_lose));
}

namespace {

// The person's script for `games` games: every cell in turn, the taken
// ones refused.
std::string every_cell(int games) {
  std::string script;
  for (int game = 0; game < games; ++game) {
    for (int cell = 1; cell <= 9; ++cell) script += std::to_string(cell) + "\n";
  }
  return script;
}

// `out` without the lines that start as a remark of `level` does.
std::string without_remarks(const std::string& out, const Catalogue& text, Difficulty level, int& removed) {
  std::string kept;
  const std::string prefix = text(Msg::remark_said, {"O", text(app::message_for(level)), ""});
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    if (line.starts_with(prefix)) {
      ++removed;
      continue;
    }
    kept += line + "\n";
  }
  return kept;
}

}  // namespace

TEST_CASE("over 40 games against each level in each language, the remarks are lines of their own and all there is",
          "[remarks][session]") {
  for (const auto& language : app::kLanguages) {
    for (const core::Level& level : core::kLevels) {
      INFO(language.code << ", " << level.token);
      LineSession settings = tictactoe::test::hvc(app::FirstMover::human, level.difficulty, 11);
      settings.options.rounds = 40;
      settings.style.text = Catalogue(app::language_of(language));
      const auto with = tictactoe::test::run(every_cell(40), settings);
      settings.options.no_remarks = true;
      const auto without = tictactoe::test::run(every_cell(40), settings);
      int removed = 0;
      CHECK(without_remarks(with.out, settings.style.text, level.difficulty, removed) == without.out);
      CHECK(removed >= 80);  // a start and a result at least, each game
      CHECK(without_remarks(without.out, settings.style.text, level.difficulty, removed = 0) == without.out);
      CHECK(removed == 0);
    }
  }
}

TEST_CASE("no remarks between computers under --quiet, nor with --no-remarks", "[remarks][session]") {
  LineSession settings = tictactoe::test::cvc(Difficulty::easy, Difficulty::perfect, 5, 2);
  CHECK(tictactoe::test::run("", settings).out.find("(easy): ") != std::string::npos);  // the banter
  settings.options.quiet = true;
  CHECK(tictactoe::test::run("", settings).out.find("(easy): ") == std::string::npos);
  settings.options.rounds = std::nullopt;
  CHECK(tictactoe::test::run("n\n", settings).out.find("(perfect): ") == std::string::npos);
  settings.options.quiet = false;
  settings.options.no_remarks = true;
  CHECK(tictactoe::test::run("n\n", settings).out.find("(perfect): ") == std::string::npos);
}

TEST_CASE("the preference remarks = no and --no-remarks turn the remarks off, remarks = yes leaves them on",
          "[remarks][options]") {
  const std::vector<std::string_view> args{"--mode", "hvc"};
  const auto parsed = std::get<app::CommandLine>(app::parse_command_line(args));
  CHECK_FALSE(parsed.options.no_remarks);
  const std::vector<std::string_view> off{"--no-remarks"};
  CHECK(std::get<app::CommandLine>(app::parse_command_line(off)).options.no_remarks);
  std::ostringstream err;
  CHECK(app::with_preferences(parsed, args, "remarks = no\n", "config", err, Catalogue()).options.no_remarks);
  CHECK_FALSE(app::with_preferences(parsed, args, "remarks = yes\n", "config", err, Catalogue()).options.no_remarks);
  CHECK(err.str().empty());
  // The key is remarks, not the option's name.
  CHECK_FALSE(app::with_preferences(parsed, args, "no-remarks = yes\n", "config", err, Catalogue()).options.no_remarks);
  CHECK_FALSE(err.str().empty());
}

TEST_CASE("every remark fits 80 columns in every language, with its speaker and large counts", "[remarks][layout]") {
  for (const auto& language : app::kLanguages) {
    const Catalogue text(app::language_of(language));
    for (const auto& row : app::kRemarks) {
      const app::Remarked remark{.by = Mark::o, .level = row.level, .id = row.id, .args = {999, 999, 999}};
      const std::string line = app::remark_line(text, remark, "O");
      INFO(language.code << ": " << line);
      CHECK(app::display_width(line) <= 80);
    }
  }
}

}  // namespace test_remarks
