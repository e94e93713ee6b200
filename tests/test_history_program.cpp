// The history through the whole program (run_program in process): games
// saved, read back by --stats, --history and --review @K, withdrawn by
// undo, failures said once with status 1, and the preferences file.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/history.hpp"
#include "app/store/json.hpp"
#include "app/store/reader.hpp"
#include "support/program.hpp"
#include "support/tables.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

namespace test_history_program {

using namespace tictactoe::app;
using tictactoe::test::contains;
using tictactoe::test::Program;
using tictactoe::test::run_with;
using tictactoe::test::TempDir;

namespace {

// Ann (X) wins down the left column; Bob (O) wins down the middle; a tie.
const std::string kXWins = "1\n2\n4\n5\n7\n";
const std::string kOWins = "1\n2\n3\n5\n4\n8\n";
const std::string kTie = "5\n1\n9\n3\n2\n8\n7\n6\n4\n";
// Against the computer: the person tries every cell in turn (a taken one
// is asked again), so the game ends whatever the computer plays.
const std::string kEveryCell = "5\n1\n2\n3\n4\n6\n7\n8\n9\n";

std::string contents(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> found;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) found.push_back(line);
  return found;
}

Program run(std::vector<std::string> args, const std::string& input, const Environment& environment = {}) {
  return run_with(args, input, environment);
}

// The --stats --json counts of `path`.
json::Value stats_of(const std::string& path) {
  const Program stats = run({"--stats", "--json", "--history-file", path}, "");
  REQUIRE(stats.status == 0);
  auto value = json::parse(stats.out);
  REQUIRE(value);
  return *value;
}

std::uint32_t count(const json::Value& stats, const char* result) {
  return stats.find("results")->find(result)->whole().value_or(99);
}

Environment with_home(const std::string& home) {
  Environment environment;
  environment.files = FileVariables{home.c_str(), nullptr, nullptr};
  return environment;
}

}  // namespace

TEST_CASE("three games between Ann and Bob are three strict JSON records, and --stats counts 1/1/1", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  const Program game = run({"--mode", "hvh", "--names", "Ann,Bob", "--history-file", path},
                           kXWins + "y\n" + kOWins + "y\n" + kTie + "n\n");
  CHECK(game.status == 0);
  CHECK(game.err.empty());
  const auto records = lines(contents(path));
  REQUIRE(records.size() == 3);
  for (const std::string& line : records) {
    const auto value = json::parse(line);
    REQUIRE(value);
    CHECK(value->find("v")->whole() == 1U);
    CHECK(value->find("mode")->text == "hvh");
    CHECK(value->find("x")->find("name")->text == "Ann");
    CHECK(value->find("o")->find("name")->text == "Bob");
    CHECK(value->find("x")->find("level")->kind == json::Kind::null);
    CHECK(value->find("time")->text.size() == 20);
  }
  CHECK(json::parse(records[0])->find("moves")->items.size() == 5);
  CHECK(json::parse(records[2])->find("result")->text == "tie");
  const json::Value stats = stats_of(path);
  CHECK(stats.find("games")->whole() == 3U);
  CHECK(count(stats, "X") == 1);
  CHECK(count(stats, "O") == 1);
  CHECK(count(stats, "tie") == 1);
}

TEST_CASE("games between computers and sessions with --no-history add nothing", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  CHECK(run({"--mode", "cvc", "--rounds", "3", "--quiet", "--history-file", path}, "").status == 0);
  CHECK(run({"--mode", "hvh", "--no-history", "--history-file", path}, kXWins + "n\n").status == 0);
  CHECK(contents(path).empty());
  CHECK(run({"--mode", "hvc", "--seed", "3", "--history-file", path}, kEveryCell + "n\n").status == 0);
  const auto records = lines(contents(path));
  REQUIRE(records.size() == 1);
  const auto value = json::parse(records[0]);
  CHECK(value->find("mode")->text == "hvc");
  CHECK(value->find("seed")->whole() == 3U);
  CHECK(value->find("o")->find("level")->text == "medium");
  CHECK(value->find("x")->find("name")->kind == json::Kind::null);
}

