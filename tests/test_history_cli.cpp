// The history commands (cli/history.cpp) on files written record by record:
// the words for the computer, "you" and a time that is not RFC 3339; the
// streak of losses and ties; statistics with no players or no computer;
// files that cannot be read; the saved-game names that name none; an undo
// after a game that could not be saved.

#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "app/cli/history.hpp"
#include "app/store/record.hpp"
#include "support/program.hpp"
#include "support/temp_dir.hpp"

namespace test_history_cli {

using namespace tictactoe::app;
using storage::GameMode;
using storage::GameRecord;
using storage::Side;
using tictactoe::core::Difficulty;
using tictactoe::core::Outcome;
using tictactoe::test::Program;
using tictactoe::test::run_with;
using tictactoe::test::TempDir;

namespace {

// "You" (X) against the hard computer: won with 1 4 2 5 3, lost (the
// computer, O, takes the middle column), or tied.
GameRecord against_hard(Outcome result, const std::string& id) {
  GameRecord record;
  record.id = id;
  record.time = "2026-12-01T08:00:00Z";
  record.mode = GameMode::hvc;
  record.x = Side{};
  record.o = Side{std::nullopt, Difficulty::hard};
  record.result = result;
  if (result == Outcome::x_wins) record.moves = {0, 3, 1, 4, 2};
  if (result == Outcome::o_wins) record.moves = {0, 1, 2, 4, 3, 7};
  if (result == Outcome::tie) record.moves = {4, 0, 8, 2, 1, 7, 6, 5, 3};
  return record;
}

std::string write(const TempDir& dir, const std::vector<GameRecord>& records) {
  const std::string path = dir / "h.jsonl";
  std::ofstream file(path, std::ios::binary);
  for (const GameRecord& record : records) file << storage::to_line(record) << '\n';
  return path;
}

Program run(const std::vector<std::string>& args, const std::string& input = "") { return run_with(args, input, {}); }

}  // namespace

TEST_CASE("the history names the computer by its level and the person as you, and shows an odd time as written",
          "[history]") {
  const TempDir dir;
  GameRecord odd = against_hard(Outcome::o_wins, "b");
  odd.time = "yesterday";
  const std::string path = write(dir, {against_hard(Outcome::x_wins, "a"), odd});
  const Program two = run({"--history", "2", "--history-file", path});
  CHECK(two.status == 0);
  CHECK(two.out ==
        "2026-12-01 08:00  X (you) vs O (hard): X won; moves: 1 4 2 5 3\n"
        "yesterday  X (you) vs O (hard): O won; moves: 1 2 3 5 4 8\n");
}

TEST_CASE("a time from the file that is not the game's own is shown sanitised, never its bytes", "[history]") {
  const TempDir dir;
  GameRecord odd = against_hard(Outcome::x_wins, "a");
  odd.time =
      "\x1b]0;PWN\x07"
      "ABT\x1b[2J\x1b";  // byte 10 is a T: once shown raw
  GameRecord cut = against_hard(Outcome::x_wins, "b");
  cut.time = "\u00e9\u00e9\u00e9\u00e9\u00e9Taaaa\u00e9";  // once cut mid-character
  const Program shown = run({"--history", "2", "--history-file", write(dir, {odd, cut})});
  CHECK(shown.out ==
        "\\x1b]0;PWN\\x07ABT\\x1b[2J\\x1b  X (you) vs O (hard): X won; moves: 1 4 2 5 3\n"
        "\u00e9\u00e9\u00e9\u00e9\u00e9Taaaa\u00e9  X (you) vs O (hard): X won; moves: 1 4 2 5 3\n");
}

TEST_CASE("a name from the file reaches --review @K sanitised and capped as --history shows it", "[history]") {
  const TempDir dir;
  GameRecord evil = against_hard(Outcome::x_wins, "a");
  evil.x.name = "\x1b]52;c;cHduZWQ=\x07\u009b31m\u202e" + std::string(5000, 'x');
  const Program review = run({"--review", "@1", "--history-file", write(dir, {evil})});
  CHECK(review.status == 0);
  CHECK(review.out.starts_with("1. \\x1b]52;c;cHduZWQ=\\x07\\u{9b}31m\\u{202e}xxxxxxxxxxxxxxxxxxx... (X) 1 "));
}

TEST_CASE("the history shows unnamed people between people by their marks, not both as you", "[history]") {
  const TempDir dir;
  GameRecord people = against_hard(Outcome::x_wins, "a");
  people.mode = storage::GameMode::hvh;
  people.o = Side{};
  GameRecord named = people;
  named.id = "b";
  named.x = Side{std::string("Ann"), std::nullopt};
  const Program shown = run({"--history", "2", "--history-file", write(dir, {people, named})});
  CHECK(shown.out ==
        "2026-12-01 08:00  X vs O: X won; moves: 1 4 2 5 3\n"
        "2026-12-01 08:00  Ann (X) vs O: X won; moves: 1 4 2 5 3\n");
}

TEST_CASE("the streak in words counts losses and ties, and no win is none", "[history][stats]") {
  const TempDir dir;
  const std::string losses = write(dir, {against_hard(Outcome::x_wins, "a"), against_hard(Outcome::o_wins, "b"),
                                         against_hard(Outcome::o_wins, "c")});
  const Program lost = run({"--stats", "--history-file", losses});
  CHECK(lost.out.find("current streak 2 losses; longest winning streak 1 win\n") != std::string::npos);
  const Program lost_json = run({"--stats", "--json", "--history-file", losses});
  CHECK(lost_json.out.find(R"("streak":{"current":{"result":"lost","length":2},"longest_win":1})") !=
        std::string::npos);
  const std::string wins = write(dir, {against_hard(Outcome::x_wins, "e")});
  CHECK(run({"--stats", "--json", "--history-file", wins}).out.find(R"("current":{"result":"won","length":1})") !=
        std::string::npos);
  const std::string ties = write(dir, {against_hard(Outcome::tie, "d")});
  const Program tied = run({"--stats", "--history-file", ties});
  CHECK(tied.out.find("current streak 1 tie; longest winning streak none\n") != std::string::npos);
  CHECK(run({"--stats", "--json", "--history-file", ties}).out.find(R"("current":{"result":"tied","length":1})") !=
        std::string::npos);
  // Games against the computer alone: levels, no players.
  CHECK(tied.out.find("Against the computer, by level") != std::string::npos);
  CHECK(tied.out.find("By player:") == std::string::npos);
  CHECK(tied.out.find("  hard: 1 game: ") != std::string::npos);
  CHECK(tied.out.find("  easy:") == std::string::npos);
}

TEST_CASE("statistics of people's games alone list players and no level", "[history][stats]") {
  const TempDir dir;
  GameRecord people = against_hard(Outcome::x_wins, "a");
  people.mode = GameMode::hvh;
  people.x = Side{"Ann", std::nullopt};
  people.o = Side{"Bob", std::nullopt};
  const Program stats = run({"--stats", "--history-file", write(dir, {people})});
  CHECK(stats.status == 0);
  CHECK(stats.out.find("By player:") != std::string::npos);
  CHECK(stats.out.find("Against the computer") == std::string::npos);
  CHECK(stats.out.find("human vs computer") == std::string::npos);
}

TEST_CASE("the history and review commands on a file that cannot be read say why, status 1", "[history]") {
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"--history", "3"}, {"--history", "--json"}, {"--review", "@1"}}) {
    std::vector<std::string> args = command;
    args.insert(args.end(), {"--history-file", "/etc/passwd/h.jsonl"});
    const Program program = run(args);
    INFO(command.front());
    CHECK(program.status == 1);
    CHECK(program.out.empty());
    CHECK(program.err == "tictactoe: cannot read /etc/passwd/h.jsonl: Not a directory\n");
  }
}

