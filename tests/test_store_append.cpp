// Appending to the history (store/append.hpp): the line lands whole on a
// line of its own, the file and directory are private, nothing is
// rewritten, and every failure comes back as a code.

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/store/append.hpp"
#include "app/store/owned.hpp"
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

TEST_CASE("failures come back as codes: a device, a path under a file, a missing directory", "[append]") {
  const TempDir dir;
  // A device but /dev/null is refused (issue 25, D3); a full disk is the
  // fault tests' (the seam and the shim).
  CHECK(append_line("/dev/full", "x", false) == Refusal::not_regular);
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
  CHECK(append_line(path, "x", false, std::chrono::milliseconds(30)) == Refusal::locked);
  CHECK(contents(path).empty());
  ::close(holder);
  CHECK_FALSE(append_line(path, "x", false, std::chrono::milliseconds(30)));
  CHECK(contents(path) == "x\n");
}

}  // namespace test_store_append

namespace test_store_append {

TEST_CASE(
    "the history is the user's alone: a link, a FIFO, a socket, a folder, a device, another's or a shared file "
    "is refused",
    "[append][owned]") {
  const TempDir dir;
  const std::string target = dir / "target";
  std::ofstream(target) << "mine\n";
  ::chmod(target.c_str(), 0600);
  const std::string link = dir / "link";
  REQUIRE(::symlink(target.c_str(), link.c_str()) == 0);
  CHECK(append_line(link, "x", false) == Refusal::link);
  CHECK(contents(target) == "mine\n");  // nothing went through the link
  const std::string dangling = dir / "dangling";
  REQUIRE(::symlink((dir / "nowhere").c_str(), dangling.c_str()) == 0);
  CHECK(append_line(dangling, "x", false) == Refusal::link);
  CHECK_FALSE(std::filesystem::exists(dir / "nowhere"));
  const std::string fifo = dir / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK(append_line(fifo, "x", false) == Refusal::not_regular);  // at once, not blocked
  CHECK(append_line(dir.path(), "x", false) == Refusal::not_regular);
  CHECK(append_line("/dev/zero", "x", false) == Refusal::not_regular);
  CHECK_FALSE(append_line("/dev/null", "x", false));
  const std::string shared = dir / "shared";
  std::ofstream(shared) << "";
  ::chmod(shared.c_str(), 0620);
  CHECK(append_line(shared, "x", false) == Refusal::writable);
  ::chmod(shared.c_str(), 0602);
  CHECK(append_line(shared, "x", false) == Refusal::writable);
  CHECK(contents(shared).empty());
  if (::geteuid() == 0) {  // as root (CI), a file given to another user
    const std::string theirs = dir / "theirs";
    std::ofstream(theirs) << "";
    REQUIRE(::chown(theirs.c_str(), 4321, 4321) == 0);
    CHECK(append_line(theirs, "x", false) == Refusal::owner);
    CHECK(contents(theirs).empty());
  }
}

TEST_CASE("the folder of the history is the user's: one others may write to is refused unless sticky",
          "[append][owned]") {
  const TempDir dir;
  const std::string folder = dir / "open";
  REQUIRE(::mkdir(folder.c_str(), 0700) == 0);
  ::chmod(folder.c_str(), 0777);
  CHECK(append_line(folder + "/h.jsonl", "x", false) == Refusal::folder_writable);
  CHECK_FALSE(std::filesystem::exists(folder + "/h.jsonl"));
  ::chmod(folder.c_str(), 01777);  // sticky, as /tmp: others cannot replace the user's file
  CHECK_FALSE(append_line(folder + "/h.jsonl", "x", false));
  if (::geteuid() == 0) {
    const std::string theirs = dir / "theirs";
    REQUIRE(::mkdir(theirs.c_str(), 0700) == 0);
    REQUIRE(::chown(theirs.c_str(), 4321, 4321) == 0);
    CHECK(append_line(theirs + "/h.jsonl", "x", false) == Refusal::folder_owner);
  }
}

TEST_CASE("a new history file is 0600 and its new folders 0700 whatever the umask, and HOME is never made",
          "[append][owned]") {
  const TempDir dir;
  const mode_t old = ::umask(0777);
  const std::string path = dir / "a/b/h.jsonl";
  const std::error_code made = append_line(path, "x", AppendOptions{true, 0, kLockWait});
  ::umask(0);
  const std::error_code open_umask = append_line(dir / "c/h.jsonl", "x", AppendOptions{true, 0, kLockWait});
  ::umask(old);
  CHECK_FALSE(made);
  CHECK_FALSE(open_umask);
  struct stat status {};
  REQUIRE(::stat(path.c_str(), &status) == 0);
  CHECK((status.st_mode & 07777) == 0600);
  REQUIRE(::stat((dir / "a").c_str(), &status) == 0);
  CHECK((status.st_mode & 07777) == 0700);
  REQUIRE(::stat((dir / "c/h.jsonl").c_str(), &status) == 0);
  CHECK((status.st_mode & 07777) == 0600);
  // Only the folders past `made_from` bytes: a missing HOME stays missing.
  const std::string home = dir / "nohome";
  CHECK(append_line(home + "/.local/state/h.jsonl", "x", AppendOptions{true, home.size() + 1, kLockWait}) ==
        std::errc::no_such_file_or_directory);
  CHECK_FALSE(std::filesystem::exists(home));
}

}  // namespace test_store_append