TEST_CASE("review @1 reviews the latest saved game, @2 the one before", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  run({"--mode", "hvh", "--history-file", path}, kXWins + "y\n" + kTie + "n\n");
  const Program latest = run({"--review", "@1", "--history-file", path}, "");
  CHECK(latest.status == 0);
  CHECK(latest.out == run({"--review", "5 1 9 3 2 8 7 6 4"}, "").out);
  CHECK(run({"--review", "last", "--history-file", path}, "").out == latest.out);
  CHECK(run({"--review", "@2", "--history-file", path}, "").out == run({"--review", "1 2 4 5 7"}, "").out);
  const Program none = run({"--review", "@3", "--history-file", path}, "");
  CHECK(none.status == 2);
  CHECK(none.err == "tictactoe: there is no saved game @3: 2 games are saved in " + path + "\n");
  const Program bad = run({"--review", "@x", "--history-file", path}, "");
  CHECK(bad.status == 2);
  CHECK(bad.err.starts_with("tictactoe: '@x' names no saved game"));
}

TEST_CASE("review @1 names the players as the game's own review did: by name, you, the computer", "[history]") {
  // Issue 19: --review @1 said "1. X 5 best" where the game's review said "1. Ann (X) 5 best".
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  const Program named = run({"--mode", "hvh", "--names", "Ann,Bob", "--history-file", path}, kTie + "r\nn\n");
  const Program saved = run({"--review", "@1", "--history-file", path}, "");
  CHECK(saved.status == 0);
  CHECK(contains(saved.out, "1. Ann (X) 5 "));
  CHECK(contains(saved.out, "2. Bob (O) 1 "));
  CHECK(contains(named.out, saved.out));  // the very lines the game showed
  const Program computer = run({"--mode", "hvc", "--seed", "3", "--difficulty", "easy", "--history-file", path},
                               "5\n1\n2\n3\n4\n6\n7\n8\n9\nr\nn\n");
  const Program against = run({"--review", "@1", "--history-file", path}, "");
  CHECK(contains(against.out, "1. X (you) 5 "));
  CHECK(contains(against.out, "O (computer) "));
  CHECK(contains(computer.out, against.out));
}

TEST_CASE("undo at Play again withdraws the game, and the stats count the game played instead", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  // X wins with 7, takes it back at Play again, and ties instead.
  const Program game = run({"--mode", "hvh", "--history-file", path}, "1\n2\n4\n5\n7\nu\n3\n7\n8\n6\n9\nn\n");
  CHECK(game.status == 0);
  const auto file = lines(contents(path));
  REQUIRE(file.size() == 3);
  CHECK(json::parse(file[1])->find("withdraw")->text == json::parse(file[0])->find("id")->text);
  const json::Value stats = stats_of(path);
  CHECK(stats.find("games")->whole() == 1U);
  CHECK(count(stats, "X") + count(stats, "O") + count(stats, "tie") == 1);
  CHECK(count(stats, "X") == 0);
}

TEST_CASE("the history command lists the most recent games, oldest first, in words or as JSON Lines", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  run({"--mode", "hvh", "--names", "Ann,Bob", "--history-file", path}, kXWins + "y\n" + kOWins + "y\n" + kTie + "n\n");
  const Program two = run({"--history", "2", "--history-file", path}, "");
  CHECK(two.status == 0);
  const auto shown = lines(two.out);
  REQUIRE(shown.size() == 2);
  CHECK(shown[0].find("Ann (X) vs Bob (O): O won; moves: 1 2 3 5 4 8") != std::string::npos);
  CHECK(shown[1].find("Ann (X) vs Bob (O): tie; moves: 5 1 9 3 2 8 7 6 4") != std::string::npos);
  CHECK(lines(run({"--history", "--history-file", path}, "").out).size() == 3);
  const Program keypad = run({"--history", "1", "--keypad", "--history-file", path}, "");
  CHECK(keypad.out.find("moves: 5 7 3 9 8 2 1 6 4") != std::string::npos);
  const auto json_lines = lines(run({"--history", "--json", "--history-file", path}, "").out);
  REQUIRE(json_lines.size() == 3);
  CHECK(json_lines == lines(contents(path)));
  const Program empty = run({"--history", "--history-file", dir / "none.jsonl"}, "");
  CHECK(empty.out == "No games saved yet in " + dir / "none.jsonl" + ".\n");
}