TEST_CASE("a saved game is @ and a whole number from 1, or last", "[history]") {
  CHECK(parse_saved_game("last") == 1U);
  CHECK(parse_saved_game("@1") == 1U);
  CHECK(parse_saved_game("@12") == 12U);
  for (const char* none : {"", "@", "@0", "@+1", "@-1", "@1x", "1", "@ 1", "first", "@99999999999999999999999"}) {
    INFO(none);
    CHECK_FALSE(parse_saved_game(none));
  }
}

TEST_CASE("the history command as JSON Lines of a file with no games writes nothing", "[history]") {
  const TempDir dir;
  const Program none = run({"--history", "--json", "--history-file", dir / "none.jsonl"});
  CHECK(none.status == 0);
  CHECK(none.out.empty());
  CHECK(none.err.empty());
}

TEST_CASE("an undo at Play again after a game that could not be saved writes nothing more", "[history]") {
  // X wins with 7, takes it back, and ties instead: two games over, one
  // warning, nothing withdrawn (nothing was saved).
  const Program game = run({"--mode", "hvh", "--history-file", "/dev/full"}, "1\n2\n4\n5\n7\nu\n3\n7\n8\n6\n9\nn\n");
  CHECK(game.status == 1);
  CHECK(game.err.starts_with("tictactoe: cannot save games to /dev/full: "));
  CHECK(game.err.find('\n') == game.err.size() - 1);
}

}  // namespace test_history_cli
