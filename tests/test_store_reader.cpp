// Reading the history as a stream (store/reader.hpp): good records kept,
// everything else skipped and counted, withdrawals applied, whatever the
// pieces the bytes come in.

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <vector>

#include "app/store/reader.hpp"
#include "app/store/record.hpp"
#include "support/temp_dir.hpp"

namespace test_store_reader {

using namespace tictactoe::app::storage;
using tictactoe::core::Outcome;

namespace {

GameRecord game(const std::string& id) {
  GameRecord record;
  record.id = id;
  record.time = "2026-12-01T08:00:00Z";
  record.x = Side{"Ann", std::nullopt};
  record.o = Side{"Bob", std::nullopt};
  record.moves = {0, 3, 1, 4, 2};
  record.result = Outcome::x_wins;
  return record;
}

std::string line(const std::string& id) { return to_line(game(id)) + "\n"; }
std::string withdrawal(const std::string& id) { return to_line(Withdrawal{id, "t"}) + "\n"; }

struct Read {
  std::vector<std::string> ids;
  ReadSummary summary;
};

// `bytes` fed `piece` bytes at a time.
Read read(const std::string& bytes, std::size_t piece = 1 << 20) {
  Read result;
  HistoryParser parser([&](const GameRecord& record) { result.ids.push_back(record.id); });
  for (std::size_t at = 0; at < bytes.size(); at += piece) parser.feed(std::string_view(bytes).substr(at, piece));
  result.summary = parser.finish();
  return result;
}

}  // namespace

TEST_CASE("good records are read in file order, whatever the pieces they come in", "[reader]") {
  const std::string file = line("a") + line("b") + line("c");
  for (const std::size_t piece : {1UL, 7UL, 100UL, 1UL << 20U}) {
    const Read result = read(file, piece);
    CHECK(result.ids == std::vector<std::string>{"a", "b", "c"});
    CHECK(result.summary.games == 3);
    CHECK(result.summary.skipped == 0);
    CHECK(result.summary.first_skipped == 0);
  }
}

TEST_CASE("garbage, blank lines, NUL runs and a torn last line are skipped and counted", "[reader]") {
  const std::string torn = line("z").substr(0, 40);
  const std::string file = "not json\n" + line("a") + "\n" + std::string(300, '\0') + "\n" + line("b") +
                           "{\"v\":1}\n\xFF\xFE\n" + line("c") + torn;
  const Read result = read(file, 13);
  CHECK(result.ids == std::vector<std::string>{"a", "b", "c"});
  CHECK(result.summary.skipped == 6);
  CHECK(result.summary.first_skipped == 1);
}

TEST_CASE("a whole last record without its newline is still read", "[reader]") {
  const std::string file = line("a") + to_line(game("b"));
  CHECK(read(file).ids == std::vector<std::string>{"a", "b"});
  CHECK(read(file).summary.skipped == 0);
}

TEST_CASE("a line longer than the bound is skipped without being kept", "[reader]") {
  const std::string file =
      line("a") + std::string(kMaxLineBytes * 3, 'x') + "\n" + line("b") + std::string(kMaxLineBytes + 1, '{');
  const Read result = read(file, 4096);
  CHECK(result.ids == std::vector<std::string>{"a", "b"});
  CHECK(result.summary.skipped == 2);
  CHECK(result.summary.first_skipped == 2);
}

TEST_CASE("a withdrawal takes its game out, even with other games between", "[reader]") {
  const Read result = read(line("a") + line("b") + line("c") + withdrawal("b") + line("d"));
  CHECK(result.ids == std::vector<std::string>{"a", "c", "d"});
  CHECK(result.summary.withdrawn == 1);
  CHECK(result.summary.games == 3);
  CHECK(result.summary.skipped == 0);
}

TEST_CASE("a withdrawal of nothing, or of a game out of its reach, is skipped", "[reader]") {
  std::string file = line("first") + withdrawal("nothing");
  for (std::size_t i = 0; i < kWithdrawalReach; ++i) file += line("g" + std::to_string(i));
  file += withdrawal("first");
  const Read result = read(file);
  CHECK(result.ids.size() == kWithdrawalReach + 1);
  CHECK(result.ids.front() == "first");
  CHECK(result.summary.skipped == 2);
  CHECK(result.summary.first_skipped == 2);
}

TEST_CASE("the same id twice is one game", "[reader]") {
  const Read result = read(line("a") + line("a") + line("b"));
  CHECK(result.ids == std::vector<std::string>{"a", "b"});
  CHECK(result.summary.skipped == 1);
  CHECK(result.summary.first_skipped == 2);
}

// Ids of 15 bytes or fewer live inside std::string: with one slot too few
// reserved, the window's last game moved the slots and the id compared next
// was read from freed memory (seen under ASan and valgrind, issue 30).
TEST_CASE("the same id twice is one game, also once the window is full", "[reader]") {
  std::string file;
  for (std::size_t i = 0; i <= kWithdrawalReach; ++i) file += line("g" + std::to_string(i));
  file += line("g1000");
  const Read result = read(file);
  CHECK(result.ids.size() == kWithdrawalReach + 1);
  CHECK(result.summary.games == kWithdrawalReach + 1);
  CHECK(result.summary.skipped == 1);
  CHECK(result.summary.first_skipped == kWithdrawalReach + 2);
}

TEST_CASE("read_history reads a file and says why it cannot", "[reader]") {
  const tictactoe::test::TempDir dir;
  std::ofstream(dir / "h.jsonl", std::ios::binary) << line("a") << "junk\n" << line("b");
  std::vector<std::string> ids;
  HistoryParser parser([&](const GameRecord& record) { ids.push_back(record.id); });
  ReadSummary summary;
  CHECK_FALSE(read_history(dir / "h.jsonl", parser, summary));
  CHECK(ids == std::vector<std::string>{"a", "b"});
  CHECK(summary.skipped == 1);
  HistoryParser none([](const GameRecord&) {});
  CHECK(read_history(dir / "missing", none, summary) == std::errc::no_such_file_or_directory);
  HistoryParser directory([](const GameRecord&) {});
  CHECK(read_history(dir.path(), directory, summary) == Refusal::not_regular);
}

TEST_CASE("a line over the bound that comes in many pieces is skipped, and the next line is read", "[reader]") {
  const std::string file =
      std::string(kMaxLineBytes + 10, 'x') + "\n" + line("a") + std::string(kMaxLineBytes * 2, 'y');
  for (const std::size_t piece : {1000UL, kMaxLineBytes - 1, kMaxLineBytes + 20}) {
    INFO(piece);
    const Read result = read(file, piece);
    CHECK(result.ids == std::vector<std::string>{"a"});
    CHECK(result.summary.skipped == 2);
    CHECK(result.summary.first_skipped == 1);
  }
}

TEST_CASE("the default history is read only as the user's own regular file, a given one may be a pipe, and none blocks",
          "[reader][owned]") {
  const tictactoe::test::TempDir dir;
  const std::string fifo = dir / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  ReadSummary summary;
  HistoryParser own([](const GameRecord&) {});
  CHECK(read_history(fifo, own, summary, FileUse::read_own) == Refusal::not_regular);
  HistoryParser given([](const GameRecord&) {});
  CHECK_FALSE(read_history(fifo, given, summary, FileUse::read_given));  // no writer: no games, at once
  CHECK(summary.games == 0);
  const std::string file = dir / "h.jsonl";
  std::ofstream(file) << "";
  const std::string link = dir / "link";
  REQUIRE(::symlink(file.c_str(), link.c_str()) == 0);
  HistoryParser linked([](const GameRecord&) {});
  CHECK(read_history(link, linked, summary, FileUse::read_own) == Refusal::link);
  HistoryParser followed([](const GameRecord&) {});
  CHECK_FALSE(read_history(link, followed, summary, FileUse::read_given));
  ::chmod(file.c_str(), 0666);
  HistoryParser shared([](const GameRecord&) {});
  CHECK(read_history(file, shared, summary, FileUse::read_own) == Refusal::writable);
  HistoryParser anyone([](const GameRecord&) {});
  CHECK_FALSE(read_history(file, anyone, summary, FileUse::read_given));
  HistoryParser device([](const GameRecord&) {});
  CHECK(read_history("/dev/zero", device, summary, FileUse::read_given) == Refusal::not_regular);
}

}  // namespace test_store_reader