TEST_CASE("the statistics in words count by mode, level, player and streak", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  run({"--mode", "hvh", "--names", "Ann,Bob", "--history-file", path}, kXWins + "y\n" + kOWins + "n\n");
  run({"--mode", "hvc", "--difficulty", "easy", "--seed", "1", "--history-file", path}, kEveryCell + "n\n");
  const Program stats = run({"--stats", "--history-file", path}, "");
  CHECK(stats.status == 0);
  CHECK(stats.out.starts_with("3 games saved: X won "));
  CHECK(stats.out.find("  human vs human: 2 games: X won 1, O won 1, 0 ties\n") != std::string::npos);
  CHECK(stats.out.find("Against the computer, by level") != std::string::npos);
  CHECK(stats.out.find("  easy: 1 game: ") != std::string::npos);
  CHECK(stats.out.find("  Ann: 2 games: won 1, lost 1, tied 0; 2 as X, 0 as O\n") != std::string::npos);
  CHECK(stats.out.find("Against the computer: current streak ") != std::string::npos);
  CHECK(run({"--stats", "--history-file", dir / "none"}, "").out == "No games saved yet in " + dir / "none" + ".\n");
  const Program persian = run({"--stats", "--lang", "fa", "--history-file", path}, "");
  CHECK(persian.out.find("۳") != std::string::npos);
}

TEST_CASE("a file that cannot be written: the game plays on, one warning names it, status 1", "[history]") {
  for (const std::string path : {"/dev/full", "/etc/passwd/history.jsonl"}) {
    INFO(path);
    const Program game = run({"--mode", "hvh", "--history-file", path}, kXWins + "y\n" + kTie + "n\n");
    CHECK(game.status == 1);
    CHECK(game.out.find("Final score") != std::string::npos);
    CHECK(game.err.starts_with("tictactoe: cannot save games to " + path + ": "));
    CHECK(lines(game.err).size() == 1);
  }
  const Program unreadable = run({"--stats", "--history-file", "/etc/passwd/history.jsonl"}, "");
  CHECK(unreadable.status == 1);
  CHECK(unreadable.err == "tictactoe: cannot read /etc/passwd/history.jsonl: Not a directory\n");
  // A device that never ends (/dev/full reads as NUL bytes forever) is not
  // read at all, rather than read for ever.
  const Program device = run({"--stats", "--history-file", "/dev/full"}, "");
  CHECK(device.status == 1);
  CHECK(device.err == "tictactoe: cannot read /dev/full: it is not a regular file; give the path of a regular file\n");
}

TEST_CASE("garbage, NUL runs and a torn last line: the good games count, one warning, the next game on its own line",
          "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  run({"--mode", "hvh", "--history-file", path}, kXWins + "y\n" + kTie + "n\n");
  std::ofstream(path, std::ios::binary | std::ios::app) << "garbage\n"
                                                        << std::string(64, '\0') << "\n{\"v\":1,\"id\":\"torn\",\"ti";
  const Program stats = run({"--stats", "--json", "--history-file", path}, "");
  CHECK(json::parse(stats.out)->find("games")->whole() == 2U);
  CHECK(stats.err == "tictactoe: " + path + ": skipped 3 lines that are not games (the first is line 3)\n");
  run({"--mode", "hvh", "--history-file", path}, kOWins + "n\n");
  CHECK(lines(contents(path)).back().starts_with("{\"v\":1,"));
  CHECK(json::parse(run({"--stats", "--json", "--history-file", path}, "").out)->find("games")->whole() == 3U);
}

TEST_CASE("names with quotes and non-ASCII letters and emoji round-trip through the file", "[history]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  const std::vector<std::string> names{"Zoë \"Z\"", "李伟 🎉"};
  run({"--mode", "hvh", "--names", names[0] + "," + names[1], "--history-file", path}, kXWins + "n\n");
  const auto value = json::parse(lines(contents(path)).at(0));
  REQUIRE(value);
  CHECK(value->find("x")->find("name")->text == names[0]);
  CHECK(value->find("o")->find("name")->text == names[1]);
}

