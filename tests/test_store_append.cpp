// Appending to the history (store/append.hpp): the line lands whole on a
// line of its own, the file and directory are private, nothing is
// rewritten, and every failure comes back as a code.

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

#include "app/store/append.hpp"
#include "support/temp_dir.hpp"

namespace test_store_append {

using namespace tictactoe::app::storage;
using tictactoe::test::TempDir;

namespace {

std::string contents(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

unsigned mode_of(const std::string& path) {
  struct stat status {};
  REQUIRE(::stat(path.c_str(), &status) == 0);
  return status.st_mode & 0777U;
}

}  // namespace

TEST_CASE("appending makes the directories 0700 and the file 0600, one line a call", "[append]") {
  const TempDir dir;
  const std::string path = dir / "state/tictactoe/history.jsonl";
  REQUIRE_FALSE(append_line(path, "{\"a\":1}", true));
  REQUIRE_FALSE(append_line(path, "{\"b\":2}", true));
  CHECK(contents(path) == "{\"a\":1}\n{\"b\":2}\n");
  CHECK(mode_of(path) == 0600U);
  CHECK(mode_of(dir / "state/tictactoe") == 0700U);
  CHECK(mode_of(dir / "state") == 0700U);
}

TEST_CASE("an append after a torn line starts a line of its own, and keeps what was there", "[append]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  std::ofstream(path, std::ios::binary) << "{\"a\":1}\n{\"torn";
  REQUIRE_FALSE(append_line(path, "{\"b\":2}", false));
  CHECK(contents(path) == "{\"a\":1}\n{\"torn\n{\"b\":2}\n");
  std::ofstream(path, std::ios::binary | std::ios::app) << std::string(5, '\0');
  REQUIRE_FALSE(append_line(path, "{\"c\":3}", false));
  CHECK(contents(path) == "{\"a\":1}\n{\"torn\n{\"b\":2}\n" + std::string(5, '\0') + "\n{\"c\":3}\n");
}

TEST_CASE("an existing file keeps its mode", "[append]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  std::ofstream(path) << "";
  REQUIRE(::chmod(path.c_str(), 0640) == 0);
  REQUIRE_FALSE(append_line(path, "x", false));
  CHECK(mode_of(path) == 0640U);
}

TEST_CASE("failures come back as codes: a full disk, a path under a file, a missing directory", "[append]") {
  const TempDir dir;
  CHECK(append_line("/dev/full", "x", false) == std::errc::no_space_on_device);
  std::ofstream(dir / "file") << "data\n";
  CHECK(append_line(dir / "file/history.jsonl", "x", false) == std::errc::not_a_directory);
  CHECK(append_line(dir / "file/sub/history.jsonl", "x", true) == std::errc::not_a_directory);
  CHECK(append_line(dir / "missing/history.jsonl", "x", false) == std::errc::no_such_file_or_directory);
  CHECK(contents(dir / "file") == "data\n");
  CHECK_FALSE(append_line("/dev/null", "x", false));
}

TEST_CASE("a lock held by another open file is waited for, then given up on", "[append]") {
  const TempDir dir;
  const std::string path = dir / "h.jsonl";
  std::ofstream(path) << "";
  const int holder = ::open(path.c_str(), O_RDONLY);
  REQUIRE(holder >= 0);
  REQUIRE(::flock(holder, LOCK_EX) == 0);
  CHECK(append_line(path, "x", false, std::chrono::milliseconds(30)) == std::errc::operation_would_block);
  CHECK(contents(path).empty());
  ::close(holder);
  CHECK_FALSE(append_line(path, "x", false, std::chrono::milliseconds(30)));
  CHECK(contents(path) == "x\n");
}

}  // namespace test_store_append