TEST_CASE("the default file is under XDG_STATE_HOME or HOME, made 0700, no HOME is one warning", "[history][paths]") {
  const TempDir dir;
  const Environment home = with_home(dir.path());
  CHECK(run({"--mode", "hvh"}, kXWins + "n\n", home).status == 0);
  CHECK(lines(contents(dir / ".local/state/tictactoe/history.jsonl")).size() == 1);
  namespace fs = std::filesystem;
  CHECK(fs::status(dir / ".local/state/tictactoe").permissions() == fs::perms::owner_all);
  CHECK(fs::status(dir / ".local/state/tictactoe/history.jsonl").permissions() ==
        (fs::perms::owner_read | fs::perms::owner_write));
  Environment state = home;
  const std::string state_home = dir / "state";
  state.files->state_home = state_home.c_str();
  run({"--mode", "hvh"}, kXWins + "n\n", state);
  CHECK(lines(contents(dir / "state/tictactoe/history.jsonl")).size() == 1);
  CHECK(json::parse(run({"--stats", "--json"}, "", state).out)->find("games")->whole() == 1U);
  Environment nobody;
  nobody.files = FileVariables{};
  const Program game = run({"--mode", "hvh"}, kXWins + "n\n", nobody);
  CHECK(game.status == 0);
  CHECK(game.err.starts_with("tictactoe: games are not saved: HOME is not set"));
  CHECK(run({"--stats"}, "", nobody).status == 1);
}

TEST_CASE("preferences: mode and names apply, the command line wins, bad lines are named with their number",
          "[history][preferences]") {
  const TempDir dir;
  std::filesystem::create_directories(dir / ".config/tictactoe");
  std::ofstream(dir / ".config/tictactoe/config") << "# mine\nmode = hvh\nnames = Ann,Bob\nno-history = yes\n"
                                                  << "colour = never\nrounds = 3\nkeypad = maybe\nmode hvc\n"
                                                  << "difficulty = brutal\n";
  const Environment home = with_home(dir.path());
  const Program game = run({}, kXWins + "n\n", home);
  CHECK(game.status == 0);
  CHECK(game.out.find("Ann") != std::string::npos);
  const std::string file = dir / ".config/tictactoe/config";
  CHECK(lines(game.err) == std::vector<std::string>{
                               "tictactoe: " + file + ":5: unknown setting 'colour'",
                               "tictactoe: " + file + ":6: 'rounds' cannot be set in the preferences file",
                               "tictactoe: " + file +
                                   ":7: invalid value 'maybe' for --keypad (expected "
                                   "yes, no, true, false, on, off, 1, 0)",
                               "tictactoe: " + file + ":8: not a 'key = value' line",
                               "tictactoe: " + file + ":9: invalid value 'brutal' for --difficulty (expected " +
                                   tictactoe::test::level_list() + ")",
                           });
  CHECK_FALSE(std::filesystem::exists(dir / ".local/state/tictactoe/history.jsonl"));
  // The command line wins; names = Ann,Bob against the computer makes Ann the person.
  const Program computer = run({"--mode", "hvc", "--seed", "1"}, "5\nq\n", home);
  CHECK(computer.status == 0);
  CHECK(computer.out.find("Ann") != std::string::npos);
  CHECK(computer.out.find("Bob") == std::string::npos);
  const Program ignored = run({"--no-config", "--mode", "hvh"}, kXWins + "n\n", home);
  CHECK(ignored.err.empty());
  CHECK(ignored.out.find("Ann") == std::string::npos);
}

TEST_CASE("a --history-file in a directory that does not exist is an error naming it, and a missing file is no games",
          "[history]") {
  // Issue 19: --stats --history-file /missing/dir/h.jsonl said "No games saved yet" with status 0.
  const TempDir dir;
  const std::string missing = dir / "no/such/dir/h.jsonl";
  for (const std::vector<std::string>& asked :
       {std::vector<std::string>{"--stats"}, std::vector<std::string>{"--history"},
        std::vector<std::string>{"--review", "@1"}}) {
    std::vector<std::string> args = asked;
    args.insert(args.end(), {"--history-file", missing});
    INFO(args.front());
    const Program program = run(args, "");
    CHECK(program.status == 1);
    CHECK(program.out.empty());
    CHECK(program.err ==
          "tictactoe: cannot read " + missing + ": the directory " + dir / "no/such/dir" + " does not exist\n");
  }
  // A file not there yet, in a directory that is: no games yet.
  const Program none = run({"--stats", "--history-file", dir / "h.jsonl"}, "");
  CHECK(none.status == 0);
  CHECK(none.out == "No games saved yet in " + dir / "h.jsonl" + ".\n");
  // The default file of someone who never played: neither file nor directory, no games yet.
  const Program never = run({"--stats"}, "", with_home(dir.path()));
  CHECK(never.status == 0);
  CHECK(never.err.empty());
  CHECK(never.out.starts_with("No games saved yet in "));
}

TEST_CASE("the preferences file's warnings are in the language it sets, unless the command line sets another",
          "[history][preferences]") {
  // Issue 19: with "lang = ru" in the file, its warnings were in English.
  const TempDir dir;
  std::filesystem::create_directories(dir / ".config/tictactoe");
  std::ofstream(dir / ".config/tictactoe/config") << "lang = ru\ncolour = never\n";
  const std::string file = dir / ".config/tictactoe/config";
  const Environment home = with_home(dir.path());
  CHECK(run({"--stats"}, "", home).err == "tictactoe: " + file + ":2: неизвестная настройка «colour»\n");
  CHECK(run({"--stats", "--lang", "zh_CN"}, "", home).err == "tictactoe: " + file + ":2：未知的设置“colour”\n");
  CHECK(run({"--stats", "--lang", "en"}, "", home).err == "tictactoe: " + file + ":2: unknown setting 'colour'\n");
}

}  // namespace test_history_program

namespace test_history_program {

TEST_CASE("preferences: a key set again is one warning naming both lines, and the last line wins",
          "[history][preferences]") {
  const TempDir dir;
  std::filesystem::create_directories(dir / ".config/tictactoe");
  std::ofstream(dir / ".config/tictactoe/config") << "lang = ru\nlang = fa\nlang = en\n";
  const Program game = run({"--mode", "hvh", "--no-history"}, kXWins + "n\n", with_home(dir.path()));
  const std::string file = dir / ".config/tictactoe/config";
  CHECK(lines(game.err) == std::vector<std::string>{
                               "tictactoe: " + file + ":2: 'lang' is set again here, so line 1 is not used",
                               "tictactoe: " + file + ":3: 'lang' is set again here, so line 2 is not used",
                           });
  CHECK(game.out.find("X wins") != std::string::npos);
}

TEST_CASE("preferences: one file gives at most 20 warnings and a count of the rest", "[history][preferences]") {
  const TempDir dir;
  std::filesystem::create_directories(dir / ".config/tictactoe");
  std::ofstream config(dir / ".config/tictactoe/config");
  for (int i = 0; i < 5000; ++i) config << "a\n";
  config.close();
  const Program game = run({"--mode", "hvh", "--no-history"}, kXWins + "n\n", with_home(dir.path()));
  const auto said = lines(game.err);
  REQUIRE(said.size() == 21);
  CHECK(said.back() == "tictactoe: ... and 4980 more warnings");
}

TEST_CASE("preferences: 4,000 repeated names are applied once (linear, not quadratic)", "[history][preferences]") {
  const TempDir dir;
  std::filesystem::create_directories(dir / ".config/tictactoe");
  std::ofstream config(dir / ".config/tictactoe/config");
  for (int i = 0; i < 4000; ++i) config << "names = Ann,Bob\n";
  config.close();
  // Once 19-26 s; each key is parsed once now, so this is as fast as one line.
  const Program game = run({"--mode", "hvh", "--no-history"}, kXWins + "n\n", with_home(dir.path()));
  CHECK(game.status == 0);
  CHECK(game.out.find("Ann") != std::string::npos);
  CHECK(lines(game.err).size() == 21);
}

}  // namespace test_history_program
